/* state.c: the Quixo state string (docs/quixo.md, "State string"), both ways:
 *   quixo players=2 turn=x ply=0 board=...../...../...../...../.....
 *   quixo players=4 order=cw turn=s ply=0 board=........../...
 * Parsing accepts exactly the canonical form and names the field at fault. */
#include "quixo/internal.h"

#include <string.h>

size_t quixo_state_format(const quixo_pos *pos, char *buf, size_t len)
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

/* A reason about the state string (text: a whole sentence). */
static quixo_status bad(char *why, size_t len, const char *text)
{
        tt_reason_copy(why, len, text);
        return QUIXO_E_STATE;
}

/* A reason about the cell at sq: fmt shows the square with %s. */
static quixo_status bad_cell(char *why, size_t len, int sq, const char *fmt)
{
        char name[3];
        quixo_square_name(sq, name);
        tt_reason(why, len, fmt, name);
        return QUIXO_E_STATE;
}

/* A reason about a row of the board: fmt shows its number with %d. */
static quixo_status bad_row(char *why, size_t len, int row, const char *fmt)
{
        tt_reason(why, len, fmt, row + 1);
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
                                return bad_row(why, len, row,
                                               TT_N_("state string: board= row %d has "
                                                     "fewer than 5 cells"));
                        s++;
                        if (c == 'x')
                                p->mark[QUIXO_X] |= 1u << sq;
                        else if (c == 'o')
                                p->mark[QUIXO_O] |= 1u << sq;
                        else if (c != '.')
                                return bad_cell(
                                    why, len, sq,
                                    four ? TT_N_("state string: board= at %s: a cell is "
                                                 "'..', 'xs', 'xn', 'oe' or 'ow' "
                                                 "(Q2, Q13)")
                                         : TT_N_("state string: board= at %s: a cell is "
                                                 "'.', 'x' or 'o' (Q2)"));
                        if (!four)
                                continue;
                        char d = *s;
                        if (d == '\0' || d == '/')
                                return bad_cell(
                                    why, len, sq,
                                    TT_N_(
                                        "state string: board= at %s: a four-player cell "
                                        "has "
                                        "two characters: '..', 'xs', 'xn', 'oe' or 'ow' "
                                        "(Q13)"));
                        s++;
                        if (c == '.') {
                                if (d != '.')
                                        return bad_cell(why, len, sq,
                                                        TT_N_("state string: board= at "
                                                              "%s: a neutral cube "
                                                              "has no dot: '..' (Q13)"));
                                continue;
                        }
                        if (c == 'x' && (d == 's' || d == 'n')) {
                                p->dot |= (uint32_t)(d == 'n') << sq;
                        } else if (c == 'o' && (d == 'e' || d == 'w')) {
                                p->dot |= (uint32_t)(d == 'w') << sq;
                        } else {
                                return bad_cell(
                                    why, len, sq,
                                    c == 'x' ? TT_N_("state string: board= at %s: the "
                                                     "dot of an x "
                                                     "cube points to s or n (Q11, Q13)")
                                             : TT_N_("state string: board= at %s: the "
                                                     "dot of an o "
                                                     "cube points to e or w (Q11, Q13)"));
                        }
                }
                if (row > 0) {
                        if (*s == '\0')
                                return bad(
                                    why, len,
                                    TT_N_("state string: board= has fewer than 5 rows"));
                        if (*s != '/')
                                return bad_row(why, len, row,
                                               TT_N_("state string: board= row %d has "
                                                     "more than 5 cells"));
                        s++;
                }
        }
        if (*s == '/')
                return bad(why, len, TT_N_("state string: board= has more than 5 rows"));
        if (*s != '\0')
                return bad_row(why, len, 0,
                               TT_N_("state string: board= row %d has more than 5 cells, "
                                     "or text follows the board"));
        return QUIXO_OK;
}

/* ---- one handler per field of the state string, in their fixed order */

/* A field's value at *s: reads it into *p and moves *s past it. */
typedef quixo_status (*field_fn)(quixo_pos *p, const char **s, char *why, size_t len);

static quixo_status read_players(quixo_pos *p, const char **s, char *why, size_t len)
{
        if (eat(s, "2"))
                p->players = 2;
        else if (eat(s, "4"))
                p->players = 4;
        else
                return bad(why, len,
                           TT_N_("state string: players= must be 2 or 4 (Q11)"));
        return QUIXO_OK;
}

static quixo_status read_order(quixo_pos *p, const char **s, char *why, size_t len)
{
        if (eat(s, "ccw"))
                p->order = QUIXO_CCW;
        else if (eat(s, "cw"))
                p->order = QUIXO_CW;
        else
                return bad(why, len,
                           TT_N_("state string: order= must be cw or ccw (Q12)"));
        return QUIXO_OK;
}

static quixo_status read_turn(quixo_pos *p, const char **s, char *why, size_t len)
{
        char c = **s;
        int seat = quixo_seat_of_char(c);
        if (p->players == 2) {
                if (c != 'x' && c != 'o')
                        return bad(why, len,
                                   TT_N_("state string: turn= must be x or o with two "
                                         "players (Q4)"));
                p->turn = c == 'x' ? QUIXO_X : QUIXO_O;
        } else {
                if (seat == QUIXO_SEAT_NONE)
                        return bad(
                            why, len,
                            TT_N_(
                                "state string: turn= must be a seat s, e, n or w (Q11)"));
                p->turn = (uint8_t)seat;
        }
        (*s)++;
        return QUIXO_OK;
}

