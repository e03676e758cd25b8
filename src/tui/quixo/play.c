/* quixo/play.c: the Quixo play screen. It draws a session (src/session)
 * and turns keys and clicks into moves; every question of legality goes to
 * the rules library (quixo.h), every change of the game to the session.
 *
 * A turn by keys: pick a cube (only takeable ones, Q5/Q13/Q16; others are
 * refused with the rule's reason), then an end where it goes back in (Q7),
 * previewed while the cursor is on it, then in four-player games the dot
 * (self or partner, Q14). Computer seats think in a thread (think.h).
 */
#include "tui/draw.h"
#include "tui/event.h"
#include "tui/form.h"
#include "tui/help.h"
#include "tui/files.h"
#include "tui/quixo_files.h"
#include "tui/quixo/internal.h"
#include "tui/pace.h"
#include "tui/think.h"
#include "session/session.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum phase { PICK, PUSH, DOT };

enum prompt { P_NONE, P_QUIT, P_RESIGN, P_DRAW, P_SAVE, P_LOAD, P_COMMAND };

enum { COMPUTER_PAUSE_MS = 600, REPLAY_STEP_MS = 1000 };

struct play {
        struct session *s;
        struct tui_quixo_settings set;
        quixo_pos pos;
        char state[TT_STATE_MAX];
        bool four;
        bool replay;

        enum phase phase;
        int cursor;
        int from;
        int ends[3], nends;
        int to;
        int dot_partner; /* 0: towards the mover, 1: towards the partner */

        enum prompt prompt;
        struct tui_line line;
        char msg[320];
        enum tui_role msg_role;
        bool help_open;
        struct tui_help help;
        bool paused;
        struct tui_pace pace; /* computer pace, step while paused */

