/* teach/lessons.c: the list of a game's guided lessons with the steps
 * each user has done (src/lesson/progress.c); Enter opens one on the play
 * screen (lesson_play.c). */
#include "tui/teach/internal.h"
#include "tui/kit/output.h"
#include "tui/kit/draw.h"
#include "tui/kit/form.h"
#include "tui/kit/help.h"
#include "lesson/lesson.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>

enum { LESSONS_MAX = 16 };

static const char *lessons_help(void)
{
        return _("Guided lessons: each lesson is a few steps about one group of "
                 "rules. A step shows a position and a task in the title line; answer "
                 "by playing a move as in a game (keys, mouse, or : and the move "
                 "typed). A wrong answer is explained with the rule it misses and the "
                 "step starts again; after a right one, Enter goes on. u takes a "
                 "move back. The lessons you have done are remembered for you. q "
                 "leaves a lesson; Esc goes back from this list.");
}

enum tui_run teach_lessons_run(const struct teach_board_game *g)
{
        static const struct tui_layout_req req = {1, 1, 0, 0, 0, 0, 0, 0, 0};
        struct tui_field f[LESSONS_MAX];
        char labels[LESSONS_MAX][160];
        struct tui_form form;
        struct tui_layout l;
        struct tui_event ev;
        int n, i, cursor = 0;
        char msg[TT_REASON_MAX] = "";
        const struct lesson *ls = lesson_list(g->name, &n);

        if (!ls)
                return TUI_RUN_BACK;
        n = n < LESSONS_MAX ? n : LESSONS_MAX;
        for (;;) {
                for (i = 0; i < n; i++) {
                        int done = lesson_progress_get(&ls[i]);
                        snprintf(labels[i], sizeof labels[i], "%s %d. %s  (%d/%d)",
                                 done >= ls[i].nsteps ? "+" : " ", i + 1, _(ls[i].title),
                                 done, ls[i].nsteps);
                        f[i] = (struct tui_field){
                            .type = TUI_FIELD_BUTTON, .label = labels[i], .id = i};
                }
                tui_form_init(&form, f, n);
                form.cursor = cursor;
                for (;;) {
                        int rows, cols;
                        struct tui_rect area;
                        const char *keys[] = {_("Enter"), _("start"), _("Esc"), _("back"),
                                              _("?"),     _("help"),  NULL};
                        getmaxyx(stdscr, rows, cols);
                        tui_layout_compute(&l, &req, rows, cols);
                        erase();
                        tui_draw_title(&l, _(g->lessons_title), NULL);
                        tui_text_center(2, 0, cols, TUI_TITLE,
                                        _("Choose a lesson (+ marks those done)"));
                        area = (struct tui_rect){4, 4, n, cols - 8};
                        tui_form_draw(&form, &area);
                        if (msg[0])
                                tui_draw_status(&l, TUI_ERROR, msg);
                        tui_draw_help_line(&l, keys);
                        tui_refresh();
                        tui_next_event(&ev, -1);
                        if (ev.type == TUI_EV_HANGUP)
                                return TUI_RUN_HANGUP;
                        if (ev.type == TUI_EV_RESIZE) {
                                clear();
                                continue;
                        }
                        if (tui_key_more(&ev)) /* the keys that did not fit */
                                continue;
                        if (ev.type == TUI_EV_KEY && (ev.key == 'q' || ev.key == 'Q'))
                                return TUI_RUN_BACK;
                        if (ev.type == TUI_EV_KEY && ev.action == TUI_A_HELP) {
                                if (!tui_help_run(_("Lessons: help"), lessons_help()))
                                        return TUI_RUN_HANGUP;
                                clear();
                                continue;
                        }
                        enum tui_form_result r = tui_form_handle(&form, &ev, &area);
                        if (r == TUI_FORM_BACK)
                                return TUI_RUN_BACK;
                        if (r == TUI_FORM_PRESSED)
                                break;
                }
                cursor = form.cursor;
                char why[TT_REASON_MAX] = "";
                enum tui_run r = teach_lesson_play(g, &ls[cursor], why, sizeof why);
                if (why[0])
                        snprintf(msg, sizeof msg, _("The lesson cannot start: %s"),
                                 _(why));
                else
                        msg[0] = '\0';
                clear();
                if (r != TUI_RUN_BACK)
                        return r;
        }
}
