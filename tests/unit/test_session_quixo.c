/* test_session_quixo.c: the game session (src/session) driving Quixo:
 * history with undo and redo, repetition (Q21), clocks with a fake clock
 * (Q20), resignation, draws, seats and the change hook. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "session_test.h"

/* A Quixo session; the seed plays no part in Quixo. */
static struct session *start(const char *options, enum session_clock_mode mode,
                             int64_t limit, int64_t increment, int64_t now)
{
        return sst_new(&tt_quixo_ops, options, 1, mode, limit, increment, now);
}

static void assert_result(const struct session *s, const char *text, enum session_end end)
{
        struct session_result r;
        session_result(s, &r);
        assert_string_equal(r.text, text);
        assert_int_equal(r.end, end);
}

static void new_game_has_start_state_and_44_moves(void **state)
{
        (void)state;
        struct session *s = start("", SESSION_CLOCK_NONE, 0, 0, 0);
        assert_state(s,
                     "quixo players=2 turn=x ply=0 board=...../...../...../...../.....");
        assert_string_equal(session_options(s), "players=2 first=x repetition=on");
        struct tt_actions list;
        assert_int_equal(session_legal_actions(s, &list), 0);
        assert_int_equal(list.count, 44); /* Q7 */
        for (size_t i = 1; i < list.count; i++)
                assert_true(strcmp(list.items[i - 1], list.items[i]) < 0);
        tt_actions_free(&list);
        assert_int_equal(session_seat_count(s), 2);
        assert_int_equal(session_turn(s), 'x');
        session_free(s);
}

static void bad_options_are_refused_with_reason(void **state)
{
        (void)state;
        struct session_settings set;
        session_settings_default(&set);
        snprintf(set.options, sizeof set.options, "players=3");
        char why[TT_REASON_MAX] = "";
        assert_null(session_new(&tt_quixo_ops, &set, 0, why, sizeof why));
        assert_string_equal(why, "players must be 2 or 4");
}

static void illegal_play_changes_nothing(void **state)
{
        (void)state;
        struct session *s = start("", SESSION_CLOCK_NONE, 0, 0, 0);
        play_ok(s, "c1-c5", 0);
        char why[TT_REASON_MAX] = "";
        assert_int_equal(session_play(s, "c5-c1", 0, why, sizeof why), -1);
        tt_reason_plain(why, sizeof why);
        assert_string_equal(why, "c5 shows the opponent's mark (Q5)");
        assert_state(s,
                     "quixo players=2 turn=o ply=1 board=..x../...../...../...../.....");
        assert_int_equal(session_ply_count(s), 1);
        session_free(s);
}

static void undo_redo_and_new_action_clears_redo(void **state)
{
        (void)state;
        struct session *s = start("", SESSION_CLOCK_NONE, 0, 0, 0);
        char why[TT_REASON_MAX];
        assert_int_equal(session_undo(s, 0, why, sizeof why), -1);
        play_ok(s, "c1-c5", 0);
        play_ok(s, "a1-a5", 0);
        assert_int_equal(session_undo(s, 0, why, sizeof why), 0);
        assert_int_equal(session_undo(s, 0, why, sizeof why), 0);
        assert_state(s,
                     "quixo players=2 turn=x ply=0 board=...../...../...../...../.....");
        assert_int_equal(session_redo_count(s), 2);
        char next[TT_ACTION_MAX];
        assert_true(session_redo_next(s, next, sizeof next));
        assert_string_equal(next, "c1-c5");
        assert_int_equal(session_redo(s, 0, why, sizeof why), 0);
        assert_state(s,
                     "quixo players=2 turn=o ply=1 board=..x../...../...../...../.....");
        play_ok(s, "e1-a1", 0); /* a new action: the redo list is gone */
        assert_int_equal(session_redo_count(s), 0);
        assert_int_equal(session_redo(s, 0, why, sizeof why), -1);
        assert_string_equal(session_action_at(s, 2), "e1-a1");
        session_free(s);
}

