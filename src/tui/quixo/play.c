/* quixo/play.c: what the play screen (tui/play.h) needs to know of Quixo:
 * the board (the panel is panel.c), the keys, clicks and typed moves of a
 * turn, and the words for the turn and the end. Every question of legality
 * goes to the rules library (quixo.h), every change to the play screen.
 *
 * A turn by keys: pick a cube (only takeable ones, Q5/Q13/Q16; others are
 * refused with the rule's reason), then an end where it goes back in (Q7),
 * previewed while the cursor is on it, then in four-player games the dot
 * (self or partner, Q14). A player who cannot take any cube passes by
 * itself (Q17).
 */
#include "net/sanitize.h"
#include "tui/kit/draw.h"
#include "tui/play/play.h"
#include "tui/quixo/internal.h"
#include "tui/seats.h"
#include "session/session.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

enum phase { PICK, PUSH, DOT };

/* What the screen keeps of a Quixo game and of the turn being made: the
 * block the play screen hands the hooks (p->data, data_size). */
struct quixo_screen {
        quixo_pos pos;
        bool four;
        enum phase phase;
        int cursor;
        int from;
        int ends[3], nends;
        int to;
        int dot_partner; /* 0: towards the mover, 1: towards the partner */
        char names[4][SESSION_NAME_MAX + 24];
};

static struct quixo_screen *screen_of(const struct tui_play *p)
{
        return p->data;
}

/* "Ana (X)"; a seat with no name of its own: "X" with two players,
 * "South (X)" with four. */
static const char *seat_who(const struct tui_play *p, const struct session_seat *seat,
                            char *buf, size_t len)
{
        struct quixo_screen *q = screen_of(p);
        const char *mark = tui_quixo_mark_word(tui_quixo_side_of(p, seat->id));
        const char *name = tui_play_seat_name(seat);

        if (strcmp(name, mark) == 0 || strcmp(name, tui_seat_word(seat->id)) == 0)
                name = q->four ? tui_seat_word(seat->id) : NULL;
        if (name)
                snprintf(buf, len, "%s (%s)", name, mark);
        else
                snprintf(buf, len, "%s", mark);
        return buf;
}

/* ------------------------------------------------------------- hooks */

static void qx_reset(struct tui_play *p)
{
        struct quixo_screen *q = screen_of(p);
        (void)p;
        q->phase = PICK;
        q->from = -1;
        q->nends = 0;
        q->to = -1;
        q->dot_partner = 0;
}

static void qx_opened(struct tui_play *p)
{
        struct quixo_screen *q = screen_of(p);
        (void)p;
        q->cursor = tui_quixo_square(4, 2);
}

/* Q21: the position shown has come up once before: one more and the game
 * is drawn. */
static bool second_occurrence(const struct tui_play *p)
{
        struct quixo_screen *q = screen_of(p);
        struct tt_choice c;
        size_t i, same = 0;

        session_choice(tui_play_session(p), 1, 0, &c);
        if (!c.repetition || !c.history)
                return false;
        for (i = 0; i < c.history_len; i++)
                same += quixo_pos_same((const quixo_pos *)c.history + i, &q->pos);
        return same == 1;
}

