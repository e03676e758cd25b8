/* bench_quixo_ai.c: figures of the Quixo computer player (make bench): the
 * machine, nodes per second, the depth reached in one second from the
 * opening and from a midgame position, and match results of level 5 against
 * a random player and against level 1 (shorter time per move, printed).
 * Prints figures only; it asserts nothing about speed. With the argument
 * `speed` it prints only the search's speed at the depths of docs/ai.md's
 * before/after table (for runs alternating with an older build); with
 * `kept [PLIES [KEPT_MB [FRESH_MB]]]` only the depths reached in 1 s of CPU
 * time by a fresh player and by one that keeps its table for the game
 * (default 24 plies, the table sizes of choose_quixo.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>

#include "quixo.h"
#include "quixo_ai/quixo_ai.h"
#include "tt_rng.h"

#define MIDGAME "quixo players=2 turn=x ply=16 board=ox..o/xo.../ox.../xoox./xxxoo"
#define MATCH_GAMES 200
#define MATCH_MS 25
#define TEAM_GAMES 40
#define MAX_PLIES 300
/* The tables of src/session/choose_quixo.c: kept for the game, and fresh
 * (the size every search had before issue 27, and that of a second search
 * while the kept player is busy). */
#define KEPT_MB 8
#define FRESH_MB 4

static void print_machine(void)
{
        struct utsname u;
        char model[256] = "unknown cpu";
        FILE *f = fopen("/proc/cpuinfo", "r");
        if (f != NULL) {
                char line[512];
                while (fgets(line, sizeof line, f) != NULL) {
                        char *colon = strchr(line, ':');
                        if (strncmp(line, "model name", 10) == 0 && colon != NULL) {
                                snprintf(model, sizeof model, "%s", colon + 2);
                                model[strcspn(model, "\n")] = '\0';
                                break;
                        }
                }
                fclose(f);
        }
        if (uname(&u) == 0)
                printf("machine: %s (%s %s, %s)\n", u.nodename, u.sysname, u.machine,
                       model);
        else
                printf("machine: unknown (%s)\n", model);
}

static quixo_pos parse(const char *state)
{
        quixo_pos p;
        if (quixo_state_parse(&p, state, NULL, 0) != QUIXO_OK) {
                fprintf(stderr, "bad state %s\n", state);
                exit(1);
        }
        return p;
}

