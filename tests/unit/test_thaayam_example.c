/* test_thaayam_example.c: the four-colour worked example at the end of the
 * Thaayam rules, played action by action to the stated end position, with
 * its extra turn (T7, T11, T14, T15, T16, T17). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "thaayam_test.h"

static const char *start =
    "thaayam players=4 capture=split turn=s phase=move scores=1,1,1,1,1,8,8,4,1,1,3 "
    "extra=0 s=0,0,0,5 e=8,8,15,- n=0,4,-,- w=-,-,-,-";

static void example_state_string_round_trips(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, start);
        tht_expect_state(&st, start);
}

static void example_played_to_the_end_position(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, start);
        assert_int_equal(thaayam_max_usable(&st, tht_ctx()), 11);
        tht_play_all(&st, "1+1 1+1 1+1");
        /* T14: the third 1 lands on e2 and captures East's third piece */
        assert_int_equal(st.pos[THAAYAM_E][2], THAAYAM_POS_OFF);
        assert_int_equal(st.extra, 1);
        tht_play_all(&st, "2+8 3+8 twin2&3 4+3 2&3+4+1+1+1+1");
        tht_expect_state(&st, "thaayam players=4 capture=split turn=s phase=move scores= "
                              "extra=1 s=3,12=3,12=2,8 e=8,8,-,- n=0,4,-,- w=-,-,-,-");
        char buf[256];
        assert_int_equal(tht_moves(&st, buf, sizeof buf), 1);
        assert_string_equal(buf, "done");
        tht_play(&st, "done");
        /* T15: South starts its extra turn */
        tht_expect_state(&st,
                         "thaayam players=4 capture=split turn=s phase=throw scores= "
                         "extra=0 s=3,12=3,12=2,8 e=8,8,-,- n=0,4,-,- w=-,-,-,-");
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(example_state_string_round_trips),
            cmocka_unit_test(example_played_to_the_end_position),
        };
        return cmocka_run_group_tests_name("thaayam_example", tests, NULL, NULL);
}
