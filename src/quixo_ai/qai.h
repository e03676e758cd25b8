/* qai.h: internals of the Quixo computer player shared by the .c files of src/quixo_ai:
 * the player object, Zobrist keys, the local bitboard helpers (a push table,
 * line tests) and the evaluation. The rules library's own tables are private
 * to it, so the few bitboard operations the search needs in its inner loop
 * are rebuilt here from the public API at player creation and checked
 * against quixo_make / quixo_lines by tests/unit/test_quixo_ai.c.
 */
#ifndef QUIXO_AI_QAI_H
#define QUIXO_AI_QAI_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "quixo.h"
#include "quixo_ai/quixo_ai.h"
#include "tt_rng.h"

#define QAI_MAX_PLY (QUIXO_AI_MAX_DEPTH + 8)
/* Per mille of level 1's moves that are random safe moves (search.c). */
#define QAI_LEVEL1_BLUNDER 200
#define QAI_INF 32000
#define QAI_DIAG_A1E5 0x1041041u
#define QAI_DIAG_A5E1 0x0111110u

/* ------------------------------------------------------------- bitboards */

/* One push (Q7) as masks: M' = (M & keep) | (((M & seg) << sl) >> sr); the
 * square TO is then empty and receives the mover's cube (Q6). The squares
 * it changes lie in one row or column, `line` (0-4 the rows, 5-9 the
 * columns), read as 5 bits by `first`, `gather` and `mul` (qai_span_index).
 * `lines` are the lines (as in qai_four_lines) through those squares: the
 * only ones the push can complete, for either side (Q10). */
typedef struct qai_push {
        uint32_t keep;
        uint32_t seg;
        uint32_t gather;
        uint32_t mul;
        uint8_t sl;
        uint8_t sr;
        uint8_t line;
        uint8_t first;
        uint32_t lines;
} qai_push;

static inline int qai_popcount(uint32_t x)
{
        x = x - ((x >> 1) & 0x55555555u);
        x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
        x = (x + (x >> 4)) & 0x0F0F0F0Fu;
        return (int)((x * 0x01010101u) >> 24);
}

/* True when m holds a full row, column or long diagonal (Q10). */
static inline bool qai_has_line(uint32_t m)
{
        uint32_t rows = m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4) & 0x108421u;
        uint32_t cols = m & (m >> 5) & (m >> 10) & (m >> 15) & (m >> 20) & 0x1Fu;
        return (rows | cols) != 0 || (m & QAI_DIAG_A1E5) == QAI_DIAG_A1E5 ||
               (m & QAI_DIAG_A5E1) == QAI_DIAG_A5E1;
}

/* True when 4 of 5 bits are set (x has at most 5 bits). */
static inline bool qai_four_of_five(uint32_t x)
{
        x &= x - 1;
        x &= x - 1;
        x &= x - 1;
        return x != 0;
}

/* Bitwise: set where at least four of b0..b4 are set (all of b0-b3, or b4
 * with one pair of b0-b3 full and the other not empty). */
static inline uint32_t qai_four_of(uint32_t b0, uint32_t b1, uint32_t b2, uint32_t b3,
                                   uint32_t b4)
{
        uint32_t p = b0 & b1, q = b2 & b3;
        return (p & q) | (b4 & ((p & (b2 | b3)) | (q & (b0 | b1))));
}

/* A set of lines as 32 bits, laid out as the bitwise tests below find
 * them: row r is bit 5r, column c bit 25 + c, the diagonal a1-e5 bit 30,
 * a5-e1 bit 31 (quixo_ai.line_mask gives the squares of each). */
#define QAI_LINE_ROWS 0x108421u
#define QAI_LINE_COL0 25
#define QAI_LINE_A1E5 30
#define QAI_LINE_A5E1 31

/* The lines (a set as above) that hold at least four cubes of m. A single
 * push changes at most one cube of every line but the pushed one, and adds
 * at most one mark of the mover to that one, so a line can only be
 * completed in one move (by either side) where this holds. */
static inline uint32_t qai_four_lines(uint32_t m)
{
        uint32_t rows = qai_four_of(m, m >> 1, m >> 2, m >> 3, m >> 4) & QAI_LINE_ROWS;
        uint32_t cols = qai_four_of(m, m >> 5, m >> 10, m >> 15, m >> 20) & 0x1Fu;
        return rows | cols << QAI_LINE_COL0 |
               (uint32_t)qai_four_of_five(m & QAI_DIAG_A1E5) << QAI_LINE_A1E5 |
               (uint32_t)qai_four_of_five(m & QAI_DIAG_A5E1) << QAI_LINE_A5E1;
}

/* ---------------------------------------------------------------- tables */

