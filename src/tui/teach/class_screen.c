/* teach/class_screen.c: the class's screen on the teacher's terminal (b on
 * the hosted teaching board): how pupils join, the note, the question and
 * the roster: each pupil's login, answer, right or wrong and time, with a
 * summary ("14 of 18 right"). a asks a question about the board's
 * position, r reveals the answer to everyone, n writes a note for the
 * pupils' status line, q goes back to the board. */
#include "tui/teach/class.h"
#include "tui/kit/output.h"
#include "tui/teach/internal.h"
#include "tui/kit/answer.h"
#include "tui/kit/draw.h"
#include "tui/kit/form.h"
#include "tui/kit/help.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum mode { MODE_ROSTER, MODE_ASK, MODE_NOTE, MODE_LESSON, MODE_WATCH, MODE_END };

struct screen {
        const struct teach_board_game *g;
        struct teach_class *tc;
        enum mode mode;
        struct tui_line line;
        char msg[TEACH_MSG_MAX];
        const struct lesson_question *kinds[8];
        int nkinds;
        const struct lesson *lessons; /* the game's, to take together */
        int nlessons;
};

static int roster(const struct screen *sc, const struct tui_layout *l, int y, int bottom)
{
        const struct teach_class *tc = sc->tc;
        int x = 2;

        tui_textf(y++, x, l->cols - 4, TUI_TITLE, "%-24s %-14s %-9s %-7s %s", _("PUPIL"),
                  _("ANSWER"), _("RESULT"), _("TIME"), tc->last ? _("LESSON") : "");
        for (int i = 0; i < NET_CLASS_ROSTER_MAX && y < bottom; i++) {
                const struct net_class_pupil *p = &tc->roster[i];
                char who[64], time[24], steps[32] = "";
                if (!tc->listed[i])
                        continue;
                if (tc->last && p->steps >= tc->last->nsteps)
                        snprintf(steps, sizeof steps, "%s", _("done"));
                else if (tc->last && p->steps >= 0)
                        /* TRANSLATORS: the roster's lesson column: steps done
                           of the lesson's steps ("1 of 3") */
                        snprintf(steps, sizeof steps, _("%d of %d"), p->steps,
                                 tc->last->nsteps);
                snprintf(who, sizeof who, "%s%s", p->login,
                         p->here                                     ? ""
                         : teach_pairs_playing(&tc->pairs, p->login) ? _(" (in a game)")
                                                                     : _(" (away)"));
                if (p->answer[0] && p->ms >= 0)
                        snprintf(time, sizeof time, _("%.1f s"), (double)p->ms / 1000.0);
                else
                        time[0] = '\0';
                enum tui_role role = !p->answer[0]                   ? TUI_NORMAL
                                     : p->verdict == NET_CLASS_RIGHT ? TUI_INFO
                                                                     : TUI_ERROR;
                /* the CSV's words: right, wrong, no answer */
                tui_textf(y++, x, l->cols - 4, role, "%-24.24s %-14.14s %-9s %-7s %s",
                          who, p->answer,
                          !p->answer[0] ? tc->question ? _("no answer") : ""
                          : p->verdict == NET_CLASS_RIGHT ? _("right")
                                                          : _("wrong"),
                          time, steps);
        }
        return y;
}

/* Where the record is, in at most w columns: the home folder as ~, and
 * a path still too wide loses its beginning (the file's name stays). */
static void record_line(const char *path, int w, char *out, size_t size)
{
        const char *home = getenv("HOME");
        char whole[1100];
        const char *shown = whole;
        size_t n = home ? strlen(home) : 0;

        if (n > 1 && strncmp(path, home, n) == 0 && path[n] == '/')
                snprintf(whole, sizeof whole, "~%.1024s", path + n);
        else
                snprintf(whole, sizeof whole, "%.1024s", path);
        /* TRANSLATORS: on the class's screen after a reveal: the CSV file */
        const char *label = _("The record: %s");
        int room = w - tui_text_width(label) + 2 - 1; /* "%s" and "…" */
        while (*shown && tui_text_width(shown) > room) {
                shown++;
                while ((*shown & 0xC0) == 0x80)
                        shown++;
        }
        if (shown == whole) {
                snprintf(out, size, label, whole);
        } else {
                char cut[1100];
                snprintf(cut, sizeof cut, "…%.1024s", shown);
                snprintf(out, size, label, cut);
        }
}

