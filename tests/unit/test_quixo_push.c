/* test_quixo_push.c: how a push moves the cubes (Q6, Q7): the slide
 * direction of every kind of push (row left/right, column up/down, from a
 * corner and from an edge), written as state strings; then every push of
 * many random positions checked against the naive reference of quixo_test.h.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "quixo/internal.h"
#include "quixo_test.h"
#include "tt_rng.h"

/* X to move; the board has marks everywhere on the border so every slide shows. */
#define BX "quixo players=2 turn=x ply=20 board=ox.xo/x...o/.o.x./o...x/x.o.o"
#define BO "quixo players=2 turn=o ply=20 board=ox.xo/x...o/.o.x./o...x/x.o.o"

static void check_after(const char *state, const char *move, const char *expected)
{
        char got[QUIXO_STATE_MAX];
        qt_after(state, move, got);
        assert_string_equal(got, expected);
}

static void q7_corner_row_slides_left(void **state)
{
        (void)state;
        /* a1 taken, pushed in at e1: b1..e1 slide one step left */
        check_after(BX, "a1-e1",
                    "quixo players=2 turn=o ply=21 board=ox.xo/x...o/.o.x./o...x/.o.ox");
}

static void q7_corner_row_slides_right(void **state)
{
        (void)state;
        /* e5 taken by O, pushed in at a5: a5..d5 slide one step right */
        check_after(BO, "e5-a5",
                    "quixo players=2 turn=x ply=21 board=oox.x/x...o/.o.x./o...x/x.o.o");
}

static void q7_corner_column_slides_down(void **state)
{
        (void)state;
        /* a1 taken, pushed in at a5: a2..a5 slide one step down */
        check_after(BX, "a1-a5",
                    "quixo players=2 turn=o ply=21 board=xx.xo/o...o/xo.x./....x/o.o.o");
}

static void q7_corner_column_slides_up(void **state)
{
        (void)state;
        /* a5 taken by O, pushed in at a1: a1..a4 slide one step up */
        check_after(BO, "a5-a1",
                    "quixo players=2 turn=x ply=21 board=xx.xo/....o/oo.x./x...x/o.o.o");
}

static void q7_edge_row_slides_left(void **state)
{
        (void)state;
        /* a3 taken, pushed in at e3: b3..e3 slide left */
        check_after(BX, "a3-e3",
                    "quixo players=2 turn=o ply=21 board=ox.xo/x...o/o.x.x/o...x/x.o.o");
        /* b1 taken, pushed in at e1: c1..e1 slide left, a1 stays */
        check_after(BX, "b1-e1",
                    "quixo players=2 turn=o ply=21 board=ox.xo/x...o/.o.x./o...x/xo.ox");
}

static void q7_edge_row_slides_right(void **state)
{
        (void)state;
        /* e2 taken, pushed in at a2: a2..d2 slide right */
        check_after(BX, "e2-a2",
                    "quixo players=2 turn=o ply=21 board=ox.xo/x...o/.o.x./xo.../x.o.o");
        /* e3 taken, pushed in at a3 */
        check_after(BX, "e3-a3",
                    "quixo players=2 turn=o ply=21 board=ox.xo/x...o/x.o.x/o...x/x.o.o");
        /* b1 taken, pushed in at a1: only a1 slides right */
        check_after(BX, "b1-a1",
                    "quixo players=2 turn=o ply=21 board=ox.xo/x...o/.o.x./o...x/xxo.o");
}

static void q7_edge_column_slides_down(void **state)
{
        (void)state;
        /* b1 taken, pushed in at b5: b2..b5 slide down */
        check_after(BX, "b1-b5",
                    "quixo players=2 turn=o ply=21 board=ox.xo/xx..o/...x./oo..x/x.o.o");
        /* d1 taken, pushed in at d5 */
        check_after(BX, "d1-d5",
                    "quixo players=2 turn=o ply=21 board=ox.xo/x..xo/.o.../o..xx/x.o.o");
}

static void q7_edge_column_slides_up(void **state)
{
        (void)state;
        /* c5 taken, pushed in at c1: c1..c4 slide up */
        check_after(BX, "c5-c1",
                    "quixo players=2 turn=o ply=21 board=ox.xo/x...o/.o.x./o.o.x/x.x.o");
}

