/* perft.c: counts the game tree of Quixo (every move applied at every ply).
 * Convention (docs/quixo.md): a position decided by a line (Q10, Q18) has
 * no children; it is counted as a leaf only at exactly the requested depth.
 * Lines first appear at ply 9, so depths 1-8 from the opening do not depend
 * on it: 44, 1836, 76596 for depths 1-3 of the two-player game.
 *
 * Every child board is computed, also at the last ply (it goes into the
 * checksum). Below a position without lines, a child can only complete a
 * line that already held four cubes of one mark (qx_near_lines), so only
 * those lines are looked at. The two-player loops walk the pushes directly,
 * without a move list. */
#include "quixo/internal.h"

/* The children of *pos at depth 1: applies every move, counts the children,
 * the decided ones among them, and adds them to the checksum. */
static void perft_leaves(const quixo_pos *pos, quixo_perft_stats *st)
{
        uint32_t t = qx_takeable(pos);
        uint32_t x = pos->mark[0], o = pos->mark[1];
        uint32_t lx[12], lo[12];
        int nx, no;
        bool near = qx_near_lines(x, o, lx, &nx, lo, &no) > 0;
        uint64_t leaves = 0, decided = 0, sum = 0;
        if (pos->players == 2 && t != 0) {
                /* two players: one move per push; only the two mark masks change */
                unsigned team = pos->turn & 1u;
                while (t) {
                        int sq = __builtin_ctz(t);
                        t &= t - 1;
                        int n = qx_end_count[sq];
                        const qx_push *e = qx_square_pushes[sq];
                        for (int i = 0; i < n; i++, e++) {
                                uint32_t cx = qx_push_mask(x, e), co = qx_push_mask(o, e);
                                if (team)
                                        co |= e->to;
                                else
                                        cx |= e->to;
                                sum += qx_leaf_sum(cx, co, 0);
                                if (near)
                                        decided += qx_any_full(cx, lx, nx) ||
                                                   qx_any_full(co, lo, no);
                        }
                        leaves += (uint64_t)n;
                }
        } else {
                /* four players (each push with two dots), or a pass */
                quixo_move moves[QUIXO_MAX_MOVES];
                int n = qx_gen(pos, moves);
                for (int i = 0; i < n; i++) {
                        quixo_pos c = *pos;
                        qx_make(&c, moves[i]);
                        sum += qx_leaf_sum(c.mark[0], c.mark[1], c.dot);
                        if (near)
                                decided += qx_any_full(c.mark[0], lx, nx) ||
                                           qx_any_full(c.mark[1], lo, no);
                }
                leaves = (uint64_t)n;
        }
        st->leaves += leaves;
        st->decided += decided;
        st->checksum += sum;
}

static void perft_rec(const quixo_pos *pos, int depth, quixo_perft_stats *st)
{
        if (depth == 1) {
                perft_leaves(pos, st);
                return;
        }
        uint32_t lx[12], lo[12];
        int nx, no;
        qx_near_lines(pos->mark[0], pos->mark[1], lx, &nx, lo, &no);
        quixo_move moves[QUIXO_MAX_MOVES];
        int n = qx_gen(pos, moves);
        for (int i = 0; i < n; i++) {
                quixo_pos child = *pos;
                qx_make(&child, moves[i]);
                if (!qx_any_full(child.mark[0], lx, nx) &&
                    !qx_any_full(child.mark[1], lo, no))
                        perft_rec(&child, depth - 1, st);
        }
}

void quixo_perft_detail(const quixo_pos *pos, int depth, quixo_perft_stats *stats)
{
        stats->leaves = 0;
        stats->decided = 0;
        stats->checksum = 0;
        if (depth <= 0) {
                stats->leaves = 1;
                stats->decided = qx_decided(pos);
                stats->checksum = qx_leaf_sum(pos->mark[0], pos->mark[1], pos->dot);
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