static void qx_changed(struct tui_play *p, const void *before, const char *action)
{
        struct quixo_screen *q = screen_of(p);
        const struct session *s = tui_play_session(p);
        q->pos = *(const quixo_pos *)session_position(s);
        q->four = q->pos.players == 4;
        if (!action)
                return;
        if (p->replay) {
                tui_play_say(p, TUI_INFO, _("Replay: %s"), action);
                return;
        }
        if (before) {
                /* The seat that moved: a computer's move is named. */
                int seat = quixo_pos_seat_to_move(before);
                char id = q->four
                              ? quixo_seat_char(seat)
                              : (quixo_pos_team_to_move(before) == QUIXO_X ? 'x' : 'o');
                const struct session_seat *mover = session_seat(s, id);
                if (strcmp(action, "pass") == 0 && mover) {
                        char name[SESSION_NAME_MAX + 24];
                        tui_seat_who(mover->name, mover->id, name, sizeof name);
                        tui_play_say(p, TUI_INFO,
                                     _("%s cannot take any cube and passes (Q17)."),
                                     name);
                } else if (mover && mover->kind == SESSION_COMPUTER) {
                        tui_play_say(p, TUI_INFO, _("%s played %s."),
                                     tui_play_seat_name(mover), action);
                } else {
                        tui_play_clear_msg(p);
                }
                if (!tui_play_over(p) && second_occurrence(p)) {
                        char said[TUI_PLAY_MSG_MAX];
                        const char *warn = _("This position has come up twice: a third "
                                             "time is a draw (Q21).");
                        snprintf(said, sizeof said, "%s", p->msg);
                        if (said[0])
                                tui_play_say(p, TUI_ERROR, "%s %s", said, warn);
                        else
                                tui_play_say(p, TUI_ERROR, "%s", warn);
                }
        }
}

/* The names of the two seats of a team (four players, Q11). */
static void team_names(const struct tui_play *p, char side, char *a, char *b)
{
        const struct session *s = tui_play_session(p);
        char *out[2] = {a, b};
        int i, k = 0;

        a[0] = b[0] = '\0';
        for (i = 0; i < session_seat_count(s) && k < 2; i++) {
                const struct session_seat *seat = session_seat_at(s, i);
                if (tui_quixo_side_of(p, seat->id) == side)
                        tui_seat_who(tui_play_seat_name(seat), seat->id, out[k++],
                                     SESSION_NAME_MAX + 24);
        }
}

/* A side by its player, "Ana (X)" (two players), or by its mark (four:
 * the team's names are said apart). */
static void side_who(const struct tui_play *p, char side, char *buf, size_t len)
{
        struct quixo_screen *q = screen_of(p);
        const struct session_seat *seat =
            q->four ? NULL : session_seat(tui_play_session(p), side);
        if (seat)
                seat_who(p, seat, buf, len);
        else
                snprintf(buf, len, "%s", tui_quixo_mark_word(side));
}

static void qx_announce_end(struct tui_play *p)
{
        struct quixo_screen *q = screen_of(p);
        struct session_result r;
        char text[QUIXO_REASON_MAX];

        session_result(tui_play_session(p), &r);
        switch (r.end) {
        case SESSION_END_RULES: {
                quixo_result qr = quixo_pos_result(&q->pos);
                int mover = 1 - quixo_pos_team_to_move(&q->pos);
                const char *mine = mover == QUIXO_X ? "X" : "O";
                const char *theirs = mover == QUIXO_X ? "O" : "X";
                bool lost = qr.reason == QUIXO_REASON_OPPONENT_LINE;
                if (q->four) {
                        /* Q18: lines count per team; the winners by name */
                        char a[SESSION_NAME_MAX + 24], b[SESSION_NAME_MAX + 24];
                        team_names(p, lost ? theirs[0] + 32 : mine[0] + 32, a, b);
                        if (lost)
                                tui_play_say(p, TUI_WIN,
                                             _("Team %s completed a line of team %s: "
                                               "team %s wins, %s and %s (Q18)."),
                                             mine, theirs, theirs, a, b);
                        else
                                tui_play_say(p, TUI_WIN,
                                             _("Team %s made a line of five: team %s "
                                               "wins, %s and %s (Q18)."),
                                             mine, mine, a, b);
                } else {
                        /* the winner by name and mark ("Ana (X)"), not the
                           mark alone (issue 25) */
                        char winner[SESSION_NAME_MAX + 24];
                        side_who(p, lost ? theirs[0] + 32 : mine[0] + 32, winner,
                                 sizeof winner);
                        if (lost && quixo_lines(&q->pos, mover))
                                tui_play_say(p, TUI_WIN,
                                             _("%s completed a line of %s as well as its "
                                               "own: that is a loss, %s wins (Q10)."),
                                             mine, theirs, winner);
                        else if (lost)
                                tui_play_say(p, TUI_WIN,
                                             _("%s completed a line of %s: that is a "
                                               "loss, %s wins (Q10)."),
                                             mine, theirs, winner);
                        else
                                tui_play_say(p, TUI_WIN,
                                             _("%s made a line of five: %s wins (Q10)."),
                                             mine, winner);
                }
                break;
        }
        case SESSION_END_REPETITION:
                tui_play_say(p, TUI_WIN, "%s",
                             _("Draw: the same position came up a third time (Q21)."));
                break;
        case SESSION_END_TIME:
        case SESSION_END_RESIGN: {
                char loser[SESSION_NAME_MAX + 24], winner[SESSION_NAME_MAX + 24];
                side_who(p, r.loser, loser, sizeof loser);
                side_who(p, r.loser == 'x' ? 'o' : 'x', winner, sizeof winner);
                if (r.end == SESSION_END_TIME)
                        tui_play_say(p, TUI_WIN, _("%s ran out of time: %s wins (Q20)."),
                                     loser, winner);
                else
                        tui_play_say(p, TUI_WIN, _("%s resigned: %s wins."), loser,
                                     winner);
                break;
        }
        case SESSION_END_AGREEMENT:
                tui_play_say(p, TUI_WIN, "%s", _("Draw by agreement (Q21)."));
                break;
        default:
                quixo_result_format(quixo_pos_result(&q->pos), q->pos.players, text,
                                    sizeof text);
                tui_play_say(p, TUI_WIN, "%s", _(text));
                break;
        }
}

