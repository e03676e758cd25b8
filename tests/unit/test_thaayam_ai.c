/* test_thaayam_ai.c: the Thaayam computer player (src/thaayam_ai): never an
 * illegal action (whole games and random positions with long throw
 * sequences, 2-4 players, both capture settings of T19, every level),
 * plans that end with `done` only when no score is left usable (T11), a
 * clearly good capture taken (T14, T15), a threatened piece moved to a
 * safe palace (T13), the dice table against a simulation of turns (T4, T5,
 * T9), and determinism for a given seed, also when the plan is recomputed
 * at every action (thaayam_ai_pick). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "thaayam_test.h"
#include "thaayam_ai/tai.h"

/* Small budgets keep the tests fast (also under the sanitizers); the
 * search and the look-ahead still run in full. */
static void test_limits(thaayam_ai_limits *lim, int level)
{
        thaayam_ai_limits_default(lim, level);
        lim->nodes = 2000;
        if (level == 3) {
                lim->candidates = 3;
                lim->samples = 3;
                lim->reply_nodes = 100;
        }
}

static void expect_legal(const thaayam_state *st, const thaayam_action *a)
{
        char err[THAAYAM_REASON_MAX], text[THAAYAM_ACTION_MAX], state[THAAYAM_STATE_MAX];
        if (a->kind == THAAYAM_ACT_THROW) { /* `throw`: the caller throws (T5) */
                assert_int_equal(st->phase, THAAYAM_PHASE_THROW);
                assert_int_equal(a->score, 0);
                return;
        }
        if (thaayam_action_check(st, tht_ctx(), a, err, sizeof err) != THAAYAM_OK) {
                thaayam_action_format(a, text, sizeof text);
                thaayam_state_format(st, state, sizeof state);
                fail_msg("illegal %s: %s\n  in %s", text, err, state);
        }
}

/* Plays one game, seat by seat an AI of the given level (0: random). */
static void play_checked(unsigned mask, int capture, const int levels[4], tt_rng *rng)
{
        thaayam_state st;
        thaayam_options o = {0, mask, capture, 0};
        o.players = __builtin_popcount(mask);
        assert_int_equal(thaayam_init(&st, &o, thaayam_throwoff_run(mask, rng), NULL, 0),
                         THAAYAM_OK);
        thaayam_ai *ai[THAAYAM_SEATS] = {NULL};
        thaayam_ai_limits lim[THAAYAM_SEATS];
        for (int s = 0; s < THAAYAM_SEATS; s++)
                if (levels[s] > 0) {
                        ai[s] = thaayam_ai_new(levels[s]);
                        assert_non_null(ai[s]);
                        test_limits(&lim[s], levels[s]);
                }
        static thaayam_action list[THAAYAM_MAX_ACTIONS];
        long steps = 0;
        for (;;) {
                thaayam_result r;
                thaayam_get_result(&st, &r);
                if (r.over)
                        break;
                assert_true(++steps < 20000);
                thaayam_action a;
                if (ai[st.turn]) {
                        thaayam_ai_result res;
                        assert_int_equal(
                            thaayam_ai_choose(ai[st.turn], &st, &lim[st.turn], rng, &res),
                            0);
                        a = res.action;
                        assert_true(res.plan_len >= 1);
                        assert_memory_equal(&res.plan[0], &a, sizeof a);
                        expect_legal(&st, &a);
                } else if (st.phase == THAAYAM_PHASE_THROW) {
                        a = (thaayam_action){.kind = THAAYAM_ACT_THROW};
                } else {
                        size_t n = thaayam_legal_actions(&st, tht_ctx(), list,
                                                         THAAYAM_MAX_ACTIONS);
                        assert_true(n > 0);
                        a = list[tt_rng_below(rng, (uint32_t)n)];
                }
                if (a.kind == THAAYAM_ACT_THROW) {
                        assert_int_equal(st.phase, THAAYAM_PHASE_THROW);
                        assert_true(thaayam_throw_random(&st, rng, NULL) > 0);
                } else {
                        assert_int_equal(
                            thaayam_action_apply(&st, tht_ctx(), &a, NULL, 0),
                            THAAYAM_OK);
                }
        }
        thaayam_ai_result res;
        for (int s = 0; s < THAAYAM_SEATS; s++)
                if (ai[s]) { /* game over: no action */
                        assert_int_equal(
                            thaayam_ai_choose(ai[s], &st, &lim[s], rng, &res), -1);
                        thaayam_ai_free(ai[s]);
                }
}

