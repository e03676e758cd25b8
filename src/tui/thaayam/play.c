/* thaayam/play.c: what the play screen (tui/play.h) needs to know of
 * Thaayam: the keys and clicks of a turn, the words for the end (what an
 * action did is describe.c), the actions the rules make by themselves, and
 * play on for the places. Legality is the rules library's (thaayam.h,
 * through choice.c); drawing is panel.c.
 *
 * Throw phase: Enter throws (physical dice: the score is typed). Move
 * phase: a score (or several, for a twin) and a piece, in either order;
 * the landing and captures are previewed; Enter plays. e, w, b enter,
 * declare a twin, bear off; ':' takes any action in notation. When only
 * `done` is left the turn passes by itself after a pause (T11). Computer
 * seats throw and move at a pace people can follow.
 */
#include "net/sanitize.h"
#include "tui/saved/files.h"
#include "tui/seats.h"
#include "tui/thaayam/play.h"
#include "session/session.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

enum { DONE_PAUSE_MS = 1500 };

/* What the command line or the set-up chose for the screens to come: the
 * dice when a record does not say (T4) and the look. Preferences, not the
 * game shown: that is the block the play screen hands the hooks. */
static struct {
        enum tui_thaayam_dice dice;
        enum tui_thaayam_look look;
} chosen;

static struct tui_thaayam_screen *screen_of(const struct tui_play *p)
{
        return p->data;
}

static const char *seat_name(const struct tui_play *p, int seat)
{
        return tui_thaayam_seat_name(p, seat);
}

/* "Ana (South)", or just "South" when the name is the seat's word. */
static const char *who(const struct tui_play *p, int seat)
{
        static char buf[SESSION_NAME_MAX + 24];
        tui_seat_who(seat_name(p, seat), thaayam_seat_char(seat), buf, sizeof buf);
        return buf;
}

/* ------------------------------------------------------------- hooks */

static void th_reset(struct tui_play *p)
{
        struct tui_thaayam_screen *t = screen_of(p);
        (void)p;
        t->followed = false;
        tui_thaayam_choice_clear(&t->choice);
        t->done_pending = false;
}

static int th_present_keep(struct tui_play *p)
{
        struct tui_thaayam_screen *t = screen_of(p);
        (void)p;
        return t->present_keep;
}

static void th_opened(struct tui_play *p)
{
        struct tui_thaayam_screen *t = screen_of(p);
        char dice[16];

        t->dice = chosen.dice;
        t->look = chosen.look;

        /* the dice of the game shown (its options, T4); a game of older
         * records says nothing and keeps the dice of the set-up */
        if (tt_option_get(session_options(tui_play_session(p)), "dice", dice,
                          sizeof dice))
                t->dice = strcmp(dice, "physical") == 0 ? TUI_THAAYAM_DICE_PHYSICAL
                                                        : TUI_THAAYAM_DICE_PROGRAM;
        thaayam_ctx_init(&t->ctx);
        tui_thaayam_log_forget(&t->log);
        t->st.turn = 255; /* a new turn for th_changed() */
        t->faces_score = 0;
}

static void select_unit(struct tui_play *p, int piece);

/* After a move of the player's own piece in a turn that goes on, the piece
 * stays chosen and the cursor goes with it: the next score moves it again. */
static void follow_piece(struct tui_play *p, const char *action)
{
        struct tui_thaayam_screen *t = screen_of(p);
        thaayam_action a;
        int seat = t->st.turn;

        if (!tui_play_human_to_move(p) || t->st.phase != THAAYAM_PHASE_MOVE ||
            thaayam_action_parse(action, &a, NULL, 0) != THAAYAM_OK)
                return;
        if (a.kind != THAAYAM_ACT_MOVE && a.kind != THAAYAM_ACT_ENTER &&
            a.kind != THAAYAM_ACT_TWIN_MOVE && a.kind != THAAYAM_ACT_TWIN_ENTER)
                return;
        if (a.piece >= 4 || t->st.pos[seat][a.piece] < 0)
                return; /* borne off, or gone */
        select_unit(p, a.piece);
        t->followed = true;
}

