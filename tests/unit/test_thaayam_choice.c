/* test_thaayam_choice.c: from a chosen piece or twin and scores to the
 * action the rules mean (T7, T8, T17, T19, T21: thaayam_action_from_choice),
 * and the legal entry, twin declaration or bear-off of the side to move
 * with the reason when there is none (T8, T16, T21: thaayam_action_find). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "thaayam_test.h"

/* The notation of the action meant by piece/piece2 and the scores in
 * `scores` (e.g. "41"), or "!" and the reason into why when refused. */
static const char *meant(const thaayam_state *st, int piece, int piece2,
                         const char *scores, char *why, size_t len)
{
        static char text[THAAYAM_ACTION_MAX];
        uint8_t group[THAAYAM_NVALUES] = {0};
        thaayam_action a;
        for (const char *c = scores; *c; c++)
                group[thaayam_value_index(*c - '0')]++;
        if (thaayam_action_from_choice(st, piece, piece2, group, &a, why, len) !=
            THAAYAM_OK)
                return "!";
        thaayam_action_format(&a, text, sizeof text);
        return text;
}

/* The action found for kind and prefer, or "!" and the reason. */
static const char *found(const thaayam_state *st, int kind, int prefer, char *why,
                         size_t len)
{
        static char text[THAAYAM_ACTION_MAX];
        thaayam_action a;
        thaayam_status rc =
            thaayam_action_find(st, tht_ctx(), kind, prefer, &a, why, len);
        if (rc != THAAYAM_OK) {
                assert_int_not_equal(why[0], '\0');
                return "!";
        }
        assert_int_equal(thaayam_action_check(st, tht_ctx(), &a, NULL, 0), THAAYAM_OK);
        thaayam_action_format(&a, text, sizeof text);
        return text;
}

static void t8_t7_a_1_enters_a_piece_off_the_board_and_moves_one_on_it(void **state)
{
        (void)state;
        thaayam_state st;
        char why[THAAYAM_REASON_MAX];
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=1,2 "
                     "extra=0 s=-,-,3,24 n=-,-,-,-");
        assert_string_equal(meant(&st, 0, -1, "1", why, sizeof why), "enter1");
        assert_string_equal(meant(&st, 2, -1, "1", why, sizeof why), "3+1");
        assert_string_equal(meant(&st, 2, -1, "2", why, sizeof why), "3+2");
        /* another score off the board stays a move, refused by the rules */
        assert_string_equal(meant(&st, 0, -1, "2", why, sizeof why), "1+2");
        tht_refused(&st, "1+2", "must enter with a 1 (T8)");
}

static void t21_a_1_bears_off_a_piece_on_the_castle(void **state)
{
        (void)state;
        thaayam_state st;
        char why[THAAYAM_REASON_MAX];
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=1,2 "
                     "extra=0 s=-,-,3,24 n=-,-,-,-");
        assert_string_equal(meant(&st, 3, -1, "1", why, sizeof why), "off4");
        assert_string_equal(meant(&st, 3, -1, "2", why, sizeof why), "4+2");
}

static void t7_a_single_piece_takes_one_score(void **state)
{
        (void)state;
        thaayam_state st;
        char why[THAAYAM_REASON_MAX];
        thaayam_action a;
        uint8_t group[THAAYAM_NVALUES] = {1, 1, 0, 0, 0};
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=1,2 "
                     "extra=0 s=-,-,3,24 n=-,-,-,-");
        assert_int_equal(
            thaayam_action_from_choice(&st, 2, -1, group, &a, why, sizeof why),
            THAAYAM_ERR_ILLEGAL);
        assert_string_equal(why, "a single piece takes one score at a time: only a twin "
                                 "moves by a group (T17)");
        assert_int_equal(a.kind, THAAYAM_ACT_MOVE);
        assert_int_equal(a.score, 2);
        /* nothing chosen */
        memset(group, 0, sizeof group);
        assert_int_equal(
            thaayam_action_from_choice(&st, 2, -1, group, &a, why, sizeof why),
            THAAYAM_ERR_ARG);
        group[0] = 1;
        assert_int_equal(
            thaayam_action_from_choice(&st, -1, -1, group, &a, why, sizeof why),
            THAAYAM_ERR_ARG);
        assert_int_equal(
            thaayam_action_from_choice(&st, 2, 2, group, &a, why, sizeof why),
            THAAYAM_ERR_ARG);
}

static void t17_a_twin_moves_by_the_group(void **state)
{
        (void)state;
        thaayam_state st;
        char why[THAAYAM_REASON_MAX];
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=4,1,2 "
                     "extra=0 s=8=2,8=1,-,- n=-,-,-,-");
        assert_string_equal(meant(&st, 1, 0, "41", why, sizeof why), "1&2+4+1");
        assert_string_equal(meant(&st, 0, 1, "2", why, sizeof why), "1&2+2");
}

static void t19_a_whole_twin_off_the_board_enters(void **state)
{
        (void)state;
        thaayam_state st;
        char why[THAAYAM_REASON_MAX];
        tht_set(&st, "thaayam players=2 capture=whole turn=s phase=move scores=1,1,2 "
                     "extra=0 s=-=2,-=1,-,- n=-,-,-,-");
        assert_string_equal(meant(&st, 0, 1, "1", why, sizeof why), "enter1&2");
        assert_string_equal(meant(&st, 1, 0, "11", why, sizeof why), "enter1&2");
}