static void undo_can_be_forbidden(void **state)
{
        (void)state;
        struct session_settings set;
        session_settings_default(&set);
        set.undo_allowed = false;
        struct session *s = session_new(&tt_quixo_ops, &set, 0, NULL, 0);
        assert_non_null(s);
        play_ok(s, "c1-c5", 0);
        char why[TT_REASON_MAX];
        assert_int_equal(session_undo(s, 0, why, sizeof why), -1);
        assert_string_equal(why, "undo is not allowed in this game");
        session_free(s);
}

/* x shuffles a5<->a1, o shuffles e5<->e1: the start comes back every 4 moves. */
static void shuffle(struct session *s, int rounds)
{
        for (int i = 0; i < rounds; i++) {
                play_ok(s, "a5-a1", 0);
                play_ok(s, "e5-e1", 0);
                play_ok(s, "a1-a5", 0);
                play_ok(s, "e1-e5", 0);
        }
}

static void q21_third_repetition_draws(void **state)
{
        (void)state;
        struct session *s = start("", SESSION_CLOCK_NONE, 0, 0, 0);
        char why[TT_REASON_MAX];
        assert_int_equal(session_set_state(s,
                                           "quixo players=2 turn=x ply=2 "
                                           "board=x...o/...../...../...../.....",
                                           0, why, sizeof why),
                         0);
        shuffle(s, 1);
        assert_result(s, "none", SESSION_END_NONE);
        shuffle(s, 1);
        assert_result(s, "draw", SESSION_END_REPETITION);
        assert_int_equal(session_play(s, "a5-a1", 0, why, sizeof why), -1);
        struct tt_actions list;
        session_legal_actions(s, &list);
        assert_int_equal(list.count, 0);
        session_undo(s, 0, why, sizeof why);
        assert_result(s, "none", SESSION_END_NONE);
        session_free(s);
}

static void q21_repetition_off_plays_on(void **state)
{
        (void)state;
        struct session *s = start("repetition=off", SESSION_CLOCK_NONE, 0, 0, 0);
        assert_int_equal(session_set_state(s,
                                           "quixo players=2 turn=x ply=2 "
                                           "board=x...o/...../...../...../.....",
                                           0, NULL, 0),
                         0);
        shuffle(s, 3);
        assert_result(s, "none", SESSION_END_NONE);
        session_free(s);
}

static void q10_line_ends_the_game(void **state)
{
        (void)state;
        struct session *s = start("", SESSION_CLOCK_NONE, 0, 0, 0);
        assert_int_equal(session_set_state(s,
                                           "quixo players=2 turn=x ply=8 "
                                           "board=xxxx./...../...../...../.....",
                                           0, NULL, 0),
                         0);
        play_ok(s, "e5-a5", 0);
        assert_result(s, "win x", SESSION_END_RULES);
        assert_true(session_over(s));
        session_free(s);
}

static void q20_game_clock_flag_falls(void **state)
{
        (void)state;
        /* 10 s each, 2 s increment; the fake clock starts at 1000. */
        struct session *s = start("", SESSION_CLOCK_GAME, 10000, 2000, 1000);
        assert_int_equal(session_time_left(s, 'x', 1000), 10000);
        play_ok(s, "c1-c5", 4000); /* x used 3 s, gets 2 s back */
        assert_int_equal(session_time_left(s, 'x', 4000), 9000);
        assert_int_equal(session_time_left(s, 'o', 4000), 10000);
        assert_int_equal(session_time_left(s, 'o', 9000), 5000); /* o's clock runs */
        assert_false(session_tick(s, 13999));
        assert_true(session_tick(s, 14000)); /* o's 10 s are gone */
        assert_result(s, "win x", SESSION_END_TIME);
        char why[TT_REASON_MAX];
        assert_int_equal(session_play(s, "a1-a5", 14001, why, sizeof why), -1);
        assert_int_equal(session_undo(s, 14001, why, sizeof why), -1);
        session_free(s);
}

