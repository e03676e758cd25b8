/* bench_quixo.c: speed of the Quixo rules library, single thread:
 * (a) perft moves made per second (every move of every ply applied, no
 *     counting shortcut at the last ply), from the two- and four-player
 *     openings and from mid-game positions;
 * (b) random two-player games played to the end per second (moves chosen
 *     with tt_rng, games capped at 500 plies; the capped ones are reported).
 * Prints the figures with the machine's name and CPU; never asserts timing.
 * Usage: bench_quixo [SECONDS]   (time spent on the random games, default 2) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>

#include "quixo.h"
#include "tt_rng.h"

#define CAP 500

/* Figures use the CPU time of this thread: the machine is shared (other
 * builds and tests run at the same time), so wall time would measure the
 * load rather than the library. The wall time is printed alongside. */
static double now(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double wall(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void print_machine(void)
{
        struct utsname u;
        char line[256], model[200] = "unknown";
        FILE *f = fopen("/proc/cpuinfo", "r");
        if (f) {
                while (fgets(line, sizeof line, f)) {
                        if (strncmp(line, "model name", 10) == 0) {
                                char *colon = strchr(line, ':');
                                if (colon) {
                                        snprintf(model, sizeof model, "%s", colon + 2);
                                        model[strcspn(model, "\n")] = '\0';
                                }
                                break;
                        }
                }
                fclose(f);
        }
        if (uname(&u) == 0)
                printf("machine: %s (%s %s), cpu: %s\n", u.nodename, u.sysname, u.machine,
                       model);
        else
                printf("machine: unknown, cpu: %s\n", model);
        f = fopen("/proc/loadavg", "r");
        if (f) {
                if (fgets(line, sizeof line, f))
                        printf("load average at start: %s", line);
                fclose(f);
        }
}

static quixo_pos pos_of(const char *state)
{
        quixo_pos p;
        char why[QUIXO_REASON_MAX];
        if (quixo_state_parse(&p, state, why, sizeof why) != QUIXO_OK) {
                fprintf(stderr, "bench_quixo: bad state %s: %s\n", state, why);
                exit(1);
        }
        return p;
}

/* Runs perft 1..depth; the moves made are the nodes below the root. */
static void perft_figure(const char *label, const char *state, int depth,
                         double *moves_sum, double *time_sum)
{
        quixo_pos p = pos_of(state);
        double made = 0, t0 = now(), w0 = wall();
        uint64_t leaves = 0, decided = 0, checksum = 0;
        for (int d = 1; d <= depth; d++) {
                quixo_perft_stats st;
                quixo_perft_detail(&p, d, &st);
                made += (double)st.leaves;
                leaves = st.leaves;
                decided = st.decided;
                checksum = st.checksum;
        }
        double t = now() - t0, w = wall() - w0;
        printf(
            "perft %-16s depth %d: %10llu leaves (%llu decided, checksum %016llx), %.0f "
            "moves made in %.2f s cpu (%.2f s wall) = %.1f million moves/s\n",
            label, depth, (unsigned long long)leaves, (unsigned long long)decided,
            (unsigned long long)checksum, made, t, w, made / t / 1e6);
        *moves_sum += made;
        *time_sum += t;
}

int main(int argc, char **argv)
{
        double seconds = argc > 1 ? atof(argv[1]) : 2.0;
        print_machine();

        double made = 0, spent = 0;
        perft_figure("2p opening",
                     "quixo players=2 turn=x ply=0 board=...../...../...../...../.....",
                     5, &made, &spent);
        perft_figure("4p opening",
                     "quixo players=4 order=cw turn=s ply=0 board=........../........../"
                     "........../........../..........",
                     4, &made, &spent);
        perft_figure("2p middle game",
                     "quixo players=2 turn=o ply=31 board=xoxo./oxx.o/.oxxo/x.o.x/ooxx.",
                     5, &made, &spent);
        perft_figure(
            "4p middle game",
            "quixo players=4 order=ccw turn=w ply=22 board=xsxnxs..ow/oe..xn..ow/"
            "..oexs..../owxs....xn/xnoeoe..xs",
            4, &made, &spent);
        printf("(a) perft overall: %.1f million moves made per second\n",
               made / spent / 1e6);

        tt_rng rng;
        tt_rng_seed(&rng, 20261129);
        quixo_options o;
        quixo_pos start;
        quixo_options_default(&o, 2);
        quixo_pos_init(&start, &o, NULL, 0);
        long games = 0, capped = 0, plies = 0, wins[2] = {0, 0};
        double t0 = now(), w0 = wall(), t;
        do {
                for (int batch = 0; batch < 256; batch++) {
                        quixo_pos p = start;
                        quixo_move moves[QUIXO_MAX_MOVES];
                        int ply;
                        quixo_result r = {QUIXO_OUTCOME_NONE, QUIXO_REASON_NONE};
                        for (ply = 0; ply < CAP; ply++) {
                                int n = quixo_gen_moves(&p, moves);
                                quixo_make(&p, moves[tt_rng_below(&rng, (uint32_t)n)]);
                                r = quixo_pos_result(&p);
                                if (r.outcome != QUIXO_OUTCOME_NONE) {
                                        ply++;
                                        break;
                                }
                        }
                        plies += ply;
                        games++;
                        if (r.outcome == QUIXO_OUTCOME_NONE)
                                capped++;
                        else
                                wins[quixo_outcome_winner(r.outcome)]++;
                }
                t = now() - t0;
        } while (t < seconds);
        printf(
            "(b) random 2-player games to the end: %.0f games/s (%ld games in %.2f s "
            "cpu, "
            "%.2f s wall; %.1f plies per game, %ld capped at %d plies; X won %ld, O won "
            "%ld)\n",
            games / t, games, t, wall() - w0, (double)plies / games, capped, CAP, wins[0],
            wins[1]);

        return 0;
}
