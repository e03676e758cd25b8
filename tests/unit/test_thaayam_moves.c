/* test_thaayam_moves.c: using the scores (T7-T12): whole scores shared
 * among pieces in any order (seed example 1 1 4 8 4 1 2), entry with a 1,
 * void scores before the first 1 (seed example 4 4 1 8 3), no passing the
 * castle, maximal use of the scores, stacking. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "thaayam_test.h"

static char buf[8192];

#define SEED_T7                                                                          \
        "thaayam players=2 capture=split turn=s phase=move scores=1,1,4,8,4,1,2 "        \
        "extra=0 "                                                                       \
        "s=0,-,-,- n=-,-,-,-"

static void t7_seed_one_piece_takes_4_8_4_2_for_18(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, SEED_T7);
        tht_play_all(&st, "1+4 1+8 1+4 1+2 enter2 enter3 2+1");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=18,1,0,- n=-,-,-,-");
}

static void t7_seed_ways_to_share_4_8_4_2(void **state)
{
        (void)state;
        thaayam_state st;
        /* two pieces 12 and 6 */
        tht_set(&st, SEED_T7);
        tht_play_all(&st, "enter2 1+4 1+8 2+4 2+2 enter3 enter4");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=12,6,0,0 n=-,-,-,-");
        /* two pieces 4 and 14, the scores in another order */
        tht_set(&st, SEED_T7);
        tht_play_all(&st, "enter2 2+2 1+4 2+8 2+4 enter3 enter4");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=4,14,0,0 n=-,-,-,-");
        /* three pieces 4, 8 and 6 */
        tht_set(&st, SEED_T7);
        tht_play_all(&st, "enter2 enter3 1+4 2+8 3+4 3+2 enter4");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=4,8,6,0 n=-,-,-,-");
}

static void t7_a_score_is_never_split(void **state)
{
        (void)state;
        thaayam_state st;
        thaayam_action a;
        char err[120];
        tht_set(&st, SEED_T7);
        assert_int_equal(thaayam_action_parse("1+6", &a, err, sizeof err),
                         THAAYAM_ERR_SYNTAX);
        assert_non_null(strstr(err, "not a score"));
        assert_int_equal(thaayam_action_parse("1+4+4", &a, err, sizeof err),
                         THAAYAM_ERR_SYNTAX);
        assert_non_null(strstr(err, "T7"));
        tht_refused(&st, "1+3", "no unused 3");
}

static void t8_a_piece_enters_only_with_a_1_on_its_palace(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=n phase=move scores=4,1 extra=0 "
                "s=-,-,-,- n=5,-,-,-");
        tht_refused(&st, "2+4", "piece 2 is off the board: it must enter with a 1 (T8)");
        tht_refused(&st, "enter1", "already on the board");
        tht_play(&st, "enter3");
        assert_int_equal(st.pos[THAAYAM_N][2], 0);
        assert_int_equal(thaayam_square_of(THAAYAM_N, st.pos[THAAYAM_N][2]),
                         thaayam_palace(THAAYAM_N));
        tht_refused(&st, "enter2", "no 1 left");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "1+4 3+4");
}

static void t9_seed_all_off_4_4_1_8_3_loses_both_4s(void **state)
{
        (void)state;
        thaayam_state st;
        thaayam_options o = {2, 0, 0, 0};
        thaayam_init(&st, &o, THAAYAM_S, NULL, 0);
        tht_throws(&st, "4 4 1 8 3");
        assert_int_equal(st.throw_status[0], THAAYAM_THROW_VOID_BEFORE_1);
        assert_int_equal(st.throw_status[1], THAAYAM_THROW_VOID_BEFORE_1);
        assert_int_equal(st.throw_status[2], THAAYAM_THROW_UNUSED);
        assert_int_equal(st.throw_status[4], THAAYAM_THROW_UNUSED);
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move "
                              "scores=1,8,3 extra=0 s=-,-,-,- n=-,-,-,-");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "enter1 enter2 enter3 enter4");
        tht_play_all(&st, "enter1 1+8 1+3");
        assert_int_equal(st.pos[THAAYAM_S][0], 11);
        assert_int_equal(st.throw_status[0],
                         THAAYAM_THROW_VOID_BEFORE_1); /* kept for UI */
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "done");
        tht_play(&st, "done");
        assert_int_equal(st.turn, THAAYAM_N);
}