/* Q20: undo takes back the increment its move earned, redo gives it
 * again: taking moves back and forth never earns time. */
static void q20_undo_takes_back_the_increment(void **state)
{
        (void)state;
        char why[TT_REASON_MAX];
        struct session *s = start("", SESSION_CLOCK_GAME, 10000, 2000, 1000);
        play_ok(s, "c1-c5", 4000); /* x used 3 s, gets 2 s back */
        assert_int_equal(session_time_left(s, 'x', 4000), 9000);
        assert_int_equal(session_undo(s, 4000, why, sizeof why), 0);
        assert_int_equal(session_time_left(s, 'x', INT64_MIN), 7000);
        assert_int_equal(session_redo(s, 4000, why, sizeof why), 0);
        assert_int_equal(session_time_left(s, 'x', INT64_MIN), 9000);
        for (int i = 0; i < 5; i++) {
                assert_int_equal(session_undo(s, 4000, why, sizeof why), 0);
                play_ok(s, "c1-c5", 4000);
        }
        assert_int_equal(session_time_left(s, 'x', INT64_MIN), 9000);
        session_free(s);
}

static void q20_play_after_the_flag_is_refused(void **state)
{
        (void)state;
        struct session *s = start("", SESSION_CLOCK_GAME, 5000, 0, 0);
        char why[TT_REASON_MAX];
        assert_int_equal(session_play(s, "c1-c5", 5000, why, sizeof why), -1);
        assert_string_equal(why, "time is up (Q20)");
        assert_result(s, "win o", SESSION_END_TIME);
        assert_int_equal(session_ply_count(s), 0);
        session_free(s);
}

static void q20_per_move_limit(void **state)
{
        (void)state;
        struct session *s = start("", SESSION_CLOCK_PER_MOVE, 3000, 0, 0);
        play_ok(s, "c1-c5", 2999);
        assert_int_equal(session_time_left(s, 'o', 2999), 3000);
        assert_int_equal(session_time_left(s, 'o', 4000), 1999);
        play_ok(s, "a1-a5", 5000); /* o took 2001 ms */
        assert_false(session_tick(s, 7999));
        assert_true(session_tick(s, 8000));
        assert_result(s, "win o", SESSION_END_TIME);
        session_free(s);
}

static void clock_resume_does_not_charge_the_pause(void **state)
{
        (void)state;
        struct session *s = start("", SESSION_CLOCK_GAME, 10000, 0, 0);
        session_tick(s, 1000);
        session_clock_resume(s, 500000); /* e.g. after loading */
        assert_false(session_tick(s, 501000));
        assert_int_equal(session_time_left(s, 'x', 501000), 8000);
        session_free(s);
}

static void q20_four_players_lose_as_a_team(void **state)
{
        (void)state;
        struct session *s = start("players=4", SESSION_CLOCK_GAME, 1000, 0, 0);
        assert_int_equal(session_seat_count(s), 4);
        play_ok(s, "a1-a5/N", 100); /* S (team x); W to move, team o */
        assert_int_equal(session_turn(s), 'w');
        assert_true(session_tick(s, 1100));
        assert_result(s, "win x", SESSION_END_TIME);
        struct session_result r;
        session_result(s, &r);
        assert_int_equal(r.loser, 'o');
        session_free(s);
}

