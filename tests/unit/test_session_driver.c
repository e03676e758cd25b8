/* test_session_driver.c: the one turn driver (src/session/driver.c), which
 * the play screen and the hosting process both ask what happens next: a
 * person decides; the rules pass for a Quixo seat without a cube (Q17) and
 * end a Thaayam turn whose scores can no longer be used (T11); a computer
 * seat throws the program's dice (T4) or thinks; nothing when the game is
 * over. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "session_test.h"
#include "session/driver.h"

static void a_person_decides(void **state)
{
        char action[TT_ACTION_MAX] = "?";
        (void)state;
        struct session *s =
            sst_new(&tt_quixo_ops, "players=2", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        assert_int_equal(session_next_step(s, action, sizeof action),
                         SESSION_STEP_PERSON);
        assert_string_equal(action, "");
        session_free(s);
}

static void q17_the_rules_pass_for_a_seat_without_a_cube(void **state)
{
        char action[TT_ACTION_MAX], why[TT_REASON_MAX];
        (void)state;
        struct session *s =
            sst_new(&tt_quixo_ops, "players=4 order=cw", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        /* South to move: every border cube is O's or X's with the dot
         * towards North; only pass is legal (Q17). A person's seat too. */
        assert_int_equal(session_set_state(s,
                                           "quixo players=4 order=cw turn=s ply=20 "
                                           "board=xnxnoeowoe/xn......oe/ow......xn/"
                                           "oe......ow/xnoeowxnoe",
                                           0, why, sizeof why),
                         0);
        assert_int_equal(session_next_step(s, action, sizeof action),
                         SESSION_STEP_FORCED);
        assert_string_equal(action, "pass");
        session_free(s);
}

static void t11_the_turn_ends_when_no_score_can_be_used(void **state)
{
        char action[TT_ACTION_MAX];
        (void)state;
        struct session *s =
            sst_new(&tt_thaayam_ops, "first=s", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        play_ok(s, "throw 2", 0); /* no piece in play and no 1: nothing to do */
        assert_int_equal(session_next_step(s, action, sizeof action),
                         SESSION_STEP_FORCED);
        assert_string_equal(action, "done");
        play_ok(s, "done", 0);
        /* North throws: a person */
        assert_int_equal(session_next_step(s, action, sizeof action),
                         SESSION_STEP_PERSON);
        session_free(s);
}

static void t4_a_computer_throws_then_thinks(void **state)
{
        char action[TT_ACTION_MAX];
        (void)state;
        struct session *s =
            sst_new(&tt_thaayam_ops, "first=s", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        assert_int_equal(session_set_seat(s, 's', SESSION_COMPUTER, 1, NULL), 0);
        assert_int_equal(session_next_step(s, action, sizeof action), SESSION_STEP_THROW);
        assert_string_equal(action, "throw");
        play_ok(s, "throw 1", 0); /* a 1 throws again (T5) */
        assert_int_equal(session_next_step(s, action, sizeof action), SESSION_STEP_THROW);
        play_ok(s, "throw 3", 0); /* the move phase: enter with the 1 */
        assert_int_equal(session_next_step(s, action, sizeof action),
                         SESSION_STEP_COMPUTER);
        assert_string_equal(action, "");
        session_free(s);
}

static void nothing_once_the_game_is_over(void **state)
{
        char action[TT_ACTION_MAX];
        (void)state;
        struct session *s =
            sst_new(&tt_quixo_ops, "players=2", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        char why[TT_REASON_MAX];
        assert_int_equal(session_resign(s, 'x', 0, why, sizeof why), 0);
        assert_int_equal(session_next_step(s, action, sizeof action), SESSION_STEP_NONE);
        session_free(s);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(a_person_decides),
            cmocka_unit_test(q17_the_rules_pass_for_a_seat_without_a_cube),
            cmocka_unit_test(t11_the_turn_ends_when_no_score_can_be_used),
            cmocka_unit_test(t4_a_computer_throws_then_thinks),
            cmocka_unit_test(nothing_once_the_game_is_over),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