/* Undo against the computer takes back its move and yours (and passes,
 * Q17): say how many (issue 25: it said "Move taken back."). */
static void qx_undone_many(struct tui_play *p, int steps, bool redo)
{
        tui_play_say(p, TUI_INFO,
                     redo ? ngettext("%d move played again.", "%d moves played again.",
                                     (unsigned long)steps)
                          : ngettext("%d move taken back.", "%d moves taken back.",
                                     (unsigned long)steps),
                     steps);
}

/* ------------------------------------------------------------- drawing */

static quixo_move pending_move(const struct quixo_screen *q, int to)
{
        if (q->from < 0 || to < 0)
                return QUIXO_MOVE_NONE;
        if (q->four) {
                int seat = quixo_pos_seat_to_move(&q->pos);
                return quixo_move_make_dot(
                    q->from, to, q->dot_partner ? quixo_seat_partner(seat) : seat);
        }
        return quixo_move_make(q->from, to);
}

/* The squares of the last move, read by the library from its notation. */
static uint32_t last_span(const struct tui_play *p)
{
        const struct session *s = tui_play_session(p);
        size_t n = session_ply_count(s);
        quixo_move m;

        if (n == 0 ||
            quixo_action_parse(session_action_at(s, n), &m, NULL, 0) != QUIXO_OK)
                return 0;
        return quixo_move_span(m);
}

static bool is_end(const struct quixo_screen *q, int sq)
{
        for (int i = 0; i < q->nends; i++)
                if (q->ends[i] == sq)
                        return true;
        return false;
}

