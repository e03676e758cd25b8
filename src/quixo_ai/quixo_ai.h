/* quixo_ai.h: the Quixo computer player (issue 8): negamax with alpha-beta,
 * iterative deepening within a time and/or node budget, a transposition table
 * with Zobrist keys, move ordering (table move, killers, history, wins first)
 * and an evaluation of lines, threats and border control. Two-player and
 * four-player (team) games: the teams alternate, so it is a two-sided search;
 * the legal moves, passes (Q17), dots (Q14) and first turns (Q16) come from
 * the rules library (include/quixo.h).
 *
 * Usage:
 *     quixo_ai *ai = quixo_ai_new(5, seed, 0);      // level 5, default table
 *     quixo_ai_limits lim;
 *     quixo_ai_limits_default(&lim);                 // about one second
 *     lim.history = keys; lim.history_len = n;       // optional (Q21)
 *     quixo_ai_result r;
 *     if (quixo_ai_choose(ai, &pos, &lim, &r) == 0)  // r.move is legal
 *             ...;
 *     quixo_ai_free(ai);
 *
 * A player object is used by one thread at a time, except quixo_ai_stop,
 * which any thread may call while another one searches. Nothing is global:
 * two player objects never share state.
 */
#ifndef QUIXO_AI_H
#define QUIXO_AI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "quixo.h"

#define QUIXO_AI_LEVEL_MIN 1
#define QUIXO_AI_LEVEL_MAX 5
#define QUIXO_AI_DEFAULT_TIME_MS 1000  /* per move, quixo_ai_limits_default */
#define QUIXO_AI_DEFAULT_NODES 4000000 /* the default's limit without a clock */
#define QUIXO_AI_DEFAULT_TT_MB 16      /* table size when quixo_ai_new gets 0 */
#define QUIXO_AI_DEFAULT_CONTEMPT 30   /* plays on rather than repeat (Q21) */
#define QUIXO_AI_MAX_DEPTH 48          /* deepest iteration searched */
#define QUIXO_AI_PV_MAX 16             /* moves kept of the principal variation */
#define QUIXO_AI_POLL_NODES 1024       /* should_stop / clock polled this often */

/* Scores are from the view of the team to move. A forced win in n plies
 * (n counts both sides' moves, the winning move included) scores
 * QUIXO_AI_WIN - n, a forced loss -(QUIXO_AI_WIN - n). The evaluation
 * stays well inside +-QUIXO_AI_WIN_MIN. */
#define QUIXO_AI_WIN 30000
#define QUIXO_AI_WIN_MIN (QUIXO_AI_WIN - 1000)

typedef struct quixo_ai quixo_ai; /* opaque: a player with its tables */

/* What a search found (also passed to on_iteration after each depth). */
typedef struct quixo_ai_result {
        quixo_move move; /* the chosen legal move (QUIXO_MOVE_NONE: none) */
        int depth;       /* deepest iteration completed (plies) */
        int score;       /* for the team to move, see QUIXO_AI_WIN */
        int mate;        /* > 0: forced win in `mate` plies; < 0: forced
                            loss in -mate plies; 0: none found */
        uint64_t nodes;  /* positions visited */
        long elapsed_ms; /* time of the search by the caller's clock; 0
                            without one */
        bool stopped;    /* ended by the budget or a stop request */
        int pv_len;      /* expected continuation, pv[0] == move */
        quixo_move pv[QUIXO_AI_PV_MAX];
} quixo_ai_result;

/* The budget and context of one search. Start from quixo_ai_limits_default.
 * The search ends at the first limit reached; with none at all the level's
 * depth (levels 1-4) or QUIXO_AI_MAX_DEPTH bounds it. Only nodes and depth
 * are deterministic: for reproducible results give no clock. The player
 * reads no clock of its own: time comes from the caller's clock_ms. */
