/* test_thaayam_race.c: the race model of the Thaayam computer player
 * (src/thaayam_ai/race.c): exact values worked out by hand (a piece on the
 * castle needs a turn with a 1, T21, T5: a geometric law of chance 2/7),
 * and the means and deviations of several arrangements against races
 * simulated with the rules library's own throws (thaayam_throw_random: T4,
 * T5, T9) and an independent search of each turn's best use of its scores
 * (T7, T8, T10, T11, T21) by the table's own means; and the race
 * evaluation of level 3 without contact, the table's race itself. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <math.h>
#include <cmocka.h>

#include "thaayam_test.h"
#include "thaayam_ai/tai.h"

static const int value[5] = {1, 2, 3, 4, 8};

static double mean_of(const int code[4])
{
        return tai_race_get()->mean[tai_race_index(code)];
}

static double sd_of(const int code[4])
{
        return tai_race_get()->sd[tai_race_index(code)];
}

static void race_finished_needs_no_turn(void **state)
{
        (void)state;
        assert_non_null(tai_race_get());
        int home[4] = {26, 26, 26, 26};
        assert_true(mean_of(home) == 0.0);
        assert_true(sd_of(home) == 0.0);
        /* the index does not depend on the order of the pieces */
        int a[4] = {3, 0, 26, 12}, b[4] = {26, 12, 3, 0};
        assert_int_equal(tai_race_index(a), tai_race_index(b));
}

/* T21, T5: a piece on the castle (three borne off) bears off in the first
 * turn with a 1. A turn has no 1 when it is a run of 4s and 8s (2/16 each)
 * ended by a 2 or 3 (10/16): sum (2/16)^L 10/16 = 5/7. So the turns are
 * geometric with p = 2/7: mean 3.5, deviation sqrt(1 - p) / p. */
static void race_t21_castle_piece_is_geometric(void **state)
{
        (void)state;
        int c[4] = {25, 26, 26, 26};
        double p = 2.0 / 7.0;
        assert_true(fabs(mean_of(c) - 1.0 / p) < 0.01);
        assert_true(fabs(sd_of(c) - sqrt(1.0 - p) / p) < 0.01);
}

/* ---- simulation */

typedef struct best {
        int used;
        double mean;
        int code[4];
} best;

static void sort4(int c[4])
{
        for (int i = 1; i < 4; i++)
                for (int j = i; j > 0 && c[j - 1] > c[j]; j--) {
                        int t = c[j];
                        c[j] = c[j - 1];
                        c[j - 1] = t;
                }
}

/* Every order of use of the scores n[] on the pieces c[] (T7), depth first;
 * keeps the end with the most scores used (T11), then the smallest mean. */
static void search(int c[4], int n[5], int used, best *b)
{
        int any = 0;
        int all_castle = 1;
        for (int i = 0; i < 4; i++)
                if (c[i] < 25)
                        all_castle = 0;
        for (int v = 0; v < 5; v++) {
                if (n[v] == 0)
                        continue;
                for (int i = 0; i < 4; i++) {
                        if (i > 0 && c[i] == c[i - 1])
                                continue;
                        int x = c[i], y = -1;
                        if (x == 0 && value[v] == 1)
                                y = 1; /* T8: enters on the palace */
                        else if (x == 25 && value[v] == 1 && all_castle)
                                y = 26; /* T21 */
                        else if (x >= 1 && x < 25 && x + value[v] <= 25)
                                y = x + value[v]; /* T10 */
                        if (y < 0)
                                continue;
                        any = 1;
                        int d[4] = {c[0], c[1], c[2], c[3]};
                        d[i] = y;
                        sort4(d);
                        n[v]--;
                        search(d, n, used + 1, b);
                        n[v]++;
                }
        }
        if (!any) {
                double m = mean_of(c);
                if (used > b->used || (used == b->used && m < b->mean)) {
                        b->used = used;
                        b->mean = m;
                        memcpy(b->code, c, sizeof b->code);
                }
        }
}

static void state_of(const int code[4], thaayam_state *st)
{
        char text[200], piece[4][12];
        for (int i = 0; i < 4; i++) {
                if (code[i] == 0)
                        snprintf(piece[i], sizeof piece[i], "-");
                else if (code[i] == 26)
                        snprintf(piece[i], sizeof piece[i], "#");
                else
                        snprintf(piece[i], sizeof piece[i], "%d", code[i] - 1);
        }
        snprintf(text, sizeof text,
                 "thaayam players=2 capture=split turn=s phase=throw scores= extra=0 "
                 "s=%s,%s,%s,%s n=-,-,-,-",
                 piece[0], piece[1], piece[2], piece[3]);
        tht_set(st, text);
}