static void fill_view(struct tui_play *p, struct tui_quixo_view *v, quixo_pos *preview)
{
        struct quixo_screen *q = screen_of(p);
        const struct session *s = tui_play_session(p);
        int seat_count = session_seat_count(s), i;
        char turn = session_turn(s);

        memset(v, 0, sizeof *v);
        v->pos = &q->pos;
        v->cursor =
            tui_play_human_to_move(p) && p->prompt != TUI_PROMPT_COMMAND ? q->cursor : -1;
        v->selected = q->from;
        v->push_from = v->push_to = -1;
        v->active = -1;
        v->last = last_span(p);
        if (tui_play_over(p)) {
                v->win = quixo_winning_lines(&q->pos);
                v->last = 0;
        }
        if (q->phase != PICK && q->from >= 0) {
                for (i = 0; i < q->nends; i++)
                        v->targets |= 1u << q->ends[i];
                if (q->to >= 0 || is_end(q, q->cursor)) {
                        int to = q->to >= 0 ? q->to : q->cursor;
                        quixo_move m = pending_move(q, to);
                        if (quixo_pos_preview(&q->pos, m, preview, NULL, 0) == QUIXO_OK) {
                                v->pos = preview;
                                v->last = quixo_move_span(m);
                                /* the lines the push would complete (Q10) */
                                v->win = quixo_winning_lines(preview);
                                v->push_from = q->from;
                                v->push_to = to;
                                v->selected = -1;
                                v->targets = q->phase == DOT ? 0 : v->targets;
                        }
                }
        }
        /* the cubes the player may take, highlighted while choosing (Q5,
         * Q13, Q16) */
        if (q->phase == PICK && v->cursor >= 0 && !p->paused)
                for (i = 0; i < QUIXO_SQUARES; i++)
                        if (quixo_can_take(&q->pos, i, NULL, 0) == QUIXO_OK)
                                v->takeable |= 1u << i;
        for (i = 0; i < seat_count && i < 4; i++) {
                const struct session_seat *seat = session_seat_at(s, i);
                v->seat_label[i] = seat_who(p, seat, q->names[i], sizeof q->names[i]);
                if (seat->id == turn && !tui_play_over(p))
                        v->active = i;
        }
}

/* The number of the i-th action of the session as the move list gives
 * it: from the ply the game started at, by pairs with two players (the
 * presenter's view said half-moves: issue 25 item 11). */
static size_t qx_move_number(struct tui_play *p, size_t i)
{
        struct quixo_screen *q = screen_of(p);
        char start[TT_STATE_MAX];
        quixo_pos sp;
        size_t base = 0;

        session_start_state(tui_play_session(p), start, sizeof start);
        if (quixo_state_parse(&sp, start, NULL, 0) == QUIXO_OK)
                base = sp.ply;
        return q->four ? base + i : (base + i - 1) / 2 + 1;
}

static void qx_draw(struct tui_play *p)
{
        struct quixo_screen *q = screen_of(p);
        struct tui_quixo_view v;
        quixo_pos preview;
        char right[64];

        /* numbered as in the move list: by pairs with two players */
        snprintf(right, sizeof right, _("move %lu"),
                 (unsigned long)(q->four ? q->pos.ply + 1 : q->pos.ply / 2 + 1));
        tui_draw_title(&p->layout,
                       q->four ? _("Quixo: four players, two teams")
                               : _("Quixo: two players"),
                       right);
        fill_view(p, &v, &preview);
        tui_quixo_draw_board(&p->layout, &v);
        tui_quixo_draw_panel(p, &q->pos);
}