static void q6_cube_returns_with_the_movers_mark(void **state)
{
        (void)state;
        char got[QUIXO_STATE_MAX];
        /* a neutral cube (c5) and an own cube (b5) both come back as X */
        qt_after(BX, "c5-c1", got);
        quixo_pos p = qt_pos(got);
        assert_int_equal(quixo_pos_cell(&p, quixo_square_parse("c1")), QUIXO_CELL_X);
        qt_after(BX, "b5-b1", got);
        p = qt_pos(got);
        assert_int_equal(quixo_pos_cell(&p, quixo_square_parse("b1")), QUIXO_CELL_X);
        /* O's neutral cube comes back as O */
        qt_after(BO, "c5-c1", got);
        p = qt_pos(got);
        assert_int_equal(quixo_pos_cell(&p, quixo_square_parse("c1")), QUIXO_CELL_O);
}

static void q14_dot_travels_with_the_cube(void **state)
{
        (void)state;
        /* S takes a1 (xs) and pushes it in at a5 with the dot to N: a2..a5
         * slide down and keep their marks and dots */
        check_after("quixo players=4 order=cw turn=s ply=8 board="
                    "ow......../oe......../xn......../xn......../xs........",
                    "a1-a5/N",
                    "quixo players=4 order=cw turn=w ply=9 board="
                    "xn......../ow......../oe......../xn......../xn........");
}

static void span_and_diff_for_highlighting(void **state)
{
        (void)state;
        quixo_pos before = qt_pos(BX), after;
        quixo_move m = qt_move(&before, "b1-e1");
        /* b1, c1, d1, e1 physically move */
        assert_int_equal(quixo_move_span(m), 0x1Eu);
        quixo_pos_after(&before, m, &after);
        /* faces: b1 . -> o, c1 o -> ., d1 . -> o, e1 o -> x */
        assert_int_equal(quixo_pos_diff(&before, &after), 0x1Eu);
        m = qt_move(&before, "c5-c1");
        assert_int_equal(quixo_move_span(m),
                         (1u << 2) | (1u << 7) | (1u << 12) | (1u << 17) | (1u << 22));
        assert_int_equal(quixo_move_span(QUIXO_MOVE_PASS), 0);
        assert_int_equal(quixo_move_span(quixo_move_make(12, 2)), 0);
}

/* The pushes of perft's last ply by shift (qx_square_dirs) are the pushes
 * of qx_push_table (Q7), each stored under its own shift. */
static void q7_pushes_by_shift_match_the_push_table(void **state)
{
        (void)state;
        static const uint8_t sl[4] = {1, 5, 0, 0}, sr[4] = {0, 0, 1, 5};
        int total = 0;
        for (int sq = 0; sq < QUIXO_SQUARES; sq++) {
                int n = 0;
                for (int d = 0; d < 4; d++) {
                        const qx_flat_push *e = &qx_square_dirs[sq][d];
                        if (e->from == 0) {
                                assert_int_equal(e->to, 0);
                                continue;
                        }
                        assert_int_equal(e->from, 1u << sq);
                        int to = __builtin_ctz(e->to);
                        const qx_push *ref = &qx_push_table[sq | to << 5];
                        assert_int_not_equal(ref->seg | ref->keep, 0);
                        assert_int_equal(e->keep, ref->keep);
                        assert_int_equal(e->seg, ref->seg);
                        assert_int_equal(sl[d], ref->sl);
                        assert_int_equal(sr[d], ref->sr);
                        n++;
                }
                assert_int_equal(n, qx_end_count[sq]);
                total += n;
        }
        assert_int_equal(total, 44);
}

static void q7_push_ends_of_every_square(void **state)
{
        (void)state;
        int out[3];
        int total = 0;
        for (int sq = 0; sq < 25; sq++) {
                int ref[4];
                int n = quixo_push_ends(sq, out);
                if (!quixo_square_is_border(sq)) {
                        assert_int_equal(n, 0);
                        continue;
                }
                assert_int_equal(n, qt_ref_ends(sq, ref));
                for (int i = 0; i < n; i++) {
                        int found = 0;
                        for (int j = 0; j < n; j++)
                                found |= out[i] == ref[j];
                        assert_true(found);
                        assert_int_not_equal(out[i], sq);
                }
                total += n;
        }
        assert_int_equal(total, 44);
        assert_int_equal(quixo_push_ends(-1, out), 0);
        assert_int_equal(quixo_push_ends(25, out), 0);
}

