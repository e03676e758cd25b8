/* test_session_thaayam.c: the game session (src/session) driving Thaayam:
 * seeded throws recorded with their scores (T4, T5), undo limited to the
 * current move phase, clocks counting whole turns (Q20 applied to
 * Thaayam), the winner when a player resigns or runs out of time. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "session_test.h"

#include <string.h>

static struct session *start(const char *options, uint64_t seed,
                             enum session_clock_mode mode, int64_t limit,
                             int64_t increment)
{
        return sst_new(&tt_thaayam_ops, options, seed, mode, limit, increment, 0);
}

static void t6_throw_off_and_t4_throws_follow_the_seed(void **state)
{
        (void)state;
        for (uint64_t seed = 1; seed <= 20; seed++) {
                struct session *a = start("players=4", seed, SESSION_CLOCK_NONE, 0, 0);
                struct session *b = start("players=4", seed, SESSION_CLOCK_NONE, 0, 0);
                assert_string_equal(session_options(a), session_options(b));
                assert_int_equal(session_turn(a), session_turn(b));
                for (int i = 0; i < 10; i++) {
                        char sa[TT_STATE_MAX], sb[TT_STATE_MAX];
                        session_state(a, sa, sizeof sa);
                        session_state(b, sb, sizeof sb);
                        assert_string_equal(sa, sb);
                        char act[TT_ACTION_MAX];
                        if (session_choose(a, 1, 0, act, sizeof act) != 0)
                                break;
                        play_ok(a, act, 0);
                        play_ok(b, act, 0);
                }
                session_free(a);
                session_free(b);
        }
}

static void t5_a_plain_throw_is_recorded_with_its_score(void **state)
{
        (void)state;
        struct session *s = start("first=s", 5, SESSION_CLOCK_NONE, 0, 0);
        play_ok(s, "throw", 0);
        const char *a = session_action_at(s, 1);
        assert_non_null(a);
        assert_int_equal(strncmp(a, "throw ", 6), 0);
        assert_non_null(strchr("12348", a[6]));
        assert_int_equal(a[7], '\0');
        session_free(s);
}

static void undo_takes_back_the_move_phase_but_never_a_throw(void **state)
{
        (void)state;
        struct session *s = start("first=s", 1, SESSION_CLOCK_NONE, 0, 0);
        char why[TT_REASON_MAX];
        play_ok(s, "throw 1", 0);
        assert_int_equal(session_undo(s, 0, why, sizeof why), -1);
        assert_string_equal(why, "a throw cannot be taken back");
        play_ok(s, "throw 3", 0);
        play_ok(s, "enter2", 0);
        play_ok(s, "2+3", 0);
        assert_int_equal(session_undo(s, 0, why, sizeof why), 0);
        assert_int_equal(session_undo(s, 0, why, sizeof why), 0);
        assert_int_equal(session_undo(s, 0, why, sizeof why), -1);
        assert_state(
            s, "thaayam players=2 capture=split turn=s phase=move scores=1,3 extra=0 "
               "s=-,-,-,- n=-,-,-,-");
        assert_int_equal(session_redo(s, 0, why, sizeof why), 0);
        assert_state(s,
                     "thaayam players=2 capture=split turn=s phase=move scores=3 extra=0 "
                     "s=-,0,-,- n=-,-,-,-");
        session_free(s);
}

/* T4: the scores of physical dice are typed by the players; the option
 * is kept in the canonical options (and so in records), and a mistyped
 * score may be taken back. */
static void t4_physical_dice_throws_may_be_corrected(void **state)
{
        (void)state;
        struct session *s = start("first=s dice=physical", 1, SESSION_CLOCK_NONE, 0, 0);
        char why[TT_REASON_MAX];
        assert_non_null(s);
        assert_non_null(strstr(session_options(s), "dice=physical"));
        play_ok(s, "throw 4", 0);
        assert_int_equal(session_undo(s, 0, why, sizeof why), 0);
        assert_int_equal(session_ply_count(s), 0);
        session_free(s);
        s = start("first=s dice=program", 1, SESSION_CLOCK_NONE, 0, 0);
        assert_non_null(s);
        assert_null(strstr(session_options(s), "dice="));
        session_free(s);
        struct session_settings set;
        session_settings_default(&set);
        snprintf(set.options, sizeof set.options, "first=s dice=loaded");
        assert_null(session_new(&tt_thaayam_ops, &set, 0, why, sizeof why));
        assert_string_equal(why, "dice must be program or physical (T4)");
}

static void a_throw_in_the_move_phase_says_why(void **state)
{
        (void)state;
        struct session *s = start("first=s", 1, SESSION_CLOCK_NONE, 0, 0);
        play_ok(s, "throw 2", 0);
        char why[TT_REASON_MAX] = "";
        assert_int_equal(session_play(s, "throw", 0, why, sizeof why), -1);
        assert_non_null(strstr(why, "T5"));
        assert_int_equal(session_ply_count(s), 1);
        session_free(s);
}