/* Remembers the squares of the last move played from before (by anyone,
 * computers included), to show them until the next move: throws and the
 * end of a turn keep them, undo and load forget them. */
static void last_action(struct tui_thaayam_screen *t, const void *before,
                        const char *action)
{
        thaayam_action a;
        thaayam_preview pv;
        const thaayam_state *st = before;
        char why[TT_REASON_MAX];

        if (!st || !action) {
                t->last = t->last_capture = 0;
                return;
        }
        if (thaayam_action_parse(action, &a, why, sizeof why) != THAAYAM_OK ||
            a.kind == THAAYAM_ACT_THROW ||
            thaayam_action_preview(st, &a, &pv) != THAAYAM_OK ||
            (pv.from_square < 0 && pv.to_square < 0))
                return;
        t->last = t->last_capture = 0;
        if (pv.from_square >= 0)
                t->last |= 1u << pv.from_square;
        if (pv.to_square >= 0) {
                t->last |= 1u << pv.to_square;
                if (pv.ncaptured > 0)
                        t->last_capture = 1u << pv.to_square;
        }
}

static void th_changed(struct tui_play *p, const void *before, const char *action)
{
        struct tui_thaayam_screen *t = screen_of(p);
        const struct session *s = tui_play_session(p);
        thaayam_phase was = t->st.phase;
        int was_turn = t->st.turn;

        t->st = *(const thaayam_state *)session_position(s);
        if (was != t->st.phase || was_turn != t->st.turn)
                tui_thaayam_choice_clear(&t->choice);
        if (was_turn != t->st.turn) {
                t->cursor = thaayam_palace(t->st.turn);
                t->faces_score = 0;
                if (p->msg_role == TUI_ERROR)
                        tui_play_clear_msg(p);
        }
        /* a turn with nothing thrown yet, an extra turn too (T15): no seeds
         * beside its empty "Throws:" */
        if (t->st.phase == THAAYAM_PHASE_THROW && t->st.nthrows == 0)
                t->faces_score = 0;
        tui_thaayam_log_rebuild(&t->log, s);
        /* a game shown from a position (a lesson's step, a set position, a
         * load, an undo): the seeds of the turn's last throw, as after a
         * throw (T4; issue 25 item 10: a lesson on the seeds showed none) */
        if (!before && !action && t->dice == TUI_THAAYAM_DICE_PROGRAM) {
                t->faces_score = t->st.nthrows > 0 ? t->st.throws[t->st.nthrows - 1] : 0;
                if (t->faces_score)
                        tui_thaayam_faces(t->faces_score,
                                          (unsigned)session_ply_count(s) * 7u, t->faces);
        }
        last_action(t, before, action);
        if (before && action) {
                tui_thaayam_describe(p, t, before, action);
                if (t->st.turn == ((const thaayam_state *)before)->turn)
                        follow_piece(p, action);
        }
}

static void th_announce_end(struct tui_play *p)
{
        struct tui_thaayam_screen *t = screen_of(p);
        thaayam_result r;
        int i;

        thaayam_get_result(&t->st, &r);
        if (r.winner < 0) {
                tui_play_say(p, TUI_WIN, "%s", _("The game is over."));
                return;
        }
        tui_play_say(p, TUI_WIN, _("%s wins: all four pieces borne off (T22)."),
                     who(p, r.winner));
        if (t->st.play_on) {
                tui_play_say(p, TUI_WIN, "%s", _("Places:"));
                for (i = 0; i < r.nplaces; i++)
                        tui_thaayam_append(p->msg, sizeof p->msg, " %d. %s", i + 1,
                                           seat_name(p, r.places[i]));
        } else if (thaayam_nseats(&t->st) > 2) {
                tui_thaayam_append(p->msg, sizeof p->msg, "%s",
                                   _(" c: play on for the places."));
        }
}

/* ------------------------------------------------------ the end of a turn */

/* Has a score of this turn been used? (Not in a turn voided by T9.) */
static bool any_used(const struct tui_thaayam_screen *t)
{
        for (int i = 0; i < t->st.nthrows; i++)
                if (t->st.throw_status[i] == THAAYAM_THROW_USED)
                        return true;
        return false;
}

