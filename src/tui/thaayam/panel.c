/* thaayam/panel.c: the Thaayam play screen's drawing: the title, the
 * board with the choice previewed (thaayam/draw.c), and the side panel of
 * players, the turn's throws and seeds, the choice and the log. */
#include "tui/kit/draw.h"
#include "tui/seats.h"
#include "tui/thaayam/play.h"
#include "session/session.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

const char *tui_thaayam_seat_name(const struct tui_play *p, int seat)
{
        const struct session_seat *ss =
            session_seat(tui_play_session(p), thaayam_seat_char(seat));
        return ss ? tui_play_seat_name(ss) : "?";
}

/* Lines the throws of one turn may take in the panel (a turn has at most
 * THAAYAM_MAX_THROWS throws; most have one to three). */
#define SCORE_LINES 4

/* A throw already used, or void (T9). */
static bool spent(uint8_t status)
{
        return status == THAAYAM_THROW_USED || status == THAAYAM_THROW_VOID_BEFORE_1 ||
               status == THAAYAM_THROW_VOID_NO_1;
}

/* The throws of this turn, from column x of line y: void ones struck out
 * (T9), used ones dim in brackets, the chosen ones highlighted; with all
 * false only the throws still to use. A long turn wraps onto lines that
 * start at x, at most SCORE_LINES of them; what is left then shows as
 * "+N". Returns the lines taken, or 0 when not everything fitted. With
 * draw false nothing is drawn (a measure). */
static int draw_throws(struct tui_play *p, struct tui_thaayam_screen *t, int y, int x,
                       bool all, bool draw)
{
        const struct tui_rect *r = &p->layout.panel;
        int indent = x, lines = 1, right = r->x + r->w;
        int max_lines = indent + 8 > right ? 1 : SCORE_LINES;
        uint8_t marked[THAAYAM_NVALUES];
        char buf[16];
        memset(marked, 0, sizeof marked);
        for (int i = 0; i < t->st.nthrows; i++) {
                int score = t->st.throws[i], v = thaayam_value_index(score);
                enum tui_role role = TUI_NORMAL;
                switch (t->st.throw_status[i]) {
                case THAAYAM_THROW_VOID_BEFORE_1:
                case THAAYAM_THROW_VOID_NO_1:
                        snprintf(buf, sizeof buf, " -%d-", score);
                        role = TUI_DIM;
                        break;
                case THAAYAM_THROW_USED:
                        snprintf(buf, sizeof buf, " (%d)", score);
                        role = TUI_DIM;
                        break;
                case THAAYAM_THROW_UNUSED:
                        snprintf(buf, sizeof buf, " %d", score);
                        if (v >= 0 && marked[v] < t->choice.group[v]) {
                                marked[v]++;
                                role = TUI_CURSOR;
                        }
                        break;
                default:
                        snprintf(buf, sizeof buf, " %d", score);
                        break;
                }
                if (!all && spent(t->st.throw_status[i]))
                        continue;
                /* the last line keeps room for " +NN" unless this throw is last */
                int last_line = lines == max_lines;
                int need =
                    tui_text_width(buf) + (last_line && i + 1 < t->st.nthrows ? 4 : 0);
                if (x + need > right) {
                        if (last_line) {
                                if (!draw)
                                        return 0;
                                char more[16];
                                int left = 0;
                                for (int k = i; k < t->st.nthrows; k++)
                                        left += all || !spent(t->st.throw_status[k]);
                                snprintf(more, sizeof more, " +%d", left);
                                tui_text(y, x, right - x, TUI_INFO, more);
                                return lines;
                        }
                        y++;
                        lines++;
                        x = indent;
                }
                if (draw)
                        tui_text(y, x, right - x, role, buf);
                if (draw && t->st.throw_status[i] == THAAYAM_THROW_UNUSED &&
                    t->nscore_at < THAAYAM_MAX_THROWS)
                        /* a click on it is the score typed */
                        t->score_at[t->nscore_at++] = (struct tui_thaayam_score_at){
                            y, x, x + tui_text_width(buf), score};
                x += tui_text_width(buf);
        }
        return lines;
}

