/* tables.c: the precomputed, constant tables of the Quixo rules library:
 * the 44 pushes (Q7) as bitboard masks, the ends of every border square and
 * the turn order (Q12). The masks are constant expressions of FROM and TO,
 * so they are easy to check; tests/unit/test_quixo_push.c compares every
 * push against a naive array implementation.
 */
#include "quixo/internal.h"

/* The line (row or column) through FROM and TO, and the squares between
 * them, both included. */
#define QX_LINE(f, t)                                                                    \
        ((f) / 5 == (t) / 5 ? 0x1Fu << ((f) / 5 * 5) : 0x108421u << ((f) % 5))
#define QX_LO(f, t) ((f) < (t) ? (f) : (t))
#define QX_HI(f, t) ((f) < (t) ? (t) : (f))
#define QX_SPAN(f, t) (QX_LINE(f, t) & ((2u << QX_HI(f, t)) - (1u << QX_LO(f, t))))
#define QX_STEP(f, t) ((f) / 5 == (t) / 5 ? 1 : 5)
/* TO below FROM: the cubes move up (towards the gap at FROM), else down. */
#define QX_PUSH(f, t)                                                                    \
        [(f) | (t) << 5] = {.keep = QUIXO_ALL_SQUARES & ~QX_SPAN(f, t),                  \
                            .seg = QX_SPAN(f, t) & ~(1u << (f)),                         \
                            .sl = (t) < (f) ? QX_STEP(f, t) : 0,                         \
                            .sr = (t) > (f) ? QX_STEP(f, t) : 0,                         \
                            .to = 1u << (t)}

const qx_push qx_push_table[1024] = {
    QX_PUSH(0, 4),   /* a1-e1 */
    QX_PUSH(0, 20),  /* a1-a5 */
    QX_PUSH(1, 0),   /* b1-a1 */
    QX_PUSH(1, 4),   /* b1-e1 */
    QX_PUSH(1, 21),  /* b1-b5 */
    QX_PUSH(2, 0),   /* c1-a1 */
    QX_PUSH(2, 4),   /* c1-e1 */
    QX_PUSH(2, 22),  /* c1-c5 */
    QX_PUSH(3, 0),   /* d1-a1 */
    QX_PUSH(3, 4),   /* d1-e1 */
    QX_PUSH(3, 23),  /* d1-d5 */
    QX_PUSH(4, 0),   /* e1-a1 */
    QX_PUSH(4, 24),  /* e1-e5 */
    QX_PUSH(5, 0),   /* a2-a1 */
    QX_PUSH(5, 9),   /* a2-e2 */
    QX_PUSH(5, 20),  /* a2-a5 */
    QX_PUSH(9, 4),   /* e2-e1 */
    QX_PUSH(9, 5),   /* e2-a2 */
    QX_PUSH(9, 24),  /* e2-e5 */
    QX_PUSH(10, 0),  /* a3-a1 */
    QX_PUSH(10, 14), /* a3-e3 */
    QX_PUSH(10, 20), /* a3-a5 */
    QX_PUSH(14, 4),  /* e3-e1 */
    QX_PUSH(14, 10), /* e3-a3 */
    QX_PUSH(14, 24), /* e3-e5 */
    QX_PUSH(15, 0),  /* a4-a1 */
    QX_PUSH(15, 19), /* a4-e4 */
    QX_PUSH(15, 20), /* a4-a5 */
    QX_PUSH(19, 4),  /* e4-e1 */
    QX_PUSH(19, 15), /* e4-a4 */
    QX_PUSH(19, 24), /* e4-e5 */
    QX_PUSH(20, 0),  /* a5-a1 */
    QX_PUSH(20, 24), /* a5-e5 */
    QX_PUSH(21, 1),  /* b5-b1 */
    QX_PUSH(21, 20), /* b5-a5 */
    QX_PUSH(21, 24), /* b5-e5 */
    QX_PUSH(22, 2),  /* c5-c1 */
    QX_PUSH(22, 20), /* c5-a5 */
    QX_PUSH(22, 24), /* c5-e5 */
    QX_PUSH(23, 3),  /* d5-d1 */
    QX_PUSH(23, 20), /* d5-a5 */
    QX_PUSH(23, 24), /* d5-e5 */
    QX_PUSH(24, 4),  /* e5-e1 */
    QX_PUSH(24, 20), /* e5-a5 */
};

const uint8_t qx_end_count[QUIXO_SQUARES] = {
    2, 3, 3, 3, 2, 3, 0, 0, 0, 3, 3, 0, 0, 0, 3, 3, 0, 0, 0, 3, 2, 3, 3, 3, 2,
};