static void resign_and_draw_by_agreement(void **state)
{
        (void)state;
        struct session *s = start("", SESSION_CLOCK_NONE, 0, 0, 0);
        char why[TT_REASON_MAX];
        assert_int_equal(session_resign(s, 'q', 0, why, sizeof why), -1);
        assert_int_equal(session_resign(s, 'x', 0, why, sizeof why), 0);
        assert_result(s, "win o", SESSION_END_RESIGN);
        assert_int_equal(session_agree_draw(s, 0, why, sizeof why), -1);
        session_free(s);

        s = start("players=4", SESSION_CLOCK_NONE, 0, 0, 0);
        assert_int_equal(session_resign(s, 'o', 0, why, sizeof why), 0);
        assert_result(s, "win x", SESSION_END_RESIGN);
        session_free(s);

        s = start("", SESSION_CLOCK_NONE, 0, 0, 0);
        play_ok(s, "c1-c5", 0);
        assert_int_equal(session_agree_draw(s, 0, why, sizeof why), 0);
        assert_result(s, "draw", SESSION_END_AGREEMENT);
        /* Browsing back hides the ending; a new action there drops it. */
        assert_int_equal(session_seek(s, 0), 0);
        assert_result(s, "none", SESSION_END_NONE);
        play_ok(s, "a1-a5", 0);
        assert_result(s, "none", SESSION_END_NONE);
        session_free(s);
}

static void seats_names_and_controllers(void **state)
{
        (void)state;
        struct session *s = start("", SESSION_CLOCK_NONE, 0, 0, 0);
        assert_int_equal(session_set_seat(s, 'o', SESSION_COMPUTER, 3, "Deep Cube"), 0);
        const struct session_seat *seat = session_seat(s, 'o');
        assert_non_null(seat);
        assert_int_equal(seat->kind, SESSION_COMPUTER);
        assert_int_equal(seat->level, 3);
        assert_string_equal(seat->name, "Deep Cube");
        assert_int_equal(session_set_seat(s, 's', SESSION_HUMAN, 1, "x"), -1);
        assert_int_equal(session_set_seat(s, 'x', SESSION_HUMAN, 1, "bad\nname"), -1);
        assert_null(session_seat(s, 'n'));
        session_free(s);
}

static void on_change_counts(struct session *s, void *ctx)
{
        (void)s;
        (*(int *)ctx)++;
}

static void change_hook_runs_after_every_change(void **state)
{
        (void)state;
        struct session *s = start("", SESSION_CLOCK_NONE, 0, 0, 0);
        int calls = 0;
        session_set_on_change(s, on_change_counts, &calls);
        play_ok(s, "c1-c5", 0);
        session_undo(s, 0, NULL, 0);
        session_redo(s, 0, NULL, 0);
        assert_int_equal(session_play(s, "c5-c1", 0, NULL, 0), -1); /* no change */
        session_resign(s, 'o', 0, NULL, 0);
        assert_int_equal(calls, 4);
        session_free(s);
}

static void computer_choice_is_legal_and_seeded(void **state)
{
        (void)state;
        struct session *a = start("players=4", SESSION_CLOCK_NONE, 0, 0, 0);
        for (int i = 0; i < 30 && !session_over(a); i++) {
                char action[TT_ACTION_MAX];
                assert_int_equal(session_choose(a, 1, 5, action, sizeof action), 0);
                struct tt_actions list;
                session_legal_actions(a, &list);
                assert_true(tt_actions_contains(&list, action));
                tt_actions_free(&list);
                play_ok(a, action, 0);
        }
        session_free(a);
}

/* What the computer was given (Q21): a spy in place of Quixo's choose. */
static struct {
        unsigned char pos[64], history[8][64];
        size_t history_len;
        bool repetition;
        int level;
} seen;

static int spy_choose(const struct tt_choice *c, tt_rng *rng, char *out, size_t size)
{
        memcpy(seen.pos, c->pos, tt_quixo_ops.pos_size);
        seen.history_len = c->history_len;
        for (size_t i = 0; i < c->history_len && i < 8; i++)
                memcpy(seen.history[i],
                       (const unsigned char *)c->history + i * tt_quixo_ops.pos_size,
                       tt_quixo_ops.pos_size);
        seen.repetition = c->repetition;
        seen.level = c->level;
        return tt_quixo_ops.choose(c, rng, out, size);
}

