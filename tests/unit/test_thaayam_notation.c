/* test_thaayam_notation.c: the action notation and the state string of
 * Thaayam, both ways, and the reasons given for bad input (which name the
 * field or cite the rule). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "thaayam_test.h"

static void round_trip(const char *in, const char *out, int kind)
{
        thaayam_action a;
        char err[120], text[THAAYAM_ACTION_MAX];
        if (thaayam_action_parse(in, &a, err, sizeof err) != THAAYAM_OK)
                fail_msg("%s: %s", in, err);
        assert_int_equal(a.kind, kind);
        size_t n = thaayam_action_format(&a, text, sizeof text);
        assert_string_equal(text, out);
        assert_int_equal(n, strlen(out));
}

static void notation_every_action_kind_round_trips(void **state)
{
        (void)state;
        round_trip("throw", "throw", THAAYAM_ACT_THROW);
        round_trip("throw 8", "throw 8", THAAYAM_ACT_THROW);
        round_trip("enter2", "enter2", THAAYAM_ACT_ENTER);
        round_trip("2+8", "2+8", THAAYAM_ACT_MOVE);
        round_trip("twin1&2", "twin1&2", THAAYAM_ACT_TWIN);
        round_trip("twin4&3", "twin3&4", THAAYAM_ACT_TWIN);
        round_trip("1&2+4+1+1+1+1", "1&2+4+1+1+1+1", THAAYAM_ACT_TWIN_MOVE);
        round_trip("3&1+1+8+2+4", "1&3+8+4+2+1", THAAYAM_ACT_TWIN_MOVE);
        round_trip("enter1&2", "enter1&2", THAAYAM_ACT_TWIN_ENTER);
        round_trip("off3", "off3", THAAYAM_ACT_OFF);
        round_trip("done", "done", THAAYAM_ACT_DONE);
}

static void bad(const char *in, const char *reason)
{
        thaayam_action a;
        char err[160];
        assert_int_not_equal(thaayam_action_parse(in, &a, err, sizeof err), THAAYAM_OK);
        tt_reason_plain(err, sizeof err);
        if (!strstr(err, reason))
                fail_msg("%s: \"%s\" lacks \"%s\"", in, err, reason);
}

static void notation_bad_actions_have_reasons(void **state)
{
        (void)state;
        bad("", "empty");
        bad("jump", "unknown action");
        bad("5+1", "there is no piece 5");
        bad("0+1", "no piece 0");
        bad("12+1", "there is no piece 12");
        bad("1+6", "6 is not a score");
        bad("1+", "expected a score");
        bad("1+44", "44 is not a score");
        bad("1+4+4", "one score per action");
        bad("1", "a move is written P+S");
        bad("enter", "expected a piece number");
        bad("enter1x", "unexpected 'x'");
        bad("twin1&1", "two different pieces");
        bad("twin1", "a twin is written P&Q");
        bad("1&2", "a twin moves by scores");
        bad("throw 5", "5 is not a score");
        bad("throw4", "unexpected '4'");
        bad("done ", "unknown action");
        bad("1+99999999999", "not a score");
}

static void notation_format_truncates_safely(void **state)
{
        (void)state;
        thaayam_action a;
        char small[5];
        thaayam_action_parse("1&2+8+8+8", &a, NULL, 0);
        size_t n = thaayam_action_format(&a, small, sizeof small);
        assert_int_equal(n, strlen("1&2+8+8+8"));
        assert_string_equal(small, "1&2+");
        assert_int_equal(thaayam_action_format(&a, NULL, 0), n);
}

static void state_bad(const char *text, const char *reason)
{
        thaayam_state st, before;
        char err[THAAYAM_REASON_MAX];
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=throw scores= extra=0 "
                     "s=-,-,-,- n=-,-,-,-");
        before = st;
        if (thaayam_state_parse(&st, text, err, sizeof err) == THAAYAM_OK)
                fail_msg("accepted: %s", text);
        assert_memory_equal(&st, &before, sizeof st); /* unchanged on error */
        tt_reason_plain(err, sizeof err);
        if (!strstr(err, reason))
                fail_msg("%s\n  \"%s\" lacks \"%s\"", text, err, reason);
}

#define HEAD "thaayam players=2 capture=split turn=s phase=move scores=4 extra=0 "

