/* test_quixo_game.c: the Quixo game object: play and undo with history,
 * threefold repetition on and off (Q21), draw by agreement (Q21),
 * resignation and time loss (Q20), teammates' advice (Q19), copies. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "quixo_test.h"

/* X and O each shuttle a cube along their own row: four moves bring the
 * board back, with X to move again. */
#define CYCLE_START "quixo players=2 turn=x ply=10 board=o..../...../...../...../x...."
static const char *const cycle[4] = {"a1-e1", "a5-e5", "e1-a1", "e5-a5"};

static void play(quixo_game *g, const char *text)
{
        char why[QUIXO_WHY_MAX];
        if (quixo_game_play_text(g, text, why, sizeof why) != QUIXO_OK)
                fail_msg("%s refused: %s", text, why);
}

static void start(quixo_game *g, const char *state)
{
        char why[QUIXO_WHY_MAX];
        if (g->hist == NULL) /* a zeroed game: initialise it, else reuse it */
                assert_int_equal(quixo_game_init(g, NULL, why, sizeof why), QUIXO_OK);
        if (quixo_game_set_state(g, state, why, sizeof why) != QUIXO_OK)
                fail_msg("state refused: %s", why);
}

static void q21_threefold_repetition_is_a_draw(void **state)
{
        (void)state;
        quixo_game g = {0};
        char why[QUIXO_WHY_MAX];
        quixo_move moves[QUIXO_MAX_MOVES];
        start(&g, CYCLE_START);
        assert_true(quixo_game_repetition(&g)); /* on by default */
        assert_int_equal(quixo_game_occurrences(&g), 1);
        for (int i = 0; i < 7; i++) {
                play(&g, cycle[i % 4]);
                assert_false(quixo_game_over(&g));
        }
        assert_int_equal(quixo_game_occurrences(&g), 2); /* after ply 3 and 7 */
        /* the set position was the first occurrence: ply 8 is the third */
        play(&g, cycle[3]);
        assert_int_equal(quixo_game_occurrences(&g), 3);
        quixo_result r = quixo_game_result(&g);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_DRAW);
        assert_int_equal(r.reason, QUIXO_REASON_REPETITION);
        assert_int_equal(quixo_game_moves(&g, moves), 0);
        assert_int_equal(quixo_game_play_text(&g, "a1-e1", why, sizeof why),
                         QUIXO_E_GAME_OVER);
        assert_string_equal(why, "the game is over: draw by threefold repetition (Q21)");
        assert_int_equal(quixo_game_length(&g), 8);
        /* undo leaves the draw */
        assert_int_equal(quixo_game_undo(&g), QUIXO_OK);
        assert_false(quixo_game_over(&g));
        assert_true(quixo_game_moves(&g, moves) > 0);
        quixo_game_free(&g);
}

static void q21_repetition_can_be_switched_off(void **state)
{
        (void)state;
        quixo_game g = {0};
        quixo_options o;
        char why[QUIXO_WHY_MAX];
        quixo_options_default(&o, 2);
        o.repetition = false;
        memset(&g, 0, sizeof g);
        assert_int_equal(quixo_game_init(&g, &o, why, sizeof why), QUIXO_OK);
        assert_false(quixo_game_repetition(&g));
        assert_int_equal(quixo_game_set_state(&g, CYCLE_START, why, sizeof why),
                         QUIXO_OK);
        assert_false(quixo_game_repetition(&g)); /* the setting survives a new position */
        for (int i = 0; i < 12; i++)
                play(&g, cycle[i % 4]);
        assert_int_equal(quixo_game_occurrences(&g), 4);
        assert_false(quixo_game_over(&g));
        /* switched on: the position has occurred more than twice */
        quixo_game_set_repetition(&g, true);
        assert_int_equal(quixo_game_result(&g).reason, QUIXO_REASON_REPETITION);
        quixo_game_set_repetition(&g, false);
        assert_false(quixo_game_over(&g));
        quixo_game_free(&g);
}

#define ROUND4                                                                           \
        "quixo players=4 order=cw turn=s ply=8 board=ow......../........../xn......../"  \
        "oe......../xs........"

