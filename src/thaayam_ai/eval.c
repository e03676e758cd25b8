/* eval.c: the static evaluation of an end-of-move-phase position for the
 * Thaayam computer player, in pips (one pip = one square of progress).
 *
 * Each seat's equity is minus the work it still has to do (race) minus the
 * expected loss of its pieces that an opponent could capture before the
 * seat moves again, plus a bonus for an extra turn earned (T15). The value
 * for a seat is its equity minus its opponents' (the mean and the best of
 * them, half each, with three or four players).
 *
 * Race: a piece on path index i still needs 24 - i squares to the castle
 * (T3, T10) and a 1 to bear off (T21); a piece off the board needs a 1 to
 * enter first (T8), worth `enter` pips (a 1 comes in only about 29 % of
 * the turns). A captured `whole` twin needs two 1s of one turn (T19).
 *
 * Safety: for each group of a seat's pieces on an ordinary square (T13:
 * palaces and castle are safe) and each opponent, the exact chance (dice.c)
 * that one opponent turn lands a single piece on it (single pieces, T14),
 * a twin (twins fear only twins, T18), counting that opponent's pieces
 * behind it on the opponent's own path and those that can enter and run.
 * Opponents who move before the seat count fully, the others (the seat can
 * still run away) with the weight `residual`. A capture costs the captured pieces
 * their progress and a new entry.
 *
 * With `race` (level 3) the value is instead the chance of bearing off
 * first by the race model (race.c), with the same chances of captures (see
 * race_eval below); the pip value only breaks ties. */
#include "thaayam_ai/tai.h"

#include <math.h>

#define TAI_WIN 1.0e6

void tai_eval_defaults(tai_eval_params *p)
{
        p->full = 1;
        p->race = 0;
        p->noise = 0.0;
        p->seed = 0;
        p->enter = 10.0; /* a 1 comes in only about 29 % of the turns */
        p->bear_off = 6.0;
        p->extra = 6.0; /* a turn is worth about 4 pips and a chance of 1s */
        p->residual = 0.25;
        p->risk = 1.0;
        p->tail = 0.5;
        p->lead = 0.5;
        p->custom = NULL;
        p->custom_data = NULL;
}

uint64_t tai_mix(uint64_t x)
{
        x ^= x >> 30;
        x *= 0xbf58476d1ce4e5b9ULL;
        x ^= x >> 27;
        x *= 0x94d049bb133111ebULL;
        x ^= x >> 31;
        return x;
}

uint64_t tai_state_key(const thaayam_state *st)
{
        uint8_t counts[THAAYAM_NVALUES];
        thaayam_remaining(st, counts);
        uint64_t h = 0x9e3779b97f4a7c15ULL;
        for (int s = 0; s < THAAYAM_SEATS; s++) {
                uint64_t w = 0;
                for (int p = 0; p < THAAYAM_PIECES; p++)
                        w = (w << 16) | (uint64_t)(uint8_t)st->pos[s][p] << 8 |
                            (uint8_t)st->twin[s][p];
                h = tai_mix(h ^ w) + (uint64_t)s;
        }
        uint64_t w = 0;
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                w = (w << 8) | counts[v];
        w = (w << 8) | st->turn;
        w = (w << 4) | (uint64_t)(st->phase & 0xf);
        w = (w << 4) | (uint64_t)(st->extra & 0xf);
        return tai_mix(h ^ w);
}

static int finished(const thaayam_state *st, int s)
{
        for (int p = 0; p < THAAYAM_PIECES; p++)
                if (st->pos[s][p] != THAAYAM_POS_HOME)
                        return 0;
        return 1;
}

static double race(const tai_eval_params *w, const thaayam_state *st, int s)
{
        double r = 0.0;
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int v = st->pos[s][p];
                if (v == THAAYAM_POS_HOME)
                        continue;
                if (v == THAAYAM_POS_OFF) {
                        int whole = st->twin[s][p] != THAAYAM_NO_TWIN; /* T19 */
                        r += w->enter * (whole ? 1.6 : 1.0) + 24.0 + w->bear_off;
                } else {
                        r += 24.0 - v + w->bear_off;
                        if (v > 19 &&
                            v < 24) /* T10: the last squares need exact scores */
                                r += w->tail * (v - 19);
                }
        }
        return r;
}

/* Per attacking seat: what it has behind a target, on its own path. */
typedef struct attacker {
        int on_board;   /* some piece on the board (else T9 applies) */
        int off_single; /* a single piece off the board that can enter */
        int8_t single[THAAYAM_PIECES];
        int nsingle;
        int8_t twin[2];
        int ntwin;
} attacker;

