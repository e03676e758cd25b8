/* test_thaayam_dice.c: the tamarind seeds (T4), the throw sequence of a turn
 * (T5) and the start-of-game throw-off with ties (T6), with injected throws. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "thaayam_test.h"

static void t4_score_of_faces(void **state)
{
        (void)state;
        uint8_t f[4] = {0, 0, 0, 0};
        assert_int_equal(thaayam_score_of_faces(f), 8);
        f[2] = 1;
        assert_int_equal(thaayam_score_of_faces(f), 1);
        f[0] = 1;
        assert_int_equal(thaayam_score_of_faces(f), 2);
        f[3] = 1;
        assert_int_equal(thaayam_score_of_faces(f), 3);
        f[1] = 1;
        assert_int_equal(thaayam_score_of_faces(f), 4);
        const int scores[5] = {1, 2, 3, 4, 8};
        for (int i = 0; i < 5; i++) {
                assert_int_equal(thaayam_faces_of_score(scores[i], f), THAAYAM_OK);
                assert_int_equal(thaayam_score_of_faces(f), scores[i]);
                assert_true(thaayam_score_valid(scores[i]));
        }
        assert_int_equal(thaayam_faces_of_score(5, f), THAAYAM_ERR_ARG);
        assert_false(thaayam_score_valid(0) || thaayam_score_valid(5) ||
                     thaayam_score_valid(6));
}

static void t4_probabilities_4_6_4_1_1_sixteenths(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 4);
        int seen[9] = {0}, light[4] = {0};
        const int n = 160000;
        for (int i = 0; i < n; i++) {
                uint8_t f[4];
                int s = thaayam_throw_seeds(&rng, f);
                assert_int_equal(s, thaayam_score_of_faces(f));
                seen[s]++;
                for (int k = 0; k < 4; k++)
                        light[k] += f[k];
        }
        /* expected 40000, 60000, 40000, 10000, 10000; allow 3% relative */
        assert_in_range(seen[1], 38800, 41200);
        assert_in_range(seen[2], 58200, 61800);
        assert_in_range(seen[3], 38800, 41200);
        assert_in_range(seen[4], 9700, 10300);
        assert_in_range(seen[8], 9700, 10300);
        for (int k = 0; k < 4; k++)
                assert_in_range(light[k], 78000, 82000); /* each seed p = 1/2 */
}

static void t5_throws_continue_after_1_4_8_and_stop_after_2_3(void **state)
{
        (void)state;
        assert_true(thaayam_throw_again(1) && thaayam_throw_again(4) &&
                    thaayam_throw_again(8));
        assert_false(thaayam_throw_again(2) || thaayam_throw_again(3));
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=throw scores= extra=0 "
                     "s=0,-,-,- n=-,-,-,-");
        tht_play(&st, "throw 1");
        tht_expect_state(&st,
                         "thaayam players=2 capture=split turn=s phase=throw scores=1 "
                         "extra=0 s=0,-,-,- n=-,-,-,-");
        assert_int_equal(thaayam_throw_score(&st, 4, NULL, 0), THAAYAM_OK);
        assert_int_equal(thaayam_throw_score(&st, 8, NULL, 0), THAAYAM_OK);
        assert_int_equal(st.phase, THAAYAM_PHASE_THROW);
        char buf[64];
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "throw");
        tht_refused(&st, "1+1", "throw first");
        assert_int_equal(thaayam_throw_score(&st, 3, NULL, 0), THAAYAM_OK);
        assert_int_equal(st.phase, THAAYAM_PHASE_MOVE); /* the 3 ended it, and counts */
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move "
                              "scores=1,4,8,3 extra=0 s=0,-,-,- n=-,-,-,-");
        char err[100];
        assert_int_equal(thaayam_throw_score(&st, 1, err, sizeof err), THAAYAM_ERR_PHASE);
        assert_non_null(strstr(err, "T5"));
        tht_refused(&st, "throw 1", "T5");
}

static void t5_a_2_ends_at_once_and_invalid_scores_are_refused(void **state)
{
        (void)state;
        thaayam_state st;
        thaayam_options o = {2, 0, 0, 0};
        thaayam_init(&st, &o, THAAYAM_N, NULL, 0);
        char err[100];
        assert_int_equal(thaayam_throw_score(&st, 5, err, sizeof err), THAAYAM_ERR_ARG);
        assert_non_null(strstr(err, "T4"));
        assert_int_equal(st.nthrows, 0);
        assert_int_equal(thaayam_throw_score(&st, 2, NULL, 0), THAAYAM_OK);
        assert_int_equal(st.phase, THAAYAM_PHASE_MOVE);
}

static void t5_the_sequence_is_capped_at_32_throws(void **state)
{
        (void)state;
        thaayam_state st;
        thaayam_options o = {2, 0, 0, 0};
        thaayam_init(&st, &o, THAAYAM_S, NULL, 0);
        for (int i = 0; i < THAAYAM_MAX_THROWS - 1; i++) {
                assert_int_equal(thaayam_throw_score(&st, 4, NULL, 0), THAAYAM_OK);
                assert_int_equal(st.phase, THAAYAM_PHASE_THROW);
        }
        assert_int_equal(thaayam_throw_score(&st, 1, NULL, 0), THAAYAM_OK);
        assert_int_equal(st.phase, THAAYAM_PHASE_MOVE);
        assert_int_equal(st.nthrows, THAAYAM_MAX_THROWS);
}

