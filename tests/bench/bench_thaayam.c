/* bench_thaayam.c: speed of the Thaayam rules library: random four-player
 * games played to the end per second (single thread), and legal-action
 * generations per second on long throw sequences (eleven throws). Prints
 * figures with the machine's name; never asserts timing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>

#include "thaayam.h"

static double now(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU time of this process: fair figures on a loaded, shared machine. */
static double cpu(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
        return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static thaayam_action list[THAAYAM_MAX_ACTIONS];

/* Plays one random game to the end; returns the number of actions. */
static long random_game(thaayam_ctx *ctx, tt_rng *rng, int players, long *gens)
{
        thaayam_state st;
        thaayam_options o = {players, 0, THAAYAM_CAPTURE_SPLIT, 0};
        thaayam_init(&st, &o, thaayam_throwoff_run(players == 4 ? 0xfu : 0x5u, rng), NULL,
                     0);
        long actions = 0;
        for (;;) {
                if (st.phase == THAAYAM_PHASE_THROW) {
                        if (thaayam_throw_random(&st, rng, NULL) < 0)
                                break;
                        actions++;
                        continue;
                }
                size_t n = thaayam_legal_actions(&st, ctx, list, THAAYAM_MAX_ACTIONS);
                (*gens)++;
                if (n == 0)
                        break;
                thaayam_action_apply_unchecked(&st,
                                               &list[tt_rng_below(rng, (uint32_t)n)]);
                actions++;
                if (actions > 10000000)
                        break;
        }
        return actions;
}

int main(int argc, char **argv)
{
        struct utsname u;
        double seconds = argc > 1 ? atof(argv[1]) : 2.0;
        static thaayam_ctx ctx;
        tt_rng rng;
        thaayam_ctx_init(&ctx);
        tt_rng_seed(&rng, 12345);
        if (uname(&u) == 0)
                printf("machine: %s (%s %s)\n", u.nodename, u.sysname, u.machine);

        long games = 0, actions = 0, gens = 0;
        double t0 = now(), c0 = cpu(), t;
        do {
                actions += random_game(&ctx, &rng, 4, &gens);
                games++;
                t = now() - t0;
        } while (t < seconds);
        printf("random 4-player games to the end: %.0f games/s wall, %.0f games/s of CPU "
               "time (%ld games, %.1f actions and %.1f generations per game, memo hits "
               "%.1f%%)\n",
               games / t, games / (cpu() - c0), games, (double)actions / games,
               (double)gens / games,
               100.0 * (double)ctx.hits / (double)(ctx.hits + ctx.misses + 1));

        /* Long throw sequences: mid-game positions with eleven scores. */
        enum { NPOS = 512 };
        static thaayam_state pos[NPOS];
        int npos = 0;
        while (npos < NPOS) {
                thaayam_state st;
                thaayam_options o = {4, 0, THAAYAM_CAPTURE_SPLIT, 0};
                thaayam_init(&st, &o, 0, NULL, 0);
                int turns = 10 + (int)tt_rng_below(&rng, 60);
                for (int k = 0; k < 100000 && turns > 0; k++) {
                        if (st.phase == THAAYAM_PHASE_THROW) {
                                if (thaayam_throw_random(&st, &rng, NULL) < 0)
                                        break;
                                continue;
                        }
                        size_t n =
                            thaayam_legal_actions(&st, &ctx, list, THAAYAM_MAX_ACTIONS);
                        if (n == 0)
                                break;
                        if (list[0].kind == THAAYAM_ACT_DONE)
                                turns--;
                        thaayam_action_apply_unchecked(
                            &st, &list[tt_rng_below(&rng, (uint32_t)n)]);
                }
                if (st.phase != THAAYAM_PHASE_THROW || st.nplaces)
                        continue;
                /* eleven throws: ten that continue, then one that ends */
                static const int cont[3] = {1, 4, 8};
                for (int i = 0; i < 10; i++)
                        thaayam_throw_score(&st, cont[tt_rng_below(&rng, 3)], NULL, 0);
                thaayam_throw_score(&st, 2 + (int)tt_rng_below(&rng, 2), NULL, 0);
                pos[npos++] = st;
        }
        long g = 0;
        size_t total = 0;
        t0 = now();
        c0 = cpu();
        do {
                for (int i = 0; i < NPOS; i++)
                        total += thaayam_legal_actions(&pos[i], &ctx, list,
                                                       THAAYAM_MAX_ACTIONS);
                g += NPOS;
                t = now() - t0;
        } while (t < seconds);
        printf(
            "legal-action generations, eleven throws (memo warm): %.0f /s wall, %.0f /s "
            "of CPU time (%.1f actions each)\n",
            g / t, g / (cpu() - c0), (double)total / g);
        g = 0;
        t0 = now();
        c0 = cpu();
        do {
                for (int i = 0; i < NPOS; i++) {
                        thaayam_ctx_init(&ctx);
                        thaayam_legal_actions(&pos[i], &ctx, list, THAAYAM_MAX_ACTIONS);
                }
                g += NPOS;
                t = now() - t0;
        } while (t < seconds);
        printf(
            "legal-action generations, eleven throws (memo cleared each time): %.0f /s "
            "wall, %.0f /s of CPU time\n",
            g / t, g / (cpu() - c0));
        return 0;
}
