/* bench_quixo.c: speed of the Quixo rules library, single thread:
 * (a) perft moves made per second (every move of every ply applied, no
 *     counting shortcut at the last ply), from the two- and four-player
 *     openings and from mid-game positions;
 * (b) random two-player games played to the end per second (moves chosen
 *     with tt_rng, games capped at 500 plies; the capped ones are reported).
 * Prints the figures with the machine's name and CPU; never asserts timing.
 * (c) perft 2p depth 5 against a plain bitboard perft written here for
 *     comparison (the yardstick of issue 27), paired runs, CPU medians.
 * Usage: bench_quixo [SECONDS]   (time spent on the random games, default 2)
 *        bench_quixo yardstick [DEPTH [PAIRS [STATE]]]   (only (c); default 5,
 *        5, the opening; STATE: a two-player position without a line) */
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

/* ---- the yardstick: a plain bitboard perft, measurement code only ----
 * Two players only, written for comparison with quixo_perft_detail (issue
 * 27): one pass over a flat list of the 44 pushes, a single legality test
 * (is FROM takeable) and one shift per mask, every child board computed and,
 * when the parent has a line of four cubes of one mark, tested for a full
 * line of either mark, the same convention and the same
 * leaves, decided count and checksum as the library. It uses nothing of
 * the library but its public types. */
typedef struct yard_push {
        uint32_t from, keep, seg, to;
        unsigned shift;
} yard_push;

/* Pushes towards lower squares first (their cubes shift up: <<), then the
 * others (>>): two loops over one flat list, one shift per mask. */
static yard_push yard_list[44];
static int yard_up; /* yard_list[0..yard_up) shift left, the rest right */

static void yard_init(void)
{
        int n = 0;
        for (int pass = 0; pass < 2; pass++) {
                if (pass == 1)
                        yard_up = n;
                for (int from = 0; from < 25; from++) {
                        int r = from / 5, c = from % 5;
                        if (r != 0 && r != 4 && c != 0 && c != 4)
                                continue;
                        int ends[4] = {r * 5, r * 5 + 4, c, 20 + c}, seen = 0;
                        for (int i = 0; i < 4; i++) {
                                int to = ends[i];
                                if (to == from || (seen >> to & 1))
                                        continue;
                                seen |= 1 << to;
                                if ((to < from) != (pass == 0))
                                        continue;
                                int step = to / 5 == from / 5 ? 1 : 5;
                                int lo = to < from ? to : from,
                                    hi = to < from ? from : to;
                                uint32_t span = 0;
                                for (int q = lo; q <= hi; q += step)
                                        span |= 1u << q;
                                yard_list[n++] = (yard_push){
                                    1u << from, QUIXO_ALL_SQUARES & ~span,
                                    span & ~(1u << from), 1u << to, (unsigned)step};
                        }
                }
        }
}

static bool yard_line(uint32_t m)
{
        uint32_t rows = m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4) & 0x108421u;
        uint32_t cols = m & (m >> 5) & (m >> 10) & (m >> 15) & (m >> 20) & 0x1Fu;
        return (rows | cols) != 0 || (m & 0x1041041u) == 0x1041041u ||
               (m & 0x0111110u) == 0x0111110u;
}

typedef struct yard_stats {
        uint64_t leaves, decided, checksum;
} yard_stats;

/* True when some line holds four cubes of m: only then can a push complete
 * a line of m (a push moves every other line by at most one square). */
static bool yard_near(uint32_t m)
{
        static const uint32_t lines[12] = {
            0x1Fu,     0x3E0u,    0x7C00u,   0xF8000u,   0x1F00000u, 0x108421u,
            0x210842u, 0x421084u, 0x842108u, 0x1084210u, 0x1041041u, 0x0111110u};
        bool near = false;
        for (int i = 0; i < 12; i++)
                near |= __builtin_popcount(m & lines[i]) >= 4;
        return near;
}

/* The children of one position at the last ply: leaves, decided, checksum.
 * sa / sb: where the mover's / the other mask go in the checksum term. */
static void yard_leaves(uint32_t me, uint32_t you, uint32_t t, bool near, unsigned sa,
                        unsigned sb, yard_stats *st)
{
        uint64_t leaves = 0, decided = 0, sum = 0;
        for (int i = 0; i < yard_up; i++) {
                const yard_push *e = &yard_list[i];
                if (t & e->from) {
                        uint32_t a = (me & e->keep) | ((me & e->seg) << e->shift) | e->to;
                        uint32_t b = (you & e->keep) | ((you & e->seg) << e->shift);
                        leaves++;
                        sum += (uint64_t)a << sa | (uint64_t)b << sb;
                        if (near)
                                decided += yard_line(a) || yard_line(b);
                }
        }
        for (int i = yard_up; i < 44; i++) {
                const yard_push *e = &yard_list[i];
                if (t & e->from) {
                        uint32_t a = (me & e->keep) | ((me & e->seg) >> e->shift) | e->to;
                        uint32_t b = (you & e->keep) | ((you & e->seg) >> e->shift);
                        leaves++;
                        sum += (uint64_t)a << sa | (uint64_t)b << sb;
                        if (near)
                                decided += yard_line(a) || yard_line(b);
                }
        }
        st->leaves += leaves;
        st->decided += decided;
        st->checksum += sum;
}

