/* perft.c: counts the game tree of Quixo (every move applied at every ply).
 * Convention (docs/quixo.md): a position decided by a line (Q10, Q18) has
 * no children; it is counted as a leaf only at exactly the requested depth.
 * Lines first appear at ply 9, so depths 1-8 from the opening do not depend
 * on it: 44, 1836, 76596 for depths 1-3 of the two-player game.
 *
 * Every child board is computed, also at the last ply (it goes into the
 * checksum). Below a position without lines, a child can only complete a
 * line that already held four cubes of one mark (qx_near_lines), so only
 * those lines are looked at. The two-player last ply walks the takeable
 * squares side by side of the board and corner by corner, where every
 * square has the same pushes with the same constant shifts
 * (qx_square_dirs), without a move list (issue 27: it was one loop over the
 * takeable squares with 2 or 3 pushes each and two variable shifts per
 * mask). */
#include "quixo/internal.h"

/* One push at the last ply (two players): the child added to the sums of
 * the mover's and the other masks (`me`, the mover's, gets its cube on TO,
 * Q6) and tested against the near lines. A macro, so that the shift is a
 * constant. */
#define QX_LEAF(e, op, k)                                                                \
        do {                                                                             \
                uint32_t a = (me & (e).keep) | ((me & (e).seg) op(k)) | (e).to;          \
                uint32_t b = (you & (e).keep) | ((you & (e).seg) op(k));                 \
                sum_me += a;                                                             \
                sum_you += b;                                                            \
                if (near)                                                                \
                        decided +=                                                       \
                            qx_any_full(a, lme, nme) || qx_any_full(b, lyou, nyou);      \
        } while (0)

/* The takeable squares of one side of the board (mask), each with its
 * pushes in directions d1, d2, d3 of qx_square_dirs. */
#define QX_SIDE(mask, d1, op1, k1, d2, op2, k2, d3, op3, k3)                             \
        for (uint32_t m_ = t & (mask); m_ != 0; m_ &= m_ - 1) {                          \
                const qx_flat_push *e_ = qx_square_dirs[__builtin_ctz(m_)];              \
                QX_LEAF(e_[d1], op1, k1);                                                \
                QX_LEAF(e_[d2], op2, k2);                                                \
                QX_LEAF(e_[d3], op3, k3);                                                \
        }

/* A corner square (bit sq) with its pushes in directions d1, d2. */
#define QX_CORNER(sq, d1, op1, k1, d2, op2, k2)                                          \
        if (t & (1u << (sq))) {                                                          \
                QX_LEAF(qx_square_dirs[sq][d1], op1, k1);                                \
                QX_LEAF(qx_square_dirs[sq][d2], op2, k2);                                \
        }

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
                /* two players: one move per push (Q7); only the two mark
                 * masks change, the mover's cube goes to TO (Q6) */
                unsigned team = pos->turn & 1u;
                uint32_t me = team ? o : x, you = team ? x : o;
                const uint32_t *lme = team ? lo : lx, *lyou = team ? lx : lo;
                int nme = team ? no : nx, nyou = team ? nx : no;
                /* each mask's sum is placed once in the checksum terms
                 * (X | O << 25: the two fields never overlap, so the sum of
                 * the terms is the sum of X plus the sum of O, shifted) */
                uint64_t sum_me = 0, sum_you = 0;
                /* corners: 2 pushes, the other border squares: 3 (Q7) */
                leaves = 2u * (uint64_t)__builtin_popcount(t & 0x1100011u) +
                         3u * (uint64_t)__builtin_popcount(t & 0x0E8C62Eu);
                QX_SIDE(0x000000Eu, 0, <<, 1, 2, >>, 1, 3, >>, 5) /* b1 c1 d1 */
                QX_SIDE(0x0E00000u, 0, <<, 1, 2, >>, 1, 1, <<, 5) /* b5 c5 d5 */
                QX_SIDE(0x0008420u, 1, <<, 5, 3, >>, 5, 2, >>, 1) /* a2 a3 a4 */
                QX_SIDE(0x0084200u, 1, <<, 5, 3, >>, 5, 0, <<, 1) /* e2 e3 e4 */
                QX_CORNER(0, 2, >>, 1, 3, >>, 5)                  /* a1 */
                QX_CORNER(4, 0, <<, 1, 3, >>, 5)                  /* e1 */
                QX_CORNER(20, 1, <<, 5, 2, >>, 1)                 /* a5 */
                QX_CORNER(24, 0, <<, 1, 1, <<, 5)                 /* e5 */
                sum = (team ? sum_me : sum_you) << 25;
                sum += team ? sum_you : sum_me;
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