const uint8_t qx_ends[QUIXO_SQUARES][3] = {
    {4, 20, 0},  /* a1 */
    {0, 4, 21},  /* b1 */
    {0, 4, 22},  /* c1 */
    {0, 4, 23},  /* d1 */
    {0, 24, 0},  /* e1 */
    {0, 9, 20},  /* a2 */
    {0, 0, 0},   /* b2 */
    {0, 0, 0},   /* c2 */
    {0, 0, 0},   /* d2 */
    {4, 5, 24},  /* e2 */
    {0, 14, 20}, /* a3 */
    {0, 0, 0},   /* b3 */
    {0, 0, 0},   /* c3 */
    {0, 0, 0},   /* d3 */
    {4, 10, 24}, /* e3 */
    {0, 19, 20}, /* a4 */
    {0, 0, 0},   /* b4 */
    {0, 0, 0},   /* c4 */
    {0, 0, 0},   /* d4 */
    {4, 15, 24}, /* e4 */
    {0, 24, 0},  /* a5 */
    {1, 20, 24}, /* b5 */
    {2, 20, 24}, /* c5 */
    {3, 20, 24}, /* d5 */
    {4, 20, 0},  /* e5 */
};

/* The pushes of each square, in the order of qx_ends (for the fused loops of perft). */
#define QX_ENTRY(f, t)                                                                   \
        {                                                                                \
                QUIXO_ALL_SQUARES & ~QX_SPAN(f, t), QX_SPAN(f, t) & ~(1u << (f)),        \
                    (t)<(f) ? QX_STEP(f, t) : 0, (t)>(f) ? QX_STEP(f, t) : 0, 1u << (t)  \
        }
const qx_push qx_square_pushes[QUIXO_SQUARES][3] = {
    {QX_ENTRY(0, 4), QX_ENTRY(0, 20)},                     /* a1 */
    {QX_ENTRY(1, 0), QX_ENTRY(1, 4), QX_ENTRY(1, 21)},     /* b1 */
    {QX_ENTRY(2, 0), QX_ENTRY(2, 4), QX_ENTRY(2, 22)},     /* c1 */
    {QX_ENTRY(3, 0), QX_ENTRY(3, 4), QX_ENTRY(3, 23)},     /* d1 */
    {QX_ENTRY(4, 0), QX_ENTRY(4, 24)},                     /* e1 */
    {QX_ENTRY(5, 0), QX_ENTRY(5, 9), QX_ENTRY(5, 20)},     /* a2 */
    {{0, 0, 0, 0, 0}},                                     /* b2 */
    {{0, 0, 0, 0, 0}},                                     /* c2 */
    {{0, 0, 0, 0, 0}},                                     /* d2 */
    {QX_ENTRY(9, 4), QX_ENTRY(9, 5), QX_ENTRY(9, 24)},     /* e2 */
    {QX_ENTRY(10, 0), QX_ENTRY(10, 14), QX_ENTRY(10, 20)}, /* a3 */
    {{0, 0, 0, 0, 0}},                                     /* b3 */
    {{0, 0, 0, 0, 0}},                                     /* c3 */
    {{0, 0, 0, 0, 0}},                                     /* d3 */
    {QX_ENTRY(14, 4), QX_ENTRY(14, 10), QX_ENTRY(14, 24)}, /* e3 */
    {QX_ENTRY(15, 0), QX_ENTRY(15, 19), QX_ENTRY(15, 20)}, /* a4 */
    {{0, 0, 0, 0, 0}},                                     /* b4 */
    {{0, 0, 0, 0, 0}},                                     /* c4 */
    {{0, 0, 0, 0, 0}},                                     /* d4 */
    {QX_ENTRY(19, 4), QX_ENTRY(19, 15), QX_ENTRY(19, 24)}, /* e4 */
    {QX_ENTRY(20, 0), QX_ENTRY(20, 24)},                   /* a5 */
    {QX_ENTRY(21, 1), QX_ENTRY(21, 20), QX_ENTRY(21, 24)}, /* b5 */
    {QX_ENTRY(22, 2), QX_ENTRY(22, 20), QX_ENTRY(22, 24)}, /* c5 */
    {QX_ENTRY(23, 3), QX_ENTRY(23, 20), QX_ENTRY(23, 24)}, /* d5 */
    {QX_ENTRY(24, 4), QX_ENTRY(24, 20)},                   /* e5 */
};

/* The pushes of each square by the shift of their cubes (see internal.h). */
#define QX_FLAT(f, t)                                                                    \
        {                                                                                \
                1u << (f), QUIXO_ALL_SQUARES & ~QX_SPAN(f, t),                           \
                    QX_SPAN(f, t) & ~(1u << (f)), 1u << (t)                              \
        }
