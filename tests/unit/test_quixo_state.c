/* test_quixo_state.c: the Quixo state string both ways: round trips over
 * random two- and four-player games, and every refusal with the field at
 * fault (the position is left untouched). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "quixo_test.h"
#include "tt_rng.h"
#include "tt_text.h"

#define GOOD2 "quixo players=2 turn=x ply=0 board=...../...../...../...../....."
#define GOOD4                                                                            \
        "quixo players=4 order=cw turn=s ply=0 board=........../........../........../"  \
        "........../.........."

static void refused(const char *text, const char *reason)
{
        quixo_pos p =
            qt_pos("quixo players=2 turn=o ply=7 board=x..../...../..o../...../....x");
        quixo_pos before = p;
        char why[QUIXO_REASON_MAX] = "";
        assert_int_equal(quixo_state_parse(&p, text, why, sizeof why), QUIXO_E_STATE);
        tt_reason_plain(why, sizeof why);
        assert_string_equal(why, reason);
        assert_memory_equal(&p, &before, sizeof p);
}

static void round_trip(const quixo_pos *p)
{
        char a[QUIXO_STATE_MAX], b[QUIXO_STATE_MAX], why[QUIXO_REASON_MAX];
        quixo_pos q;
        size_t len = quixo_state_format(p, a, sizeof a);
        assert_int_equal(len, strlen(a));
        assert_true(len < QUIXO_STATE_MAX - 1);
        assert_int_equal(quixo_state_parse(&q, a, why, sizeof why), QUIXO_OK);
        assert_memory_equal(&q, p, sizeof q);
        quixo_state_format(&q, b, sizeof b);
        assert_string_equal(a, b);
}

static void state_round_trips_over_random_games(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 3);
        for (int game = 0; game < 60; game++) {
                const char *start = game % 3 == 0 ? GOOD2 : GOOD4;
                quixo_pos p = qt_pos(start);
                if (game % 3 == 2)
                        p.order = QUIXO_CCW;
                for (int ply = 0; ply < 120; ply++) {
                        quixo_move moves[QUIXO_MAX_MOVES];
                        round_trip(&p);
                        if (quixo_pos_result(&p).outcome != QUIXO_OUTCOME_NONE)
                                break;
                        int n = quixo_gen_moves(&p, moves);
                        quixo_make(&p, moves[tt_rng_below(&rng, (uint32_t)n)]);
                }
        }
        /* the largest ply */
        quixo_pos big = qt_pos("quixo players=4 order=ccw turn=w ply=4294967295 board="
                               "xsxnoeow../........../........../........../..........");
        assert_int_equal(big.ply, 4294967295u);
        round_trip(&big);
}

static void state_fields_mean_what_they_say(void **state)
{
        (void)state;
        quixo_pos p = qt_pos("quixo players=4 order=ccw turn=e ply=12 board="
                             "xs......ow/........../....oe..../........../xn........");
        assert_int_equal(p.players, 4);
        assert_int_equal(p.order, QUIXO_CCW);
        assert_int_equal(quixo_pos_seat_to_move(&p), QUIXO_E);
        assert_int_equal(p.ply, 12);
        assert_int_equal(quixo_pos_dot(&p, quixo_square_parse("a5")), QUIXO_S);
        assert_int_equal(quixo_pos_dot(&p, quixo_square_parse("e5")), QUIXO_W);
        assert_int_equal(quixo_pos_dot(&p, quixo_square_parse("c3")), QUIXO_E);
        assert_int_equal(quixo_pos_dot(&p, quixo_square_parse("a1")), QUIXO_N);
        assert_int_equal(quixo_pos_dot(&p, quixo_square_parse("b1")), QUIXO_SEAT_NONE);
        assert_int_equal(quixo_pos_cell(&p, quixo_square_parse("e5")), QUIXO_CELL_O);
}

static void state_format_is_cut_to_the_buffer(void **state)
{
        (void)state;
        quixo_pos p = qt_pos(GOOD2);
        char small[12];
        assert_int_equal(quixo_state_format(&p, small, sizeof small), 11);
        assert_string_equal(small, "quixo playe");
        assert_int_equal(quixo_state_format(&p, NULL, 0), 0);
}