static void ai_whole_games_never_illegal(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 8);
        static const unsigned masks[3] = {0x5u, 0x7u, 0xfu};
        for (int m = 0; m < 3; m++)
                for (int capture = 0; capture < 2; capture++)
                        for (int level = 1; level <= 3; level++) {
                                /* one AI of this level, the others random or level 1 */
                                int levels[4] = {level, 0, level == 3 ? 1 : 0, 0};
                                play_checked(masks[m], capture, levels, &rng);
                        }
}

/* A random position: a random game cut after a random number of turns,
 * then a random long throw sequence (continuing scores 1, 4, 8 and a last
 * 2 or 3, T5). */
static int random_position(thaayam_state *st, int players, int capture, tt_rng *rng)
{
        static const unsigned masks[5] = {0, 0, 0x5u, 0x7u, 0xfu};
        static thaayam_action list[THAAYAM_MAX_ACTIONS];
        thaayam_options o = {players, masks[players], capture, 0};
        thaayam_init(st, &o, (int)tt_rng_below(rng, 4) % 2 ? 0 : 2, NULL, 0);
        int turns = (int)tt_rng_below(rng, 120);
        for (int t = 0; t < turns;) {
                thaayam_result r;
                thaayam_get_result(st, &r);
                if (r.over)
                        return 0;
                if (st->phase == THAAYAM_PHASE_THROW) {
                        thaayam_throw_random(st, rng, NULL);
                        continue;
                }
                size_t n =
                    thaayam_legal_actions(st, tht_ctx(), list, THAAYAM_MAX_ACTIONS);
                if (list[0].kind == THAAYAM_ACT_DONE)
                        t++;
                thaayam_action_apply_unchecked(st, &list[tt_rng_below(rng, (uint32_t)n)]);
        }
        while (st->phase == THAAYAM_PHASE_MOVE) { /* finish the current move phase */
                size_t n =
                    thaayam_legal_actions(st, tht_ctx(), list, THAAYAM_MAX_ACTIONS);
                if (n == 0)
                        return 0;
                thaayam_action_apply_unchecked(st, &list[0]);
        }
        int nthrows = 1 + (int)tt_rng_below(rng, 9);
        static const int cont[3] = {1, 4, 8};
        for (int i = 0; i < nthrows - 1; i++)
                thaayam_throw_score(st, cont[tt_rng_below(rng, 3)], NULL, 0);
        thaayam_throw_score(st, 2 + (int)tt_rng_below(rng, 2), NULL, 0);
        return st->phase == THAAYAM_PHASE_MOVE;
}

static void ai_random_positions_plans_legal_to_done(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 99);
        int checked = 0;
        for (int i = 0; i < 90; i++) {
                thaayam_state st;
                int players = 2 + i % 3, capture = i / 3 % 2, level = 1 + i / 6 % 3;
                if (!random_position(&st, players, capture, &rng))
                        continue;
                thaayam_ai *ai = thaayam_ai_new(level);
                assert_non_null(ai);
                thaayam_ai_limits lim;
                test_limits(&lim, level);
                int seat = st.turn, steps = 0;
                while (st.phase == THAAYAM_PHASE_MOVE && st.turn == seat) {
                        thaayam_result r;
                        thaayam_get_result(&st, &r);
                        if (r.over)
                                break;
                        thaayam_ai_result res;
                        assert_int_equal(thaayam_ai_choose(ai, &st, &lim, &rng, &res), 0);
                        expect_legal(&st, &res.action);
                        /* the first call plans, the others replay (T11: done last) */
                        assert_int_equal(res.replayed, steps > 0);
                        if (res.action.kind == THAAYAM_ACT_DONE) {
                                assert_int_equal(thaayam_max_usable(&st, tht_ctx()), 0);
                                assert_int_equal(res.plan_len, 1);
                        }
                        assert_int_equal(
                            thaayam_action_apply(&st, tht_ctx(), &res.action, NULL, 0),
                            THAAYAM_OK);
                        if (res.action.kind == THAAYAM_ACT_DONE)
                                break;
                        assert_true(++steps < THAAYAM_AI_PLAN_MAX);
                }
                thaayam_ai_free(ai);
                checked++;
        }
        assert_true(checked > 60);
}