/* A log entry's text without its leading space (" 4 1: enter1" gives
 * "4 1: enter1"), drawn after the seat letter. */
static const char *log_text(const struct tui_thaayam_log_entry *e)
{
        return e->text[0] == ' ' ? e->text + 1 : e->text;
}

static void draw_panel(struct tui_play *p, struct tui_thaayam_screen *t,
                       const thaayam_action *a, int choice_rc, const thaayam_preview *pv,
                       const char *why)
{
        const struct tui_rect *r = &p->layout.panel;
        const struct tui_glyphs *g = tui_glyphs();
        int y = r->y, s, q, i, x;
        char buf[200], text[THAAYAM_ACTION_MAX], name[128];

        /* names of 8 characters, longer where the panel is wider (a
         * projector) */
        int name_w = r->w - 26 > 8 ? (r->w - 26 < 30 ? r->w - 26 : 30) : 8;
        thaayam_result result;
        thaayam_get_result(&t->st, &result);
        tui_text(y++, r->x, r->w, TUI_TITLE, _("Players"));
        for (s = 0; s < 4; s++) {
                char off[16] = "", home[16] = "";
                bool active;
                if (!(t->st.seats & (1u << s)))
                        continue;
                active = s == t->st.turn && !tui_play_over(p);
                /* the pieces' numbers one by one (" 1 2"), as in the
                 * pictures: "borne off:12" read as a count (issue 25) */
                for (q = 0; q < 4; q++) {
                        if (t->st.pos[s][q] == THAAYAM_POS_OFF)
                                tui_thaayam_append(off, sizeof off, " %d", q + 1);
                        if (t->st.pos[s][q] == THAAYAM_POS_HOME)
                                tui_thaayam_append(home, sizeof home, " %d", q + 1);
                }
                tui_text_pad(name, sizeof name, tui_thaayam_seat_name(p, s), name_w);
                snprintf(buf, sizeof buf, "%s%c %s", active ? g->bullet : " ",
                         tui_seat_letter(thaayam_seat_char(s)), name);
                x = r->x + tui_text(y, r->x, r->w,
                                    active ? TUI_ACTIVE : tui_thaayam_seat_role(s), buf);
                /* After the name: the winner and the places (T22), the
                 * pieces waiting to enter (T8) and those borne off (T21),
                 * the words of the pictures. What does not fit beside the
                 * name goes on under it (issue 25: a winner's line was cut
                 * at 80 columns); a seat with a place has borne off all
                 * four, so its pieces are not listed. */
                char part[3][64];
                int nparts = 0, placed = -1;
                for (q = 0; q < result.nplaces; q++)
                        if (result.places[q] == s)
                                placed = q;
                if (placed >= 0)
                        snprintf(part[nparts++], sizeof part[0],
                                 placed == 0 ? _(" winner") : _(" place %d"), placed + 1);
                /* TRANSLATORS: after a seat's name in the Players panel: its
                   pieces waiting to enter the board, then those borne off
                   (piece numbers, " 1 2": %s begins with a space); keep the
                   leading space and the words of the pictures ("waiting:",
                   "borne off:") */
                if (off[0])
                        snprintf(part[nparts++], sizeof part[0], _(" waiting:%s"), off);
                if (home[0] && placed < 0)
                        snprintf(part[nparts++], sizeof part[0], _(" borne off:%s"),
                                 home);
                /* a player whose terminal dropped: how long (issue 30) */
                char away[48];
                bool is_away = nparts < 3 && tui_play_seat_away(p, thaayam_seat_char(s),
                                                                away, sizeof away);
                if (is_away)
                        snprintf(part[nparts++], sizeof part[0], " %s", away);
                for (i = 0; i < nparts; i++) {
                        if (x + tui_text_width(part[i]) > r->x + r->w && x > r->x + 2) {
                                y++; /* under the name */
                                x = r->x + 2;
                        }
                        x += tui_text(y, x, r->x + r->w - x,
                                      i == 0 && placed >= 0        ? TUI_WIN
                                      : is_away && i == nparts - 1 ? TUI_ERROR
                                                                   : TUI_DIM,
                                      part[i]);
                }
                y++;
        }
        /* on the line before the throws: the match after a rematch, or
         * else how many watch a hosted game (@ lists them) */
        int match_lines = tui_play_match_draw(p, y, r->x, r->w, 3, TUI_INFO);
        if (match_lines > 0)
                y += match_lines - 1;
        else if (tui_play_watching_line(p, buf, sizeof buf) > 0)
                tui_text(y, r->x, r->w, TUI_DIM, buf);
        y++;
        x = r->x + tui_text(y, r->x, r->w, TUI_TITLE,
                            tui_play_over(p)                     ? _("Last turn:")
                            : t->st.phase == THAAYAM_PHASE_THROW ? _("Throws:")
                                                                 : _("Scores:"));
        t->nscore_at = 0;
        /* a long turn that does not fit shows only the scores still to use */
        bool all = draw_throws(p, t, y, x, true, false) > 0;
        y += draw_throws(p, t, y, x, all, true) - 1;
        y++;
        /* the seeds of the last throw; larger on a projector, their place
         * kept while there are none so that the panel does not jump */
        int seed_lines = tui_thaayam_seed_lines(r->w, r->h);
        if (t->faces_score) {
                x = r->x +
                    tui_thaayam_draw_seeds(y, r->x, r->w, seed_lines, t->faces, t->look);
                tui_textf(y + seed_lines / 2, x, r->x + r->w - x, TUI_INFO, "= %d",
                          t->faces_score);
                if (seed_lines > 1)
                        tui_thaayam_seed_legend(y + seed_lines, r->x, r->w, t->look);
        }
        y += seed_lines > 1 ? seed_lines + TUI_THAAYAM_LEGEND_LINES + 1 : 1;
        t->present_keep = y - r->y;
        /* The choice and its preview. */
        if (t->st.phase == THAAYAM_PHASE_MOVE && !tui_play_over(p) &&
            t->choice.piece >= 0) {
                bool off = t->st.pos[t->st.turn][t->choice.piece] == THAAYAM_POS_OFF;
                if (t->choice.piece2 >= 0)
                        snprintf(buf, sizeof buf,
                                 off ? _("Twin %d&%d (waiting to enter)")
                                     : _("Twin %d&%d"),
                                 t->choice.piece + 1, t->choice.piece2 + 1);
                else
                        snprintf(buf, sizeof buf,
                                 off ? _("Piece %d (waiting to enter)") : _("Piece %d"),
                                 t->choice.piece + 1);
                tui_text(y++, r->x, r->w, TUI_INFO, buf);
        }
        if (choice_rc == 0) {
                char to[3] = "", words[96];
                thaayam_action_format(a, text, sizeof text);
                /* in words, not the notation: "1+3" read as a sum (issue 25) */
                tui_thaayam_action_words(text, words, sizeof words);
                if (pv->to_square >= 0)
                        thaayam_square_name(pv->to_square, to);
                char caps[64] = "";
                for (i = 0; i < pv->ncaptured; i++)
                        tui_thaayam_append(
                            caps, sizeof caps, "%s%c%d", caps[0] ? " " : "",
                            tui_seat_letter(thaayam_seat_char(pv->captured_seat[i])),
                            pv->captured_piece[i] + 1);
                /* the preview, one whole phrase each: the action, where it
                 * goes, what it captures ("S1 N2"), whether a twin splits;
                 * on two lines where the panel is narrow */
                if (pv->to_square >= 0 && caps[0] && pv->splits)
                        snprintf(buf, sizeof buf,
                                 _("%s to %s, captures %s, splits (T20)"), words, to,
                                 caps);
                else if (pv->to_square >= 0 && caps[0])
                        snprintf(buf, sizeof buf, _("%s to %s, captures %s"), words, to,
                                 caps);
                else if (pv->to_square >= 0 && pv->splits)
                        snprintf(buf, sizeof buf, _("%s to %s, splits (T20)"), words, to);
                else if (pv->to_square >= 0)
                        snprintf(buf, sizeof buf, _("%s to %s"), words, to);
                else if (caps[0])
                        snprintf(buf, sizeof buf, _("%s, captures %s"), words, caps);
                else
                        snprintf(buf, sizeof buf, "%s", words);
                struct tui_rect pr = {y, r->x, 2, r->w};
                y += tui_text_wrap(&pr, TUI_TARGET, buf, 0) > 1 ? 2 : 1;
        } else if (why && why[0] && t->choice.ngroup > 0 && t->choice.piece >= 0) {
                /* whole, even in a narrow panel: the prompt sends the
                 * player here for it */
                struct tui_rect wr = {y, r->x, 4, r->w};
                int used = tui_text_wrap(&wr, TUI_ERROR, why, 0);
                y += used < wr.h ? used : wr.h;
        }
        y++;
        /* the log ends above a message at the foot of the panel, its
         * newest turns in view */
        int end = tui_play_panel_end(p);
        if (y >= end)
                return;
        tui_text(y++, r->x, r->w, TUI_TITLE, _("Log"));
        {
                /* The newest turns that fit, oldest first; a turn's seat
                 * letter, then its text with a hanging indent, so a turn
                 * that wraps is not read as another turn. */
                int room = end - y, lines = 0, first = t->log.n;
                while (first > 0) {
                        struct tui_rect m = {0, 0, 0, r->w - 2};
                        int h = tui_text_wrap(&m, TUI_NORMAL,
                                              log_text(&t->log.e[first - 1]), 0);
                        if (lines + h > room)
                                break;
                        lines += h;
                        first--;
                }
                for (i = first; i < t->log.n; i++) {
                        enum tui_role role = i == t->log.n - 1 ? TUI_INFO : TUI_NORMAL;
                        char seat[2] = {(char)(thaayam_seat_char(t->log.e[i].seat) - 32),
                                        '\0'};
                        struct tui_rect m = {y, r->x + 2, end - y, r->w - 2};
                        tui_text(y, r->x, 1, role, seat);
                        y += tui_text_wrap(&m, role, log_text(&t->log.e[i]), 0);
                }
        }
}

