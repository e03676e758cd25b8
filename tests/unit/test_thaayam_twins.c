/* test_thaayam_twins.c: twins (T16-T20): declaring at index 8 and how it
 * meets T11, moving by pooled scores at half the sum (seed 4 1 8 4 2 -> 9;
 * "the twin takes the 8, another piece the other 11"), twin against twin,
 * the split and whole settings (seed 4 1 4 1 8 2), splitting on the castle. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "thaayam_test.h"

static char buf[8192];

static void t16_declare_two_singles_on_the_opposite_palace(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=2 extra=0 "
                     "s=8,8,-,- n=-,-,-,-");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "1+2 2+2 twin1&2");
        tht_play(&st, "twin1&2"); /* uses no score */
        tht_expect_state(&st,
                         "thaayam players=2 capture=split turn=s phase=move scores=2 "
                         "extra=0 s=8=2,8=1,-,- n=-,-,-,-");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "1&2+2");
        /* a twin never splits by choice */
        tht_refused(&st, "1+2", "piece 1 is in twin 1&2: a twin moves as one");
        tht_refused(&st, "twin1&2", "already in a twin");
}

static void t16_only_on_index_8_and_any_pair_there(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=4 extra=0 "
                     "s=7,7,9,- n=-,-,-,-");
        tht_refused(&st, "twin1&2",
                    "piece 1 is not on the opposite palace (path index 8)");
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=4 extra=0 "
                     "s=8,8,8,- n=-,-,-,-");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "1+4 2+4 3+4 twin1&2 twin1&3 twin2&3");
        tht_play(&st, "twin3&1"); /* written either way round */
        assert_int_equal(st.twin[THAAYAM_S][0], 2);
        assert_int_equal(st.twin[THAAYAM_S][2], 0);
}

static void t16_declaring_is_subject_to_t11(void **state)
{
        (void)state;
        thaayam_state st;
        /* a lone 1 moves a single, but a twin cannot use it (half of 1 is 0) */
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=1 extra=0 "
                     "s=8,8,#,# n=-,-,-,-");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "1+1 2+1");
        tht_refused(&st, "twin1&2", "T11");
        /* declaring never costs a score when a twin can use them all */
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=4,2 extra=0 "
                "s=8,8,#,# n=-,-,-,-");
        assert_true(tht_is_legal(&st, "twin1&2"));
}

static void t16_declaring_can_be_forced_by_t11(void **state)
{
        (void)state;
        thaayam_state st;
        /* four 8s and four 1s. As singles at most 7 are used: one piece
         * takes 8+8 to the castle, the other 8+1+1+1+1 (12 squares), and an
         * 8 is left (8+8 for both, then bearing off with two 1s, is only 6).
         * As a twin, 8+1 four times advances 4 squares each: all 8 are used
         * and the twin ends on the castle. So T11 forces the twin. */
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move "
                     "scores=8,8,8,8,1,1,1,1 extra=0 s=8,8,#,# n=-,-,-,-");
        assert_int_equal(thaayam_max_usable(&st, tht_ctx()), 8);
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "twin1&2");
        tht_refused(&st, "1+8",
                    "that would leave the 8 unused although it could be used (T11)");
        tht_refused(&st, "1+1",
                    "that would leave the 8 unused although it could be used (T11)");
        tht_play_all(&st, "twin1&2 1&2+8+1 1&2+8+1 1&2+8+1 1&2+8+1");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=24,24,#,# n=-,-,-,-");
}

static void t17_seed_twin_advances_half_of_19_that_is_9(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=4,1,8,4,2 "
                     "extra=0 s=8=2,8=1,-,- n=-,-,-,-");
        assert_true(tht_is_legal(&st, "1&2+8+4+4+2+1"));
        tht_play(&st, "1&2+1+2+4+8+4"); /* any order in, largest first out */
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=17=2,17=1,-,- n=-,-,-,-");
}

static void t17_seed_twin_takes_the_8_another_piece_the_other_11(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=4,1,8,4,2 "
                     "extra=0 s=8=2,8=1,0,- n=-,-,-,-");
        tht_play_all(&st, "1&2+8 3+4 3+1 3+4 3+2");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=12=2,12=1,11,- n=-,-,-,-");
}

