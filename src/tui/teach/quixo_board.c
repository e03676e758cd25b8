/* teach/quixo_board.c: the Quixo side of the teaching board: cubes neutral
 * (no mark on top), X or O (with their dots in the four-player game, Q13), who is to
 * move, two or four players; the check asks the rules library (the state parser, Q1-Q15,
 * and quixo_pos_reachable, Q10). */
#include "tui/teach/internal.h"
#include "tui/kit/draw.h"
#include "tui/quixo/internal.h"
#include "tui/quixo/screen.h"
#include "tui/seats.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

static quixo_pos pos;

static int marked_count(void)
{
        return __builtin_popcount(pos.mark[0]) + __builtin_popcount(pos.mark[1]);
}

/* Each move marks at most one more cube (Q6), and Q16 holds in the first
 * turns only: a set position counts as far into the game as its marked
 * cubes say, at least a turn for everyone once a cube is marked. */
static void fit_ply(void)
{
        uint32_t need = 0;
        int marked = marked_count();
        if (marked > 0)
                need = (uint32_t)(marked > pos.players ? marked : pos.players);
        if (pos.ply < need)
                pos.ply = need;
}

static void qb_clear(void)
{
        quixo_options o;
        quixo_options_default(&o, pos.players == 4 ? 4 : 2);
        quixo_pos_init(&pos, &o, NULL, 0);
}

static int qb_set_state(const char *state, char *why, size_t len)
{
        quixo_pos p;
        if (quixo_state_parse(&p, state, why, len) != QUIXO_OK)
                return -1;
        pos = p;
        return 0;
}

static void qb_get_state(char *buf, size_t len)
{
        fit_ply();
        quixo_state_format(&pos, buf, len);
}

static int qb_options(const char *state, char *buf, size_t len, char *why, size_t why_len)
{
        quixo_pos p;
        if (quixo_state_parse(&p, state, why, why_len) != QUIXO_OK)
                return -1;
        if (p.players == 4)
                snprintf(buf, len, "players=4 order=%s", p.order ? "ccw" : "cw");
        else
                snprintf(buf, len, "players=2");
        return 0;
}

static int qb_check(char *why, size_t len)
{
        char state[QUIXO_STATE_MAX];
        quixo_pos back;

        qb_get_state(state, sizeof state);
        if (quixo_state_parse(&back, state, why, len) != QUIXO_OK)
                return -1;
        if (!quixo_pos_reachable(&back, why, len))
                return -1;
        return 0;
}

/* A line of five ends the game (Q10): who won, in words. */
static bool qb_over(char *why, size_t len)
{
        char reason[QUIXO_REASON_MAX];
        quixo_result r;

        fit_ply();
        r = quixo_pos_result(&pos);
        if (r.outcome == QUIXO_OUTCOME_NONE)
                return false;
        quixo_result_format(r, pos.players, reason, sizeof reason);
        snprintf(why, len, "%s", _(reason));
        return true;
}

/* The player to move: "X" or "South (X)"; on a finished position, who
 * won (Q10). */
static void qb_turn_words(char *buf, size_t len)
{
        char why[QUIXO_REASON_MAX];
        if (qb_over(why, sizeof why))
                snprintf(buf, len, _("The game is already over: %s."), why);
        else if (pos.players == 4)
                snprintf(buf, len, _("%s (%s) is to move."),
                         tui_seat_word(quixo_seat_char(pos.turn)),
                         tui_seat_word(quixo_mark_char(pos.turn & 1)));
        else
                snprintf(buf, len, _("%s is to move."),
                         tui_seat_word(quixo_mark_char(pos.turn)));
}

static void qb_draw(const struct tui_layout *l, int cursor)
{
        static const char ids4[4] = {'s', 'e', 'n', 'w'};
        const struct tui_rect *r = &l->panel;
        struct tui_quixo_view v;
        int x = __builtin_popcount(pos.mark[0]), o = __builtin_popcount(pos.mark[1]);
        int y = r->y;

        memset(&v, 0, sizeof v);
        v.pos = &pos;
        v.cursor = cursor;
        v.selected = v.push_from = v.push_to = -1;
        v.win = quixo_winning_lines(&pos);
        v.active = -1;
        if (pos.players == 4) {
                for (int i = 0; i < 4; i++)
                        v.seat_label[i] = tui_seat_word(ids4[i]);
                v.active = pos.turn;
        } else {
                v.seat_label[0] = tui_seat_word('x');
                v.seat_label[1] = tui_seat_word('o');
                v.active = pos.turn;
        }
        tui_quixo_draw_board(l, &v);

        tui_text(y++, r->x, r->w, TUI_TITLE, _("Position"));
        tui_textf(y++, r->x + 1, r->w - 1, TUI_NORMAL,
                  pos.players == 4 ? _("four players, two teams") : _("two players"));
        if (pos.players == 4)
                tui_textf(y++, r->x + 1, r->w - 1, TUI_NORMAL, "%s",
                          pos.order ? _("order: counter-clockwise")
                                    : _("order: clockwise"));
        tui_textf(y++, r->x + 1, r->w - 1, TUI_NORMAL, _("X cubes: %d"), x);
        tui_textf(y++, r->x + 1, r->w - 1, TUI_NORMAL, _("O cubes: %d"), o);
        tui_textf(y++, r->x + 1, r->w - 1, TUI_NORMAL, _("neutral cubes: %d"),
                  25 - x - o);
        {
                char turn[96];
                qb_turn_words(turn, sizeof turn);
                /* who won takes more than a line of the panel */
                const struct tui_rect at = {y, r->x + 1, 3, r->w - 1};
                y += tui_text_wrap(&at, TUI_ACTIVE, turn, 0);
        }
        y++;
        tui_text(y++, r->x, r->w, TUI_TITLE, _("Editing keys"));
        {
                /* wrapped, never cut where the panel is narrow */
                const struct tui_rect keys = {r->y, r->x + 1, r->h, r->w - 1};
                teach_key_lines(&y, &keys, _("x o .  X, O, neutral cube"));
                teach_key_lines(&y, &keys, _("Enter  next face"));
                if (pos.players == 4)
                        teach_key_lines(&y, &keys, _("d      turn the dot"));
                teach_key_lines(&y, &keys, _("t      next to move"));
                teach_key_lines(&y, &keys,
                                pos.players == 4 ? _("2      two players")
                                                 : _("4      four players"));
        }
}

