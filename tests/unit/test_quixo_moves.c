/* test_quixo_moves.c: which moves are legal and why not (Q3, Q5, Q7, Q8, Q9,
 * Q13, Q14, Q15, Q16, Q17), the move notation both ways, and the generator
 * agreeing with the checker on every conceivable move. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "quixo_test.h"
#include "tt_rng.h"

#define START2 "quixo players=2 turn=x ply=0 board=...../...../...../...../....."
#define START4                                                                           \
        "quixo players=4 order=cw turn=s ply=0 board=........../........../........../"  \
        "........../.........."
/* S and W cannot take any cube: no neutral border cube, every X cube's dot
 * points to N, and no line on the board. */
#define STUCK(turn)                                                                      \
        "quixo players=4 order=cw turn=" turn " ply=20 board=xnoexnoexn/oe......oe/"     \
        "xn......xn/oe......oe/oexnoexnoe"

static int count_from(const quixo_move *moves, int n, int sq)
{
        int c = 0;
        for (int i = 0; i < n; i++)
                c += moves[i] != QUIXO_MOVE_PASS && quixo_move_from(moves[i]) == sq;
        return c;
}

static void q7_opening_has_44_moves(void **state)
{
        (void)state;
        quixo_pos p = qt_pos(START2);
        quixo_move moves[QUIXO_MAX_MOVES];
        assert_int_equal(quixo_gen_moves(&p, moves), 44);
        assert_int_equal(quixo_perft(&p, 1), 44);
        assert_int_equal(quixo_takeable(&p), QUIXO_BORDER_SQUARES);
}

static void q7_corner_has_two_moves_edge_three(void **state)
{
        (void)state;
        quixo_pos p = qt_pos(START2);
        quixo_move moves[QUIXO_MAX_MOVES];
        int n = quixo_gen_moves(&p, moves);
        const char *corners[] = {"a1", "e1", "a5", "e5"};
        const char *edges[] = {"b1", "c1", "d1", "a2", "a3", "a4",
                               "e2", "e3", "e4", "b5", "c5", "d5"};
        for (int i = 0; i < 4; i++)
                assert_int_equal(count_from(moves, n, quixo_square_parse(corners[i])), 2);
        for (int i = 0; i < 12; i++)
                assert_int_equal(count_from(moves, n, quixo_square_parse(edges[i])), 3);
        assert_int_equal(count_from(moves, n, quixo_square_parse("c3")), 0);
        /* the moves of a1 and b1, by name */
        qt_move(&p, "a1-e1");
        qt_move(&p, "a1-a5");
        qt_move(&p, "b1-a1");
        qt_move(&p, "b1-e1");
        qt_move(&p, "b1-b5");
}

static void q14_four_player_opening_has_88_moves(void **state)
{
        (void)state;
        quixo_pos p = qt_pos(START4);
        quixo_move moves[QUIXO_MAX_MOVES];
        int n = quixo_gen_moves(&p, moves);
        int to_s = 0, to_n = 0;
        assert_int_equal(n, 88);
        for (int i = 0; i < n; i++) {
                to_s += quixo_move_dot(moves[i]) == QUIXO_S;
                to_n += quixo_move_dot(moves[i]) == QUIXO_N;
        }
        assert_int_equal(to_s, 44);
        assert_int_equal(to_n, 44);
}

static void q3_only_border_cubes_may_be_taken(void **state)
{
        (void)state;
        char why[QUIXO_REASON_MAX];
        quixo_pos p = qt_pos(START2);
        qt_refused(START2, "c3-c1", QUIXO_E_NOT_BORDER, "c3 is not on the border (Q3)");
        qt_refused(START2, "b2-b1", QUIXO_E_NOT_BORDER, "b2 is not on the border (Q3)");
        assert_int_equal(quixo_can_take(&p, 12, why, sizeof why), QUIXO_E_NOT_BORDER);
        tt_reason_plain(why, sizeof why);
        assert_string_equal(why, "c3 is not on the border (Q3)");
        assert_int_equal(quixo_can_take(&p, 0, why, sizeof why), QUIXO_OK);
        assert_int_equal(quixo_can_take(&p, 25, why, sizeof why), QUIXO_E_SYNTAX);
}

