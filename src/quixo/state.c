/* state.c: the Quixo state string (docs/quixo.md, "State string"), both ways:
 *   quixo players=2 turn=x ply=0 board=...../...../...../...../.....
 *   quixo players=4 order=cw turn=s ply=0 board=........../...
 * Parsing accepts exactly the canonical form and names the field at fault. */
#include "quixo/qx.h"

size_t quixo_pos_format(const quixo_pos *pos, char *buf, size_t len)
{
        tt_text t;
        tt_text_init(&t, buf, len);
        bool four = pos->players == 4;
        tt_text_str(&t, four ? "quixo players=4 order=" : "quixo players=2");
        if (four)
                tt_text_str(&t, pos->order == QUIXO_CCW ? "ccw" : "cw");
        tt_text_str(&t, " turn=");
        tt_text_char(&t,
                     four ? quixo_seat_char(pos->turn) : quixo_mark_char(pos->turn & 1));
        tt_text_str(&t, " ply=");
        tt_text_uint(&t, pos->ply);
        tt_text_str(&t, " board=");
        for (int row = 4; row >= 0; row--) {
                for (int col = 0; col < 5; col++) {
                        int sq = row * 5 + col;
                        quixo_cell c = quixo_pos_cell(pos, sq);
                        tt_text_char(&t, ".xo"[c]);
                        if (four)
                                tt_text_char(
                                    &t, c == QUIXO_CELL_NEUTRAL
                                            ? '.'
                                            : quixo_seat_char(quixo_pos_dot(pos, sq)));
                }
                if (row > 0)
                        tt_text_char(&t, '/');
        }
        return tt_text_written(&t);
}

/* Consumes the literal lit at *s; false if it is not there. */
static bool eat(const char **s, const char *lit)
{
        const char *p = *s;
        while (*lit) {
                if (*p != *lit)
                        return false;
                p++;
                lit++;
        }
        *s = p;
        return true;
}

static quixo_status bad(char *why, size_t len, const char *a, const char *b)
{
        tt_reason(why, len, "%s%s%s", "state string: ", a, b);
        return QUIXO_E_STATE;
}

static quixo_status bad_cell(char *why, size_t len, int sq, const char *what)
{
        tt_text t;
        tt_text_init(&t, why, len);
        tt_text_str(&t, "state string: board= at ");
        qx_text_square(&t, sq);
        tt_text_str(&t, ": ");
        tt_text_str(&t, what);
        return QUIXO_E_STATE;
}

static quixo_status bad_row(char *why, size_t len, int row, const char *what)
{
        tt_text t;
        tt_text_init(&t, why, len);
        tt_text_str(&t, "state string: board= row ");
        tt_text_uint(&t, (unsigned long)row + 1);
        tt_text_str(&t, what);
        return QUIXO_E_STATE;
}

static quixo_status parse_board(quixo_pos *p, const char *s, char *why, size_t len)
{
        bool four = p->players == 4;
        for (int row = 4; row >= 0; row--) {
                for (int col = 0; col < 5; col++) {
                        int sq = row * 5 + col;
                        char c = *s;
                        if (c == '/' || c == '\0')
                                return bad_row(why, len, row, " has fewer than 5 cells");
                        s++;
                        if (c == 'x')
                                p->mark[QUIXO_X] |= 1u << sq;
                        else if (c == 'o')
                                p->mark[QUIXO_O] |= 1u << sq;
                        else if (c != '.')
                                return bad_cell(why, len, sq,
                                                four ? "a cell is '..', 'xs', 'xn', 'oe' "
                                                       "or 'ow' (Q2, Q13)"
                                                     : "a cell is '.', 'x' or 'o' (Q2)");
                        if (!four)
                                continue;
                        char d = *s;
                        if (d == '\0' || d == '/')
                                return bad_cell(
                                    why, len, sq,
                                    "a four-player cell has two characters: '..', "
                                    "'xs', 'xn', 'oe' or 'ow' (Q13)");
                        s++;
                        if (c == '.') {
                                if (d != '.')
                                        return bad_cell(
                                            why, len, sq,
                                            "a neutral cube has no dot: '..' (Q13)");
                                continue;
                        }
                        if (c == 'x' && (d == 's' || d == 'n')) {
                                p->dot |= (uint32_t)(d == 'n') << sq;
                        } else if (c == 'o' && (d == 'e' || d == 'w')) {
                                p->dot |= (uint32_t)(d == 'w') << sq;
                        } else {
                                return bad_cell(
                                    why, len, sq,
                                    c == 'x' ? "the dot of an x cube points to s or "
                                               "n (Q11, Q13)"
                                             : "the dot of an o cube points to e or "
                                               "w (Q11, Q13)");
                        }
                }
                if (row > 0) {
                        if (*s == '\0')
                                return bad(why, len, "board= has fewer than 5 rows", "");
                        if (*s != '/')
                                return bad_row(why, len, row, " has more than 5 cells");
                        s++;
                }
        }
        if (*s == '/')
                return bad(why, len, "board= has more than 5 rows", "");
        if (*s != '\0')
                return bad_row(why, len, 0,
                               " has more than 5 cells, or text follows the board");
        return QUIXO_OK;
}

