/* course.c: set-up, play, and again, for every game (see course.h). */
#include "tui/course.h"

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
        if (r != TUI_RUN_BACK && r != TUI_RUN_NEW)
                return r;
        c->once_done(args);
        return tui_course_run(c, args);
}

int tui_course_main(const struct tui_options *ui, const struct tui_course *c, void *args)
{
        enum tui_run r;

        if (tui_start(ui) != 0)
                return 1;
        r = tui_course_run(c, args);
        tui_stop();
        return r == TUI_RUN_FAILED ? 1 : 0;
}