static void q5_opponents_cube_may_not_be_taken(void **state)
{
        (void)state;
        const char *s =
            "quixo players=2 turn=o ply=1 board=..x../...../...../...../.....";
        quixo_pos p = qt_pos(s);
        char why[QUIXO_REASON_MAX];
        qt_refused(s, "c5-c1", QUIXO_E_OPPONENT_MARK,
                   "c5 shows the opponent's mark (Q5)");
        assert_int_equal(quixo_can_take(&p, quixo_square_parse("c5"), why, sizeof why),
                         QUIXO_E_OPPONENT_MARK);
        /* own and neutral cubes may be taken */
        const char *own =
            "quixo players=2 turn=x ply=2 board=..x../...../...../...../o....";
        quixo_pos q = qt_pos(own);
        qt_move(&q, "c5-c1");
        qt_move(&q, "b5-b1");
        qt_refused(own, "a1-a5", QUIXO_E_OPPONENT_MARK,
                   "a1 shows the opponent's mark (Q5)");
        assert_int_equal(quixo_takeable(&q), QUIXO_BORDER_SQUARES & ~1u);
}

static void q7_cube_may_not_go_back_where_it_was_taken(void **state)
{
        (void)state;
        qt_refused(START2, "c1-c1", QUIXO_E_SAME_SQUARE,
                   "a cube may not go back where it was taken (Q7)");
        qt_refused(START2, "a1-a1", QUIXO_E_SAME_SQUARE,
                   "a cube may not go back where it was taken (Q7)");
}

static void q7_q8_to_must_be_an_end_of_from_row_or_column(void **state)
{
        (void)state;
        qt_refused(START2, "c1-c3", QUIXO_E_NOT_END,
                   "c3 is not an end of row 1 or column c (Q7/Q8)");
        qt_refused(START2, "b1-e2", QUIXO_E_NOT_END,
                   "e2 is not an end of row 1 or column b (Q7/Q8)");
        qt_refused(START2, "a2-e1", QUIXO_E_NOT_END,
                   "e1 is not an end of row 2 or column a (Q7/Q8)");
        qt_refused(START2, "a1-e5", QUIXO_E_NOT_END,
                   "e5 is not an end of row 1 or column a (Q7/Q8)");
        qt_refused(START2, "a3-b3", QUIXO_E_NOT_END,
                   "b3 is not an end of row 3 or column a (Q7/Q8)");
}

static void q8_notation_round_trip(void **state)
{
        (void)state;
        char buf[QUIXO_ACTION_MAX];
        const char *cases[] = {START2, START4, STUCK("n"), STUCK("s")};
        for (int c = 0; c < 4; c++) {
                quixo_pos p = qt_pos(cases[c]);
                quixo_move moves[QUIXO_MAX_MOVES];
                int n = quixo_gen_moves(&p, moves);
                for (int i = 0; i < n; i++) {
                        size_t len = quixo_action_format(moves[i], buf, sizeof buf);
                        assert_int_equal(len, strlen(buf));
                        assert_int_equal(qt_move(&p, buf), moves[i]);
                }
        }
        assert_int_equal(quixo_action_format(quixo_move_make(2, 22), buf, sizeof buf), 5);
        assert_string_equal(buf, "c1-c5");
        quixo_action_format(quixo_move_make_dot(2, 22, QUIXO_N), buf, sizeof buf);
        assert_string_equal(buf, "c1-c5/N");
        quixo_action_format(QUIXO_MOVE_PASS, buf, sizeof buf);
        assert_string_equal(buf, "pass");
        quixo_action_format(QUIXO_MOVE_NONE, buf, sizeof buf);
        assert_string_equal(buf, "none");
        /* cut to the buffer, always terminated */
        char small[4];
        assert_int_equal(quixo_action_format(quixo_move_make(2, 22), small, sizeof small),
                         3);
        assert_string_equal(small, "c1-");
}

