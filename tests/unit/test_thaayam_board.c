/* test_thaayam_board.c: the board, seats and paths of Thaayam (T1, T2, T3,
 * T13's safe squares): every seat's 25-square path square by square. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "thaayam_test.h"

static int sq(const char *name)
{
        int s = thaayam_parse_square(name);
        assert_true(s >= 0);
        return s;
}

static void t1_square_names_and_indices(void **state)
{
        (void)state;
        assert_int_equal(sq("a1"), 0);
        assert_int_equal(sq("b1"), 1);
        assert_int_equal(sq("e5"), 24);
        assert_int_equal(sq("c3"), THAAYAM_CASTLE_SQUARE);
        assert_int_equal(thaayam_parse_square("f1"), -1);
        assert_int_equal(thaayam_parse_square("a6"), -1);
        assert_int_equal(thaayam_parse_square("a1x"), -1);
        for (int s = 0; s < 25; s++) {
                char name[3];
                thaayam_square_name(s, name);
                assert_int_equal(thaayam_parse_square(name), s);
        }
}

static void t1_palaces_and_castle(void **state)
{
        (void)state;
        assert_int_equal(thaayam_palace(THAAYAM_S), sq("c1"));
        assert_int_equal(thaayam_palace(THAAYAM_E), sq("e3"));
        assert_int_equal(thaayam_palace(THAAYAM_N), sq("c5"));
        assert_int_equal(thaayam_palace(THAAYAM_W), sq("a3"));
        for (int seat = 0; seat < 4; seat++)
                assert_int_equal(thaayam_square_of(seat, 24), sq("c3"));
}

static void t13_safe_squares_are_palaces_and_castle(void **state)
{
        (void)state;
        int safe = 0;
        for (int s = 0; s < 25; s++)
                safe += thaayam_is_safe(s);
        assert_int_equal(safe, 5);
        assert_true(thaayam_is_safe(sq("c1")) && thaayam_is_safe(sq("e3")) &&
                    thaayam_is_safe(sq("c5")) && thaayam_is_safe(sq("a3")) &&
                    thaayam_is_safe(sq("c3")));
        assert_false(thaayam_is_safe(sq("e2")));
}

static void check_path(int seat, const char *names)
{
        char buf[128], *save = NULL;
        strncpy(buf, names, sizeof buf - 1);
        buf[sizeof buf - 1] = '\0';
        int index = 0;
        for (char *t = strtok_r(buf, " ", &save); t;
             t = strtok_r(NULL, " ", &save), index++) {
                assert_int_equal(thaayam_square_of(seat, index), sq(t));
                assert_int_equal(thaayam_index_of(seat, sq(t)), index);
        }
        assert_int_equal(index, 25);
}

static void t3_south_path_as_in_the_rules(void **state)
{
        (void)state;
        check_path(THAAYAM_S, "c1 d1 e1 e2 e3 e4 e5 d5 c5 b5 a5 a4 a3 a2 a1 b1 "
                              "b2 b3 b4 c4 d4 d3 d2 c2 c3");
}

static void t3_east_north_west_paths_turned_a_quarter(void **state)
{
        (void)state;
        check_path(THAAYAM_E, "e3 e4 e5 d5 c5 b5 a5 a4 a3 a2 a1 b1 c1 d1 e1 e2 "
                              "d2 c2 b2 b3 b4 c4 d4 d3 c3");
        check_path(THAAYAM_N, "c5 b5 a5 a4 a3 a2 a1 b1 c1 d1 e1 e2 e3 e4 e5 d5 "
                              "d4 d3 d2 c2 b2 b3 b4 c4 c3");
        check_path(THAAYAM_W, "a3 a2 a1 b1 c1 d1 e1 e2 e3 e4 e5 d5 c5 b5 a5 a4 "
                              "b4 c4 d4 d3 d2 c2 b2 b3 c3");
}

static void t3_paths_visit_every_square_once_and_index_8_is_opposite_palace(void **state)
{
        (void)state;
        for (int seat = 0; seat < 4; seat++) {
                int seen[25] = {0};
                for (int i = 0; i < 25; i++)
                        seen[thaayam_square_of(seat, i)]++;
                for (int s = 0; s < 25; s++)
                        assert_int_equal(seen[s], 1);
                assert_int_equal(thaayam_square_of(seat, 8),
                                 thaayam_palace((seat + 2) % 4));
                /* 0..15 the outer ring, 16..23 the inner ring (T3) */
                for (int i = 0; i < 24; i++) {
                        int s = thaayam_square_of(seat, i), r = s / 5, c = s % 5;
                        int outer = r == 0 || r == 4 || c == 0 || c == 4;
                        assert_int_equal(outer, i < 16);
                }
                /* neighbouring indices are neighbouring squares */
                for (int i = 0; i < 24; i++) {
                        int a = thaayam_square_of(seat, i),
                            b = thaayam_square_of(seat, i + 1);
                        int d = abs(a / 5 - b / 5) + abs(a % 5 - b % 5);
                        assert_int_equal(d, 1);
                }
        }
        assert_int_equal(thaayam_square_of(0, 25), -1);
        assert_int_equal(thaayam_square_of(4, 0), -1);
        assert_int_equal(thaayam_index_of(0, 25), -1);
}

