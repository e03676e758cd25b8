/* test_quixo_board.c: the Quixo board, squares, seats and turn order
 * (Q1, Q2, Q3, Q4, Q11, Q12), boards written as state strings. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "quixo_test.h"

static void q1_square_names_a1_to_e5(void **state)
{
        (void)state;
        char name[3];
        assert_int_equal(quixo_square_parse("a1"), 0);
        assert_int_equal(quixo_square_parse("e1"), 4);
        assert_int_equal(quixo_square_parse("a2"), 5);
        assert_int_equal(quixo_square_parse("c3"), 12);
        assert_int_equal(quixo_square_parse("e5"), 24);
        assert_int_equal(quixo_square_parse("f1"), -1);
        assert_int_equal(quixo_square_parse("a6"), -1);
        assert_int_equal(quixo_square_parse("A1"), -1);
        assert_int_equal(quixo_square_parse("a"), -1);
        assert_int_equal(quixo_square_parse(""), -1);
        for (int sq = 0; sq < 25; sq++) {
                quixo_square_name(sq, name);
                assert_int_equal(quixo_square_parse(name), sq);
        }
        quixo_square_name(25, name);
        assert_string_equal(name, "??");
        quixo_square_name(-1, name);
        assert_string_equal(name, "??");
}

static void q1_board_rows_top_down_in_state_string(void **state)
{
        (void)state;
        /* rows 5 down to 1, columns a to e: x on a1, o on e5, x on b4 */
        quixo_pos p =
            qt_pos("quixo players=2 turn=x ply=9 board=....o/.x.../...../...../x....");
        assert_int_equal(quixo_pos_cell(&p, quixo_square_parse("a1")), QUIXO_CELL_X);
        assert_int_equal(quixo_pos_cell(&p, quixo_square_parse("e5")), QUIXO_CELL_O);
        assert_int_equal(quixo_pos_cell(&p, quixo_square_parse("b4")), QUIXO_CELL_X);
        assert_int_equal(quixo_pos_cell(&p, quixo_square_parse("a5")),
                         QUIXO_CELL_NEUTRAL);
        assert_int_equal(p.mark[QUIXO_X], (1u << 0) | (1u << 16));
        assert_int_equal(p.mark[QUIXO_O], 1u << 24);
}

static void q2_every_cube_starts_neutral(void **state)
{
        (void)state;
        for (int players = 2; players <= 4; players += 2) {
                quixo_options o;
                quixo_pos p;
                char why[QUIXO_REASON_MAX];
                quixo_options_default(&o, players);
                assert_int_equal(quixo_pos_init(&p, &o, why, sizeof why), QUIXO_OK);
                for (int sq = 0; sq < 25; sq++) {
                        assert_int_equal(quixo_pos_cell(&p, sq), QUIXO_CELL_NEUTRAL);
                        assert_int_equal(quixo_pos_dot(&p, sq), QUIXO_SEAT_NONE);
                }
                assert_int_equal(p.ply, 0);
        }
}

static void q3_border_is_the_outer_ring_of_16(void **state)
{
        (void)state;
        int count = 0;
        for (int sq = 0; sq < 25; sq++) {
                int row = sq / 5, col = sq % 5;
                bool outer = row == 0 || row == 4 || col == 0 || col == 4;
                assert_int_equal(quixo_square_is_border(sq), outer);
                count += quixo_square_is_border(sq);
        }
        assert_int_equal(count, 16);
        assert_int_equal(__builtin_popcount(QUIXO_BORDER_SQUARES), 16);
        assert_false(quixo_square_is_border(-1));
        assert_false(quixo_square_is_border(25));
}

static void q4_two_player_default_x_starts_and_o_may_start(void **state)
{
        (void)state;
        quixo_options o;
        quixo_pos p;
        char why[QUIXO_REASON_MAX], s[QUIXO_STATE_MAX];
        quixo_options_default(&o, 2);
        assert_int_equal(o.first, QUIXO_X);
        assert_true(o.repetition);
        assert_int_equal(quixo_pos_init(&p, &o, why, sizeof why), QUIXO_OK);
        quixo_state_format(&p, s, sizeof s);
        assert_string_equal(
            s, "quixo players=2 turn=x ply=0 board=...../...../...../...../.....");
        o.first = QUIXO_O;
        assert_int_equal(quixo_pos_init(&p, &o, why, sizeof why), QUIXO_OK);
        assert_int_equal(quixo_pos_team_to_move(&p), QUIXO_O);
        assert_int_equal(quixo_pos_seat_to_move(&p), QUIXO_SEAT_NONE);
        /* then they alternate (Q4) */
        quixo_make(&p, qt_move(&p, "c1-c5"));
        assert_int_equal(quixo_pos_team_to_move(&p), QUIXO_X);
        quixo_make(&p, qt_move(&p, "a1-a5"));
        assert_int_equal(quixo_pos_team_to_move(&p), QUIXO_O);
}

