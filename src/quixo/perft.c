/* perft.c: counts the game tree of Quixo (every move applied at every ply).
 * Convention (docs/quixo.md): a position decided by a line (Q10, Q18) has
 * no children; it is counted as a leaf only at exactly the requested depth.
 * Lines first appear at ply 9, so depths 1-8 from the opening do not depend
 * on it: 44, 1836, 76596 for depths 1-3 of the two-player game. */
#include "quixo/qx.h"

static void perft_rec(const quixo_pos *pos, int depth, quixo_perft_stats *st)
{
        quixo_move moves[QUIXO_MAX_MOVES];
        int n = qx_gen(pos, moves);
        if (depth == 1) {
                uint64_t decided = 0;
                for (int i = 0; i < n; i++) {
                        quixo_pos child = *pos;
                        qx_make(&child, moves[i]);
                        decided += qx_decided(&child);
                }
                st->leaves += (uint64_t)n;
                st->decided += decided;
                return;
        }
        for (int i = 0; i < n; i++) {
                quixo_pos child = *pos;
                qx_make(&child, moves[i]);
                if (!qx_decided(&child))
                        perft_rec(&child, depth - 1, st);
        }
}

void quixo_perft_detail(const quixo_pos *pos, int depth, quixo_perft_stats *stats)
{
        stats->leaves = 0;
        stats->decided = 0;
        if (depth <= 0) {
                stats->leaves = 1;
                stats->decided = qx_decided(pos);
                return;
        }
        if (qx_decided(pos))
                return;
        perft_rec(pos, depth, stats);
}

uint64_t quixo_perft(const quixo_pos *pos, int depth)
{
        quixo_perft_stats st;
        quixo_perft_detail(pos, depth, &st);
        return st.leaves;
}
