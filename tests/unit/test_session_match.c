/* test_session_match.c: the score of a match (session/match.h): wins
 * counted by seat, moved round with the people at a new game, and a text
 * that tells two players of the same name apart (issue 30). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "session_test.h"
#include "session/match.h"

static struct session *quixo(const char *options, const char *x, const char *o)
{
        struct session *s =
            sst_new(&tt_quixo_ops, options, 1, SESSION_CLOCK_NONE, 0, 0, 0);
        if (x)
                assert_int_equal(session_set_seat(s, 'x', SESSION_HUMAN, 1, x), 0);
        if (o)
                assert_int_equal(session_set_seat(s, 'o', SESSION_HUMAN, 1, o), 0);
        return s;
}

/* X fills column a, O column e: X wins (Q15). */
static void x_wins(struct session *s)
{
        for (int i = 0; i < 4; i++) {
                play_ok(s, "a1-a5", 0);
                play_ok(s, "e1-e5", 0);
        }
        play_ok(s, "a1-a5", 0);
        assert_true(session_over(s));
}

static const char *text(const struct session_match *m, const struct session *s)
{
        static char buf[200];
        session_match_text(m, s, NULL, buf, sizeof buf);
        return buf;
}

static void one_name_on_both_sides_is_told_apart(void **state)
{
        (void)state;
        struct session_match m = {0};
        struct session *s = quixo("", "root", "root");
        x_wins(s);
        session_match_count(&m, s);
        assert_int_equal(m.games, 1);
        assert_string_equal(text(&m, s), "root (X) 1, root (O) 0");
        /* the next game: sides swapped, the win goes with its player */
        session_match_move(&m, "xo", "ox", 2);
        struct session *next = quixo("", "root", "root");
        assert_string_equal(text(&m, next), "root (X) 0, root (O) 1");
        x_wins(next);
        session_match_count(&m, next);
        assert_int_equal(m.games, 2);
        assert_string_equal(text(&m, next), "root (X) 1, root (O) 1");
        session_free(s);
        session_free(next);
}

static void different_names_are_enough(void **state)
{
        (void)state;
        struct session_match m = {0};
        struct session *s = quixo("", "Ana", "Ben");
        x_wins(s);
        session_match_count(&m, s);
        assert_string_equal(text(&m, s), "Ana 1, Ben 0");
        session_match_move(&m, "xo", "ox", 2);
        struct session *next = quixo("", "Ben", "Ana");
        assert_string_equal(text(&m, next), "Ben 0, Ana 1");
        /* a seat without a name is its word */
        struct session *unnamed = quixo("", "", "Ana");
        assert_string_equal(text(&m, unnamed), "X 0, Ana 1");
        session_free(s);
        session_free(next);
        session_free(unnamed);
}

/* A team whose two players have one name is listed once (Q11: S and N
 * play X, E and W play O); one name on both teams gets the seat's word. */
static void a_team_of_one_name_counts_once(void **state)
{
        (void)state;
        struct session_match m = {0};
        struct session *s =
            sst_new(&tt_quixo_ops, "players=4", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        assert_int_equal(session_set_seat(s, 's', SESSION_HUMAN, 1, "ana"), 0);
        assert_int_equal(session_set_seat(s, 'n', SESSION_HUMAN, 1, "ana"), 0);
        assert_int_equal(session_set_seat(s, 'e', SESSION_HUMAN, 1, "ben"), 0);
        assert_int_equal(session_set_seat(s, 'w', SESSION_HUMAN, 1, "cem"), 0);
        session_match_set(&m, 's', 2);
        session_match_set(&m, 'n', 2);
        session_match_set(&m, 'e', 1);
        session_match_set(&m, 'w', 1);
        assert_string_equal(text(&m, s), "ana 2, ben 1, cem 1");
        assert_int_equal(session_set_seat(s, 'e', SESSION_HUMAN, 1, "ana"), 0);
        assert_string_equal(text(&m, s), "ana (South) 2, ana (East) 1, cem 1");
        session_free(s);
}

static void a_short_buffer_is_cut_and_the_length_said(void **state)
{
        (void)state;
        struct session_match m = {0};
        struct session *s = quixo("", "Ana", "Ben");
        char buf[6];
        assert_int_equal(session_match_text(&m, s, NULL, buf, sizeof buf),
                         strlen("Ana 0, Ben 0"));
        assert_string_equal(buf, "Ana 0");
        session_free(s);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(one_name_on_both_sides_is_told_apart),
            cmocka_unit_test(different_names_are_enough),
            cmocka_unit_test(a_team_of_one_name_counts_once),
            cmocka_unit_test(a_short_buffer_is_cut_and_the_length_said),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
