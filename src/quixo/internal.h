/* internal.h: internals of the Quixo rules library shared by the .c files of src/quixo:
 * the precomputed push table, the fast inline move maker, the takeable-cube mask, line
 * detection, and square names in reasons (over tt_text.h).
 */
#ifndef QUIXO_INTERNAL_H
#define QUIXO_INTERNAL_H

#include "quixo.h"
#include "tt_text.h"

/* One push (Q7): taking the cube on FROM and pushing it in at TO. Bitboard
 * view, for each mask M (X, O, dots):
 *   M' = (M & keep) | (((M & seg) << sl) >> sr)
 * where keep clears the squares FROM..TO, seg is FROM..TO without FROM, and
 * exactly one of sl/sr is the step (1 along a row, 5 along a column) towards
 * the gap left at FROM. TO is then empty and receives the mover's cube. */
typedef struct qx_push {
        uint32_t keep;
        uint32_t seg;
        uint8_t sl;
        uint8_t sr;
        uint32_t to; /* the bit of TO */
} qx_push;

/* Indexed by the low 10 bits of a move (FROM | TO << 5); zero for non-pushes. */
extern const qx_push qx_push_table[1024];

/* The pushes of each border square, in the order of qx_ends. */
extern const qx_push qx_square_pushes[QUIXO_SQUARES][3];

/* A push for the last ply of perft: FROM's bit, and keep, seg and to as in
 * qx_push; the shift is given by where the push is stored. */
typedef struct qx_flat_push {
        uint32_t from;
        uint32_t keep;
        uint32_t seg;
        uint32_t to;
} qx_flat_push;

/* The pushes (Q7) of each border square by the shift of their cubes:
 * [0] << 1 and [1] << 5 (TO below FROM in its row / column), [2] >> 1 and
 * [3] >> 5 (TO above FROM); zero where the square has no such push. The
 * squares of one side (b1 c1 d1, b5 c5 d5, a2 a3 a4, e2 e3 e4) share their
 * three shifts, so a loop over one side shifts by constants. */
extern const qx_flat_push qx_square_dirs[QUIXO_SQUARES][4];

/* One mask after a push. */
static inline uint32_t qx_push_mask(uint32_t m, const qx_push *e)
{
        return (m & e->keep) | (((m & e->seg) << e->sl) >> e->sr);
}

/* True when the X half (bits 0-24) or the O half (bits 32-56) of c holds a
 * full line: both marks checked at once with 64-bit shifts (no shift here
 * moves an O bit into the part of the X half that is looked at). */
static inline bool qx_has_line2(uint64_t c)
{
        const uint64_t two = 1ull | 1ull << 32;
        uint64_t r = c & (c >> 1) & (c >> 2) & (c >> 3) & (c >> 4);
        uint64_t k = c & (c >> 5) & (c >> 10) & (c >> 15) & (c >> 20);
        uint64_t d1 = c & (c >> 6) & (c >> 12) & (c >> 18) & (c >> 24);
        uint64_t d2 = (c >> 4) & (c >> 8) & (c >> 12) & (c >> 16) & (c >> 20);
        return ((r & (0x108421ull * two)) | (k & (0x1Full * two)) | ((d1 | d2) & two)) !=
               0;
}

/* The 12 lines (Q10): rows 1-5, columns a-e, the diagonals a1-e5, a5-e1. */
#define QX_LINES                                                                         \
        {                                                                                \
                0x1Fu, 0x3E0u, 0x7C00u, 0xF8000u, 0x1F00000u, 0x108421u, 0x210842u,      \
                    0x421084u, 0x842108u, 0x1084210u, 0x1041041u, 0x0111110u             \
        }

/* The lines that hold at least 4 X (into lx) or at least 4 O (into lo);
 * returns their total count. A push changes every line but the pushed one in
 * at most one square, and the pushed line ends with the mover's cube plus
 * four cubes it held before; so a child of a position without lines can
 * only show a line that is listed here. */
static inline int qx_near_lines(uint32_t x, uint32_t o, uint32_t lx[12], int *nx,
                                uint32_t lo[12], int *no)
{
        static const uint32_t lines[12] = QX_LINES;
        *nx = *no = 0;
        for (int i = 0; i < 12; i++) {
                uint32_t zx = lines[i] & ~x, zo = lines[i] & ~o;
                if ((zx & (zx - 1)) == 0)
                        lx[(*nx)++] = lines[i];
                if ((zo & (zo - 1)) == 0)
                        lo[(*no)++] = lines[i];
        }
        return *nx + *no;
}

/* True when one of the listed lines is full in m. */
static inline bool qx_any_full(uint32_t m, const uint32_t *lines, int n)
{
        bool full = false;
        for (int i = 0; i < n; i++)
                full |= (m & lines[i]) == lines[i];
        return full;
}

/* The checksum term of a leaf board (quixo_perft_stats). */
static inline uint64_t qx_leaf_sum(uint32_t x, uint32_t o, uint32_t d)
{
        return (uint64_t)x | (uint64_t)o << 25 | (uint64_t)d << 50;
}

