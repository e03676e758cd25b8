/* test_quixo_explain.c: the words a teacher would use for a Quixo move
 * (quixo_explain): a line completed for the mover (Q10) or for the other
 * side, which loses (Q10), a line of the other side blocked or let through,
 * a line prepared, a neutral cube taken (Q5, Q6), and in the four-player
 * game the team words (Q18) and the dot to the partner (Q14). Positions are
 * set by state strings (rows 5 down to 1). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "quixo_test.h"

/* Explains `move` in `state` and checks the English text of each reason. */
static void expect(const char *state, const char *move, int count, const char *first,
                   const char *second)
{
        quixo_pos p = qt_pos(state);
        quixo_explanation e;
        assert_int_equal(quixo_explain(&p, qt_move(&p, move), &e), count);
        assert_int_equal(e.count, count);
        const char *want[2] = {first, second};
        for (int i = 0; i < count && i < 2; i++) {
                tt_reason_plain(e.why[i], sizeof e.why[i]);
                assert_string_equal(e.why[i], want[i]);
        }
}

static void q10_completes_the_movers_line_on_a_row(void **state)
{
        (void)state;
        expect("quixo players=2 turn=x ply=10 board=...../...../xxxx./...../.....",
               "e3-a3", 1, "It completes the line of X on row 3 (Q10).", NULL);
}

static void q10_completing_the_other_sides_line_loses(void **state)
{
        (void)state;
        expect("quixo players=2 turn=x ply=10 board=..o../..o../.o.../..o../..o..",
               "e3-a3", 1,
               "It completes a line of O on column c for the other side: that loses "
               "(Q10).",
               NULL);
}

static void q10_blocks_the_other_sides_line(void **state)
{
        (void)state;
        /* O would take e1 and push it in at a1; X's cube pushed in at a1
         * from a5 keeps a1 for X (e1-a1 would not: O then pushes at a1 from
         * a5). */
        expect("quixo players=2 turn=x ply=10 board=...../...../...../...../oooo.",
               "a5-a1", 2, "It blocks the line of O on row 1 (Q10).",
               "It takes a neutral cube, which now shows X (Q5, Q6).");
}

static void q10_prepares_a_line_for_the_next_turn(void **state)
{
        (void)state;
        expect("quixo players=2 turn=x ply=10 board=...../...../xxx../...../.....",
               "e3-a3", 2, "It prepares a line of X on row 3 for the next turn (Q10).",
               "It takes a neutral cube, which now shows X (Q5, Q6).");
}

static void q10_lets_the_other_side_complete_a_line(void **state)
{
        (void)state;
        expect("quixo players=2 turn=x ply=10 board=..o../..o../.o.../..o../.....",
               "e3-a3", 2, "It lets O complete a line on column c next (Q10).",
               "It takes a neutral cube, which now shows X (Q5, Q6).");
}

static void q10_names_a_diagonal_by_its_ends(void **state)
{
        (void)state;
        /* b2, c3, d4, e5 are X: the cube taken on a2 goes in at a1. */
        expect("quixo players=2 turn=x ply=10 board=....x/...x./..x../.x.../.....",
               "a2-a1", 1, "It completes the line of X on the diagonal a1-e5 (Q10).",
               NULL);
}

static void q18_four_players_speak_of_teams(void **state)
{
        (void)state;
        expect("quixo players=4 order=cw turn=s ply=10 board=........../........../"
               "xsxsxsxs../........../..........",
               "e3-a3/S", 1, "It completes the line of team X on row 3 (Q18).", NULL);
}

static void q14_a_dot_turned_to_the_partner(void **state)
{
        (void)state;
        expect("quixo players=4 order=cw turn=s ply=10 board=........../........../"
               "........../........../..........",
               "e3-a3/N", 2, "It takes a neutral cube, which now shows X (Q5, Q6).",
               "Its dot points to the partner, who may take this cube later (Q13, "
               "Q14).");
}

static void nothing_to_say_for_a_pass_or_a_taken_own_cube(void **state)
{
        (void)state;
        quixo_pos p = qt_pos("quixo players=2 turn=x ply=10 board=...../...../x..../"
                             "...../.....");
        quixo_explanation e;
        assert_int_equal(quixo_explain(&p, QUIXO_MOVE_PASS, &e), 0);
        assert_int_equal(quixo_explain(&p, qt_move(&p, "a3-e3"), &e), 0);
        assert_int_equal(quixo_explain(&p, QUIXO_MOVE_NONE, &e), 0);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(q10_completes_the_movers_line_on_a_row),
            cmocka_unit_test(q10_completing_the_other_sides_line_loses),
            cmocka_unit_test(q10_blocks_the_other_sides_line),
            cmocka_unit_test(q10_prepares_a_line_for_the_next_turn),
            cmocka_unit_test(q10_lets_the_other_side_complete_a_line),
            cmocka_unit_test(q10_names_a_diagonal_by_its_ends),
            cmocka_unit_test(q18_four_players_speak_of_teams),
            cmocka_unit_test(q14_a_dot_turned_to_the_partner),
            cmocka_unit_test(nothing_to_say_for_a_pass_or_a_taken_own_cube),
        };
        return cmocka_run_group_tests_name("quixo_explain", tests, NULL, NULL);
}