/* Plays the `done` that ends a move phase in which no score can be used
 * any more (T11), after its pause; keys during the pause are ignored. */
static void finish_turn(struct tui_play *p)
{
        struct tui_thaayam_screen *t = screen_of(p);
        int seat_before = t->st.turn, extra = t->st.extra;
        char keep[TUI_PLAY_MSG_MAX];
        enum tui_role keep_role = p->msg_role;

        snprintf(keep, sizeof keep, "%s", p->msg);
        if (!tui_play_act(p, "done"))
                return;
        /* Forfeits stay in view; the rest gives way to the next player's
         * prompt. */
        if (extra && t->st.turn == seat_before)
                tui_play_say(p, TUI_WIN,
                             _("%s plays again: the extra turn of a capture (T15)."),
                             who(p, seat_before));
        else if (keep_role == TUI_ERROR)
                tui_play_say(p, TUI_ERROR, "%s", keep);
        else
                tui_play_clear_msg(p);
}

/* A person plays a seat (not a demonstration). */
static bool any_human(const struct tui_play *p)
{
        const struct session *s = tui_play_session(p);
        for (int i = 0; i < session_seat_count(s); i++)
                if (session_seat_at(s, i)->kind == SESSION_HUMAN)
                        return true;
        return false;
}

/* T11: no score can be used any more: say so, and end the turn after a
 * pause that lets everyone see why. */
static void end_of_turn(struct tui_play *p, long long now)
{
        struct tui_thaayam_screen *t = screen_of(p);
        char rem[96];

        if (t->done_pending) {
                finish_turn(p);
                return;
        }
        t->done_pending = true;
        /* people read why; a demonstration goes at its pace (+ and -) */
        p->next_auto_ms = now + (any_human(p) ? DONE_PAUSE_MS : 2 * p->pace.ms);
        tui_thaayam_remaining(&t->st, rem, sizeof rem);
        if (rem[0]) {
                if (p->msg[0] && p->msg_role != TUI_ERROR)
                        tui_thaayam_append(p->msg, sizeof p->msg, " ");
                else
                        tui_play_clear_msg(p);
                tui_thaayam_append(p->msg, sizeof p->msg,
                                   _("No score left can be used: %s forfeited (T11)."),
                                   rem);
                p->msg_role = TUI_ERROR;
        } else if (!any_used(t)) {
                /* a void turn (T9): its message says why */
        } else if (!p->msg[0] || p->msg_role == TUI_ERROR) {
                tui_play_say(p, TUI_INFO, "%s", _("All scores used."));
        } else {
                tui_thaayam_append(p->msg, sizeof p->msg, " %s", _("All scores used."));
        }
}

/* T11: no score of the move phase can be used any more: the turn ends by
 * itself (the session's turn driver says so). */
static bool th_forced(struct tui_play *p)
{
        return tui_play_rules_act(p);
}

/* The end of a turn (T11) is said, then played after a pause, here; a
 * computer's throw and move are the play screen's, at its pace. Nothing
 * happens by itself while the help is open. */
static bool th_automatic(struct tui_play *p, enum session_step step, const char *action,
                         long long now)
{
        (void)action;
        if (p->help_open)
                return true;
        if (step == SESSION_STEP_FORCED) {
                if (now >= p->next_auto_ms)
                        end_of_turn(p, now);
                return true;
        }
        return false;
}

static bool th_busy(struct tui_play *p)
{
        struct tui_thaayam_screen *t = screen_of(p);
        (void)p;
        return t->done_pending || t->st.phase == THAAYAM_PHASE_MOVE;
}

/* ------------------------------------------------------------- the turn */

/* Whether the choice made is a legal action (the preview is not refused). */
static bool choice_playable(struct tui_thaayam_screen *t)
{
        thaayam_action a;
        thaayam_preview pv;
        char why[TT_REASON_MAX];
        return tui_thaayam_choice_action(t, &a) &&
               tui_thaayam_choice_check(t, &a, &pv, why, sizeof why) == 0;
}

