/* ladder.h: matches between computer levels, shared by the ladder benchmark
 * (tests/bench/bench_ladder.c) and the smoke test of make check
 * (tests/unit/test_ai_ladder.c). Everything is seeded and uses node or
 * depth budgets only, never the clock, so a match gives the same result on
 * any machine and under any load.
 *
 * Quixo: games in pairs from the same random opening (a few random plies),
 * each level playing X once and O once; the game's history is passed for
 * the threefold repetition (Q21). Thaayam: two-player games in pairs with
 * the same dice (the same throw-off and throws, from one seed) for both
 * seatings, the capture setting (T19) alternating between pairs.
 *
 * Header-only (static inline) so that each test program takes what it
 * uses without unused-function warnings. */
#ifndef TT_TESTS_LADDER_H
#define TT_TESTS_LADDER_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "quixo.h"
#include "quixo_ai/quixo_ai.h"
#include "thaayam.h"
#include "thaayam_ai/thaayam_ai.h"
#include "tt_rng.h"

/* The result of a match, from the first player's view. */
typedef struct ladder_score {
        int won, lost, drawn;
        long plies;
} ladder_score;

#define LADDER_MAX_PLIES 400

/* A Quixo player of the ladder: level 0 is a uniformly random player; the
 * node budget limits level 5, whose own limit is the clock otherwise. */
typedef struct ladder_quixo_player {
        int level;
        uint64_t nodes; /* 0: none */
        int depth;      /* 0: the level's own */
} ladder_quixo_player;

static inline quixo_move ladder_quixo_move(quixo_ai *ai, const ladder_quixo_player *pl,
                                           const quixo_pos *p, const uint64_t *keys,
                                           size_t n, tt_rng *rng)
{
        if (ai == NULL) {
                quixo_move mv[QUIXO_MAX_MOVES];
                int count = quixo_gen_moves(p, mv);
                return mv[tt_rng_below(rng, (uint32_t)count)];
        }
        quixo_ai_limits lim;
        quixo_ai_result r;
        quixo_ai_limits_default(&lim);
        lim.time_ms = 0; /* never the clock */
        lim.nodes = pl->nodes;
        lim.depth = pl->depth;
        lim.history = keys;
        lim.history_len = n;
        if (quixo_ai_choose(ai, p, &lim, &r) != 0)
                return QUIXO_MOVE_NONE;
        return r.move;
}

/* One game; returns the winning team (QUIXO_X, QUIXO_O) or -1 for a draw.
 * x and o play X and O; the first `opening` plies are random (from rng). */
static inline int ladder_quixo_game(const ladder_quixo_player *x,
                                    const ladder_quixo_player *o, int opening,
                                    uint64_t seed, long *plies)
{
        tt_rng rng;
        tt_rng_seed(&rng, seed);
        quixo_ai *ai[2] = {NULL, NULL};
        const ladder_quixo_player *pl[2] = {x, o};
        for (int t = 0; t < 2; t++)
                if (pl[t]->level > 0 &&
                    (ai[t] = quixo_ai_new(pl[t]->level, seed + 17u * (unsigned)t, 2)) ==
                        NULL)
                        abort();
        uint64_t keys[LADDER_MAX_PLIES];
        quixo_options opt;
        quixo_pos p;
        quixo_options_default(&opt, 2);
        if (quixo_pos_init(&p, &opt, NULL, 0) != QUIXO_OK)
                abort();
        quixo_outcome outcome = QUIXO_OUTCOME_NONE;
        size_t n = 0;
        while (n < LADDER_MAX_PLIES) {
                outcome = quixo_pos_result(&p).outcome; /* Q10 */
                if (outcome != QUIXO_OUTCOME_NONE)
                        break;
                uint64_t key = quixo_ai_key(&p);
                int seen = 1;
                for (size_t i = 0; i < n; i++)
                        seen += keys[i] == key;
                if (seen >= 3) { /* Q21 */
                        outcome = QUIXO_OUTCOME_DRAW;
                        break;
                }
                int t = p.turn & 1;
                quixo_move m;
                if ((int)n < opening) {
                        quixo_move mv[QUIXO_MAX_MOVES];
                        int count = quixo_gen_moves(&p, mv);
                        m = mv[tt_rng_below(&rng, (uint32_t)count)];
                } else {
                        m = ladder_quixo_move(ai[t], pl[t], &p, keys, n, &rng);
                }
                if (quixo_action_check(&p, m, NULL, 0) != QUIXO_OK) {
                        fprintf(stderr, "ladder: illegal Quixo move\n");
                        abort();
                }
                keys[n++] = key;
                quixo_make(&p, m);
        }
        if (outcome == QUIXO_OUTCOME_NONE)
                outcome = quixo_pos_result(&p).outcome;
        quixo_ai_free(ai[0]);
        quixo_ai_free(ai[1]);
        if (plies != NULL)
                *plies += (long)n;
        return quixo_outcome_winner(outcome);
}

