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
 * their progress and a new entry. */
#include "thaayam_ai/tai.h"

#define TAI_WIN 1.0e6

void tai_eval_defaults(tai_eval_params *p)
{
        p->full = 1;
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

/* Expected loss of seat s from captures before it moves again. */
static double risk(const tai_dice *d, const tai_eval_params *w, const thaayam_state *st,
                   int s, const attacker *att, const double weight[THAAYAM_SEATS])
{
        double total = 0.0;
        unsigned done_mask = 0;
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int v = st->pos[s][p];
                if (v < 0 || v >= THAAYAM_CASTLE_INDEX || (done_mask >> p & 1u))
                        continue;
                int sq = thaayam_square_of(s, v);
                if (thaayam_is_safe(sq)) /* T13 */
                        continue;
                int q = st->twin[s][p];
                double loss = 0.0;
                int is_twin = q != THAAYAM_NO_TWIN;
                if (is_twin) { /* T18, T19 */
                        done_mask |= 1u << p | 1u << q;
                        loss =
                            2.0 * v +
                            w->enter * (st->capture == THAAYAM_CAPTURE_WHOLE ? 3.2 : 2.0);
                } else { /* T14: every single piece of the square goes */
                        for (int r = p; r < THAAYAM_PIECES; r++)
                                if (st->pos[s][r] == v &&
                                    st->twin[s][r] == THAAYAM_NO_TWIN) {
                                        done_mask |= 1u << r;
                                        loss += v + w->enter;
                                }
                }
                double safe = 1.0;
                for (int t = 0; t < THAAYAM_SEATS; t++)
                        if (weight[t] > 0.0)
                                safe *=
                                    1.0 - weight[t] * threat(d, &att[t], t, sq, is_twin);
                total += (1.0 - safe) * loss;
        }
        return total;
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
        if (p->full)
                for (int t = 0; t < THAAYAM_SEATS; t++)
                        if (live[t])
                                attacker_of(st, t, &att[t]);
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
        return value + noise(p, key);
}