typedef struct qai_entry {
        uint64_t key;
        int16_t score;
        uint16_t move;
        int8_t depth;
        uint8_t bound; /* QAI_LOWER, QAI_UPPER, QAI_EXACT (0: empty) */
        uint8_t gen;
        uint8_t pad;
} qai_entry;

enum { QAI_LOWER = 1, QAI_UPPER = 2, QAI_EXACT = 3 };
#define QAI_BUCKET 4 /* entries per bucket (one 64-byte cache line) */

typedef struct qai_zobrist {
        uint64_t mark[2][4][256]; /* per mark, per byte of the mask, per value */
        uint64_t dot[4][256];
        /* per row or column (qai_push.line), per kind (X, O, dot), per set
         * of its squares (qai_span_index): the key of those cubes */
        uint64_t span[10][3][32];
        uint64_t turn[8];  /* [players == 4 ? 4 + turn : turn] */
        uint64_t early[4]; /* ply < players: first turns still running (Q16) */
} qai_zobrist;

/* The key of one (kind, square): kind 0 X, 1 O, 2 dot; the byte tables
 * are XORs of these, so quixo_ai_key needs no tables. */
uint64_t qai_cell_key(int kind, int sq);
uint64_t qai_turn_key(int players, int turn);
uint64_t qai_early_key(int ply);
void qai_zobrist_init(qai_zobrist *z);

static inline uint64_t qai_key(const qai_zobrist *z, const quixo_pos *p)
{
        uint32_t x = p->mark[0], o = p->mark[1], d = p->dot;
        uint64_t k = z->mark[0][0][x & 255] ^ z->mark[0][1][(x >> 8) & 255] ^
                     z->mark[0][2][(x >> 16) & 255] ^ z->mark[0][3][(x >> 24) & 1] ^
                     z->mark[1][0][o & 255] ^ z->mark[1][1][(o >> 8) & 255] ^
                     z->mark[1][2][(o >> 16) & 255] ^ z->mark[1][3][(o >> 24) & 1];
        if (d != 0)
                k ^= z->dot[0][d & 255] ^ z->dot[1][(d >> 8) & 255] ^
                     z->dot[2][(d >> 16) & 255] ^ z->dot[3][(d >> 24) & 1];
        return k ^ z->turn[(p->players == 4 ? 4 : 0) + (p->turn & 3)];
}

/* The squares of m in the row or column of push e, as 5 bits (the k-th
 * square of the line as bit k). After the shift by `first` a row is bits
 * 0-4 (gather 0x1F), moved to bits 20-24 (mul 2^20); a column is bits 0,
 * 5, 10, 15, 20 (gather 0x108421), and multiplying by 0x111110 puts bit
 * 5k on bit 20+k (2^(20-4k)) while the other products fall outside bits
 * 20-24 (checked for all 32 sets of every line by
 * test_quixo_ai_incremental.c). */
static inline unsigned qai_span_index(const qai_push *e, uint32_t m)
{
        return ((((m >> e->first) & e->gather) * e->mul) >> 20) & 31u;
}

/* ------------------------------------------------------------ evaluation */

/* The weights of the evaluation (eval.c has the defaults and why). */
typedef struct qai_eval_params {
        int own[6][6];   /* a line with [own cubes][opponent cubes], own view */
        int other[6][6]; /* the same for the opponent's view, subtracted */
        int border;      /* per border cube of own mark minus the opponent's */
        int tempo;       /* for having the move */
} qai_eval_params;

typedef struct qai_eval {
        int16_t line[32][32]; /* [own pattern][opponent pattern] of one line */
        int border;
        int tempo;
} qai_eval;

void qai_eval_defaults(qai_eval_params *p);
void qai_eval_init(qai_eval *e, const qai_eval_params *p);
/* Static value of *p for the team to move (no line on the board). */
int qai_evaluate(const qai_eval *e, const quixo_pos *p);

/* --------------------------------------------------------------- player */

struct quixo_ai {
        int level;
        uint64_t seed;
        tt_rng rng;
        atomic_bool stop_request;

        qai_entry *tt;
        size_t tt_buckets; /* a power of two */
        uint8_t gen;

        qai_zobrist zob;
        qai_eval eval;
        qai_push push[1024];         /* indexed by move & 0x3FF */
        uint64_t turn_step[2][2][4]; /* key of the turn passing (next_turn) */
        uint32_t line_mask[32];      /* the squares of each line (QAI_LINE_ROWS) */
        quixo_move pushes[QUIXO_SQUARES][3]; /* the moves from a square (Q7) */
        uint8_t npushes[QUIXO_SQUARES];
        uint8_t next_turn[2][2][4]; /* [four players][order][turn] (Q12) */

        quixo_move killer[QAI_MAX_PLY][2];
        int32_t history[2][4096]; /* [team][move & 0xFFF] */
};