/* Simulated races from code[]: the sample mean and deviation of the turns
 * agree with the table (mean within four standard errors). */
static void check_simulated(const int start[4], int races, tt_rng *rng)
{
        double sum = 0.0, sum2 = 0.0;
        for (int r = 0; r < races; r++) {
                int c[4] = {start[0], start[1], start[2], start[3]};
                sort4(c);
                int turns = 0;
                while (c[0] != 26 && turns < 1000) {
                        thaayam_state st;
                        state_of(c, &st);
                        turns++;
                        while (st.phase == THAAYAM_PHASE_THROW && st.turn == THAAYAM_S)
                                assert_true(thaayam_throw_random(&st, rng, NULL) > 0);
                        if (st.phase != THAAYAM_PHASE_MOVE || st.turn != THAAYAM_S)
                                continue; /* T9: a void turn */
                        uint8_t counts[THAAYAM_NVALUES];
                        thaayam_remaining(&st, counts);
                        int n[5];
                        for (int v = 0; v < 5; v++)
                                n[v] = counts[v];
                        best b = {-1, 0.0, {0}};
                        search(c, n, 0, &b);
                        memcpy(c, b.code, sizeof c);
                }
                sum += turns;
                sum2 += (double)turns * turns;
        }
        double m = sum / races, sd = sqrt(sum2 / races - m * m);
        double tm = mean_of(start), tsd = sd_of(start);
        print_message(
            "race %d,%d,%d,%d: simulated %.3f (sd %.3f), table %.3f (sd %.3f)\n",
            start[0], start[1], start[2], start[3], m, sd, tm, tsd);
        assert_true(fabs(m - tm) < 4.0 * tsd / sqrt(races) + 0.01);
        assert_true(fabs(sd - tsd) < 0.1 * tsd + 0.05);
}

static void race_table_matches_simulated_races(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 2028);
        int one_far[4] = {21, 26, 26, 26}; /* index 20: exact scores (T10) */
        int one_off[4] = {0, 26, 26, 26};  /* T8, T9 */
        int two[4] = {0, 6, 26, 26};       /* one off, one at index 5 */
        int castle[4] = {25, 25, 24, 26};  /* T21 after the last step */
        int three[4] = {1, 10, 18, 26};    /* three on the board */
        check_simulated(one_far, 2000, &rng);
        check_simulated(one_off, 2000, &rng);
        check_simulated(two, 1500, &rng);
        check_simulated(castle, 2000, &rng);
        check_simulated(three, 1000, &rng);
}

/* Without contact (every piece on the castle, T13, or borne off) the
 * race evaluation is the chance that the seat to move next needs more
 * turns: the table's laws, the opponent moving first (T6). */
static void race_evaluation_without_contact_is_the_race(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores= extra=0 "
                     "s=24,24,#,# n=24,24,24,#");
        tai_dice d;
        tai_dice_init(&d);
        tai_eval_params p;
        tai_eval_defaults(&p);
        p.race = 1;
        int me[4] = {25, 25, 26, 26}, op[4] = {25, 25, 25, 26};
        double var = sd_of(me) * sd_of(me) + sd_of(op) * sd_of(op) + 0.2;
        double want =
            100.0 * 0.5 * erfc(-(mean_of(op) - mean_of(me) - 0.5) / sqrt(2 * var));
        double got = tai_eval(&d, &p, &st, THAAYAM_S, tai_state_key(&st));
        print_message("race evaluation %.6f, expected %.6f\n", got, want);
        assert_true(fabs(got - want) < 1e-3);
        /* T15: with an extra turn South moves first */
        st.extra = 1;
        want = 100.0 * 0.5 * erfc(-(mean_of(op) - mean_of(me) + 0.5) / sqrt(2 * var));
        got = tai_eval(&d, &p, &st, THAAYAM_S, tai_state_key(&st));
        assert_true(fabs(got - want) < 1e-3);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(race_finished_needs_no_turn),
            cmocka_unit_test(race_t21_castle_piece_is_geometric),
            cmocka_unit_test(race_table_matches_simulated_races),
            cmocka_unit_test(race_evaluation_without_contact_is_the_race),
        };
        return cmocka_run_group_tests_name("thaayam_race", tests, NULL, NULL);
}