static void state_refusals_name_the_field(void **state)
{
        (void)state;
        refused("", "state string: it starts with 'quixo ' followed by the fields");
        refused("thaayam players=2",
                "state string: it starts with 'quixo ' followed by the fields");
        refused(
            "quixo turn=x ply=0 board=...../...../...../...../.....",
            "state string: players= is missing (fields in order: players, [order,] turn, "
            "ply, board)");
        refused("quixo players=3 turn=x ply=0 board=...../...../...../...../.....",
                "state string: players= must be 2 or 4 (Q11)");
        refused("quixo players=2  turn=x ply=0 board=...../...../...../...../.....",
                "state string: turn= is missing (fields in order: players, [order,] "
                "turn, ply, "
                "board)");
        refused("quixo players=2turn=x",
                "state string: a single space must follow players=");
        refused(
            "quixo players=2 order=cw turn=x ply=0 board=...../...../...../...../.....",
            "state string: order= is only for four players (Q12)");
        refused("quixo players=4 turn=s ply=0 board=",
                "state string: order= is missing after "
                "players=4 (Q12)");
        refused("quixo players=4 order=up turn=s",
                "state string: order= must be cw or ccw (Q12)");
        refused("quixo players=4 order=cwturn=s",
                "state string: a single space must follow order=");
        refused("quixo players=2 turn=s ply=0 board=...../...../...../...../.....",
                "state string: turn= must be x or o with two players (Q4)");
        refused("quixo players=4 order=cw turn=x ply=0",
                "state string: turn= must be a seat s, e, n "
                "or w (Q11)");
        refused("quixo players=2 turn=xo ply=0",
                "state string: a single space must follow turn=");
        refused("quixo players=2 turn=x board=...../...../...../...../.....",
                "state string: ply= is missing after turn=");
        refused("quixo players=2 turn=x ply=-1 board=...../...../...../...../.....",
                "state string: ply= must be a number of moves");
        refused("quixo players=2 turn=x ply=01 board=...../...../...../...../.....",
                "state string: ply= has a leading zero");
        refused(
            "quixo players=2 turn=x ply=4294967296 board=...../...../...../...../.....",
            "state string: ply= is too large");
        refused("quixo players=2 turn=x ply=99999999999999999999999 board=",
                "state string: ply= is too large");
        refused("quixo players=2 turn=x ply=1x board=",
                "state string: a single space must follow "
                "ply=");
        refused("quixo players=2 turn=x ply=1 ...../...../...../...../.....",
                "state string: board= is missing after ply=");
}

static void state_board_refusals_name_the_square(void **state)
{
        (void)state;
        refused("quixo players=2 turn=x ply=0 board=..../...../...../...../.....",
                "state string: board= row 5 has fewer than 5 cells");
        refused("quixo players=2 turn=x ply=0 board=...../...../..",
                "state string: board= row 3 "
                "has fewer than 5 cells");
        refused("quixo players=2 turn=x ply=0 board=....../...../...../...../.....",
                "state string: board= row 5 has more than 5 cells");
        refused("quixo players=2 turn=x ply=0 board=..X../...../...../...../.....",
                "state string: board= at c5: a cell is '.', 'x' or 'o' (Q2)");
        refused("quixo players=2 turn=x ply=0 board=...../...../...../...../....q",
                "state string: board= at e1: a cell is '.', 'x' or 'o' (Q2)");
        refused("quixo players=2 turn=x ply=0 board=...../...../...../.....",
                "state string: board= has fewer than 5 rows");
        refused("quixo players=2 turn=x ply=0 board=...../...../...../...../...../.....",
                "state string: board= has more than 5 rows");
        refused("quixo players=2 turn=x ply=0 board=...../...../...../...../..... ",
                "state string: board= row 1 has more than 5 cells, or text follows the "
                "board");
        refused("quixo players=2 turn=x ply=0 board=...../...../...../...../......",
                "state string: board= row 1 has more than 5 cells, or text follows the "
                "board");
        refused("quixo players=2 turn=x ply=0 board=...../...../...../...../....\n",
                "state string: board= at e1: a cell is '.', 'x' or 'o' (Q2)");
        /* four players */
        refused("quixo players=4 order=cw turn=s ply=0 "
                "board=....xe..../........../........../"
                "........../..........",
                "state string: board= at c5: the dot of an x cube points to s or n (Q11, "
                "Q13)");
        refused("quixo players=4 order=cw turn=s ply=0 "
                "board=........../........../........../"
                "........../os........",
                "state string: board= at a1: the dot of an o cube points to e or w (Q11, "
                "Q13)");
        refused("quixo players=4 order=cw turn=s ply=0 "
                "board=.s......../........../........../"
                "........../..........",
                "state string: board= at a5: a neutral cube has no dot: '..' (Q13)");
        refused(
            "quixo players=4 order=cw turn=s ply=0 board=........x/........../........../"
            "........../..........",
            "state string: board= at e5: a four-player cell has two characters: '..', "
            "'xs', "
            "'xn', 'oe' or 'ow' (Q13)");
        refused(
            "quixo players=4 order=cw turn=s ply=0 board=...../...../...../...../.....",
            "state string: board= at c5: a four-player cell has two characters: '..', "
            "'xs', "
            "'xn', 'oe' or 'ow' (Q13)");
        refused("quixo players=4 order=cw turn=s ply=0 "
                "board=......q.../........../........../"
                "........../..........",
                "state string: board= at d5: a cell is '..', 'xs', 'xn', 'oe' or 'ow' "
                "(Q2, Q13)");
}