static void q20_clock_counts_whole_turns(void **state)
{
        (void)state;
        /* Game clock 60 s + 1 s per turn: throws do not end the turn. */
        struct session *s = start("first=s", 1, SESSION_CLOCK_GAME, 60000, 1000);
        play_ok(s, "throw 4", 1000);
        play_ok(s, "throw 1", 2000);
        assert_int_equal(session_time_left(s, 's', 2000), 58000);
        play_ok(s, "throw 2", 3000); /* the move phase starts: same turn */
        play_ok(s, "enter1", 4000);
        assert_int_equal(session_time_left(s, 's', 4000), 56000);
        play_ok(s, "1+2", 5000);
        play_ok(s, "done", 6000); /* the turn ends: +1 s */
        assert_int_equal(session_time_left(s, 's', 6000), 55000);
        assert_int_equal(session_turn(s), 'n');
        assert_int_equal(session_time_left(s, 'n', 6000), 60000);
        assert_true(session_tick(s, 66000));
        struct session_result r;
        session_result(s, &r);
        assert_string_equal(r.text, "win s");
        assert_int_equal(r.end, SESSION_END_TIME);
        session_free(s);
}

static void q20_per_move_limit_is_per_turn(void **state)
{
        (void)state;
        struct session *s = start("first=s", 1, SESSION_CLOCK_PER_MOVE, 5000, 0);
        play_ok(s, "throw 1", 2000);
        play_ok(s, "throw 3", 4000);
        assert_int_equal(session_time_left(s, 's', 4000), 1000); /* the turn goes on */
        assert_true(session_tick(s, 5000));
        struct session_result r;
        session_result(s, &r);
        assert_string_equal(r.text, "win n");
        session_free(s);
}

static void resigning_with_three_players_gives_the_game_to_the_furthest(void **state)
{
        (void)state;
        struct session *s = start("players=3 first=s", 1, SESSION_CLOCK_NONE, 0, 0);
        assert_int_equal(session_set_state(s,
                                           "thaayam players=3 capture=split turn=s "
                                           "phase=throw scores= extra=0 s=3,-,-,- "
                                           "e=5,-,-,- n=#,4,-,-",
                                           0, NULL, 0),
                         0);
        char why[TT_REASON_MAX];
        assert_int_equal(session_resign(s, 's', 0, why, sizeof why), 0);
        struct session_result r;
        session_result(s, &r);
        assert_string_equal(r.text, "win n"); /* a piece borne off counts most */
        assert_int_equal(r.loser, 's');
        session_free(s);
}

static void t22_bearing_off_the_last_piece_wins(void **state)
{
        (void)state;
        struct session *s = start("first=s", 1, SESSION_CLOCK_NONE, 0, 0);
        assert_int_equal(session_set_state(s,
                                           "thaayam players=2 capture=split turn=s "
                                           "phase=move scores=1 extra=0 s=24,#,#,# "
                                           "n=-,-,-,-",
                                           0, NULL, 0),
                         0);
        play_ok(s, "off1", 0);
        struct session_result r;
        session_result(s, &r);
        assert_string_equal(r.text, "win s");
        assert_int_equal(r.end, SESSION_END_RULES);
        struct tt_actions list;
        session_legal_actions(s, &list);
        assert_int_equal(list.count, 0);
        session_free(s);
}

static void four_seats_in_seat_order(void **state)
{
        (void)state;
        struct session *s = start("seats=wen first=n", 1, SESSION_CLOCK_NONE, 0, 0);
        assert_int_equal(session_seat_count(s), 3);
        assert_int_equal(session_seat_at(s, 0)->id, 'e');
        assert_int_equal(session_seat_at(s, 1)->id, 'n');
        assert_int_equal(session_seat_at(s, 2)->id, 'w');
        assert_string_equal(session_options(s),
                            "players=3 seats=enw capture=split first=n");
        session_free(s);
}

/* Secure dice (session_secure_dice): two sessions of the same seed throw
 * alike until keyed, then no longer follow the seed. */
static void secure_dice_do_not_follow_the_seed(void **state)
{
        (void)state;
        int same = 0;
        for (uint64_t seed = 1; seed <= 20; seed++) {
                struct session *a =
                    start("players=2 first=s", seed, SESSION_CLOCK_NONE, 0, 0);
                struct session *b =
                    start("players=2 first=s", seed, SESSION_CLOCK_NONE, 0, 0);
                char why[TT_REASON_MAX];
                assert_int_equal(session_secure_dice(b, why, sizeof why), 0);
                play_ok(a, "throw", 0);
                play_ok(b, "throw", 0);
                same += strcmp(session_action_at(a, 1), session_action_at(b, 1)) == 0;
                session_free(a);
                session_free(b);
        }
        /* a throw is the same by chance about one time in four */
        assert_true(same < 20);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(t6_throw_off_and_t4_throws_follow_the_seed),
            cmocka_unit_test(t5_a_plain_throw_is_recorded_with_its_score),
            cmocka_unit_test(undo_takes_back_the_move_phase_but_never_a_throw),
            cmocka_unit_test(t4_physical_dice_throws_may_be_corrected),
            cmocka_unit_test(a_throw_in_the_move_phase_says_why),
            cmocka_unit_test(q20_clock_counts_whole_turns),
            cmocka_unit_test(q20_per_move_limit_is_per_turn),
            cmocka_unit_test(resigning_with_three_players_gives_the_game_to_the_furthest),
            cmocka_unit_test(t22_bearing_off_the_last_piece_wins),
            cmocka_unit_test(four_seats_in_seat_order),
            cmocka_unit_test(secure_dice_do_not_follow_the_seed),
        };
        return cmocka_run_group_tests_name("session_thaayam", tests, NULL, NULL);
}