static void t8_find_an_entry_preferring_the_chosen_piece(void **state)
{
        (void)state;
        thaayam_state st;
        char why[THAAYAM_REASON_MAX];
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=1,2 "
                     "extra=0 s=-,-,3,24 n=-,-,-,-");
        assert_string_equal(found(&st, THAAYAM_ACT_ENTER, -1, why, sizeof why), "enter1");
        assert_string_equal(found(&st, THAAYAM_ACT_ENTER, 1, why, sizeof why), "enter2");
        /* a piece that cannot enter is not preferred */
        assert_string_equal(found(&st, THAAYAM_ACT_ENTER, 2, why, sizeof why), "enter1");
        assert_string_equal(why, "");
}

static void t8_no_entry_without_a_1_or_a_piece_off_the_board(void **state)
{
        (void)state;
        thaayam_state st;
        char why[THAAYAM_REASON_MAX];
        thaayam_action a;
        /* the first candidate's reason, and the candidate to name it */
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=2 "
                     "extra=0 s=-,-,3,24 n=-,-,-,-");
        assert_int_equal(thaayam_action_find(&st, tht_ctx(), THAAYAM_ACT_ENTER, 1, &a,
                                             why, sizeof why),
                         THAAYAM_ERR_ILLEGAL);
        assert_int_equal(a.kind, THAAYAM_ACT_ENTER);
        assert_int_equal(a.piece, 0);
        assert_string_equal(why, "no 1 left: a piece enters only with a 1 (T8)");
        /* no candidate at all */
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=1,2 "
                     "extra=0 s=5,6,3,24 n=-,-,-,-");
        assert_int_equal(thaayam_action_find(&st, tht_ctx(), THAAYAM_ACT_ENTER, -1, &a,
                                             why, sizeof why),
                         THAAYAM_ERR_ILLEGAL);
        assert_int_equal(a.kind, THAAYAM_ACT_DONE);
        assert_string_equal(why, "No piece of yours is off the board (T8).");
}

static void t19_find_the_entry_of_a_whole_twin(void **state)
{
        (void)state;
        thaayam_state st;
        char why[THAAYAM_REASON_MAX];
        tht_set(&st, "thaayam players=2 capture=whole turn=s phase=move scores=1,1,2 "
                     "extra=0 s=-=2,-=1,-,- n=-,-,-,-");
        assert_string_equal(found(&st, THAAYAM_ACT_ENTER, -1, why, sizeof why),
                            "enter1&2");
        assert_string_equal(found(&st, THAAYAM_ACT_ENTER, 1, why, sizeof why),
                            "enter1&2");
        assert_string_equal(found(&st, THAAYAM_ACT_ENTER, 2, why, sizeof why), "enter3");
}

static void t16_find_a_twin_declaration(void **state)
{
        (void)state;
        thaayam_state st;
        char why[THAAYAM_REASON_MAX];
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=4 extra=0 "
                     "s=8,8,8,- n=-,-,-,-");
        assert_string_equal(found(&st, THAAYAM_ACT_TWIN, -1, why, sizeof why), "twin1&2");
        assert_string_equal(found(&st, THAAYAM_ACT_TWIN, 2, why, sizeof why), "twin1&3");
        assert_string_equal(found(&st, THAAYAM_ACT_TWIN, 3, why, sizeof why), "twin1&2");
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=4 extra=0 "
                     "s=8,7,-,- n=-,-,-,-");
        assert_string_equal(found(&st, THAAYAM_ACT_TWIN, -1, why, sizeof why), "!");
        assert_string_equal(
            why, "A twin needs two of your single pieces on the opposite palace (T16).");
}

static void t21_find_a_bear_off(void **state)
{
        (void)state;
        thaayam_state st;
        char why[THAAYAM_REASON_MAX];
        thaayam_action a;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=1 extra=0 "
                     "s=24,24,#,# n=-,-,-,-");
        assert_string_equal(found(&st, THAAYAM_ACT_OFF, -1, why, sizeof why), "off1");
        assert_string_equal(found(&st, THAAYAM_ACT_OFF, 1, why, sizeof why), "off2");
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=1 extra=0 "
                     "s=23,22,#,# n=-,-,-,-");
        assert_string_equal(found(&st, THAAYAM_ACT_OFF, 0, why, sizeof why), "!");
        assert_string_equal(why, "No piece of yours is on the castle (T21).");
        assert_int_equal(thaayam_action_find(&st, tht_ctx(), THAAYAM_ACT_MOVE, -1, &a,
                                             why, sizeof why),
                         THAAYAM_ERR_ARG);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(t8_t7_a_1_enters_a_piece_off_the_board_and_moves_one_on_it),
            cmocka_unit_test(t21_a_1_bears_off_a_piece_on_the_castle),
            cmocka_unit_test(t7_a_single_piece_takes_one_score),
            cmocka_unit_test(t17_a_twin_moves_by_the_group),
            cmocka_unit_test(t19_a_whole_twin_off_the_board_enters),
            cmocka_unit_test(t8_find_an_entry_preferring_the_chosen_piece),
            cmocka_unit_test(t8_no_entry_without_a_1_or_a_piece_off_the_board),
            cmocka_unit_test(t19_find_the_entry_of_a_whole_twin),
            cmocka_unit_test(t16_find_a_twin_declaration),
            cmocka_unit_test(t21_find_a_bear_off),
        };
        return cmocka_run_group_tests_name("thaayam_choice", tests, NULL, NULL);
}