static void ai_throw_phase_returns_throw(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st,
                "thaayam players=2 capture=split turn=n phase=throw scores=4 extra=0 "
                "s=3,-,-,- n=5,-,-,-");
        tt_rng rng;
        tt_rng_seed(&rng, 1);
        for (int level = 1; level <= 3; level++) {
                thaayam_action a;
                assert_int_equal(thaayam_ai_pick(&st, level, &rng, &a), 0);
                assert_int_equal(a.kind, THAAYAM_ACT_THROW);
                assert_int_equal(a.score, 0);
        }
}

/* T14, T15: piece 1 lands on North's far advanced piece on d5 with the 2
 * (capture and an extra turn); the other use of the 2 (piece 2 to the West
 * palace) gains nothing. */
static void ai_t14_takes_a_clearly_good_capture(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=2 extra=0 "
                     "s=5,10,-,- n=15,24,24,24");
        assert_true(tht_is_legal(&st, "2+2"));
        tt_rng rng;
        tt_rng_seed(&rng, 5);
        for (int level = 1; level <= 3; level++)
                for (int k = 0; k < 4; k++) {
                        thaayam_action a;
                        char text[THAAYAM_ACTION_MAX];
                        tt_rng_next(&rng);
                        assert_int_equal(thaayam_ai_pick(&st, level, &rng, &a), 0);
                        thaayam_action_format(&a, text, sizeof text);
                        assert_string_equal(text, "1+2");
                }
        /* the same in a four-player game, by the North seat on West's piece */
        tht_set(&st, "thaayam players=4 capture=whole turn=n phase=move scores=1,2 "
                     "extra=0 s=-,-,-,- e=-,-,-,- n=0,-,-,- w=14,0,-,-");
        /* North's 2 from its palace c5 lands on a5, West's index 14 */
        assert_int_equal(thaayam_square_of(THAAYAM_N, 2),
                         thaayam_square_of(THAAYAM_W, 14));
        thaayam_ai *ai = thaayam_ai_new(3);
        assert_non_null(ai);
        thaayam_ai_result res;
        assert_int_equal(thaayam_ai_choose(ai, &st, NULL, &rng, &res), 0);
        thaayam_state end = st;
        for (int i = 0; i < res.plan_len; i++) {
                expect_legal(&end, &res.plan[i]);
                thaayam_action_apply_unchecked(&end, &res.plan[i]);
        }
        assert_int_equal(end.pos[THAAYAM_W][0], THAAYAM_POS_OFF); /* captured */
        assert_int_equal(end.turn, THAAYAM_N);                    /* T15 */
        assert_int_equal(end.phase, THAAYAM_PHASE_THROW);
        thaayam_ai_free(ai);
}

/* T13: South's piece 1 on e1 stands two squares in front of North's piece
 * (North's index 8 is South's palace c1); the 2 takes it to East's palace
 * e3, where nothing is captured. The other use of the 2, piece 2 from a5
 * (nothing behind it) to West's palace, leaves piece 1 exposed. Level 1
 * looks at the race only, so this is for levels 2 and 3. */
static void ai_t13_prefers_the_safe_palace_when_threatened(void **state)
{
        (void)state;
        thaayam_state st;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores=2 extra=0 "
                     "s=2,10,-,- n=8,24,24,24");
        assert_int_equal(thaayam_index_of(THAAYAM_N, thaayam_square_of(THAAYAM_S, 2)),
                         10);
        assert_true(thaayam_is_safe(thaayam_square_of(THAAYAM_S, 4)));
        assert_true(tht_is_legal(&st, "2+2"));
        tt_rng rng;
        tt_rng_seed(&rng, 6);
        for (int level = 2; level <= 3; level++)
                for (int k = 0; k < 4; k++) {
                        thaayam_action a;
                        char text[THAAYAM_ACTION_MAX];
                        tt_rng_next(&rng);
                        assert_int_equal(thaayam_ai_pick(&st, level, &rng, &a), 0);
                        thaayam_action_format(&a, text, sizeof text);
                        assert_string_equal(text, "1+2");
                }
}

/* T18: a twin fears only twins. South's twin on a5 has North's single
 * pieces two squares behind it (North's palace c5 to a5) and is not
 * threatened; the same square with two single South pieces is. */