static void q21_four_player_repetition_counts_dots(void **state)
{
        (void)state;
        quixo_game g = {0};
        /* every seat shuttles its own cube along its own row and back */
        const char *rounds[8] = {"a1-e1/S", "a5-e5/W", "a3-e3/N", "a2-e2/E",
                                 "e1-a1/S", "e5-a5/W", "e3-a3/N", "e2-a2/E"};
        start(&g, ROUND4);
        for (int i = 0; i < 15; i++) {
                play(&g, rounds[i % 8]);
                assert_false(quixo_game_over(&g));
        }
        play(&g, rounds[7]);
        assert_int_equal(quixo_game_result(&g).reason, QUIXO_REASON_REPETITION);
        /* the same shuttles, but South turns its dot to North on the way back:
         * the board shows the same marks, yet it is another position */
        start(&g, ROUND4);
        for (int i = 0; i < 8; i++)
                play(&g, i == 4 ? "e1-a1/N" : rounds[i]);
        assert_int_equal(quixo_game_occurrences(&g), 1);
        quixo_game_free(&g);
}

static void q21_player_to_move_is_part_of_the_position(void **state)
{
        (void)state;
        quixo_game g = {0};
        start(&g, CYCLE_START);
        play(&g, "a1-e1");
        play(&g, "a5-e5");
        play(&g, "e1-a1");
        play(&g, "e5-a5");
        assert_int_equal(quixo_game_occurrences(&g), 2);
        /* the same board with O to move is no repetition of it */
        start(&g, "quixo players=2 turn=o ply=10 board=o..../...../...../...../x....");
        play(&g, "a5-e5");
        play(&g, "a1-e1");
        play(&g, "e5-a5");
        play(&g, "e1-a1");
        assert_int_equal(quixo_game_occurrences(&g), 2);
        play(&g, "a5-e5");
        assert_int_equal(quixo_game_occurrences(&g), 2);
        quixo_game_free(&g);
}

static void q21_line_is_judged_before_repetition(void **state)
{
        (void)state;
        quixo_game g = {0};
        start(&g, "quixo players=2 turn=x ply=20 board=.xxxx/...../...../...../.....");
        play(&g, "a1-a5");
        quixo_result r = quixo_game_result(&g);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_X);
        assert_int_equal(r.reason, QUIXO_REASON_LINE);
        quixo_game_set_repetition(&g, false);
        quixo_game_set_repetition(&g, true);
        assert_int_equal(quixo_game_result(&g).reason, QUIXO_REASON_LINE);
        /* a set position showing a line is decided at once */
        start(&g, "quixo players=2 turn=o ply=20 board=xxxxx/...../...../...../.....");
        assert_int_equal(quixo_game_result(&g).outcome, QUIXO_OUTCOME_WIN_X);
        quixo_game_free(&g);
}

static void q21_draw_by_agreement(void **state)
{
        (void)state;
        quixo_game g = {0};
        char why[QUIXO_WHY_MAX];
        start(&g, CYCLE_START);
        play(&g, "a1-e1");
        assert_int_equal(quixo_game_agree_draw(&g, why, sizeof why), QUIXO_OK);
        quixo_result r = quixo_game_result(&g);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_DRAW);
        assert_int_equal(r.reason, QUIXO_REASON_AGREEMENT);
        assert_int_equal(quixo_game_play_text(&g, "a5-e5", why, sizeof why),
                         QUIXO_E_GAME_OVER);
        assert_string_equal(why, "the game is over: draw by agreement (Q21)");
        assert_int_equal(quixo_game_resign(&g, QUIXO_X, why, sizeof why),
                         QUIXO_E_GAME_OVER);
        assert_string_equal(why, "the game is already over");
        /* withdrawing the declaration */
        quixo_result none = {QUIXO_OUTCOME_NONE, QUIXO_REASON_NONE};
        assert_int_equal(quixo_game_declare(&g, none, why, sizeof why), QUIXO_OK);
        assert_false(quixo_game_over(&g));
        /* undo clears a declaration too */
        assert_int_equal(quixo_game_agree_draw(&g, why, sizeof why), QUIXO_OK);
        assert_int_equal(quixo_game_undo(&g), QUIXO_OK);
        assert_false(quixo_game_over(&g));
        quixo_game_free(&g);
}