static void q4_invalid_options_are_refused(void **state)
{
        (void)state;
        quixo_options o;
        quixo_pos p = qt_pos(
                      "quixo players=2 turn=o ply=3 board=x..../...../...../...../....."),
                  before = p;
        char why[QUIXO_REASON_MAX];
        quixo_options_default(&o, 3);
        assert_int_equal(quixo_pos_init(&p, &o, why, sizeof why), QUIXO_E_OPTION);
        assert_string_equal(why, "a game has 2 or 4 players (Q4, Q11)");
        quixo_options_default(&o, 2);
        o.first = QUIXO_N;
        assert_int_equal(quixo_pos_init(&p, &o, why, sizeof why), QUIXO_E_OPTION);
        assert_string_equal(why, "with two players x or o starts (Q4)");
        quixo_options_default(&o, 4);
        o.first = 7;
        assert_int_equal(quixo_pos_init(&p, &o, why, sizeof why), QUIXO_E_OPTION);
        assert_string_equal(why,
                            "with four players a seat s, e, n or w starts (Q4, Q11)");
        o.first = QUIXO_S;
        o.order = (quixo_order)5;
        assert_int_equal(quixo_pos_init(&p, &o, why, sizeof why), QUIXO_E_OPTION);
        assert_string_equal(why, "the turn order is cw or ccw (Q12)");
        assert_memory_equal(&p, &before, sizeof p);
}

static void q4_four_player_first_seat_option(void **state)
{
        (void)state;
        quixo_options o;
        quixo_pos p;
        char why[QUIXO_REASON_MAX], s[QUIXO_STATE_MAX];
        quixo_options_default(&o, 4);
        assert_int_equal(o.first, QUIXO_S);
        o.first = QUIXO_E;
        assert_int_equal(quixo_pos_init(&p, &o, why, sizeof why), QUIXO_OK);
        quixo_state_format(&p, s, sizeof s);
        assert_string_equal(s, "quixo players=4 order=cw turn=e ply=0 board=........../"
                               "........../........../........../..........");
}

static void q11_teams_and_partners(void **state)
{
        (void)state;
        assert_int_equal(quixo_seat_team(QUIXO_S), QUIXO_X);
        assert_int_equal(quixo_seat_team(QUIXO_N), QUIXO_X);
        assert_int_equal(quixo_seat_team(QUIXO_E), QUIXO_O);
        assert_int_equal(quixo_seat_team(QUIXO_W), QUIXO_O);
        assert_int_equal(quixo_seat_partner(QUIXO_S), QUIXO_N);
        assert_int_equal(quixo_seat_partner(QUIXO_N), QUIXO_S);
        assert_int_equal(quixo_seat_partner(QUIXO_E), QUIXO_W);
        assert_int_equal(quixo_seat_partner(QUIXO_W), QUIXO_E);
        assert_int_equal(quixo_seat_char(QUIXO_S), 's');
        assert_int_equal(quixo_seat_char(QUIXO_E), 'e');
        assert_int_equal(quixo_seat_char(QUIXO_N), 'n');
        assert_int_equal(quixo_seat_char(QUIXO_W), 'w');
        assert_int_equal(quixo_seat_char(4), '?');
        assert_int_equal(quixo_mark_char(QUIXO_X), 'x');
        assert_int_equal(quixo_mark_char(QUIXO_O), 'o');
        /* letters back to seats and to the team mark of a seat or mark */
        assert_int_equal(quixo_seat_of_char('s'), QUIXO_S);
        assert_int_equal(quixo_seat_of_char('e'), QUIXO_E);
        assert_int_equal(quixo_seat_of_char('n'), QUIXO_N);
        assert_int_equal(quixo_seat_of_char('w'), QUIXO_W);
        assert_int_equal(quixo_seat_of_char('x'), QUIXO_SEAT_NONE);
        assert_int_equal(quixo_team_of_char('s'), QUIXO_X);
        assert_int_equal(quixo_team_of_char('n'), QUIXO_X);
        assert_int_equal(quixo_team_of_char('x'), QUIXO_X);
        assert_int_equal(quixo_team_of_char('e'), QUIXO_O);
        assert_int_equal(quixo_team_of_char('w'), QUIXO_O);
        assert_int_equal(quixo_team_of_char('o'), QUIXO_O);
        assert_int_equal(quixo_team_of_char('S'), -1);
        assert_int_equal(quixo_mark_char(quixo_team_of_char('w')), 'o');
        /* the seat to move and its team */
        quixo_pos p = qt_pos("quixo players=4 order=cw turn=w ply=5 board=........../"
                             "........../........../........../..........");
        assert_int_equal(quixo_pos_seat_to_move(&p), QUIXO_W);
        assert_int_equal(quixo_pos_team_to_move(&p), QUIXO_O);
        /* North places an X cube (Q11: S and N play X) */
        p = qt_pos("quixo players=4 order=cw turn=n ply=5 board=........../"
                   "........../........../........../..........");
        quixo_make(&p, qt_move(&p, "c1-c5/S"));
        assert_int_equal(quixo_pos_cell(&p, quixo_square_parse("c5")), QUIXO_CELL_X);
        assert_int_equal(quixo_pos_dot(&p, quixo_square_parse("c5")), QUIXO_S);
}

