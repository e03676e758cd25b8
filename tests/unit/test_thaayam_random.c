/* test_thaayam_random.c: whole random games of Thaayam for 2, 3 and 4
 * players, any seats, both twin settings (T2, T19): at every step the state
 * string reads back to the same position and the same legal actions, every
 * listed action is accepted by thaayam_action_check and its notation reads back,
 * sampled unlisted actions are refused, pieces are conserved, twins stay
 * consistent, and every game ends with a winner (T22). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <locale.h>

#include "thaayam_test.h"

static thaayam_action list[THAAYAM_MAX_ACTIONS], list2[THAAYAM_MAX_ACTIONS];

static int same_action(const thaayam_action *a, const thaayam_action *b)
{
        return memcmp(a, b, sizeof *a) == 0;
}

static void check_invariants(const thaayam_state *st)
{
        for (int s = 0; s < 4; s++) {
                if (!(st->seats & (1u << s)))
                        continue;
                for (int p = 0; p < 4; p++) {
                        int at = st->pos[s][p], q = st->twin[s][p];
                        assert_true(at >= THAAYAM_POS_HOME && at <= 24);
                        if (q != THAAYAM_NO_TWIN) {
                                assert_int_equal(st->twin[s][q], p);
                                assert_int_equal(st->pos[s][q], at);
                                assert_true(at != 24 && at != THAAYAM_POS_HOME);
                                if (st->capture == THAAYAM_CAPTURE_SPLIT)
                                        assert_true(at >= 8);
                        }
                }
        }
        /* T12: different players share a square only when safe or single+twin */
        for (int sq = 0; sq < 25; sq++) {
                if (thaayam_is_safe(sq))
                        continue;
                unsigned singles = 0, twins = 0;
                for (int s = 0; s < 4; s++)
                        for (int p = 0; p < 4; p++)
                                if ((st->seats & (1u << s)) && st->pos[s][p] >= 0 &&
                                    thaayam_square_of(s, st->pos[s][p]) == sq) {
                                        if (st->twin[s][p] == THAAYAM_NO_TWIN)
                                                singles |= 1u << s;
                                        else
                                                twins |= 1u << s;
                                }
                int ns = __builtin_popcount(singles), nt = __builtin_popcount(twins);
                assert_true(ns <= 1 && nt <= 1);
        }
}