static void ai_t18_twin_only_threatened_by_twins(void **state)
{
        (void)state;
        tai_dice d;
        tai_dice_init(&d);
        tai_eval_params p;
        tai_eval_defaults(&p);
        thaayam_state twin, singles;
        tht_set(&twin,
                "thaayam players=2 capture=split turn=s phase=move scores= extra=0 "
                "s=10=2,10=1,-,- n=0,0,24,24");
        tht_set(&singles, "thaayam players=2 capture=split turn=s phase=move scores= "
                          "extra=0 s=10,10,-,- n=0,0,24,24");
        double vt = tai_eval(&d, &p, &twin, THAAYAM_S, 0);
        double vs = tai_eval(&d, &p, &singles, THAAYAM_S, 0);
        assert_true(vt > vs + 5.0);
}

/* A custom evaluation (tools/train_thaayam_eval.c) replaces the hand-made
 * one, except for a finished game (T22), which stays a win. */
static double custom_value(const void *data, const tai_dice *d, const thaayam_state *st,
                           int me)
{
        (void)d;
        (void)st;
        return *(const double *)data + me;
}

static void ai_custom_evaluation_replaces_the_hand_made_one(void **state)
{
        (void)state;
        tai_dice d;
        tai_dice_init(&d);
        tai_eval_params p;
        tai_eval_defaults(&p);
        assert_null(p.custom);
        static const double base = 42.0;
        p.custom = custom_value;
        p.custom_data = &base;
        thaayam_state st, won;
        tht_set(&st, "thaayam players=2 capture=split turn=s phase=move scores= extra=0 "
                     "s=10,10,-,- n=0,0,24,24");
        tht_set(&won, "thaayam players=2 capture=split turn=s phase=move scores= extra=0 "
                      "s=#,#,#,# n=0,0,24,24");
        assert_true(tai_eval(&d, &p, &st, THAAYAM_S, 0) == 42.0 + THAAYAM_S);
        assert_true(tai_eval(&d, &p, &won, THAAYAM_S, 0) > 1e5);
}

/* T4, T5, T9: the chance that a turn can move a single piece exactly d
 * squares, from the table, against a simulation of 200000 turns. */
static void ai_t4_dice_table_matches_simulated_turns(void **state)
{
        (void)state;
        tai_dice d;
        tai_dice_init(&d);
        double on = 0, off = 0;
        for (int i = 0; i < d.n; i++) {
                on += d.c[i].p_on;
                off += d.c[i].p_void;
        }
        assert_true(on > 0.9999 && on <= 1.0000001);
        assert_true(off > 2.0 / 7 - 1e-4 && off < 2.0 / 7 + 1e-4); /* a 1 in the turn */
        enum { N = 200000 };
        static const int score[16] = {1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 8};
        long hits_on[25] = {0}, hits_void[25] = {0};
        tt_rng rng;
        tt_rng_seed(&rng, 4);
        for (int t = 0; t < N; t++) {
                /* all: sums of any scores; run: sums of the scores after the
                 * first 1, which enters a piece (T8, T9) */
                uint64_t all = 1, run = 0;
                int s;
                do {
                        s = score[tt_rng_below(&rng, 16)];
                        all |= all << s;
                        if (run)
                                run |= run << s;
                        else if (s == 1)
                                run = 1;
                } while (s == 1 || s == 4 || s == 8);
                for (int k = 1; k <= 24; k++) {
                        hits_on[k] += (all >> k) & 1;
                        hits_void[k] += (run >> k) & 1;
                }
        }
        for (int k = 1; k <= 24; k++) {
                double p_on = tai_hit_chance(&d, 1, 1u << k, 0, 0);
                double p_void = tai_hit_chance(&d, 0, 0, 1u << k, 0);
                assert_true(p_on - (double)hits_on[k] / N < 0.006);
                assert_true((double)hits_on[k] / N - p_on < 0.006);
                assert_true(p_void - (double)hits_void[k] / N < 0.006);
                assert_true((double)hits_void[k] / N - p_void < 0.006);
        }
        assert_true(tai_hit_chance(&d, 1, 1u << 2, 0, 0) > 0.4); /* a 2 or 1+1 */
}

/* The actions of one game played by two AI objects of `level`, throws from
 * a separate generator; written into out as text. */