static void q8_malformed_moves_are_refused(void **state)
{
        (void)state;
        qt_refused(START2, "", QUIXO_E_SYNTAX,
                   "no move given: write FROM-TO, like c1-c5 (Q8)");
        qt_refused(START2, "C1-C5", QUIXO_E_SYNTAX,
                   "squares are written in lowercase, like c1 (Q1)");
        qt_refused(START2, "c1c5", QUIXO_E_SYNTAX,
                   "expected '-' after c1: write FROM-TO, like c1-c5 (Q8)");
        qt_refused(START2, "c1-", QUIXO_E_SYNTAX,
                   "the move ends before its TO square: write FROM-TO, like c1-c5 (Q8)");
        qt_refused(START2, "z9-a1", QUIXO_E_SYNTAX,
                   "'z9-a1' does not start with a square a1 to e5 (Q1, Q8)");
        qt_refused(START2, "c1-f1", QUIXO_E_SYNTAX,
                   "'f1' does not start with a square a1 to e5 (Q1, Q8)");
        qt_refused(START2, "c1-c5 ", QUIXO_E_SYNTAX,
                   "unexpected ' ' after the move (Q8, Q15)");
        qt_refused(START2, " c1-c5", QUIXO_E_SYNTAX,
                   "' c1-c5' does not start with a square a1 to e5 (Q1, Q8)");
        qt_refused(START2, "c1-c5\x01verylongtail", QUIXO_E_SYNTAX,
                   "unexpected '?verylon...' after the move (Q8, Q15)");
        qt_refused(START2, "pass now", QUIXO_E_SYNTAX,
                   "unexpected ' now' after pass (Q17)");
        qt_refused(START4, "c1-c5/n", QUIXO_E_SYNTAX,
                   "the dot is written /S, /E, /N or /W after the move (Q15)");
        qt_refused(START4, "c1-c5/", QUIXO_E_SYNTAX,
                   "the dot is written /S, /E, /N or /W after the move (Q15)");
        qt_refused(START4, "c1-c5/NN", QUIXO_E_SYNTAX,
                   "unexpected 'N' after the move (Q8, Q15)");
        quixo_pos p = qt_pos(START2);
        quixo_move m = QUIXO_MOVE_NONE;
        assert_int_equal(quixo_action_parse_legal(&p, NULL, &m, NULL, 0), QUIXO_E_SYNTAX);
        assert_int_equal(m, QUIXO_MOVE_NONE);
}

static void q8_q15_reading_notation_needs_no_position(void **state)
{
        (void)state;
        quixo_move m = QUIXO_MOVE_NONE;
        char why[QUIXO_REASON_MAX];
        assert_int_equal(quixo_action_parse("c1-c5", &m, why, sizeof why), QUIXO_OK);
        assert_int_equal(m, quixo_move_make(2, 22));
        /* the squares of the move, e.g. to show the last move played */
        assert_int_equal(quixo_move_span(m),
                         1u << 2 | 1u << 7 | 1u << 12 | 1u << 17 | 1u << 22);
        assert_int_equal(quixo_action_parse("a2-e2/W", &m, why, sizeof why), QUIXO_OK);
        assert_int_equal(m, quixo_move_make_dot(5, 9, QUIXO_W));
        assert_int_equal(quixo_move_span(m), 0x3E0u);
        assert_int_equal(quixo_action_parse("pass", &m, why, sizeof why), QUIXO_OK);
        assert_int_equal(m, QUIXO_MOVE_PASS);
        assert_int_equal(quixo_move_span(m), 0u);
        /* legality is not read: a cube back on its square is still a move */
        assert_int_equal(quixo_action_parse("c1-c1", &m, why, sizeof why), QUIXO_OK);
        m = QUIXO_MOVE_NONE;
        assert_int_equal(quixo_action_parse("c1c5", &m, why, sizeof why), QUIXO_E_SYNTAX);
        tt_reason_plain(why, sizeof why);
        assert_string_equal(why, "expected '-' after c1: write FROM-TO, like c1-c5 (Q8)");
        assert_int_equal(quixo_action_parse(NULL, &m, NULL, 0), QUIXO_E_SYNTAX);
        assert_int_equal(m, QUIXO_MOVE_NONE);
}

static void q9_two_players_may_not_pass(void **state)
{
        (void)state;
        qt_refused(START2, "pass", QUIXO_E_PASS, "a player may not pass (Q9)");
        /* in undecided two-player positions a move always exists, never a pass */
        tt_rng rng;
        tt_rng_seed(&rng, 9);
        for (int game = 0; game < 200; game++) {
                quixo_pos p = qt_pos(START2);
                for (int ply = 0; ply < 300; ply++) {
                        quixo_move moves[QUIXO_MAX_MOVES];
                        int n = quixo_gen_moves(&p, moves);
                        assert_true(n >= 1);
                        assert_int_not_equal(moves[0], QUIXO_MOVE_PASS);
                        quixo_make(&p, moves[tt_rng_below(&rng, (uint32_t)n)]);
                        if (quixo_pos_result(&p).outcome != QUIXO_OUTCOME_NONE)
                                break;
                }
        }
}