static void th_status(struct tui_play *p, char *buf, size_t len)
{
        struct tui_thaayam_screen *t = screen_of(p);
        const struct session_seat *seat = tui_play_to_move(p);
        const char *name = who(p, t->st.turn);

        if (p->replay)
                snprintf(buf, len, _("Replay: %s to play."), name);
        else if (t->st.phase == THAAYAM_PHASE_MOVE && th_forced(p))
                /* the pause before the turn ends by itself (T11) */
                snprintf(buf, len, _("End of %s's turn."), name);
        else if (seat && seat->kind == SESSION_COMPUTER)
                snprintf(buf, len,
                         t->st.phase == THAAYAM_PHASE_THROW ? _("%s throws...")
                                                            : _("%s moves..."),
                         name);
        else if (t->st.phase == THAAYAM_PHASE_THROW &&
                 t->dice == TUI_THAAYAM_DICE_PHYSICAL)
                snprintf(buf, len,
                         _("%s: throw the seeds and type the score (1 2 3 4 8)."), name);
        else if (t->st.phase == THAAYAM_PHASE_THROW)
                snprintf(buf, len, _("%s: press Enter to throw."), name);
        else if (t->choice.piece < 0 && t->choice.ngroup > 0) {
                /* a score typed first: say it was taken, and what comes next */
                char scores[THAAYAM_MAX_THROWS * 3 + 1] = "";
                for (int i = 0, at = 0; i < t->choice.ngroup && at < (int)sizeof scores;
                     i++)
                        at += snprintf(scores + at, sizeof scores - (size_t)at, "%s%d",
                                       i ? "+" : "", thaayam_values[t->choice.order[i]]);
                /* TRANSLATORS: %2$s is the score or scores chosen, e.g. "3"
                   or "4+1" (a twin's group) */
                snprintf(
                    buf, len,
                    _("%1$s: %2$s chosen; now a piece (Tab, or the cursor and Enter)."),
                    name, scores);
        } else if (t->choice.piece < 0)
                snprintf(buf, len, _("%s: choose a score (1 2 3 4 8) and a piece (Tab)."),
                         name);
        /* every prompt names whom it waits for (issue 25) */
        else if (t->choice.ngroup == 0)
                snprintf(
                    buf, len,
                    _("%s: type the score to use (1 2 3 4 8) or click it in the panel."),
                    name);
        else if (!choice_playable(t))
                /* the reason is said under the scores (panel.c) */
                snprintf(buf, len,
                         _("%s: not playable (see why in the panel); Esc clears it."),
                         name);
        else
                snprintf(
                    buf, len,
                    _("%s: Enter plays the previewed action; Esc clears the choice."),
                    name);
}

static int th_keys(struct tui_play *p, const char **k, int n, bool over)
{
        struct tui_thaayam_screen *t = screen_of(p);
        if (over) {
                if (!t->st.play_on && thaayam_nseats(&t->st) > 2 && !p->replay) {
                        k[n++] = "c";
                        k[n++] = _("play on");
                }
                return n;
        }
        if (tui_play_human_to_move(p) && t->st.phase == THAAYAM_PHASE_THROW) {
                /* the scores one by one, to click as well as type */
                k[n++] = t->dice == TUI_THAAYAM_DICE_PHYSICAL ? "1 2 3 4 8" : _("Enter");
                k[n++] = _("throw");
        } else if (tui_play_human_to_move(p) && !th_forced(p)) {
                /* not while the turn ends by itself (T11): those keys wait */
                k[n++] = "1-8";
                k[n++] = _("score");
                k[n++] = "Tab";
                k[n++] = _("piece");
                k[n++] = "e/w/b";
                k[n++] = _("enter/twin/off");
        }
        k[n++] = "v";
        k[n++] = _("path");
        return n;
}

static int own_piece_count_at(const struct tui_thaayam_screen *t, int sq)
{
        int seat = t->st.turn, idx = thaayam_index_of(seat, sq), q, n = 0;
        for (q = 0; q < 4; q++)
                n += idx >= 0 && t->st.pos[seat][q] == idx;
        return n;
}

