/* rng.c: SplitMix64, the seedable generator of tt_rng.h. */
#include "tt_rng.h"

void tt_rng_seed(tt_rng *rng, uint64_t seed)
{
        rng->state = seed;
}

uint64_t tt_rng_next(tt_rng *rng)
{
        uint64_t z = (rng->state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
}

uint32_t tt_rng_below(tt_rng *rng, uint32_t bound)
{
        /* Rejection sampling keeps every value exactly equally likely. */
        uint32_t limit = UINT32_MAX - UINT32_MAX % bound;
        uint32_t r;
        do {
                r = (uint32_t)(tt_rng_next(rng) >> 32);
        } while (r >= limit);
        return r % bound;
}
