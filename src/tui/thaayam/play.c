/* thaayam/play.c: the Thaayam play screen. It draws a session
 * (src/session) and turns keys and clicks into actions in notation; every
 * question of legality goes to the rules library (thaayam.h: check,
 * preview), every change of the game to the session.
 *
 * Throw phase: Enter throws (physical dice: the score is typed). Move
 * phase: a score (or several, for a twin) and a piece, in either order;
 * the landing and captures are previewed; Enter plays. e, w, b enter,
 * declare a twin, bear off; ':' takes any action in notation. When only
 * `done` is left the turn passes by itself after a pause (T11). Computer
 * seats throw and move through the session at a pace people can follow.
 */
#include "tui/draw.h"
#include "tui/event.h"
#include "tui/files.h"
#include "tui/form.h"
#include "tui/help.h"
#include "tui/thaayam/internal.h"
#include "tui/thaayam/log.h"
#include "tui/pace.h"
#include "tui/think.h"
#include "record/record.h"
#include "session/session.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum prompt { P_NONE, P_QUIT, P_SAVE, P_LOAD, P_COMMAND };

enum { COMPUTER_PAUSE_MS = 800, DONE_PAUSE_MS = 1500, REPLAY_STEP_MS = 1000 };

struct play {
        struct session *s;
        struct tui_thaayam_settings set;
        thaayam_state st;
        thaayam_ctx ctx;
        char state[TT_STATE_MAX];
        bool replay;

        /* The choice being made in the move phase. */
        int piece, piece2; /* -1: none; piece2 >= 0 for a twin */
        uint8_t group[THAAYAM_NVALUES];
        int ngroup;
        int order[THAAYAM_MAX_THROWS]; /* values typed, for Backspace */
        int cursor;
        bool path;

        enum prompt prompt;
        struct tui_line line;
        char msg[400];
        enum tui_role msg_role;
        bool help_open;
        struct tui_help help;
        bool paused;
        struct tui_pace pace; /* computer pace, step while paused */

        long long next_auto_ms;
        bool done_pending; /* `done` is the only action: played after a pause */
        bool end_announced;
        uint8_t faces[4];
        int faces_score; /* the last throw drawn, 0: none */

        struct tui_thaayam_log log;
        struct tui_layout layout;
        struct tui_think think; /* a computer seat's choice, in a thread */
};

