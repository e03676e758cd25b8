/* test_rng.c: the seedable generator shared by both games (tt_rng.h). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "tt_rng.h"

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

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(same_seed_same_sequence),
            cmocka_unit_test(different_seeds_differ),
            cmocka_unit_test(below_stays_in_range_and_covers_it),
        };
        return cmocka_run_group_tests_name("rng", tests, NULL, NULL);
}
