/* eval.c: the static evaluation of the Quixo computer player, for the team to
 * move, at positions without a line where that team has no winning move
 * (the search has checked that). It counts, for each of the 12 lines (5
 * rows, 5 columns, 2 diagonals), the cubes of each side: near-complete lines
 * are worth much (four of five threaten to win, Q10), lines shared by both
 * sides little. Border control adds to it: own border cubes can be taken
 * again, the opponent's never (Q5), so they are the mobility of the rest of
 * the game, and a side with few takeable cubes is soon forced into bad
 * pushes (even into completing the opponent's line, Q10). Having the move is
 * worth a bonus. */
#include <string.h>

#include "quixo_ai/qai.h"

/* The weights were chosen by matches between variants (level 5, 20 ms per
 * move, 80 games each, colours alternating; see docs/ai.md): counting the
 * opponent's lines like one's own plus a bonus for having the move beat
 * weighting the opponent's threats more (26-2), and border control mattered
 * more than first thought (12 per cube beat 2, 5, 8 and 18). */
void qai_eval_defaults(qai_eval_params *p)
{
        /* [own cubes][opponent cubes] of one line, the same for both sides */
        static const int line[6][6] = {
            {0, 0, 0, 0, 0, 0},   {2, 1, 0, 0, 0, 0},   {8, 4, 1, 0, 0, 0},
            {24, 12, 4, 0, 0, 0}, {50, 30, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0},
        };
        memcpy(p->own, line, sizeof line);
        memcpy(p->other, line, sizeof line);
        p->border = 12;
        p->tempo = 15;
}

void qai_eval_init(qai_eval *e, const qai_eval_params *p)
{
        for (int s = 0; s < 32; s++) {
                for (int t = 0; t < 32; t++) {
                        int a = qai_popcount((uint32_t)s), b = qai_popcount((uint32_t)t);
                        int v = 0;
                        if ((s & t) == 0)
                                v = p->own[a][b] - p->other[b][a];
                        e->line[s][t] = (int16_t)v;
                }
        }
        e->border = p->border;
        e->tempo = p->tempo;
}

/* The five cubes of column c of m as bits 0-4. */
static inline uint32_t column(uint32_t m, int c)
{
        uint32_t x = (m >> c) & 0x108421u;
        return (x & 1u) | ((x >> 4) & 2u) | ((x >> 8) & 4u) | ((x >> 12) & 8u) |
               ((x >> 16) & 16u);
}

static inline uint32_t diag_a1e5(uint32_t m)
{
        uint32_t x = m & QAI_DIAG_A1E5;
        return (x & 1u) | ((x >> 5) & 2u) | ((x >> 10) & 4u) | ((x >> 15) & 8u) |
               ((x >> 20) & 16u);
}

static inline uint32_t diag_a5e1(uint32_t m)
{
        uint32_t x = m & QAI_DIAG_A5E1;
        return ((x >> 4) & 1u) | ((x >> 7) & 2u) | ((x >> 10) & 4u) | ((x >> 13) & 8u) |
               ((x >> 16) & 16u);
}

int qai_evaluate(const qai_eval *e, const quixo_pos *p)
{
        unsigned team = p->turn & 1u;
        uint32_t a = p->mark[team], b = p->mark[team ^ 1u];
        int v = 0;
        for (int r = 0; r < 25; r += 5)
                v += e->line[(a >> r) & 31u][(b >> r) & 31u];
        for (int c = 0; c < 5; c++)
                v += e->line[column(a, c)][column(b, c)];
        v += e->line[diag_a1e5(a)][diag_a1e5(b)];
        v += e->line[diag_a5e1(a)][diag_a5e1(b)];
        v += e->border * (qai_popcount(a & QUIXO_BORDER_SQUARES) -
                          qai_popcount(b & QUIXO_BORDER_SQUARES));
        return v + e->tempo;
}
