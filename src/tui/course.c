/* course.c: set-up, play, and again, for every game (see course.h). */
#include "tui/course.h"
#include "tui/play/play.h"
#include "i18n/i18n.h"

/* False while tui_course_main runs (a game's own command line, no start
 * menu behind it). */
static bool in_menu = true;

/* "Save and quit" in a game that goes back to the set-up screen (started
 * from it or from the start menu, issue 25): the game is kept and the
 * set-up screen says how to continue it; true then. Quitting a game the
 * command line asked for leaves the program and the shell is told. */
static bool kept_back(enum tui_run r)
{
        if (r != TUI_RUN_QUIT || !tui_play_took_keep())
                return false;
        if (in_menu) {
                /* the start menu offers it: no command for the shell */
                tui_say_after_stop("");
                tui_setup_note(
                    _("The game is kept: the start menu (Esc) offers to continue it."));
        } else {
                tui_setup_note(tui_after_stop_text());
        }
        return true;
}

enum tui_run tui_course_run(const struct tui_course *c, void *args)
{
        for (;;) {
                enum tui_run r;
                bool direct = c->direct(args);
                if (!direct) {
                        switch (c->setup(args)) {
                        case TUI_SETUP_START:
                                c->remember(args);
                                break;
                        case TUI_SETUP_BACK:
                                return TUI_RUN_BACK;
                        case TUI_SETUP_QUIT:
                                return TUI_RUN_QUIT;
                        default:
                                return TUI_RUN_HANGUP;
                        }
                }
                r = c->play(args);
                if (r == TUI_RUN_QUIT && direct)
                        tui_play_took_keep(); /* the shell is told */
                else if (kept_back(r))
                        r = TUI_RUN_BACK;
                /* Quitting a game the command line asked for leaves the
                 * program; quitting one started from the set-up screen goes
                 * back there, and so does n (a new game). */
                if (r == TUI_RUN_BACK && direct)
                        return TUI_RUN_QUIT;
                if (r == TUI_RUN_AGAIN)
                        continue; /* --demo --loop: the command line's game again */
                if (r != TUI_RUN_BACK && r != TUI_RUN_NEW)
                        return r;
                c->once_done(args);
        }
}

enum tui_run tui_course_continue(const struct tui_course *c, void *args)
{
        enum tui_run r = c->play(args);
        if (kept_back(r))
                r = TUI_RUN_BACK; /* from the start menu: back to it, by set-up */
        if (r != TUI_RUN_BACK && r != TUI_RUN_NEW)
                return r;
        c->once_done(args);
        return tui_course_run(c, args);
}

enum tui_run tui_course_open(const struct tui_course *c, void *args,
                             const struct tui_options *opts, enum tui_open way,
                             const char *name)
{
        c->from_menu(args, opts);
        switch (way) {
        case TUI_OPEN_HOST:
                c->seat_elsewhere(args);
                return tui_course_run(c, args);
        case TUI_OPEN_RESUME:
        case TUI_OPEN_LOAD:
                c->saved(args, way == TUI_OPEN_RESUME,
                         way == TUI_OPEN_LOAD ? name : NULL);
                return tui_course_continue(c, args);
        case TUI_OPEN_NEW:
        default:
                return tui_course_run(c, args);
        }
}

int tui_course_main(const struct tui_options *ui, const struct tui_course *c, void *args)
{
        enum tui_run r;

        if (tui_start(ui) != 0)
                return 1;
        in_menu = false;
        r = tui_course_run(c, args);
        in_menu = true;
        tui_stop();
        return r == TUI_RUN_FAILED ? 1 : 0;
}
