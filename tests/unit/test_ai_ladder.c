/* test_ai_ladder.c: the smoke test of the computer levels' ladder (issue
 * 17): small seeded matches of every level against the one below it, in
 * both games, on node and depth budgets only (never the clock), so the
 * results are the same on every machine. A higher level that stops beating
 * the lower one fails the test. The full ladder, with more games and Elo
 * figures, is tests/bench/bench_ladder.c (make bench). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "../ladder/ladder.h"

/* Level 5 here: a small node budget (its own limit is the clock). */
#define SMOKE_TOP_NODES 20000

/* The step must be won, by more than `share` of the points. */
static void check_step(const char *game, int level, const ladder_score *sc, double share)
{
        print_message("%s level %d vs the one below: %d won, %d lost, %d drawn\n", game,
                      level, sc->won, sc->lost, sc->drawn);
        assert_true(sc->won > sc->lost);
        assert_true(sc->won + sc->drawn / 2.0 > share * (sc->won + sc->lost + sc->drawn));
}

static void quixo_each_level_beats_the_one_below(void **state)
{
        (void)state;
        for (int l = 1; l <= QUIXO_AI_LEVEL_MAX; l++) {
                ladder_quixo_player hi = {
                    l, l == QUIXO_AI_LEVEL_MAX ? SMOKE_TOP_NODES : 0, 0};
                ladder_quixo_player lo = {l - 1, 0, 0};
                ladder_score sc = ladder_quixo_match(&hi, &lo, 6, 2, 1700u + (unsigned)l);
                check_step("quixo", l, &sc, 0.6);
        }
}

static void thaayam_each_level_beats_the_one_below(void **state)
{
        (void)state;
        for (int l = 1; l <= THAAYAM_AI_LEVEL_MAX; l++) {
                /* level 3 was ahead of level 2 by some 55-58 % (docs/ai.md;
                 * 137-63 here with the race model, issue 28): more games,
                 * and only a majority asked */
                ladder_thaayam_player hi = {l, NULL}, lo = {l - 1, NULL};
                int top = l == THAAYAM_AI_LEVEL_MAX;
                ladder_score sc =
                    ladder_thaayam_match(&hi, &lo, top ? 100 : 30, 1700u + (unsigned)l);
                check_step("thaayam", l, &sc, top ? 0.5 : 0.6);
        }
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(quixo_each_level_beats_the_one_below),
            cmocka_unit_test(thaayam_each_level_beats_the_one_below),
        };
        return cmocka_run_group_tests_name("ai_ladder", tests, NULL, NULL);
}
