/* test_record_checks.c: records that describe impossible games are refused
 * with the line at fault (src/record/record.c): a clock too large to add
 * to, a loss on time without a clock or by the side not to move, a side's
 * time given twice or above its clock, a start state of another number of
 * players than the options, and a Quixo board no game reaches. Each record
 * is also in the fuzz corpus (tests/fuzz/corpus/record/). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "record/record.h"

#include <stdio.h>
#include <string.h>

#define HEAD                                                                             \
        "tabletop-record 1\ngame quixo\noptions players=2 first=x repetition=on\nseed "  \
        "1\n"
#define SEATS "undo on\ndate today\nseat x human 1\nseat o human 1\n"
#define EMPTY4 "...../...../...../....."

/* The record must be refused, the reason starting with "line N: " and
 * holding `words`. */
static void refused(const char *text, int line, const char *words)
{
        char why[512] = "", expect[32];
        struct session *s = record_parse(text, strlen(text), 0, why, sizeof why);
        if (s != NULL) {
                session_free(s);
                fail_msg("accepted; expected line %d: %s", line, words);
        }
        snprintf(expect, sizeof expect, "line %d: ", line);
        if (strncmp(why, expect, strlen(expect)) != 0 || strstr(why, words) == NULL)
                fail_msg("reason '%s', expected '%s...%s'", why, expect, words);
}

/* The good records the cases are made from load. */
static void the_records_they_come_from_load(void **state)
{
        (void)state;
        static const char *const good[] = {
            HEAD "clock game 60000 0\n" SEATS "time x 59000\ntime o 58000\n"
                 "action c1-c5\naction a1-a5\n"
                 "state quixo players=2 turn=x ply=2 board=o.x../" EMPTY4
                 "\nresult none\n",
            HEAD
            "clock game 60000 0\n" SEATS "action c1-c5\nend time o\n"
            "state quixo players=2 turn=o ply=1 board=..x../...../...../...../.....\n"
            "result win x\n",
            HEAD
            "clock none\n" SEATS "start quixo players=2 turn=x ply=0 board="
            "xxxx./...../...../...../.....\naction e1-e5\n"
            "state quixo players=2 turn=o ply=1 board=xxxxx/...../...../...../.....\n"
            "result win x\n",
        };
        for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
                char why[512] = "";
                struct session *s =
                    record_parse(good[i], strlen(good[i]), 0, why, sizeof why);
                if (s == NULL)
                        fail_msg("good record %zu refused: %s", i, why);
                session_free(s);
        }
}

/* 4611686018427387903 ms: the clock overflowed when increments were added
 * (UBSan aborted; a normal build showed a loss on time in a game marked
 * "result none"). A clock is at most 7 days. */
static void a_clock_of_centuries_is_refused(void **state)
{
        (void)state;
        refused(HEAD "clock game 4611686018427387903 4611686018427387903\n" SEATS
                     "action c1-c5\naction a1-a5\n"
                     "state quixo players=2 turn=x ply=2 board=o.x../" EMPTY4
                     "\nresult none\n",
                5, "bad clock");
        refused(HEAD "clock game 60000 0\n" SEATS "time x 4611686018427387903\n"
                     "action c1-c5\n"
                     "state quixo players=2 turn=o ply=1 board=..x../" EMPTY4
                     "\nresult none\n",
                10, "bad time line");
}

static void a_loss_on_time_without_a_clock_is_refused(void **state)
{
        (void)state;
        refused(HEAD "clock none\n" SEATS "action c1-c5\nend time o\n"
                     "state quixo players=2 turn=o ply=1 board=..x../" EMPTY4 "\n"
                     "result win x\n",
                11, "without a clock");
}

static void a_loss_on_time_by_the_side_not_to_move_is_refused(void **state)
{
        (void)state;
        refused(HEAD "clock game 60000 0\n" SEATS "action c1-c5\nend time x\n"
                     "state quixo players=2 turn=o ply=1 board=..x../" EMPTY4 "\n"
                     "result win o\n",
                11, "'o' was to move");
}

static void a_side_timed_twice_is_refused(void **state)
{
        (void)state;
        refused(HEAD "clock game 60000 0\n" SEATS "time x 59000\ntime x 58000\n"
                     "action c1-c5\n"
                     "state quixo players=2 turn=o ply=1 board=..x../" EMPTY4
                     "\nresult none\n",
                11, "time for 'x' given twice");
}

static void a_time_above_the_clock_is_refused(void **state)
{
        (void)state;
        refused(HEAD "clock game 60000 0\n" SEATS "time x 70000\ntime o 60000\n"
                     "action c1-c5\n"
                     "state quixo players=2 turn=o ply=1 board=..x../" EMPTY4
                     "\nresult none\n",
                10, "more than the clock");
}

static void a_start_of_four_players_under_two_player_options_is_refused(void **state)
{
        (void)state;
        refused(HEAD
                "clock none\n" SEATS
                "start quixo players=4 order=cw turn=s ply=0 board=........../........../"
                "........../........../..........\n"
                "state quixo players=4 order=cw turn=s ply=0 board=........../........../"
                "........../........../..........\n"
                "result none\n",
                10, "4 seats, the options 2");
}

/* 25 X: every row and column a line, which no single move makes from a
 * board without a line (Q6, Q7, Q10), whatever the ply. */
static void a_board_no_game_reaches_is_refused(void **state)
{
        (void)state;
        refused(HEAD
                "clock none\n" SEATS
                "start quixo players=2 turn=o ply=0 board=xxxxx/xxxxx/xxxxx/xxxxx/xxxxx\n"
                "state quixo players=2 turn=o ply=0 board=xxxxx/xxxxx/xxxxx/xxxxx/xxxxx\n"
                "result win x\n",
                10, "cannot come from a game");
        /* a frame of X, two rows and two columns: a push changes one row
         * or one column, so a line of it was there before the move */
        refused(
            HEAD
            "clock none\n" SEATS
            "start quixo players=2 turn=o ply=20 board=xxxxx/x...x/x...x/x...x/xxxxx\n"
            "state quixo players=2 turn=o ply=20 board=xxxxx/x...x/x...x/x...x/xxxxx\n"
            "result win x\n",
            10, "(Q6, Q7, Q10)");
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(the_records_they_come_from_load),
            cmocka_unit_test(a_clock_of_centuries_is_refused),
            cmocka_unit_test(a_loss_on_time_without_a_clock_is_refused),
            cmocka_unit_test(a_loss_on_time_by_the_side_not_to_move_is_refused),
            cmocka_unit_test(a_side_timed_twice_is_refused),
            cmocka_unit_test(a_time_above_the_clock_is_refused),
            cmocka_unit_test(a_start_of_four_players_under_two_player_options_is_refused),
            cmocka_unit_test(a_board_no_game_reaches_is_refused),
        };
        return cmocka_run_group_tests_name("record_checks", tests, NULL, NULL);
}