static void draw(struct screen *sc, struct tui_layout *l)
{
        static const struct tui_layout_req req = {1, 1, 0, 0, 0, 0, 0, 0, 0};
        struct teach_class *tc = sc->tc;
        const char *keys[24];
        char line[512], summary[160];
        int rows, cols, y = 2, k = 0;

        getmaxyx(stdscr, rows, cols);
        tui_layout_compute(l, &req, rows, cols);
        erase();
        snprintf(line, sizeof line, "%s/%s", tc->login, tc->name);
        tui_draw_title(l, _("The class"), line);
        if (strcmp(tc->name, "game") == 0)
                snprintf(line, sizeof line, _("Pupils join with: tabletop join %s"),
                         tc->login);
        else
                snprintf(line, sizeof line, _("Pupils join with: tabletop join %s/%s"),
                         tc->login, tc->name);
        tui_text(y++, 2, cols - 4, TUI_NORMAL, line);
        if (tc->note[0])
                tui_textf(y, 2, cols - 4, TUI_NORMAL, _("Note: %s"), tc->note);
        y++;
        teach_class_summary(tc, summary, sizeof summary);
        teach_pairs_summary(&tc->pairs, summary, sizeof summary);
        if (!tc->open && tc->question && tc->answers[0])
                snprintf(line, sizeof line, _("%s The answer: %s."), summary,
                         tc->answers);
        else
                snprintf(line, sizeof line, "%s", summary);
        tui_text(y++, 2, cols - 4, TUI_TITLE, line);
        if (tc->record[0] && !tc->open) {
                record_line(tc->record, cols - 4, line, sizeof line);
                tui_text(y, 2, cols - 4, TUI_NORMAL, line);
        }
        y++;
        /* the pairs' games: beside the roster on a wide screen, else under
         * it, the roster giving up its last lines for them */
        int bottom = l->status.y - 1, games = teach_pairs_rows(&tc->pairs);
        if (games > 0 && cols >= 140) {
                roster(sc, l, y, bottom);
                teach_pairs_draw(&tc->pairs, y, bottom, 62, cols - 64);
        } else {
                int room = bottom - games - (games > 0);
                y = roster(sc, l, y, room > y + 2 ? room : y + 2);
                teach_pairs_draw(&tc->pairs, y + 1, bottom, 2, cols - 4);
        }
        if (sc->mode == MODE_END) {
                /* the answers in the language's letters (tui/kit/answer.h) */
                tui_answer_text(line, sizeof line,
                                _("End the games still being played? They count as "
                                  "not finished. (y/n)"),
                                NULL);
                tui_draw_status(l, TUI_INFO, line);
                keys[k++] = tui_answer_key(true, NULL);
                keys[k++] = _("yes");
                keys[k++] = tui_answer_key(false, NULL);
                keys[k++] = _("no");
        } else if (sc->mode == MODE_WATCH) {
                tui_line_draw(&sc->line, l->status.y, l->status.x, l->status.w,
                              _("Watch game number: "));
                keys[k++] = _("Enter");
                keys[k++] = _("watch");
                keys[k++] = _("Esc");
                keys[k++] = _("cancel");
        } else if (sc->mode == MODE_NOTE) {
                tui_line_draw(&sc->line, l->status.y, l->status.x, l->status.w,
                              _("Note: "));
                if (sc->msg[0]) { /* the note is full: said in place of the keys */
                        tui_fill(&l->help, TUI_NORMAL);
                        tui_text(l->help.y, 1, cols - 2, TUI_ERROR, sc->msg);
                        return;
                }
                keys[k++] = _("Enter");
                keys[k++] = _("send");
                keys[k++] = _("Esc");
                keys[k++] = _("cancel");
        } else if (sc->mode == MODE_LESSON) {
                size_t used =
                    (size_t)snprintf(line, sizeof line, "%s", _("Lesson for the class:"));
                for (int i = 0; i < sc->nlessons && i < 9 && used < sizeof line; i++)
                        used +=
                            (size_t)snprintf(line + used, sizeof line - used, " %d %s%s",
                                             i + 1, _(sc->lessons[i].title),
                                             i + 1 < sc->nlessons && i < 8 ? "," : "");
                /* as many lines as it takes, up to the key line */
                struct tui_rect count = {0, 1, 0, cols - 2};
                int lines = tui_text_wrap(&count, TUI_INFO, line, 0);
                int top = l->status.y + 2 - lines;
                struct tui_rect area = {top, 0, lines, cols};
                struct tui_rect text = {top, 1, lines, cols - 2};
                tui_fill(&area, TUI_NORMAL);
                tui_text_wrap(&text, TUI_INFO, line, 0);
                return;
        } else if (sc->mode == MODE_ASK) {
                size_t used = (size_t)snprintf(line, sizeof line, "%s", _("Ask:"));
                for (int i = 0; i < sc->nkinds && used < sizeof line; i++)
                        used += (size_t)snprintf(
                            line + used, sizeof line - used, " %d %s%s", i + 1,
                            _(sc->kinds[i]->label), i + 1 < sc->nkinds ? "," : "");
                struct tui_rect two = {l->status.y, 1, 2, cols - 2};
                tui_text_wrap(&two, TUI_INFO, line, 0);
                return;
        } else {
                if (tc->error[0])
                        tui_draw_status(l, TUI_ERROR, tc->error);
                else if (sc->msg[0])
                        tui_draw_status(l, TUI_INFO, sc->msg);
                keys[k++] = _("a");
                keys[k++] = _("ask");
                keys[k++] = _("r");
                keys[k++] = _("reveal");
                keys[k++] = _("n");
                keys[k++] = _("note");
                if (teach_pairs_busy(&tc->pairs)) { /* the games first */
                        keys[k++] = _("w");
                        keys[k++] = _("watch");
                        keys[k++] = _("e");
                        keys[k++] = _("end games");
                } else {
                        keys[k++] = _("p");
                        keys[k++] = _("pairs");
                        keys[k++] = _("o");
                        keys[k++] = _("round robin");
                        if (tc->pairs.made) {
                                keys[k++] = _("w");
                                keys[k++] = _("watch");
                        }
                }
                if (sc->nlessons > 0) {
                        keys[k++] = _("l");
                        keys[k++] = tc->lesson ? _("end the lesson") : _("lesson");
                }
                keys[k++] = _("q");
                keys[k++] = _("board");
        }
        keys[k] = NULL;
        /* m shows the rest of a key line too long for the window (the
         * class's keys in Basque or Turkish at 80 columns) */
        tui_draw_help_line_keyed(l, keys, sc->mode == MODE_ROSTER ? "m" : NULL);
}

