/* teach/main.c: how the classroom screens are reached: `tabletop teach
 * GAME [FILE] [--lessons]` and the start menu's entry. */
#include "tui/teach/teach.h"
#include "tui/kit/output.h"
#include "tui/teach/internal.h"
#include "tui/kit/draw.h"
#include "tui/kit/form.h"
#include "tui/kit/help.h"
#include "net/sanitize.h"
#include "tui/net/lobby.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>

static const struct teach_board_game *find_or_say(const char *game)
{
        const struct teach_board_game *g = teach_board_find(game);

        if (!g) {
                char names[120] = "";
                size_t used = 0;
                for (size_t i = 0; teach_boards[i] && used < sizeof names; i++)
                        used +=
                            (size_t)snprintf(names + used, sizeof names - used, "%s%s",
                                             i ? ", " : "", teach_boards[i]->name);
                net_print_clean(stderr, _("tabletop: no teaching board for '%s' (%s)\n"),
                                game, names);
        }
        return g;
}

int tui_teach_main(const struct tui_options *ui, const char *game, const char *file,
                   bool lessons)
{
        const struct teach_board_game *g = find_or_say(game);
        enum tui_run r;

        if (!g)
                return 2;
        if (tui_start(ui) != 0)
                return 1;
        r = lessons ? teach_lessons_run(g) : teach_board_run(g, file);
        if (r == TUI_RUN_FAILED)
                return 1;
        tui_stop();
        return 0;
}

int tui_teach_host_main(const struct tui_options *ui, const char *game, const char *file,
                        const struct tui_host_request *host)
{
        const struct teach_board_game *g = find_or_say(game);
        char why[TT_REASON_MAX] = "";
        enum tui_run r;

        if (!g)
                return 2;
        if (tui_start(ui) != 0)
                return 1;
        r = teach_board_run_class(g, file, host, why, sizeof why);
        tui_stop();
        if (r == TUI_RUN_FAILED) {
                if (why[0])
                        net_print_clean(
                            stderr, _("tabletop: cannot host the class: %s\n"), _(why));
                return 1;
        }
        return 0;
}

static const char *teach_help(void)
{
        return _("This screen opens the teaching screens of each game: a teaching "
                 "board, to set up any position and try moves from it; the lessons, "
                 "which teach the rules step by step; and a class on this server, a "
                 "teaching board whose pupils join from their own terminals (see the "
                 "manual page tabletop(6)).\n\nUp and Down (or k and j) move; Enter "
                 "opens; "
                 "Esc or q goes back to the start menu; ? or F1 shows this help.");
}

enum tui_run tui_teach_from_menu(void)
{
        static const struct tui_layout_req req = {1, 1, 0, 0, 0, 0, 0, 0, 0};
        enum { FIELDS_MAX = 16 };
        struct tui_field f[FIELDS_MAX];
        struct tui_form form;
        struct tui_layout l;
        struct tui_event ev;
        struct tui_host_request host;
        char said[TT_REASON_MAX + 64];
        bool status_why = false;
        int n = 0;

        tui_host_request_init(&host);

        /* every game's board, then every game's lessons, then every game's
         * board hosted for a class: button id is 3 * the board's row, + 1
         * for its lessons, + 2 for a class */
        for (int what = 0; what < 3; what++)
                for (int i = 0; teach_boards[i] && n < FIELDS_MAX; i++)
                        f[n++] = (struct tui_field){
                            .type = TUI_FIELD_BUTTON,
                            .label = _(what == 1   ? teach_boards[i]->lessons_title
                                       : what == 2 ? teach_boards[i]->class_title
                                                   : teach_boards[i]->title),
                            .id = 3 * i + what};
        tui_form_init(&form, f, n);
        for (;;) {
                int rows, cols;
                struct tui_rect area;
                getmaxyx(stdscr, rows, cols);
                tui_layout_compute(&l, &req, rows, cols);
                erase();
                tui_draw_title(&l, _("Teach"), NULL);
                tui_text_center(3, 0, cols, TUI_TITLE,
                                _("Set up a position, or learn the rules step by step"));
                area = (struct tui_rect){6, (cols - 40) / 2, n, 40};
                tui_form_draw(&form, &area);
                if (status_why)
                        tui_draw_status(&l, TUI_ERROR, said);
                else
                        tui_draw_status(&l, TUI_INFO,
                                        _("Esc goes back to the start menu."));
                const char *keys[] = {_("Up/Down"), _("move"), _("Enter"),
                                      _("choose"),  _("Esc"),  _("back"),
                                      "?",          _("help"), NULL};
                tui_draw_help_line(&l, keys);
                tui_refresh();
                tui_next_event(&ev, -1);
                status_why = false;
                if (ev.type == TUI_EV_HANGUP)
                        return TUI_RUN_HANGUP;
                if (ev.type == TUI_EV_RESIZE) {
                        clear();
                        continue;
                }
                if (ev.type == TUI_EV_KEY && (ev.key == 'q' || ev.key == 'Q'))
                        return TUI_RUN_BACK;
                enum tui_shared_key shared =
                    tui_shared_keys(&ev, _("Teach"), teach_help());
                if (shared == TUI_SHARED_HANGUP)
                        return TUI_RUN_HANGUP;
                if (shared == TUI_SHARED_DONE)
                        continue;
                switch (tui_form_handle(&form, &ev, &area)) {
                case TUI_FORM_PRESSED: {
                        int id = tui_form_current(&form)->id;
                        const struct teach_board_game *g = teach_boards[id / 3];
                        char why[TT_REASON_MAX] = "";
                        enum tui_run r =
                            id % 3 == 1 ? teach_lessons_run(g)
                            : id % 3 == 2
                                ? teach_board_run_class(g, NULL, &host, why, sizeof why)
                                : teach_board_run(g, NULL);
                        clear();
                        if (r == TUI_RUN_FAILED && why[0]) { /* said, then the menu */
                                status_why = true;
                                snprintf(said, sizeof said,
                                         _("Cannot host the class: %s"), _(why));
                                continue;
                        }
                        if (r != TUI_RUN_BACK)
                                return r;
                        break;
                }
                case TUI_FORM_BACK:
                        return TUI_RUN_BACK;
                default:
                        break;
                }
        }
}