static void select_unit(struct tui_play *p, int piece)
{
        struct tui_thaayam_screen *t = screen_of(p);
        enum tui_role role = p->msg_role;
        struct tui_thaayam_choice *c = &t->choice;
        int seat = t->st.turn, q = t->st.twin[seat][piece];

        if (q != THAAYAM_NO_TWIN) {
                c->piece = piece < q ? piece : q;
                c->piece2 = piece < q ? q : piece;
        } else {
                c->piece = piece;
                c->piece2 = -1;
        }
        if (t->st.pos[seat][c->piece] >= 0)
                t->cursor = thaayam_square_of(seat, t->st.pos[seat][c->piece]);
        if (role == TUI_ERROR)
                tui_play_clear_msg(p);
}

/* The units (singles, twins by their lower piece) of the player in a
 * fixed order; with sq >= 0 only those on that square. */
static int units(const struct tui_thaayam_screen *t, int sq, int out[4])
{
        int seat = t->st.turn, q, n = 0;
        for (q = 0; q < 4; q++) {
                int at = t->st.pos[seat][q], tw = t->st.twin[seat][q];
                if (at == THAAYAM_POS_HOME || (tw != THAAYAM_NO_TWIN && tw < q))
                        continue;
                if (sq >= 0 && (at < 0 || thaayam_square_of(seat, at) != sq))
                        continue;
                out[n++] = q;
        }
        return n;
}

/* The player's only unit on the board (a single piece or a twin), or -1
 * when there is none or more than one. */
static int only_unit_on_board(const struct tui_thaayam_screen *t)
{
        int list[4], n = units(t, -1, list), i, found = -1;
        for (i = 0; i < n; i++) {
                if (t->st.pos[t->st.turn][list[i]] < 0)
                        continue; /* off the board, to enter (T8) */
                if (found >= 0)
                        return -1;
                found = list[i];
        }
        return found;
}

static void next_unit(struct tui_play *p, int sq, int dir)
{
        struct tui_thaayam_screen *t = screen_of(p);
        int list[4], n = units(t, sq, list), i, cur = -1;
        if (n == 0) {
                char name[3];
                bool on_board = false;
                for (i = 0; i < 4; i++)
                        on_board |= t->st.pos[t->st.turn][i] >= 0;
                if (!on_board) {
                        tui_play_say(p, TUI_ERROR, "%s",
                                     _("None of your pieces is on the board: press e to "
                                       "enter one with a 1 (T8)."));
                } else if (sq >= 0 && t->choice.piece < 0 && only_unit_on_board(t) >= 0) {
                        /* nothing chosen and one piece (or twin) to choose
                         * from: Enter on another square means that one */
                        t->followed = false;
                        select_unit(p, only_unit_on_board(t));
                } else if (sq >= 0) {
                        thaayam_square_name(sq, name);
                        tui_play_say(
                            p, TUI_ERROR,
                            _("None of your pieces is on %s: Tab chooses one, or "
                              "Enter on its square."),
                            name);
                }
                return;
        }
        for (i = 0; i < n; i++)
                if (list[i] == t->choice.piece && !(t->followed && sq < 0))
                        cur = i;
        t->followed = false;
        select_unit(p, list[cur < 0 ? (dir > 0 ? 0 : n - 1) : (cur + dir + n) % n]);
}

static void add_score(struct tui_play *p, int score)
{
        struct tui_thaayam_screen *t = screen_of(p);
        struct tui_thaayam_choice *c = &t->choice;
        uint8_t left[THAAYAM_NVALUES];
        int v = thaayam_value_index(score), seat = t->st.turn, q;
        bool twins = false;

        thaayam_remaining(&t->st, left);
        for (q = 0; q < 4; q++)
                twins |= t->st.twin[seat][q] != THAAYAM_NO_TWIN &&
                         t->st.pos[seat][q] != THAAYAM_POS_HOME;
        /* No twin: a piece takes one score, the new one replaces. With a
         * twin the scores typed add up, whatever is chosen, until a twin
         * takes them (T17); a single piece with several is told to take
         * some back. */
        if (!twins) {
                memset(c->group, 0, sizeof c->group);
                c->ngroup = 0;
        }
        if (left[v] <= c->group[v]) {
                tui_play_say(p, TUI_ERROR,
                             c->group[v] ? _("No other unused %d in this turn.")
                                         : _("No unused %d in this turn."),
                             score);
                return;
        }
        c->group[v]++;
        c->order[c->ngroup++] = v;
        if (p->msg_role == TUI_ERROR)
                tui_play_clear_msg(p);
}

