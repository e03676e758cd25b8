/* bench_thaayam_foresight.c: how much of a Thaayam game the dice decide
 * (issue 17). Plays two-player games against a uniformly random player,
 * the same games (same dice, same random choices) for several players:
 * - greedy: the best end position of the move phase by the evaluation
 *   (level 3 without its look-ahead);
 * - level 3 as it plays (look-ahead over the opponent's likely throws);
 * - a fair look-ahead with the true model of this opponent: the greedy
 *   player's 8 best plans, each worth its mean evaluation after 32 drawn
 *   turns of the random player (the same draws for every plan);
 * - players that cheat by seeing the future and choose among the greedy
 *   player's 8 best plans: the one best after the opponent's real next
 *   turn (its real throws and choices), the one best after that turn and
 *   their own real next throws (then playing greedily), and the first that
 *   wins the rest of the game played out greedily with the real dice.
 * A fair player cannot know the dice: averaging over them (expectimax)
 * gains at most what seeing them gains, so the cheating players bound what
 * a look-ahead of so many turns can reach with this evaluation. Prints win
 * rates with 95 % intervals; never asserts anything.
 *
 * Usage: bench_thaayam_foresight [pairs] (default 500 pairs, 1 000 games:
 * in each pair the same dice, the seats swapped; the capture setting, T19,
 * alternates between pairs). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "thaayam.h"
#include "thaayam_ai/tai.h"
#include "tt_rng.h"

#define CANDIDATES 8
#define SAMPLES 32

enum policy { GREEDY, LEVEL3, AVERAGE_REPLY, SEE_REPLY, SEE_TWO, SEE_ALL, NPOLICIES };

static const char *const policy_name[NPOLICIES] = {
    "greedy (level 3 without look-ahead)",
    "level 3",
    "averages 32 random next turns",
    "sees the opponent's next turn",
    "sees the next two turns",
    "sees the whole game (8 best plans)",
};

typedef struct bench {
        thaayam_ctx ctx;
        tai_dice dice;
        tai_ws ws, ws2;
        tai_search search;
        thaayam_ai *level3;
        thaayam_action list[THAAYAM_MAX_ACTIONS];
} bench;

/* The greedy search of seat st->turn; want best end positions in s->top. */
static void greedy_search(bench *b, tai_search *s, tai_ws *ws, const thaayam_state *st,
                          int want)
{
        s->ws = ws;
        s->ctx = &b->ctx;
        s->dice = &b->dice;
        tai_eval_defaults(&s->params);
        s->me = st->turn;
        s->cap = 20000;
        s->want = want;
        tai_search_run(s, st);
}

static void apply_plan(thaayam_state *st, const tai_leaf *l)
{
        for (int k = 0; k < l->len; k++)
                thaayam_action_apply_unchecked(st, &l->plan[k]);
}

static void random_action(bench *b, thaayam_state *st, tt_rng *opp)
{
        size_t n = thaayam_legal_actions(st, &b->ctx, b->list, THAAYAM_MAX_ACTIONS);
        thaayam_action_apply_unchecked(st, &b->list[tt_rng_below(opp, (uint32_t)n)]);
}

static int play(bench *b, thaayam_state st, tt_rng dice, tt_rng opp, int me,
                enum policy p);

/* What a cheating player sees after candidate c: the opponent's real next
 * turn (and, with `two`, its own real next throws, used greedily). */
static double foresight(bench *b, const thaayam_state *st, const tai_leaf *c, tt_rng dice,
                        tt_rng opp, int me, int two)
{
        thaayam_state x = *st;
        apply_plan(&x, c);
        for (;;) {
                thaayam_result r;
                thaayam_get_result(&x, &r);
                if (r.over)
                        return r.winner == me ? 1e6 : -1e6;
                if (x.phase == THAAYAM_PHASE_THROW) {
                        if (x.turn == me && !two) /* an extra turn (T15) */
                                return c->value;
                        thaayam_throw_random(&x, &dice, NULL);
                        continue;
                }
                if (x.turn == me) { /* two: the own next move phase */
                        tai_search s2;
                        greedy_search(b, &s2, &b->ws2, &x, 1);
                        return s2.top[0].value;
                }
                if (!two) {
                        size_t n = thaayam_legal_actions(&x, &b->ctx, b->list,
                                                         THAAYAM_MAX_ACTIONS);
                        if (n == 1 && b->list[0].kind == THAAYAM_ACT_DONE)
                                return tai_eval(&b->dice, &b->search.params, &x, me,
                                                tai_state_key(&x));
                }
                random_action(b, &x, &opp);
        }
}