        struct tui_think think;
        long long next_auto_ms;
        bool end_announced;
        bool saved_on_quit;
        char names[4][SESSION_NAME_MAX + 24];
        struct tui_layout layout;
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

static const char *seat_word(char id)
{
        switch (id) {
        case 'x':
                return "X";
        case 'o':
                return "O";
        case 's':
                return _("South");
        case 'e':
                return _("East");
        case 'n':
                return _("North");
        case 'w':
                return _("West");
        default:
                return "?";
        }
}

static const char *display_name(const struct session_seat *seat)
{
        return seat->name[0] ? seat->name : seat_word(seat->id);
}

/* The team mark of a seat id ('x' or 'o'). */
static char side_of(char id)
{
        return id == 's' || id == 'n' ? 'x' : id == 'e' || id == 'w' ? 'o' : id;
}

static void reload(struct play *p)
{
        char why[QUIXO_WHY_MAX];
        session_state(p->s, p->state, sizeof p->state);
        if (quixo_pos_parse(&p->pos, p->state, why, sizeof why) != QUIXO_OK)
                say(p, TUI_ERROR, "%s", why);
        p->four = p->pos.players == 4;
}

static void autosave(struct play *p)
{
        if (p->replay)
                return;
        if (session_over(p->s))
                tui_quixo_forget(); /* nothing to resume */
        else
                tui_quixo_autosave(p->s);
}

static void on_change(struct session *s, void *ctx)
{
        (void)s;
        autosave(ctx);
}

static struct session *new_session(const struct tui_quixo_settings *set, char *why,
                                   size_t len)
{
        struct session_settings ss;
        struct session *s;
        int i;

        session_settings_default(&ss);
        if (set->players == 4)
                snprintf(ss.options, sizeof ss.options,
                         "players=4 order=%s first=%c repetition=%s",
                         set->order ? "ccw" : "cw", tui_quixo_seat_ids4[set->first4],
                         set->repetition ? "on" : "off");
        else
                snprintf(
                    ss.options, sizeof ss.options, "players=2 first=%c repetition=%s",
                    tui_quixo_seat_ids2[set->first2], set->repetition ? "on" : "off");
        ss.clock.mode = set->clock == TUI_QUIXO_CLOCK_MOVE   ? SESSION_CLOCK_PER_MOVE
                        : set->clock == TUI_QUIXO_CLOCK_GAME ? SESSION_CLOCK_GAME
                                                             : SESSION_CLOCK_NONE;
        ss.clock.limit_ms = (int64_t)set->limit_s * 1000;
        ss.clock.increment_ms = (int64_t)set->increment_s * 1000;
        ss.undo_allowed = set->undo;
        ss.advice = set->advice;
        ss.seed = (uint64_t)time(NULL);
        s = session_new(&tt_quixo_ops, &ss, tui_now_ms(), why, len);
        if (!s)
                return NULL;
        for (i = 0; i < set->players; i++) {
                const struct tui_quixo_seat *seat =
                    set->players == 4 ? &set->seat4[i] : &set->seat2[i];
                char id =
                    set->players == 4 ? tui_quixo_seat_ids4[i] : tui_quixo_seat_ids2[i];
                session_set_seat(s, id,
                                 seat->kind == TUI_QUIXO_COMPUTER ? SESSION_COMPUTER
                                                                  : SESSION_HUMAN,
                                 seat->level, seat->name);
        }
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

static void reset_turn(struct play *p)
{
        p->phase = PICK;
        p->from = -1;
        p->nends = 0;
        p->to = -1;
        p->dot_partner = 0;
}

static quixo_move pending_move(const struct play *p)
{
        if (p->from < 0 || p->to < 0)
                return QUIXO_MOVE_NONE;
        if (p->four) {
                int seat = quixo_pos_seat_to_move(&p->pos);
                return quixo_move_make_dot(
                    p->from, p->to, p->dot_partner ? quixo_seat_partner(seat) : seat);
        }
        return quixo_move_make(p->from, p->to);
}

static uint32_t last_span(const struct play *p)
{
        size_t n = session_ply_count(p->s);
        const char *a;
        int from, to;

        if (n == 0)
                return 0;
        a = session_action_at(p->s, n);
        if (!a || strlen(a) < 5)
                return 0;
        from = quixo_square_parse(a);
        to = quixo_square_parse(a + 3);
        if (from < 0 || to < 0)
                return 0;
        return quixo_move_span(quixo_move_make(from, to));
}

/* Plays an action through the session; says why when refused. */
static bool play_action(struct play *p, const char *action)
{
        char why[TT_REASON_MAX];
        tui_think_cancel(&p->think);
        if (session_play(p->s, action, tui_now_ms(), why, sizeof why) != 0) {
                say(p, TUI_ERROR, _("%s: %s"), action, _(why));
                return false;
        }
        reload(p);
        reset_turn(p);
        tui_pace_acted(&p->pace);
        return true;
}

static void announce_end(struct play *p)
{
        struct session_result r;
        char text[QUIXO_WHY_MAX];

        session_result(p->s, &r);
        switch (r.end) {
        case SESSION_END_RULES: {
                quixo_result qr = quixo_pos_result(&p->pos);
                int mover = 1 - quixo_pos_team_to_move(&p->pos);
                const char *mover_mark = mover == QUIXO_X ? "X" : "O";
                const char *other_mark = mover == QUIXO_X ? "O" : "X";
                if (qr.reason == QUIXO_REASON_OPPONENT_LINE) {
                        if (quixo_lines(&p->pos, mover))
                                say(p, TUI_WIN,
                                    _("%s completed a line of %s as well as its own: "
                                      "that is a "
                                      "loss, %s wins (Q10)."),
                                    mover_mark, other_mark, other_mark);
                        else
                                say(p, TUI_WIN,
                                    _("%s completed a line of %s: that is a loss, %s "
                                      "wins "
                                      "(Q10)."),
                                    mover_mark, other_mark, other_mark);
                } else {
                        say(p, TUI_WIN, _("%s made a line of five: %s wins (Q10)."),
                            mover_mark, mover_mark);
                }
                break;
        }
        case SESSION_END_REPETITION:
                say(p, TUI_WIN, "%s",
                    _("Draw: the same position came up a third time (Q21)."));
                break;
        case SESSION_END_TIME:
                say(p, TUI_WIN, _("%s ran out of time: %s wins (Q20)."),
                    r.loser == 'x' ? "X" : "O", r.loser == 'x' ? "O" : "X");
                break;
        case SESSION_END_RESIGN:
                say(p, TUI_WIN, _("%s resigned: %s wins."), r.loser == 'x' ? "X" : "O",
                    r.loser == 'x' ? "O" : "X");
                break;
        case SESSION_END_AGREEMENT:
                say(p, TUI_WIN, "%s", _("Draw by agreement (Q21)."));
                break;
        default:
                quixo_result_format(quixo_pos_result(&p->pos), p->pos.players, text,
                                    sizeof text);
                say(p, TUI_WIN, "%s", text);
                break;
        }
        p->end_announced = true;
}

/* ------------------------------------------------------------- drawing */

static void format_clock(char *buf, size_t len, int64_t ms)
{
        long s;
        if (ms < 0) {
                buf[0] = '\0';
                return;
        }
        s = (long)((ms + 999) / 1000);
        if (s >= 3600)
                snprintf(buf, len, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
        else
                snprintf(buf, len, "%ld:%02ld", s / 60, s % 60);
}

static void draw_panel(struct play *p)
{
        const struct tui_rect *r = &p->layout.panel;
        const struct tui_glyphs *g = tui_glyphs();
        long long now = tui_now_ms();
        char turn = session_turn(p->s);
        int y = r->y, i, n = session_seat_count(p->s);
        size_t count, first, k;
        char buf[160], clock[24];

        tui_text(y++, r->x, r->w, TUI_TITLE, _("Players"));
        for (i = 0; i < n; i++) {
                const struct session_seat *seat = session_seat_at(p->s, i);
                char side = side_of(seat->id);
                bool active = seat->id == turn && !game_over(p);
                char kind[64];
                /* Line 1: turn marker, team mark, name, clock (Q20: per side,
                 * so teammates show their team's clock). */
                format_clock(clock, sizeof clock,
                             session_time_left(p->s, side, (int64_t)now));
                snprintf(buf, sizeof buf, "%s %s %s", active ? g->bullet : " ",
                         side == 'x' ? "X" : "O", display_name(seat));
                tui_text(y, r->x, r->w - 9, active ? TUI_ACTIVE : TUI_NORMAL, buf);
                if (clock[0])
                        tui_text(y, r->x + r->w - 8, 8,
                                 active && !p->paused ? TUI_ACTIVE : TUI_DIM, clock);
                y++;
                /* Line 2: seat and who plays it. */
                if (seat->kind == SESSION_COMPUTER)
                        snprintf(kind, sizeof kind,
                                 p->four ? _("computer %d") : _("computer, level %d"),
                                 seat->level);
                else if (seat->kind == SESSION_REPLAY)
                        snprintf(kind, sizeof kind, "%s", _("replay"));
                else
                        snprintf(kind, sizeof kind, "%s", _("human"));
                if (p->four)
                        snprintf(buf, sizeof buf, "%s, %s", seat_word(seat->id), kind);
                else
                        snprintf(buf, sizeof buf, "%s", kind);
                tui_text(y++, r->x + 4, r->w - 4, TUI_DIM, buf);
        }
        if (p->four) {
                tui_text(y++, r->x, r->w, TUI_DIM,
                         p->set.advice ? _("Advice allowed (Q19)")
                                       : _("No advice (Q19)"));
                tui_text(y++, r->x, r->w, TUI_DIM,
                         p->pos.order == QUIXO_CCW ? _("Order: S, E, N, W (Q12)")
                                                   : _("Order: S, W, N, E (Q12)"));
        }
        if (p->paused)
                tui_text(y++, r->x, r->w, TUI_ERROR, _("PAUSED: clocks stopped"));
        y++;
        if (y >= r->y + r->h)
                return;
        tui_text(y++, r->x, r->w, TUI_TITLE, _("Moves"));
        count = session_ply_count(p->s);
        if (p->four) {
                size_t room = (size_t)(r->y + r->h - y);
                char start[TT_STATE_MAX];
                quixo_pos sp;
                int seat = QUIXO_S;
                /* Who made each move: the turn order from the start (Q12). */
                session_start_state(p->s, start, sizeof start);
                if (quixo_pos_parse(&sp, start, NULL, 0) == QUIXO_OK)
                        seat = quixo_pos_seat_to_move(&sp);
                first = count > room ? count - room + 1 : 1;
                for (k = 1; k < first; k++)
                        seat = quixo_seat_next(seat, (quixo_order)p->pos.order);
                for (k = first; k <= count && y < r->y + r->h; k++) {
                        snprintf(buf, sizeof buf, "%3zu. %c %s", k,
                                 quixo_seat_char(seat) - 'a' + 'A',
                                 session_action_at(p->s, k));
                        seat = quixo_seat_next(seat, (quixo_order)p->pos.order);
                        tui_text(y++, r->x, r->w, k == count ? TUI_INFO : TUI_NORMAL,
                                 buf);
                }
        } else {
                size_t lines = (count + 1) / 2, room = (size_t)(r->y + r->h - y);
                size_t l0 = lines > room ? lines - room : 0;
                for (k = l0; k < lines && y < r->y + r->h; k++) {
                        const char *a = session_action_at(p->s, 2 * k + 1);
                        const char *b =
                            2 * k + 2 <= count ? session_action_at(p->s, 2 * k + 2) : "";
                        snprintf(buf, sizeof buf, "%3zu. %-7s %s", k + 1, a ? a : "",
                                 b ? b : "");
                        tui_text(y++, r->x, r->w, k + 1 == lines ? TUI_INFO : TUI_NORMAL,
                                 buf);
                }
        }
}

static void fill_view(struct play *p, struct tui_quixo_view *v, quixo_pos *preview)
{
        int seat_count = session_seat_count(p->s), i;
        char turn = session_turn(p->s);

        memset(v, 0, sizeof *v);
        v->pos = &p->pos;
        v->cursor = human_to_move(p) && p->prompt != P_COMMAND ? p->cursor : -1;
        v->selected = p->from;
        v->push_from = v->push_to = -1;
        v->active = -1;
        v->last = last_span(p);
        if (game_over(p)) {
                v->win = quixo_winning_lines(&p->pos);
                v->last = 0;
        }
        if (p->phase != PICK && p->from >= 0) {
                for (i = 0; i < p->nends; i++)
                        v->targets |= 1u << p->ends[i];
                if (p->to >= 0 || (v->targets & (1u << p->cursor))) {
                        int to = p->to >= 0 ? p->to : p->cursor;
                        int seat = quixo_pos_seat_to_move(&p->pos);
                        quixo_move m =
                            p->four
                                ? quixo_move_make_dot(
                                      p->from, to,
                                      p->dot_partner ? quixo_seat_partner(seat) : seat)
                                : quixo_move_make(p->from, to);
                        if (quixo_pos_preview(&p->pos, m, preview, NULL, 0) == QUIXO_OK) {
                                v->pos = preview;
                                v->last = quixo_move_span(m);
                                v->push_from = p->from;
                                v->push_to = to;
                                v->selected = -1;
                                v->targets = p->phase == DOT ? 0 : v->targets;
                        }
                }
        }
        for (i = 0; i < seat_count && i < 4; i++) {
                const struct session_seat *seat = session_seat_at(p->s, i);
                char side = side_of(seat->id);
                snprintf(p->names[i], sizeof p->names[i], "%s %s", display_name(seat),
                         side == 'x' ? "(X)" : "(O)");
                v->seat_label[i] = p->names[i];
                if (seat->id == turn && !game_over(p))
                        v->active = i;
        }
}

static bool is_end(const struct play *p, int sq);

static void status_text(struct play *p, char *buf, size_t len, enum tui_role *role)
{
        const struct session_seat *seat = to_move(p);
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
                snprintf(buf, len, _("Replay: %s to move."),
                         seat ? display_name(seat) : "?");
                return;
        }
        if (seat && seat->kind == SESSION_COMPUTER) {
                snprintf(buf, len, _("%s (%s) is thinking..."), display_name(seat),
                         seat_word(side_of(seat->id)));
                return;
        }
        switch (p->phase) {
        case PICK:
                snprintf(buf, len, _("%s (%s) to move: choose a cube to take."),
                         seat ? display_name(seat) : "?",
                         seat ? seat_word(side_of(seat->id)) : "?");
                break;
        case PUSH:
                if (is_end(p, p->cursor)) {
                        char from[3], to[3];
                        quixo_square_name(p->from, from);
                        quixo_square_name(p->cursor, to);
                        snprintf(buf, len,
                                 _("Preview of %s-%s: Enter plays it, Esc takes another "
                                   "cube."),
                                 from, to);
                } else {
                        snprintf(buf, len, "%s",
                                 _("Choose the end where the cube goes back in "
                                   "(highlighted)."));
                }
                break;
        case DOT: {
                int s = quixo_pos_seat_to_move(&p->pos);
                char ms[4] = {(char)(quixo_seat_char(s) - 32), 0, 0, 0};
                char ps[4] = {(char)(quixo_seat_char(quixo_seat_partner(s)) - 32), 0, 0,
                              0};
                snprintf(
                    buf, len,
                    _("Dot towards: %s%s%s yourself (%s)   %s%s%s partner (%s) (Q14)"),
                    p->dot_partner ? " " : "[", p->dot_partner ? "" : "*",
                    p->dot_partner ? " " : "]", ms, p->dot_partner ? "[" : " ",
                    p->dot_partner ? "*" : "", p->dot_partner ? "]" : " ", ps);
                break;
        }
        }
}

static void draw(struct play *p)
{
        static const char *keys[24];
        struct tui_quixo_view v;
        quixo_pos preview;
        char buf[400], right[64];
        enum tui_role role;
        int rows, cols, k = 0;

        getmaxyx(stdscr, rows, cols);
        tui_layout_compute(&p->layout, &tui_quixo_layout_req, rows, cols);
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
        snprintf(right, sizeof right, _("move %zu"), session_ply_count(p->s) + 1);
        tui_draw_title(&p->layout,
                       p->four ? _("Quixo: four players, two teams")
                               : _("Quixo: two players"),
                       right);
        fill_view(p, &v, &preview);
        tui_quixo_draw_board(&p->layout, &v);
        draw_panel(p);

        switch (p->prompt) {
        case P_COMMAND:
                tui_fill(&p->layout.status, TUI_NORMAL);
                tui_line_draw(&p->line, p->layout.status.y, 1, cols - 2, _("Move: "));
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
        case P_RESIGN:
                tui_draw_status(&p->layout, TUI_ERROR, _("Resign this game? (y/n)"));
                break;
        case P_DRAW:
                snprintf(buf, sizeof buf,
                         _("A draw is offered. Do the other players accept? (y/n)"));
                tui_draw_status(&p->layout, TUI_ERROR, buf);
                break;
        default:
                status_text(p, buf, sizeof buf, &role);
                tui_draw_status(&p->layout, role, buf);
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
        } else if (game_over(p)) {
                keys[k++] = "n";
                keys[k++] = _("new game");
                if (p->set.undo) {
                        keys[k++] = "u";
                        keys[k++] = _("undo");
                }
                keys[k++] = "s";
                keys[k++] = _("save");
                keys[k++] = "?";
                keys[k++] = _("help");
                keys[k++] = "q";
                keys[k++] = _("quit");
        } else {
                keys[k++] = tui_caps()->utf8 ? "←↑↓→" : "hjkl";
                keys[k++] = _("move");
                keys[k++] = _("Enter");
                keys[k++] = _("choose");
                keys[k++] = _("Esc");
                keys[k++] = _("back");
                keys[k++] = "?";
                keys[k++] = _("help");
                keys[k++] = "q";
                keys[k++] = _("quit");
                keys[k++] = ":";
                keys[k++] = _("type");
                if (p->set.undo) {
                        keys[k++] = "u/r";
                        keys[k++] = _("undo/redo");
                }
                keys[k++] = "p";
                keys[k++] = _("pause");
                keys[k++] = "s/o";
                keys[k++] = _("save/load");
                keys[k++] = "d/g";
                keys[k++] = _("draw/resign");
        }
        keys[k] = NULL;
        tui_draw_help_line(&p->layout, keys);
}

/* ---------------------------------------------------------------- input */

static void pick(struct play *p, int sq)
{
        char why[QUIXO_WHY_MAX], name[3];

        if (quixo_can_take(&p->pos, sq, why, sizeof why) != QUIXO_OK) {
                quixo_square_name(sq, name);
                say(p, TUI_ERROR, _("%s cannot be taken: %s"), name, _(why));
                return;
        }
        p->msg[0] = '\0';
        p->from = sq;
        p->nends = quixo_push_ends(sq, p->ends);
        p->phase = PUSH;
        p->to = -1;
        if (p->nends > 0)
                p->cursor = p->ends[0];
}

static bool is_end(const struct play *p, int sq)
{
        int i;
        for (i = 0; i < p->nends; i++)
                if (p->ends[i] == sq)
                        return true;
        return false;
}

static void commit_move(struct play *p)
{
        char text[QUIXO_MOVE_TEXT_MAX];
        quixo_move m = pending_move(p);
        int last_cursor = p->to;

        quixo_move_format(m, text, sizeof text);
        p->msg[0] = '\0';
        if (play_action(p, text))
                p->cursor = last_cursor >= 0 ? last_cursor : p->cursor;
}

static void choose_end(struct play *p, int sq)
{
        char name[3], fname[3];

        if (sq == p->from) {
                reset_turn(p);
                p->cursor = sq;
                return;
        }
        if (!is_end(p, sq)) {
                if (quixo_can_take(&p->pos, sq, NULL, 0) == QUIXO_OK) {
                        pick(p, sq);
                        return;
                }
                quixo_square_name(sq, name);
                quixo_square_name(p->from, fname);
                say(p, TUI_ERROR,
                    _("%s is not an end of the row or column of %s (Q7); the ends are "
                      "highlighted."),
                    name, fname);
                return;
        }
        p->msg[0] = '\0';
        p->to = sq;
        if (p->four) {
                p->phase = DOT;
                p->dot_partner = 0;
        } else {
                commit_move(p);
        }
}

static void move_cursor(struct play *p, enum tui_action a)
{
        int r = tui_quixo_row(p->cursor), c = tui_quixo_col(p->cursor);
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
        p->cursor = tui_quixo_square(r, c);
}

static void board_action(struct play *p, enum tui_action a)
{
        if (!human_to_move(p))
                return;
        if (p->phase == DOT) {
                if (a == TUI_A_LEFT || a == TUI_A_RIGHT || a == TUI_A_UP ||
                    a == TUI_A_DOWN)
                        p->dot_partner = !p->dot_partner;
                else if (a == TUI_A_OK)
                        commit_move(p);
                else if (a == TUI_A_BACK) {
                        p->phase = PUSH;
                        p->cursor = p->to;
                        p->to = -1;
                }
                return;
        }
        switch (a) {
        case TUI_A_UP:
        case TUI_A_DOWN:
        case TUI_A_LEFT:
        case TUI_A_RIGHT:
                move_cursor(p, a);
                if (p->msg_role == TUI_ERROR)
                        p->msg[0] = '\0';
                break;
        case TUI_A_OK:
                if (p->phase == PICK)
                        pick(p, p->cursor);
                else
                        choose_end(p, p->cursor);
                break;
        case TUI_A_BACK:
                if (p->phase == PUSH) {
                        p->cursor = p->from;
                        reset_turn(p);
                }
                p->msg[0] = '\0';
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
        sq = tui_quixo_square(row, col);
        p->cursor = sq;
        if (p->phase == PICK)
                pick(p, sq);
        else if (p->phase == PUSH)
                choose_end(p, sq);
}

static void undo(struct play *p, bool redo)
{
        char why[TT_REASON_MAX];
        long long now = tui_now_ms();
        int steps = 0;

        if (!p->set.undo) {
                say(p, TUI_ERROR, "%s", _("Undo is not allowed in this game."));
                return;
        }
        tui_think_cancel(&p->think);
        /* Against the computer, take back (or replay) up to a human's turn. */
        do {
                int rc = redo ? session_redo(p->s, now, why, sizeof why)
                              : session_undo(p->s, now, why, sizeof why);
                if (rc != 0) {
                        if (steps == 0)
                                say(p, TUI_ERROR, "%s", _(why));
                        break;
                }
                steps++;
                reload(p);
        } while (!p->replay && to_move(p) && to_move(p)->kind == SESSION_COMPUTER &&
                 !game_over(p));
        if (steps > 0) {
                say(p, TUI_INFO, redo ? _("Move played again.") : _("Move taken back."));
                p->end_announced = game_over(p);
        }
        reset_turn(p);
        p->next_auto_ms = now + p->pace.ms;
}

static void save_to(struct play *p, const char *name)
{
        char why[256], path[4096];
        if (tui_save_game(p->s, name, path, sizeof path, why, sizeof why) == 0)
                say(p, TUI_INFO, _("Saved to %s."), path);
        else
                say(p, TUI_ERROR, _("Could not save to %s: %s"), name, why);
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
        tui_think_cancel(&p->think);
        session_free(p->s);
        p->s = s;
        session_set_on_change(p->s, on_change, p);
        p->set.undo = session_settings(s)->undo_allowed;
        p->set.advice = session_settings(s)->advice;
        reload(p);
        reset_turn(p);
        p->end_announced = false;
        say(p, TUI_INFO, _("Loaded %s."), path);
}

/* Returns false when the screen is to end (then *out says where to). */
static bool handle_prompt(struct play *p, const struct tui_event *ev, enum tui_run *out)
{
        char why[TT_REASON_MAX], path[600];
        long long now = tui_now_ms();
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
                                if (!human_to_move(p))
                                        say(p, TUI_ERROR, "%s",
                                            _("It is not a human player's turn."));
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
                                tui_quixo_forget();
                        *out = TUI_RUN_BACK;
                        return false;
                }
                if ((ev->key == 's' || ev->key == 'S') && !game_over(p) && !p->replay) {
                        if (tui_quixo_resume_path(path, sizeof path) == 0 &&
                            tui_quixo_save(p->s, path, why, sizeof why) == 0) {
                                p->saved_on_quit = true;
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
        case P_RESIGN:
                if (ev->key == 'y' || ev->key == 'Y') {
                        char side = side_of(session_turn(p->s));
                        tui_think_cancel(&p->think);
                        if (session_resign(p->s, side, now, why, sizeof why) != 0)
                                say(p, TUI_ERROR, "%s", _(why));
                        reload(p);
                        reset_turn(p);
                }
                if (ev->key == 'y' || ev->key == 'Y' || ev->key == 'n' ||
                    ev->key == 'N' || ev->key == 27)
                        p->prompt = P_NONE;
                return true;
        case P_DRAW:
                if (ev->key == 'y' || ev->key == 'Y') {
                        tui_think_cancel(&p->think);
                        if (session_agree_draw(p->s, now, why, sizeof why) != 0)
                                say(p, TUI_ERROR, "%s", _(why));
                        reload(p);
                        reset_turn(p);
                } else if (ev->key == 'n' || ev->key == 'N' || ev->key == 27) {
                        say(p, TUI_INFO, "%s", _("The draw offer was declined."));
                }
                if (ev->key == 'y' || ev->key == 'Y' || ev->key == 'n' ||
                    ev->key == 'N' || ev->key == 27)
                        p->prompt = P_NONE;
                return true;
        default:
                return true;
        }
        return true;
}

static bool any_computer_opponent(const struct play *p)
{
        int i, n = session_seat_count(p->s);
        for (i = 0; i < n; i++)
                if (session_seat_at(p->s, i)->kind == SESSION_COMPUTER)
                        return true;
        return false;
}

/* Keys of the play screen outside prompts; false to end the screen. */
static bool handle_key(struct play *p, const struct tui_event *ev, enum tui_run *out)
{
        char path[600];

        if (tui_pace_key(&p->pace, ev->key, p->paused)) {
                say(p, TUI_INFO,
                    _("Computers wait %.1f s between moves; p pauses, . steps."),
                    p->pace.ms / 1000.0);
                return true;
        }
        switch (ev->key) {
        case 'q':
        case 'Q':
                p->prompt = P_QUIT;
                return true;
        case 'u':
                undo(p, false);
                return true;
        case 'r':
                undo(p, true);
                return true;
        case 's':
        case 'S':
                if (tui_default_save_name("quixo", path, sizeof path) == 0)
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
                if (game_over(p))
                        return true;
                p->paused = !p->paused;
                if (!p->paused)
                        session_clock_resume(p->s, tui_now_ms());
                p->msg[0] = '\0';
                return true;
        case 'd':
        case 'D':
                if (game_over(p) || p->replay)
                        return true;
                if (any_computer_opponent(p)) {
                        say(p, TUI_INFO, "%s", _("The computer declines the draw."));
                        return true;
                }
                p->prompt = P_DRAW;
                return true;
        case 'g':
        case 'G':
                if (!game_over(p) && human_to_move(p))
                        p->prompt = P_RESIGN;
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
                board_action(p, ev->action);
                return true;
        }
}

/* ------------------------------------------------------- automatic turns */

static void automatic(struct play *p)
{
        long long now = tui_now_ms();
        const struct session_seat *seat;
        char action[TT_ACTION_MAX];
        struct tt_actions legal;

        if (game_over(p) || !tui_pace_may_act(&p->pace, p->paused) || p->prompt != P_NONE)
                return;
        seat = to_move(p);
        if (p->replay) {
                if (now < p->next_auto_ms)
                        return;
                if (session_replay_next(p->s, action, sizeof action)) {
                        char why[TT_REASON_MAX];
                        if (session_redo(p->s, (int64_t)now, why, sizeof why) == 0) {
                                reload(p);
                                say(p, TUI_INFO, _("Replay: %s"), action);
                        }
                } else {
                        int i, n = session_seat_count(p->s);
                        say(p, TUI_INFO, "%s",
                            _("End of the record: the game can go on from here."));
                        /* The seats go back to people at this terminal. */
                        for (i = 0; i < n; i++)
                                session_set_seat(p->s, session_seat_at(p->s, i)->id,
                                                 SESSION_HUMAN, 1, NULL);
                        p->replay = false;
                        p->set.undo = session_settings(p->s)->undo_allowed;
                }
                p->next_auto_ms = now + REPLAY_STEP_MS;
                return;
        }
        if (!seat)
                return;
        /* Q17: a player who cannot take any cube passes, by itself. */
        tt_actions_init(&legal);
        if (session_legal_actions(p->s, &legal) == 0 && legal.count == 1 &&
            strcmp(legal.items[0], "pass") == 0) {
                tt_actions_free(&legal);
                if (now < p->next_auto_ms)
                        return;
                /* "Ana (South)", or just "South" when that is the name. */
                if (strcmp(display_name(seat), seat_word(seat->id)) == 0)
                        snprintf(action, sizeof action, "%s", seat_word(seat->id));
                else
                        snprintf(action, sizeof action, "%s (%s)", display_name(seat),
                                 seat_word(seat->id));
                if (play_action(p, "pass"))
                        say(p, TUI_INFO, _("%s cannot take any cube and passes (Q17)."),
                            action);
                p->next_auto_ms = now + p->pace.ms;
                return;
        }
        tt_actions_free(&legal);
        if (seat->kind != SESSION_COMPUTER)
                return;
        if (!p->think.running) {
                if (strcmp(p->think.state, p->state) == 0 && p->think.rc == 0 &&
                    p->think.out[0]) {
                        /* The answer is there: play it after a short pause. */
                        if (now - p->think.started_ms < p->pace.ms)
                                return;
                        snprintf(action, sizeof action, "%s", p->think.out);
                        p->think.state[0] = '\0';
                        if (play_action(p, action))
                                say(p, TUI_INFO, _("%s played %s."), display_name(seat),
                                    action);
                        return;
                }
                tui_think_start(&p->think, p->s, p->state, seat->level,
                                200L * seat->level,
                                (unsigned long long)now ^ session_ply_count(p->s), now);
                return;
        }
        if (tui_think_poll(&p->think) && p->think.rc != 0)
                say(p, TUI_ERROR, "%s", _("The computer found no move."));
}

/* --------------------------------------------------------------- loop */

static void save_on_hangup(struct play *p)
{
        /* The session holds the last known-good state between events. */
        autosave(p);
}

static enum tui_run run(struct play *p)
{
        struct tui_event ev;
        enum tui_run out = TUI_RUN_BACK;
        long long now;

        session_set_on_change(p->s, on_change, p);
        session_clock_resume(p->s, tui_now_ms());
        reload(p);
        reset_turn(p);
        p->cursor = tui_quixo_square(4, 2);
        p->help.title = _("Quixo: help");
        p->help.text = tui_quixo_help_text();
        p->next_auto_ms = tui_now_ms() + (p->replay ? REPLAY_STEP_MS : 0);
        p->end_announced = game_over(p);
        if (p->end_announced)
                announce_end(p);

        for (;;) {
                bool busy;

                if (tui_hangup_pending()) {
                        /* Save at once; draw nothing on a terminal that may be gone. */
                        save_on_hangup(p);
                        return TUI_RUN_HANGUP;
                }
                now = tui_now_ms();
                if (p->paused)
                        session_clock_resume(p->s, (int64_t)now);
                else if (!game_over(p) && session_tick(p->s, (int64_t)now))
                        reload(p);
                automatic(p);
                if (game_over(p) && !p->end_announced) {
                        tui_think_cancel(&p->think);
                        reset_turn(p);
                        announce_end(p);
                }
                draw(p);
                refresh();

                busy = !game_over(p) && tui_pace_may_act(&p->pace, p->paused) &&
                       (session_settings(p->s)->clock.mode != SESSION_CLOCK_NONE ||
                        p->think.running || p->replay || !human_to_move(p));
                tui_next_event(&ev, busy ? 100 : 1000);
                switch (ev.type) {
                case TUI_EV_HANGUP:
                        save_on_hangup(p);
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

enum tui_run tui_quixo_play(const struct tui_quixo_args *args)
{
        static struct play p;
        char why[256], path[4096];
        enum tui_run r;

        memset(&p, 0, sizeof p);
        tui_pace_init(&p.pace, COMPUTER_PAUSE_MS);
        p.set = args->set;
        if (args->resume) {
                p.s = tui_quixo_resume(tui_now_ms(), why, sizeof why);
                if (!p.s) {
                        tui_stop();
                        fprintf(stderr, _("quixo: nothing to resume: %s\n"), why);
                        return TUI_RUN_FAILED;
                }
                p.set.undo = session_settings(p.s)->undo_allowed;
                p.set.advice = session_settings(p.s)->advice;
        } else if (args->load_file || args->replay_file) {
                const char *file =
                    args->replay_file ? args->replay_file : args->load_file;
                p.s = tui_load_game(file, args->replay_file != NULL, tui_now_ms(), path,
                                    sizeof path, why, sizeof why);
                if (!p.s) {
                        tui_stop();
                        fprintf(stderr, _("quixo: cannot open %s: %s\n"), file, why);
                        return TUI_RUN_FAILED;
                }
                p.replay = args->replay_file != NULL;
                p.set.undo = session_settings(p.s)->undo_allowed || p.replay;
                p.set.advice = session_settings(p.s)->advice;
        } else {
                p.s = new_session(&args->set, why, sizeof why);
                if (!p.s) {
                        tui_stop();
                        fprintf(stderr, _("quixo: cannot start the game: %s\n"), why);
                        return TUI_RUN_FAILED;
                }
        }
        r = run(&p);
        if (r == TUI_RUN_HANGUP) {
                /* No join: the process leaves at once and writes nothing. */
                return r;
        }
        tui_think_cancel(&p.think);
        session_free(p.s);
        p.s = NULL;
        return r;
}