/* Applies a legal move to *p (as quixo_make: Q6, Q7, Q12, Q14). */
static inline void qai_make(const quixo_ai *ai, quixo_pos *p, quixo_move m)
{
        if (m != QUIXO_MOVE_PASS) {
                const qai_push *e = &ai->push[m & 0x3FFu];
                uint32_t to = 1u << ((m >> 5) & 31u);
                uint32_t x = p->mark[0], o = p->mark[1], d = p->dot;
                x = (x & e->keep) | (((x & e->seg) << e->sl) >> e->sr);
                o = (o & e->keep) | (((o & e->seg) << e->sl) >> e->sr);
                if (p->turn & 1u)
                        o |= to;
                else
                        x |= to;
                if (p->players == 4) {
                        d = (d & e->keep) | (((d & e->seg) << e->sl) >> e->sr);
                        if ((m >> 11) & 1u) /* Q14: dot to N or W */
                                d |= to;
                        p->dot = d;
                }
                p->mark[0] = x;
                p->mark[1] = o;
        }
        p->ply++;
        p->turn = ai->next_turn[p->players == 4][p->order & 1u][p->turn & 3u];
}

/* qai_make that also brings the position's key (qai_key) up to date: a
 * push changes only squares of its row or column, and a key is the XOR of
 * the keys of its cubes, so the key changes by the key of the squares
 * whose cube changed (old XOR new masks, inside that one line), and by
 * the turn. Checked against qai_key over random games of both games by
 * test_quixo_ai_incremental.c. */
static inline uint64_t qai_make_keyed(const quixo_ai *ai, quixo_pos *p, quixo_move m,
                                      uint64_t key)
{
        uint32_t x = p->mark[0], o = p->mark[1], d = p->dot;
        key ^= ai->turn_step[p->players == 4][p->order & 1u][p->turn & 3u];
        qai_make(ai, p, m);
        if (m != QUIXO_MOVE_PASS) {
                const qai_push *e = &ai->push[m & 0x3FFu];
                const uint64_t(*span)[32] = ai->zob.span[e->line];
                key ^= span[0][qai_span_index(e, x ^ p->mark[0])] ^
                       span[1][qai_span_index(e, o ^ p->mark[1])];
                if (d != p->dot)
                        key ^= span[2][qai_span_index(e, d ^ p->dot)];
        }
        return key;
}

/* True when m fills one of `lines` (a set as in qai_four_lines; Q10). */
static inline bool qai_completes(const quixo_ai *ai, uint32_t m, uint32_t lines)
{
        while (lines != 0) {
                uint32_t line = ai->line_mask[__builtin_ctz(lines)];
                if ((m & line) == line)
                        return true;
                lines &= lines - 1;
        }
        return false;
}

/* The mark masks after move m of the team to move, without the rest. */
static inline void qai_push_marks(const quixo_ai *ai, const quixo_pos *p, quixo_move m,
                                  uint32_t *own, uint32_t *other)
{
        const qai_push *e = &ai->push[m & 0x3FFu];
        unsigned team = p->turn & 1u;
        uint32_t a = p->mark[team], b = p->mark[team ^ 1u];
        *own =
            (a & e->keep) | (((a & e->seg) << e->sl) >> e->sr) | (1u << ((m >> 5) & 31u));
        *other = (b & e->keep) | (((b & e->seg) << e->sl) >> e->sr);
}

/* The legal moves of *p, as quixo_gen_moves lists them (same moves, same
 * order). The two-player game after the first turns is done here (the
 * squares that can be taken, Q5, and their pushes, Q7): the search's most
 * frequent case; the rest (four players, Q13-Q17; first turns, Q16; no
 * cube to take) asks the rules library. */
static inline int qai_gen_moves(const quixo_ai *ai, const quixo_pos *p, quixo_move *out)
{
        if (p->players != 2 || p->ply < 2)
                return quixo_gen_moves(p, out);
        uint32_t takeable = QUIXO_BORDER_SQUARES & ~p->mark[(p->turn & 1u) ^ 1u];
        if (takeable == 0)
                return quixo_gen_moves(p, out);
        int n = 0;
        while (takeable != 0) {
                int sq = __builtin_ctz(takeable);
                takeable &= takeable - 1;
                for (int i = 0; i < ai->npushes[sq]; i++)
                        out[n++] = ai->pushes[sq][i];
        }
        return n;
}

/* Fills ai->push and ai->next_turn from the public rules API. */
void qai_tables_init(quixo_ai *ai);

/* The search (search.c): see quixo_ai_choose. */
int qai_search(quixo_ai *ai, const quixo_pos *pos, const quixo_ai_limits *lim,
               quixo_ai_result *out);

#endif
