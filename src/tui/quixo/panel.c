/* quixo/panel.c: the side panel of the Quixo play screen: the players
 * with their marks, kinds and clocks (Q20), the four-player settings (Q12,
 * Q19), and the moves, numbered from the ply the game started at and
 * ended by the result as in PGN, in columns on a wide panel (a projector). */
#include "tui/kit/draw.h"
#include "tui/play/play.h"
#include "tui/quixo/internal.h"
#include "tui/seats.h"
#include "session/session.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

/* The widest entry of the move list ("123. a1-a5   e1-e5", "123. S c1-c5/N")
 * and the space between columns of a wide panel. */
enum { MOVE_W2 = 21, MOVE_W4 = 14, MOVE_GAP = 4 };

/* The team mark of a seat ('x' or 'o'), from the game table (Q11). */
char tui_quixo_side_of(const struct tui_play *p, char id)
{
        const struct session *s = tui_play_session(p);
        return session_ops(s)->side_of(session_position(s), id);
}

const char *tui_quixo_mark_word(char side)
{
        return side == 'x' ? "X" : "O";
}

static void format_clock(char *buf, size_t len, int64_t ms)
{
        long sec;
        if (ms < 0) {
                buf[0] = '\0';
                return;
        }
        sec = (long)((ms + 999) / 1000);
        if (sec >= 3600)
                snprintf(buf, len, "%ld:%02ld:%02ld", sec / 3600, sec / 60 % 60,
                         sec % 60);
        else
                snprintf(buf, len, "%ld:%02ld", sec / 60, sec % 60);
}

/* The winning side's tag (Q10, Q18) after a player's kind, w columns wide
 * at y; on the line under it when it does not fit whole beside it ("computer,
 * level 2" at 80x24). Returns the last line used. */
static int draw_winner_tag(const struct tui_rect *r, int y, int w)
{
        /* TRANSLATORS: after a player's kind in the panel
           ("human  winner"); keep it short */
        const char *tag = _("winner");
        int x = r->x + 4 + w + 2;
        if (x + tui_text_width(tag) > r->x + r->w) {
                y++;
                x = r->x + 4;
        }
        tui_text(y, x, r->x + r->w - x, TUI_WIN, tag);
        return y;
}