static void t2_default_seats_and_subsets(void **state)
{
        (void)state;
        thaayam_state st;
        thaayam_options o = {2, 0, 0, 0};
        assert_int_equal(thaayam_init(&st, &o, THAAYAM_S, NULL, 0), THAAYAM_OK);
        assert_int_equal(st.seats, 0x5); /* S + N */
        o.players = 3;
        assert_int_equal(thaayam_init(&st, &o, THAAYAM_E, NULL, 0), THAAYAM_OK);
        assert_int_equal(st.seats, 0x7); /* S, E, N */
        o.players = 4;
        assert_int_equal(thaayam_init(&st, &o, THAAYAM_W, NULL, 0), THAAYAM_OK);
        assert_int_equal(st.seats, 0xf);
        for (int s = 0; s < 4; s++)
                for (int p = 0; p < 4; p++)
                        assert_int_equal(st.pos[s][p], THAAYAM_POS_OFF); /* start off */
        o.players = 2;
        o.seats = 0x3; /* S + E by option */
        assert_int_equal(thaayam_init(&st, &o, THAAYAM_E, NULL, 0), THAAYAM_OK);
        tht_expect_state(&st,
                         "thaayam players=2 capture=split turn=e phase=throw scores= "
                         "extra=0 s=-,-,-,- e=-,-,-,-");
        char err[100];
        o.players = 5;
        o.seats = 0;
        assert_int_equal(thaayam_init(&st, &o, 0, err, sizeof err), THAAYAM_ERR_ARG);
        assert_non_null(strstr(err, "T2"));
        o.players = 3;
        o.seats = 0x3;
        assert_int_equal(thaayam_init(&st, &o, 0, err, sizeof err), THAAYAM_ERR_ARG);
        o.players = 2;
        assert_int_equal(thaayam_init(&st, &o, THAAYAM_N, err, sizeof err),
                         THAAYAM_ERR_ARG);
        assert_non_null(strstr(err, "not in the game"));
}

static void t6_turn_order_skips_empty_seats(void **state)
{
        (void)state;
        assert_int_equal(thaayam_next_seat(0xf, THAAYAM_S), THAAYAM_E);
        assert_int_equal(thaayam_next_seat(0xf, THAAYAM_W), THAAYAM_S);
        assert_int_equal(thaayam_next_seat(0x5, THAAYAM_S), THAAYAM_N);
        assert_int_equal(thaayam_next_seat(0x5, THAAYAM_N), THAAYAM_S);
        assert_int_equal(thaayam_next_seat(0x7, THAAYAM_N), THAAYAM_S);
        assert_int_equal(thaayam_next_seat(0, THAAYAM_N), -1);
        assert_int_equal(thaayam_seat_of_char('w'), THAAYAM_W);
        assert_int_equal(thaayam_seat_char(THAAYAM_E), 'e');
        assert_int_equal(thaayam_seat_of_char('x'), -1);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(t1_square_names_and_indices),
            cmocka_unit_test(t1_palaces_and_castle),
            cmocka_unit_test(t13_safe_squares_are_palaces_and_castle),
            cmocka_unit_test(t3_south_path_as_in_the_rules),
            cmocka_unit_test(t3_east_north_west_paths_turned_a_quarter),
            cmocka_unit_test(
                t3_paths_visit_every_square_once_and_index_8_is_opposite_palace),
            cmocka_unit_test(t2_default_seats_and_subsets),
            cmocka_unit_test(t6_turn_order_skips_empty_seats),
        };
        return cmocka_run_group_tests_name("thaayam_board", tests, NULL, NULL);
}