static void own_move_phase(bench *b, thaayam_state *st, tt_rng dice, tt_rng opp, int me,
                           enum policy p, tt_rng *choice)
{
        if (p == LEVEL3) {
                thaayam_ai_result res;
                if (thaayam_ai_choose(b->level3, st, NULL, choice, &res) != 0)
                        abort();
                thaayam_action_apply_unchecked(st, &res.action);
                return;
        }
        tai_search *s = &b->search;
        greedy_search(b, s, &b->ws, st, p == GREEDY ? 1 : CANDIDATES);
        int n = s->ntop, pick = 0;
        tai_leaf top[CANDIDATES];
        memcpy(top, s->top, (size_t)n * sizeof top[0]);
        double best = -1e300;
        for (int i = 0; n > 1 && i < n; i++) {
                if (p == SEE_ALL) {
                        thaayam_state x = *st;
                        apply_plan(&x, &top[i]);
                        if (play(b, x, dice, opp, me, GREEDY) == me) {
                                pick = i;
                                break;
                        }
                        continue;
                }
                double v = 0.0;
                if (p == AVERAGE_REPLY) /* fair: dice and choices drawn, the
                                           same draws for every candidate */
                        for (unsigned k = 0; k < SAMPLES; k++) {
                                tt_rng d, o;
                                tt_rng_seed(&d, 0x1234u + k);
                                tt_rng_seed(&o, 0x4321u + k);
                                v += foresight(b, st, &top[i], d, o, me, 0) / SAMPLES;
                        }
                else
                        v = foresight(b, st, &top[i], dice, opp, me, p == SEE_TWO);
                if (v > best) {
                        best = v;
                        pick = i;
                }
        }
        apply_plan(st, &top[pick]);
}

/* Plays st to its end; returns the winner (-1 if cut off). */
static int play(bench *b, thaayam_state st, tt_rng dice, tt_rng opp, int me,
                enum policy p)
{
        tt_rng choice;
        tt_rng_seed(&choice, 99u);
        for (long steps = 0; steps < 100000; steps++) {
                thaayam_result r;
                thaayam_get_result(&st, &r);
                if (r.over)
                        return r.winner;
                if (st.phase == THAAYAM_PHASE_THROW)
                        thaayam_throw_random(&st, &dice, NULL);
                else if (st.turn != me)
                        random_action(b, &st, &opp);
                else
                        own_move_phase(b, &st, dice, opp, me, p, &choice);
        }
        return -1;
}

static double cpu(void)
{
        return (double)clock() / CLOCKS_PER_SEC;
}

int main(int argc, char **argv)
{
        int pairs = argc > 1 ? atoi(argv[1]) : 500;
        if (pairs <= 0) {
                fprintf(stderr, "usage: bench_thaayam_foresight [pairs]\n");
                return 2;
        }
        static bench b;
        thaayam_ctx_init(&b.ctx);
        tai_dice_init(&b.dice);
        if (tai_ws_init(&b.ws, 16, 32768) != 0 || tai_ws_init(&b.ws2, 16, 32768) != 0 ||
            (b.level3 = thaayam_ai_new(3)) == NULL) {
                fprintf(stderr, "out of memory\n");
                return 1;
        }
        printf("thaayam foresight: %d two-player games against a random player\n",
               2 * pairs);
        for (int p = 0; p < NPOLICIES; p++) {
                double t0 = cpu();
                int won = 0, games = 2 * pairs;
                for (int g = 0; g < games; g++) {
                        uint64_t seed = 777u + 7919u * (uint64_t)(g / 2);
                        int me = g % 2 ? THAAYAM_N : THAAYAM_S;
                        unsigned mask = (1u << THAAYAM_S) | (1u << THAAYAM_N);
                        thaayam_options o = {2, mask, (g / 2) % 2, 0};
                        tt_rng dice, opp;
                        tt_rng_seed(&dice, seed);
                        /* as the ladder seeds them (tests/ladder/ladder.h) */
                        tt_rng_seed(&opp, (seed ^ 0x5bd1e995u) * 4u +
                                              (unsigned)(me == THAAYAM_S ? THAAYAM_N
                                                                         : THAAYAM_S));
                        thaayam_state st;
                        if (thaayam_init(&st, &o, thaayam_throwoff_run(mask, &dice), NULL,
                                         0) != THAAYAM_OK)
                                abort();
                        thaayam_ai_forget(b.level3);
                        won += play(&b, st, dice, opp, me, (enum policy)p) == me;
                }
                double f = (double)won / games;
                printf("  %-38s %5.1f %% (+-%.1f)  %.1f s cpu\n", policy_name[p],
                       100.0 * f, 196.0 * sqrt(f * (1.0 - f) / games), cpu() - t0);
                fflush(stdout);
        }
        tai_ws_free(&b.ws);
        tai_ws_free(&b.ws2);
        thaayam_ai_free(b.level3);
        return 0;
}