static void t5_random_throws_with_faces(void **state)
{
        (void)state;
        thaayam_state st;
        thaayam_options o = {3, 0, 0, 0};
        tt_rng rng;
        tt_rng_seed(&rng, 5);
        thaayam_init(&st, &o, THAAYAM_S, NULL, 0);
        int n = 0;
        while (st.phase == THAAYAM_PHASE_THROW) {
                uint8_t f[4];
                int s = thaayam_throw_random(&st, &rng, f);
                assert_int_equal(s, thaayam_score_of_faces(f));
                assert_int_equal(st.throws[n++], s);
        }
        assert_false(thaayam_throw_again(st.throws[n - 1]));
        assert_int_equal(thaayam_throw_random(&st, &rng, NULL), -1);
}

static void t6_throw_off_ties_rethrow_until_one_is_highest(void **state)
{
        (void)state;
        thaayam_throwoff t;
        assert_int_equal(thaayam_throwoff_init(&t, 0xf), THAAYAM_OK);
        /* round 1: S 4, E 8, N 8, W 2 -> E and N rethrow */
        const int r1[4] = {4, 8, 8, 2};
        for (int s = 0; s < 4; s++) {
                assert_int_equal(thaayam_throwoff_next(&t), s);
                assert_int_equal(thaayam_throwoff_throw(&t, r1[s], NULL, 0), THAAYAM_OK);
        }
        assert_int_equal(t.winner, -1);
        assert_int_equal(t.contenders, (1 << THAAYAM_E) | (1 << THAAYAM_N));
        assert_int_equal(t.round, 1);
        /* round 2: E 3, N 3 -> again */
        assert_int_equal(thaayam_throwoff_next(&t), THAAYAM_E);
        thaayam_throwoff_throw(&t, 3, NULL, 0);
        assert_int_equal(t.scores[THAAYAM_E], 3);
        assert_int_equal(thaayam_throwoff_next(&t), THAAYAM_N);
        thaayam_throwoff_throw(&t, 3, NULL, 0);
        assert_int_equal(t.round, 2);
        /* round 3: E 1, N 2 -> N starts */
        thaayam_throwoff_throw(&t, 1, NULL, 0);
        thaayam_throwoff_throw(&t, 2, NULL, 0);
        assert_int_equal(t.winner, THAAYAM_N);
        assert_int_equal(thaayam_throwoff_next(&t), -1);
        char err[100];
        assert_int_equal(thaayam_throwoff_throw(&t, 4, err, sizeof err),
                         THAAYAM_ERR_PHASE);
        assert_non_null(strstr(err, "T6"));
}

static void t6_single_highest_wins_at_once_and_bad_input(void **state)
{
        (void)state;
        thaayam_throwoff t;
        assert_int_equal(thaayam_throwoff_init(&t, 0x5), THAAYAM_OK);
        assert_int_equal(thaayam_throwoff_next(&t), THAAYAM_S);
        assert_int_equal(thaayam_throwoff_throw(&t, 7, NULL, 0), THAAYAM_ERR_ARG);
        thaayam_throwoff_throw(&t, 1, NULL, 0);
        assert_int_equal(thaayam_throwoff_next(&t), THAAYAM_N);
        thaayam_throwoff_throw(&t, 8, NULL, 0); /* 8 is the highest score */
        assert_int_equal(t.winner, THAAYAM_N);
        assert_int_equal(thaayam_throwoff_init(&t, 0x1), THAAYAM_ERR_ARG);
}

static void t6_one_call_throw_off_picks_a_seat_in_play(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 6);
        int wins[4] = {0};
        for (int i = 0; i < 4000; i++) {
                int w = thaayam_throwoff_run(0xb, &rng); /* S, E, W */
                assert_true(w == THAAYAM_S || w == THAAYAM_E || w == THAAYAM_W);
                wins[w]++;
        }
        for (int s = 0; s < 4; s++)
                if (s != THAAYAM_N)
                        assert_in_range(wins[s], 1100, 1570); /* fair: about 1333 */
        assert_int_equal(thaayam_throwoff_run(0x1, &rng), -1);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(t4_score_of_faces),
            cmocka_unit_test(t4_probabilities_4_6_4_1_1_sixteenths),
            cmocka_unit_test(t5_throws_continue_after_1_4_8_and_stop_after_2_3),
            cmocka_unit_test(t5_a_2_ends_at_once_and_invalid_scores_are_refused),
            cmocka_unit_test(t5_the_sequence_is_capped_at_32_throws),
            cmocka_unit_test(t5_random_throws_with_faces),
            cmocka_unit_test(t6_throw_off_ties_rethrow_until_one_is_highest),
            cmocka_unit_test(t6_single_highest_wins_at_once_and_bad_input),
            cmocka_unit_test(t6_one_call_throw_off_picks_a_seat_in_play),
        };
        return cmocka_run_group_tests_name("thaayam_dice", tests, NULL, NULL);
}