static void t9_no_1_makes_the_whole_turn_void(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=throw scores=4,8 extra=0 "
                "s=-,-,-,# n=3,-,-,-");
        tht_play(&st, "throw 2");
        for (int i = 0; i < 3; i++)
                assert_int_equal(st.throw_status[i], THAAYAM_THROW_VOID_NO_1);
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=-,-,-,# n=3,-,-,-");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "done");
}

static void t9_a_piece_on_the_castle_counts_as_on_the_board(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=throw scores=4 extra=0 "
                "s=24,-,-,- n=-,-,-,-");
        tht_throws(&st, "1 2");
        for (int i = 0; i < 3; i++)
                assert_int_equal(st.throw_status[i], THAAYAM_THROW_UNUSED);
        assert_int_equal(thaayam_max_usable(&st, tht_ctx()), 3);
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "enter2 enter3 enter4");
}

static void t9_with_a_piece_on_the_board_nothing_is_void(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=throw scores=4,4 extra=0 "
                "s=-,3,-,- n=-,-,-,-");
        tht_play(&st, "throw 3");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move "
                              "scores=4,4,3 extra=0 s=-,3,-,- n=-,-,-,-");
}

static void t10_no_passing_the_castle(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=8,4,1 extra=0 "
                "s=20,24,#,# n=-,-,-,-");
        tht_refused(&st, "1+8", "an 8 would take piece 1 past the castle (T10)");
        tht_refused(&st, "2+1", "piece 2 is on the castle and does not move again (T10)");
        /* 1+1 would leave the 4 unusable; 1+4 reaches the castle exactly and
         * the 1 then bears a piece off (T21) */
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "1+4");
        tht_play(&st, "1+4");
        assert_int_equal(st.pos[THAAYAM_S][0], 24);
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "off1 off2");
}

static void t10_a_4_past_the_castle(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=4,2 extra=0 "
                "s=3,22,-,- n=-,-,-,-");
        tht_refused(&st, "2+4", "a 4 would take piece 2 past the castle (T10)");
}

static void t11_refuses_leaving_the_8_unused(void **state)
{
        (void)state;
        thaayam_state st;
        /* piece 1 has room 8, piece 2 room 4: the 4 must go to piece 2 */
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=4,8 extra=0 "
                "s=16,20,#,# n=-,-,-,-");
        assert_int_equal(thaayam_max_usable(&st, tht_ctx()), 2);
        tht_refused(&st, "1+4",
                    "that would leave the 8 unused although it could be used (T11)");
        tht_refused(&st, "done", "T11");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "1+8 2+4");
}

static void t11_never_names_a_score_no_best_plan_uses(void **state)
{
        (void)state;
        thaayam_state st;
        char why[THAAYAM_REASON_MAX];
        thaayam_action a;
        /* the twin 3&4 moving 8: a best plan leaves the 8s over anyway; the
         * reason names a score the action wastes, not an 8 */
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move "
                     "scores=4,4,1,4,1,4,1,4,1,8,4,1,8,4,1,8,4 extra=0 "
                     "s=24,24,8=4,8=3 n=-,-,-,-");
        assert_int_equal(thaayam_action_parse("3&4+8", &a, why, sizeof why), THAAYAM_OK);
        assert_int_equal(thaayam_action_check(&st, tht_ctx(), &a, why, sizeof why),
                         THAAYAM_ERR_ILLEGAL);
        assert_null(strstr(why, "the 8"));
        assert_non_null(strstr(why, "(T11)"));
}