const qx_flat_push qx_square_dirs[QUIXO_SQUARES][4] = {
    [0] = {[2] = QX_FLAT(0, 4), [3] = QX_FLAT(0, 20)},                           /* a1 */
    [1] = {[0] = QX_FLAT(1, 0), [2] = QX_FLAT(1, 4), [3] = QX_FLAT(1, 21)},      /* b1 */
    [2] = {[0] = QX_FLAT(2, 0), [2] = QX_FLAT(2, 4), [3] = QX_FLAT(2, 22)},      /* c1 */
    [3] = {[0] = QX_FLAT(3, 0), [2] = QX_FLAT(3, 4), [3] = QX_FLAT(3, 23)},      /* d1 */
    [4] = {[0] = QX_FLAT(4, 0), [3] = QX_FLAT(4, 24)},                           /* e1 */
    [5] = {[1] = QX_FLAT(5, 0), [2] = QX_FLAT(5, 9), [3] = QX_FLAT(5, 20)},      /* a2 */
    [9] = {[0] = QX_FLAT(9, 5), [1] = QX_FLAT(9, 4), [3] = QX_FLAT(9, 24)},      /* e2 */
    [10] = {[1] = QX_FLAT(10, 0), [2] = QX_FLAT(10, 14), [3] = QX_FLAT(10, 20)}, /* a3 */
    [14] = {[0] = QX_FLAT(14, 10), [1] = QX_FLAT(14, 4), [3] = QX_FLAT(14, 24)}, /* e3 */
    [15] = {[1] = QX_FLAT(15, 0), [2] = QX_FLAT(15, 19), [3] = QX_FLAT(15, 20)}, /* a4 */
    [19] = {[0] = QX_FLAT(19, 15), [1] = QX_FLAT(19, 4), [3] = QX_FLAT(19, 24)}, /* e4 */
    [20] = {[1] = QX_FLAT(20, 0), [2] = QX_FLAT(20, 24)},                        /* a5 */
    [21] = {[0] = QX_FLAT(21, 20), [1] = QX_FLAT(21, 1), [2] = QX_FLAT(21, 24)}, /* b5 */
    [22] = {[0] = QX_FLAT(22, 20), [1] = QX_FLAT(22, 2), [2] = QX_FLAT(22, 24)}, /* c5 */
    [23] = {[0] = QX_FLAT(23, 20), [1] = QX_FLAT(23, 3), [2] = QX_FLAT(23, 24)}, /* d5 */
    [24] = {[0] = QX_FLAT(24, 20), [1] = QX_FLAT(24, 4)},                        /* e5 */
};

#define QX_M(f, t) ((quixo_move)((f) | (t) << 5))
const quixo_move qx_square_moves[QUIXO_SQUARES][3] = {
    {QX_M(0, 4), QX_M(0, 20)},                 /* a1 */
    {QX_M(1, 0), QX_M(1, 4), QX_M(1, 21)},     /* b1 */
    {QX_M(2, 0), QX_M(2, 4), QX_M(2, 22)},     /* c1 */
    {QX_M(3, 0), QX_M(3, 4), QX_M(3, 23)},     /* d1 */
    {QX_M(4, 0), QX_M(4, 24)},                 /* e1 */
    {QX_M(5, 0), QX_M(5, 9), QX_M(5, 20)},     /* a2 */
    {0},                                       /* b2 */
    {0},                                       /* c2 */
    {0},                                       /* d2 */
    {QX_M(9, 4), QX_M(9, 5), QX_M(9, 24)},     /* e2 */
    {QX_M(10, 0), QX_M(10, 14), QX_M(10, 20)}, /* a3 */
    {0},                                       /* b3 */
    {0},                                       /* c3 */
    {0},                                       /* d3 */
    {QX_M(14, 4), QX_M(14, 10), QX_M(14, 24)}, /* e3 */
    {QX_M(15, 0), QX_M(15, 19), QX_M(15, 20)}, /* a4 */
    {0},                                       /* b4 */
    {0},                                       /* c4 */
    {0},                                       /* d4 */
    {QX_M(19, 4), QX_M(19, 15), QX_M(19, 24)}, /* e4 */
    {QX_M(20, 0), QX_M(20, 24)},               /* a5 */
    {QX_M(21, 1), QX_M(21, 20), QX_M(21, 24)}, /* b5 */
    {QX_M(22, 2), QX_M(22, 20), QX_M(22, 24)}, /* c5 */
    {QX_M(23, 3), QX_M(23, 20), QX_M(23, 24)}, /* d5 */
    {QX_M(24, 4), QX_M(24, 20)},               /* e5 */
};

/* Q12: two players alternate; four players go S -> W -> N -> E (clockwise)
 * or S -> E -> N -> W (counter-clockwise). */
const uint8_t qx_next_turn[4][4] = {
    {1, 0, 0, 0}, /* two players: x <-> o */
    {1, 0, 0, 0}, /* (unused) */
    {3, 0, 1, 2}, /* four players, clockwise */
    {1, 2, 3, 0}, /* four players, counter-clockwise */
};