static void attacker_of(const thaayam_state *st, int t, attacker *a)
{
        a->on_board = a->off_single = a->nsingle = a->ntwin = 0;
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int v = st->pos[t][p], q = st->twin[t][p];
                if (v >= 0)
                        a->on_board = 1;
                if (v == THAAYAM_POS_OFF && q == THAAYAM_NO_TWIN)
                        a->off_single = 1;
                if (v < 0 || v >= THAAYAM_CASTLE_INDEX)
                        continue;
                if (q == THAAYAM_NO_TWIN)
                        a->single[a->nsingle++] = (int8_t)v;
                else if (p < q && a->ntwin < 2)
                        a->twin[a->ntwin++] = (int8_t)v;
        }
}

/* Chance that attacker t (seat index) captures a group on `square`. */
static double threat(const tai_dice *d, const attacker *a, int t, int square, int is_twin)
{
        int k = thaayam_index_of(t, square);
        uint32_t singles = 0, enter = 0, twins = 0;
        if (is_twin) {
                for (int i = 0; i < a->ntwin; i++)
                        if (a->twin[i] < k)
                                twins |= 1u << (k - a->twin[i]);
        } else {
                for (int i = 0; i < a->nsingle; i++)
                        if (a->single[i] < k)
                                singles |= 1u << (k - a->single[i]);
                if (a->off_single && k >= 1)
                        enter = 1u << k;
        }
        return tai_hit_chance(d, a->on_board, singles, enter, twins);
}

/* A group of a seat's pieces that one capture takes: a twin (T18, T19) or
 * every single piece of one ordinary square (T14); pieces on palaces and
 * the castle are safe (T13). */
typedef struct group {
        int square;      /* the square (thaayam_square_of) */
        int index;       /* its path index for the seat */
        int is_twin;     /* a twin: only twins capture it (T18) */
        int count;       /* pieces in the group */
        unsigned pieces; /* bit p: piece p is in the group */
} group;

/* The groups of seat s that an opponent could capture, in the order of
 * their first piece; returns how many (at most THAAYAM_PIECES). */
static int capturable_groups(const thaayam_state *st, int s, group g[THAAYAM_PIECES])
{
        int n = 0;
        unsigned done_mask = 0;
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int v = st->pos[s][p];
                if (v < 0 || v >= THAAYAM_CASTLE_INDEX || (done_mask >> p & 1u))
                        continue;
                int sq = thaayam_square_of(s, v);
                if (thaayam_is_safe(sq)) /* T13 */
                        continue;
                int q = st->twin[s][p];
                group *e = &g[n++];
                e->square = sq;
                e->index = v;
                e->is_twin = q != THAAYAM_NO_TWIN;
                e->count = 0;
                e->pieces = 0;
                if (e->is_twin) { /* T18, T19 */
                        e->pieces = 1u << p | 1u << q;
                        e->count = 2;
                } else { /* T14: every single piece of the square goes */
                        for (int r = p; r < THAAYAM_PIECES; r++)
                                if (st->pos[s][r] == v &&
                                    st->twin[s][r] == THAAYAM_NO_TWIN) {
                                        e->pieces |= 1u << r;
                                        e->count++;
                                }
                }
                done_mask |= e->pieces;
        }
        return n;
}

/* Chance that some opponent captures group g before its seat moves again:
 * opponents weighted by weight[] (1 before the seat, `residual` after). */
static double group_threat(const tai_dice *d, const group *g, const attacker *att,
                           const double weight[THAAYAM_SEATS])
{
        double safe = 1.0;
        for (int t = 0; t < THAAYAM_SEATS; t++)
                if (weight[t] > 0.0)
                        safe *= 1.0 -
                                weight[t] * threat(d, &att[t], t, g->square, g->is_twin);
        return 1.0 - safe;
}

/* Expected loss of seat s from captures before it moves again. */
static double risk(const tai_dice *d, const tai_eval_params *w, const thaayam_state *st,
                   int s, const attacker *att, const double weight[THAAYAM_SEATS])
{
        group g[THAAYAM_PIECES];
        int n = capturable_groups(st, s, g);
        double total = 0.0;
        for (int i = 0; i < n; i++) {
                double loss = 0.0;
                if (g[i].is_twin) /* T19: a whole twin needs two 1s of one turn */
                        loss =
                            2.0 * g[i].index +
                            w->enter * (st->capture == THAAYAM_CAPTURE_WHOLE ? 3.2 : 2.0);
                else
                        for (int k = 0; k < g[i].count; k++)
                                loss += g[i].index + w->enter;
                total += group_threat(d, &g[i], att, weight) * loss;
        }
        return total;
}