static void t11_count_of_scores_not_points(void **state)
{
        (void)state;
        thaayam_state st;
        /* room 8 for the last piece: the 8 (then a 1 bears it off: 2 scores)
         * or 4+2+1+1 (4 scores): the largest number of scores wins */
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=8,4,1,1,2 "
                     "extra=0 s=16,#,#,# n=-,-,-,-");
        assert_int_equal(thaayam_max_usable(&st, tht_ctx()), 4);
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "1+1 1+2 1+4");
        tht_refused(&st, "1+8",
                    "that would leave 2 scores unused although they could be used "
                    "(T11)");
        tht_play_all(&st, "1+2 1+1 1+4 1+1");
        assert_int_equal(st.pos[THAAYAM_S][0], 24);
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "done"); /* the 8 is forfeited */
        /* one score short: the reason names it */
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=8,4,1,2 "
                     "extra=0 s=16,24,#,# n=-,-,-,-");
        assert_int_equal(thaayam_max_usable(&st, tht_ctx()), 3);
        tht_refused(&st, "1+8",
                    "that would leave the 4 unused although it could be used (T11)");
}

static void t11_done_only_when_nothing_can_be_used(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=8,4 extra=0 "
                "s=22,23,24,24 n=-,-,-,-");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "done");
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=4,2 extra=0 "
                "s=22,23,24,24 n=-,-,-,-");
        char err[160];
        thaayam_action a;
        thaayam_action_parse("done", &a, NULL, 0);
        assert_int_equal(thaayam_action_check(&st, tht_ctx(), &a, err, sizeof err),
                         THAAYAM_ERR_ILLEGAL);
        assert_non_null(strstr(err, "1+2"));
        assert_non_null(strstr(err, "T11"));
}

static void t12_own_pieces_stack(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=1,3 extra=0 "
                "s=3,0,4,- n=-,-,-,-");
        tht_play_all(&st, "2+3 1+1");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=4,3,4,- n=-,-,-,-");
        assert_int_equal(st.extra, 0); /* no capture of own pieces */
}

static void t7_pieces_for_score_lists_the_pieces_that_can_use_it(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=4,8 extra=0 "
                "s=16,20,-,# n=-,-,-,-");
        assert_int_equal(thaayam_pieces_for_score(&st, tht_ctx(), 8), 1u << 0);
        assert_int_equal(thaayam_pieces_for_score(&st, tht_ctx(), 4), 1u << 1);
        assert_int_equal(thaayam_pieces_for_score(&st, tht_ctx(), 1), 0u);
        tht_set(&st, SEED_T7);
        assert_int_equal(thaayam_pieces_for_score(&st, tht_ctx(), 1), 0xfu);
        assert_int_equal(thaayam_pieces_for_score(&st, tht_ctx(), 4), 1u << 0);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(t7_seed_one_piece_takes_4_8_4_2_for_18),
            cmocka_unit_test(t7_seed_ways_to_share_4_8_4_2),
            cmocka_unit_test(t7_a_score_is_never_split),
            cmocka_unit_test(t8_a_piece_enters_only_with_a_1_on_its_palace),
            cmocka_unit_test(t9_seed_all_off_4_4_1_8_3_loses_both_4s),
            cmocka_unit_test(t9_no_1_makes_the_whole_turn_void),
            cmocka_unit_test(t9_a_piece_on_the_castle_counts_as_on_the_board),
            cmocka_unit_test(t9_with_a_piece_on_the_board_nothing_is_void),
            cmocka_unit_test(t10_no_passing_the_castle),
            cmocka_unit_test(t10_a_4_past_the_castle),
            cmocka_unit_test(t11_refuses_leaving_the_8_unused),
            cmocka_unit_test(t11_count_of_scores_not_points),
            cmocka_unit_test(t11_done_only_when_nothing_can_be_used),
            cmocka_unit_test(t12_own_pieces_stack),
            cmocka_unit_test(t11_never_names_a_score_no_best_plan_uses),
            cmocka_unit_test(t7_pieces_for_score_lists_the_pieces_that_can_use_it),
        };
        return cmocka_run_group_tests_name("thaayam_moves", tests, NULL, NULL);
}
