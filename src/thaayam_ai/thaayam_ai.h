/* thaayam_ai.h: the Thaayam computer player (issue 8). It plans a whole
 * move phase at once: a depth-first search over the legal actions of the
 * rules library (include/thaayam.h, which enforces T11), with the resulting
 * positions de-duplicated by a hash and a cap on the positions explored,
 * reaches the end-of-move-phase positions and keeps the one with the best
 * evaluation: race (pips still to go, entries and bear-offs, T8, T21), the
 * safety of every piece (the exact chance, from the dice of T4/T5, that an
 * opponent who moves before the piece's owner lands on it; palaces and the
 * castle are safe, T13; twins fear only twins, T18), captures and the extra
 * turn they earn (T14, T15) and twins (T16-T20). Level 3 in two-player
 * games evaluates by the race model instead (race.c: every seat's turns to finish,
 * computed exactly by dynamic programming over the arrangements of its pieces and the
 * throws of T4/T5): the chance of bearing off first, with the chances of captures before
 * the seat moves again; and it looks ahead: for the best few plans it plays the next
 * player's most likely throw sequences, each answered by that player's greedy plan, and
 * keeps the plan with the best expected evaluation after them (or, with `horizon`,
 * play-outs).
 *
 * Levels: 1 greedy on a race-only evaluation with some noise, 2 the full
 * evaluation, 3 the race-model evaluation (two players; else the full
 * one) with look-ahead (strongest, the
 * default of `genmove` and the strongest computer seat). The race table is
 * built at the first level-3 plan of a process (about 0.8 s of cpu, then
 * kept: 0.2 MiB).
 *
 * Usage (a front end playing one action at a time):
 *     thaayam_ai *ai = thaayam_ai_new(3);
 *     thaayam_ai_result r;
 *     if (thaayam_ai_choose(ai, &st, NULL, &rng, &r) == 0)  // r.action legal
 *             ...;
 *     thaayam_ai_free(ai);
 * The player computes the plan at the first action of a move phase and
 * replays it at the following calls while the state is the one the plan
 * expects (no further draw from the rng); any other state gets a new plan.
 *
 * Determinism: the only randomness, the level-1 noise, comes from one 64-bit
 * seed drawn from the caller's tt_rng when a plan is computed, and the value
 * of an end position depends only on that position and the seed. Budgets are
 * counts (positions, throw sequences), never time. So the same calls
 * with the same rng give the same actions. A plan recomputed from a later
 * state of the same move phase with the same seed ends in the same position
 * at levels 1 and 2 (unless the plan cap cut the first search short); at
 * level 3 it may switch to another of its best few plans.
 *
 * A player object is used by one thread at a time; nothing is global but
 * the race table (read-only once built, pthread_once).
 */
#ifndef THAAYAM_AI_H
#define THAAYAM_AI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "thaayam.h"

#define THAAYAM_AI_LEVEL_MIN 1
#define THAAYAM_AI_LEVEL_MAX 3
/* Longest plan: at most 32 scores, two twin declarations and `done`. */
#define THAAYAM_AI_PLAN_MAX 40

typedef struct thaayam_ai thaayam_ai; /* opaque: a player with its work space */

/* The budget of one plan. Zero fields take the level's defaults
 * (thaayam_ai_limits_default); every field is a count, so results are
 * reproducible. */
typedef struct thaayam_ai_limits {
        unsigned nodes;       /* positions the plan search may visit */
        unsigned candidates;  /* level 3: best end positions looked ahead from */
        unsigned samples;     /* level 3: most likely throw sequences per candidate
                                 (at most 32 are used) */
        unsigned reply_nodes; /* level 3: positions of each greedy reply's search */
        unsigned horizon;     /* level 3: 0 (default) the look-ahead above; else
                                 play-outs of the `candidates` best plans,
                                 `samples` each, of so many move phases */
} thaayam_ai_limits;

/* What the player chose. */
typedef struct thaayam_ai_result {
        thaayam_action action; /* the action to play now (legal) */
        int plan_len;          /* the plan from this state: plan[0] == action, */
        thaayam_action plan[THAAYAM_AI_PLAN_MAX]; /* ... ending with `done` */
        double value;   /* evaluation of the plan's end (pips, player's view) */
        unsigned nodes; /* positions visited by the plan search */
        unsigned ends;  /* distinct end-of-move-phase positions evaluated */
        bool capped;    /* the search stopped at its node budget */
        bool replayed;  /* the action came from the plan of an earlier call */
} thaayam_ai_result;

/* The defaults of a level (clamped to 1..3). */
void thaayam_ai_limits_default(thaayam_ai_limits *lim, int level);

/* A player of `level` (clamped to 1..3). NULL when out of memory (it needs
 * about 1 MiB). Free it with thaayam_ai_free. */
thaayam_ai *thaayam_ai_new(int level);

/* Releases a player (NULL is fine). */
void thaayam_ai_free(thaayam_ai *ai);

/* Changes the level (clamped); forgets the current plan. */
void thaayam_ai_set_level(thaayam_ai *ai, int level);

/* The level of a player. */
int thaayam_ai_level(const thaayam_ai *ai);

/* Forgets the current plan: the next call computes a new one. */
void thaayam_ai_forget(thaayam_ai *ai);

/* Chooses the action of the seat to move of *st within *lim (NULL: the
 * level's defaults). Throw phase: `throw` (score 0: the caller throws).
 * Move phase: the next action of the plan (see above); a new plan draws one
 * value from rng. Returns 0 with a legal action in out->action, -1 when the
 * game is over (no action) or st is not in a valid phase. */
int thaayam_ai_choose(thaayam_ai *ai, const thaayam_state *st,
                      const thaayam_ai_limits *lim, tt_rng *rng, thaayam_ai_result *out);

/* One-shot, for a stateless caller: the action a fresh player of `level`
 * with default limits chooses, with the seed drawn from a copy of *rng
 * (which is not advanced). The plan is kept (per thread) and replayed while
 * the following calls bring the state it expects with the same level and
 * rng, so a caller that asks at each action of a move phase plays one plan.
 * Any other call makes a new plan: a function of (st, level, *rng) only.
 * Returns 0 and *out, or -1 (game over, or out of memory). */
int thaayam_ai_pick(const thaayam_state *st, int level, const tt_rng *rng,
                    thaayam_action *out);

#endif