static void game_text(int level, uint64_t seed, char *out, size_t len)
{
        thaayam_state st;
        thaayam_options o = {2, 0, THAAYAM_CAPTURE_SPLIT, 0};
        thaayam_init(&st, &o, 0, NULL, 0);
        thaayam_ai *ai = thaayam_ai_new(level);
        assert_non_null(ai);
        thaayam_ai_limits lim;
        test_limits(&lim, level);
        tt_rng dice, mine;
        tt_rng_seed(&dice, 42);
        tt_rng_seed(&mine, seed);
        size_t pos = 0;
        out[0] = '\0';
        for (int i = 0; i < 150; i++) {
                thaayam_result r;
                thaayam_get_result(&st, &r);
                if (r.over)
                        break;
                thaayam_ai_result res;
                assert_int_equal(thaayam_ai_choose(ai, &st, &lim, &mine, &res), 0);
                if (res.action.kind == THAAYAM_ACT_THROW) {
                        thaayam_throw_random(&st, &dice, NULL);
                        continue;
                }
                char t[THAAYAM_ACTION_MAX];
                thaayam_action_format(&res.action, t, sizeof t);
                pos += (size_t)snprintf(out + pos, len - pos, "%s ", t);
                assert_true(pos < len);
                thaayam_action_apply_unchecked(&st, &res.action);
        }
        thaayam_ai_free(ai);
}

static void ai_deterministic_for_a_seed(void **state)
{
        (void)state;
        static char a[8192], b[8192];
        for (int level = 1; level <= 3; level++) {
                game_text(level, 77, a, sizeof a);
                game_text(level, 77, b, sizeof b);
                assert_true(strlen(a) > 100);
                assert_string_equal(a, b);
        }
}

/* thaayam_ai_pick recomputes the plan at every action from the current
 * state with the same (unadvanced) rng: it ends the move phase in the same
 * position as the plan made once at its start. */
static void ai_pick_follows_one_plan(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 12);
        int compared = 0;
        for (int i = 0; i < 24; i++) {
                thaayam_state st;
                int level = 1 + i % 3;
                if (!random_position(&st, 2 + i % 3, i / 3 % 2, &rng))
                        continue;
                thaayam_ai *ai = thaayam_ai_new(level);
                assert_non_null(ai);
                tt_rng copy = rng;
                thaayam_ai_result res;
                assert_int_equal(thaayam_ai_choose(ai, &st, NULL, &copy, &res), 0);
                thaayam_ai_free(ai);
                thaayam_state planned = st, picked = st;
                for (int k = 0; k < res.plan_len; k++)
                        thaayam_action_apply_unchecked(&planned, &res.plan[k]);
                for (int k = 0;
                     k < THAAYAM_AI_PLAN_MAX && picked.phase == THAAYAM_PHASE_MOVE; k++) {
                        thaayam_action a;
                        assert_int_equal(thaayam_ai_pick(&picked, level, &rng, &a), 0);
                        expect_legal(&picked, &a);
                        thaayam_action_apply_unchecked(&picked, &a);
                        thaayam_result r;
                        thaayam_get_result(&picked, &r);
                        if (r.over)
                                break;
                }
                if (res.capped)
                        continue;
                if (tai_state_key(&planned) != tai_state_key(&picked)) {
                        char x[THAAYAM_STATE_MAX], y[THAAYAM_STATE_MAX],
                            z[THAAYAM_STATE_MAX];
                        thaayam_state_format(&st, z, sizeof z);
                        thaayam_state_format(&planned, x, sizeof x);
                        thaayam_state_format(&picked, y, sizeof y);
                        fail_msg("level %d from %s\n planned %s\n picked %s", level, z, x,
                                 y);
                }
                compared++;
                tt_rng_next(&rng);
        }
        assert_true(compared > 10);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(ai_throw_phase_returns_throw),
            cmocka_unit_test(ai_t14_takes_a_clearly_good_capture),
            cmocka_unit_test(ai_t13_prefers_the_safe_palace_when_threatened),
            cmocka_unit_test(ai_t18_twin_only_threatened_by_twins),
            cmocka_unit_test(ai_custom_evaluation_replaces_the_hand_made_one),
            cmocka_unit_test(ai_t4_dice_table_matches_simulated_turns),
            cmocka_unit_test(ai_deterministic_for_a_seed),
            cmocka_unit_test(ai_pick_follows_one_plan),
            cmocka_unit_test(ai_random_positions_plans_legal_to_done),
            cmocka_unit_test(ai_whole_games_never_illegal),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
