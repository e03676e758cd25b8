/* movegen.c: legal moves of Quixo and applying them (Q3, Q5-Q7, Q9, Q13,
 * Q14, Q16, Q17), with the reasons for refusing a move. */
#include "quixo/internal.h"

int quixo_gen_moves(const quixo_pos *pos, quixo_move *out)
{
        return qx_gen(pos, out);
}

uint32_t quixo_takeable(const quixo_pos *pos)
{
        return qx_takeable(pos);
}

quixo_status quixo_can_take(const quixo_pos *pos, int sq, char *why, size_t len)
{
        if (sq < 0 || sq >= QUIXO_SQUARES) {
                tt_reason_copy(why, len, "not a square (Q1)");
                return QUIXO_E_SYNTAX;
        }
        if (!(QUIXO_BORDER_SQUARES >> sq & 1u)) {
                qx_say_square(why, len, sq, TT_N_("%s is not on the border (Q3)"));
                return QUIXO_E_NOT_BORDER;
        }
        int team = pos->turn & 1;
        quixo_cell c = quixo_pos_cell(pos, sq);
        if (c != QUIXO_CELL_NEUTRAL && (int)c - 1 != team) {
                qx_say_square(why, len, sq,
                              pos->players == 4
                                  ? TT_N_("%s shows the other team's mark (Q13)")
                                  : TT_N_("%s shows the opponent's mark (Q5)"));
                return QUIXO_E_OPPONENT_MARK;
        }
        if (c != QUIXO_CELL_NEUTRAL && pos->ply < pos->players) {
                tt_reason_copy(
                    why, len,
                    "the first move of each player must take a neutral cube (Q16)");
                return QUIXO_E_FIRST_NEUTRAL;
        }
        if (c != QUIXO_CELL_NEUTRAL && pos->players == 4 &&
            quixo_pos_dot(pos, sq) != pos->turn) {
                qx_say_square(why, len, sq,
                              TT_N_("%s: the dot points to the partner (Q13)"));
                return QUIXO_E_DOT_PARTNER;
        }
        tt_reason_clear(why, len);
        return QUIXO_OK;
}

quixo_status quixo_action_check(const quixo_pos *pos, quixo_move m, char *why, size_t len)
{
        uint32_t takeable = qx_takeable(pos);
        if (m == QUIXO_MOVE_PASS) {
                if (takeable != 0) {
                        tt_reason_copy(
                            why, len,
                            pos->players == 4
                                ? "pass is legal only when no cube can be taken (Q17)"
                                : "a player may not pass (Q9)");
                        return QUIXO_E_PASS;
                }
                tt_reason_clear(why, len);
                return QUIXO_OK;
        }
        int from = quixo_move_from(m), to = quixo_move_to(m);
        if ((m & ~(unsigned)(QUIXO_MOVE_HAS_DOT | 0xFFFu)) != 0 ||
            from >= QUIXO_SQUARES || to >= QUIXO_SQUARES ||
            (!(m & QUIXO_MOVE_HAS_DOT) && (m & 0xC00u))) {
                tt_reason_copy(why, len, "not a move");
                return QUIXO_E_SYNTAX;
        }
        if (takeable == 0) {
                tt_reason_copy(
                    why, len,
                    "no cube can be taken, so the only legal move is pass (Q17)");
                return QUIXO_E_MUST_PASS;
        }
        quixo_status st = quixo_can_take(pos, from, why, len);
        if (st != QUIXO_OK)
                return st;
        if (to == from) {
                tt_reason_copy(why, len,
                               "a cube may not go back where it was taken (Q7)");
                return QUIXO_E_SAME_SQUARE;
        }
        if (qx_push_table[m & 0x3FFu].seg == 0) {
                char name[3];
                quixo_square_name(to, name);
                tt_reason(why, len, "%s is not an end of row %c or column %c (Q7/Q8)",
                          name, (char)('1' + from / 5), (char)('a' + from % 5));
                return QUIXO_E_NOT_END;
        }
        int dot = quixo_move_dot(m);
        if (pos->players == 2 && dot != QUIXO_SEAT_NONE) {
                tt_reason_copy(why, len, "the two-player game has no dot (Q15)");
                return QUIXO_E_DOT_UNEXPECTED;
        }
        if (pos->players == 4 && dot == QUIXO_SEAT_NONE) {
                tt_reason_copy(why, len,
                               "a four-player move needs a dot, like c1-c5/N (Q15)");
                return QUIXO_E_DOT_MISSING;
        }
        if (pos->players == 4 && dot != pos->turn && dot != (pos->turn ^ 2)) {
                tt_reason_copy(why, len,
                               "the dot must point to the mover or the partner (Q14)");
                return QUIXO_E_DOT_SEAT;
        }
        tt_reason_clear(why, len);
        return QUIXO_OK;
}

void quixo_make(quixo_pos *pos, quixo_move m)
{
        qx_make(pos, m);
}

void quixo_pos_after(const quixo_pos *pos, quixo_move m, quixo_pos *out)
{
        quixo_pos p = *pos;
        qx_make(&p, m);
        *out = p;
}

quixo_status quixo_pos_preview(const quixo_pos *pos, quixo_move m, quixo_pos *out,
                               char *why, size_t len)
{
        quixo_status st = quixo_action_check(pos, m, why, len);
        if (st == QUIXO_OK)
                quixo_pos_after(pos, m, out);
        return st;
}

uint32_t quixo_move_span(quixo_move m)
{
        if (m == QUIXO_MOVE_PASS || m == QUIXO_MOVE_NONE)
                return 0;
        const qx_push *e = &qx_push_table[m & 0x3FFu];
        if (e->seg == 0)
                return 0;
        return QUIXO_ALL_SQUARES & ~e->keep;
}

uint32_t quixo_pos_diff(const quixo_pos *a, const quixo_pos *b)
{
        return ((a->mark[0] ^ b->mark[0]) | (a->mark[1] ^ b->mark[1]) |
                (a->dot ^ b->dot)) &
               QUIXO_ALL_SQUARES;
}