static void confirm(struct tui_play *p)
{
        struct tui_thaayam_screen *t = screen_of(p);
        thaayam_action a;
        thaayam_preview pv;
        char why[TT_REASON_MAX], text[THAAYAM_ACTION_MAX];

        if (!tui_thaayam_choice_action(t, &a)) {
                tui_play_say(p, TUI_ERROR, "%s",
                             t->choice.piece < 0
                                 ? _("Choose a piece: Tab, or Enter on its square.")
                                 : _("Choose a score: type 1, 2, 3, 4 or 8."));
                return;
        }
        thaayam_action_format(&a, text, sizeof text);
        if (tui_thaayam_choice_check(t, &a, &pv, why, sizeof why) != 0) {
                tui_play_say(p, TUI_ERROR, _("%s: %s"), text, _(why));
                return;
        }
        tui_play_act(p, text);
}

static void quick(struct tui_play *p, thaayam_action_kind kind)
{
        struct tui_thaayam_screen *t = screen_of(p);
        char text[THAAYAM_ACTION_MAX], why[TT_REASON_MAX];
        if (tui_thaayam_quick(t, kind, text, sizeof text, why, sizeof why) == 0)
                tui_play_act(p, text);
        else
                tui_play_say(p, TUI_ERROR, "%s", _(why));
}

/* Enter (or a click) on a square in the move phase. */
static void press_square(struct tui_play *p, int sq)
{
        struct tui_thaayam_screen *t = screen_of(p);
        thaayam_action a;
        int seat = t->st.turn, piece = t->choice.piece;

        if (tui_thaayam_choice_action(t, &a)) {
                thaayam_preview pv;
                char why[TT_REASON_MAX];
                int from = piece >= 0 && t->st.pos[seat][piece] >= 0
                               ? thaayam_square_of(seat, t->st.pos[seat][piece])
                               : -1;
                bool ok = tui_thaayam_choice_check(t, &a, &pv, why, sizeof why) == 0;
                if (sq == from || (ok && sq == pv.to_square) ||
                    own_piece_count_at(t, sq) == 0) {
                        confirm(p);
                        return;
                }
        } else if (piece >= 0 && own_piece_count_at(t, sq) == 0) {
                confirm(p); /* a piece is chosen: it says to choose a score */
                return;
        }
        next_unit(p, sq, 1);
}

static void throw_key(struct tui_play *p, int key, enum tui_action act)
{
        struct tui_thaayam_screen *t = screen_of(p);
        char action[16];

        if (t->dice == TUI_THAAYAM_DICE_PROGRAM) {
                if (act == TUI_A_OK)
                        tui_play_act(p, "throw");
                return;
        }
        if (key >= '0' && key <= '9' && thaayam_score_valid(key - '0')) {
                snprintf(action, sizeof action, "throw %d", key - '0');
                tui_play_act(p, action);
        } else if (act == TUI_A_OK || (key >= '0' && key <= '9')) {
                tui_play_say(
                    p, TUI_ERROR, "%s",
                    _("Type the score thrown: 1, 2, 3 or 4 light faces up, 8 for "
                      "none (T4)."));
        }
}

