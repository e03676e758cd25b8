/* test_quixo_result.c: end of the game by lines (Q10, Q18): own line wins,
 * the opponent's line loses even together with one's own, rows, columns and
 * both diagonals, dots do not matter, the lines to highlight, result words. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "quixo_test.h"

static quixo_result result_after(const char *state, const char *move, quixo_pos *out)
{
        quixo_pos p = qt_pos(state);
        assert_int_equal(quixo_pos_result(&p).outcome, QUIXO_OUTCOME_NONE);
        quixo_make(&p, qt_move(&p, move));
        if (out)
                *out = p;
        return quixo_pos_result(&p);
}

static void q10_completing_both_lines_loses(void **state)
{
        (void)state;
        quixo_pos p;
        /* a1-a5: a5 becomes X (row 5 xxxxx) and the o of a5 slides to a4
         * (row 4 ooooo): X made both lines and loses */
        quixo_result r = result_after(
            "quixo players=2 turn=x ply=20 board=oxxxx/.oooo/...../...../.....", "a1-a5",
            &p);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_O);
        assert_int_equal(r.reason, QUIXO_REASON_OPPONENT_LINE);
        assert_int_equal(quixo_lines(&p, QUIXO_X), 0x1F00000u);
        assert_int_equal(quixo_lines(&p, QUIXO_O), 0x00F8000u);
        assert_int_equal(quixo_winning_lines(&p), 0x00F8000u);
        char words[QUIXO_REASON_MAX];
        quixo_result_format(r, 2, words, sizeof words);
        tt_reason_plain(words, sizeof words); /* its English text */
        assert_string_equal(words, "O wins: X completed a line of O (Q10)");
}

static void q10_completing_only_the_opponents_line_loses(void **state)
{
        (void)state;
        quixo_result r = result_after(
            "quixo players=2 turn=x ply=20 board=o..../.oooo/...../...../.....", "a1-a5",
            NULL);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_O);
        assert_int_equal(r.reason, QUIXO_REASON_OPPONENT_LINE);
}

static void q10_own_row_wins(void **state)
{
        (void)state;
        quixo_pos p;
        quixo_result r = result_after(
            "quixo players=2 turn=x ply=20 board=.xxxx/...../...../...../.....", "a1-a5",
            &p);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_X);
        assert_int_equal(r.reason, QUIXO_REASON_LINE);
        assert_int_equal(quixo_winning_lines(&p), 0x1F00000u);
        char words[QUIXO_REASON_MAX];
        quixo_result_format(r, 2, words, sizeof words);
        tt_reason_plain(words, sizeof words); /* its English text */
        assert_string_equal(words, "X wins: a line of five (Q10)");
}

static void q10_own_column_wins(void **state)
{
        (void)state;
        quixo_pos p;
        quixo_result r = result_after(
            "quixo players=2 turn=o ply=20 board=....o/....o/....o/....o/.....", "a1-e1",
            &p);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_O);
        assert_int_equal(r.reason, QUIXO_REASON_LINE);
        assert_int_equal(quixo_winning_lines(&p), 0x1084210u); /* column e */
}

static void q10_both_diagonals_win(void **state)
{
        (void)state;
        quixo_pos p;
        /* b1-a1 puts X on a1: a1 b2 c3 d4 e5 */
        quixo_result r = result_after(
            "quixo players=2 turn=x ply=20 board=....x/...x./..x../.x.../.....", "b1-a1",
            &p);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_X);
        assert_int_equal(quixo_winning_lines(&p), 0x1041041u);
        /* d1-e1 puts O on e1: a5 b4 c3 d2 e1 */
        r = result_after(
            "quixo players=2 turn=o ply=20 board=o..../.o.../..o../...o./.....", "d1-e1",
            &p);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_O);
        assert_int_equal(quixo_winning_lines(&p), 0x0111110u);
}

static void q10_several_lines_are_all_highlighted(void **state)
{
        (void)state;
        quixo_pos p;
        /* a5 pushed in at a1 completes row 1 and the a1-e5 diagonal at once */
        quixo_result r = result_after(
            "quixo players=2 turn=x ply=20 board=....x/...x./..x../.x.../.xxxx", "a5-a1",
            &p);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_X);
        assert_int_equal(quixo_winning_lines(&p), 0x1Fu | 0x1041041u);
}

static void q10_no_line_no_result(void **state)
{
        (void)state;
        quixo_pos p =
            qt_pos("quixo players=2 turn=x ply=20 board=xxxx./oooo./xxxx./oooo./.....");
        quixo_result r = quixo_pos_result(&p);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_NONE);
        assert_int_equal(r.reason, QUIXO_REASON_NONE);
        assert_int_equal(quixo_winning_lines(&p), 0);
        assert_int_equal(quixo_lines(&p, QUIXO_X), 0);
        assert_int_equal(quixo_lines(&p, 7), 0);
        char words[QUIXO_REASON_MAX];
        quixo_result_format(r, 2, words, sizeof words);
        tt_reason_plain(words, sizeof words); /* its English text */
        assert_string_equal(words, "the game goes on");
}

