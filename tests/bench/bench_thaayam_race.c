/* bench_thaayam_race.c: the strength of the default Thaayam player (the
 * top level, as `genmove` and the computer seats play it: through
 * thaayam_ai_pick, the session's call) against uniformly random legal play
 * and against level 3 as it played before the race model (issue 28).
 *
 * Usage: bench_thaayam_race [OPPONENT [GAMES [SEED [PLAYERS]]]]
 *   OPPONENT random (default) or classic; GAMES 400; SEED 1; PLAYERS 2 or 4.
 * Two players: seats S and N, the default player sitting S in even games
 * and N in odd ones, the capture setting (T19) alternating every two games;
 * four players: the default player on one seat (turning round the four
 * seats), the opponent on the other three. The dice come from the seed
 * alone (the same for every opponent), the opponents' choices from their
 * own generators. Prints the wins with a 95 % interval and the time per
 * call in the move phase. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "thaayam.h"
#include "thaayam_ai/tai.h"
#include "thaayam_ai/thaayam_ai.h"
#include "tt_rng.h"

static double now(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double cpu(void)
{
        return (double)clock() / CLOCKS_PER_SEC;
}

static double call_sum, call_max;
static long calls;
static thaayam_ai
    *hero_classic;           /* HERO=classic: the default seat plays classic level 3 */
static thaayam_ai *hero_lim; /* LIMITS=c,s,r,h: level 3 with these limits */
static thaayam_ai_limits limits;

/* One game; returns the winning seat or -1. hero is the default player's
 * seat; the others are random (classic == 0) or classic level 3. */
static int game(int players, int hero, int classic, int capture, uint64_t seed)
{
        static thaayam_action list[THAAYAM_MAX_ACTIONS];
        static thaayam_ctx ctx;
        thaayam_ctx_init(&ctx);
        unsigned mask = players == 2 ? (1u << THAAYAM_S) | (1u << THAAYAM_N) : 0xfu;
        tt_rng dice, choice[THAAYAM_SEATS];
        tt_rng_seed(&dice, seed);
        thaayam_ai *opp[THAAYAM_SEATS] = {NULL};
        for (int i = 0; i < THAAYAM_SEATS; i++) {
                tt_rng_seed(&choice[i], seed * 4u + (unsigned)i + 0x5bd1e995u);
                if (classic && i != hero && ((mask >> i) & 1u) &&
                    (opp[i] = tai_new_classic()) == NULL)
                        abort();
        }
        thaayam_options o = {players, mask, capture, 0};
        thaayam_state st;
        int winner = -1;
        if (thaayam_init(&st, &o, thaayam_throwoff_run(mask, &dice), NULL, 0) !=
            THAAYAM_OK)
                abort();
        for (long steps = 0; steps < 200000; steps++) {
                thaayam_result r;
                thaayam_get_result(&st, &r);
                if (r.over) {
                        winner = r.winner;
                        break;
                }
                if (st.phase == THAAYAM_PHASE_THROW) {
                        thaayam_throw_random(&st, &dice, NULL);
                        /* the session's rng moves with the throws, not
                         * within a move phase: its one-shot calls replay
                         * one plan per move phase */
                        tt_rng_next(&choice[hero]);
                        continue;
                }
                int t = st.turn;
                thaayam_action a;
                if (t == hero) {
                        double w = now();
                        if (hero_classic != NULL || hero_lim != NULL) {
                                thaayam_ai_result res;
                                if (thaayam_ai_choose(hero_lim ? hero_lim : hero_classic,
                                                      &st, hero_lim ? &limits : NULL,
                                                      &choice[t], &res) != 0)
                                        break;
                                a = res.action;
                        } else if (thaayam_ai_pick(&st, THAAYAM_AI_LEVEL_MAX, &choice[t],
                                                   &a) != 0)
                                break;
                        w = now() - w;
                        call_sum += w;
                        calls++;
                        if (w > call_max)
                                call_max = w;
                } else if (opp[t] != NULL) {
                        thaayam_ai_result res;
                        if (thaayam_ai_choose(opp[t], &st, NULL, &choice[t], &res) != 0)
                                break;
                        a = res.action;
                } else {
                        size_t n =
                            thaayam_legal_actions(&st, &ctx, list, THAAYAM_MAX_ACTIONS);
                        if (n == 0)
                                break;
                        a = list[tt_rng_below(&choice[t], (uint32_t)n)];
                }
                if (thaayam_action_apply(&st, &ctx, &a, NULL, 0) != THAAYAM_OK) {
                        fprintf(stderr, "bench_thaayam_race: illegal action\n");
                        abort();
                }
        }
        for (int i = 0; i < THAAYAM_SEATS; i++)
                thaayam_ai_free(opp[i]);
        return winner;
}

int main(int argc, char **argv)
{
        const char *who = argc > 1 ? argv[1] : "random";
        int games = argc > 2 ? atoi(argv[2]) : 400;
        unsigned long seed = argc > 3 ? strtoul(argv[3], NULL, 10) : 1;
        int players = argc > 4 ? atoi(argv[4]) : 2;
        int classic = strcmp(who, "classic") == 0;
        if (players != 2 && players != 4) {
                fprintf(stderr, "players: 2 or 4\n");
                return 2;
        }
        const char *hero_env = getenv("HERO");
        if (hero_env != NULL && strcmp(hero_env, "classic") == 0 &&
            (hero_classic = tai_new_classic()) == NULL)
                return 1;
        const char *lim_env = getenv("LIMITS");
        if (lim_env != NULL) {
                thaayam_ai_limits_default(&limits, 3);
                sscanf(lim_env, "%u,%u,%u,%u", &limits.candidates, &limits.samples,
                       &limits.reply_nodes, &limits.horizon);
                if ((hero_lim = thaayam_ai_new(3)) == NULL)
                        return 1;
        }
        double w0 = now(), c0 = cpu();
        int won = 0, n = 0;
        for (int g = 0; g < games; g++) {
                int hero = players == 2 ? (g % 2 ? THAAYAM_N : THAAYAM_S) : g % 4;
                int capture = (g / 2) % 2;
                uint64_t s = (uint64_t)seed * 1000003u + 7919u * (uint64_t)(g / 2);
                int w = game(players, hero, classic, capture, s);
                n++;
                won += w == hero;
        }
        double p = n ? (double)won / n : 0.0;
        double half = 1.96 * sqrt(p * (1 - p) / (n ? n : 1));
        printf(
            "default player (level %d) against %s, %d players, seed %lu: %d of %d won, "
            "%.1f %% (+-%.1f)\n",
            THAAYAM_AI_LEVEL_MAX, classic ? "classic level 3" : "random", players, seed,
            won, n, 100 * p, 100 * half);
        printf("move-phase calls: %ld, mean %.2f ms, longest %.1f ms; %.1fs wall, %.1fs "
               "cpu\n",
               calls, calls ? 1e3 * call_sum / calls : 0.0, 1e3 * call_max, now() - w0,
               cpu() - c0);
        return 0;
}
