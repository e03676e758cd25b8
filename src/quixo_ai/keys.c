/* keys.c: Zobrist keys of Quixo positions for the computer player's
 * transposition table and for repetitions (Q21), and the local bitboard
 * tables (pushes, turn order) built from the public rules API. */
#include "quixo_ai/qai.h"

static uint64_t mix(uint64_t z)
{
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
}

uint64_t qai_cell_key(int kind, int sq)
{
        return mix(0x51c0a1b2c3d4e5f6ULL +
                   0x9e3779b97f4a7c15ULL * (uint64_t)(kind * 32 + sq + 1));
}

uint64_t qai_turn_key(int players, int turn)
{
        return mix(0x7a3e5c1d2b4f6081ULL +
                   0x9e3779b97f4a7c15ULL * (uint64_t)(1000 + players * 8 + (turn & 3)));
}

uint64_t qai_early_key(int ply)
{
        return mix(0x2d4c6e8f1a3b5c7dULL +
                   0x9e3779b97f4a7c15ULL * (uint64_t)(2000 + ply));
}

void qai_zobrist_init(qai_zobrist *z)
{
        for (int kind = 0; kind < 3; kind++) {
                for (int byte = 0; byte < 4; byte++) {
                        for (int v = 0; v < 256; v++) {
                                uint64_t k = 0;
                                for (int bit = 0; bit < 8; bit++) {
                                        int sq = byte * 8 + bit;
                                        if ((v >> bit & 1) && sq < QUIXO_SQUARES)
                                                k ^= qai_cell_key(kind, sq);
                                }
                                if (kind < 2)
                                        z->mark[kind][byte][v] = k;
                                else
                                        z->dot[byte][v] = k;
                        }
                }
        }
        for (int kind = 0; kind < 3; kind++) {
                for (int line = 0; line < 10; line++) {
                        for (int v = 0; v < 32; v++) {
                                uint64_t k = 0;
                                for (int i = 0; i < 5; i++) {
                                        int sq =
                                            line < 5 ? line * 5 + i : i * 5 + line - 5;
                                        if (v >> i & 1)
                                                k ^= qai_cell_key(kind, sq);
                                }
                                z->span[line][kind][v] = k;
                        }
                }
        }
        for (int t = 0; t < 4; t++) {
                z->turn[t] = qai_turn_key(2, t);
                z->turn[4 + t] = qai_turn_key(4, t);
                z->early[t] = qai_early_key(t);
        }
}

uint64_t quixo_ai_key(const quixo_pos *pos)
{
        uint64_t k = 0;
        for (int sq = 0; sq < QUIXO_SQUARES; sq++) {
                if (pos->mark[0] >> sq & 1u)
                        k ^= qai_cell_key(0, sq);
                if (pos->mark[1] >> sq & 1u)
                        k ^= qai_cell_key(1, sq);
                if (pos->dot >> sq & 1u)
                        k ^= qai_cell_key(2, sq);
        }
        return k ^ qai_turn_key(pos->players == 4 ? 4 : 2, pos->turn);
}

/* The squares from a to b along their row or column, both included. */
static uint32_t span(int a, int b)
{
        int lo = a < b ? a : b, hi = a < b ? b : a;
        int step = a / 5 == b / 5 ? 1 : 5;
        uint32_t m = 0;
        for (int sq = lo; sq <= hi; sq += step)
                m |= 1u << sq;
        return m;
}

void qai_tables_init(quixo_ai *ai)
{
        for (int i = 0; i < 32; i++)
                ai->line_mask[i] = 0;
        for (int i = 0; i < 5; i++) {
                ai->line_mask[5 * i] = 0x1Fu << (5 * i);
                ai->line_mask[QAI_LINE_COL0 + i] = 0x108421u << i;
        }
        ai->line_mask[QAI_LINE_A1E5] = QAI_DIAG_A1E5;
        ai->line_mask[QAI_LINE_A5E1] = QAI_DIAG_A5E1;
        for (int i = 0; i < 1024; i++)
                ai->push[i] = (qai_push){QUIXO_ALL_SQUARES, 0, 0, 0, 0, 0, 0, 0, 0};
        for (int from = 0; from < QUIXO_SQUARES; from++) {
                int ends[3];
                int n = quixo_push_ends(from, ends);
                ai->npushes[from] = (uint8_t)n;
                for (int i = 0; i < n; i++) {
                        ai->pushes[from][i] = quixo_move_make(from, ends[i]);
                        int to = ends[i];
                        uint32_t s = span(from, to);
                        int step = from / 5 == to / 5 ? 1 : 5;
                        qai_push *e = &ai->push[quixo_move_make(from, to) & 0x3FFu];
                        e->keep = QUIXO_ALL_SQUARES & ~s;
                        e->seg = s & ~(1u << from);
                        /* Q7: the cubes between slide one step towards the gap */
                        e->sl = (uint8_t)(to < from ? step : 0);
                        e->sr = (uint8_t)(to > from ? step : 0);
                        e->line = (uint8_t)(step == 1 ? from / 5 : 5 + from % 5);
                        e->first = (uint8_t)(step == 1 ? from / 5 * 5 : from % 5);
                        e->gather = step == 1 ? 0x1Fu : 0x108421u;
                        e->mul = step == 1 ? 1u << 20 : 0x111110u;
                        e->lines = 0;
                        for (int line = 0; line < 32; line++)
                                if (ai->line_mask[line] & s)
                                        e->lines |= 1u << line;
                }
        }
        for (int t = 0; t < 4; t++) {
                ai->next_turn[0][0][t] = ai->next_turn[0][1][t] = (uint8_t)((t & 1) ^ 1);
                ai->next_turn[1][0][t] = (uint8_t)quixo_seat_next(t, QUIXO_CW);
                ai->next_turn[1][1][t] = (uint8_t)quixo_seat_next(t, QUIXO_CCW);
        }
        for (int four = 0; four < 2; four++)
                for (int order = 0; order < 2; order++)
                        for (int t = 0; t < 4; t++)
                                ai->turn_step[four][order][t] =
                                    ai->zob.turn[four * 4 + t] ^
                                    ai->zob
                                        .turn[four * 4 + ai->next_turn[four][order][t]];
}