static const char *seats_after(quixo_order order)
{
        static char seq[8];
        quixo_options o;
        quixo_pos p;
        char why[QUIXO_REASON_MAX];
        quixo_options_default(&o, 4);
        o.order = order;
        assert_int_equal(quixo_pos_init(&p, &o, why, sizeof why), QUIXO_OK);
        for (int i = 0; i < 5; i++) {
                seq[i] = quixo_seat_char(quixo_pos_seat_to_move(&p));
                quixo_move moves[QUIXO_MAX_MOVES];
                assert_true(quixo_gen_moves(&p, moves) > 0);
                quixo_make(&p, moves[0]);
        }
        seq[5] = '\0';
        return seq;
}

static void q12_clockwise_is_s_w_n_e(void **state)
{
        (void)state;
        assert_string_equal(seats_after(QUIXO_CW), "swnes");
        assert_int_equal(quixo_seat_next(QUIXO_S, QUIXO_CW), QUIXO_W);
        assert_int_equal(quixo_seat_next(QUIXO_W, QUIXO_CW), QUIXO_N);
        assert_int_equal(quixo_seat_next(QUIXO_N, QUIXO_CW), QUIXO_E);
        assert_int_equal(quixo_seat_next(QUIXO_E, QUIXO_CW), QUIXO_S);
}

static void q12_counter_clockwise_is_s_e_n_w(void **state)
{
        (void)state;
        assert_string_equal(seats_after(QUIXO_CCW), "senws");
        assert_int_equal(quixo_seat_next(QUIXO_S, QUIXO_CCW), QUIXO_E);
        assert_int_equal(quixo_seat_next(QUIXO_E, QUIXO_CCW), QUIXO_N);
        assert_int_equal(quixo_seat_next(QUIXO_N, QUIXO_CCW), QUIXO_W);
        assert_int_equal(quixo_seat_next(QUIXO_W, QUIXO_CCW), QUIXO_S);
}

static void q12_teams_alternate_in_both_orders(void **state)
{
        (void)state;
        for (int order = 0; order < 2; order++) {
                int seat = QUIXO_S;
                for (int i = 0; i < 8; i++) {
                        int next = quixo_seat_next(seat, (quixo_order)order);
                        assert_int_not_equal(quixo_seat_team(next),
                                             quixo_seat_team(seat));
                        seat = next;
                }
                assert_int_equal(seat, QUIXO_S);
        }
}

static void same_and_hash_ignore_ply_only(void **state)
{
        (void)state;
        quixo_pos a =
            qt_pos("quixo players=2 turn=x ply=4 board=x..../...../...../...../....o");
        quixo_pos b =
            qt_pos("quixo players=2 turn=x ply=8 board=x..../...../...../...../....o");
        quixo_pos c =
            qt_pos("quixo players=2 turn=o ply=8 board=x..../...../...../...../....o");
        quixo_pos d =
            qt_pos("quixo players=2 turn=x ply=8 board=x..../...../...../...../...o.");
        assert_true(quixo_pos_same(&a, &b));
        assert_true(quixo_pos_hash(&a) == quixo_pos_hash(&b));
        assert_false(quixo_pos_same(&a, &c));
        assert_false(quixo_pos_same(&a, &d));
        assert_true(quixo_pos_hash(&a) != quixo_pos_hash(&c));
        assert_true(quixo_pos_hash(&a) != quixo_pos_hash(&d));
        quixo_pos e = qt_pos("quixo players=4 order=cw turn=s ply=8 board=xs......../"
                             "........../........../........../..........");
        quixo_pos f = qt_pos("quixo players=4 order=cw turn=s ply=8 board=xn......../"
                             "........../........../........../..........");
        assert_false(quixo_pos_same(&e, &f)); /* Q21: dots count */
        assert_true(quixo_pos_hash(&e) != quixo_pos_hash(&f));
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(q1_square_names_a1_to_e5),
            cmocka_unit_test(q1_board_rows_top_down_in_state_string),
            cmocka_unit_test(q2_every_cube_starts_neutral),
            cmocka_unit_test(q3_border_is_the_outer_ring_of_16),
            cmocka_unit_test(q4_two_player_default_x_starts_and_o_may_start),
            cmocka_unit_test(q4_invalid_options_are_refused),
            cmocka_unit_test(q4_four_player_first_seat_option),
            cmocka_unit_test(q11_teams_and_partners),
            cmocka_unit_test(q12_clockwise_is_s_w_n_e),
            cmocka_unit_test(q12_counter_clockwise_is_s_e_n_w),
            cmocka_unit_test(q12_teams_alternate_in_both_orders),
            cmocka_unit_test(same_and_hash_ignore_ply_only),
        };
        return cmocka_run_group_tests_name("quixo board", tests, NULL, NULL);
}