/* True when the board shows any full line (the position is decided). */
static inline bool qx_decided(const quixo_pos *p)
{
        return qx_has_line2((uint64_t)p->mark[0] | (uint64_t)p->mark[1] << 32);
}

/* The ends a cube taken from a border square may be pushed in at (Q7). */
extern const uint8_t qx_end_count[QUIXO_SQUARES];
extern const uint8_t qx_ends[QUIXO_SQUARES][3];
/* The two-player moves of each square, in the order of qx_ends. */
extern const quixo_move qx_square_moves[QUIXO_SQUARES][3];

/* next turn, indexed [(players == 4) * 2 + order][turn] (Q12). */
extern const uint8_t qx_next_turn[4][4];

#define QX_DIAG_A1E5 0x1041041u /* a1 b2 c3 d4 e5 */
#define QX_DIAG_A5E1 0x0111110u /* a5 b4 c3 d2 e1 */

static inline unsigned qx_turn_index(const quixo_pos *p)
{
        return (unsigned)((p->players == 4) * 2 + p->order);
}

/* True when mask m contains a full row, column or long diagonal (Q10). */
static inline bool qx_has_line(uint32_t m)
{
        uint32_t rows = m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4) & 0x108421u;
        uint32_t cols = m & (m >> 5) & (m >> 10) & (m >> 15) & (m >> 20) & 0x1Fu;
        return (rows | cols) != 0 || (m & QX_DIAG_A1E5) == QX_DIAG_A1E5 ||
               (m & QX_DIAG_A5E1) == QX_DIAG_A5E1;
}

/* Border squares the player to move may take (Q5, Q13, Q16). */
static inline uint32_t qx_takeable(const quixo_pos *p)
{
        unsigned team = p->turn & 1u;
        uint32_t neutral = QUIXO_ALL_SQUARES & ~(p->mark[0] | p->mark[1]);
        uint32_t own = p->mark[team];
        if (p->players == 4) /* Q13: the dot must point to the mover */
                own &= (p->turn >> 1) ? p->dot : ~p->dot;
        if (p->ply < p->players) /* Q16: each player's first move takes a neutral cube */
                own = 0;
        return QUIXO_BORDER_SQUARES & (neutral | own);
}

/* Applies a legal move in place (Q6, Q7, Q12, Q14). */
static inline void qx_make(quixo_pos *p, quixo_move m)
{
        if (m != QUIXO_MOVE_PASS) {
                const qx_push *e = &qx_push_table[m & 0x3FFu];
                uint32_t to = 1u << ((m >> 5) & 31u);
                uint32_t x = p->mark[0], o = p->mark[1], d = p->dot;
                x = (x & e->keep) | (((x & e->seg) << e->sl) >> e->sr);
                o = (o & e->keep) | (((o & e->seg) << e->sl) >> e->sr);
                d = (d & e->keep) | (((d & e->seg) << e->sl) >> e->sr);
                /* Q6: the cube goes back with the mover's mark on top */
                if (p->turn & 1u)
                        o |= to;
                else
                        x |= to;
                /* Q14: dot bit set when it points to N or W (dot seat >> 1) */
                if ((m >> 11) & 1u)
                        d |= to;
                p->mark[0] = x;
                p->mark[1] = o;
                p->dot = d;
        }
        p->ply++;
        p->turn = qx_next_turn[qx_turn_index(p)][p->turn & 3u];
}

/* Fast generator (quixo_gen_moves without the checks). */
static inline int qx_gen(const quixo_pos *p, quixo_move *out)
{
        uint32_t t = qx_takeable(p);
        int n = 0;
        if (t == 0) {
                out[0] = QUIXO_MOVE_PASS; /* Q17 */
                return 1;
        }
        if (p->players == 2) {
                while (t) {
                        int sq = __builtin_ctz(t);
                        t &= t - 1;
                        const quixo_move *src = qx_square_moves[sq];
                        out[n] = src[0];
                        out[n + 1] = src[1];
                        if (qx_end_count[sq] == 3)
                                out[n + 2] = src[2];
                        n += qx_end_count[sq];
                }
        } else {
                unsigned self = ((unsigned)p->turn << 10) | QUIXO_MOVE_HAS_DOT;
                unsigned partner = ((unsigned)(p->turn ^ 2u) << 10) | QUIXO_MOVE_HAS_DOT;
                while (t) {
                        int sq = __builtin_ctz(t);
                        t &= t - 1;
                        const quixo_move *src = qx_square_moves[sq];
                        for (int i = 0; i < qx_end_count[sq]; i++) {
                                out[n++] = (quixo_move)(src[i] | self);
                                out[n++] = (quixo_move)(src[i] | partner);
                        }
                }
        }
        return n;
}

/* ---- reasons and names (tt_text.h: no stdio in the rules library) ---- */

/* Appends the name of square sq ("a1".."e5"). */
void qx_text_square(tt_text *t, int sq);

/* Writes the reason fmt into why, its %s the square name of sq. */
void qx_say_square(char *why, size_t len, int sq, const char *fmt);

#endif