/* Watches game k of the pairs, then back to this screen. */
static void teach_class_watch(struct screen *sc, int k)
{
        char why[TT_REASON_MAX];

        sc->tc->error[0] = '\0';
        if (teach_pairs_watch(sc->tc, k, why, sizeof why) == TUI_RUN_FAILED)
                snprintf(sc->msg, sizeof sc->msg, "%.200s", why);
        else
                snprintf(sc->msg, sizeof sc->msg, "%s", _("Back in the class."));
        (void)teach_class_poll(sc->tc);
}

static void key(struct screen *sc, int ch)
{
        struct teach_class *tc = sc->tc;

        sc->msg[0] = '\0';
        if (sc->mode == MODE_END) {
                sc->mode = MODE_ROSTER;
                if (tui_answer_is(ch, true, NULL)) {
                        teach_pairs_end(tc);
                        snprintf(sc->msg, sizeof sc->msg, "%s",
                                 _("The games still being played are ended."));
                }
                return;
        }
        if (sc->mode == MODE_WATCH) {
                enum tui_line_result r = tui_line_key(&sc->line, ch);
                if (r == TUI_LINE_CANCEL)
                        sc->mode = MODE_ROSTER;
                if (r == TUI_LINE_DONE) {
                        sc->mode = MODE_ROSTER;
                        teach_class_watch(sc, atoi(sc->line.text));
                }
                return;
        }
        if (sc->mode == MODE_NOTE) {
                enum tui_line_result r = tui_line_key(&sc->line, ch);
                if (sc->line.full)
                        snprintf(sc->msg, sizeof sc->msg, "%s",
                                 _("The note is full: nothing more fits in it. Enter "
                                   "sends it as it is."));
                if (r == TUI_LINE_CANCEL)
                        sc->mode = MODE_ROSTER;
                if (r == TUI_LINE_DONE) {
                        teach_class_note(tc, sc->line.text);
                        sc->mode = MODE_ROSTER;
                        snprintf(sc->msg, sizeof sc->msg, "%s",
                                 _("The note is on every pupil's screen."));
                }
                return;
        }
        if (sc->mode == MODE_LESSON) {
                sc->mode = MODE_ROSTER;
                if (ch >= '1' && ch < '1' + sc->nlessons && ch <= '9') {
                        teach_class_lesson(tc, &sc->lessons[ch - '1']);
                        snprintf(sc->msg, sizeof sc->msg, "%s",
                                 _("The lesson starts on every pupil's screen."));
                }
                return;
        }
        if (sc->mode == MODE_ASK) {
                sc->mode = MODE_ROSTER;
                if (ch >= '1' && ch < '1' + sc->nkinds) {
                        teach_class_ask(tc, sc->kinds[ch - '1']->id);
                        snprintf(sc->msg, sizeof sc->msg, "%s",
                                 _("Asked: each pupil answers on the board."));
                }
                return;
        }
        switch (ch) {
        case 'a':
        case 'A':
                if (tc->open)
                        snprintf(sc->msg, sizeof sc->msg, "%s",
                                 _("Reveal the answer (r) before the next question."));
                else
                        sc->mode = MODE_ASK;
                break;
        case 'r':
        case 'R':
                teach_class_reveal(tc);
                break;
        case 'p':
        case 'P':
                teach_pairs_random(tc);
                snprintf(sc->msg, sizeof sc->msg, "%s",
                         _("Pairs made: each pupil's terminal goes to their game."));
                break;
        case 'o':
        case 'O':
                teach_pairs_round_robin(tc);
                snprintf(sc->msg, sizeof sc->msg, "%s",
                         _("Round robin: each pupil's terminal goes to their game."));
                break;
        case 'e':
        case 'E':
                if (teach_pairs_busy(&tc->pairs))
                        sc->mode = MODE_END;
                else
                        snprintf(sc->msg, sizeof sc->msg, "%s",
                                 _("No game of the pairs is being played."));
                break;
        case 'w':
        case 'W':
                sc->mode = MODE_WATCH;
                tui_line_set(&sc->line, "");
                break;
        case 'l':
        case 'L':
                if (tc->lesson) {
                        teach_class_lesson(tc, NULL);
                        snprintf(sc->msg, sizeof sc->msg, "%s",
                                 _("The lesson has ended: the pupils are back on the "
                                   "board."));
                } else if (tc->open) {
                        snprintf(sc->msg, sizeof sc->msg, "%s",
                                 _("Reveal the answer (r) before a lesson."));
                } else if (sc->nlessons > 0) {
                        sc->mode = MODE_LESSON;
                }
                break;
        case 'm':
        case 'M':
                tui_draw_help_line_more();
                break;
        case 'n':
        case 'N':
                sc->mode = MODE_NOTE;
                /* as long as the host keeps a note (NET_CLASS_NOTE_MAX) */
                tui_line_set_max(&sc->line, TUI_LINE_LONG_MAX - 1);
                tui_line_set(&sc->line, tc->note);
                break;
        default:
                break;
        }
}