static void t17_half_rounded_down_at_least_one_square_not_past_the_castle(void **state)
{
        (void)state;
        thaayam_state st;
        thaayam_preview pv;
        thaayam_action a;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=8,1,2 extra=0 "
                "s=20=2,20=1,3,- n=-,-,-,-");
        tht_refused(&st, "1&2+1",
                    "a twin moves half the sum rounded down: 1 gives no square");
        tht_refused(&st, "1&2+8+2", "5 squares would take twin 1&2 past the castle");
        thaayam_action_parse("1&2+8+1", &a, NULL, 0); /* 9 -> 4 squares */
        assert_int_equal(thaayam_action_preview(&st, &a, &pv), THAAYAM_OK);
        assert_int_equal(pv.to_index, 24);
        assert_int_equal(pv.splits, 1);
        thaayam_action_parse("1&2+2+1", &a, NULL, 0); /* 3 -> 1 square */
        assert_int_equal(thaayam_action_preview(&st, &a, &pv), THAAYAM_OK);
        assert_int_equal(pv.to_index, 21);
        assert_int_equal(pv.splits, 0);
        tht_refused(&st, "1&3+2", "pieces 1 and 3 are not a twin");
}

static void t17_a_twin_may_move_several_times(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=4,4 extra=0 "
                "s=8=2,8=1,#,# n=-,-,-,-");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "1&2+4 1&2+4+4");
        tht_play_all(&st, "1&2+4 1&2+4");
        assert_int_equal(st.pos[THAAYAM_S][0], 12);
}

/* South twin at 8 moving 5 lands on a2 (South 13), which is East 9. */
/* T11 with T17: how many 1s a twin can take. A whole twin off the board
 * (T19) needs two 1s and keeps the others from bearing off (T21), so here
 * only the twin on index 23 (one square from the castle) can use them. */
static void t17_a_1_rides_free_with_an_even_score(void **state)
{
        (void)state;
        thaayam_state st;
        /* 2+1 is 3: still one square, so both scores are used */
        tht_set(&st, "thaayam players=2 capture=whole turn=s phase=move scores=1,2 "
                     "extra=0 s=23=2,23=1,-=4,-=3 n=-,-,-,-");
        assert_int_equal(thaayam_max_usable(&st, tht_ctx()), 2);
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "1&2+2+1");
}

static void t17_three_1s_advance_one_square(void **state)
{
        (void)state;
        thaayam_state st;
        /* 1+1+1 is 3: one square. Entering the whole twin would use only two. */
        tht_set(&st, "thaayam players=2 capture=whole turn=s phase=move scores=1,1,1 "
                     "extra=0 s=23=2,23=1,-=4,-=3 n=-,-,-,-");
        assert_int_equal(thaayam_max_usable(&st, tht_ctx()), 3);
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "1&2+1+1+1");
}

static void t17_a_lone_1_cannot_move_a_twin(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=1 "
                     "extra=0 s=20=2,20=1,#,# n=-,-,-,-");
        assert_int_equal(thaayam_max_usable(&st, tht_ctx()), 0);
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "done");
}

static void t18_twin_captures_opposing_twin(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=8,2 extra=0 "
                "s=8=2,8=1,-,- e=9=2,9=1,5,-");
        tht_play(&st, "1&2+8+2");
        /* split (T19): two single pieces off the board */
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=1 s=13=2,13=1,-,- e=-,-,5,-");
        tht_set(&st,
                "thaayam players=2 capture=whole turn=s phase=move scores=8,2 extra=0 "
                "s=8=2,8=1,-,- e=9=2,9=1,5,-");
        tht_play(&st, "1&2+8+2");
        /* whole (T19): still a twin, off the board */
        tht_expect_state(&st, "thaayam players=2 capture=whole turn=s phase=move scores= "
                              "extra=1 s=13=2,13=1,-,- e=-=2,-=1,5,-");
}

static void t18_single_and_opposing_twin_share_a_square(void **state)
{
        (void)state;
        thaayam_state st;
        /* a single landing on an opposing twin captures nothing */
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=8 extra=0 "
                     "s=5,-,-,- e=9=2,9=1,-,-");
        tht_play(&st, "1+8");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=13,-,-,- e=9=2,9=1,-,-");
        /* a twin landing on an opposing single captures nothing */
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=8,2 extra=0 "
                "s=8=2,8=1,-,- e=9,-,-,-");
        tht_play(&st, "1&2+8+2");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=13=2,13=1,-,- e=9,-,-,-");
        /* but a single there is still captured by a single, the twin stays */
        tht_set(&st, "thaayam players=3 capture=split turn=n phase=move scores=4 extra=0 "
                     "s=13=2,13=1,-,- e=9,-,-,- n=1,-,-,-");
        tht_play(&st, "1+4"); /* North 5 is a2 too */
        tht_expect_state(&st, "thaayam players=3 capture=split turn=n phase=move scores= "
                              "extra=1 s=13=2,13=1,-,- e=-,-,-,- n=5,-,-,-");
}