static void q10_every_line_is_detected(void **state)
{
        (void)state;
        /* 5 rows, 5 columns, 2 diagonals; a line missing one cube is none */
        const uint32_t lines[12] = {0x1Fu,      0x3E0u,     0x7C00u,    0xF8000u,
                                    0x1F00000u, 0x108421u,  0x210842u,  0x421084u,
                                    0x842108u,  0x1084210u, 0x1041041u, 0x0111110u};
        for (int i = 0; i < 12; i++) {
                quixo_pos p = qt_pos(
                    "quixo players=2 turn=o ply=20 board=...../...../...../...../.....");
                p.mark[QUIXO_X] = lines[i];
                assert_int_equal(quixo_lines(&p, QUIXO_X), lines[i]);
                assert_int_equal(quixo_pos_result(&p).outcome, QUIXO_OUTCOME_WIN_X);
                p.mark[QUIXO_X] = lines[i] & (lines[i] - 1);
                assert_int_equal(quixo_lines(&p, QUIXO_X), 0);
                assert_int_equal(quixo_pos_result(&p).outcome, QUIXO_OUTCOME_NONE);
        }
}

static void q18_team_loses_by_completing_other_teams_line(void **state)
{
        (void)state;
        quixo_pos p;
        /* South pushes a1 in at a5: row 5 becomes X (mixed dots), row 4 O */
        quixo_result r =
            result_after("quixo players=4 order=cw turn=s ply=20 board="
                         "owxsxnxsxn/..oeowoeow/........../........../..........",
                         "a1-a5/S", &p);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_O);
        assert_int_equal(r.reason, QUIXO_REASON_OPPONENT_LINE);
        char words[QUIXO_REASON_MAX];
        quixo_result_format(r, 4, words, sizeof words);
        tt_reason_plain(words, sizeof words); /* its English text */
        assert_string_equal(words, "team O wins: team X completed a line of O (Q10)");
}

static void q18_line_wins_whatever_the_dots(void **state)
{
        (void)state;
        quixo_pos p;
        /* West completes row 5 of O cubes whose dots point to E and W */
        quixo_result r =
            result_after("quixo players=4 order=cw turn=w ply=20 board="
                         "..oeowoeow/........../........../........../..........",
                         "a1-a5/E", &p);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_O);
        assert_int_equal(r.reason, QUIXO_REASON_LINE);
        assert_int_equal(quixo_winning_lines(&p), 0x1F00000u);
        /* North completes column a for the X team with dots to S */
        r = result_after("quixo players=4 order=ccw turn=n ply=20 board="
                         "xs......../xs......../xs......../xs......../..........",
                         "b1-a1/N", &p);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_X);
        assert_int_equal(r.reason, QUIXO_REASON_LINE);
}

static void outcome_helpers(void **state)
{
        (void)state;
        assert_int_equal(quixo_outcome_win(QUIXO_X), QUIXO_OUTCOME_WIN_X);
        assert_int_equal(quixo_outcome_win(QUIXO_O), QUIXO_OUTCOME_WIN_O);
        assert_int_equal(quixo_outcome_winner(QUIXO_OUTCOME_WIN_X), QUIXO_X);
        assert_int_equal(quixo_outcome_winner(QUIXO_OUTCOME_WIN_O), QUIXO_O);
        assert_int_equal(quixo_outcome_winner(QUIXO_OUTCOME_DRAW), -1);
        assert_int_equal(quixo_outcome_winner(QUIXO_OUTCOME_NONE), -1);
        char words[QUIXO_REASON_MAX];
        quixo_result r = {QUIXO_OUTCOME_DRAW, QUIXO_REASON_REPETITION};
        quixo_result_format(r, 2, words, sizeof words);
        tt_reason_plain(words, sizeof words); /* its English text */
        assert_string_equal(words, "draw by threefold repetition (Q21)");
        r.reason = QUIXO_REASON_AGREEMENT;
        quixo_result_format(r, 2, words, sizeof words);
        tt_reason_plain(words, sizeof words); /* its English text */
        assert_string_equal(words, "draw by agreement (Q21)");
        r = (quixo_result){QUIXO_OUTCOME_WIN_X, QUIXO_REASON_RESIGNATION};
        quixo_result_format(r, 2, words, sizeof words);
        tt_reason_plain(words, sizeof words); /* its English text */
        assert_string_equal(words, "X wins: O resigned");
        r = (quixo_result){QUIXO_OUTCOME_WIN_O, QUIXO_REASON_TIME};
        quixo_result_format(r, 4, words, sizeof words);
        tt_reason_plain(words, sizeof words); /* its English text */
        assert_string_equal(words, "team O wins: team X's time ran out (Q20)");
        assert_int_equal(quixo_result_format(r, 4, words, 5), 4);
        assert_string_equal(words, "team");
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(q10_completing_both_lines_loses),
            cmocka_unit_test(q10_completing_only_the_opponents_line_loses),
            cmocka_unit_test(q10_own_row_wins),
            cmocka_unit_test(q10_own_column_wins),
            cmocka_unit_test(q10_both_diagonals_win),
            cmocka_unit_test(q10_several_lines_are_all_highlighted),
            cmocka_unit_test(q10_no_line_no_result),
            cmocka_unit_test(q10_every_line_is_detected),
            cmocka_unit_test(q18_team_loses_by_completing_other_teams_line),
            cmocka_unit_test(q18_line_wins_whatever_the_dots),
            cmocka_unit_test(outcome_helpers),
        };
        return cmocka_run_group_tests_name("quixo result", tests, NULL, NULL);
}
