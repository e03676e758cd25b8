/* tt_rng.h: the small seedable random generator shared by both games.
 *
 * The rules libraries never use a global generator: the caller owns a
 * tt_rng, seeds it, and passes it in, so every game can be replayed from
 * its seed and tests can inject exact sequences. (SplitMix64.)
 */
#ifndef TT_RNG_H
#define TT_RNG_H

#include <stdint.h>

typedef struct tt_rng {
        uint64_t state;
} tt_rng;

/* Seeds the generator; any 64-bit value is a valid seed. */
void tt_rng_seed(tt_rng *rng, uint64_t seed);

/* The next 64 random bits. */
uint64_t tt_rng_next(tt_rng *rng);

/* A uniformly distributed integer in [0, bound); bound must be > 0. */
uint32_t tt_rng_below(tt_rng *rng, uint32_t bound);

#endif