static void t19_seed_whole_4_1_4_1_8_2(void **state)
{
        (void)state;
        thaayam_state st;
        const char *start = "thaayam players=2 capture=whole turn=s phase=move "
                            "scores=4,1,4,1,8,2 extra=0 s=5,-=3,-=2,# n=-,-,-,-";
        tht_set(&st, start);
        tht_refused(&st, "enter2",
                    "piece 2 is in twin 2&3: it enters as a twin with two 1s");
        tht_play_all(&st, "1+4 1+4 enter2&3 2&3+8+2");
        tht_expect_state(&st, "thaayam players=2 capture=whole turn=s phase=move scores= "
                              "extra=0 s=13,5=3,5=2,# n=-,-,-,-");
        /* or 8+2 advance the single piece 10 */
        tht_set(&st, start);
        tht_play_all(&st, "enter2&3 2&3+4+4 1+8 1+2");
        tht_expect_state(&st, "thaayam players=2 capture=whole turn=s phase=move scores= "
                              "extra=0 s=15,4=3,4=2,# n=-,-,-,-");
}

static void t19_whole_twin_needs_two_1s_of_the_turn(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=whole turn=s phase=move scores=1,4 extra=0 "
                "s=-=2,-=1,3,- n=-,-,-,-");
        tht_refused(&st, "enter1&2", "a twin enters only with two 1s of the turn (T19)");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "3+1 3+4 enter4");
}

static void t19_split_captured_twin_enters_as_singles(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=8,2 extra=0 "
                "s=8=2,8=1,-,- e=9=2,9=1,#,#");
        tht_play_all(&st, "1&2+8+2 done");
        tht_throws(&st, "3");
        tht_play_all(&st, "1&2+3 done"); /* South's extra turn */
        assert_int_equal(st.turn, THAAYAM_E);
        tht_throws(&st, "1 2");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "enter1 enter2");
        tht_refused(&st, "enter1&2", "pieces 1 and 2 are not a twin");
}

static void t20_twin_reaching_the_castle_splits(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=8,1,1 extra=0 "
                "s=20=2,20=1,#,# n=-,-,-,-");
        tht_moves(&st, buf, sizeof buf);
        /* 8 or 8+1 (9 -> 4 squares) both reach the castle */
        assert_string_equal(buf, "1&2+8 1&2+8+1");
        tht_play(&st, "1&2+8");
        tht_expect_state(&st,
                         "thaayam players=2 capture=split turn=s phase=move scores=1,1 "
                         "extra=0 s=24,24,#,# n=-,-,-,-");
        /* each bears off with its own 1 (T21) */
        tht_play_all(&st, "off2 off1");
        thaayam_result r;
        thaayam_get_result(&st, &r);
        assert_int_equal(r.winner, THAAYAM_S);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(t16_declare_two_singles_on_the_opposite_palace),
            cmocka_unit_test(t16_only_on_index_8_and_any_pair_there),
            cmocka_unit_test(t16_declaring_is_subject_to_t11),
            cmocka_unit_test(t16_declaring_can_be_forced_by_t11),
            cmocka_unit_test(t17_seed_twin_advances_half_of_19_that_is_9),
            cmocka_unit_test(t17_seed_twin_takes_the_8_another_piece_the_other_11),
            cmocka_unit_test(
                t17_half_rounded_down_at_least_one_square_not_past_the_castle),
            cmocka_unit_test(t17_a_twin_may_move_several_times),
            cmocka_unit_test(t17_a_1_rides_free_with_an_even_score),
            cmocka_unit_test(t17_three_1s_advance_one_square),
            cmocka_unit_test(t17_a_lone_1_cannot_move_a_twin),
            cmocka_unit_test(t18_twin_captures_opposing_twin),
            cmocka_unit_test(t18_single_and_opposing_twin_share_a_square),
            cmocka_unit_test(t19_seed_whole_4_1_4_1_8_2),
            cmocka_unit_test(t19_whole_twin_needs_two_1s_of_the_turn),
            cmocka_unit_test(t19_split_captured_twin_enters_as_singles),
            cmocka_unit_test(t20_twin_reaching_the_castle_splits),
        };
        return cmocka_run_group_tests_name("thaayam_twins", tests, NULL, NULL);
}