static void say(struct play *p, enum tui_role role, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void say(struct play *p, enum tui_role role, const char *fmt, ...)
{
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(p->msg, sizeof p->msg, fmt, ap);
        va_end(ap);
        p->msg_role = role;
}

/* ------------------------------------------------------------ session */

static void clear_choice(struct play *p)
{
        p->piece = p->piece2 = -1;
        memset(p->group, 0, sizeof p->group);
        p->ngroup = 0;
}

static void reload(struct play *p)
{
        const thaayam_state *pos = session_position(p->s);
        thaayam_phase was = p->st.phase;
        int was_turn = p->st.turn;

        p->st = *pos;
        session_state(p->s, p->state, sizeof p->state);
        if (was != p->st.phase || was_turn != p->st.turn)
                clear_choice(p);
        if (was_turn != p->st.turn) {
                p->cursor = thaayam_palace(p->st.turn);
                p->faces_score = 0;
                if (p->msg_role == TUI_ERROR)
                        p->msg[0] = '\0';
        }
        tui_thaayam_log_rebuild(&p->log, p->s);
}

static void autosave(struct play *p)
{
        if (p->replay)
                return;
        if (session_over(p->s))
                record_autosave_clear("thaayam"); /* nothing to resume */
        else
                record_autosave(p->s, NULL);
}

static void on_change(struct session *s, void *ctx)
{
        (void)s;
        autosave(ctx);
}

static void set_seats(struct session *s, const struct tui_thaayam_settings *set)
{
        int i;
        for (i = 0; i < 4; i++) {
                const struct tui_thaayam_seat *seat = &set->seat[i];
                if (!session_seat(s, tui_thaayam_seat_ids[i]))
                        continue;
                session_set_seat(s, tui_thaayam_seat_ids[i],
                                 seat->kind == TUI_THAAYAM_COMPUTER ? SESSION_COMPUTER
                                                                    : SESSION_HUMAN,
                                 seat->level, seat->name[0] ? seat->name : NULL);
        }
}

static struct session *new_session(const struct tui_thaayam_settings *set, int first,
                                   uint64_t seed, const char *state, char *why,
                                   size_t len)
{
        struct session_settings ss;
        struct session *s;
        char seats[5];
        int i, n = 0;

        session_settings_default(&ss);
        for (i = 0; i < 4; i++)
                if (set->seat[i].kind != TUI_THAAYAM_EMPTY)
                        seats[n++] = tui_thaayam_seat_ids[i];
        seats[n] = '\0';
        if (state) {
                thaayam_state st;
                if (thaayam_from_string(&st, state, why, len) != THAAYAM_OK)
                        return NULL;
                /* The seats and the capture rule of the position. */
                n = 0;
                for (i = 0; i < 4; i++)
                        if (st.seats & (1u << i))
                                seats[n++] = tui_thaayam_seat_ids[i];
                seats[n] = '\0';
                snprintf(ss.options, sizeof ss.options, "seats=%s capture=%s first=%c",
                         seats, st.capture == THAAYAM_CAPTURE_WHOLE ? "whole" : "split",
                         thaayam_seat_char(st.turn));
        } else {
                snprintf(ss.options, sizeof ss.options, "seats=%s capture=%s first=%c",
                         seats, set->capture == THAAYAM_CAPTURE_WHOLE ? "whole" : "split",
                         tui_thaayam_seat_ids[first >= 0 && first < 4 ? first : 0]);
        }
        ss.undo_allowed = set->undo;
        ss.seed = seed;
        s = session_new(&tt_thaayam_ops, &ss, tui_now_ms(), why, len);
        if (!s)
                return NULL;
        if (state && session_set_state(s, state, tui_now_ms(), why, len) != 0) {
                session_free(s);
                return NULL;
        }
        set_seats(s, set);
        return s;
}

/* ------------------------------------------------------------- helpers */

static bool game_over(const struct play *p)
{
        return session_over(p->s);
}

static const struct session_seat *to_move(const struct play *p)
{
        return session_seat(p->s, session_turn(p->s));
}

static bool human_to_move(const struct play *p)
{
        const struct session_seat *seat = to_move(p);
        return !p->replay && seat && seat->kind == SESSION_HUMAN && !game_over(p);
}

static const char *seat_name(const struct play *p, int seat)
{
        const struct session_seat *ss = session_seat(p->s, thaayam_seat_char(seat));
        return ss ? ss->name : "?";
}

static bool human_seat(const struct play *p, int seat)
{
        const struct session_seat *ss = session_seat(p->s, thaayam_seat_char(seat));
        return ss && ss->kind == SESSION_HUMAN;
}

/* "Ana (South)", or just "South" when the name is the seat's word. */
static const char *who(const struct play *p, int seat)
{
        static char buf[SESSION_NAME_MAX + 24];
        tui_thaayam_who(seat_name(p, seat), seat, buf, sizeof buf);
        return buf;
}

static int turn_seat(const struct play *p)
{
        return p->st.turn;
}

/* What happened in an action: throws, captures (T14, T15). */
static void describe_after(struct play *p, const thaayam_state *before,
                           const char *action)
{
        char cap[64], rem[96], voids[96];
        int seat = before->turn, i;
        char name[SESSION_NAME_MAX + 24];

        snprintf(name, sizeof name, "%s", seat_name(p, seat));
        if (before->phase == THAAYAM_PHASE_THROW) {
                int score = p->st.phase == THAAYAM_PHASE_THROW || p->st.turn != seat
                                ? (p->st.nthrows > 0 && p->st.turn == seat
                                       ? p->st.throws[p->st.nthrows - 1]
                                       : 0)
                                : p->st.throws[p->st.nthrows - 1];
                if (score == 0)
                        return;
                /* Typed scores of physical dice have no faces to draw. */
                if (p->set.dice == TUI_THAAYAM_DICE_PROGRAM || !human_seat(p, seat)) {
                        tui_thaayam_faces(score, (unsigned)session_ply_count(p->s) * 7u,
                                          p->faces);
                        p->faces_score = score;
                }
                if (p->st.phase == THAAYAM_PHASE_THROW) {
                        say(p, TUI_INFO, _("%s threw %d: throw again (T5)."), name,
                            score);
                        return;
                }
                tui_thaayam_remaining(&p->st, rem, sizeof rem);
                voids[0] = '\0';
                for (i = 0; i < p->st.nthrows; i++)
                        if (p->st.throw_status[i] >= THAAYAM_THROW_VOID_BEFORE_1)
                                tui_thaayam_append(voids, sizeof voids, "%s%d",
                                                   voids[0] ? " " : "", p->st.throws[i]);
                if (p->st.nthrows >= THAAYAM_MAX_THROWS)
                        say(p, TUI_INFO, _("%s threw %d: the last throw allowed."), name,
                            score);
                else
                        say(p, TUI_INFO, _("%s threw %d: end of the throws (T5)."), name,
                            score);
                if (voids[0] && rem[0])
                        tui_thaayam_append(p->msg, sizeof p->msg,
                                           _(" Void: %s (before the first 1, T9)."),
                                           voids);
                else if (voids[0])
                        tui_thaayam_append(p->msg, sizeof p->msg,
                                           _(" No 1, no piece in play: all void (T9)."));

                return;
        }
        tui_thaayam_captures(before, &p->st, seat, cap, sizeof cap);
        if (cap[0]) {
                say(p, TUI_WIN,
                    _("%s captures %s (T14): %s plays again after this turn (T15)."),
                    action, cap, name);
                return;
        }
        if (strncmp(action, "twin", 4) == 0)
                say(p, TUI_INFO, _("%s declares a twin: %s (T16)."), name, action);
        else if (strncmp(action, "off", 3) == 0)
                say(p, TUI_INFO, _("%s bears a piece off: %s (T21)."), name, action);
        else if (strcmp(action, "done") != 0)
                say(p, TUI_INFO, _("%s played %s."), name, action);
}

/* Plays an action through the session; says why when refused. */
static bool play_action(struct play *p, const char *action)
{
        char why[TT_REASON_MAX];
        thaayam_state before = p->st;

        if (session_play(p->s, action, tui_now_ms(), why, sizeof why) != 0) {
                say(p, TUI_ERROR, _("%s: %s"), action, _(why));
                return false;
        }
        reload(p);
        clear_choice(p);
        p->done_pending = false;
        describe_after(p, &before, action);
        tui_pace_acted(&p->pace);
        return true;
}

static void announce_end(struct play *p)
{
        thaayam_result r;
        int i;

        thaayam_get_result(&p->st, &r);
        if (r.winner >= 0) {
                say(p, TUI_WIN, _("%s wins: all four pieces borne off (T22)."),
                    who(p, r.winner));
                if (p->st.play_on) {
                        say(p, TUI_WIN, "%s", _("Places:"));
                        for (i = 0; i < r.nplaces; i++)
                                tui_thaayam_append(p->msg, sizeof p->msg, " %d. %s",
                                                   i + 1, seat_name(p, r.places[i]));
                } else if (thaayam_nseats(&p->st) > 2) {
                        tui_thaayam_append(p->msg, sizeof p->msg, "%s",
                                           _(" c: play on for the places."));
                }
        } else {
                say(p, TUI_WIN, "%s", _("The game is over."));
        }
        p->end_announced = true;
}

/* ------------------------------------------------- the choice of action */

static int own_piece_count_at(const struct play *p, int sq)
{
        int seat = turn_seat(p), idx = thaayam_index_of(seat, sq), q, n = 0;
        for (q = 0; q < 4; q++)
                n += idx >= 0 && p->st.pos[seat][q] == idx;
        return n;
}

/* The action of the current choice; false when incomplete. */
static bool choice_action(const struct play *p, thaayam_action *a)
{
        int seat = turn_seat(p), at, v;

        memset(a, 0, sizeof *a);
        if (p->piece < 0 || p->ngroup == 0)
                return false;
        at = p->st.pos[seat][p->piece];
        a->piece = (uint8_t)p->piece;
        if (p->piece2 >= 0) {
                a->piece2 = (uint8_t)p->piece2;
                if (at == THAAYAM_POS_OFF) {
                        a->kind = THAAYAM_ACT_TWIN_ENTER; /* T19 */
                        return true;
                }
                a->kind = THAAYAM_ACT_TWIN_MOVE; /* T17 */
                for (v = 0; v < THAAYAM_NVALUES; v++)
                        a->group[v] = p->group[v];
                return true;
        }
        for (v = 0; v < THAAYAM_NVALUES; v++)
                if (p->group[v])
                        a->score = thaayam_values[v];
        if (p->ngroup > 1) {
                a->kind = THAAYAM_ACT_MOVE; /* refused below: one score (T7) */
                return true;
        }
        /* Other scores than 1 off the board or on the castle: a move, which
         * the rules refuse with their reason (T8, T10). */
        if (at == THAAYAM_POS_OFF && a->score == 1)
                a->kind = THAAYAM_ACT_ENTER; /* T8 */
        else if (at == THAAYAM_CASTLE_INDEX && a->score == 1)
                a->kind = THAAYAM_ACT_OFF; /* T21 */
        else
                a->kind = THAAYAM_ACT_MOVE;
        return true;
}

/* Checks the current choice: 0 when legal (then *pv is the preview), -1
 * with the reason. */
static int check_choice(struct play *p, thaayam_action *a, thaayam_preview *pv, char *why,
                        size_t len)
{
        why[0] = '\0';
        if (!choice_action(p, a))
                return -1;
        if (p->piece2 < 0 && p->ngroup > 1) {
                snprintf(why, len, "%s",
                         _("a single piece moves by one score at a time (T7); "
                           "Backspace takes a score back"));
                return -1;
        }
        if (thaayam_check(&p->st, &p->ctx, a, why, len) != THAAYAM_OK)
                return -1;
        if (thaayam_preview_action(&p->st, a, pv) != THAAYAM_OK)
                memset(pv, 0, sizeof *pv);
        return 0;
}

static void select_unit(struct play *p, int piece)
{
        int seat = turn_seat(p), q = p->st.twin[seat][piece];
        if (q != THAAYAM_NO_TWIN) {
                p->piece = piece < q ? piece : q;
                p->piece2 = piece < q ? q : piece;
        } else {
                p->piece = piece;
                p->piece2 = -1;
        }
        /* A single piece takes one score: keep the last typed only. */
        if (p->piece2 < 0 && p->ngroup > 1) {
                int last = p->order[p->ngroup - 1];
                memset(p->group, 0, sizeof p->group);
                p->group[last] = 1;
                p->order[0] = last;
                p->ngroup = 1;
        }
        if (p->st.pos[seat][p->piece] >= 0)
                p->cursor = thaayam_square_of(seat, p->st.pos[seat][p->piece]);
        if (p->msg_role == TUI_ERROR)
                p->msg[0] = '\0';
}

/* The units (singles, twins by their lower piece) of the player in a
 * fixed order; with sq >= 0 only those on that square. */
static int units(const struct play *p, int sq, int out[4])
{
        int seat = turn_seat(p), q, n = 0;
        for (q = 0; q < 4; q++) {
                int at = p->st.pos[seat][q], t = p->st.twin[seat][q];
                if (at == THAAYAM_POS_HOME || (t != THAAYAM_NO_TWIN && t < q))
                        continue;
                if (sq >= 0 && (at < 0 || thaayam_square_of(seat, at) != sq))
                        continue;
                out[n++] = q;
        }
        return n;
}

static void next_unit(struct play *p, int sq, int dir)
{
        int list[4], n = units(p, sq, list), i, cur = -1;
        if (n == 0) {
                char name[3];
                if (sq >= 0) {
                        thaayam_square_name(sq, name);
                        say(p, TUI_ERROR, _("None of your pieces is on %s."), name);
                }
                return;
        }
        for (i = 0; i < n; i++)
                if (list[i] == p->piece)
                        cur = i;
        select_unit(p, list[cur < 0 ? (dir > 0 ? 0 : n - 1) : (cur + dir + n) % n]);
}

static void add_score(struct play *p, int score)
{
        uint8_t c[THAAYAM_NVALUES];
        int v = thaayam_value_index(score), seat = turn_seat(p), q;
        bool twins = false;

        thaayam_remaining(&p->st, c);
        for (q = 0; q < 4; q++)
                twins |= p->st.twin[seat][q] != THAAYAM_NO_TWIN &&
                         p->st.pos[seat][q] != THAAYAM_POS_HOME;
        /* A single piece (or no twin at all): the new score replaces. */
        if (p->piece2 < 0 && (p->piece >= 0 || !twins)) {
                memset(p->group, 0, sizeof p->group);
                p->ngroup = 0;
        }
        if (c[v] <= p->group[v]) {
                say(p, TUI_ERROR,
                    p->group[v] ? _("No other unused %d in this turn.")
                                : _("No unused %d in this turn."),
                    score);
                return;
        }
        p->group[v]++;
        p->order[p->ngroup++] = v;
        if (p->msg_role == TUI_ERROR)
                p->msg[0] = '\0';
}

static void confirm(struct play *p)
{
        thaayam_action a;
        thaayam_preview pv;
        char why[TT_REASON_MAX], text[THAAYAM_ACTION_STRLEN];

        if (!choice_action(p, &a)) {
                say(p, TUI_ERROR, "%s",
                    p->piece < 0 ? _("Choose a piece: Tab, or Enter on its square.")
                                 : _("Choose a score: type 1, 2, 3, 4 or 8."));
                return;
        }
        thaayam_format_action(&a, text, sizeof text);
        if (check_choice(p, &a, &pv, why, sizeof why) != 0) {
                say(p, TUI_ERROR, _("%s: %s"), text, _(why));
                return;
        }
        play_action(p, text);
}

/* e, w, b: the first legal action of a kind, or why none is. */
static void quick(struct play *p, thaayam_action_kind kind)
{
        int seat = turn_seat(p), q, r;
        char why[TT_REASON_MAX] = "", first_why[TT_REASON_MAX] = "";
        char text[THAAYAM_ACTION_STRLEN];
        thaayam_action a;

        for (q = 0; q < 4; q++)
                for (r = q + 1; r < (kind == THAAYAM_ACT_TWIN ? 4 : q + 2); r++) {
                        memset(&a, 0, sizeof a);
                        a.kind = (uint8_t)kind;
                        a.piece = (uint8_t)q;
                        a.piece2 = (uint8_t)(kind == THAAYAM_ACT_TWIN ? r : 0);
                        if (kind == THAAYAM_ACT_ENTER &&
                            p->st.twin[seat][q] != THAAYAM_NO_TWIN) {
                                if (p->st.twin[seat][q] < q)
                                        continue;
                                a.kind = THAAYAM_ACT_TWIN_ENTER; /* T19 */
                                a.piece2 = (uint8_t)p->st.twin[seat][q];
                        }
                        if (kind == THAAYAM_ACT_ENTER &&
                            p->st.pos[seat][q] != THAAYAM_POS_OFF)
                                continue;
                        if (kind == THAAYAM_ACT_OFF &&
                            p->st.pos[seat][q] != THAAYAM_CASTLE_INDEX)
                                continue;
                        if (kind == THAAYAM_ACT_TWIN &&
                            (p->st.pos[seat][q] != THAAYAM_TWIN_INDEX ||
                             p->st.pos[seat][r] != THAAYAM_TWIN_INDEX))
                                continue;
                        /* The selected piece first. */
                        if (thaayam_check(&p->st, &p->ctx, &a, why, sizeof why) ==
                            THAAYAM_OK) {
                                if (p->piece >= 0 && q != p->piece && r != p->piece &&
                                    kind != THAAYAM_ACT_TWIN) {
                                        /* prefer the chosen piece when it can */
                                        thaayam_action b = a;
                                        b.piece = (uint8_t)p->piece;
                                        if (b.kind != THAAYAM_ACT_TWIN_ENTER &&
                                            thaayam_check(&p->st, &p->ctx, &b, NULL, 0) ==
                                                THAAYAM_OK)
                                                a = b;
                                }
                                thaayam_format_action(&a, text, sizeof text);
                                play_action(p, text);
                                return;
                        }
                        if (!first_why[0]) {
                                thaayam_format_action(&a, text, sizeof text);
                                snprintf(first_why, sizeof first_why, "%s: %s", text,
                                         _(why));
                        }
                }
        if (first_why[0]) {
                say(p, TUI_ERROR, "%s", first_why);
                return;
        }
        switch (kind) {
        case THAAYAM_ACT_ENTER:
                say(p, TUI_ERROR, "%s", _("No piece of yours is off the board (T8)."));
                break;
        case THAAYAM_ACT_TWIN:
                say(p, TUI_ERROR, "%s",
                    _("A twin needs two of your single pieces on the opposite palace "
                      "(T16)."));
                break;
        default:
                say(p, TUI_ERROR, "%s", _("No piece of yours is on the castle (T21)."));
                break;
        }
}

/* ------------------------------------------------------------- drawing */

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
static int draw_throws(struct play *p, int y, int x, bool all, bool draw)
{
        const struct tui_rect *r = &p->layout.panel;
        int indent = x, lines = 1, right = r->x + r->w;
        int max_lines = indent + 8 > right ? 1 : SCORE_LINES;
        uint8_t marked[THAAYAM_NVALUES];
        char buf[16];
        memset(marked, 0, sizeof marked);
        for (int i = 0; i < p->st.nthrows; i++) {
                int t = p->st.throws[i], v = thaayam_value_index(t);
                enum tui_role role = TUI_NORMAL;
                switch (p->st.throw_status[i]) {
                case THAAYAM_THROW_VOID_BEFORE_1:
                case THAAYAM_THROW_VOID_NO_1:
                        snprintf(buf, sizeof buf, " -%d-", t);
                        role = TUI_DIM;
                        break;
                case THAAYAM_THROW_USED:
                        snprintf(buf, sizeof buf, " (%d)", t);
                        role = TUI_DIM;
                        break;
                case THAAYAM_THROW_UNUSED:
                        snprintf(buf, sizeof buf, " %d", t);
                        if (v >= 0 && marked[v] < p->group[v]) {
                                marked[v]++;
                                role = TUI_CURSOR;
                        }
                        break;
                default:
                        snprintf(buf, sizeof buf, " %d", t);
                        break;
                }
                if (!all && spent(p->st.throw_status[i]))
                        continue;
                /* the last line keeps room for " +NN" unless this throw is last */
                int last_line = lines == max_lines;
                int need =
                    tui_text_width(buf) + (last_line && i + 1 < p->st.nthrows ? 4 : 0);
                if (x + need > right) {
                        if (last_line) {
                                if (!draw)
                                        return 0;
                                char more[16];
                                int left = 0;
                                for (int k = i; k < p->st.nthrows; k++)
                                        left += all || !spent(p->st.throw_status[k]);
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
                x += tui_text_width(buf);
        }
        return lines;
}

static void draw_panel(struct play *p, const thaayam_action *a, int choice_rc,
                       const thaayam_preview *pv, const char *why)
{
        const struct tui_rect *r = &p->layout.panel;
        const struct tui_glyphs *g = tui_glyphs();
        int y = r->y, s, q, i, x;
        char buf[200], text[THAAYAM_ACTION_STRLEN];

        tui_text(y++, r->x, r->w, TUI_TITLE, _("Players"));
        for (s = 0; s < 4; s++) {
                char off[8] = "", home[8] = "";
                bool active;
                if (!(p->st.seats & (1u << s)))
                        continue;
                active = s == p->st.turn && !game_over(p);
                for (q = 0; q < 4; q++) {
                        if (p->st.pos[s][q] == THAAYAM_POS_OFF)
                                tui_thaayam_append(off, sizeof off, "%d", q + 1);
                        if (p->st.pos[s][q] == THAAYAM_POS_HOME)
                                tui_thaayam_append(home, sizeof home, "%d", q + 1);
                }
                snprintf(buf, sizeof buf, "%s%c %-8.8s", active ? g->bullet : " ",
                         thaayam_seat_char(s) - 32, seat_name(p, s));
                x = r->x + tui_text(y, r->x, r->w,
                                    active ? TUI_ACTIVE : tui_thaayam_seat_role(s), buf);
                buf[0] = '\0';
                if (off[0])
                        tui_thaayam_append(buf, sizeof buf, _(" off:%s"), off);
                if (home[0])
                        tui_thaayam_append(buf, sizeof buf, _(" home:%s"), home);
                tui_text(y, x, r->x + r->w - x, TUI_DIM, buf);
                y++;
        }
        y++;
        x = r->x +
            tui_text(y, r->x, r->w, TUI_TITLE,
                     p->st.phase == THAAYAM_PHASE_THROW ? _("Throws:") : _("Scores:"));
        /* a long turn that does not fit shows only the scores still to use */
        bool all = draw_throws(p, y, x, true, false) > 0;
        y += draw_throws(p, y, x, all, true) - 1;
        y++;
        if (p->faces_score) {
                x = r->x + tui_thaayam_draw_seeds(y, r->x, r->w, p->faces, p->set.look);
                tui_textf(y, x, r->x + r->w - x, TUI_INFO, "= %d", p->faces_score);
        }
        y++;
        /* The choice and its preview. */
        if (p->st.phase == THAAYAM_PHASE_MOVE && !game_over(p) && p->piece >= 0) {
                if (p->piece2 >= 0)
                        snprintf(buf, sizeof buf, _("Twin %d&%d"), p->piece + 1,
                                 p->piece2 + 1);
                else
                        snprintf(buf, sizeof buf, _("Piece %d"), p->piece + 1);
                if (p->st.pos[p->st.turn][p->piece] == THAAYAM_POS_OFF)
                        tui_thaayam_append(buf, sizeof buf, "%s", _(" (off the board)"));
                tui_text(y++, r->x, r->w, TUI_INFO, buf);
        }
        if (choice_rc == 0) {
                char to[3] = "";
                thaayam_format_action(a, text, sizeof text);
                if (pv->to_square >= 0)
                        thaayam_square_name(pv->to_square, to);
                if (pv->to_square >= 0)
                        snprintf(buf, sizeof buf, _("%s to %s"), text, to);
                else
                        snprintf(buf, sizeof buf, "%s", text);
                if (pv->ncaptured > 0) {
                        tui_thaayam_append(buf, sizeof buf, "%s", _(" captures"));
                        for (i = 0; i < pv->ncaptured; i++)
                                tui_thaayam_append(
                                    buf, sizeof buf, " %c%d",
                                    thaayam_seat_char(pv->captured_seat[i]) - 32,
                                    pv->captured_piece[i] + 1);
                }
                if (pv->splits)
                        tui_thaayam_append(buf, sizeof buf, "%s", _(", splits (T20)"));
                tui_text(y++, r->x, r->w, TUI_TARGET, buf);
        } else if (why && why[0] && p->ngroup > 0 && p->piece >= 0) {
                struct tui_rect wr = {y, r->x, 2, r->w};
                y += tui_text_wrap(&wr, TUI_ERROR, why, 0) > 1 ? 2 : 1;
        }
        y++;
        if (y >= r->y + r->h)
                return;
        tui_text(y++, r->x, r->w, TUI_TITLE, _("Log"));
        {
                /* The newest turns that fit, oldest first. */
                int room = r->y + r->h - y, lines = 0, first = p->log.n;
                while (first > 0) {
                        char line[TUI_THAAYAM_LOG_TEXT + 8];
                        struct tui_rect m = {0, 0, 0, r->w};
                        snprintf(line, sizeof line, "%c%s",
                                 thaayam_seat_char(p->log.e[first - 1].seat) - 32,
                                 p->log.e[first - 1].text);
                        int h = tui_text_wrap(&m, TUI_NORMAL, line, 0);
                        if (lines + h > room)
                                break;
                        lines += h;
                        first--;
                }
                for (i = first; i < p->log.n; i++) {
                        char line[TUI_THAAYAM_LOG_TEXT + 8];
                        struct tui_rect m = {y, r->x, r->y + r->h - y, r->w};
                        snprintf(line, sizeof line, "%c%s",
                                 thaayam_seat_char(p->log.e[i].seat) - 32,
                                 p->log.e[i].text);
                        y += tui_text_wrap(&m, i == p->log.n - 1 ? TUI_INFO : TUI_NORMAL,
                                           line, 0);
                }
        }
}

static void status_text(struct play *p, char *buf, size_t len, enum tui_role *role)
{
        const struct session_seat *seat = to_move(p);
        const char *name = who(p, p->st.turn);

        *role = TUI_INFO;
        if (p->msg[0]) {
                snprintf(buf, len, "%s", p->msg);
                *role = p->msg_role;
                return;
        }
        if (game_over(p)) {
                snprintf(buf, len, "%s", _("The game is over."));
                return;
        }
        if (p->paused) {
                snprintf(buf, len, "%s", _("Paused. Press p to go on."));
                return;
        }
        if (p->replay) {
                snprintf(buf, len, _("Replay: %s to play."), name);
                return;
        }
        if (seat && seat->kind == SESSION_COMPUTER) {
                snprintf(buf, len,
                         p->st.phase == THAAYAM_PHASE_THROW ? _("%s throws...")
                                                            : _("%s moves..."),
                         name);
                return;
        }
        if (p->st.phase == THAAYAM_PHASE_THROW) {
                if (p->set.dice == TUI_THAAYAM_DICE_PHYSICAL)
                        snprintf(buf, len,
                                 _("%s: throw the seeds and type the score (1 2 3 4 8)."),
                                 name);
                else
                        snprintf(buf, len, _("%s: press Enter to throw."), name);
                return;
        }
        if (p->piece < 0)
                snprintf(buf, len, _("%s: choose a score (1 2 3 4 8) and a piece (Tab)."),
                         name);
        else if (p->ngroup == 0)
                snprintf(buf, len, "%s", _("Now type the score to use (1 2 3 4 8)."));
        else
                snprintf(buf, len, "%s",
                         _("Enter plays the previewed action; Esc clears the choice."));
}

static void draw(struct play *p)
{
        static const char *keys[32];
        struct tui_thaayam_view v;
        thaayam_action a;
        thaayam_preview pv;
        char buf[480], right[64], why[TT_REASON_MAX] = "";
        enum tui_role role;
        int rows, cols, k = 0, rc = -1;
        bool move_phase, long_msg = false;

        getmaxyx(stdscr, rows, cols);
        tui_layout_compute(&p->layout, &tui_thaayam_layout_req, rows, cols);
        erase();
        if (p->help_open) {
                tui_help_draw(&p->help);
                return;
        }
        if (p->layout.too_small) {
                tui_draw_enlarge_play(rows, cols, p->prompt == P_QUIT,
                                      !game_over(p) && !p->replay);
                return;
        }
        move_phase =
            p->st.phase == THAAYAM_PHASE_MOVE && !game_over(p) && human_to_move(p);
        if (move_phase)
                rc = check_choice(p, &a, &pv, why, sizeof why);
        snprintf(right, sizeof right, _("action %zu"), session_ply_count(p->s) + 1);
        snprintf(buf, sizeof buf, _("Thaayam: %d players, captured twins %s"),
                 thaayam_nseats(&p->st),
                 p->st.capture == THAAYAM_CAPTURE_WHOLE ? _("whole") : _("split"));
        tui_draw_title(&p->layout, buf, right);

        memset(&v, 0, sizeof v);
        v.st = &p->st;
        v.cursor = human_to_move(p) && p->prompt != P_COMMAND ? p->cursor : -1;
        v.from = v.to = -1;
        v.path_seat = p->path ? p->st.turn : -1;
        if (move_phase && p->piece >= 0 && p->st.pos[p->st.turn][p->piece] >= 0)
                v.from = thaayam_square_of(p->st.turn, p->st.pos[p->st.turn][p->piece]);
        if (rc == 0) {
                v.to = pv.to_square;
                if (pv.ncaptured > 0 && pv.to_square >= 0)
                        v.capture = 1u << pv.to_square;
        }
        tui_thaayam_draw_board(&p->layout, &v);
        draw_panel(p, &a, rc, &pv, why);

        switch (p->prompt) {
        case P_COMMAND:
                tui_fill(&p->layout.status, TUI_NORMAL);
                tui_line_draw(&p->line, p->layout.status.y, 1, cols - 2, _("Action: "));
                break;
        case P_SAVE:
                tui_fill(&p->layout.status, TUI_NORMAL);
                tui_line_draw(&p->line, p->layout.status.y, 1, cols - 2, _("Save to: "));
                break;
        case P_LOAD:
                tui_fill(&p->layout.status, TUI_NORMAL);
                tui_line_draw(&p->line, p->layout.status.y, 1, cols - 2,
                              _("Load from: "));
                break;
        case P_QUIT:
                tui_draw_status(&p->layout, TUI_ERROR,
                                tui_quit_question(!game_over(p) && !p->replay));
                break;
        default:
                status_text(p, buf, sizeof buf, &role);
                tui_draw_status(&p->layout, role, buf);
                /* A message longer than the line (a rule's reason) takes
                 * the help line too while it is shown. */
                if (tui_text_width(buf) > cols - 2) {
                        struct tui_rect two = {p->layout.status.y, 1, 2, cols - 2};
                        tui_fill(&p->layout.status, TUI_NORMAL);
                        tui_fill(&p->layout.help, TUI_NORMAL);
                        tui_text_wrap(&two, role, buf, 0);
                        long_msg = true;
                }
                break;
        }

        if (p->prompt == P_COMMAND || p->prompt == P_SAVE || p->prompt == P_LOAD) {
                keys[k++] = _("Enter");
                keys[k++] = _("done");
                keys[k++] = _("Esc");
                keys[k++] = _("cancel");
        } else if (p->prompt != P_NONE) {
                keys[k++] = "y/n";
                keys[k++] = _("answer");
        } else {
                if (game_over(p)) {
                        keys[k++] = "n";
                        keys[k++] = _("new game");
                        if (!p->st.play_on && thaayam_nseats(&p->st) > 2 && !p->replay) {
                                keys[k++] = "c";
                                keys[k++] = _("play on");
                        }
                } else if (p->st.phase == THAAYAM_PHASE_THROW) {
                        keys[k++] =
                            p->set.dice == TUI_THAAYAM_DICE_PHYSICAL ? "1-8" : _("Enter");
                        keys[k++] = _("throw");
                } else {
                        keys[k++] = "1-8";
                        keys[k++] = _("score");
                        keys[k++] = "Tab";
                        keys[k++] = _("piece");
                        keys[k++] = "e/w/b";
                        keys[k++] = _("enter/twin/off");
                }
                keys[k++] = ":";
                keys[k++] = _("type");
                keys[k++] = "?";
                keys[k++] = _("help");
                keys[k++] = "q";
                keys[k++] = _("quit");
                if (p->set.undo) {
                        keys[k++] = "u";
                        keys[k++] = _("undo");
                }
                keys[k++] = "v";
                keys[k++] = _("path");
                keys[k++] = "s/o";
                keys[k++] = _("save/load");
                keys[k++] = "p";
                keys[k++] = _("pause");
        }
        keys[k] = NULL;
        if (!long_msg)
                tui_draw_help_line(&p->layout, keys);
}

/* ---------------------------------------------------------------- input */

static void move_cursor(struct play *p, enum tui_action a)
{
        int r = 4 - p->cursor / 5, c = p->cursor % 5;
        switch (a) {
        case TUI_A_UP:
                r = r > 0 ? r - 1 : 4;
                break;
        case TUI_A_DOWN:
                r = r < 4 ? r + 1 : 0;
                break;
        case TUI_A_LEFT:
                c = c > 0 ? c - 1 : 4;
                break;
        case TUI_A_RIGHT:
                c = c < 4 ? c + 1 : 0;
                break;
        default:
                return;
        }
        p->cursor = tui_thaayam_square(r, c);
}

/* Enter (or a click) on a square in the move phase. */
static void press_square(struct play *p, int sq)
{
        thaayam_action a;
        int seat = turn_seat(p);

        if (choice_action(p, &a)) {
                thaayam_preview pv;
                char why[TT_REASON_MAX];
                int from = p->piece >= 0 && p->st.pos[seat][p->piece] >= 0
                               ? thaayam_square_of(seat, p->st.pos[seat][p->piece])
                               : -1;
                bool ok = check_choice(p, &a, &pv, why, sizeof why) == 0;
                if (sq == from || (ok && sq == pv.to_square) ||
                    own_piece_count_at(p, sq) == 0) {
                        confirm(p);
                        return;
                }
        }
        next_unit(p, sq, 1);
}

static void throw_key(struct play *p, int key, enum tui_action act)
{
        char action[16];
        if (p->set.dice == TUI_THAAYAM_DICE_PHYSICAL) {
                int score = key - '0';
                if (key >= '0' && key <= '9' && thaayam_score_valid(score)) {
                        snprintf(action, sizeof action, "throw %d", score);
                        play_action(p, action);
                } else if (act == TUI_A_OK || (key >= '0' && key <= '9')) {
                        say(p, TUI_ERROR, "%s",
                            _("Type the score thrown: 1, 2, 3 or 4 light faces up, 8 for "
                              "none (T4)."));
                }
                return;
        }
        if (act == TUI_A_OK)
                play_action(p, "throw");
}

static void board_key(struct play *p, const struct tui_event *ev)
{
        int key = ev->key;

        if (!human_to_move(p) || p->paused)
                return;
        if (p->st.phase == THAAYAM_PHASE_THROW) {
                throw_key(p, key, ev->action);
                return;
        }
        if (key == '1' || key == '2' || key == '3' || key == '4' || key == '8') {
                add_score(p, key - '0');
                return;
        }
        switch (key) {
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
                next_unit(p, -1, 1);
                return;
        case KEY_BTAB:
                next_unit(p, -1, -1);
                return;
        case KEY_BACKSPACE:
        case 127:
        case 8:
                if (p->ngroup > 0) {
                        p->ngroup--;
                        p->group[p->order[p->ngroup]]--;
                } else {
                        clear_choice(p);
                }
                p->msg[0] = '\0';
                return;
        case 27:
                clear_choice(p);
                p->msg[0] = '\0';
                return;
        default:
                break;
        }
        switch (ev->action) {
        case TUI_A_UP:
        case TUI_A_DOWN:
        case TUI_A_LEFT:
        case TUI_A_RIGHT:
                move_cursor(p, ev->action);
                if (p->msg_role == TUI_ERROR)
                        p->msg[0] = '\0';
                break;
        case TUI_A_OK:
                press_square(p, p->cursor);
                break;
        default:
                break;
        }
}

static void click(struct play *p, int y, int x)
{
        int row, col, sq;
        if (!tui_layout_hit(&p->layout, y, x, &row, &col) || !human_to_move(p))
                return;
        sq = tui_thaayam_square(row, col);
        p->cursor = sq;
        if (p->st.phase == THAAYAM_PHASE_THROW) {
                if (p->set.dice == TUI_THAAYAM_DICE_PROGRAM)
                        play_action(p, "throw");
                return;
        }
        press_square(p, sq);
}

static void undo(struct play *p, bool redo)
{
        char why[TT_REASON_MAX];
        int rc;

        if (!session_settings(p->s)->undo_allowed && !p->replay) {
                say(p, TUI_ERROR, "%s", _("Undo is not allowed in this game."));
                return;
        }
        rc = redo ? session_redo(p->s, tui_now_ms(), why, sizeof why)
                  : session_undo(p->s, tui_now_ms(), why, sizeof why);
        if (rc != 0) {
                say(p, TUI_ERROR, "%s", _(why));
                return;
        }
        reload(p);
        clear_choice(p);
        p->done_pending = false;
        p->end_announced = game_over(p);
        say(p, TUI_INFO, "%s",
            redo ? _("Action played again.") : _("Action taken back."));
        p->next_auto_ms = tui_now_ms() + p->pace.ms;
}

static void save_to(struct play *p, const char *name)
{
        char why[256], path[4096];
        if (tui_save_game(p->s, name, path, sizeof path, why, sizeof why) == 0)
                say(p, TUI_INFO, _("Saved to %s."), path);
        else
                say(p, TUI_ERROR, _("Could not save to %s: %s"), name, why);
}

static void adopt(struct play *p, struct session *s)
{
        session_free(p->s);
        p->s = s;
        tui_thaayam_log_forget(&p->log);
        p->st.turn = 255;
        session_set_on_change(p->s, on_change, p);
        reload(p);
        clear_choice(p);
        p->done_pending = false;
        p->faces_score = 0;
        p->end_announced = false;
}

static void load_from(struct play *p, const char *name)
{
        char why[256], path[4096];
        struct session *s =
            tui_load_game(name, false, tui_now_ms(), path, sizeof path, why, sizeof why);
        if (!s) {
                say(p, TUI_ERROR, _("Could not load %s: %s"), name, why);
                return;
        }
        if (strcmp(session_ops(s)->name, "thaayam") != 0) {
                session_free(s);
                say(p, TUI_ERROR, _("%s is not a Thaayam game."), path);
                return;
        }
        adopt(p, s);
        say(p, TUI_INFO, _("Loaded %s."), path);
}

/* T22: after the winner, the others play on for the places. The session
 * starts again from the position with play on (the log is kept), so the
 * game up to the winner is first saved on its own under a new name. */
static void play_on(struct play *p)
{
        char why[TT_REASON_MAX], text[TT_STATE_MAX], name[256], path[4096];
        thaayam_state st = p->st;

        if (thaayam_play_on(&st) != THAAYAM_OK || thaayam_nseats(&st) < 3) {
                say(p, TUI_ERROR, "%s", _("There are no places left to play for."));
                return;
        }
        if (tui_default_save_name("thaayam", name, sizeof name) != 0 ||
            tui_save_game(p->s, name, path, sizeof path, why, sizeof why) != 0) {
                say(p, TUI_ERROR, _("Could not save the game so far: %s"), why);
                return;
        }
        thaayam_to_string(&st, text, sizeof text);
        tui_thaayam_log_keep(&p->log);
        if (session_set_state(p->s, text, tui_now_ms(), why, sizeof why) != 0) {
                tui_thaayam_log_forget(&p->log);
                say(p, TUI_ERROR, "%s", _(why));
                return;
        }
        reload(p);
        p->end_announced = false;
        say(p, TUI_INFO,
            _("The game so far is saved as %s. Play goes on for the places: %s to play."),
            name, seat_name(p, p->st.turn));
}

/* Returns false when the screen is to end (then *out says where to). */
static bool handle_prompt(struct play *p, const struct tui_event *ev, enum tui_run *out)
{
        char why[256], path[600];
        enum tui_line_result lr;

        if (ev->type != TUI_EV_KEY)
                return true;
        switch (p->prompt) {
        case P_COMMAND:
        case P_SAVE:
        case P_LOAD:
                lr = tui_line_key(&p->line, ev->key);
                if (lr == TUI_LINE_CANCEL) {
                        p->prompt = P_NONE;
                } else if (lr == TUI_LINE_DONE) {
                        enum prompt was = p->prompt;
                        p->prompt = P_NONE;
                        snprintf(path, sizeof path, "%s", p->line.text);
                        if (!path[0])
                                break;
                        if (was == P_COMMAND) {
                                thaayam_action a;
                                char err[TT_REASON_MAX];
                                if (!human_to_move(p))
                                        say(p, TUI_ERROR, "%s",
                                            _("It is not a human player's turn."));
                                else if (thaayam_parse_action(path, &a, err,
                                                              sizeof err) != THAAYAM_OK)
                                        say(p, TUI_ERROR, _("%s: %s"), path, _(err));
                                else if (a.kind == THAAYAM_ACT_THROW && a.score == 0 &&
                                         p->set.dice == TUI_THAAYAM_DICE_PHYSICAL)
                                        say(p, TUI_ERROR, "%s",
                                            _("Physical dice: type the score thrown, "
                                              "e.g. "
                                              "'throw 4'."));
                                else if (a.kind != THAAYAM_ACT_THROW &&
                                         thaayam_check(&p->st, &p->ctx, &a, err,
                                                       sizeof err) != THAAYAM_OK)
                                        say(p, TUI_ERROR, _("%s: %s"), path, _(err));
                                else
                                        play_action(p, path);
                        } else if (was == P_SAVE) {
                                save_to(p, path);
                        } else {
                                load_from(p, path);
                        }
                }
                return true;
        case P_QUIT:
                if (ev->key == 'y' || ev->key == 'Y') {
                        if (!p->replay)
                                record_autosave_clear("thaayam");
                        *out = TUI_RUN_BACK;
                        return false;
                }
                if ((ev->key == 's' || ev->key == 'S') && !game_over(p) && !p->replay) {
                        if (record_autosave_path("thaayam", path, sizeof path, why,
                                                 sizeof why) == 0 &&
                            record_save(p->s, path, NULL, why, sizeof why) == 0) {
                                *out = TUI_RUN_BACK;
                                return false;
                        }
                        p->prompt = P_NONE;
                        say(p, TUI_ERROR, _("Could not save: %s"), why);
                        return true;
                }
                if (ev->key == 'n' || ev->key == 'N' || ev->key == 27)
                        p->prompt = P_NONE;
                return true;
        default:
                return true;
        }
        return true;
}

/* Keys of the play screen outside prompts; false to end the screen. */
/* Has a score of this turn been used? (Not in a turn voided by T9.) */
static bool any_used(const struct play *p)
{
        for (int i = 0; i < p->st.nthrows; i++)
                if (p->st.throw_status[i] == THAAYAM_THROW_USED)
                        return true;
        return false;
}

/* Plays the `done` that ends a move phase in which no score can be used
 * any more (T11), after its pause or at once when a key for the next turn
 * comes during the pause. */
static void finish_turn(struct play *p)
{
        int seat_before = p->st.turn, extra = p->st.extra;
        char keep[400];
        enum tui_role keep_role = p->msg_role;
        snprintf(keep, sizeof keep, "%s", p->msg);
        if (play_action(p, "done")) {
                /* Forfeits stay in view; the rest gives way to the next
                 * player's prompt. */
                if (extra && p->st.turn == seat_before)
                        say(p, TUI_WIN,
                            _("%s plays again: the extra turn of a capture (T15)."),
                            who(p, seat_before));
                else if (keep_role == TUI_ERROR)
                        say(p, TUI_ERROR, "%s", keep);
                else
                        p->msg[0] = '\0';
        }
        p->next_auto_ms = tui_now_ms() + p->pace.ms;
}

static bool handle_key(struct play *p, const struct tui_event *ev, enum tui_run *out)
{
        char path[600];

        if (tui_pace_key(&p->pace, ev->key, p->paused)) {
                say(p, TUI_INFO,
                    _("Computers wait %.1f s between actions; p pauses, . steps."),
                    p->pace.ms / 1000.0);
                return true;
        }
        switch (ev->key) {
        case 'q':
        case 'Q':
                p->prompt = P_QUIT;
                return true;
        case 'u':
        case 'U':
                undo(p, false);
                return true;
        case 'r':
        case 'R':
                undo(p, true);
                return true;
        case 's':
        case 'S':
                if (tui_default_save_name("thaayam", path, sizeof path) == 0)
                        tui_line_set(&p->line, path);
                p->prompt = P_SAVE;
                return true;
        case 'o':
        case 'O':
                tui_line_set(&p->line, "");
                p->prompt = P_LOAD;
                return true;
        case 'p':
        case 'P':
                if (!game_over(p)) {
                        p->paused = !p->paused;
                        p->msg[0] = '\0';
                        p->next_auto_ms = tui_now_ms() + p->pace.ms;
                }
                return true;
        case 'v':
        case 'V':
                p->path = !p->path;
                return true;
        case 'c':
        case 'C':
                if (game_over(p) && !p->replay)
                        play_on(p);
                return true;
        case 'n':
        case 'N':
                if (game_over(p)) {
                        *out = TUI_RUN_BACK;
                        return false;
                }
                return true;
        default:
                break;
        }
        switch (ev->action) {
        case TUI_A_HELP:
                p->help_open = true;
                p->help.scroll = 0;
                return true;
        case TUI_A_COMMAND:
                if (human_to_move(p)) {
                        tui_line_set(&p->line, "");
                        p->prompt = P_COMMAND;
                }
                return true;
        default:
                /* a key for the next turn during the pause before the turn
                 * ends by itself: end it now, then the key counts there */
                if (p->done_pending && !p->replay && p->st.phase == THAAYAM_PHASE_MOVE)
                        finish_turn(p);
                board_key(p, ev);
                return true;
        }
}

/* ------------------------------------------------------- automatic turns */

/* FNV-1a of the state string: the seed of a computer's choice. */
static unsigned long long state_seed(const char *state)
{
        unsigned long long h = 0xcbf29ce484222325ULL;
        for (; *state; state++)
                h = (h ^ (unsigned char)*state) * 0x100000001b3ULL;
        return h;
}

static void automatic(struct play *p)
{
        long long now = tui_now_ms();
        const struct session_seat *seat;
        char action[TT_ACTION_MAX], rem[96];

        if (game_over(p) || !tui_pace_may_act(&p->pace, p->paused) ||
            p->prompt != P_NONE || p->help_open)
                return;
        if (now < p->next_auto_ms)
                return;
        seat = to_move(p);
        if (p->replay) {
                if (session_replay_next(p->s, action, sizeof action)) {
                        char why[TT_REASON_MAX];
                        thaayam_state before = p->st;
                        if (session_redo(p->s, (int64_t)now, why, sizeof why) == 0) {
                                reload(p);
                                describe_after(p, &before, action);
                        }
                } else {
                        int i, n = session_seat_count(p->s);
                        say(p, TUI_INFO, "%s",
                            _("End of the record: the game can go on from here."));
                        p->replay = false;
                        /* The replayed seats become people at this terminal. */
                        for (i = 0; i < n; i++) {
                                const struct session_seat *ss = session_seat_at(p->s, i);
                                if (ss->kind == SESSION_REPLAY)
                                        session_set_seat(p->s, ss->id, SESSION_HUMAN,
                                                         ss->level, NULL);
                        }
                }
                p->next_auto_ms = now + REPLAY_STEP_MS;
                return;
        }
        if (!seat)
                return;
        /* T11: when no score can be used any more, the move phase ends by
         * itself after a pause that lets everyone see why. */
        if (p->st.phase == THAAYAM_PHASE_MOVE &&
            thaayam_max_usable(&p->st, &p->ctx) == 0) {
                if (!p->done_pending) {
                        uint8_t c[THAAYAM_NVALUES];
                        p->done_pending = true;
                        p->next_auto_ms = now + DONE_PAUSE_MS;
                        tui_thaayam_remaining(&p->st, rem, sizeof rem);
                        if (rem[0]) {
                                if (p->msg[0] && p->msg_role != TUI_ERROR)
                                        tui_thaayam_append(p->msg, sizeof p->msg, " ");
                                else
                                        p->msg[0] = '\0';
                                tui_thaayam_append(
                                    p->msg, sizeof p->msg,
                                    _("No score left can be used: %s forfeited (T11)."),
                                    rem);
                                p->msg_role = TUI_ERROR;
                        } else if (!any_used(p)) {
                                /* a void turn (T9): its message says why */
                        } else if (!p->msg[0] || p->msg_role == TUI_ERROR) {
                                say(p, TUI_INFO, "%s", _("All scores used."));
                        } else {
                                tui_thaayam_append(p->msg, sizeof p->msg, " %s",
                                                   _("All scores used."));
                        }
                        (void)thaayam_remaining(&p->st, c);
                        return;
                }
                finish_turn(p);
                return;
        }
        if (seat->kind != SESSION_COMPUTER)
                return;
        if (p->st.phase == THAAYAM_PHASE_THROW) {
                play_action(p, "throw");
                p->next_auto_ms = tui_now_ms() + p->pace.ms;
                return;
        }
        /* The computer thinks in a thread (think.h), so keys, resizes and
         * quitting keep working meanwhile. Its seed comes from the position,
         * so a seeded game makes the same choices again. An answer for
         * another position (after an undo or a load) is dropped. */
        if (p->think.running) {
                tui_think_poll(&p->think);
                return;
        }
        if (strcmp(p->think.state, p->state) == 0) {
                p->think.state[0] = '\0';
                if (p->think.rc == 0 && p->think.out[0]) {
                        snprintf(action, sizeof action, "%s", p->think.out);
                        play_action(p, action);
                } else {
                        say(p, TUI_ERROR, "%s", _("The computer found no action."));
                }
                p->next_auto_ms = tui_now_ms() + p->pace.ms;
                return;
        }
        if (tui_think_start(&p->think, p->s, p->state, seat->level, 300L * seat->level,
                            state_seed(p->state), now) != 0)
                say(p, TUI_ERROR, "%s", _("The computer cannot think now."));
}

/* --------------------------------------------------------------- loop */

static enum tui_run run(struct play *p)
{
        struct tui_event ev;
        enum tui_run out = TUI_RUN_BACK;

        session_set_on_change(p->s, on_change, p);
        p->st.turn = 255;
        reload(p);
        clear_choice(p);
        p->cursor = thaayam_palace(p->st.turn);
        p->help.title = _("Thaayam: help");
        p->help.text = tui_thaayam_help_text();
        p->next_auto_ms = tui_now_ms() + p->pace.ms;
        p->end_announced = game_over(p);
        if (p->end_announced)
                announce_end(p);
        autosave(p);

        for (;;) {
                bool busy;

                if (tui_hangup_pending()) {
                        /* Save at once; draw nothing on a terminal that may be gone. */
                        autosave(p);
                        return TUI_RUN_HANGUP;
                }
                automatic(p);
                if (game_over(p) && !p->end_announced)
                        announce_end(p);
                draw(p);
                refresh();

                busy = !game_over(p) && tui_pace_may_act(&p->pace, p->paused) &&
                       (p->replay || !human_to_move(p) || p->done_pending ||
                        p->st.phase == THAAYAM_PHASE_MOVE);
                tui_next_event(&ev, busy ? 100 : 1000);
                switch (ev.type) {
                case TUI_EV_HANGUP:
                        autosave(p); /* the last known-good state */
                        return TUI_RUN_HANGUP;
                case TUI_EV_RESIZE:
                        clear();
                        continue;
                case TUI_EV_INTERRUPT:
                        p->help_open = false;
                        p->prompt = P_QUIT;
                        continue;
                case TUI_EV_NONE:
                        continue;
                default:
                        break;
                }
                if (p->help_open) {
                        if (tui_help_handle(&p->help, &ev))
                                p->help_open = false;
                        continue;
                }
                if (p->layout.too_small && p->prompt != P_QUIT) {
                        /* Nothing to aim at: only quitting works. */
                        if (ev.type == TUI_EV_KEY && (ev.key == 'q' || ev.key == 'Q'))
                                p->prompt = P_QUIT;
                        continue;
                }
                if (p->prompt != P_NONE) {
                        if (!handle_prompt(p, &ev, &out))
                                return out;
                        continue;
                }
                if (ev.type == TUI_EV_MOUSE) {
                        click(p, ev.y, ev.x);
                        continue;
                }
                if (!handle_key(p, &ev, &out))
                        return out;
        }
}

enum tui_run tui_thaayam_play(const struct tui_thaayam_args *args, int first,
                              uint64_t seed)
{
        static struct play p;
        char why[256];
        enum tui_run r;

        memset(&p, 0, sizeof p);
        tui_pace_init(&p.pace, COMPUTER_PAUSE_MS);
        thaayam_ctx_init(&p.ctx);
        p.set = args->set;
        if (args->resume) {
                p.s = record_resume("thaayam", tui_now_ms(), why, sizeof why);
                if (!p.s) {
                        tui_stop();
                        fprintf(stderr, _("thaayam: nothing to resume: %s\n"), why);
                        return TUI_RUN_FAILED;
                }
        } else if (args->load_file || args->replay_file) {
                const char *file =
                    args->replay_file ? args->replay_file : args->load_file;
                char path[4096];
                p.s = tui_load_game(file, args->replay_file != NULL, tui_now_ms(), path,
                                    sizeof path, why, sizeof why);
                if (p.s && strcmp(session_ops(p.s)->name, "thaayam") != 0) {
                        session_free(p.s);
                        p.s = NULL;
                        snprintf(why, sizeof why, "%s", _("not a Thaayam game"));
                }
                if (!p.s) {
                        tui_stop();
                        fprintf(stderr, _("thaayam: cannot open %s: %s\n"), file, why);
                        return TUI_RUN_FAILED;
                }
                p.replay = args->replay_file != NULL;
        } else {
                p.s = new_session(&args->set, first, seed, args->state, why, sizeof why);
                if (!p.s) {
                        tui_stop();
                        fprintf(stderr, _("thaayam: cannot start the game: %s\n"), why);
                        return TUI_RUN_FAILED;
                }
        }
        r = run(&p);
        tui_think_cancel(&p.think);
        if (r == TUI_RUN_HANGUP)
                return r;
        session_free(p.s);
        p.s = NULL;
        return r;
}
