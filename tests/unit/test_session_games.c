/* test_session_games.c: the table of games (tt_game_all, session/game.h):
 * every row is complete, found by its name, and says whether its seats play
 * in teams (Q19: four-player Quixo only); and the helpers game.c gives the
 * game bindings (option words, results, refusals, drawings). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "session_test.h"
#include "tt_text.h"

static void every_game_is_complete_and_found_by_name(void **state)
{
        (void)state;
        int n = 0;
        for (const struct tt_game_ops *const *g = tt_game_all(); *g != NULL; g++, n++) {
                assert_non_null((*g)->name);
                assert_non_null((*g)->title);
                assert_true((*g)->pos_size > 0);
                assert_non_null((*g)->new_game);
                assert_non_null((*g)->play);
                assert_non_null((*g)->choose);
                assert_non_null((*g)->seat_letters);
                assert_true(tt_game_seat_letter((*g)->seat_letters[0]));
                assert_ptr_equal(tt_game_by_name((*g)->name), *g);
        }
        assert_int_equal(n, 2);
        assert_null(tt_game_by_name("chess"));
        assert_null(tt_game_by_name(""));
}

static void q19_only_four_player_quixo_has_teams(void **state)
{
        (void)state;
        struct session *s =
            sst_new(&tt_quixo_ops, "players=4", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        assert_true(tt_game_has_teams(&tt_quixo_ops, session_position(s)));
        session_free(s);
        s = sst_new(&tt_quixo_ops, "players=2", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        assert_false(tt_game_has_teams(&tt_quixo_ops, session_position(s)));
        session_free(s);
        s = sst_new(&tt_thaayam_ops, "players=4", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        assert_false(tt_game_has_teams(&tt_thaayam_ops, session_position(s)));
        session_free(s);
}

static void the_list_of_games_for_messages(void **state)
{
        (void)state;
        char buf[128];
        tt_game_list("'game ", "'", " or ", false, buf, sizeof buf);
        assert_string_equal(buf, "'game quixo' or 'game thaayam'");
        tt_game_list("", "", " and ", true, buf, sizeof buf);
        assert_string_equal(buf, "Quixo and Thaayam");
        tt_game_list("", "", " or ", false, buf, 6);
        assert_string_equal(buf, "quixo");
}

static void option_words_results_and_refusals(void **state)
{
        (void)state;
        static const char *const orders[] = {"cw", "ccw", NULL};
        char why[64] = "";
        int i = -1;
        assert_int_equal(tt_option_word("players=4 order=ccw", "order", orders, &i, "bad",
                                        why, sizeof why),
                         1);
        assert_int_equal(i, 1);
        i = -1;
        assert_int_equal(
            tt_option_word("players=4", "order", orders, &i, "bad", why, sizeof why), 0);
        assert_int_equal(i, -1);
        assert_int_equal(tt_option_word("order=up", "order", orders, &i,
                                        "order must be cw", why, sizeof why),
                         -1);
        assert_string_equal(why, "order must be cw");
        assert_int_equal(tt_refuse(NULL, 0, "ignored"), -1);

        char buf[16];
        tt_result_text(buf, sizeof buf, true, 'o');
        assert_string_equal(buf, "win o");
        tt_result_text(buf, sizeof buf, true, 0);
        assert_string_equal(buf, "draw");
        tt_result_text(buf, sizeof buf, false, 0);
        assert_string_equal(buf, "none");

        /* the board drawings use the one text builder (tt_text.h) */
        tt_text t;
        tt_text_init(&t, buf, 8);
        tt_text_format(&t, "%s", "abcde");
        tt_text_format(&t, "%d", 12345); /* cut at the buffer's end */
        tt_text_format(&t, "more");
        assert_string_equal(buf, "abcde12");
        tt_text_init(&t, buf, sizeof buf);
        tt_text_format(&t, "[%7s|%3d]", "ab", 5); /* widths, right-justified */
        assert_string_equal(buf, "[     ab|  5]");
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(every_game_is_complete_and_found_by_name),
            cmocka_unit_test(q19_only_four_player_quixo_has_teams),
            cmocka_unit_test(the_list_of_games_for_messages),
            cmocka_unit_test(option_words_results_and_refusals),
        };
        return cmocka_run_group_tests_name("session_games", tests, NULL, NULL);
}
