/* bench_ladder.c: the ladder of the computer levels of both games (make
 * bench): every level against the one below it (and the lowest against a
 * random player), colours or seats alternated, Thaayam with the same dice
 * for both seatings, printed as won/lost/drawn with an Elo difference per
 * step and an Elo per level (random = 0) with 95 % error bars (see
 * tests/ladder/ladder.h). Seeded and on node/depth budgets only: the
 * results are the same on every run and every machine; only the times
 * printed vary. docs/ai.md has the table of a run.
 *
 * Usage: bench_ladder [quixo-pairs [thaayam-pairs [thaayam-top-pairs]]]
 * (defaults 50, 200 and 500: 100 games per Quixo step, 400 per Thaayam
 * step, 1000 for the Thaayam top level against random). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "../ladder/ladder.h"

/* Level 5's budget in the matches (its own limit is the clock): enough
 * for 6-7 plies in the middle game. */
#define QUIXO_TOP_NODES 25000

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

typedef struct rung {
        double elo, margin; /* cumulative, random = 0 */
} rung;

/* Prints one step and adds it to the ladder: rungs[to] = rungs[from] + d. */
static void step(const char *game, const char *a, const char *b, const ladder_score *sc,
                 rung *rungs, int from, int to, double t_wall, double t_cpu)
{
        double d, m;
        ladder_elo(sc, &d, &m);
        rungs[to].elo = rungs[from].elo + d;
        rungs[to].margin = sqrt(rungs[from].margin * rungs[from].margin + m * m);
        int n = sc->won + sc->lost + sc->drawn;
        printf("%-7s %-8s vs %-8s %4d games: %4d won %4d lost %4d drawn  %5.1f%%  "
               "Elo %+5.0f +-%3.0f %s  (%.1f plies, %.1fs wall, %.1fs cpu)\n",
               game, a, b, n, sc->won, sc->lost, sc->drawn, 100 * ladder_fraction(sc), d,
               m, d - m > 0 ? "ok" : "NOT CLEAR", (double)sc->plies / (n ? n : 1), t_wall,
               t_cpu);
        fflush(stdout);
}

static void summary(const char *game, const rung *rungs, int top)
{
        printf("%-7s Elo per level (random = 0):", game);
        for (int l = 1; l <= top; l++)
                printf("  %d: %.0f +-%.0f", l, rungs[l].elo, rungs[l].margin);
        printf("\n");
}

static void quixo_ladder(int pairs)
{
        rung rungs[QUIXO_AI_LEVEL_MAX + 1] = {{0, 0}};
        char names[QUIXO_AI_LEVEL_MAX + 1][16];
        ladder_quixo_player pl[QUIXO_AI_LEVEL_MAX + 1];
        for (int l = 0; l <= QUIXO_AI_LEVEL_MAX; l++) {
                pl[l] = (ladder_quixo_player){
                    l, l == QUIXO_AI_LEVEL_MAX ? QUIXO_TOP_NODES : 0, 0};
                if (l == 0)
                        snprintf(names[l], sizeof names[l], "random");
                else
                        snprintf(names[l], sizeof names[l], "level %d", l);
        }
        printf("Quixo, 2 players, %d games per step from %d random openings of 2 plies "
               "(each played with both colours); level 5 at %d nodes a move\n",
               2 * pairs, pairs, QUIXO_TOP_NODES);
        for (int l = 1; l <= QUIXO_AI_LEVEL_MAX; l++) {
                double w = now(), c = cpu();
                ladder_score sc = ladder_quixo_match(&pl[l], &pl[l - 1], pairs, 2,
                                                     20261201u + 100u * (unsigned)l);
                step("quixo", names[l], names[l - 1], &sc, rungs, l - 1, l, now() - w,
                     cpu() - c);
        }
        summary("quixo", rungs, QUIXO_AI_LEVEL_MAX);
}

static void thaayam_ladder(int pairs, int top_pairs)
{
        rung rungs[THAAYAM_AI_LEVEL_MAX + 1] = {{0, 0}};
        char names[THAAYAM_AI_LEVEL_MAX + 1][16];
        ladder_thaayam_player pl[THAAYAM_AI_LEVEL_MAX + 1];
        for (int l = 0; l <= THAAYAM_AI_LEVEL_MAX; l++) {
                pl[l] = (ladder_thaayam_player){l, NULL};
                if (l == 0)
                        snprintf(names[l], sizeof names[l], "random");
                else
                        snprintf(names[l], sizeof names[l], "level %d", l);
        }
        printf("Thaayam, 2 players, %d games per step in pairs with the same dice (seats "
               "swapped), capture split/whole alternating; default budgets\n",
               2 * pairs);
        for (int l = 1; l <= THAAYAM_AI_LEVEL_MAX; l++) {
                double w = now(), c = cpu();
                ladder_score sc = ladder_thaayam_match(&pl[l], &pl[l - 1], pairs,
                                                       20261201u + 100u * (unsigned)l);
                step("thaayam", names[l], names[l - 1], &sc, rungs, l - 1, l, now() - w,
                     cpu() - c);
        }
        summary("thaayam", rungs, THAAYAM_AI_LEVEL_MAX);
        if (top_pairs > 0) {
                rung scratch[2] = {{0, 0}, {0, 0}};
                int top = THAAYAM_AI_LEVEL_MAX;
                double w = now(), c = cpu();
                ladder_score sc = ladder_thaayam_match(&pl[top], &pl[0], top_pairs, 777u);
                step("thaayam", names[top], names[0], &sc, scratch, 0, 1, now() - w,
                     cpu() - c);
        }
}

int main(int argc, char **argv)
{
        int qpairs = argc > 1 ? atoi(argv[1]) : 50;
        int tpairs = argc > 2 ? atoi(argv[2]) : 200;
        int top_pairs = argc > 3 ? atoi(argv[3]) : 500;
        double w = now(), c = cpu();
        quixo_ladder(qpairs);
        thaayam_ladder(tpairs, top_pairs);
        printf("ladder: %.1fs wall, %.1fs cpu (the results do not depend on the "
               "machine; the times do)\n",
               now() - w, cpu() - c);
        return 0;
}