/* ---- the race-model evaluation: each seat's turns to finish as a
 * mixture of normal laws (the race table's mean and deviation): its present
 * arrangement, and for each of its groups an opponent may capture before
 * the seat moves again, the arrangement with that group off the board,
 * with the chance of that capture (the safety term's chances, T13, T14,
 * T18). The value is the chance of bearing off first (T22), seats playing
 * in turn from the next to move (T6, T15). */

#define MIX_MAX 5

typedef struct mixture {
        int n;
        double w[MIX_MAX], mu[MIX_MAX], var[MIX_MAX];
} mixture;

static void mix_add(mixture *m, const tai_race *rt, double w, const int code[4])
{
        int i = tai_race_index(code);
        m->w[m->n] = w;
        m->mu[m->n] = rt->mean[i];
        m->var[m->n] = (double)rt->sd[i] * rt->sd[i] + 0.1;
        m->n++;
}

static void seat_mixture(const tai_race *rt, const tai_dice *d, const tai_eval_params *w,
                         const thaayam_state *st, int s, const attacker *att,
                         const double weight[THAAYAM_SEATS], mixture *m)
{
        int code[4];
        tai_race_codes(st, s, code);
        m->n = 0;
        mix_add(m, rt, 1.0, code);
        if (!w->full)
                return;
        group g[THAAYAM_PIECES];
        int n = capturable_groups(st, s, g);
        double rest = 1.0;
        for (int i = 0; i < n; i++) {
                int hit[4] = {code[0], code[1], code[2], code[3]};
                for (int p = 0; p < THAAYAM_PIECES; p++)
                        if (g[i].pieces >> p & 1u)
                                hit[p] = 0;
                double h = group_threat(d, &g[i], att, weight) * w->risk;
                if (h <= 0.0 || m->n >= MIX_MAX)
                        continue;
                if (h > rest)
                        h = rest;
                rest -= h;
                mix_add(m, rt, h, hit);
                m->mu[m->n - 1] += 1.0; /* T15: the capturer plays again */
        }
        m->w[0] = rest;
}

static double phi(double x)
{
        return 0.5 * erfc(-x * 0.70710678118654752440);
}

/* P(T_a - T_b > off) for independent mixtures a, b (turns are whole:
 * off = 0.5 means T_b >= T_a + 1, ... with continuity correction). */
static double beats(const mixture *a, const mixture *b, double off)
{
        double p = 0.0;
        for (int i = 0; i < a->n; i++)
                for (int j = 0; j < b->n; j++)
                        p += a->w[i] * b->w[j] *
                             phi((b->mu[j] - a->mu[i] - off) /
                                 sqrt(a->var[i] + b->var[j]));
        return p;
}

/* P(T <= x) for a mixture. */
static double mix_cdf(const mixture *m, double x)
{
        double p = 0.0;
        for (int i = 0; i < m->n; i++)
                p += m->w[i] * phi((x - m->mu[i]) / sqrt(m->var[i]));
        return p;
}

/* The chance that seat me bears off first: seats before it in the order
 * of play must need more turns than it, those after it at least as many. */
static double race_win(const mixture mix[THAAYAM_SEATS], const int live[THAAYAM_SEATS],
                       const int rank[THAAYAM_SEATS], int me)
{
        int opp[THAAYAM_SEATS], nopp = 0;
        for (int v = 0; v < THAAYAM_SEATS; v++)
                if (live[v] && v != me)
                        opp[nopp++] = v;
        if (nopp == 0)
                return 1.0;
        if (nopp == 1) {
                int v = opp[0];
                return beats(&mix[me], &mix[v], rank[v] < rank[me] ? 0.5 : -0.5);
        }
        /* sum over my number of turns k */
        double lo = 1e300, hi = -1e300;
        for (int i = 0; i < mix[me].n; i++) {
                double s = sqrt(mix[me].var[i]);
                if (mix[me].mu[i] - 5 * s < lo)
                        lo = mix[me].mu[i] - 5 * s;
                if (mix[me].mu[i] + 5 * s > hi)
                        hi = mix[me].mu[i] + 5 * s;
        }
        int k0 = lo < 0 ? 0 : (int)lo, k1 = (int)hi + 1;
        double p = 0.0, below = mix_cdf(&mix[me], k0 - 0.5);
        for (int k = k0; k <= k1; k++) {
                double upto = mix_cdf(&mix[me], k + 0.5), pk = upto - below;
                below = upto;
                if (pk <= 0.0)
                        continue;
                double q = pk;
                for (int i = 0; i < nopp; i++) {
                        int v = opp[i];
                        /* before me: T_v > k; after me: T_v >= k */
                        q *= 1.0 -
                             mix_cdf(&mix[v], rank[v] < rank[me] ? k + 0.5 : k - 0.5);
                }
                p += q;
        }
        return p;
}