/* Plays random games; at every position compares the generated move set
 * and every move's result with the naive reference. */
static void random_games_match_reference(int players, int order, uint64_t seed)
{
        tt_rng rng;
        tt_rng_seed(&rng, seed);
        for (int game = 0; game < 150; game++) {
                quixo_options o;
                quixo_pos p;
                char why[QUIXO_REASON_MAX];
                quixo_options_default(&o, players);
                o.order = (quixo_order)order;
                o.first = players == 4 ? (int)tt_rng_below(&rng, 4)
                                       : (int)tt_rng_below(&rng, 2);
                assert_int_equal(quixo_pos_init(&p, &o, why, sizeof why), QUIXO_OK);
                for (int ply = 0; ply < 200; ply++) {
                        quixo_move moves[QUIXO_MAX_MOVES];
                        int n = quixo_gen_moves(&p, moves);
                        qt_ref r = qt_ref_of(&p);
                        /* count the reference's moves */
                        int expect = 0;
                        for (int sq = 0; sq < 25; sq++) {
                                int ends[4];
                                if (qt_ref_takeable(&r, sq))
                                        expect += qt_ref_ends(sq, ends) *
                                                  (players == 4 ? 2 : 1);
                        }
                        if (expect == 0) {
                                assert_int_equal(n, 1);
                                assert_int_equal(moves[0], QUIXO_MOVE_PASS);
                        } else {
                                assert_int_equal(n, expect);
                        }
                        for (int i = 0; i < n; i++) {
                                quixo_pos child;
                                qt_ref rc = r;
                                assert_int_equal(
                                    quixo_action_check(&p, moves[i], why, sizeof why),
                                    QUIXO_OK);
                                quixo_pos_after(&p, moves[i], &child);
                                if (moves[i] != QUIXO_MOVE_PASS) {
                                        int from = quixo_move_from(moves[i]);
                                        assert_true(qt_ref_takeable(&r, from));
                                        qt_ref_make(&rc, from, quixo_move_to(moves[i]),
                                                    quixo_move_dot(moves[i]));
                                        for (int j = 0; j < i; j++)
                                                assert_int_not_equal(moves[i], moves[j]);
                                }
                                qt_ref_next(&rc);
                                qt_ref_same(&rc, &child);
                        }
                        if (quixo_pos_result(&p).outcome != QUIXO_OUTCOME_NONE)
                                break;
                        quixo_make(&p, moves[tt_rng_below(&rng, (uint32_t)n)]);
                }
        }
}

static void q7_two_player_pushes_match_reference(void **state)
{
        (void)state;
        random_games_match_reference(2, 0, 11);
}

static void q13_q14_four_player_pushes_match_reference(void **state)
{
        (void)state;
        random_games_match_reference(4, QUIXO_CW, 12);
        random_games_match_reference(4, QUIXO_CCW, 13);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(q7_corner_row_slides_left),
            cmocka_unit_test(q7_corner_row_slides_right),
            cmocka_unit_test(q7_corner_column_slides_down),
            cmocka_unit_test(q7_corner_column_slides_up),
            cmocka_unit_test(q7_edge_row_slides_left),
            cmocka_unit_test(q7_edge_row_slides_right),
            cmocka_unit_test(q7_edge_column_slides_down),
            cmocka_unit_test(q7_edge_column_slides_up),
            cmocka_unit_test(q6_cube_returns_with_the_movers_mark),
            cmocka_unit_test(q14_dot_travels_with_the_cube),
            cmocka_unit_test(span_and_diff_for_highlighting),
            cmocka_unit_test(q7_push_ends_of_every_square),
            cmocka_unit_test(q7_pushes_by_shift_match_the_push_table),
            cmocka_unit_test(q7_two_player_pushes_match_reference),
            cmocka_unit_test(q13_q14_four_player_pushes_match_reference),
        };
        return cmocka_run_group_tests_name("quixo push", tests, NULL, NULL);
}