/* Q10, Q6: a finished position came from the last mover's push, which
 * turned its cube to the mover's mark. Five X with X to move and no O
 * cube cannot be: O moved last and would show an O. */
static void q10_a_line_comes_from_the_last_movers_push(void **state)
{
        quixo_pos p;
        char why[256];
        (void)state;
        p = qt_pos("quixo players=2 turn=x ply=5 board=...../...../xxxxx/...../.....");
        assert_false(quixo_pos_reachable(&p, why, sizeof why));
        tt_reason_plain(why, sizeof why);
        assert_non_null(strstr(why, "one move of O, who moved last"));
        /* X moved last (O to move): X's own push made the line */
        p = qt_pos("quixo players=2 turn=o ply=5 board=...../...../xxxxx/...../.....");
        assert_true(quixo_pos_reachable(&p, why, sizeof why));
        /* O moved last and made X's line: O took a5 and pushed it in at a1,
           which lifted a3's X to a4, completing row 4 */
        p = qt_pos("quixo players=2 turn=x ply=8 board=...../xxxxx/...../...../o....");
        assert_true(quixo_pos_reachable(&p, why, sizeof why));
        /* four players: South (team X) to move, so team O moved last;
           East (team O) to move, so team X did (Q12) */
        p = qt_pos("quixo players=4 order=cw turn=s ply=6 board=........../........../"
                   "xsxsxnxnxs/........../..........");
        assert_false(quixo_pos_reachable(&p, why, sizeof why));
        p = qt_pos("quixo players=4 order=cw turn=e ply=6 board=........../........../"
                   "xsxsxnxnxs/........../..........");
        assert_true(quixo_pos_reachable(&p, why, sizeof why));
}

static void state_parse_survives_any_bytes(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 77);
        char good[QUIXO_STATE_MAX], text[QUIXO_STATE_MAX + 8], why[QUIXO_REASON_MAX];
        quixo_pos p = qt_pos(GOOD4);
        quixo_state_format(&p, good, sizeof good);
        for (int i = 0; i < 20000; i++) {
                /* mutate one or two bytes of a good string, or cut it */
                strcpy(text, good);
                size_t len = strlen(text);
                for (int k = 0; k < 2; k++) {
                        size_t at = tt_rng_below(&rng, (uint32_t)len);
                        text[at] = (char)(1 + tt_rng_below(&rng, 255));
                }
                if (i % 5 == 0)
                        text[tt_rng_below(&rng, (uint32_t)len)] = '\0';
                quixo_pos q = p;
                quixo_status st = quixo_state_parse(&q, text, why, sizeof why);
                if (st == QUIXO_OK) {
                        round_trip(&q);
                } else {
                        assert_int_equal(st, QUIXO_E_STATE);
                        assert_memory_equal(&q, &p, sizeof q);
                        assert_true(strncmp(why, "state string: ", 14) == 0);
                }
        }
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(state_round_trips_over_random_games),
            cmocka_unit_test(state_fields_mean_what_they_say),
            cmocka_unit_test(state_format_is_cut_to_the_buffer),
            cmocka_unit_test(state_refusals_name_the_field),
            cmocka_unit_test(state_board_refusals_name_the_square),
            cmocka_unit_test(q10_a_line_comes_from_the_last_movers_push),
            cmocka_unit_test(state_parse_survives_any_bytes),
        };
        return cmocka_run_group_tests_name("quixo state", tests, NULL, NULL);
}