/* `pairs` pairs of games of a against b from random openings of `opening`
 * plies: a plays X in the first game of a pair and O in the second. */
static inline ladder_score ladder_quixo_match(const ladder_quixo_player *a,
                                              const ladder_quixo_player *b, int pairs,
                                              int opening, uint64_t seed)
{
        ladder_score sc = {0, 0, 0, 0};
        for (int g = 0; g < 2 * pairs; g++) {
                uint64_t s = seed + 1000003u * (uint64_t)(g / 2);
                int a_team = g % 2 ? QUIXO_O : QUIXO_X;
                int w = a_team == QUIXO_X
                            ? ladder_quixo_game(a, b, opening, s, &sc.plies)
                            : ladder_quixo_game(b, a, opening, s, &sc.plies);
                if (w < 0)
                        sc.drawn++;
                else if (w == a_team)
                        sc.won++;
                else
                        sc.lost++;
        }
        return sc;
}

/* A Thaayam player of the ladder: level 0 plays uniformly random actions. */
typedef struct ladder_thaayam_player {
        int level;
        const thaayam_ai_limits *lim; /* NULL: the level's defaults */
} ladder_thaayam_player;

/* One two-player game, seat S for s and N for n; the dice (throw-off and
 * throws) come from dice_seed alone, the players' choices from their own
 * generators. Returns the winning seat, -1 if cut off. */
static inline int ladder_thaayam_game(const ladder_thaayam_player *s,
                                      const ladder_thaayam_player *n, int capture,
                                      uint64_t dice_seed, uint64_t choice_seed,
                                      long *plies)
{
        static _Thread_local thaayam_action list[THAAYAM_MAX_ACTIONS];
        static _Thread_local thaayam_ctx ctx;
        thaayam_ctx_init(&ctx);
        tt_rng dice, choice[THAAYAM_SEATS];
        tt_rng_seed(&dice, dice_seed);
        const ladder_thaayam_player *pl[THAAYAM_SEATS] = {NULL};
        pl[THAAYAM_S] = s;
        pl[THAAYAM_N] = n;
        thaayam_ai *ai[THAAYAM_SEATS] = {NULL};
        for (int i = 0; i < THAAYAM_SEATS; i++) {
                tt_rng_seed(&choice[i], choice_seed * 4u + (unsigned)i);
                if (pl[i] != NULL && pl[i]->level > 0 &&
                    (ai[i] = thaayam_ai_new(pl[i]->level)) == NULL)
                        abort();
        }
        unsigned mask = (1u << THAAYAM_S) | (1u << THAAYAM_N);
        thaayam_options o = {2, mask, capture, 0};
        thaayam_state st;
        int winner = -1;
        if (thaayam_init(&st, &o, thaayam_throwoff_run(mask, &dice), NULL, 0) !=
            THAAYAM_OK)
                abort();
        for (long steps = 0; steps < 100000; steps++) {
                thaayam_result r;
                thaayam_get_result(&st, &r);
                if (r.over) {
                        winner = r.winner;
                        break;
                }
                if (st.phase == THAAYAM_PHASE_THROW) {
                        thaayam_throw_random(&st, &dice, NULL);
                        continue;
                }
                thaayam_action a;
                int t = st.turn;
                if (ai[t] == NULL) {
                        size_t cnt =
                            thaayam_legal_actions(&st, &ctx, list, THAAYAM_MAX_ACTIONS);
                        if (cnt == 0)
                                break;
                        a = list[tt_rng_below(&choice[t], (uint32_t)cnt)];
                } else {
                        thaayam_ai_result res;
                        if (thaayam_ai_choose(ai[t], &st, pl[t]->lim, &choice[t], &res) !=
                            0)
                                break;
                        a = res.action;
                }
                if (thaayam_action_apply(&st, &ctx, &a, NULL, 0) != THAAYAM_OK) {
                        fprintf(stderr, "ladder: illegal Thaayam action\n");
                        abort();
                }
                if (plies != NULL)
                        ++*plies;
        }
        for (int i = 0; i < THAAYAM_SEATS; i++)
                thaayam_ai_free(ai[i]);
        return winner;
}

