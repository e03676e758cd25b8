/* bench_thaayam_backup.c: what solving two-player Thaayam against the
 * uniformly random player would cost (issue 28). The best any fair player
 * can win against random play is the value of a Markov decision process
 * whose states are both seats' arrangements; one sweep of value iteration
 * backs up every state once: for every turn the seat to move can throw, the
 * end positions of its move phase (the greedy player's maximum, or the
 * random player's distribution, which visits the same positions).
 *
 * This program measures the two factors of that cost:
 * - the number of positions: pairs of arrangements of S's and N's four
 *   pieces (off the board, path index 0-24, borne off) with no ordinary
 *   square holding pieces of both seats (T12, T13); twins add more;
 * - one backup: positions sampled from games of the default player against
 *   random play, and for each, every turn of probability at least 1e-5 (T4,
 *   T5; the turns T9 voids counted as usable, which only makes this
 *   cheaper) searched to every end position with the player's own plan
 *   search (src/thaayam_ai/plan.c: T7's orders merged, T11), once for the
 *   seat that moves and once for the other seat.
 * It prints both and their product, the cpu time of one sweep.
 *
 * A solver may leave out the rarest turns and count them as wins: the
 * value stays an upper bound, looser by at most their chance per turn.
 * CUT is the chance below which a turn is left out (default 1e-5).
 *
 * Usage: bench_thaayam_backup [POSITIONS [SEED [CUT]]]   (default 60, 1, 1e-5) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "thaayam.h"
#include "thaayam_ai/tai.h"
#include "thaayam_ai/thaayam_ai.h"
#include "tt_rng.h"

static double cpu(void)
{
        return (double)clock() / CLOCKS_PER_SEC;
}

/* ---- the turns: multisets of scores (T7: only the multiset matters) */

#define MAX_TURNS 4096
static struct turn {
        uint8_t n[5]; /* counts of 1, 2, 3, 4, 8 */
        double p;
} turns[MAX_TURNS];
static int nturns;

static int add_turn(void *ctx, const uint8_t n[5], double p, bool void_start, int m)
{
        (void)ctx;
        (void)m;
        if (void_start)
                return 0;
        for (int i = 0; i < nturns; i++)
                if (memcmp(turns[i].n, n, 5) == 0) {
                        turns[i].p += p;
                        return 0;
                }
        if (nturns == MAX_TURNS)
                return -1;
        memcpy(turns[nturns].n, n, 5);
        turns[nturns++].p = p;
        return 0;
}

/* ---- the number of positions */

/* The ordinary squares (T13) a seat's pieces stand on, as a mask of the 25
 * squares, for every arrangement of four codes (0 off, 1..25 index 0..24,
 * 26 borne off). */
static long count_positions(void)
{
        static uint32_t mask[2][TAI_RACE_STATES];
        int seat[2] = {THAAYAM_S, THAAYAM_N};
        for (int k = 0; k < 2; k++) {
                int i = 0;
                for (int a = 0; a < 27; a++)
                        for (int b = a; b < 27; b++)
                                for (int c = b; c < 27; c++)
                                        for (int d = c; d < 27; d++) {
                                                int code[4] = {a, b, c, d};
                                                uint32_t m = 0;
                                                for (int j = 0; j < 4; j++) {
                                                        if (code[j] < 1 || code[j] > 25)
                                                                continue;
                                                        int sq = thaayam_square_of(
                                                            seat[k], code[j] - 1);
                                                        if (!thaayam_is_safe(sq))
                                                                m |= 1u << sq;
                                                }
                                                mask[k][i++] = m;
                                        }
                if (i != TAI_RACE_STATES)
                        abort();
        }
        long n = 0;
        for (int i = 0; i < TAI_RACE_STATES; i++)
                for (int j = 0; j < TAI_RACE_STATES; j++)
                        n += (mask[0][i] & mask[1][j]) == 0;
        return n;
}

/* ---- one backup */

static thaayam_ctx ctx;
static tai_ws ws;
static tai_dice dice;

/* Searches every end position of seat's move phase after each turn from
 * pos (a position between turns); adds the positions visited to *nodes
 * and the end positions to *ends. */
static void backup(const thaayam_state *pos, int seat, double *nodes, double *ends)
{
        for (int t = 0; t < nturns; t++) {
                thaayam_state st = *pos;
                st.turn = (uint8_t)seat;
                st.phase = THAAYAM_PHASE_THROW;
                st.extra = 0;
                st.nthrows = 0;
                /* the scores that go on first (1, 4, 8: T5), a 1 first so
                 * that nothing is void (T9), then the one that stops */
                static const int order[5] = {1, 4, 8, 2, 3};
                static const int slot[5] = {0, 3, 4, 1, 2};
                for (int k = 0; k < 5; k++)
                        for (int c = 0; c < turns[t].n[slot[k]]; c++)
                                if (thaayam_throw_score(&st, order[k], NULL, 0) !=
                                    THAAYAM_OK)
                                        abort();
                if (st.phase != THAAYAM_PHASE_MOVE)
                        continue; /* nothing usable: no search */
                tai_search s;
                memset(&s, 0, sizeof s);
                s.ws = &ws;
                s.ctx = &ctx;
                s.dice = &dice;
                tai_eval_defaults(&s.params);
                s.params.full = 0;
                s.me = seat;
                s.cap = 50u * 1000u * 1000u;
                s.want = 1;
                tai_search_run(&s, &st);
                *nodes += s.nodes;
                *ends += s.ends;
        }
}