static void q21_the_computer_is_given_the_earlier_positions(void **state)
{
        (void)state;
        assert_true(tt_quixo_ops.pos_size <= sizeof seen.pos);
        struct tt_game_ops spy = tt_quixo_ops;
        spy.choose = spy_choose;
        for (int on = 0; on < 2; on++) {
                struct session_settings set;
                session_settings_default(&set);
                snprintf(set.options, sizeof set.options, "repetition=%s",
                         on ? "on" : "off");
                struct session *s = session_new(&spy, &set, 0, NULL, 0);
                assert_non_null(s);
                unsigned char before[3][64];
                static const char *const moves[3] = {"c1-c5", "a1-a5", "e1-a1"};
                for (int i = 0; i < 3; i++) {
                        memcpy(before[i], session_position(s), tt_quixo_ops.pos_size);
                        play_ok(s, moves[i], 0);
                }
                char action[TT_ACTION_MAX];
                assert_int_equal(session_choose(s, 2, 5, action, sizeof action), 0);
                assert_int_equal(seen.history_len, 3);
                for (int i = 0; i < 3; i++)
                        assert_memory_equal(seen.history[i], before[i],
                                            tt_quixo_ops.pos_size);
                assert_memory_equal(seen.pos, session_position(s), tt_quixo_ops.pos_size);
                assert_int_equal(seen.repetition, on);
                assert_int_equal(seen.level, 2);
                /* after an undo the taken-back position is no longer history */
                assert_int_equal(session_undo(s, 0, NULL, 0), 0);
                assert_int_equal(session_choose(s, 2, 5, action, sizeof action), 0);
                assert_int_equal(seen.history_len, 2);
                session_free(s);
        }
}

static void set_state_refuses_bad_strings_and_keeps_the_game(void **state)
{
        (void)state;
        struct session *s = start("", SESSION_CLOCK_NONE, 0, 0, 0);
        play_ok(s, "c1-c5", 0);
        char why[TT_REASON_MAX] = "";
        assert_int_equal(
            session_set_state(s, "quixo players=2 turn=q", 0, why, sizeof why), -1);
        assert_true(strlen(why) > 0);
        assert_int_equal(session_ply_count(s), 1);
        assert_int_equal(session_set_state(s,
                                           "quixo players=4 order=ccw turn=n ply=5 "
                                           "board=xs......../oe......ow/........../"
                                           "........../xn........",
                                           0, why, sizeof why),
                         0);
        assert_int_equal(session_ply_count(s), 0);
        assert_int_equal(session_seat_count(s), 4);
        assert_int_equal(session_turn(s), 'n');
        session_free(s);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(new_game_has_start_state_and_44_moves),
            cmocka_unit_test(bad_options_are_refused_with_reason),
            cmocka_unit_test(illegal_play_changes_nothing),
            cmocka_unit_test(undo_redo_and_new_action_clears_redo),
            cmocka_unit_test(undo_can_be_forbidden),
            cmocka_unit_test(q21_third_repetition_draws),
            cmocka_unit_test(q21_repetition_off_plays_on),
            cmocka_unit_test(q10_line_ends_the_game),
            cmocka_unit_test(q20_game_clock_flag_falls),
            cmocka_unit_test(q20_undo_takes_back_the_increment),
            cmocka_unit_test(q20_play_after_the_flag_is_refused),
            cmocka_unit_test(q20_per_move_limit),
            cmocka_unit_test(clock_resume_does_not_charge_the_pause),
            cmocka_unit_test(q20_four_players_lose_as_a_team),
            cmocka_unit_test(resign_and_draw_by_agreement),
            cmocka_unit_test(seats_names_and_controllers),
            cmocka_unit_test(change_hook_runs_after_every_change),
            cmocka_unit_test(computer_choice_is_legal_and_seeded),
            cmocka_unit_test(q21_the_computer_is_given_the_earlier_positions),
            cmocka_unit_test(set_state_refuses_bad_strings_and_keeps_the_game),
        };
        return cmocka_run_group_tests_name("session_quixo", tests, NULL, NULL);
}
