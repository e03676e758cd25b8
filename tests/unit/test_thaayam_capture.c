/* test_thaayam_capture.c: safe squares (T13), captures on the landing
 * square of each score only, of every opposing single there (T14, seed:
 * 3 then 4 captures twice where 4 then 3 captures once), and the one extra
 * turn after a turn with a capture (T15). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "thaayam_test.h"

/* South piece on c1 (index 0). East pieces on e2 (East index 15, South 3)
 * and on d5 (East index 3, South 7). */
#define SEED_T14                                                                         \
        "thaayam players=2 capture=split turn=s phase=move scores=4,3 extra=0 "          \
        "s=0,-,-,- "                                                                     \
        "e=15,3,-,-"

static void t14_seed_3_then_4_captures_twice(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=4,3 extra=0 "
                "s=0,-,-,- e=15,3,-,-");
        tht_play(&st, "1+3"); /* lands on e2 */
        assert_int_equal(st.pos[THAAYAM_E][0], THAAYAM_POS_OFF);
        assert_int_equal(st.pos[THAAYAM_E][1], 3);
        tht_play(&st, "1+4"); /* lands on d5 */
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=1 s=7,-,-,- e=-,-,-,-");
}

static void t14_seed_4_then_3_captures_once(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, SEED_T14);
        tht_play(&st, "1+4"); /* e3, East's palace: safe, passes e2 without capturing */
        assert_int_equal(st.pos[THAAYAM_E][0], 15);
        assert_int_equal(st.extra, 0);
        tht_play(&st, "1+3");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=1 s=7,-,-,- e=15,-,-,-");
}

static void t14_preview_shows_destination_and_captures(void **state)
{
        (void)state;
        thaayam_state st;
        thaayam_action a;
        thaayam_preview pv;
        tht_set(&st, SEED_T14);
        thaayam_action_parse("1+3", &a, NULL, 0);
        assert_int_equal(thaayam_action_preview(&st, &a, &pv), THAAYAM_OK);
        assert_int_equal(pv.from_square, thaayam_parse_square("c1"));
        assert_int_equal(pv.to_square, thaayam_parse_square("e2"));
        assert_int_equal(pv.to_index, 3);
        assert_int_equal(pv.ncaptured, 1);
        assert_int_equal(pv.captured_seat[0], THAAYAM_E);
        assert_int_equal(pv.captured_piece[0], 0);
        thaayam_action_parse("1+4", &a, NULL, 0);
        assert_int_equal(thaayam_action_preview(&st, &a, &pv), THAAYAM_OK);
        assert_int_equal(pv.to_square, thaayam_parse_square("e3"));
        assert_int_equal(pv.ncaptured, 0);
        thaayam_action_parse("2+4", &a, NULL, 0);
        assert_int_equal(thaayam_action_preview(&st, &a, &pv), THAAYAM_ERR_ILLEGAL);
        /* the preview changed nothing */
        tht_expect_state(&st, SEED_T14);
}

static void t14_all_opposing_singles_of_any_opponent_at_once(void **state)
{
        (void)state;
        thaayam_state st;
        /* d1 is South 1, East 13, North 9; two East pieces and one North piece there */
        tht_set(&st, "thaayam players=3 capture=split turn=s phase=move scores=1 extra=0 "
                     "s=0,-,-,- e=13,13,5,- n=9,-,-,-");
        thaayam_action a;
        thaayam_preview pv;
        thaayam_action_parse("1+1", &a, NULL, 0);
        thaayam_action_preview(&st, &a, &pv);
        assert_int_equal(pv.ncaptured, 3);
        tht_play(&st, "1+1");
        tht_expect_state(&st, "thaayam players=3 capture=split turn=s phase=move scores= "
                              "extra=1 s=1,-,-,- e=-,-,5,- n=-,-,-,-");
}

static void t14_squares_passed_over_do_not_count(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=8 extra=0 "
                     "s=0,-,-,- n=9,10,11,-");
        /* North 9, 10, 11 are d1, e1, e2 = South 1, 2, 3: passed over by the 8 */
        tht_play(&st, "1+8");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=8,-,-,- n=9,10,11,-");
}