static void qx_status(struct tui_play *p, char *buf, size_t len)
{
        struct quixo_screen *q = screen_of(p);
        const struct session_seat *seat = tui_play_to_move(p);
        char name[SESSION_NAME_MAX + 24];

        if (!seat)
                return;
        seat_who(p, seat, name, sizeof name);
        if (p->replay) {
                snprintf(buf, len, _("Replay: %s to move."), name);
                return;
        }
        if (seat->kind == SESSION_COMPUTER) {
                snprintf(buf, len, _("%s is thinking..."), name);
                return;
        }
        switch (q->phase) {
        case PICK:
                snprintf(buf, len, _("%s to move: choose a cube to take."), name);
                break;
        case PUSH:
                if (is_end(q, q->cursor)) {
                        char from[3], to[3];
                        quixo_pos after;
                        quixo_result r = {QUIXO_OUTCOME_NONE, QUIXO_REASON_NONE};
                        quixo_square_name(q->from, from);
                        quixo_square_name(q->cursor, to);
                        if (quixo_pos_preview(&q->pos, pending_move(q, q->cursor), &after,
                                              NULL, 0) == QUIXO_OK)
                                r = quixo_pos_result(&after);
                        if (r.reason == QUIXO_REASON_OPPONENT_LINE)
                                snprintf(buf, len,
                                         q->four ? _("Preview of %s-%s: it completes a "
                                                     "line of the other team, which "
                                                     "loses (Q18)! Esc takes another "
                                                     "cube.")
                                                 : _("Preview of %s-%s: it completes a "
                                                     "line of your opponent, which loses "
                                                     "(Q10)! Esc takes another cube."),
                                         from, to);
                        else if (r.reason == QUIXO_REASON_LINE)
                                snprintf(buf, len,
                                         q->four ? _("Preview of %s-%s: it makes a line "
                                                     "of five and wins (Q18). Enter "
                                                     "plays it.")
                                                 : _("Preview of %s-%s: it makes a line "
                                                     "of five and wins (Q10). Enter "
                                                     "plays it."),
                                         from, to);
                        else
                                snprintf(buf, len,
                                         _("Preview of %s-%s: Enter plays it, Esc takes "
                                           "another cube."),
                                         from, to);
                } else {
                        snprintf(buf, len, "%s",
                                 _("Choose the end where the cube goes back in "
                                   "(highlighted)."));
                }
                break;
        case DOT: {
                int me = quixo_pos_seat_to_move(&q->pos);
                char ms[2] = {(char)(quixo_seat_char(me) - 32), 0};
                char ps[2] = {(char)(quixo_seat_char(quixo_seat_partner(me)) - 32), 0};
                bool partner = q->dot_partner;
                snprintf(
                    buf, len,
                    _("Dot towards: %s%s%s yourself (%s)   %s%s%s partner (%s) (Q14)"),
                    partner ? " " : "[", partner ? "" : "*", partner ? " " : "]", ms,
                    partner ? "[" : " ", partner ? "*" : "", partner ? "]" : " ", ps);
                break;
        }
        }
}

static int qx_keys(struct tui_play *p, const char **k, int n, bool over)
{
        if (over || !tui_play_human_to_move(p))
                return n;
        k[n++] = tui_caps()->utf8 ? "←↑↓→" : "hjkl";
        k[n++] = _("move");
        k[n++] = _("Enter");
        k[n++] = _("choose");
        k[n++] = _("Esc");
        k[n++] = _("back");
        return n;
}

/* ---------------------------------------------------------------- input */

static void pick(struct tui_play *p, int sq)
{
        struct quixo_screen *q = screen_of(p);
        char why[QUIXO_REASON_MAX], name[3];

        if (quixo_can_take(&q->pos, sq, why, sizeof why) != QUIXO_OK) {
                quixo_square_name(sq, name);
                tui_play_say(p, TUI_ERROR, _("%s cannot be taken: %s"), name, _(why));
                return;
        }
        tui_play_clear_msg(p);
        q->from = sq;
        q->nends = quixo_push_ends(sq, q->ends);
        q->phase = PUSH;
        q->to = -1;
        q->cursor = sq; /* the cursor stays where the eye is */
}

static void commit_move(struct tui_play *p)
{
        struct quixo_screen *q = screen_of(p);
        char text[QUIXO_ACTION_MAX];
        int last_cursor = q->to;

        quixo_action_format(pending_move(q, q->to), text, sizeof text);
        tui_play_clear_msg(p);
        if (tui_play_act(p, text) && last_cursor >= 0)
                q->cursor = last_cursor;
}

static void choose_end(struct tui_play *p, int sq)
{
        struct quixo_screen *q = screen_of(p);
        char name[3], fname[3];

        if (sq == q->from) {
                qx_reset(p);
                q->cursor = sq;
                quixo_square_name(sq, name);
                /* a newcomer pressing Enter again saw the choice vanish */
                tui_play_say(p, TUI_INFO, _("%s put back: the choice is cancelled."),
                             name);
                return;
        }
        if (!is_end(q, sq)) {
                if (quixo_can_take(&q->pos, sq, NULL, 0) == QUIXO_OK) {
                        pick(p, sq);
                        return;
                }
                quixo_square_name(sq, name);
                quixo_square_name(q->from, fname);
                tui_play_say(
                    p, TUI_ERROR,
                    _("%s is not an end of the row or column of %s (Q7); the ends "
                      "are highlighted."),
                    name, fname);
                return;
        }
        tui_play_clear_msg(p);
        q->to = sq;
        if (q->four) {
                q->phase = DOT;
                q->dot_partner = 0;
        } else {
                commit_move(p);
        }
}