/* Keys of the move phase. */
static void move_key(struct tui_play *p, const struct tui_event *ev)
{
        struct tui_thaayam_screen *t = screen_of(p);
        struct tui_thaayam_choice *c = &t->choice;

        switch (ev->key) {
        case '1':
        case '2':
        case '3':
        case '4':
        case '8':
                add_score(p, ev->key - '0');
                return;
        case 'e':
        case 'E':
                quick(p, THAAYAM_ACT_ENTER);
                return;
        case 'w':
        case 'W':
                quick(p, THAAYAM_ACT_TWIN);
                return;
        case 'b':
        case 'B':
                quick(p, THAAYAM_ACT_OFF);
                return;
        case '\t':
        case KEY_BTAB:
                next_unit(p, -1, ev->key == '\t' ? 1 : -1);
                return;
        case KEY_BACKSPACE:
        case 127:
        case 8:
                if (c->ngroup > 0) {
                        c->ngroup--;
                        c->group[c->order[c->ngroup]]--;
                } else {
                        tui_thaayam_choice_clear(c);
                }
                tui_play_clear_msg(p);
                return;
        case 27:
                tui_thaayam_choice_clear(c);
                tui_play_clear_msg(p);
                return;
        default:
                break;
        }
        switch (ev->action) {
        case TUI_A_UP:
        case TUI_A_DOWN:
        case TUI_A_LEFT:
        case TUI_A_RIGHT:
                t->cursor = tui_layout_step(t->cursor, ev->action, 5, 5);
                if (p->msg_role == TUI_ERROR)
                        tui_play_clear_msg(p);
                break;
        case TUI_A_OK:
                press_square(p, t->cursor);
                break;
        default:
                break;
        }
}

/* T22: after the winner, the others play on for the places. The game
 * starts again from the position with play on (the log is kept), so the
 * game up to the winner is first saved on its own under a new name. */
static void play_on(struct tui_play *p)
{
        struct tui_thaayam_screen *t = screen_of(p);
        char why[TT_REASON_MAX], text[TT_STATE_MAX], name[256], path[4096];
        thaayam_state st = t->st;

        if (thaayam_play_on(&st) != THAAYAM_OK || thaayam_nseats(&st) < 3) {
                tui_play_say(p, TUI_ERROR, "%s",
                             _("There are no places left to play for."));
                return;
        }
        if (tui_default_save_name("thaayam", name, sizeof name) != 0 ||
            tui_save_game(tui_play_session(p), name, path, sizeof path, why,
                          sizeof why) != 0) {
                tui_play_say(p, TUI_ERROR, _("Could not save the game so far: %s"),
                             _(why));
                return;
        }
        thaayam_state_format(&st, text, sizeof text);
        tui_thaayam_log_keep(&t->log);
        if (tui_play_restart(p, text, why, sizeof why) != 0) {
                tui_thaayam_log_forget(&t->log);
                tui_play_say(p, TUI_ERROR, "%s", _(why));
                return;
        }
        tui_play_say(
            p, TUI_INFO,
            _("The game so far is saved as %s. Play goes on for the places: %s to play."),
            name, seat_name(p, t->st.turn));
}

static bool th_key(struct tui_play *p, const struct tui_event *ev)
{
        struct tui_thaayam_screen *t = screen_of(p);
        if (ev->key == 'v' || ev->key == 'V') {
                t->path = !t->path;
                return true;
        }
        if (ev->key == 'c' || ev->key == 'C') {
                if (tui_play_over(p) && !p->replay)
                        play_on(p);
                return true;
        }
        if (!tui_play_human_to_move(p) || p->paused)
                return false;
        /* The turn ends by itself (T11): a key now belongs to nobody (a
         * throw belongs to the player shown throwing). */
        if (th_forced(p))
                return true;
        if (t->st.phase == THAAYAM_PHASE_THROW)
                throw_key(p, ev->key, ev->action);
        else
                move_key(p, ev);
        return true;
}

static void th_click(struct tui_play *p, int y, int x)
{
        struct tui_thaayam_screen *t = screen_of(p);
        int row, col, sq, i;
        if (!tui_play_human_to_move(p) || th_forced(p))
                return; /* the turn ends by itself (T11) */
        /* a score in the panel: chosen as if typed */
        for (i = 0; i < t->nscore_at && t->st.phase == THAAYAM_PHASE_MOVE; i++)
                if (t->score_at[i].y == y && x >= t->score_at[i].x0 &&
                    x < t->score_at[i].x1) {
                        add_score(p, t->score_at[i].score);
                        return;
                }
        if (!tui_layout_hit(&p->layout, y, x, &row, &col))
                return;
        sq = tui_thaayam_square(row, col);
        t->cursor = sq;
        if (t->st.phase == THAAYAM_PHASE_THROW) {
                if (t->dice == TUI_THAAYAM_DICE_PROGRAM)
                        tui_play_act(p, "throw");
                return;
        }
        press_square(p, sq);
}

