/* tt_rng.h: the small seedable random generator shared by both games.
 *
 * The rules libraries never use a global generator: the caller owns a
 * tt_rng, seeds it, and passes it in, so every game can be replayed from
 * its seed and tests can inject exact sequences.
 *
 * Two modes. tt_rng_seed: SplitMix64, fast and reproducible but
 * predictable (anyone who sees a few outputs, or the seed, knows the rest).
 * tt_rng_seed_key: the ChaCha20 keystream (RFC 8439) under a 256-bit key,
 * for dice that nobody may predict; the key must come from a secure source
 * (session_secure_dice in src/session), never from this library.
 */
#ifndef TT_RNG_H
#define TT_RNG_H

#include <stdbool.h>
#include <stdint.h>

typedef struct tt_rng {
        uint64_t state; /* SplitMix64 */
        bool keyed;     /* ChaCha20 mode: the fields below */
        uint8_t key[32];
        uint64_t counter; /* the next block */
        uint32_t block[16];
        unsigned used; /* words of block already given out */
} tt_rng;

/* Seeds the generator (SplitMix64); any 64-bit value is a valid seed. */
void tt_rng_seed(tt_rng *rng, uint64_t seed);

/* Keys the generator (ChaCha20 keystream from block 0). */
void tt_rng_seed_key(tt_rng *rng, const uint8_t key[32]);

/* The next 64 random bits. */
uint64_t tt_rng_next(tt_rng *rng);

/* A uniformly distributed integer in [0, bound); bound must be > 0. */
uint32_t tt_rng_below(tt_rng *rng, uint32_t bound);

/* The ChaCha20 block function of RFC 8439 (section 2.3): the 64 bytes of
 * keystream block `counter` for key and nonce. */
void tt_chacha20_block(const uint8_t key[32], uint32_t counter, const uint8_t nonce[12],
                       uint8_t out[64]);

#endif
