/* test_thaayam_explain.c: the words a teacher would use for a Thaayam
 * action (thaayam_explain): a capture by seat, piece and square with the
 * extra turn it earns (T14, T15), a twin capturing a twin (T18), an entry
 * (T8), a safe landing on a palace (T13) or the castle (T13, T20), a twin
 * formed or prepared (T16), a bear-off (T21, T22). Positions are set by
 * state strings. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "thaayam_test.h"

/* Explains `text` in `state` and checks the English text of its first
 * reason (and the number of reasons). */
static void expect(const char *state, const char *text, int count, const char *first)
{
        thaayam_state st;
        thaayam_action a;
        thaayam_explanation e;
        tht_set(&st, state);
        assert_true(tht_is_legal(&st, text));
        assert_int_equal(thaayam_action_parse(text, &a, NULL, 0), THAAYAM_OK);
        assert_int_equal(thaayam_explain(&st, &a, &e), count);
        if (count > 0) {
                tt_reason_plain(e.why[0], sizeof e.why[0]);
                assert_string_equal(e.why[0], first);
        }
}

static void t14_t15_capture_and_throw_again(void **state)
{
        (void)state;
        expect("thaayam players=2 capture=split turn=s phase=move scores=4,3 extra=0 "
               "s=0,-,-,- e=15,3,-,-",
               "1+3", 1, "It captures East's piece 1 on e2 and throws again (T14, T15).");
}

static void t15_a_second_capture_earns_no_second_turn(void **state)
{
        (void)state;
        expect("thaayam players=2 capture=split turn=s phase=move scores=4,3 extra=1 "
               "s=0,-,-,- e=15,3,-,-",
               "1+3", 1, "It captures East's piece 1 on e2 (T14).");
}

static void t18_a_twin_captures_a_twin(void **state)
{
        (void)state;
        /* South's twin on b3 (index 17) advances 2 to c4 (index 19), where
         * North's twin stands (North's index 23). */
        expect("thaayam players=2 capture=split turn=s phase=move scores=4 extra=0 "
               "s=17=2,17=1,-,- n=23=2,23=1,-,-",
               "1&2+4", 1,
               "It captures North's twin 1&2 on c4 and throws again (T15, T18).");
}

static void t8_enters_a_piece(void **state)
{
        (void)state;
        expect("thaayam players=2 capture=split turn=s phase=move scores=1,2 extra=0 "
               "s=-,-,-,- n=-,-,-,-",
               "enter1", 1, "It enters piece 1 on the palace (T8).");
}

static void t13_lands_on_a_safe_palace(void **state)
{
        (void)state;
        expect("thaayam players=2 capture=split turn=s phase=move scores=4,3 extra=0 "
               "s=0,-,-,- e=15,3,-,-",
               "1+4", 1, "Piece 1 lands on a palace, where it is safe (T13).");
}

static void t13_reaches_the_castle(void **state)
{
        (void)state;
        expect("thaayam players=2 capture=split turn=s phase=move scores=2 extra=0 "
               "s=22,#,#,# n=-,-,-,-",
               "1+2", 1, "Piece 1 reaches the castle, where it is safe (T13, T21).");
}

static void t20_a_twin_reaches_the_castle_and_splits(void **state)
{
        (void)state;
        expect("thaayam players=2 capture=split turn=s phase=move scores=8,2 extra=0 "
               "s=19=2,19=1,#,# n=-,-,-,-",
               "1&2+8+2", 1,
               "The twin 1&2 reaches the castle and splits into two pieces (T20).");
}

static void t16_forms_a_twin(void **state)
{
        (void)state;
        expect("thaayam players=2 capture=split turn=s phase=move scores=2 extra=0 "
               "s=8,8,-,- n=-,-,-,-",
               "twin1&2", 1, "It forms a twin of pieces 1 and 2 (T16).");
}

static void t16_joins_a_piece_on_the_opposite_palace(void **state)
{
        (void)state;
        expect("thaayam players=2 capture=split turn=s phase=move scores=4 extra=0 "
               "s=8,4,-,- n=-,-,-,-",
               "2+4", 1,
               "Piece 2 joins piece 1 on the opposite palace, where the two can form a "
               "twin (T16).");
}

static void t21_bears_a_piece_off(void **state)
{
        (void)state;
        expect("thaayam players=2 capture=split turn=s phase=move scores=1,2 extra=0 "
               "s=24,24,#,# n=-,-,-,-",
               "off1", 1, "It bears piece 1 off (T21).");
}

static void t22_bears_off_the_last_piece(void **state)
{
        (void)state;
        expect("thaayam players=2 capture=split turn=s phase=move scores=1,2 extra=0 "
               "s=24,#,#,# n=-,-,-,-",
               "off1", 1, "It bears off the last piece: all four are home (T21, T22).");
}

static void nothing_to_say_for_a_plain_move_or_a_throw(void **state)
{
        (void)state;
        thaayam_state st;
        thaayam_action a;
        thaayam_explanation e;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=2 extra=0 "
                     "s=0,-,-,- n=-,-,-,-");
        thaayam_action_parse("1+2", &a, NULL, 0);
        assert_int_equal(thaayam_explain(&st, &a, &e), 0);
        thaayam_action_parse("throw", &a, NULL, 0);
        assert_int_equal(thaayam_explain(&st, &a, &e), 0);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(t14_t15_capture_and_throw_again),
            cmocka_unit_test(t15_a_second_capture_earns_no_second_turn),
            cmocka_unit_test(t18_a_twin_captures_a_twin),
            cmocka_unit_test(t8_enters_a_piece),
            cmocka_unit_test(t13_lands_on_a_safe_palace),
            cmocka_unit_test(t13_reaches_the_castle),
            cmocka_unit_test(t20_a_twin_reaches_the_castle_and_splits),
            cmocka_unit_test(t16_forms_a_twin),
            cmocka_unit_test(t16_joins_a_piece_on_the_opposite_palace),
            cmocka_unit_test(t21_bears_a_piece_off),
            cmocka_unit_test(t22_bears_off_the_last_piece),
            cmocka_unit_test(nothing_to_say_for_a_plain_move_or_a_throw),
        };
        return cmocka_run_group_tests_name("thaayam_explain", tests, NULL, NULL);
}