/* The players: turn marker, team mark, name, clock; who plays the seat. */
static int draw_players(struct tui_play *p, const quixo_pos *pos,
                        const struct tui_rect *r, int y)
{
        bool four = pos->players == 4;
        const struct session *s = tui_play_session(p);
        const struct tui_glyphs *g = tui_glyphs();
        int64_t now = tui_now_ms();
        char turn = session_turn(s), buf[160], clock[24], kind[64];
        int i, n = session_seat_count(s);

        /* the winning side, named in the panel too (Q10, Q18) */
        char winner = 0;
        if (session_over(s)) {
                struct session_result res;
                session_result(s, &res);
                winner = strcmp(res.text, "win x") == 0   ? 'x'
                         : strcmp(res.text, "win o") == 0 ? 'o'
                                                          : 0;
        }
        tui_text(y++, r->x, r->w, TUI_TITLE, _("Players"));
        /* four players in the order of their turns from South (Q12), as
         * the panel's "Order:" line says (issue 25: it listed S, E, N, W
         * whatever the order) */
        int next4 = QUIXO_S;
        for (i = 0; i < n; i++) {
                const struct session_seat *seat =
                    four ? session_seat(s, quixo_seat_char(next4))
                         : session_seat_at(s, i);
                if (four)
                        next4 = quixo_seat_next(next4, (quixo_order)pos->order);
                if (!seat)
                        continue;
                char side = tui_quixo_side_of(p, seat->id);
                bool active = seat->id == turn && !tui_play_over(p);
                /* Q20: per side, so teammates show their team's clock. */
                format_clock(clock, sizeof clock, session_time_left(s, side, now));
                /* an unnamed seat (a pupil's view of the teacher's board) is
                 * its mark alone, not "X X" */
                const char *name = tui_play_seat_name(seat);
                if (strcmp(name, tui_quixo_mark_word(side)) == 0)
                        name = "";
                snprintf(buf, sizeof buf, "%s %s %s", active ? g->bullet : " ",
                         tui_quixo_mark_word(side), name);
                tui_text(y, r->x, r->w - 9, active ? TUI_ACTIVE : TUI_NORMAL, buf);
                if (clock[0])
                        tui_text(y, r->x + r->w - 8, 8,
                                 active && !p->paused ? TUI_ACTIVE : TUI_DIM, clock);
                y++;
                /* a player whose terminal dropped: how long (issue 30) */
                bool away = seat->kind == SESSION_HUMAN &&
                            tui_play_seat_away(p, seat->id, kind, sizeof kind);
                if (seat->kind == SESSION_COMPUTER)
                        snprintf(kind, sizeof kind,
                                 four ? _("computer %d") : _("computer, level %d"),
                                 seat->level);
                else if (!away)
                        snprintf(kind, sizeof kind, "%s",
                                 seat->kind == SESSION_REPLAY ? _("replay") : _("human"));
                if (four)
                        snprintf(buf, sizeof buf, "%s, %s", tui_seat_word(seat->id),
                                 kind);
                else
                        snprintf(buf, sizeof buf, "%s", kind);
                int w = tui_text(y, r->x + 4, r->w - 4, away ? TUI_ERROR : TUI_DIM, buf);
                if (side == winner)
                        y = draw_winner_tag(r, y, w);
                y++;
        }
        y += tui_play_match_draw(p, y, r->x, r->w, 3, TUI_INFO);
        if (tui_play_watching_line(p, buf, sizeof buf) > 0)
                tui_text(y++, r->x, r->w, TUI_DIM, buf);
        if (four) {
                tui_text(y++, r->x, r->w, TUI_DIM,
                         session_settings(s)->advice ? _("Advice allowed (Q19)")
                                                     : _("No advice (Q19)"));
                /* the seats' letters as the panel and the board show them
                   (Basque "H, M, I, E") */
                const char *seats = (*pos).order == QUIXO_CCW ? "senw" : "swne";
                char order[16];
                snprintf(order, sizeof order, "%c, %c, %c, %c", tui_seat_letter(seats[0]),
                         tui_seat_letter(seats[1]), tui_seat_letter(seats[2]),
                         tui_seat_letter(seats[3]));
                /* TRANSLATORS: the turn order of the four seats, e.g.
                   "S, W, N, E", in your seats' letters */
                tui_textf(y++, r->x, r->w, TUI_DIM, _("Order: %s (Q12)"), order);
        }
        if (p->paused)
                tui_text(y++, r->x, r->w, TUI_ERROR,
                         session_settings(s)->clock.mode != SESSION_CLOCK_NONE
                             ? _("PAUSED: clocks stopped")
                             : _("PAUSED"));
        return y;
}

/* The result as in PGN ("1-0", "0-1", "1/2-1/2") and a short reason, for
 * the end of the move list; "" while the game goes on, and while an
 * earlier position is looked at (its list stops before the end). */
static void result_line(const struct tui_play *p, const quixo_pos *pos, char *buf,
                        size_t len)
{
        bool four = pos->players == 4;
        struct session_result r;
        const char *score, *why;

        buf[0] = '\0';
        if (!tui_play_over(p) || p->browse)
                return;
        session_result(tui_play_session(p), &r);
        if (strcmp(r.text, "win x") == 0)
                score = "1-0";
        else if (strcmp(r.text, "win o") == 0)
                score = "0-1";
        else
                score = tui_caps()->utf8 ? "½-½" : "1/2-1/2";
        switch (r.end) {
        case SESSION_END_RULES:
                why = quixo_pos_result(&(*pos)).reason == QUIXO_REASON_OPPONENT_LINE
                          ? (four ? _("other team's line (Q18)")
                                  : _("opponent's line (Q10)"))
                          : (four ? _("line of five (Q18)") : _("line of five (Q10)"));
                break;
        case SESSION_END_REPETITION:
                why = _("repetition (Q21)");
                break;
        case SESSION_END_TIME:
                why = _("time (Q20)");
                break;
        case SESSION_END_RESIGN:
                why = _("resignation");
                break;
        case SESSION_END_AGREEMENT:
                why = _("agreement (Q21)");
                break;
        default:
                why = "";
                break;
        }
        snprintf(buf, len, "%s %s", score, why);
}

/* Where the moves go: lines of `room` from y, in as many columns of `colw`
 * as the panel holds (a wide panel, a projector), filled one column after
 * the other. */