void tui_thaayam_draw_play(struct tui_play *p, struct tui_thaayam_screen *t)
{
        struct tui_thaayam_view v;
        thaayam_action a;
        thaayam_preview pv;
        char buf[160], right[64], why[TT_REASON_MAX] = "";
        int rc = -1, turn = t->st.turn, n;
        bool move_phase = t->st.phase == THAAYAM_PHASE_MOVE && tui_play_human_to_move(p);

        memset(&a, 0, sizeof a);
        memset(&pv, 0, sizeof pv);
        if (move_phase)
                rc = tui_thaayam_choice_check(t, &a, &pv, why, sizeof why);
        snprintf(right, sizeof right, _("action %zu"),
                 session_ply_count(tui_play_session(p)) + 1);
        n = thaayam_nseats(&t->st);
        snprintf(
            buf, sizeof buf,
            t->st.capture == THAAYAM_CAPTURE_WHOLE
                ? ngettext("Thaayam: %d player, captured twins whole",
                           "Thaayam: %d players, captured twins whole", (unsigned long)n)
                : ngettext("Thaayam: %d player, captured twins split",
                           "Thaayam: %d players, captured twins split", (unsigned long)n),
            n);
        tui_draw_title(&p->layout, buf, right);

        memset(&v, 0, sizeof v);
        v.st = &t->st;
        v.cursor =
            tui_play_human_to_move(p) && p->prompt != TUI_PROMPT_COMMAND ? t->cursor : -1;
        v.from = v.to = -1;
        v.path_seat = t->path ? turn : -1;
        if (move_phase && t->choice.piece >= 0 && t->st.pos[turn][t->choice.piece] >= 0)
                v.from = thaayam_square_of(turn, t->st.pos[turn][t->choice.piece]);
        if (rc == 0) {
                v.to = pv.to_square;
                if (pv.ncaptured > 0 && pv.to_square >= 0)
                        v.capture = 1u << pv.to_square;
        }
        /* the last action, while no other is being chosen */
        if (v.from < 0 && v.to < 0) {
                v.last = t->last;
                v.last_capture = t->last_capture;
        }
        tui_thaayam_draw_board(&p->layout, &v);
        draw_panel(p, t, &a, rc, &pv, why);
}