static void state_string_errors_name_the_field(void **state)
{
        (void)state;
        state_bad("quixo players=2", "starts with 'thaayam'");
        state_bad(HEAD "s=25,-,-,- n=-,-,-,-",
                  "s=: piece 1: path index 25 out of range 0-24");
        state_bad(HEAD "s=-,x,-,- n=-,-,-,-", "s=: piece 2: expected a path index");
        state_bad(HEAD "s=-,-,- n=-,-,-,-", "s=: 3 pieces given, 4 expected");
        state_bad(HEAD "s=-,-,-,-,- n=-,-,-,-", "s=: more than 4 pieces");
        state_bad(HEAD "s=8=2,8,-,- n=-,-,-,-",
                  "s=: piece 1 names 2 as twin partner, but 2 does not point back");
        state_bad(HEAD "s=8=2,9=1,-,- n=-,-,-,-",
                  "twin 1&2: both pieces must stand on the same");
        state_bad(HEAD "s=8=1,-,-,- n=-,-,-,-", "its own twin partner");
        state_bad(HEAD "s=24=2,24=1,-,- n=-,-,-,-", "a twin splits on the castle (T20)");
        state_bad(HEAD "s=-=2,-=1,-,- n=-,-,-,-",
                  "with capture=split a twin is never off");
        state_bad(HEAD "s=5=2,5=1,-,- n=-,-,-,-", "behind index 8");
        state_bad(HEAD "s=8=5,8,-,- n=-,-,-,-", "twin partner must be a piece 1-4");
        state_bad(HEAD "s=-,-,-,- n=-,-,-,- e=-,-,-,-",
                  "players=2 but 3 seat fields given");
        state_bad(HEAD "s=-,-,-,-", "players=2 but 1 seat field given");
        state_bad(HEAD "s=-,-,-,- s=-,-,-,-", "s=: given twice");
        state_bad("thaayam players=5 capture=split turn=s phase=move scores= extra=0",
                  "players=: 2, 3 or 4");
        state_bad("thaayam players=2 capture=both turn=s phase=move scores= extra=0",
                  "capture=: split or whole");
        state_bad("thaayam players=2 capture=split turn=x phase=move scores= extra=0",
                  "turn=: a seat");
        state_bad("thaayam players=2 capture=split turn=e phase=move scores= extra=0 "
                  "s=-,-,-,- n=-,-,-,-",
                  "turn=e: that seat is not in the game");
        state_bad("thaayam players=2 capture=split turn=s phase=rest scores= extra=0",
                  "phase=: throw or move");
        state_bad("thaayam players=2 capture=split turn=s phase=move scores=5 extra=0",
                  "scores=: expected scores 1, 2, 3, 4 or 8");
        state_bad("thaayam players=2 capture=split turn=s phase=move scores=4, extra=0",
                  "scores=: ends with a comma");
        state_bad("thaayam players=2 capture=split turn=s phase=throw scores=4,2 extra=0 "
                  "s=-,-,-,- n=-,-,-,-",
                  "scores=: in the throw phase a 2 would have ended the throws (T5)");
        state_bad(
            "thaayam players=2 capture=split turn=s phase=move scores=4,3,1 extra=0 "
            "s=-,-,-,- n=-,-,-,-",
            "scores=: a 3 ends the throws (T5), so only the last score can be a 2 "
            "or a 3");
        state_bad("thaayam players=2 capture=split turn=s phase=throw scores= extra=1 "
                  "s=-,-,-,- n=-,-,-,-",
                  "extra=1 in the throw phase");
        state_bad("thaayam players=2 capture=split turn=s phase=move scores= extra=2",
                  "extra=: 0 or 1");
        state_bad("thaayam players=2 capture=split turn=s phase=move scores= s=-,-,-,- "
                  "n=-,-,-,-",
                  "missing field extra=");
        state_bad(HEAD "s=-,-,-,- n=-,-,-,- colour=red", "unknown field 'colour='");
        state_bad(HEAD "s=#,#,#,# n=#,#,#,#", "2 seats have borne off all four pieces");
        state_bad(HEAD "s=#,#,#,# n=-,-,-,- places=s", "places=: only with playon=1");
        state_bad(HEAD "s=#,#,#,# n=-,-,-,- playon=1 places=", "must be listed");
        state_bad(HEAD "s=-,-,-,- n=-,-,-,- playon=1 places=n",
                  "places=: list the seats");
        state_bad("thaayam players=3 capture=split turn=s phase=throw scores= extra=0 "
                  "s=#,#,#,# e=-,-,-,- n=-,-,-,- playon=1 places=s",
                  "turn=s: that seat has already finished");
}

static void state_string_round_trips_and_tolerates_field_order(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(
            &st,
            "thaayam players=4 capture=split turn=s phase=move scores=8,4,1,3 extra=0 "
            "s=8=2,8=1,3,- e=-,-,-,- n=-,-,-,- w=24,24,#,#");
        tht_expect_state(&st, "thaayam players=4 capture=split turn=s phase=move "
                              "scores=8,4,1,3 extra=0 s=8=2,8=1,3,- e=-,-,-,- n=-,-,-,- "
                              "w=24,24,#,#");
        tht_set(&st,
                "thaayam  w=24,24,#,# s=8=2,8=1,3,- e=-,-,-,- n=-,-,-,- scores=8,4,1,3 "
                "extra=0 turn=s phase=move capture=split players=4");
        tht_expect_state(&st, "thaayam players=4 capture=split turn=s phase=move "
                              "scores=8,4,1,3 extra=0 s=8=2,8=1,3,- e=-,-,-,- n=-,-,-,- "
                              "w=24,24,#,#");
        tht_set(&st,
                "thaayam players=3 capture=whole turn=w phase=throw scores=1,8 extra=0 "
                "e=-=3,5,-=1,# n=0,0,0,0 w=3=4,-,-,3=1");
        tht_expect_state(&st, "thaayam players=3 capture=whole turn=w phase=throw "
                              "scores=1,8 extra=0 e=-=3,5,-=1,# n=0,0,0,0 w=3=4,-,-,3=1");
        assert_int_equal(st.seats, 0xe);
        char small[10];
        size_t n = thaayam_state_format(&st, small, sizeof small);
        assert_true(n > sizeof small);
        assert_string_equal(small, "thaayam p");
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(notation_every_action_kind_round_trips),
            cmocka_unit_test(notation_bad_actions_have_reasons),
            cmocka_unit_test(notation_format_truncates_safely),
            cmocka_unit_test(state_string_errors_name_the_field),
            cmocka_unit_test(state_string_round_trips_and_tolerates_field_order),
        };
        return cmocka_run_group_tests_name("thaayam_notation", tests, NULL, NULL);
}