static void q20_time_loss_and_resignation(void **state)
{
        (void)state;
        quixo_game g = {0};
        quixo_options o;
        char why[QUIXO_WHY_MAX];
        quixo_options_default(&o, 4);
        memset(&g, 0, sizeof g);
        assert_int_equal(quixo_game_init(&g, &o, why, sizeof why), QUIXO_OK);
        play(&g, "c1-c5/N");
        /* West (team O) runs out of time: the X team wins */
        assert_int_equal(
            quixo_game_time_loss(&g, quixo_seat_team(QUIXO_W), why, sizeof why),
            QUIXO_OK);
        quixo_result r = quixo_game_result(&g);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_X);
        assert_int_equal(r.reason, QUIXO_REASON_TIME);
        quixo_game_free(&g);

        start(&g, CYCLE_START);
        assert_int_equal(quixo_game_resign(&g, QUIXO_X, why, sizeof why), QUIXO_OK);
        r = quixo_game_result(&g);
        assert_int_equal(r.outcome, QUIXO_OUTCOME_WIN_O);
        assert_int_equal(r.reason, QUIXO_REASON_RESIGNATION);
        /* nothing to undo: refused, the resignation stays */
        assert_int_equal(quixo_game_undo(&g), QUIXO_E_NO_UNDO);
        assert_true(quixo_game_over(&g));
        assert_int_equal(quixo_game_resign(&g, 5, why, sizeof why), QUIXO_E_OPTION);
        quixo_game_free(&g);
}

static void declarations_are_checked(void **state)
{
        (void)state;
        quixo_game g = {0};
        char why[QUIXO_WHY_MAX];
        start(&g, CYCLE_START);
        quixo_result bad = {QUIXO_OUTCOME_WIN_X, QUIXO_REASON_AGREEMENT};
        assert_int_equal(quixo_game_declare(&g, bad, why, sizeof why), QUIXO_E_OPTION);
        bad = (quixo_result){QUIXO_OUTCOME_DRAW, QUIXO_REASON_TIME};
        assert_int_equal(quixo_game_declare(&g, bad, why, sizeof why), QUIXO_E_OPTION);
        bad = (quixo_result){QUIXO_OUTCOME_WIN_O, QUIXO_REASON_LINE};
        assert_int_equal(quixo_game_declare(&g, bad, why, sizeof why), QUIXO_E_OPTION);
        assert_false(quixo_game_over(&g));
        /* a game decided on the board takes no declaration */
        start(&g, "quixo players=2 turn=o ply=20 board=xxxxx/...../...../...../.....");
        assert_int_equal(quixo_game_agree_draw(&g, why, sizeof why), QUIXO_E_GAME_OVER);
        assert_int_equal(quixo_game_result(&g).outcome, QUIXO_OUTCOME_WIN_X);
        quixo_game_free(&g);
}

static void q19_advice_is_not_part_of_the_rules_state(void **state)
{
        (void)state;
        /* Q19 is a setting of the front end: the rules' state string of a
         * four-player game carries exactly players, order, turn, ply, board */
        quixo_game g = {0};
        quixo_options o;
        char why[QUIXO_WHY_MAX], s[QUIXO_STATE_TEXT_MAX];
        quixo_options_default(&o, 4);
        memset(&g, 0, sizeof g);
        assert_int_equal(quixo_game_init(&g, &o, why, sizeof why), QUIXO_OK);
        quixo_pos_format(quixo_game_pos(&g), s, sizeof s);
        const char *fields[] = {"quixo", "players=", "order=", "turn=", "ply=", "board="};
        char *tok = strtok(s, " ");
        for (int i = 0; i < 6; i++) {
                assert_non_null(tok);
                assert_memory_equal(tok, fields[i], strlen(fields[i]));
                tok = strtok(NULL, " ");
        }
        assert_null(tok);
        quixo_game_free(&g);
}