/* A typed action: checked by the rules first, for their reason. Scores
 * are typed only with physical dice (T4: the program's throws are its
 * own). */
static bool th_command(struct tui_play *p, const char *text)
{
        struct tui_thaayam_screen *t = screen_of(p);
        thaayam_action a;
        char why[TT_REASON_MAX];

        if (thaayam_action_parse(text, &a, why, sizeof why) != THAAYAM_OK)
                tui_play_say(p, TUI_ERROR, _("%s: %s"), text, _(why));
        else if (a.kind == THAAYAM_ACT_THROW && a.score == 0 &&
                 t->dice == TUI_THAAYAM_DICE_PHYSICAL)
                tui_play_say(p, TUI_ERROR, "%s",
                             _("Physical dice: type the score thrown, e.g. 'throw 4'."));
        else if (a.kind == THAAYAM_ACT_THROW && a.score != 0 &&
                 t->dice == TUI_THAAYAM_DICE_PROGRAM)
                tui_play_say(p, TUI_ERROR, "%s",
                             _("The program throws the seeds: type 'throw' or press "
                               "Enter (T4)."));
        else if (a.kind != THAAYAM_ACT_THROW &&
                 thaayam_action_check(&t->st, &t->ctx, &a, why, sizeof why) != THAAYAM_OK)
                tui_play_say(p, TUI_ERROR, _("%s: %s"), text, _(why));
        else
                return false;
        return true;
}

static void th_draw(struct tui_play *p)
{
        struct tui_thaayam_screen *t = screen_of(p);
        tui_thaayam_draw_play(p, t);
}

static const char *th_help_text(struct tui_play *p)
{
        (void)p;
        return tui_thaayam_help_text();
}

const struct tui_play_game tui_thaayam_screen = {
    .data_size = sizeof(struct tui_thaayam_screen),
    .name = "thaayam",
    .not_ours = N_("not a Thaayam game"),
    .layout = &tui_thaayam_layout_req,
    .help_title = N_("Thaayam: help"),
    .help_text = th_help_text,
    .command_label = N_("Action: "),
    .command_example = "1+3, enter1, done",
    .undone = N_("Action taken back."),
    .redone = N_("Action played again."),
    .action_words = tui_thaayam_action_words,
    .present_keep = th_present_keep,
    .present_move = tui_thaayam_present_move,
    .present_now = tui_thaayam_present_now,
    .pace_words = N_("Computers wait %.1f s between actions; p pauses, . steps."),
    .computer_pause_ms = 800,
    .think_ms_per_level = 300,
    .draw_resign = false,
    .undo_to_human = false,
    .opened = th_opened,
    .changed = th_changed,
    .reset = th_reset,
    .draw = th_draw,
    .status = th_status,
    .keys = th_keys,
    .key = th_key,
    .click = th_click,
    .command = th_command,
    .automatic = th_automatic,
    .announce_end = th_announce_end,
    .busy = th_busy,
};

enum tui_run tui_thaayam_play(const struct tui_thaayam_args *args, int first,
                              uint64_t seed)
{
        struct tui_play_source src = {.resume = args->resume,
                                      .load_file = args->load_file,
                                      .replay_file = args->replay_file,
                                      .loop = args->loop,
                                      .fixed_seed = args->set.seed != 0};
        struct session *fresh = NULL;
        char why[TT_REASON_MAX];

        chosen.dice = args->set.dice;
        chosen.look = args->set.look;
        if (!src.resume && !src.load_file && !src.replay_file) {
                fresh = tui_thaayam_new_session(&args->set, first, seed, args->state, why,
                                                sizeof why);
                if (!fresh) {
                        tui_stop();
                        net_print_clean(stderr, _("thaayam: cannot start the game: %s\n"),
                                        _(why));
                        return TUI_RUN_FAILED;
                }
        }
        return tui_play_main(&tui_thaayam_screen, &src, fresh);
}