static void t13_nothing_is_captured_on_palaces_or_castle(void **state)
{
        (void)state;
        thaayam_state st;
        /* East on its palace e3 (South 4), West on its palace a3 (South 12),
         * North on the castle, North on its own palace c5 (South 8) */
        tht_set(&st,
                "thaayam players=4 capture=split turn=s phase=move scores=4,4,8,4,4,3 "
                "extra=0 s=0,0,20,- e=0,-,-,- n=24,0,-,- w=0,-,-,-");
        tht_play_all(&st, "1+4 1+8 2+4 2+4 3+4");
        tht_expect_state(&st,
                         "thaayam players=4 capture=split turn=s phase=move scores=3 "
                         "extra=0 s=12,8,24,- e=0,-,-,- n=24,0,-,- w=0,-,-,-");
}

static void t12_pieces_of_different_players_share_safe_squares(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=1 extra=0 "
                     "s=-,-,-,- n=8,8,-,-");
        /* North's opposite palace is c1, South's palace: South enters there */
        assert_int_equal(thaayam_square_of(THAAYAM_N, 8), thaayam_palace(THAAYAM_S));
        tht_play(&st, "enter1");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=0,-,-,- n=8,8,-,-");
}

static void t15_one_extra_turn_however_many_captures(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, SEED_T14);
        tht_play_all(&st, "1+3 1+4 done");
        tht_expect_state(&st,
                         "thaayam players=2 capture=split turn=s phase=throw scores= "
                         "extra=0 s=7,-,-,- e=-,-,-,-");
        /* the extra turn without a capture: then East plays */
        tht_throws(&st, "2");
        tht_play_all(&st, "1+2 done");
        assert_int_equal(st.turn, THAAYAM_E);
        assert_int_equal(st.phase, THAAYAM_PHASE_THROW);
}

static void t15_an_extra_turn_can_earn_another(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=3 extra=0 "
                     "s=0,-,-,- e=15,13,-,-");
        tht_play_all(&st, "1+3 done");
        assert_int_equal(st.turn, THAAYAM_S);
        tht_throws(&st, "4 4 8 2");
        assert_int_equal(st.pos[THAAYAM_S][0], 3);
        /* 3 -> 7 -> 11 -> 19 -> 21: no capture, East next */
        tht_play_all(&st, "1+4 1+4 1+8 1+2 done");
        assert_int_equal(st.turn, THAAYAM_E);
        /* a second position: capture in the extra turn gives another */
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=throw scores= extra=0 "
                     "s=0,-,-,- e=15,9,-,-");
        /* East 9 is a2 = South 13 */
        tht_throws(&st, "3");
        tht_play_all(&st, "1+3 done");
        assert_int_equal(st.turn, THAAYAM_S);
        tht_throws(&st, "8 2");
        tht_play_all(&st, "1+8 1+2 done");
        assert_int_equal(st.pos[THAAYAM_E][1], THAAYAM_POS_OFF);
        assert_int_equal(st.turn, THAAYAM_S);
        assert_int_equal(st.phase, THAAYAM_PHASE_THROW);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(t14_seed_3_then_4_captures_twice),
            cmocka_unit_test(t14_seed_4_then_3_captures_once),
            cmocka_unit_test(t14_preview_shows_destination_and_captures),
            cmocka_unit_test(t14_all_opposing_singles_of_any_opponent_at_once),
            cmocka_unit_test(t14_squares_passed_over_do_not_count),
            cmocka_unit_test(t13_nothing_is_captured_on_palaces_or_castle),
            cmocka_unit_test(t12_pieces_of_different_players_share_safe_squares),
            cmocka_unit_test(t15_one_extra_turn_however_many_captures),
            cmocka_unit_test(t15_an_extra_turn_can_earn_another),
        };
        return cmocka_run_group_tests_name("thaayam_capture", tests, NULL, NULL);
}
