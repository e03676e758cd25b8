/* test_quixo_perft.c: perft of Quixo: the published two-player figures
 * (44, 1836, 76596), four-player and mid-game figures computed by the naive
 * reference of quixo_test.h, and the convention that a position decided by a
 * line (Q10, Q18) ends the tree. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "quixo_test.h"

#define START2 "quixo players=2 turn=x ply=0 board=...../...../...../...../....."
#define START4                                                                           \
        "quixo players=4 order=cw turn=s ply=0 board=........../........../........../"  \
        "........../.........."

/* Naive line test: any of the 12 lines full of `mark` (1 x, 2 o). */
static int ref_line(const qt_ref *r, int mark)
{
        for (int i = 0; i < 5; i++) {
                int row = 1, col = 1;
                for (int j = 0; j < 5; j++) {
                        row &= r->cell[i * 5 + j] == mark;
                        col &= r->cell[j * 5 + i] == mark;
                }
                if (row || col)
                        return 1;
        }
        int d1 = 1, d2 = 1;
        for (int j = 0; j < 5; j++) {
                d1 &= r->cell[j * 5 + j] == mark;
                d2 &= r->cell[(4 - j) * 5 + j] == mark;
        }
        return d1 || d2;
}

/* The checksum term of a leaf (quixo_perft_stats), from the reference cells. */
static uint64_t ref_leaf_sum(const qt_ref *r)
{
        uint64_t x = 0, o = 0, d = 0;
        for (int sq = 0; sq < 25; sq++) {
                x |= (uint64_t)(r->cell[sq] == 1) << sq;
                o |= (uint64_t)(r->cell[sq] == 2) << sq;
                d |= (uint64_t)(r->dot[sq] >= 2) << sq; /* dot to N or W */
        }
        return x | o << 25 | d << 50;
}

/* Naive perft with the same convention: decided positions have no children.
 * Adds the leaves' checksum terms to *sum. */
static uint64_t ref_perft_sum(const qt_ref *r, int depth, uint64_t *sum)
{
        if (depth == 0) {
                *sum += ref_leaf_sum(r);
                return 1;
        }
        if (ref_line(r, 1) || ref_line(r, 2))
                return 0;
        uint64_t total = 0;
        int any = 0;
        for (int from = 0; from < 25; from++) {
                if (!qt_ref_takeable(r, from))
                        continue;
                int ends[4];
                int n = qt_ref_ends(from, ends);
                for (int i = 0; i < n; i++)
                        for (int d = 0; d < (r->players == 4 ? 2 : 1); d++) {
                                qt_ref c = *r;
                                int seat = d == 0 ? r->turn : r->turn ^ 2;
                                qt_ref_make(&c, from, ends[i],
                                            r->players == 4 ? seat : -1);
                                qt_ref_next(&c);
                                total += ref_perft_sum(&c, depth - 1, sum);
                                any = 1;
                        }
        }
        if (!any) { /* Q17: pass */
                qt_ref c = *r;
                qt_ref_next(&c);
                total = ref_perft_sum(&c, depth - 1, sum);
        }
        return total;
}

static uint64_t ref_perft(const qt_ref *r, int depth)
{
        uint64_t sum = 0;
        return ref_perft_sum(r, depth, &sum);
}

/* quixo_perft_detail against the reference: leaves and checksum. */
static void same_as_reference(const quixo_pos *p, int depth)
{
        qt_ref r = qt_ref_of(p);
        uint64_t sum = 0;
        uint64_t leaves = ref_perft_sum(&r, depth, &sum);
        quixo_perft_stats st;
        quixo_perft_detail(p, depth, &st);
        assert_int_equal(st.leaves, leaves);
        assert_int_equal(st.checksum, sum);
        assert_int_equal(quixo_perft(p, depth), leaves);
}