static void dot_key(struct tui_play *p, enum tui_action a)
{
        struct quixo_screen *q = screen_of(p);
        if (a == TUI_A_LEFT || a == TUI_A_RIGHT || a == TUI_A_UP || a == TUI_A_DOWN) {
                q->dot_partner = !q->dot_partner;
        } else if (a == TUI_A_OK) {
                commit_move(p);
        } else if (a == TUI_A_BACK) {
                q->phase = PUSH;
                q->cursor = q->to;
                q->to = -1;
        }
}

static bool qx_key(struct tui_play *p, const struct tui_event *ev)
{
        struct quixo_screen *q = screen_of(p);
        enum tui_action a = ev->action;

        if (!tui_play_human_to_move(p))
                return false;
        if (q->phase == DOT) {
                dot_key(p, a);
                return true;
        }
        switch (a) {
        case TUI_A_UP:
        case TUI_A_DOWN:
        case TUI_A_LEFT:
        case TUI_A_RIGHT:
                q->cursor = tui_layout_step(q->cursor, a, 5, 5);
                if (p->msg_role == TUI_ERROR)
                        tui_play_clear_msg(p);
                return true;
        case TUI_A_OK:
                if (q->phase == PICK)
                        pick(p, q->cursor);
                else
                        choose_end(p, q->cursor);
                return true;
        case TUI_A_BACK:
                if (q->phase == PUSH) {
                        q->cursor = q->from;
                        qx_reset(p);
                }
                tui_play_clear_msg(p);
                return true;
        default:
                return false;
        }
}

/* A typed move, read leniently at this screen only (records and the engine
 * protocol keep the strict notation, Q8, Q15): spaces anywhere, any case,
 * the dash left out ("C1 C5", "c1c5", "c1-c5/n"). */
static void lenient_move(const char *text, char *out, size_t len)
{
        size_t n = 0;
        bool dot = false;

        for (; *text && n + 2 < len; text++) {
                char c = *text;
                if (c == ' ' || c == '\t')
                        continue;
                if (c >= 'A' && c <= 'Z' && !dot)
                        c = (char)(c - 'A' + 'a');
                else if (c >= 'a' && c <= 'z' && dot)
                        c = (char)(c - 'a' + 'A'); /* the dot's seat: /N */
                dot = c == '/';
                out[n++] = c;
        }
        out[n] = '\0';
        if (n >= 4 && quixo_square_parse(out) >= 0 && quixo_square_parse(out + 2) >= 0) {
                memmove(out + 3, out + 2, n - 1); /* "c1c5" -> "c1-c5" */
                out[2] = '-';
        }
}

/* A typed move: played when complete; a four-player move typed without
 * its dot goes on to the dot's choice (Q14), as if made by keys. */
static bool qx_command(struct tui_play *p, const char *text)
{
        struct quixo_screen *q = screen_of(p);
        char move[QUIXO_ACTION_MAX + 16], why[QUIXO_REASON_MAX];
        quixo_move m;

        lenient_move(text, move, sizeof move);
        if (q->four && quixo_action_parse(move, &m, NULL, 0) == QUIXO_OK &&
            !quixo_move_is_pass(m) && quixo_move_dot(m) == QUIXO_SEAT_NONE) {
                int from = quixo_move_from(m), to = quixo_move_to(m);
                if (quixo_can_take(&q->pos, from, why, sizeof why) != QUIXO_OK) {
                        tui_play_say(p, TUI_ERROR, _("%s: %s"), move, _(why));
                        return true;
                }
                pick(p, from);
                if (!is_end(q, to)) {
                        qx_reset(p);
                        tui_play_say(p, TUI_ERROR,
                                     _("%s: the cube goes back in at an end of its row "
                                       "or column (Q7)."),
                                     move);
                        return true;
                }
                q->cursor = to;
                choose_end(p, to); /* asks for the dot */
                return true;
        }
        tui_play_clear_msg(p);
        tui_play_act(p, move);
        return true;
}