static quixo_status read_ply(quixo_pos *p, const char **s, char *why, size_t len)
{
        const char *c = *s;
        uint64_t ply = 0;
        if (*c < '0' || *c > '9')
                return bad(why, len,
                           TT_N_("state string: ply= must be a number of moves"));
        if (c[0] == '0' && c[1] >= '0' && c[1] <= '9')
                return bad(why, len, TT_N_("state string: ply= has a leading zero"));
        for (; *c >= '0' && *c <= '9'; c++) {
                ply = ply * 10 + (uint64_t)(*c - '0');
                if (ply > UINT32_MAX)
                        return bad(why, len, TT_N_("state string: ply= is too large"));
        }
        p->ply = (uint32_t)ply;
        *s = c;
        return QUIXO_OK;
}

static quixo_status read_board(quixo_pos *p, const char **s, char *why, size_t len)
{
        return parse_board(p, *s, why, len); /* the last field: up to the end */
}

static const struct field {
        const char *name;    /* "players=" */
        const char *missing; /* the reason when it is not there */
        field_fn read;
} fields[] = {
    {"players=",
     TT_N_("state string: players= is missing (fields in order: players, [order,] turn, "
           "ply, board)"),
     read_players},
    {"order=", TT_N_("state string: order= is missing after players=4 (Q12)"),
     read_order},
    {"turn=",
     TT_N_(
         "state string: turn= is missing (fields in order: players, [order,] turn, ply, "
         "board)"),
     read_turn},
    {"ply=", TT_N_("state string: ply= is missing after turn="), read_ply},
    {"board=", TT_N_("state string: board= is missing after ply="), read_board},
};

quixo_status quixo_state_parse(quixo_pos *pos, const char *text, char *why, size_t len)
{
        quixo_pos p = {{0, 0}, 0, 0, 0, 0, 0, 0};
        const char *s = text;
        size_t n = sizeof fields / sizeof fields[0];
        if (s == NULL || !eat(&s, "quixo "))
                return bad(
                    why, len,
                    TT_N_(
                        "state string: it starts with 'quixo ' followed by the fields"));
        for (size_t i = 0; i < n; i++) {
                const struct field *f = &fields[i];
                if (f->read == read_order && p.players != 4) { /* Q12 */
                        if (eat(&s, f->name))
                                return bad(why, len,
                                           TT_N_("state string: order= is only for four "
                                                 "players (Q12)"));
                        continue;
                }
                if (!eat(&s, f->name))
                        return bad(why, len, f->missing);
                quixo_status st = f->read(&p, &s, why, len);
                if (st != QUIXO_OK)
                        return st;
                if (i + 1 < n && !eat(&s, " ")) {
                        tt_reason(why, len, "state string: a single space must follow %s",
                                  f->name);
                        return QUIXO_E_STATE;
                }
        }
        *pos = p;
        tt_reason_clear(why, len);
        return QUIXO_OK;
}

/* ---- reachability of a position showing a line (record start states) */

static bool cells_have_line(const quixo_cell c[25])
{
        static const uint32_t lines[12] = QX_LINES;
        uint32_t m[3] = {0, 0, 0};
        for (int sq = 0; sq < 25; sq++)
                m[c[sq]] |= 1u << sq;
        for (int i = 0; i < 12; i++)
                if ((m[QUIXO_CELL_X] & lines[i]) == lines[i] ||
                    (m[QUIXO_CELL_O] & lines[i]) == lines[i])
                        return true;
        return false;
}

/* Whether the move FROM-TO by `mover` can have led to `after` from a
 * position without a line: undoes the push (Q7) with the taken cube
 * neutral or the mover's before (Q5, Q6). */
static bool undo_leaves_no_line(const quixo_cell after[25], int from, int to,
                                quixo_cell mover)
{
        if (after[to] != mover)
                return false;
        int fr = from / 5, fc = from % 5, tr = to / 5, tc = to % 5;
        int step = fr == tr ? (tc > fc ? 1 : -1) : (tr > fr ? 5 : -5);
        for (int was = 0; was < 2; was++) {
                quixo_cell before[25];
                memcpy(before, after, sizeof before);
                for (int sq = from; sq != to; sq += step)
                        before[sq + step] = after[sq];
                before[from] = was ? mover : QUIXO_CELL_NEUTRAL;
                if (!cells_have_line(before))
                        return true;
        }
        return false;
}

bool quixo_pos_reachable(const quixo_pos *pos, char *why, size_t len)
{
        quixo_cell c[25];
        for (int sq = 0; sq < 25; sq++)
                c[sq] = quixo_pos_cell(pos, sq);
        if (!cells_have_line(c))
                return true;
        /* A line ends the game (Q10), so the last move was made from a
         * position without one: some border cube (Q3), pushed back in at
         * an end of its row or column (Q7), must undo to such a position.
         * That move was the last mover's: the other mark than the one to
         * move (teams alternate with four players, Q12), and its cube
         * shows that mark (Q6). */
        quixo_cell mover = (pos->turn & 1) ? QUIXO_CELL_X : QUIXO_CELL_O;
        for (int from = 0; from < 25; from++) {
                int r = from / 5, col = from % 5;
                if (r != 0 && r != 4 && col != 0 && col != 4)
                        continue;
                const int ends[4] = {r * 5, r * 5 + 4, col, 20 + col};
                for (int e = 0; e < 4; e++) {
                        if (ends[e] == from)
                                continue;
                        if (undo_leaves_no_line(c, from, ends[e], mover))
                                return true;
                }
        }
        tt_reason(why, len,
                  "the lines of five on this board cannot all come from one move of %s, "
                  "who moved last, made where there was none (Q6, Q7, Q10)",
                  mover == QUIXO_CELL_X ? "X" : "O");
        return false;
}
