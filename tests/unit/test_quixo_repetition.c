/* test_quixo_repetition.c: Q21 threefold repetition. The rules library
 * gives the identity of a position (board, dots and player to move; not the
 * ply: quixo_pos_same, quixo_pos_hash, the key of tt_quixo_ops); the session
 * keeps the one history and counts the occurrences. Also: a line is judged
 * before a repetition, and Q19 advice is no part of the rules' state. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "quixo_test.h"
#include "session_test.h"

/* X and O each shuttle a cube along their own row: four moves bring the
 * board back, with X to move again. */
#define CYCLE_START "quixo players=2 turn=x ply=10 board=o..../...../...../...../x...."
static const char *const cycle[4] = {"a1-e1", "a5-e5", "e1-a1", "e5-a5"};

/* Every seat shuttles its own cube along its own row and back. */
#define ROUND4                                                                           \
        "quixo players=4 order=cw turn=s ply=8 board=ow......../........../xn......../"  \
        "oe......../xs........"
static const char *const rounds[8] = {"a1-e1/S", "a5-e5/W", "a3-e3/N", "a2-e2/E",
                                      "e1-a1/S", "e5-a5/W", "e3-a3/N", "e2-a2/E"};

static void play(quixo_pos *p, const char *text)
{
        quixo_make(p, qt_move(p, text));
}

/* The session's repetition key of a position (tt_quixo_ops). */
static void key_of(const quixo_pos *p, char *buf, size_t size)
{
        tt_quixo_ops.repetition_key(p, buf, size);
}

/* Whether a and b are the same position for Q21, by every means the
 * program has: the library identity and hash, and the session's key. */
static bool same(const quixo_pos *a, const quixo_pos *b)
{
        char ka[TT_STATE_MAX], kb[TT_STATE_MAX];
        bool lib = quixo_pos_same(a, b);
        key_of(a, ka, sizeof ka);
        key_of(b, kb, sizeof kb);
        assert_int_equal(lib, strcmp(ka, kb) == 0);
        if (lib)
                assert_true(quixo_pos_hash(a) == quixo_pos_hash(b));
        return lib;
}

static void q21_the_ply_is_no_part_of_the_position(void **state)
{
        (void)state;
        quixo_pos start = qt_pos(CYCLE_START), p = start;
        for (int i = 0; i < 4; i++) {
                play(&p, cycle[i]);
                assert_int_equal(same(&p, &start), i == 3);
        }
        assert_int_equal(p.ply, start.ply + 4);
}

static void q21_player_to_move_is_part_of_the_position(void **state)
{
        (void)state;
        quixo_pos x = qt_pos(CYCLE_START);
        quixo_pos o = qt_pos("quixo players=2 turn=o ply=10 board=o..../...../...../"
                             "...../x....");
        assert_false(same(&x, &o));
}

static void q21_four_player_dots_are_part_of_the_position(void **state)
{
        (void)state;
        quixo_pos start = qt_pos(ROUND4), p = start, q = start;
        for (int i = 0; i < 8; i++)
                play(&p, rounds[i]);
        assert_true(same(&p, &start));
        /* the same shuttles, but South turns its dot to North on the way
         * back: the board shows the same marks, yet it is another position */
        for (int i = 0; i < 8; i++)
                play(&q, i == 4 ? "e1-a1/N" : rounds[i]);
        assert_int_equal(q.mark[QUIXO_X], start.mark[QUIXO_X]);
        assert_int_equal(q.mark[QUIXO_O], start.mark[QUIXO_O]);
        assert_false(same(&q, &start));
}

static void expect_result(struct session *s, const char *text, enum session_end end)
{
        struct session_result r;
        session_result(s, &r);
        assert_string_equal(r.text, text);
        assert_int_equal(r.end, end);
}

static void q21_third_occurrence_draws_with_four_players(void **state)
{
        (void)state;
        char why[TT_REASON_MAX];
        struct session *s =
            sst_new(&tt_quixo_ops, "players=4", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        assert_int_equal(session_set_state(s, ROUND4, 0, why, sizeof why), 0);
        for (int i = 0; i < 15; i++) {
                play_ok(s, rounds[i % 8], 0);
                expect_result(s, "none", SESSION_END_NONE);
        }
        play_ok(s, rounds[7], 0);
        expect_result(s, "draw", SESSION_END_REPETITION);
        /* with South's dot turned to North on the way back, the round ends
         * on another position: no repetition */
        assert_int_equal(session_set_state(s, ROUND4, 0, why, sizeof why), 0);
        for (int i = 0; i < 8; i++)
                play_ok(s, i == 4 ? "e1-a1/N" : rounds[i], 0);
        expect_result(s, "none", SESSION_END_NONE);
        session_free(s);
}

static void q21_line_is_judged_before_repetition(void **state)
{
        (void)state;
        char why[TT_REASON_MAX];
        struct session *s = sst_new(&tt_quixo_ops, "", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        assert_int_equal(session_set_state(s,
                                           "quixo players=2 turn=x ply=20 "
                                           "board=.xxxx/...../...../...../.....",
                                           0, why, sizeof why),
                         0);
        play_ok(s, "a1-a5", 0);
        expect_result(s, "win x", SESSION_END_RULES);
        session_free(s);
}

static void q19_advice_is_not_part_of_the_rules_state(void **state)
{
        (void)state;
        /* Q19 is a setting of the front end: the rules' state string of a
         * four-player game carries exactly players, order, turn, ply, board */
        quixo_options o;
        quixo_pos p;
        char why[QUIXO_REASON_MAX], s[QUIXO_STATE_MAX];
        quixo_options_default(&o, 4);
        assert_int_equal(quixo_pos_init(&p, &o, why, sizeof why), QUIXO_OK);
        quixo_state_format(&p, s, sizeof s);
        const char *fields[] = {"quixo", "players=", "order=", "turn=", "ply=", "board="};
        char *save = NULL, *tok = strtok_r(s, " ", &save);
        for (int i = 0; i < 6; i++) {
                assert_non_null(tok);
                assert_memory_equal(tok, fields[i], strlen(fields[i]));
                tok = strtok_r(NULL, " ", &save);
        }
        assert_null(tok);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(q21_the_ply_is_no_part_of_the_position),
            cmocka_unit_test(q21_player_to_move_is_part_of_the_position),
            cmocka_unit_test(q21_four_player_dots_are_part_of_the_position),
            cmocka_unit_test(q21_third_occurrence_draws_with_four_players),
            cmocka_unit_test(q21_line_is_judged_before_repetition),
            cmocka_unit_test(q19_advice_is_not_part_of_the_rules_state),
        };
        return cmocka_run_group_tests_name("quixo repetition", tests, NULL, NULL);
}