/* The dot by mouse (Q14): a click on the board towards the mover's own
 * side, or towards the partner's (where their names are), plays the move
 * with the dot that way. Clicks on the middle row or column choose
 * nothing. */
static void dot_click(struct tui_play *p, int y, int x)
{
        struct quixo_screen *q = screen_of(p);
        const struct tui_rect *g = &p->layout.grid;
        int me = quixo_pos_seat_to_move(&q->pos);
        int mid_y = g->y + g->h / 2, mid_x = g->x + g->w / 2;
        int band_y = g->h / 10 + 1, band_x = g->w / 10 + 1;
        int towards; /* the seat the click points to */

        if (y < p->layout.board.y || y >= p->layout.board.y + p->layout.board.h ||
            x < p->layout.board.x || x >= p->layout.board.x + p->layout.board.w)
                return;

        if (me == QUIXO_S || me == QUIXO_N) {
                if (y > mid_y - band_y && y < mid_y + band_y)
                        return;
                towards = y >= mid_y ? QUIXO_S : QUIXO_N;
        } else {
                if (x > mid_x - band_x && x < mid_x + band_x)
                        return;
                towards = x >= mid_x ? QUIXO_E : QUIXO_W;
        }
        q->dot_partner = towards != me;
        commit_move(p);
}

static void qx_click(struct tui_play *p, int y, int x)
{
        struct quixo_screen *q = screen_of(p);
        int row, col, sq;
        if (q->phase == DOT && tui_play_human_to_move(p)) {
                dot_click(p, y, x);
                return;
        }
        if (!tui_layout_hit(&p->layout, y, x, &row, &col) || !tui_play_human_to_move(p))
                return;
        sq = tui_quixo_square(row, col);
        q->cursor = sq;
        if (q->phase == PICK)
                pick(p, sq);
        else if (q->phase == PUSH)
                choose_end(p, sq);
}

static const char *qx_help_text(struct tui_play *p)
{
        (void)p;
        return tui_quixo_help_text();
}

const struct tui_play_game tui_quixo_screen = {
    .data_size = sizeof(struct quixo_screen),
    .name = "quixo",
    .not_ours = N_("not a Quixo game"),
    .layout = &tui_quixo_layout_req,
    .help_title = N_("Quixo: help"),
    .help_text = qx_help_text,
    .command_label = N_("Move: "),
    .command_example = "c1-c5",
    .undone = N_("Move taken back."),
    .redone = N_("Move played again."),
    .undone_many = qx_undone_many,
    .move_number = qx_move_number,
    .present_move = tui_quixo_present_move,
    .pace_words = N_("Computers wait %.1f s between moves; p pauses, . steps."),
    .computer_pause_ms = 600,
    .think_ms_per_level = 200,
    .draw_resign = true,
    .undo_to_human = true,
    .opened = qx_opened,
    .changed = qx_changed,
    .reset = qx_reset,
    .draw = qx_draw,
    .status = qx_status,
    .keys = qx_keys,
    .key = qx_key,
    .click = qx_click,
    .command = qx_command,
    /* Q17: a seat that cannot take a cube passes: the session's turn
     * driver says so and the screen plays it at the pace */
    .announce_end = qx_announce_end,
};

enum tui_run tui_quixo_play(const struct tui_quixo_args *args)
{
        struct tui_play_source src = {.resume = args->resume,
                                      .load_file = args->load_file,
                                      .replay_file = args->replay_file,
                                      .loop = args->loop};
        struct session *fresh = NULL;
        char why[TT_REASON_MAX];

        if (!src.resume && !src.load_file && !src.replay_file) {
                fresh = tui_quixo_new_session(&args->set, why, sizeof why);
                if (!fresh) {
                        tui_stop();
                        net_print_clean(stderr, _("quixo: cannot start the game: %s\n"),
                                        _(why));
                        return TUI_RUN_FAILED;
                }
        }
        return tui_play_main(&tui_quixo_screen, &src, fresh);
}
