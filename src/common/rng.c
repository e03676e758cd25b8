/* rng.c: the generators of tt_rng.h: SplitMix64 (seeded, reproducible) and
 * the ChaCha20 keystream of RFC 8439 (keyed, unpredictable). */
#include "tt_rng.h"

#include <string.h>

static uint32_t load32(const uint8_t *p)
{
        return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
               (uint32_t)p[3] << 24;
}

static void store32(uint8_t *p, uint32_t v)
{
        p[0] = (uint8_t)v;
        p[1] = (uint8_t)(v >> 8);
        p[2] = (uint8_t)(v >> 16);
        p[3] = (uint8_t)(v >> 24);
}

static uint32_t rotl(uint32_t v, int n)
{
        return v << n | v >> (32 - n);
}

/* RFC 8439 2.1: the quarter round on four words of the state. */
static void quarter(uint32_t *x, int a, int b, int c, int d)
{
        x[a] += x[b];
        x[d] = rotl(x[d] ^ x[a], 16);
        x[c] += x[d];
        x[b] = rotl(x[b] ^ x[c], 12);
        x[a] += x[b];
        x[d] = rotl(x[d] ^ x[a], 8);
        x[c] += x[d];
        x[b] = rotl(x[b] ^ x[c], 7);
}

/* RFC 8439 2.3: the state (constants, key, counter, nonce), 20 rounds
 * (10 column and 10 diagonal), the input added, the words little-endian. */
static void block_words(const uint8_t key[32], uint32_t counter, const uint8_t nonce[12],
                        uint32_t out[16])
{
        uint32_t in[16] = {0x61707865, 0x3320646e, 0x79622d32, 0x6b206574};
        for (int i = 0; i < 8; i++)
                in[4 + i] = load32(key + 4 * i);
        in[12] = counter;
        for (int i = 0; i < 3; i++)
                in[13 + i] = load32(nonce + 4 * i);
        memcpy(out, in, sizeof in);
        for (int i = 0; i < 10; i++) {
                quarter(out, 0, 4, 8, 12);
                quarter(out, 1, 5, 9, 13);
                quarter(out, 2, 6, 10, 14);
                quarter(out, 3, 7, 11, 15);
                quarter(out, 0, 5, 10, 15);
                quarter(out, 1, 6, 11, 12);
                quarter(out, 2, 7, 8, 13);
                quarter(out, 3, 4, 9, 14);
        }
        for (int i = 0; i < 16; i++)
                out[i] += in[i];
}

void tt_chacha20_block(const uint8_t key[32], uint32_t counter, const uint8_t nonce[12],
                       uint8_t out[64])
{
        uint32_t w[16];
        block_words(key, counter, nonce, w);
        for (int i = 0; i < 16; i++)
                store32(out + 4 * i, w[i]);
}

void tt_rng_seed(tt_rng *rng, uint64_t seed)
{
        memset(rng, 0, sizeof *rng);
        rng->state = seed;
}

void tt_rng_seed_key(tt_rng *rng, const uint8_t key[32])
{
        memset(rng, 0, sizeof *rng);
        rng->keyed = true;
        memcpy(rng->key, key, sizeof rng->key);
        rng->used = 16; /* no block yet */
}

/* The next keystream block: a 64-bit block number, its high half in the
 * first word of the nonce, so the stream does not repeat. */
static void next_block(tt_rng *rng)
{
        uint8_t nonce[12] = {0};
        store32(nonce, (uint32_t)(rng->counter >> 32));
        block_words(rng->key, (uint32_t)rng->counter, nonce, rng->block);
        rng->counter++;
        rng->used = 0;
}

uint64_t tt_rng_next(tt_rng *rng)
{
        if (rng->keyed) {
                if (rng->used > 14)
                        next_block(rng);
                uint64_t v = (uint64_t)rng->block[rng->used] |
                             (uint64_t)rng->block[rng->used + 1] << 32;
                rng->used += 2;
                return v;
        }
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