int main(int argc, char **argv)
{
        int want = argc > 1 ? atoi(argv[1]) : 60;
        unsigned long seed = argc > 2 ? strtoul(argv[2], NULL, 10) : 1;
        double cut = argc > 3 ? atof(argv[3]) : 1e-5;
        if (want < 1 || want > 100000 || !(cut >= 0 && cut < 1)) {
                fprintf(stderr, "positions: 1..100000; cut: 0 up to 1\n");
                return 2;
        }
        thaayam_ctx_init(&ctx);
        tai_dice_init(&dice);
        if (tai_ws_init(&ws, 20, 1u << 16) != 0)
                return 1;
        if (tai_turn_throws(14, add_turn, NULL) != 0)
                return 1;
        int kept = 0;
        double mass = 0;
        for (int i = 0; i < nturns; i++)
                if (turns[i].p >= cut)
                        turns[kept++] = turns[i], mass += turns[i].p;
        nturns = kept;

        double c0 = cpu();
        long positions = count_positions();
        double count_cpu = cpu() - c0;

        /* positions between turns, from games of the default player (S)
         * against random play (N), one every few turns */
        static thaayam_action list[THAAYAM_MAX_ACTIONS];
        tt_rng rng, choice;
        tt_rng_seed(&rng, seed);
        tt_rng_seed(&choice, seed + 77u);
        int taken = 0, between = 0;
        double nodes = 0, ends = 0, search_cpu = 0;
        while (taken < want) {
                thaayam_options o = {2, (1u << THAAYAM_S) | (1u << THAAYAM_N), 0, 0};
                thaayam_state st;
                if (thaayam_init(&st, &o, THAAYAM_S, NULL, 0) != THAAYAM_OK)
                        return 1;
                for (int steps = 0; steps < 100000 && taken < want; steps++) {
                        thaayam_result r;
                        thaayam_get_result(&st, &r);
                        if (r.over)
                                break;
                        if (st.phase == THAAYAM_PHASE_THROW) {
                                if (st.nthrows == 0 && ++between % 5 == 0) {
                                        double t0 = cpu();
                                        backup(&st, THAAYAM_S, &nodes, &ends);
                                        backup(&st, THAAYAM_N, &nodes, &ends);
                                        search_cpu += cpu() - t0;
                                        taken++;
                                }
                                thaayam_throw_random(&st, &rng, NULL);
                                continue;
                        }
                        thaayam_action a;
                        if (st.turn == THAAYAM_S) {
                                if (thaayam_ai_pick(&st, THAAYAM_AI_LEVEL_MAX, &choice,
                                                    &a) != 0)
                                        return 1;
                        } else {
                                size_t n = thaayam_legal_actions(&st, &ctx, list,
                                                                 THAAYAM_MAX_ACTIONS);
                                if (n == 0)
                                        return 1;
                                a = list[tt_rng_below(&choice, (uint32_t)n)];
                        }
                        if (thaayam_action_apply(&st, &ctx, &a, NULL, 0) != THAAYAM_OK)
                                abort();
                }
        }
        double per = search_cpu / taken;
        printf("positions of two seats (no twins, no shared ordinary square): %ld "
               "(counted in %.1f s)\n",
               positions, count_cpu);
        printf("turns searched per seat: %d multisets of chance %g or more (%.5f of all "
               "turns)\n",
               nturns, cut, mass);
        printf("one backup (both seats to move), mean of %d positions: %.0f positions "
               "searched, %.0f end positions, %.2f ms cpu\n",
               taken, nodes / taken, ends / taken, 1e3 * per);
        printf("one sweep of value iteration: %.3g cpu hours (%.1f days on 2 cores)\n",
               per * (double)positions / 3600.0, per * (double)positions / 86400.0 / 2.0);
        /* whatever generates the moves, each end position's value is read
         * at least once: a floor of the sweep's cost, at 10 ns a read (a
         * table of positions far larger than the caches) */
        double reads = ends / taken * (double)positions;
        printf(
            "its floor, one read per end position: %.3g reads, %.3g cpu hours at 10 ns "
            "a read\n",
            reads, reads * 10e-9 / 3600.0);
        return 0;
}