typedef struct quixo_ai_limits {
        long time_ms; /* budget by the caller's clock, 0: unlimited; ignored
                         without a clock */
        /* The caller's clock in milliseconds (monotonic), read when the
         * search starts, every QUIXO_AI_POLL_NODES nodes and after each
         * iteration. NULL: no time limit, elapsed_ms 0. */
        long long (*clock_ms)(void *ctx);
        void *clock_ctx;
        uint64_t nodes; /* node budget, 0: unlimited */
        int depth;      /* maximum depth, 0: the level's own */
        /* Polled every QUIXO_AI_POLL_NODES nodes; returning true stops the
         * search, which then returns its best move so far. May be NULL. */
        bool (*should_stop)(void *ctx);
        void *stop_ctx;
        /* Called after every completed iteration (for a "thinking" display);
         * may be NULL. Runs on the searching thread. */
        void (*on_iteration)(void *ctx, const quixo_ai_result *r);
        void *iteration_ctx;
        /* Q21: keys (quixo_ai_key) of the positions of the game before the
         * current one, in any order, the current one not included, each as
         * often as it occurred. With `repetition` on, reaching a position
         * for the third time, game and search path together, scores a draw,
         * so the player seeks it when behind and avoids it when ahead; off,
         * repetitions are not looked at. NULL / 0: no history. */
        const uint64_t *history;
        size_t history_len;
        bool repetition; /* the threefold-repetition draw is on (Q21) */
        /* How much worse than even a draw is for the side to move (clamped
         * to +-500): > 0 plays on in slightly worse positions rather than
         * repeat, < 0 seeks draws; 0 scores a draw as an even position. */
        int contempt;
} quixo_ai_limits;

/* Defaults: QUIXO_AI_DEFAULT_TIME_MS (used once the caller sets clock_ms),
 * QUIXO_AI_DEFAULT_NODES (a safety net without a clock; a caller with a
 * clock may set nodes to 0), no depth limit, no callbacks, no history,
 * repetition draw on, QUIXO_AI_DEFAULT_CONTEMPT. */
void quixo_ai_limits_default(quixo_ai_limits *lim);

/* A player of `level` (1 weakest .. 5 strongest; clamped) whose random
 * choices (noise of the lower levels, ties) come from `seed`, with a
 * transposition table of about tt_mb megabytes (0: QUIXO_AI_DEFAULT_TT_MB;
 * at least 1). NULL when out of memory. Free it with quixo_ai_free. */
quixo_ai *quixo_ai_new(int level, uint64_t seed, size_t tt_mb);

/* Releases a player (NULL is fine). */
void quixo_ai_free(quixo_ai *ai);

/* Changes the level (clamped to 1..5). */
void quixo_ai_set_level(quixo_ai *ai, int level);

/* The level of a player. */
int quixo_ai_level(const quixo_ai *ai);

/* Forgets everything learnt (table, killers, history) and reseeds: the next
 * search behaves as in a fresh quixo_ai_new(level, seed, ...). */
void quixo_ai_reset(quixo_ai *ai, uint64_t seed);

/* Reseeds the random choices (noise of the lower levels, ties) and keeps
 * what was learnt (table, killers, history): for a player kept between the
 * moves of one game. */
void quixo_ai_reseed(quixo_ai *ai, uint64_t seed);

/* Chooses a move of the side to move of *pos within *lim (NULL: defaults)
 * and writes what it found to *out. Returns 0 with a legal move, -1 when
 * the position has no move (a line is already on the board; *out then has
 * QUIXO_MOVE_NONE). A search of a player object is deterministic given its
 * seed, the positions it was asked about before (its table) and a node or
 * depth budget without time limit. */
int quixo_ai_choose(quixo_ai *ai, const quixo_pos *pos, const quixo_ai_limits *lim,
                    quixo_ai_result *out);

/* Asks the running search of `ai` to stop soon and return its best move so
 * far. Safe from another thread or a signal handler. Only a running search
 * is stopped: each quixo_ai_choose clears the request when it starts. */
void quixo_ai_stop(quixo_ai *ai);

/* The Zobrist key of a position for the history of quixo_ai_limits: board,
 * dots and player to move, the Q21 identity (equal exactly for
 * quixo_pos_same positions, up to 64-bit collisions). */
uint64_t quixo_ai_key(const quixo_pos *pos);

/* One-shot convenience for a single move: a fresh player of `level` with a
 * small table, one search of at most `nodes` nodes (0:
 * QUIXO_AI_DEFAULT_NODES), freed again. Returns 0 and *move, or -1 (no
 * move, or out of memory). */
int quixo_ai_pick(const quixo_pos *pos, int level, uint64_t nodes, uint64_t seed,
                  quixo_move *move);

/* quixo_ai_pick with the game's history for Q21 (see quixo_ai_limits:
 * history keys, their count, and whether the repetition draw is on). */
int quixo_ai_pick_with_history(const quixo_pos *pos, int level, uint64_t nodes,
                               uint64_t seed, const uint64_t *history, size_t history_len,
                               bool repetition, quixo_move *move);

#endif