static void q13_partners_cube_with_dot_away_may_not_be_taken(void **state)
{
        (void)state;
        const char *s = "quixo players=4 order=cw turn=s ply=8 board=xnxs....../"
                        "........../........../........../oe..xnxs..";
        quixo_pos p = qt_pos(s);
        char why[QUIXO_REASON_MAX];
        /* c1 is X with the dot to N: South may not take it */
        qt_refused(s, "c1-c5/S", QUIXO_E_DOT_PARTNER,
                   "c1: the dot points to the partner (Q13)");
        assert_int_equal(quixo_can_take(&p, quixo_square_parse("a5"), why, sizeof why),
                         QUIXO_E_DOT_PARTNER);
        tt_reason_plain(why, sizeof why);
        assert_string_equal(why, "a5: the dot points to the partner (Q13)");
        /* d1 and b5 carry dots to S: South may take them */
        qt_move(&p, "d1-d5/S");
        qt_move(&p, "b5-b1/N");
        /* a1 is the other team's */
        qt_refused(s, "a1-a5/S", QUIXO_E_OPPONENT_MARK,
                   "a1 shows the other team's mark (Q13)");
        /* North, on the same board, may take c1 and a5 but not d1 or b5 */
        const char *n = "quixo players=4 order=cw turn=n ply=8 board=xnxs....../"
                        "........../........../........../oe..xnxs..";
        quixo_pos q = qt_pos(n);
        qt_move(&q, "c1-c5/S");
        qt_move(&q, "a5-e5/N");
        qt_refused(n, "d1-d5/N", QUIXO_E_DOT_PARTNER,
                   "d1: the dot points to the partner (Q13)");
        /* East may take its team's a1 (dot to E) */
        const char *e = "quixo players=4 order=cw turn=e ply=8 board=xnxs....../"
                        "........../........../........../oe..xnxs..";
        quixo_pos r = qt_pos(e);
        qt_move(&r, "a1-a5/W");
        qt_refused(e, "c1-c5/E", QUIXO_E_OPPONENT_MARK,
                   "c1 shows the other team's mark (Q13)");
}

static void q14_dot_points_to_mover_or_partner(void **state)
{
        (void)state;
        quixo_pos p = qt_pos(START4);
        qt_refused(START4, "c1-c5/E", QUIXO_E_DOT_SEAT,
                   "the dot must point to the mover or the partner (Q14)");
        qt_refused(START4, "c1-c5/W", QUIXO_E_DOT_SEAT,
                   "the dot must point to the mover or the partner (Q14)");
        quixo_pos a, b;
        quixo_pos_after(&p, qt_move(&p, "c1-c5/S"), &a);
        quixo_pos_after(&p, qt_move(&p, "c1-c5/N"), &b);
        assert_int_equal(quixo_pos_dot(&a, quixo_square_parse("c5")), QUIXO_S);
        assert_int_equal(quixo_pos_dot(&b, quixo_square_parse("c5")), QUIXO_N);
        char s[QUIXO_STATE_MAX];
        quixo_state_format(&b, s, sizeof s);
        assert_string_equal(s, "quixo players=4 order=cw turn=w ply=1 board=....xn..../"
                               "........../........../........../..........");
}

static void q15_dot_suffix_only_with_four_players(void **state)
{
        (void)state;
        qt_refused(START2, "c1-c5/N", QUIXO_E_DOT_UNEXPECTED,
                   "the two-player game has no dot (Q15)");
        qt_refused(START4, "c1-c5", QUIXO_E_DOT_MISSING,
                   "a four-player move needs a dot, like c1-c5/N (Q15)");
        quixo_pos p = qt_pos(START4);
        assert_int_equal(quixo_move_dot(qt_move(&p, "c1-c5/N")), QUIXO_N);
        assert_int_equal(quixo_move_dot(quixo_move_make(2, 22)), QUIXO_SEAT_NONE);
}

static void play(quixo_pos *p, const char *text)
{
        quixo_make(p, qt_move(p, text));
}

static void refused(quixo_pos *p, const char *text, quixo_status st, const char *reason)
{
        char why[QUIXO_REASON_MAX];
        quixo_pos before = *p;
        quixo_move m = QUIXO_MOVE_NONE;
        assert_int_equal(quixo_action_parse_legal(p, text, &m, why, sizeof why), st);
        tt_reason_plain(why, sizeof why);
        assert_string_equal(why, reason);
        assert_int_equal(m, QUIXO_MOVE_NONE);
        assert_memory_equal(p, &before, sizeof before);
}

