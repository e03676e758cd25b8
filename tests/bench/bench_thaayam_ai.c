/* bench_thaayam_ai.c: strength and speed of the Thaayam computer player.
 * Plays the top level against uniformly random players and against
 * level 1: two-player games (seats alternate, capture settings alternate
 * split/whole) and four-player games against three random players. Prints
 * win rates with a 95 % interval, the time per plan and in total, and the
 * machine's name; never asserts anything.
 *
 * Usage: bench_thaayam_ai [games-2p [games-4p [candidates [sequences
 * [reply-positions]]]]] (defaults 200 and 100 games, and the top level's
 * own budget; the budget is printed on the first line). The ladder of the
 * levels, with 1000 games of the top level against random players, is
 * bench_ladder.c. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>

#include "thaayam.h"
#include "thaayam_ai/thaayam_ai.h"

static double now(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double cpu(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
        return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static thaayam_action list[THAAYAM_MAX_ACTIONS];
static thaayam_ctx ctx;

/* A seat's player: level 0 = uniformly random legal actions. */
typedef struct player {
        int level;
        thaayam_ai *ai;
        const thaayam_ai_limits *lim;
} player;

typedef struct stats {
        long plans;
        double plan_time, max_plan;
} stats;

static stats st_top;

/* Plays one game; returns the winning seat (-1 if cut off). */
static int play_game(player seats_pl[THAAYAM_SEATS], unsigned mask, int capture,
                     tt_rng *rng, stats *top_stats, int top_seat)
{
        thaayam_state st;
        thaayam_options o = {0, mask, capture, 0};
        o.players = __builtin_popcount(mask);
        if (thaayam_init(&st, &o, thaayam_throwoff_run(mask, rng), NULL, 0) != THAAYAM_OK)
                return -1;
        for (long steps = 0; steps < 200000; steps++) {
                thaayam_result r;
                thaayam_get_result(&st, &r);
                if (r.over)
                        return r.winner;
                if (st.phase == THAAYAM_PHASE_THROW) {
                        thaayam_throw_random(&st, rng, NULL);
                        continue;
                }
                player *p = &seats_pl[st.turn];
                thaayam_action a;
                if (p->level == 0) {
                        size_t n =
                            thaayam_legal_actions(&st, &ctx, list, THAAYAM_MAX_ACTIONS);
                        if (n == 0)
                                return -1;
                        a = list[tt_rng_below(rng, (uint32_t)n)];
                } else {
                        thaayam_ai_result res;
                        double t0 = now();
                        if (thaayam_ai_choose(p->ai, &st, p->lim, rng, &res) != 0)
                                return -1;
                        double dt = now() - t0;
                        if (st.turn == top_seat && !res.replayed) {
                                top_stats->plans++;
                                top_stats->plan_time += dt;
                                if (dt > top_stats->max_plan)
                                        top_stats->max_plan = dt;
                        }
                        a = res.action;
                }
                if (thaayam_action_apply(&st, &ctx, &a, NULL, 0) != THAAYAM_OK) {
                        fprintf(stderr, "illegal action by seat %d\n", st.turn);
                        exit(1);
                }
        }
        return -1;
}

static void report(const char *what, long wins, long games, double share, double t)
{
        double p = games ? (double)wins / games : 0.0;
        double h = games ? 1.96 * sqrt(p * (1 - p) / games) : 0.0;
        printf("%-44s %5ld/%-5ld = %5.1f%% (+-%.1f; fair share %.0f%%)  %.1fs\n", what,
               wins, games, 100 * p, 100 * h, 100 * share, t);
        fflush(stdout);
}

/* Two-player games of the top level against `opp_level` (0 random). */
static void two_player(int top, const thaayam_ai_limits *lim, int opp_level, long games,
                       tt_rng *rng, const char *what)
{
        thaayam_ai *a = thaayam_ai_new(top),
                   *b = thaayam_ai_new(opp_level ? opp_level : 1);
        if (!a || !b) {
                fprintf(stderr, "out of memory\n");
                exit(1);
        }
        long wins = 0;
        double t0 = now();
        for (long g = 0; g < games; g++) {
                player pl[THAAYAM_SEATS] = {{0}};
                int top_seat = g % 2 ? THAAYAM_N : THAAYAM_S;
                int other = top_seat == THAAYAM_S ? THAAYAM_N : THAAYAM_S;
                pl[top_seat] = (player){top, a, lim};
                pl[other] = (player){opp_level, b, NULL};
                int w = play_game(pl, 0x5u, (int)(g / 2 % 2), rng, &st_top, top_seat);
                wins += w == top_seat;
        }
        report(what, wins, games, 0.5, now() - t0);
        thaayam_ai_free(a);
        thaayam_ai_free(b);
}

static void four_player(int top, const thaayam_ai_limits *lim, long games, tt_rng *rng)
{
        thaayam_ai *a = thaayam_ai_new(top);
        if (!a) {
                fprintf(stderr, "out of memory\n");
                exit(1);
        }
        long wins = 0;
        double t0 = now();
        for (long g = 0; g < games; g++) {
                player pl[THAAYAM_SEATS] = {{0}};
                int top_seat = (int)(g % 4);
                pl[top_seat] = (player){top, a, lim};
                int w = play_game(pl, 0xfu, (int)(g / 4 % 2), rng, &st_top, top_seat);
                wins += w == top_seat;
        }
        char what[80];
        snprintf(what, sizeof what, "4 players: level %d vs three random", top);
        report(what, wins, games, 0.25, now() - t0);
        thaayam_ai_free(a);
}

int main(int argc, char **argv)
{
        long games2 = argc > 1 ? atol(argv[1]) : 200;
        long games4 = argc > 2 ? atol(argv[2]) : 100;
        int top = THAAYAM_AI_LEVEL_MAX;
        struct utsname u;
        if (uname(&u) == 0)
                printf("machine: %s (%s %s)\n", u.nodename, u.sysname, u.machine);
        thaayam_ctx_init(&ctx);
        thaayam_ai_limits lim;
        thaayam_ai_limits_default(&lim, top);
        if (argc > 3)
                lim.candidates = (unsigned)atoi(argv[3]);
        if (argc > 4)
                lim.samples = (unsigned)atoi(argv[4]);
        if (argc > 5)
                lim.reply_nodes = (unsigned)atoi(argv[5]);
        printf("level %d budget here: %u positions, %u candidates x %u throw sequences, "
               "replies %u positions\n",
               top, lim.nodes, lim.candidates, lim.samples, lim.reply_nodes);
        tt_rng rng;
        tt_rng_seed(&rng, 20261129);
        double t0 = now(), c0 = cpu();
        char what[80];
        snprintf(what, sizeof what, "2 players: level %d vs random", top);
        two_player(top, &lim, 0, games2, &rng, what);
        snprintf(what, sizeof what, "2 players: level %d vs level 1", top);
        two_player(top, &lim, 1, games2, &rng, what);
        four_player(top, &lim, games4, &rng);
        printf("level %d plans: %ld, mean %.2f ms, longest %.1f ms\n", top, st_top.plans,
               st_top.plans ? 1000 * st_top.plan_time / st_top.plans : 0.0,
               1000 * st_top.max_plan);
        printf("total time: %.1f s wall, %.1f s cpu (wall times depend on the machine's "
               "load)\n",
               now() - t0, cpu() - c0);
        return 0;
}
