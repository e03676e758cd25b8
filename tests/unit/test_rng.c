/* test_rng.c: the seedable generator shared by both games (tt_rng.h). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "tt_rng.h"

#include <string.h>

static void same_seed_same_sequence(void **state)
{
        (void)state;
        tt_rng a, b;
        tt_rng_seed(&a, 42);
        tt_rng_seed(&b, 42);
        for (int i = 0; i < 100; i++)
                assert_int_equal(tt_rng_next(&a), tt_rng_next(&b));
}

static void different_seeds_differ(void **state)
{
        (void)state;
        tt_rng a, b;
        tt_rng_seed(&a, 1);
        tt_rng_seed(&b, 2);
        assert_true(tt_rng_next(&a) != tt_rng_next(&b));
}

static void below_stays_in_range_and_covers_it(void **state)
{
        (void)state;
        tt_rng r;
        int seen[7] = {0};
        tt_rng_seed(&r, 7);
        for (int i = 0; i < 7000; i++) {
                uint32_t v = tt_rng_below(&r, 7);
                assert_true(v < 7);
                seen[v]++;
        }
        for (int i = 0; i < 7; i++)
                assert_in_range(seen[i], 800, 1200);
}

/* RFC 8439, section 2.3.2: the test vector of the block function. */
static void chacha20_block_matches_rfc8439(void **state)
{
        (void)state;
        static const uint8_t want[64] = {
            0x10, 0xf1, 0xe7, 0xe4, 0xd1, 0x3b, 0x59, 0x15, 0x50, 0x0f, 0xdd, 0x1f, 0xa3,
            0x20, 0x71, 0xc4, 0xc7, 0xd1, 0xf4, 0xc7, 0x33, 0xc0, 0x68, 0x03, 0x04, 0x22,
            0xaa, 0x9a, 0xc3, 0xd4, 0x6c, 0x4e, 0xd2, 0x82, 0x64, 0x46, 0x07, 0x9f, 0xaa,
            0x09, 0x14, 0xc2, 0xd7, 0x05, 0xd9, 0x8b, 0x02, 0xa2, 0xb5, 0x12, 0x9c, 0xd1,
            0xde, 0x16, 0x4e, 0xb9, 0xcb, 0xd0, 0x83, 0xe8, 0xa2, 0x50, 0x3c, 0x4e};
        static const uint8_t nonce[12] = {0, 0, 0, 0x09, 0, 0, 0, 0x4a, 0, 0, 0, 0};
        uint8_t key[32], out[64];
        for (int i = 0; i < 32; i++)
                key[i] = (uint8_t)i;
        tt_chacha20_block(key, 1, nonce, out);
        assert_memory_equal(out, want, sizeof want);
}

/* The keyed generator gives the keystream: block 0, then block 1, eight
 * bytes at a time, little-endian. */
static void keyed_rng_is_the_keystream(void **state)
{
        (void)state;
        uint8_t key[32], nonce[12] = {0}, blocks[128];
        tt_rng r;
        for (int i = 0; i < 32; i++)
                key[i] = (uint8_t)(7 * i + 3);
        tt_chacha20_block(key, 0, nonce, blocks);
        tt_chacha20_block(key, 1, nonce, blocks + 64);
        tt_rng_seed_key(&r, key);
        for (int i = 0; i < 16; i++) {
                uint64_t want = 0;
                for (int b = 7; b >= 0; b--)
                        want = want << 8 | blocks[8 * i + b];
                assert_true(tt_rng_next(&r) == want);
        }
}

static void different_keys_differ_and_are_not_splitmix(void **state)
{
        (void)state;
        uint8_t k1[32] = {1}, k2[32] = {2};
        tt_rng a, b, s;
        tt_rng_seed_key(&a, k1);
        tt_rng_seed_key(&b, k2);
        tt_rng_seed(&s, 1);
        int same_ab = 0, same_as = 0;
        for (int i = 0; i < 64; i++) {
                uint64_t x = tt_rng_next(&a), y = tt_rng_next(&b), z = tt_rng_next(&s);
                same_ab += x == y;
                same_as += x == z;
        }
        assert_int_equal(same_ab, 0);
        assert_int_equal(same_as, 0);
        /* the same key: the same stream (a copy of the state goes on alike) */
        tt_rng_seed_key(&a, k1);
        tt_rng_seed_key(&b, k1);
        for (int i = 0; i < 20; i++)
                assert_true(tt_rng_next(&a) == tt_rng_next(&b));
        /* seeding again leaves the keyed mode */
        tt_rng_seed(&a, 1);
        tt_rng_seed(&s, 1);
        assert_true(tt_rng_next(&a) == tt_rng_next(&s));
}

static void keyed_below_covers_its_range(void **state)
{
        (void)state;
        uint8_t key[32];
        memset(key, 0x5a, sizeof key);
        tt_rng r;
        int seen[7] = {0};
        tt_rng_seed_key(&r, key);
        for (int i = 0; i < 7000; i++) {
                uint32_t v = tt_rng_below(&r, 7);
                assert_true(v < 7);
                seen[v]++;
        }
        for (int i = 0; i < 7; i++)
                assert_in_range(seen[i], 800, 1200);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(same_seed_same_sequence),
            cmocka_unit_test(different_seeds_differ),
            cmocka_unit_test(below_stays_in_range_and_covers_it),
            cmocka_unit_test(chacha20_block_matches_rfc8439),
            cmocka_unit_test(keyed_rng_is_the_keystream),
            cmocka_unit_test(different_keys_differ_and_are_not_splitmix),
            cmocka_unit_test(keyed_below_covers_its_range),
        };
        return cmocka_run_group_tests_name("rng", tests, NULL, NULL);
}