static void q16_first_turn_of_each_player_takes_a_neutral_cube(void **state)
{
        (void)state;
        quixo_options o;
        quixo_pos g;
        char why[QUIXO_REASON_MAX];
        quixo_options_default(&o, 4);
        assert_int_equal(quixo_pos_init(&g, &o, why, sizeof why), QUIXO_OK);
        play(&g, "c1-c5/N"); /* S gives c5 to N */
        play(&g, "a1-a5/E"); /* W gives a5 to E */
        /* N's first turn: c5 points to N, yet it may not be taken */
        refused(&g, "c5-c1/N", QUIXO_E_FIRST_NEUTRAL,
                "the first move of each player must take a neutral cube (Q16)");
        assert_int_equal(quixo_can_take(&g, quixo_square_parse("c5"), why, sizeof why),
                         QUIXO_E_FIRST_NEUTRAL);
        assert_int_equal(quixo_takeable(&g) & (1u << 22), 0);
        play(&g, "e1-e5/N");
        /* E's first turn: same for a5 */
        refused(&g, "a5-a1/E", QUIXO_E_FIRST_NEUTRAL,
                "the first move of each player must take a neutral cube (Q16)");
        play(&g, "d1-d5/E");
        /* ply 4: South may take its own cubes whose dot points to it ... */
        assert_int_equal(g.ply, 4);
        refused(&g, "c5-c1/S", QUIXO_E_DOT_PARTNER,
                "c5: the dot points to the partner (Q13)");
        play(&g, "a3-e3/S");
        play(&g, "e2-a2/W");
        /* ... and North now takes c5 */
        play(&g, "c5-c1/S");
}

static void q17_must_pass_when_no_cube_can_be_taken(void **state)
{
        (void)state;
        quixo_pos p = qt_pos(STUCK("s"));
        quixo_move moves[QUIXO_MAX_MOVES];
        assert_int_equal(quixo_takeable(&p), 0);
        assert_int_equal(quixo_gen_moves(&p, moves), 1);
        assert_int_equal(moves[0], QUIXO_MOVE_PASS);
        assert_int_equal(qt_move(&p, "pass"), QUIXO_MOVE_PASS);
        qt_refused(STUCK("s"), "a5-a1/S", QUIXO_E_MUST_PASS,
                   "no cube can be taken, so the only legal move is pass (Q17)");
        /* the pass changes nothing but the turn and the ply (W, also stuck, is next) */
        quixo_pos after = p;
        quixo_make(&after, QUIXO_MOVE_PASS);
        char s[QUIXO_STATE_MAX];
        quixo_state_format(&after, s, sizeof s);
        assert_string_equal(s, "quixo players=4 order=cw turn=w ply=21 board=xnoexnoexn/"
                               "oe......oe/xn......xn/oe......oe/oexnoexnoe");
        assert_int_equal(quixo_gen_moves(&after, moves), 1);
        assert_int_equal(moves[0], QUIXO_MOVE_PASS);
        /* North takes the X cubes pointing to it: 2 corners and 5 edges, 2 dots */
        quixo_pos n = qt_pos(STUCK("n"));
        assert_int_equal(quixo_gen_moves(&n, moves), (2 * 2 + 5 * 3) * 2);
        /* East: its nine O cubes, 2 corners and 7 edges */
        quixo_pos e = qt_pos(STUCK("e"));
        assert_int_equal(quixo_gen_moves(&e, moves), (2 * 2 + 7 * 3) * 2);
}

static void q17_pass_only_when_no_cube_can_be_taken(void **state)
{
        (void)state;
        qt_refused(START4, "pass", QUIXO_E_PASS,
                   "pass is legal only when no cube can be taken (Q17)");
        qt_refused(STUCK("n"), "pass", QUIXO_E_PASS,
                   "pass is legal only when no cube can be taken (Q17)");
}

/* Every (FROM, TO, dot) combination and pass: accepted by quixo_action_check
 * exactly when the generator lists it. */