/* The mover's mask first; before ply 2 only neutral cubes are taken (Q16). */
static void yard_rec(uint32_t me, uint32_t you, bool o_moves, int ply, int depth,
                     yard_stats *st)
{
        uint32_t t = 0x1F8C63Fu & ~(ply < 2 ? me | you : you);
        bool near = yard_near(me) || yard_near(you);
        if (depth == 1) {
                yard_leaves(me, you, t, near, o_moves ? 25 : 0, o_moves ? 0 : 25, st);
                return;
        }
        for (int i = 0; i < 44; i++) {
                const yard_push *e = &yard_list[i];
                if (!(t & e->from))
                        continue;
                uint32_t a, b;
                if (i < yard_up) {
                        a = (me & e->keep) | ((me & e->seg) << e->shift) | e->to;
                        b = (you & e->keep) | ((you & e->seg) << e->shift);
                } else {
                        a = (me & e->keep) | ((me & e->seg) >> e->shift) | e->to;
                        b = (you & e->keep) | ((you & e->seg) >> e->shift);
                }
                if (!(near && (yard_line(a) || yard_line(b))))
                        yard_rec(b, a, !o_moves, ply + 1, depth - 1, st);
        }
}

/* The yardstick from a two-player position without a line, depth >= 1. */
static void yard_perft(const quixo_pos *p, int depth, yard_stats *st)
{
        unsigned team = p->turn & 1u;
        st->leaves = st->decided = st->checksum = 0;
        yard_rec(p->mark[team], p->mark[team ^ 1u], team == 1, p->ply, depth, st);
}

static int cmp_double(const void *a, const void *b)
{
        double x = *(const double *)a, y = *(const double *)b;
        return (x > y) - (x < y);
}

/* The library's perft against the yardstick: `rounds` pairs of runs, the
 * order alternating, the CPU-time median of each; fails (returns 1) when
 * the leaves, decided counts or checksums differ. */
static int yardstick(const char *state, int depth, int rounds)
{
        quixo_pos p = pos_of(state);
        double lib[64], yard[64];
        quixo_perft_stats a = {0, 0, 0};
        yard_stats b = {0, 0, 0};
        if (p.players != 2 || quixo_pos_result(&p).outcome != QUIXO_OUTCOME_NONE ||
            depth < 1) {
                fprintf(stderr, "bench_quixo: the yardstick takes a two-player position "
                                "without a line and a depth of at least 1\n");
                return 1;
        }
        if (rounds < 1)
                rounds = 1;
        if (rounds > 64)
                rounds = 64;
        yard_init();
        for (int r = 0; r < rounds; r++) {
                for (int k = 0; k < 2; k++) {
                        double t0 = now();
                        if ((k ^ r) & 1)
                                yard_perft(&p, depth, &b);
                        else
                                quixo_perft_detail(&p, depth, &a);
                        double t = now() - t0;
                        if ((k ^ r) & 1)
                                yard[r] = t;
                        else
                                lib[r] = t;
                }
        }
        qsort(lib, (size_t)rounds, sizeof lib[0], cmp_double);
        qsort(yard, (size_t)rounds, sizeof yard[0], cmp_double);
        double ml = lib[rounds / 2], my = yard[rounds / 2];
        bool same =
            a.leaves == b.leaves && a.decided == b.decided && a.checksum == b.checksum;
        printf("perft %s depth %d against the plain bitboard perft (%d pairs, cpu "
               "medians): library %.3f s, yardstick %.3f s: %.2fx (aim: <= 1.00x); "
               "%llu leaves, %llu decided, checksum %016llx: %s\n",
               p.ply == 0 ? "2p" : "2p position", depth, rounds, ml, my, ml / my,
               (unsigned long long)a.leaves, (unsigned long long)a.decided,
               (unsigned long long)a.checksum, same ? "identical" : "DIFFERENT");
        if (!same)
                printf("yardstick: %llu leaves, %llu decided, checksum %016llx\n",
                       (unsigned long long)b.leaves, (unsigned long long)b.decided,
                       (unsigned long long)b.checksum);
        return same ? 0 : 1;
}

#define OPENING2 "quixo players=2 turn=x ply=0 board=...../...../...../...../....."

int main(int argc, char **argv)
{
        if (argc > 1 && strcmp(argv[1], "yardstick") == 0)
                return yardstick(argc > 4 ? argv[4] : OPENING2,
                                 argc > 2 ? atoi(argv[2]) : 5,
                                 argc > 3 ? atoi(argv[3]) : 5);
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

        return yardstick(OPENING2, 5, 5);
}