static void perft_two_player_opening(void **state)
{
        (void)state;
        quixo_pos p = qt_pos(START2);
        assert_int_equal(quixo_perft(&p, 0), 1);
        assert_int_equal(quixo_perft(&p, 1), 44);
        assert_int_equal(quixo_perft(&p, 2), 1836);
        assert_int_equal(quixo_perft(&p, 3), 76596);
        qt_ref r = qt_ref_of(&p);
        assert_int_equal(quixo_perft(&p, 3), ref_perft(&r, 3));
        same_as_reference(&p, 3);
}

static void perft_four_player_opening_matches_reference(void **state)
{
        (void)state;
        quixo_pos p = qt_pos(START4);
        qt_ref r = qt_ref_of(&p);
        assert_int_equal(quixo_perft(&p, 1), 88);
        assert_int_equal(quixo_perft(&p, 2), ref_perft(&r, 2));
        assert_int_equal(quixo_perft(&p, 3), ref_perft(&r, 3));
        /* order matters from the second move on only through Q16 and dots */
        same_as_reference(&p, 3);
        p.order = QUIXO_CCW;
        same_as_reference(&p, 3);
}

static void perft_mid_game_positions_match_reference(void **state)
{
        (void)state;
        /* positions where lines come and go within three moves */
        const char *cases[] = {
            "quixo players=2 turn=x ply=20 board=oxxxx/.oooo/...../...../.....",
            "quixo players=2 turn=o ply=31 board=xoxo./oxx.o/.oxxo/x.o.x/ooxx.",
            "quixo players=2 turn=x ply=18 board=xxxx./o.o.o/.x.../oooo./x....",
            "quixo players=4 order=cw turn=n ply=20 board=xnoexnoexn/oe......oe/"
            "xn......xn/oe......oe/oexnoexnoe",
            "quixo players=4 order=ccw turn=w ply=22 board=xsxnxs..ow/oe..xn..ow/"
            "..oexs..../owxs....xn/xnoeoe..xs",
        };
        for (int i = 0; i < 5; i++) {
                quixo_pos p = qt_pos(cases[i]);
                for (int d = 0; d <= 3; d++)
                        same_as_reference(&p, d);
        }
}

static void q10_perft_decided_positions_end_the_tree(void **state)
{
        (void)state;
        /* X to move can win at once (a1-a5, row 5) or lose at once */
        quixo_pos p =
            qt_pos("quixo players=2 turn=x ply=20 board=.xxxx/.oooo/...../...../o....");
        quixo_move moves[QUIXO_MAX_MOVES];
        int n = quixo_gen_moves(&p, moves);
        uint64_t decided = 0, depth2 = 0;
        for (int i = 0; i < n; i++) {
                quixo_pos c;
                quixo_move replies[QUIXO_MAX_MOVES];
                quixo_pos_after(&p, moves[i], &c);
                if (quixo_pos_result(&c).outcome != QUIXO_OUTCOME_NONE)
                        decided++;
                else
                        depth2 += (uint64_t)quixo_gen_moves(&c, replies);
        }
        assert_true(decided >= 2);
        quixo_perft_stats st;
        quixo_perft_detail(&p, 1, &st);
        assert_int_equal(st.leaves, n); /* decided leaves at depth 1 count */
        assert_int_equal(st.decided, decided);
        assert_int_equal(quixo_perft(&p, 2), depth2); /* ... but have no children */
        /* a decided root has no moves below it */
        quixo_pos won =
            qt_pos("quixo players=2 turn=o ply=20 board=xxxxx/...../...../...../.....");
        assert_int_equal(quixo_perft(&won, 0), 1);
        assert_int_equal(quixo_perft(&won, 1), 0);
        assert_int_equal(quixo_perft(&won, 3), 0);
        quixo_perft_detail(&won, 0, &st);
        assert_int_equal(st.leaves, 1);
        assert_int_equal(st.decided, 1);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(perft_two_player_opening),
            cmocka_unit_test(perft_four_player_opening_matches_reference),
            cmocka_unit_test(perft_mid_game_positions_match_reference),
            cmocka_unit_test(q10_perft_decided_positions_end_the_tree),
        };
        return cmocka_run_group_tests_name("quixo perft", tests, NULL, NULL);
}