/* `pairs` pairs of two-player games of a against b: each pair's two games
 * have the same dice, a sitting S in the first and N in the second. */
static inline ladder_score ladder_thaayam_match(const ladder_thaayam_player *a,
                                                const ladder_thaayam_player *b, int pairs,
                                                uint64_t seed)
{
        ladder_score sc = {0, 0, 0, 0};
        for (int g = 0; g < 2 * pairs; g++) {
                uint64_t dice_seed = seed + 7919u * (uint64_t)(g / 2);
                int capture = (g / 2) % 2;
                bool a_south = g % 2 == 0;
                int w = a_south ? ladder_thaayam_game(a, b, capture, dice_seed,
                                                      dice_seed ^ 0x5bd1e995u, &sc.plies)
                                : ladder_thaayam_game(b, a, capture, dice_seed,
                                                      dice_seed ^ 0x5bd1e995u, &sc.plies);
                int a_seat = a_south ? THAAYAM_S : THAAYAM_N;
                if (w < 0)
                        sc.drawn++;
                else if (w == a_seat)
                        sc.won++;
                else
                        sc.lost++;
        }
        return sc;
}

/* The first player's score fraction (a draw counts half). */
static inline double ladder_fraction(const ladder_score *sc)
{
        int n = sc->won + sc->lost + sc->drawn;
        return n ? (sc->won + 0.5 * sc->drawn) / n : 0.5;
}

/* The Elo difference of a match (first player minus second) and its 95 %
 * margin: the score fraction s gives 400 log10(s / (1 - s)); its standard
 * error comes from the per-game variance of the results (1, 1/2, 0) and is
 * carried through the derivative. A fraction of 0 or 1 is taken as half a
 * game from it, so a clean sweep gives a finite lower bound. */
static inline void ladder_elo(const ladder_score *sc, double *elo, double *margin)
{
        int n = sc->won + sc->lost + sc->drawn;
        if (n == 0) {
                *elo = 0;
                *margin = 0;
                return;
        }
        double s = ladder_fraction(sc);
        double lo = 0.5 / n, hi = 1.0 - 0.5 / n;
        double sv = s < lo ? lo : s > hi ? hi : s;
        double mean_sq = (sc->won + 0.25 * sc->drawn) / n;
        double var = mean_sq - s * s;
        double floor_var = sv * (1 - sv) / 4; /* a sweep still has an error */
        if (var < floor_var)
                var = floor_var;
        double se = sqrt(var / n);
        *elo = 400.0 * log10(sv / (1.0 - sv));
        *margin = 1.96 * se * 400.0 / (log(10.0) * sv * (1.0 - sv));
}

#endif