/* The clock of the searches with a time budget (the player reads none). */
static long long monotonic_ms(void *ctx)
{
        (void)ctx;
        struct timespec t;
        clock_gettime(CLOCK_MONOTONIC, &t);
        return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static double cpu_seconds(void)
{
        struct timespec t;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* should_stop of the CPU-time search: one second of this process's time. */
static bool cpu_second_over(void *ctx)
{
        return cpu_seconds() - *(const double *)ctx >= 1.0;
}

static void one_second(const char *name, const char *state)
{
        quixo_pos p = parse(state);
        quixo_ai *ai = quixo_ai_new(5, 1, QUIXO_AI_DEFAULT_TT_MB);
        quixo_ai_limits lim;
        quixo_ai_result r;
        char mv[QUIXO_ACTION_MAX];
        if (ai == NULL)
                exit(1);
        quixo_ai_limits_default(&lim);
        lim.time_ms = 1000;
        lim.clock_ms = monotonic_ms;
        lim.nodes = 0;
        quixo_ai_choose(ai, &p, &lim, &r);
        quixo_action_format(r.move, mv, sizeof mv);
        printf("%-8s 1 s wall, level 5: depth %d, %llu nodes in %ld ms = %.2f M nodes/s, "
               "move %s, score %d\n",
               name, r.depth, (unsigned long long)r.nodes, r.elapsed_ms,
               r.elapsed_ms > 0 ? (double)r.nodes / (double)r.elapsed_ms / 1000.0 : 0.0,
               mv, r.score);
        /* The same with one second of CPU time, through the should_stop
         * callback: what an unloaded machine reaches in one second. */
        double start = cpu_seconds();
        quixo_ai_reset(ai, 1);
        quixo_ai_limits_default(&lim);
        lim.time_ms = 0;
        lim.nodes = 0;
        lim.should_stop = cpu_second_over;
        lim.stop_ctx = &start;
        quixo_ai_choose(ai, &p, &lim, &r);
        quixo_action_format(r.move, mv, sizeof mv);
        printf("%-8s 1 s cpu,  level 5: depth %d, %llu nodes = %.2f M nodes/cpu-s, "
               "move %s, score %d\n",
               name, r.depth, (unsigned long long)r.nodes,
               (double)r.nodes / (cpu_seconds() - start) / 1e6, mv, r.score);
        quixo_ai_free(ai);
}

static void fixed_depth(const char *name, const char *state, int depth)
{
        quixo_pos p = parse(state);
        quixo_ai *ai = quixo_ai_new(5, 1, QUIXO_AI_DEFAULT_TT_MB);
        quixo_ai_limits lim;
        quixo_ai_result r;
        if (ai == NULL)
                exit(1);
        struct timespec c0, c1;
        quixo_ai_limits_default(&lim);
        lim.time_ms = 0;
        lim.nodes = 0;
        lim.depth = depth;
        lim.clock_ms = monotonic_ms; /* time_ms 0: measured, not limited */
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
        quixo_ai_choose(ai, &p, &lim, &r);
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
        double cpu =
            (double)(c1.tv_sec - c0.tv_sec) + (double)(c1.tv_nsec - c0.tv_nsec) / 1e9;
        printf("%-8s depth %d: %llu nodes in %ld ms wall = %.2f M nodes/s, "
               "%.0f ms cpu = %.2f M nodes/cpu-s\n",
               name, depth, (unsigned long long)r.nodes, r.elapsed_ms,
               r.elapsed_ms > 0 ? (double)r.nodes / (double)r.elapsed_ms / 1000.0 : 0.0,
               cpu * 1000.0, cpu > 0 ? (double)r.nodes / cpu / 1e6 : 0.0);
        quixo_ai_free(ai);
}

/* The table kept for the whole game (issue 27), as src/session/choose_quixo.c
 * keeps it: a self-play game of level 5 by one player object of 4 MB,
 * reseeded before each move, 1 s of CPU time per move; before each move the
 * same position is also searched by a fresh player for 1 s of CPU time.
 * Prints the depths completed side by side. */
static void kept_table(int plies, size_t kept_mb, size_t fresh_mb)
{
        quixo_options opt;
        quixo_pos p;
        quixo_options_default(&opt, 2);
        quixo_pos_init(&p, &opt, NULL, 0);
        quixo_ai *kept = quixo_ai_new(5, 1, kept_mb);
        uint64_t keys[MAX_PLIES];
        int deeper = 0, shallower = 0, n = 0, sum_f = 0, sum_k = 0;
        if (kept == NULL)
                exit(1);
        printf("kept table, self-play of level 5 (1 s cpu per search, fresh %zu MB, kept "
               "%zu MB); depth completed, fresh / kept:",
               fresh_mb, kept_mb);
        for (; n < plies && n < MAX_PLIES; n++) {
                if (quixo_pos_result(&p).outcome != QUIXO_OUTCOME_NONE)
                        break;
                quixo_ai_limits lim;
                quixo_ai_result fr, kr;
                quixo_ai_limits_default(&lim);
                lim.time_ms = 0;
                lim.nodes = 0;
                lim.should_stop = cpu_second_over;
                lim.history = keys;
                lim.history_len = (size_t)n;
                quixo_ai *fresh = quixo_ai_new(5, 100 + (uint64_t)n, fresh_mb);
                if (fresh == NULL)
                        exit(1);
                double start = cpu_seconds();
                lim.stop_ctx = &start;
                quixo_ai_choose(fresh, &p, &lim, &fr);
                quixo_ai_free(fresh);
                quixo_ai_reseed(kept, 100 + (uint64_t)n);
                start = cpu_seconds();
                quixo_ai_choose(kept, &p, &lim, &kr);
                printf(" %d/%d", fr.depth, kr.depth);
                fflush(stdout);
                deeper += kr.depth > fr.depth;
                shallower += kr.depth < fr.depth;
                sum_f += fr.depth;
                sum_k += kr.depth;
                keys[n] = quixo_ai_key(&p);
                quixo_make(&p, kr.move);
        }
        printf("\nkept table: deeper in %d of %d positions, shallower in %d (aim: deeper "
               "in some, shallower in few); mean depth %.2f fresh, %.2f kept\n",
               deeper, n, shallower, n ? (double)sum_f / n : 0.0,
               n ? (double)sum_k / n : 0.0);
        quixo_ai_free(kept);
}

/* Plays `games` games between level `level_a` and level_b (0: uniformly
 * random), colours / teams alternating, ms per computer move. */
static void match(int players, int level_a, int level_b, int games, long ms)
{
        int won = 0, lost = 0, drawn = 0;
        long plies = 0;
        tt_rng rng;
        tt_rng_seed(&rng, 2024);
        uint64_t *keys = malloc(MAX_PLIES * sizeof *keys);
        if (keys == NULL)
                exit(1);
        for (int g = 0; g < games; g++) {
                quixo_ai *a = quixo_ai_new(level_a, 1000 + (uint64_t)g, 8);
                quixo_ai *b =
                    level_b > 0 ? quixo_ai_new(level_b, 5000 + (uint64_t)g, 8) : NULL;
                quixo_options opt;
                quixo_pos p;
                quixo_outcome outcome = QUIXO_OUTCOME_NONE;
                size_t n = 0; /* plies played; keys[i] of the position before ply i */
                int team_a = g % 2 ? QUIXO_O : QUIXO_X;
                quixo_options_default(&opt, players);
                if (a == NULL || (level_b > 0 && b == NULL) ||
                    quixo_pos_init(&p, &opt, NULL, 0) != QUIXO_OK)
                        exit(1);
                while (n < MAX_PLIES) {
                        outcome = quixo_pos_result(&p).outcome; /* Q10, Q18 */
                        if (outcome != QUIXO_OUTCOME_NONE)
                                break;
                        uint64_t key = quixo_ai_key(&p);
                        int seen = 1;
                        for (size_t i = 0; i < n; i++)
                                seen += keys[i] == key;
                        if (seen >= 3) { /* Q21 */
                                outcome = QUIXO_OUTCOME_DRAW;
                                break;
                        }
                        quixo_ai *who = (p.turn & 1) == team_a ? a : b;
                        quixo_move m;
                        if (who != NULL) {
                                quixo_ai_limits lim;
                                quixo_ai_result r;
                                quixo_ai_limits_default(&lim);
                                lim.time_ms = ms;
                                lim.clock_ms = monotonic_ms;
                                lim.nodes = 0;
                                lim.history = keys;
                                lim.history_len = n;
                                quixo_ai_choose(who, &p, &lim, &r);
                                m = r.move;
                        } else {
                                quixo_move mv[QUIXO_MAX_MOVES];
                                int count = quixo_gen_moves(&p, mv);
                                m = mv[tt_rng_below(&rng, (uint32_t)count)];
                        }
                        if (quixo_action_check(&p, m, NULL, 0) != QUIXO_OK) {
                                printf("ILLEGAL MOVE in game %d\n", g);
                                exit(1);
                        }
                        keys[n++] = key;
                        quixo_make(&p, m);
                }
                if (outcome == QUIXO_OUTCOME_NONE) /* capped: judge the last board */
                        outcome = quixo_pos_result(&p).outcome;
                int w = quixo_outcome_winner(outcome);
                if (w < 0)
                        drawn++;
                else if (w == team_a)
                        won++;
                else
                        lost++;
                plies += (long)n;
                quixo_ai_free(a);
                quixo_ai_free(b);
        }
        free(keys);
        char other[32];
        if (level_b > 0)
                snprintf(other, sizeof other, "level %d", level_b);
        else
                snprintf(other, sizeof other, "random");
        printf(
            "%dp: level %d vs %s, %d games, %ld ms per move: %d won, %d lost, %d drawn "
            "(%.1f%% won), %.1f plies per game\n",
            players, level_a, other, games, ms, won, lost, drawn, 100.0 * won / games,
            (double)plies / games);
        fflush(stdout);
}

#define OPENING "quixo players=2 turn=x ply=0 board=...../...../...../...../....."
#define OPENING4                                                                         \
        "quixo players=4 order=cw turn=s ply=0 board=........../........../"             \
        "........../........../.........."

/* The search speed only: cpu time to the depths of docs/ai.md's table,
 * then the depth completed in one second of wall clock and of cpu time. */
static void speed_only(void)
{
        fixed_depth("opening", OPENING, 11);
        fixed_depth("midgame", MIDGAME, 12);
        fixed_depth("4p open", OPENING4, 8);
        one_second("opening", OPENING);
        one_second("midgame", MIDGAME);
        one_second("4p open", OPENING4);
}

int main(int argc, char **argv)
{
        if (argc == 2 && strcmp(argv[1], "speed") == 0) {
                speed_only();
                return 0;
        }
        if (argc >= 2 && strcmp(argv[1], "kept") == 0) {
                kept_table(argc > 2 ? atoi(argv[2]) : 24,
                           argc > 3 ? (size_t)atoi(argv[3]) : KEPT_MB,
                           argc > 4 ? (size_t)atoi(argv[4]) : FRESH_MB);
                return 0;
        }
        print_machine();
        printf(
            "(wall-clock figures depend on the load of the machine; cpu figures less)\n");
        printf("-- search speed (level 5, %d MB table)\n", QUIXO_AI_DEFAULT_TT_MB);
        fixed_depth("opening",
                    "quixo players=2 turn=x ply=0 "
                    "board=...../...../...../...../.....",
                    10);
        fixed_depth("midgame", MIDGAME, 10);
        one_second("opening", "quixo players=2 turn=x ply=0 "
                              "board=...../...../...../...../.....");
        one_second("midgame", MIDGAME);
        one_second("4p open", "quixo players=4 order=cw turn=s ply=0 "
                              "board=........../........../........../........../"
                              "..........");
        printf("-- the table kept for the whole game (issue 27)\n");
        kept_table(12, KEPT_MB, FRESH_MB);
        printf("-- matches (level 5 at %d ms per move to keep make bench short; the "
               "default is %d ms)\n",
               MATCH_MS, QUIXO_AI_DEFAULT_TIME_MS);
        fflush(stdout);
        match(2, 5, 0, MATCH_GAMES, MATCH_MS);
        match(2, 5, 1, MATCH_GAMES, MATCH_MS);
        match(4, 5, 0, TEAM_GAMES, MATCH_MS);
        match(4, 5, 1, TEAM_GAMES, MATCH_MS);
        return 0;
}