static double race_eval(const tai_dice *d, const tai_eval_params *p,
                        const thaayam_state *st, int me, const int live[THAAYAM_SEATS],
                        const int rank[THAAYAM_SEATS], const attacker *att,
                        const tai_race *rt)
{
        mixture mix[THAAYAM_SEATS];
        for (int v = 0; v < THAAYAM_SEATS; v++) {
                if (!live[v])
                        continue;
                double w[THAAYAM_SEATS];
                for (int t = 0; t < THAAYAM_SEATS; t++)
                        w[t] = (!live[t] || t == v) ? 0.0
                               : rank[t] < rank[v]  ? 1.0
                                                    : p->residual;
                seat_mixture(rt, d, p, st, v, att, w, &mix[v]);
        }
        return 100.0 * race_win(mix, live, rank, me);
}

static double noise(const tai_eval_params *p, uint64_t key)
{
        if (p->noise <= 0.0)
                return 0.0;
        double u = (double)(tai_mix(key ^ p->seed) >> 11) * (1.0 / 9007199254740992.0);
        return (2.0 * u - 1.0) * p->noise;
}

double tai_eval(const tai_dice *d, const tai_eval_params *p, const thaayam_state *st,
                int me, uint64_t key)
{
        if (finished(st, me))
                return TAI_WIN;
        if (!st->play_on) /* T22: someone else has won */
                for (int v = 0; v < THAAYAM_SEATS; v++)
                        if (((st->seats >> v) & 1u) && finished(st, v))
                                return -TAI_WIN;
        if (p->custom != NULL)
                return p->custom(p->custom_data, d, st, me) + noise(p, key);
        /* Who moves next: the mover again after a capture (T15), else the
         * next seats in order (T6); finished seats no longer play. */
        int rank[THAAYAM_SEATS], n = 0;
        int live[THAAYAM_SEATS];
        for (int s = 0; s < THAAYAM_SEATS; s++) {
                live[s] = ((st->seats >> s) & 1u) && !finished(st, s);
                rank[s] = -1;
        }
        int m = st->turn, s = st->extra ? m : thaayam_next_seat(st->seats, m);
        for (int i = 0; i < THAAYAM_SEATS && s >= 0; i++) {
                if (live[s] && rank[s] < 0)
                        rank[s] = n++;
                s = thaayam_next_seat(st->seats, s);
        }
        attacker att[THAAYAM_SEATS];
        if (p->full || p->race)
                for (int t = 0; t < THAAYAM_SEATS; t++)
                        if (live[t])
                                attacker_of(st, t, &att[t]);
        const tai_race *rt = p->race ? tai_race_get() : NULL;
        double pr = 0.0;
        if (rt != NULL)
                pr = race_eval(d, p, st, me, live, rank, att, rt);
        double eq[THAAYAM_SEATS] = {0};
        for (int v = 0; v < THAAYAM_SEATS; v++) {
                if (!live[v])
                        continue;
                eq[v] = -race(p, st, v);
                if (!p->full)
                        continue;
                double w[THAAYAM_SEATS];
                for (int t = 0; t < THAAYAM_SEATS; t++)
                        w[t] = (!live[t] || t == v) ? 0.0
                               : rank[t] < rank[v]  ? 1.0
                                                    : p->residual;
                eq[v] -= p->risk * risk(d, p, st, v, att, w);
                if (v == m && st->extra)
                        eq[v] += p->extra;
        }
        double sum = 0.0, best = -1e300;
        int nopp = 0;
        for (int v = 0; v < THAAYAM_SEATS; v++)
                if (live[v] && v != me) {
                        sum += eq[v];
                        if (eq[v] > best)
                                best = eq[v];
                        nopp++;
                }
        double value = eq[me];
        if (nopp == 1)
                value -= sum;
        else if (nopp > 1)
                value -= (1.0 - p->lead) * sum / nopp + p->lead * best;
        if (rt != NULL) /* the pips only break near-ties of the chances */
                value = pr + 1e-6 * value;
        return value + noise(p, key);
}