enum tui_run teach_class_screen(const struct teach_board_game *g, struct teach_class *tc)
{
        static struct screen sc;
        struct tui_layout l;
        struct tui_event ev;

        memset(&sc, 0, sizeof sc);
        sc.g = g;
        sc.tc = tc;
        for (const struct lesson_question *k = lesson_questions(g->name);
             k->id && sc.nkinds < 8; k++)
                sc.kinds[sc.nkinds++] = k;
        sc.lessons = lesson_list(g->name, &sc.nlessons);
        clear();
        for (;;) {
                if (tui_hangup_pending())
                        return TUI_RUN_HANGUP;
                draw(&sc, &l);
                tui_refresh();
                tui_next_event_or_fd(&ev, -1, teach_class_fd(tc));
                if (ev.type == TUI_EV_NONE) {
                        (void)teach_class_poll(tc);
                        continue;
                }
                if (ev.type == TUI_EV_HANGUP)
                        return TUI_RUN_HANGUP;
                if (ev.type == TUI_EV_RESIZE) {
                        clear();
                        continue;
                }
                if (ev.type == TUI_EV_INTERRUPT)
                        return TUI_RUN_BACK;
                if (ev.type != TUI_EV_KEY)
                        continue;
                if (sc.mode == MODE_ROSTER &&
                    (ev.key == 'q' || ev.key == 'Q' || ev.key == 27 || ev.key == 'b')) {
                        clear();
                        return TUI_RUN_BACK;
                }
                if ((sc.mode == MODE_ASK || sc.mode == MODE_LESSON) && ev.key == 27) {
                        sc.mode = MODE_ROSTER;
                        continue;
                }
                key(&sc, ev.key);
        }
}