static void history_play_undo_and_positions(void **state)
{
        (void)state;
        quixo_game g = {0};
        char why[QUIXO_WHY_MAX], s[QUIXO_STATE_TEXT_MAX];
        memset(&g, 0, sizeof g);
        assert_int_equal(quixo_game_init(&g, NULL, why, sizeof why), QUIXO_OK);
        assert_int_equal(quixo_game_undo(&g), QUIXO_E_NO_UNDO);
        assert_int_equal(quixo_game_last_move(&g), QUIXO_MOVE_NONE);
        play(&g, "c1-c5");
        /* the engine protocol example: O may not take c5 */
        assert_int_equal(quixo_game_play_text(&g, "c5-c1", why, sizeof why),
                         QUIXO_E_OPPONENT_MARK);
        assert_string_equal(why, "c5 shows the opponent's mark (Q5)");
        quixo_pos_format(quixo_game_pos(&g), s, sizeof s);
        assert_string_equal(
            s, "quixo players=2 turn=o ply=1 board=..x../...../...../...../.....");
        play(&g, "a1-e1");
        assert_int_equal(quixo_game_length(&g), 2);
        assert_int_equal(quixo_game_move_at(&g, 0), quixo_move_make(2, 22));
        assert_int_equal(quixo_game_move_at(&g, 1), quixo_move_make(0, 4));
        assert_int_equal(quixo_game_move_at(&g, 2), QUIXO_MOVE_NONE);
        assert_int_equal(quixo_game_last_move(&g), quixo_move_make(0, 4));
        assert_int_equal(quixo_game_pos_at(&g, 0)->ply, 0);
        assert_int_equal(quixo_game_pos_at(&g, 2)->ply, 2);
        assert_ptr_equal(quixo_game_pos_at(&g, 2), quixo_game_pos(&g));
        assert_null(quixo_game_pos_at(&g, 3));
        /* a long game grows the history */
        for (int i = 0; i < 300; i++) {
                quixo_move moves[QUIXO_MAX_MOVES];
                if (quixo_game_over(&g))
                        break;
                int n = quixo_game_moves(&g, moves);
                assert_int_equal(quixo_game_play(&g, moves[(i * 7) % n], why, sizeof why),
                                 QUIXO_OK);
        }
        size_t len = quixo_game_length(&g);
        quixo_game copy;
        memset(&copy, 0, sizeof copy);
        assert_int_equal(quixo_game_copy(&copy, &g), QUIXO_OK);
        while (quixo_game_undo(&g) == QUIXO_OK)
                ;
        assert_int_equal(quixo_game_length(&g), 0);
        quixo_pos_format(quixo_game_pos(&g), s, sizeof s);
        assert_string_equal(
            s, "quixo players=2 turn=x ply=0 board=...../...../...../...../.....");
        assert_int_equal(quixo_game_length(&copy), len); /* the copy is independent */
        assert_int_equal(quixo_game_pos(&copy)->ply, len);
        /* reset to four players */
        quixo_options o;
        quixo_options_default(&o, 4);
        assert_int_equal(quixo_game_reset(&copy, &o, why, sizeof why), QUIXO_OK);
        assert_int_equal(quixo_game_length(&copy), 0);
        assert_int_equal(quixo_game_pos(&copy)->players, 4);
        quixo_game_free(&copy);
        quixo_game_free(&g);
}

static void bad_positions_change_nothing(void **state)
{
        (void)state;
        quixo_game g = {0};
        char why[QUIXO_WHY_MAX];
        start(&g, CYCLE_START);
        play(&g, "a1-e1");
        assert_int_equal(quixo_game_set_state(&g, "quixo players=5", why, sizeof why),
                         QUIXO_E_STATE);
        assert_int_equal(quixo_game_length(&g), 1);
        quixo_pos p = *quixo_game_pos(&g);
        p.mark[QUIXO_O] |= p.mark[QUIXO_X]; /* a cube with both marks */
        assert_int_equal(quixo_game_set_pos(&g, &p), QUIXO_E_STATE);
        p = *quixo_game_pos(&g);
        p.turn = 3; /* two players have no seat 3 */
        assert_int_equal(quixo_game_set_pos(&g, &p), QUIXO_E_STATE);
        p = *quixo_game_pos(&g);
        p.dot = 1u << 12; /* a dot on a neutral cube */
        assert_int_equal(quixo_game_set_pos(&g, &p), QUIXO_E_STATE);
        assert_int_equal(quixo_game_length(&g), 1);
        quixo_options o;
        quixo_options_default(&o, 3);
        assert_int_equal(quixo_game_reset(&g, &o, why, sizeof why), QUIXO_E_OPTION);
        assert_int_equal(quixo_game_length(&g), 1);
        quixo_game_free(&g);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(q21_threefold_repetition_is_a_draw),
            cmocka_unit_test(q21_repetition_can_be_switched_off),
            cmocka_unit_test(q21_four_player_repetition_counts_dots),
            cmocka_unit_test(q21_player_to_move_is_part_of_the_position),
            cmocka_unit_test(q21_line_is_judged_before_repetition),
            cmocka_unit_test(q21_draw_by_agreement),
            cmocka_unit_test(q20_time_loss_and_resignation),
            cmocka_unit_test(declarations_are_checked),
            cmocka_unit_test(q19_advice_is_not_part_of_the_rules_state),
            cmocka_unit_test(history_play_undo_and_positions),
            cmocka_unit_test(bad_positions_change_nothing),
        };
        return cmocka_run_group_tests_name("quixo game", tests, NULL, NULL);
}