static void check_agrees_with_generator(const quixo_pos *p)
{
        quixo_move moves[QUIXO_MAX_MOVES];
        int n = quixo_gen_moves(p, moves);
        char why[QUIXO_REASON_MAX];
        int accepted = 0;
        for (int from = 0; from < 25; from++)
                for (int to = 0; to < 25; to++)
                        for (int dot = -1; dot < 4; dot++) {
                                quixo_move m = dot < 0
                                                   ? quixo_move_make(from, to)
                                                   : quixo_move_make_dot(from, to, dot);
                                bool listed = false;
                                for (int i = 0; i < n; i++)
                                        listed |= moves[i] == m;
                                quixo_status st =
                                    quixo_action_check(p, m, why, sizeof why);
                                assert_int_equal(st == QUIXO_OK, listed);
                                if (st != QUIXO_OK)
                                        assert_true(strlen(why) > 0);
                                accepted += st == QUIXO_OK;
                        }
        bool pass_ok =
            quixo_action_check(p, QUIXO_MOVE_PASS, why, sizeof why) == QUIXO_OK;
        assert_int_equal(pass_ok, n == 1 && moves[0] == QUIXO_MOVE_PASS);
        assert_int_equal(accepted + pass_ok, n);
        assert_int_equal(quixo_action_check(p, QUIXO_MOVE_NONE, why, sizeof why),
                         QUIXO_E_SYNTAX);
}

static void q5_q7_q13_q14_q16_q17_checker_agrees_with_generator(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 5);
        const char *starts[] = {START2, START4, STUCK("s"), STUCK("n")};
        for (int s = 0; s < 4; s++) {
                quixo_pos p = qt_pos(starts[s]);
                check_agrees_with_generator(&p);
        }
        for (int game = 0; game < 20; game++) {
                quixo_pos p = qt_pos(game % 2 ? START2 : START4);
                for (int ply = 0; ply < 60; ply++) {
                        quixo_move moves[QUIXO_MAX_MOVES];
                        check_agrees_with_generator(&p);
                        int n = quixo_gen_moves(&p, moves);
                        quixo_make(&p, moves[tt_rng_below(&rng, (uint32_t)n)]);
                        if (quixo_pos_result(&p).outcome != QUIXO_OUTCOME_NONE)
                                break;
                }
        }
}

static void preview_checks_and_leaves_position_alone(void **state)
{
        (void)state;
        quixo_pos p = qt_pos(START2), before = p, out = p, untouched = p;
        char why[QUIXO_REASON_MAX];
        assert_int_equal(
            quixo_pos_preview(&p, quixo_move_make(12, 2), &out, why, sizeof why),
            QUIXO_E_NOT_BORDER);
        assert_memory_equal(&out, &untouched, sizeof out);
        assert_int_equal(
            quixo_pos_preview(&p, quixo_move_make(2, 22), &out, why, sizeof why),
            QUIXO_OK);
        assert_memory_equal(&p, &before, sizeof p);
        assert_int_equal(quixo_pos_cell(&out, 22), QUIXO_CELL_X);
        assert_int_equal(out.ply, 1);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(q7_opening_has_44_moves),
            cmocka_unit_test(q7_corner_has_two_moves_edge_three),
            cmocka_unit_test(q14_four_player_opening_has_88_moves),
            cmocka_unit_test(q3_only_border_cubes_may_be_taken),
            cmocka_unit_test(q5_opponents_cube_may_not_be_taken),
            cmocka_unit_test(q7_cube_may_not_go_back_where_it_was_taken),
            cmocka_unit_test(q7_q8_to_must_be_an_end_of_from_row_or_column),
            cmocka_unit_test(q8_notation_round_trip),
            cmocka_unit_test(q8_malformed_moves_are_refused),
            cmocka_unit_test(q8_q15_reading_notation_needs_no_position),
            cmocka_unit_test(q9_two_players_may_not_pass),
            cmocka_unit_test(q13_partners_cube_with_dot_away_may_not_be_taken),
            cmocka_unit_test(q14_dot_points_to_mover_or_partner),
            cmocka_unit_test(q15_dot_suffix_only_with_four_players),
            cmocka_unit_test(q16_first_turn_of_each_player_takes_a_neutral_cube),
            cmocka_unit_test(q17_must_pass_when_no_cube_can_be_taken),
            cmocka_unit_test(q17_pass_only_when_no_cube_can_be_taken),
            cmocka_unit_test(q5_q7_q13_q14_q16_q17_checker_agrees_with_generator),
            cmocka_unit_test(preview_checks_and_leaves_position_alone),
        };
        return cmocka_run_group_tests_name("quixo moves", tests, NULL, NULL);
}