/* Puts a cube face on sq: 0 neutral, 1 X, 2 O; second: the dot points to
 * the team's second seat (N for X, W for O; four players only, Q13). */
static void set_cell(int sq, int face, bool second)
{
        uint32_t bit = 1u << sq;
        pos.mark[0] &= ~bit;
        pos.mark[1] &= ~bit;
        pos.dot &= ~bit;
        if (face)
                pos.mark[face - 1] |= bit;
        if (face && second && pos.players == 4)
                pos.dot |= bit;
}

/* Enter: neutral, X, O (four players: X.S, X.N, O.E, O.W) in turn. */
static void next_face(int sq)
{
        int face = quixo_pos_cell(&pos, sq);
        bool second = (pos.dot >> sq) & 1u;
        if (pos.players != 4) {
                set_cell(sq, (face + 1) % 3, false);
                return;
        }
        if (face == QUIXO_CELL_NEUTRAL)
                set_cell(sq, 1, false);
        else if (!second)
                set_cell(sq, face, true);
        else
                set_cell(sq, face == QUIXO_CELL_X ? 2 : 0, false);
}

static void set_players(int n)
{
        if (pos.players == n)
                return;
        pos.players = (uint8_t)n;
        pos.dot = 0;
        pos.order = 0;
        /* 4p: the team to move keeps it, its first seat; 2p: the seat's team */
        pos.turn = (uint8_t)(n == 4 ? (pos.turn & 1) : (pos.turn & 1));
        if (pos.ply < (uint32_t)n && marked_count() > 0)
                pos.ply = (uint32_t)n;
}

static bool qb_key(const struct tui_event *ev, int cursor, char *msg, size_t len)
{
        char name[3];
        quixo_square_name(cursor, name);
        if (ev->action == TUI_A_OK) {
                next_face(cursor);
                return true;
        }
        switch (ev->key) {
        case 'x':
        case 'X':
        case 'o':
        case 'O': {
                int face = (ev->key == 'x' || ev->key == 'X') ? 1 : 2;
                bool again = (int)quixo_pos_cell(&pos, cursor) == face;
                set_cell(cursor, face, again && !((pos.dot >> cursor) & 1u));
                return true;
        }
        case '.':
        case KEY_DC:
                set_cell(cursor, 0, false);
                return true;
        case 'd':
        case 'D':
                if (pos.players != 4) {
                        snprintf(msg, len, "%s",
                                 _("Only the four-player game has dots (Q13)."));
                        return true;
                }
                if (quixo_pos_cell(&pos, cursor) == QUIXO_CELL_NEUTRAL) {
                        snprintf(msg, len,
                                 _("The cube on %s is neutral: it has no dot (Q13)."),
                                 name);
                        return true;
                }
                pos.dot ^= 1u << cursor;
                return true;
        case 't':
        case 'T':
                if (pos.players == 4)
                        pos.turn = (uint8_t)quixo_seat_next(pos.turn, pos.order);
                else
                        pos.turn ^= 1;
                return true;
        case '2':
                set_players(2);
                return true;
        case '4':
                set_players(4);
                return true;
        case 'v':
        case 'V':
                if (pos.players == 4)
                        pos.order ^= 1;
                return true;
        default:
                return false;
        }
}

static const char *qb_help(void)
{
        return _("Quixo: x, o and . put an X cube, an O cube or a neutral cube (no mark "
                 "on top) on the "
                 "square under the cursor; Enter, Space or a click turns the cube to "
                 "its next face. With four players, x or o on a cube that already "
                 "shows that mark turns its dot to the other teammate, and so does "
                 "d (Q13). t: the next player to move. 2 and 4: two or four players; "
                 "v: the other turn order (four players, Q12).");
}

static const char *const qb_keys[] = {N_("x o ."), N_("cube"), N_("t"), N_("turn"), NULL};

const struct teach_board_game teach_quixo_board = {
    .name = "quixo",
    .title = N_("Quixo: teaching board"),
    .lessons_title = N_("Quixo: lessons"),
    .class_title = N_("Quixo: a class on this server"),
    .layout = &tui_quixo_layout_req,
    .screen = &tui_quixo_screen,
    .start = qb_clear,
    .set_state = qb_set_state,
    .get_state = qb_get_state,
    .options = qb_options,
    .check = qb_check,
    .over = qb_over,
    .turn_words = qb_turn_words,
    .draw = qb_draw,
    .key = qb_key,
    .edit_keys = qb_keys,
    .help = qb_help,
};