struct move_columns {
        int y, x, room, colw, ncols;
};

static void column_text(const struct move_columns *c, size_t i, enum tui_role role,
                        const char *text)
{
        int col = (int)(i / (size_t)c->room), line = (int)(i % (size_t)c->room);
        tui_text(c->y + line, c->x + col * (c->colw + MOVE_GAP), c->colw, role, text);
}

/* The moves, newest at the bottom, numbered from the ply the game started
 * at (a game set up from a position goes on with its numbers): by seat with
 * four players (Q12), in pairs with two. A long list goes on in further
 * columns where the panel is wide. The result ends the list. */
static void draw_moves(struct tui_play *p, const quixo_pos *pos, const struct tui_rect *r,
                       int y)
{
        bool four = pos->players == 4;
        const struct session *s = tui_play_session(p);
        size_t count = session_ply_count(s), first, k;
        /* above a message at the foot of the panel: the newest moves stay
         * in view */
        int end = tui_play_panel_end(p);
        size_t room = end > y ? (size_t)(end - y) : 0;
        char buf[160], start[TT_STATE_MAX], result[96];
        quixo_pos sp;
        size_t base = 0; /* plies made before the first of the list */
        int seat = QUIXO_S;
        struct move_columns c;

        session_start_state(s, start, sizeof start);
        if (quixo_state_parse(&sp, start, NULL, 0) == QUIXO_OK) {
                base = sp.ply;
                seat = quixo_pos_seat_to_move(&sp);
        }
        result_line(p, pos, result, sizeof result);
        if (result[0] && room > 1)
                room--;
        if (room < 1)
                return;
        c.y = y;
        c.x = r->x;
        c.room = (int)room;
        c.colw = four ? MOVE_W4 : MOVE_W2;
        c.ncols = (r->w + MOVE_GAP) / (c.colw + MOVE_GAP);
        if (c.ncols < 1) {
                c.ncols = 1;
                c.colw = r->w;
        }
        if (c.ncols == 1)
                c.colw = r->w;
        room *= (size_t)c.ncols; /* the lines of all columns */
        if (four) {
                first = count > room ? count - room + 1 : 1;
                for (k = 1; k < first; k++)
                        seat = quixo_seat_next(seat, (quixo_order)(*pos).order);
                for (k = first; k <= count; k++) {
                        snprintf(buf, sizeof buf, "%3zu. %c %s", base + k,
                                 quixo_seat_char(seat) - 'a' + 'A',
                                 session_action_at(s, k));
                        seat = quixo_seat_next(seat, (quixo_order)(*pos).order);
                        column_text(&c, k - first, k == count ? TUI_INFO : TUI_NORMAL,
                                    buf);
                }
                y += (int)(count - first + 1 < (size_t)c.room ? count - first + 1
                                                              : (size_t)c.room);
        } else if (count > 0) {
                /* line L holds the plies 2L and 2L+1 (counted from 0) */
                size_t l_first = base / 2, l_last = (base + count - 1) / 2, l;
                size_t lines = l_last - l_first + 1;
                l = lines > room ? l_last - room + 1 : l_first;
                y += (int)(l_last - l + 1 < (size_t)c.room ? l_last - l + 1
                                                           : (size_t)c.room);
                for (size_t i = 0; l <= l_last; l++, i++) {
                        size_t a = 2 * l, b = 2 * l + 1; /* absolute plies */
                        const char *ta =
                            a >= base ? session_action_at(s, a - base + 1) : "...";
                        const char *tb =
                            b < base + count ? session_action_at(s, b - base + 1) : "";
                        snprintf(buf, sizeof buf, "%3zu. %-7s %s", l + 1, ta ? ta : "",
                                 tb ? tb : "");
                        column_text(&c, i, l == l_last ? TUI_INFO : TUI_NORMAL, buf);
                }
        }
        if (result[0] && y < end)
                tui_text(y, r->x, r->w, TUI_WIN, result);
}

void tui_quixo_draw_panel(struct tui_play *p, const quixo_pos *pos)
{
        const struct tui_rect *r = &p->layout.panel;
        int y = draw_players(p, pos, r, r->y) + 1;

        if (y < tui_play_panel_end(p)) {
                tui_text(y++, r->x, r->w, TUI_TITLE, _("Moves"));
                draw_moves(p, pos, r, y);
        }
}