quixo_status quixo_pos_parse(quixo_pos *pos, const char *text, char *why, size_t len)
{
        quixo_pos p = {{0, 0}, 0, 0, 0, 0, 0, 0};
        const char *s = text;
        if (s == NULL || !eat(&s, "quixo "))
                return bad(why, len, "it starts with 'quixo ' followed by the fields",
                           "");
        if (!eat(&s, "players="))
                return bad(why, len, "players= is missing (fields in order: players, ",
                           "[order,] turn, ply, board)");
        if (eat(&s, "2"))
                p.players = 2;
        else if (eat(&s, "4"))
                p.players = 4;
        else
                return bad(why, len, "players= must be 2 or 4 (Q11)", "");
        if (!eat(&s, " "))
                return bad(why, len, "a single space must follow players=", "");
        if (p.players == 4) {
                if (!eat(&s, "order="))
                        return bad(why, len, "order= is missing after players=4 (Q12)",
                                   "");
                if (eat(&s, "ccw"))
                        p.order = QUIXO_CCW;
                else if (eat(&s, "cw"))
                        p.order = QUIXO_CW;
                else
                        return bad(why, len, "order= must be cw or ccw (Q12)", "");
                if (!eat(&s, " "))
                        return bad(why, len, "a single space must follow order=", "");
        } else if (eat(&s, "order=")) {
                return bad(why, len, "order= is only for four players (Q12)", "");
        }
        if (!eat(&s, "turn="))
                return bad(why, len, "turn= is missing (fields in order: players, ",
                           "[order,] turn, ply, board)");
        char c = *s;
        if (p.players == 2) {
                if (c != 'x' && c != 'o')
                        return bad(why, len, "turn= must be x or o with two players (Q4)",
                                   "");
                p.turn = c == 'x' ? QUIXO_X : QUIXO_O;
        } else {
                if (c != 's' && c != 'e' && c != 'n' && c != 'w')
                        return bad(why, len, "turn= must be a seat s, e, n or w (Q11)",
                                   "");
                p.turn = c == 's'   ? QUIXO_S
                         : c == 'e' ? QUIXO_E
                         : c == 'n' ? QUIXO_N
                                    : QUIXO_W;
        }
        s++;
        if (!eat(&s, " "))
                return bad(why, len, "a single space must follow turn=", "");
        if (!eat(&s, "ply="))
                return bad(why, len, "ply= is missing after turn=", "");
        if (*s < '0' || *s > '9')
                return bad(why, len, "ply= must be a number of moves", "");
        if (s[0] == '0' && s[1] >= '0' && s[1] <= '9')
                return bad(why, len, "ply= has a leading zero", "");
        uint64_t ply = 0;
        while (*s >= '0' && *s <= '9') {
                ply = ply * 10 + (uint64_t)(*s - '0');
                if (ply > UINT32_MAX)
                        return bad(why, len, "ply= is too large", "");
                s++;
        }
        p.ply = (uint32_t)ply;
        if (!eat(&s, " "))
                return bad(why, len, "a single space must follow ply=", "");
        if (!eat(&s, "board="))
                return bad(why, len, "board= is missing after ply=", "");
        quixo_status st = parse_board(&p, s, why, len);
        if (st != QUIXO_OK)
                return st;
        *pos = p;
        tt_reason_copy(why, len, "");
        return QUIXO_OK;
}
