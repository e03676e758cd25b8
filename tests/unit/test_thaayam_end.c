/* test_thaayam_end.c: bearing off (T21) only once every remaining piece is
 * on the castle, with any unused 1 of the turn; the winner and playing on
 * for the remaining places (T22). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "thaayam_test.h"

static char buf[8192];

static void t21_bear_off_only_when_all_remaining_pieces_are_on_the_castle(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=s phase=move scores=1,4 extra=0 "
                "s=24,24,20,# n=-,-,-,-");
        tht_refused(&st, "off1",
                    "piece 3 is not on the castle yet: bearing off starts when "
                    "all pieces are there (T21)");
        tht_refused(&st, "off3", "piece 3 is not on the castle (T21)");
        tht_refused(&st, "off4", "piece 4 has already been borne off (T21)");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "3+4");
        tht_play(&st, "3+4");
        /* the 1 thrown before the last piece arrived still bears one off */
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "off1 off2 off3");
        tht_play(&st, "off2");
        tht_expect_state(&st, "thaayam players=2 capture=split turn=s phase=move scores= "
                              "extra=0 s=24,#,24,# n=-,-,-,-");
}

static void t21_a_piece_off_the_board_blocks_bearing_off(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=1 extra=0 "
                     "s=24,24,24,- n=-,-,-,-");
        tht_moves(&st, buf, sizeof buf);
        assert_string_equal(buf, "enter4");
        tht_refused(&st, "off1", "piece 4 is not on the castle yet");
}

static void t22_first_to_bear_off_all_four_wins(void **state)
{
        (void)state;
        thaayam_state st;
        thaayam_result r;
        tht_set(&st,
                "thaayam players=3 capture=split turn=e phase=move scores=1,1,4 extra=0 "
                "s=3,-,-,- e=24,#,#,# n=-,-,-,-");
        thaayam_get_result(&st, &r);
        assert_int_equal(r.over, 0);
        assert_int_equal(r.winner, -1);
        tht_play(&st, "off1");
        thaayam_get_result(&st, &r);
        assert_int_equal(r.over, 1);
        assert_int_equal(r.winner, THAAYAM_E);
        assert_int_equal(r.nplaces, 1);
        assert_int_equal(r.places[0], THAAYAM_E);
        /* the game keeps its last state; nothing more can be played */
        tht_expect_state(&st,
                         "thaayam players=3 capture=split turn=e phase=move scores=1,4 "
                         "extra=0 s=3,-,-,- e=#,#,#,# n=-,-,-,-");
        assert_int_equal(thaayam_legal_actions(&st, tht_ctx(), NULL, 0), 0);
        tht_refused(&st, "done", "the game is over: e has won (T22)");
        char err[100];
        assert_int_equal(thaayam_throw_score(&st, 2, err, sizeof err), THAAYAM_ERR_OVER);
        /* a finished game read back from its string is still finished */
        thaayam_state back;
        tht_set(&back,
                "thaayam players=3 capture=split turn=e phase=move scores=1,4 extra=0 "
                "s=3,-,-,- e=#,#,#,# n=-,-,-,-");
        thaayam_get_result(&back, &r);
        assert_int_equal(r.over, 1);
        assert_int_equal(r.winner, THAAYAM_E);
}

static void t22_play_on_for_the_remaining_places(void **state)
{
        (void)state;
        thaayam_state st;
        thaayam_result r;
        tht_set(&st,
                "thaayam players=3 capture=split turn=e phase=move scores=1,1,4 extra=1 "
                "s=24,#,#,# e=24,#,#,# n=-,-,-,-");
        tht_play(&st, "off1");
        assert_int_equal(thaayam_play_on(&st), THAAYAM_OK);
        assert_int_equal(thaayam_play_on(&st), THAAYAM_ERR_PHASE);
        /* the turn passes on (E's extra turn and scores are gone) */
        tht_expect_state(&st,
                         "thaayam players=3 capture=split turn=n phase=throw scores= "
                         "extra=0 s=24,#,#,# e=#,#,#,# n=-,-,-,- playon=1 places=e");
        thaayam_get_result(&st, &r);
        assert_int_equal(r.over, 0);
        assert_int_equal(r.winner, THAAYAM_E);
        tht_throws(&st, "2");
        tht_play(&st, "done");
        assert_int_equal(st.turn, THAAYAM_S);
        tht_throws(&st, "1 2");
        tht_play(&st, "off1");
        /* only North is left: the game is over, North last */
        thaayam_get_result(&st, &r);
        assert_int_equal(r.over, 1);
        assert_int_equal(r.nplaces, 3);
        assert_int_equal(r.places[0], THAAYAM_E);
        assert_int_equal(r.places[1], THAAYAM_S);
        assert_int_equal(r.places[2], THAAYAM_N);
        char text[THAAYAM_STATE_MAX];
        thaayam_state_format(&st, text, sizeof text);
        assert_non_null(strstr(text, "playon=1 places=e,s"));
        thaayam_state back;
        tht_set(&back, text);
        tht_expect_state(&back, text);
}

static void t22_play_on_chosen_at_the_start_skips_finished_seats(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=4 capture=split turn=w phase=move scores=1 extra=0 "
                     "s=5,-,-,- e=#,#,#,# n=3,-,-,- w=24,#,#,# playon=1 places=e");
        tht_play(&st, "off1");
        assert_int_equal(st.turn, THAAYAM_S); /* W -> (S) */
        tht_throws(&st, "2");
        tht_play_all(&st, "1+2 done");
        assert_int_equal(st.turn, THAAYAM_N); /* E has finished: skipped */
        thaayam_result r;
        thaayam_get_result(&st, &r);
        assert_int_equal(r.nplaces, 2);
        assert_int_equal(r.places[1], THAAYAM_W);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(
                t21_bear_off_only_when_all_remaining_pieces_are_on_the_castle),
            cmocka_unit_test(t21_a_piece_off_the_board_blocks_bearing_off),
            cmocka_unit_test(t22_first_to_bear_off_all_four_wins),
            cmocka_unit_test(t22_play_on_for_the_remaining_places),
            cmocka_unit_test(t22_play_on_chosen_at_the_start_skips_finished_seats),
        };
        return cmocka_run_group_tests_name("thaayam_end", tests, NULL, NULL);
}