static void play_game(tt_rng *rng, int players, unsigned seats, int capture, int deep)
{
        thaayam_state st, back;
        thaayam_options o = {players, seats, capture, 0};
        int first = thaayam_throwoff_run(seats ? seats
                                               : (players == 2   ? 0x5u
                                                  : players == 3 ? 0x7u
                                                                 : 0xfu),
                                         rng);
        assert_int_equal(thaayam_init(&st, &o, first, NULL, 0), THAAYAM_OK);
        char text[THAAYAM_STATE_MAX], text2[THAAYAM_STATE_MAX], err[200];
        for (int step = 0;; step++) {
                assert_true(step < 200000);
                check_invariants(&st);
                thaayam_state_format(&st, text, sizeof text);
                if (thaayam_state_parse(&back, text, err, sizeof err) != THAAYAM_OK)
                        fail_msg("%s: %s", text, err);
                thaayam_state_format(&back, text2, sizeof text2);
                assert_string_equal(text, text2);
                size_t n =
                    thaayam_legal_actions(&st, tht_ctx(), list, THAAYAM_MAX_ACTIONS);
                assert_true(n <= thaayam_actions_bound(&st));
                if (n == 0) {
                        thaayam_result r;
                        thaayam_get_result(&st, &r);
                        assert_int_equal(r.over, 1);
                        assert_true(r.winner >= 0);
                        assert_true(st.seats & (1u << r.winner));
                        for (int p = 0; p < 4; p++)
                                assert_int_equal(st.pos[r.winner][p], THAAYAM_POS_HOME);
                        return;
                }
                if (st.phase == THAAYAM_PHASE_THROW) {
                        assert_int_equal(n, 1);
                        assert_true(thaayam_throw_random(&st, rng, NULL) > 0);
                        continue;
                }
                if (deep) {
                        size_t n2 = thaayam_legal_actions(&back, NULL, list2,
                                                          THAAYAM_MAX_ACTIONS);
                        assert_int_equal(n, n2);
                        for (size_t i = 0; i < n; i++)
                                assert_true(same_action(&list[i], &list2[i]));
                        for (size_t i = 0; i < n; i++) {
                                char t[THAAYAM_ACTION_MAX];
                                thaayam_action a;
                                thaayam_action_format(&list[i], t, sizeof t);
                                assert_int_equal(
                                    thaayam_action_parse(t, &a, err, sizeof err),
                                    THAAYAM_OK);
                                assert_true(same_action(&a, &list[i]));
                                if (thaayam_action_check(&st, tht_ctx(), &a, err,
                                                         sizeof err))
                                        fail_msg("%s in %s: %s", t, text, err);
                        }
                        /* sampled actions that are not listed are refused */
                        for (int k = 0; k < 6; k++) {
                                thaayam_action a = {0};
                                a.kind = (uint8_t)(1 + tt_rng_below(rng, 7));
                                a.piece = (uint8_t)tt_rng_below(rng, 4);
                                a.piece2 = (uint8_t)(a.piece + 1 +
                                                     tt_rng_below(rng, 3 - a.piece + 1));
                                if (a.piece2 > 3)
                                        a.piece2 = 3;
                                if (a.kind == THAAYAM_ACT_MOVE)
                                        a.score = thaayam_values[tt_rng_below(rng, 5)];
                                if (a.kind == THAAYAM_ACT_TWIN_MOVE)
                                        for (int v = 0; v < 5; v++)
                                                a.group[v] =
                                                    (uint8_t)tt_rng_below(rng, 2);
                                if (a.kind != THAAYAM_ACT_TWIN &&
                                    a.kind != THAAYAM_ACT_TWIN_MOVE &&
                                    a.kind != THAAYAM_ACT_TWIN_ENTER)
                                        a.piece2 = 0;
                                if (a.kind == THAAYAM_ACT_DONE)
                                        a.piece = 0;
                                int listed = 0;
                                for (size_t i = 0; i < n; i++)
                                        listed |= same_action(&a, &list[i]);
                                thaayam_state copy = st;
                                thaayam_status rc = thaayam_action_apply(
                                    &copy, tht_ctx(), &a, err, sizeof err);
                                if ((rc == THAAYAM_OK) != listed) {
                                        char t[THAAYAM_ACTION_MAX];
                                        thaayam_action_format(&a, t, sizeof t);
                                        fail_msg("%s in %s: listed %d, check says %s", t,
                                                 text, listed, err);
                                }
                                if (rc != THAAYAM_OK) {
                                        assert_true(err[0] != '\0');
                                        assert_memory_equal(&copy, &st, sizeof st);
                                }
                        }
                }
                thaayam_action_apply_unchecked(&st,
                                               &list[tt_rng_below(rng, (uint32_t)n)]);
        }
}

static void t22_random_games_end_with_a_winner_all_player_counts(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 77);
        for (int g = 0; g < 60; g++)
                play_game(&rng, 2 + g % 3, 0, g % 2, 1);
}

static void t2_random_games_on_any_seat_subset(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 78);
        const unsigned subsets[] = {0x3, 0x6, 0xc, 0x9, 0xa, 0xb, 0xd, 0xe};
        for (int g = 0; g < 16; g++) {
                unsigned m = subsets[g % 8];
                play_game(&rng, __builtin_popcount(m), m, g % 2, 1);
        }
        for (int g = 0; g < 300; g++)
                play_game(&rng, 4, 0, g % 2, 0);
}

int main(void)
{
        /* make check runs this again under tr_TR.UTF-8 and de_DE.UTF-8 */
        setlocale(LC_ALL, "");
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(t22_random_games_end_with_a_winner_all_player_counts),
            cmocka_unit_test(t2_random_games_on_any_seat_subset),
        };
        return cmocka_run_group_tests_name("thaayam_random", tests, NULL, NULL);
}
