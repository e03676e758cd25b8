/* usable.c: T11, "use as many scores as possible": the largest number of
 * the remaining scores that some order of play can still use.
 *
 * It depends only on the mover's own pieces and the multiset of remaining
 * scores (opponents never block, captures only remove opposing pieces), and
 * the order of play matters only through a few couplings, so it is solved
 * as an assignment instead of a search over move orders:
 *
 * - a "plan" fixes the couplings: which off pieces enter (T8, T19), which
 *   single pieces meet on index 8 to become twins (T16), and whether every
 *   piece ends on the castle so that spare 1s bear pieces off (T21);
 * - under a plan every score used belongs to one "bin": a single piece
 *   (any scores summing to at most its room, T7, T10; exactly its room when
 *   it must land on index 8 or on the castle), or a twin (groups of scores
 *   advancing half their sum, T17; see twin_bin below for the closed form);
 * - the scores other than 1 are assigned to bins by enumeration; the 1s,
 *   which fit anywhere, are counted in closed form: each bin takes between
 *   lo and hi of them.
 *
 * Results are memoised in the caller's thaayam_ctx under a canonical key
 * (pieces sorted, scores as counts). docs/thaayam.md gives the argument;
 * tests/unit/test_thaayam_t11.c checks it against a brute force. */
#include "thaayam/internal.h"

void thaayam_ctx_init(thaayam_ctx *ctx)
{
        for (int i = 0; i < THAAYAM_MEMO_SLOTS; i++) {
                ctx->key[i] = 0;
                ctx->value[i] = 0;
        }
        ctx->hits = ctx->misses = 0;
}

/* ------------------------------------------------------------------ memo */

/* Canonical code of one piece (6 bits): single 0..24, off 25, home 26;
 * twin piece 27 + (0..24, or 25 when off the board as a whole twin). */
static unsigned piece_code(const th_own *own, int p)
{
        int at = own->pos[p];
        unsigned base = at >= 0 ? (unsigned)at : at == THAAYAM_POS_OFF ? 25u : 26u;
        if (own->twin[p] != THAAYAM_NO_TWIN)
                return 27u + base;
        return base;
}

static uint64_t memo_key(const th_own *own, const uint8_t counts[THAAYAM_NVALUES])
{
        unsigned c[THAAYAM_PIECES];
        for (int p = 0; p < THAAYAM_PIECES; p++)
                c[p] = piece_code(own, p);
        /* sort the four codes: pieces are interchangeable for counting */
        for (int i = 1; i < THAAYAM_PIECES; i++)
                for (int j = i; j > 0 && c[j - 1] > c[j]; j--) {
                        unsigned t = c[j];
                        c[j] = c[j - 1];
                        c[j - 1] = t;
                }
        uint64_t k = 1ULL << 63;
        for (int p = 0; p < THAAYAM_PIECES; p++)
                k |= (uint64_t)c[p] << (6 * p);
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                k |= (uint64_t)(counts[v] & 63u) << (24 + 6 * v);
        return k;
}

static uint32_t memo_slot(uint64_t key, uint32_t mask)
{
        key *= 0x9e3779b97f4a7c15ULL;
        return (uint32_t)(key >> 40) & mask;
}

/* ----------------------------------------------------------------- plans */

/* The scores other than 1, as counts indexed 0..3 for 2, 3, 4 and 8. */
#define NBIG 4

typedef struct plan {
        int nbins; /* single bins */
        int room[THAAYAM_PIECES];
        int exact[THAAYAM_PIECES]; /* must move exactly room (index 8, castle) */
        int ntwins;                /* twin bins */
        int troom[2];              /* squares the twin may advance */
        int texact[2];             /* must advance exactly troom (castle) */
        int reserved;              /* 1s taken by entries (T8, T19) */
        int bearoff;               /* pieces borne off by spare 1s (T21), or 0 */
} plan;

/* The largest pack table: prod(c + 1) over 2 3 4 8, with at most
 * THAAYAM_MAX_THROWS = 32 scores in all, is at most 9^4 (eight of each). */
#define PACK_SLOTS 6561

typedef struct solver {
        const plan *pl;
        int ones;         /* 1s left for the bins and bear-offs */
        int count[NBIG];  /* the pool of scores other than 1 */
        int stride[NBIG]; /* index of a sub-multiset in pack[] */
        int16_t *pack;    /* fill_pack of every sub-multiset */
        int total_room;   /* of the single bins */
        int exact_room;   /* of the exact single bins */
        int best;         /* best count found (without reserved), or the
                             count to beat */
} solver;

/* What the bins chosen so far add up to. */
typedef struct tally {
        int n;     /* scores other than 1 placed */
        int lo;    /* 1s the bins need at least */
        int hi;    /* 1s the bins can take at most (bins that take a range) */
        int spare; /* hi of empty twins: they take 0 or 2..spare 1s, never 1 */
        int empties;
} tally;

static int pack_of(const solver *s, const int x[NBIG])
{
        int i = 0;
        for (int c = 0; c < NBIG; c++)
                i += x[c] * s->stride[c];
        return s->pack[i];
}

/* Fills pack[] for every sub-multiset y of the pool (counts of 2 3 4 8):
 * the largest sum the exact single bins can hold when y is shared among
 * the single bins, or -1 when y does not fit. One bin at a time: from each
 * sub-multiset the bins so far can hold, the next bin adds any z with
 * sum(z) <= its room. */
static void fill_pack(solver *s, int size, int16_t *next)
{
        const plan *pl = s->pl;
        int16_t *cur = s->pack;
        for (int i = 0; i < size; i++)
                cur[i] = -1;
        cur[0] = 0;
        for (int b = 0; b < pl->nbins; b++) {
                int room = pl->room[b];
                for (int i = 0; i < size; i++)
                        next[i] = -1;
                for (int i = 0; i < size; i++) {
                        if (cur[i] < 0)
                                continue;
                        int y[NBIG], z[NBIG];
                        for (int c = 0; c < NBIG; c++)
                                y[c] = i / s->stride[c] % (s->count[c] + 1);
                        for (z[3] = 0; z[3] + y[3] <= s->count[3] && 8 * z[3] <= room;
                             z[3]++)
                                for (z[2] = 0; z[2] + y[2] <= s->count[2] &&
                                               8 * z[3] + 4 * z[2] <= room;
                                     z[2]++)
                                        for (z[1] = 0;
                                             z[1] + y[1] <= s->count[1] &&
                                             8 * z[3] + 4 * z[2] + 3 * z[1] <= room;
                                             z[1]++)
                                                for (z[0] = 0; z[0] + y[0] <= s->count[0];
                                                     z[0]++) {
                                                        int sum = 8 * z[3] + 4 * z[2] +
                                                                  3 * z[1] + 2 * z[0];
                                                        if (sum > room)
                                                                break;
                                                        int j = i;
                                                        for (int c = 0; c < NBIG; c++)
                                                                j += z[c] * s->stride[c];
                                                        int v = cur[i] +
                                                                (pl->exact[b] ? sum : 0);
                                                        if (v > next[j])
                                                                next[j] = (int16_t)v;
                                                }
                }
                int16_t *t = cur;
                cur = next;
                next = t;
        }
        if (cur != s->pack)
                for (int i = 0; i < size; i++)
                        s->pack[i] = cur[i];
}

/* The 1s: each bin takes lo..hi of them, empty twins 0 or 2..hi, the
 * bear-off 0..pieces. The most that can be placed, or -1. */
static int ones_used(const solver *s, const tally *t)
{
        int hi = t->hi + s->pl->bearoff;
        if (t->lo > s->ones)
                return -1;
        int u = hi + t->spare < s->ones ? hi + t->spare : s->ones;
        if (u == t->lo + 1 && hi == t->lo && t->empties)
                u = t->lo; /* the one 1 would have to go alone to a twin */
        return u;
}

static void single_bins(solver *s, const int rem[NBIG], const tally *t)
{
        int x[NBIG];
        const plan *pl = s->pl;
        for (x[3] = 0; x[3] <= rem[3] && 8 * x[3] <= s->total_room; x[3]++)
                for (x[2] = 0; x[2] <= rem[2] && 8 * x[3] + 4 * x[2] <= s->total_room;
                     x[2]++)
                        for (x[1] = 0; x[1] <= rem[1] &&
                                       8 * x[3] + 4 * x[2] + 3 * x[1] <= s->total_room;
                             x[1]++)
                                for (x[0] = 0; x[0] <= rem[0]; x[0]++) {
                                        int sum =
                                            8 * x[3] + 4 * x[2] + 3 * x[1] + 2 * x[0];
                                        if (sum > s->total_room)
                                                break;
                                        int in_exact = pl->nbins ? pack_of(s, x) : 0;
                                        if (in_exact < 0)
                                                continue;
                                        tally u = *t;
                                        u.n += x[0] + x[1] + x[2] + x[3];
                                        u.lo += s->exact_room - in_exact;
                                        u.hi += s->total_room - sum;
                                        int ones = ones_used(s, &u);
                                        if (ones >= 0 && u.n + ones > s->best)
                                                s->best = u.n + ones;
                                }
}

/* An upper bound on what bins k.. can add to the tally t: every score
 * other than 1 costs a twin at least one square and a single at least 2
 * points; the 1s go at most where the bins' 1-capacities allow. */
static int bound(const solver *s, int k, const int rem[NBIG], const tally *t)
{
        const plan *pl = s->pl;
        int big = rem[0] + rem[1] + rem[2] + rem[3];
        int fit = s->total_room / 2,
            ones = t->hi + t->spare + s->total_room + pl->bearoff;
        for (int i = k; i < pl->ntwins; i++) {
                fit += pl->troom[i];
                ones += 3 * pl->troom[i] + big; /* + a credit per score */
        }
        if (big > fit)
                big = fit;
        if (ones > s->ones)
                ones = s->ones;
        return t->n + big + ones;
}

/* Twin bin k takes the scores g (other than 1s) and j 1s, in groups that
 * each advance half their sum rounded down (T17). A group with an odd sum
 * loses a point, so to advance as little as possible each 1 goes with an
 * even score ("credit": 1+2, 1+4, 1+8 advance as far as the even score
 * alone) and the other 1s go in threes (1+1+1 advances 1). The fewest
 * squares the twin must advance is then
 *   cost(g) + ceil(max(0, j - credits) / 3),  cost = sum of v/2, 3 -> 1,
 * and the most is floor(sum / 2). Merging two odd groups advances one more
 * square, so every advance in between can be made. The scores fit when the
 * fewest <= room, that is j <= credits + 3 * (room - cost), and the twin
 * can end exactly on the castle when also sum >= 2 * room. A twin cannot
 * use a lone 1: it would advance 0 squares. */
static void twin_bins(solver *s, int k, const int rem[NBIG], const tally *t)
{
        const plan *pl = s->pl;
        if (k == pl->ntwins) {
                single_bins(s, rem, t);
                return;
        }
        int room = pl->troom[k], exact = pl->texact[k];
        int g[NBIG], r[NBIG];
        for (g[3] = 0; g[3] <= rem[3] && 4 * g[3] <= room; g[3]++)
                for (g[2] = 0; g[2] <= rem[2] && 4 * g[3] + 2 * g[2] <= room; g[2]++)
                        for (g[1] = 0;
                             g[1] <= rem[1] && 4 * g[3] + 2 * g[2] + g[1] <= room; g[1]++)
                                for (g[0] = 0; g[0] <= rem[0]; g[0]++) {
                                        int cost = 4 * g[3] + 2 * g[2] + g[1] + g[0];
                                        if (cost > room)
                                                break;
                                        int credits = g[3] + g[2] + g[0];
                                        int sum =
                                            8 * g[3] + 4 * g[2] + 3 * g[1] + 2 * g[0];
                                        int n = g[0] + g[1] + g[2] + g[3];
                                        int hi = credits + 3 * (room - cost);
                                        int lo =
                                            exact && 2 * room > sum ? 2 * room - sum : 0;
                                        if (lo > hi)
                                                continue;
                                        tally u = *t;
                                        u.n += n;
                                        u.lo += lo;
                                        if (n == 0 && !exact) {
                                                u.spare += hi;
                                                u.empties++;
                                        } else {
                                                u.hi += hi;
                                        }
                                        for (int c = 0; c < NBIG; c++)
                                                r[c] = rem[c] - g[c];
                                        if (bound(s, k + 1, r, &u) <= s->best)
                                                continue;
                                        twin_bins(s, k + 1, r, &u);
                                }
}

/* The most scores usable under one plan (entries included) when it is more
 * than beat, else -1. */
static int solve(const plan *pl, const uint8_t counts[THAAYAM_NVALUES], int16_t *pack,
                 int16_t *scratch, int beat)
{
        solver s;
        s.pl = pl;
        s.ones = counts[0] - pl->reserved;
        if (s.ones < 0)
                return -1;
        int size = 1;
        for (int c = NBIG - 1; c >= 0; c--) {
                s.count[c] = counts[c + 1];
                s.stride[c] = size;
                size *= s.count[c] + 1;
        }
        if (size > PACK_SLOTS)
                return -1; /* more than THAAYAM_MAX_THROWS scores: not a state */
        s.total_room = s.exact_room = 0;
        for (int b = 0; b < pl->nbins; b++) {
                s.total_room += pl->room[b];
                if (pl->exact[b])
                        s.exact_room += pl->room[b];
        }
        s.best = beat - pl->reserved;
        tally t = {0, 0, 0, 0, 0};
        if (bound(&s, 0, s.count, &t) <= s.best)
                return -1;
        int found = s.best;
        s.pack = pack;
        if (pl->nbins)
                fill_pack(&s, size, scratch);
        twin_bins(&s, 0, s.count, &t);
        return s.best > found ? pl->reserved + s.best : -1;
}

/* ------------------------------------------------------ plan enumeration */

typedef struct planner {
        const th_own *own;
        const uint8_t *counts;
        int total; /* an upper bound on the answer */
        int best;
        int16_t *pack, *scratch;      /* PACK_SLOTS each */
        int pairable[THAAYAM_PIECES]; /* singles off or at most at index 8 */
        int partner[THAAYAM_PIECES];  /* chosen pairing, -1 unpaired */
} planner;

static void add_bin(plan *pl, int room, int exact)
{
        pl->room[pl->nbins] = room;
        pl->exact[pl->nbins] = exact;
        pl->nbins++;
}

static void add_twin(plan *pl, int room, int exact)
{
        pl->troom[pl->ntwins] = room;
        pl->texact[pl->ntwins] = exact;
        pl->ntwins++;
}

static void try_plan(planner *p, const plan *pl)
{
        if (p->best >= p->total)
                return;
        int r = solve(pl, p->counts, p->pack, p->scratch, p->best);
        if (r > p->best)
                p->best = r;
}

/* The plans of one pairing: with or without bearing off (then everything
 * ends on the castle and every off piece enters), and which off pieces
 * enter when not bearing off. */
static void plans_of_pairing(planner *p)
{
        const th_own *own = p->own;
        for (int bear = 0; bear <= 1; bear++) {
                plan pl = {0};
                int off_singles = 0, off_twins = 0, pieces = 0;
                for (int q = 0; q < THAAYAM_PIECES; q++) {
                        int at = own->pos[q], mate = own->twin[q];
                        if (at == THAAYAM_POS_HOME)
                                continue;
                        pieces++;
                        if (p->partner[q] >= 0) { /* T16: meets its partner on 8 */
                                if (p->partner[q] < q)
                                        continue;
                                int mate_at = own->pos[p->partner[q]];
                                pl.reserved += (at < 0) + (mate_at < 0);
                                add_bin(&pl, THAAYAM_TWIN_INDEX - (at < 0 ? 0 : at), 1);
                                add_bin(&pl,
                                        THAAYAM_TWIN_INDEX - (mate_at < 0 ? 0 : mate_at),
                                        1);
                                add_twin(&pl, THAAYAM_CASTLE_INDEX - THAAYAM_TWIN_INDEX,
                                         bear);
                        } else if (mate != THAAYAM_NO_TWIN) {
                                if (mate < q)
                                        continue;
                                if (at == THAAYAM_POS_OFF)
                                        off_twins++; /* T19 whole twin */
                                else
                                        add_twin(&pl, THAAYAM_CASTLE_INDEX - at, bear);
                        } else if (at == THAAYAM_POS_OFF) {
                                off_singles++;
                        } else if (at < THAAYAM_CASTLE_INDEX) {
                                add_bin(&pl, THAAYAM_CASTLE_INDEX - at, bear);
                        }
                }
                if (bear) {
                        /* T21: every piece on the castle, every off piece entered */
                        pl.bearoff = pieces;
                        pl.reserved += off_singles + 2 * off_twins;
                        for (int i = 0; i < off_singles; i++)
                                add_bin(&pl, THAAYAM_CASTLE_INDEX, 1);
                        for (int i = 0; i < off_twins; i++)
                                add_twin(&pl, THAAYAM_CASTLE_INDEX, 1);
                        try_plan(p, &pl);
                        continue;
                }
                for (int e = off_singles; e >= 0; e--)
                        for (int w = off_twins; w >= 0; w--) {
                                plan q = pl;
                                q.reserved += e + 2 * w;
                                for (int i = 0; i < e; i++)
                                        add_bin(&q, THAAYAM_CASTLE_INDEX, 0);
                                for (int i = 0; i < w; i++)
                                        add_twin(&q, THAAYAM_CASTLE_INDEX, 0);
                                try_plan(p, &q);
                        }
        }
}

/* Every way to pair pairable singles from piece `from` on (T16). Pieces on
 * the same square are interchangeable: a piece pairs with the first of
 * several equal candidates only. */
static void pairings(planner *p, int from)
{
        if (from == THAAYAM_PIECES) {
                plans_of_pairing(p);
                return;
        }
        pairings(p, from + 1); /* `from` stays unpaired (or is paired already) */
        if (!p->pairable[from] || p->partner[from] >= 0)
                return;
        for (int q = from + 1; q < THAAYAM_PIECES; q++) {
                if (!p->pairable[q] || p->partner[q] >= 0)
                        continue;
                int same = 0;
                for (int k = from + 1; k < q; k++)
                        same |= p->pairable[k] && p->partner[k] < 0 &&
                                p->own->pos[k] == p->own->pos[q];
                if (same)
                        continue;
                p->partner[from] = q;
                p->partner[q] = from;
                pairings(p, from + 1);
                p->partner[from] = p->partner[q] = -1;
        }
}

/* A quick sufficient condition: when every single piece off the board can
 * enter with a 1 (T8), and the other scores, largest first, then fit into
 * the room left before the castle of the single pieces (first fit), each
 * piece can play its share in any order, so every score can be used. Most
 * positions of a game end here. */
static int all_fit(const th_own *own, const uint8_t counts[THAAYAM_NVALUES])
{
        int room[THAAYAM_PIECES], n = 0, ones = counts[0];
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int at = own->pos[p];
                if (own->twin[p] != THAAYAM_NO_TWIN)
                        continue;
                if (at == THAAYAM_POS_OFF && ones > 0) {
                        ones--;
                        room[n++] = THAAYAM_CASTLE_INDEX;
                } else if (at >= 0 && at < THAAYAM_CASTLE_INDEX) {
                        room[n++] = THAAYAM_CASTLE_INDEX - at;
                }
        }
        for (int v = THAAYAM_NVALUES - 1; v >= 0; v--) {
                int score = thaayam_values[v];
                for (int k = 0; k < (v ? counts[v] : ones); k++) {
                        int i = 0;
                        while (i < n && room[i] < score)
                                i++;
                        if (i == n)
                                return 0;
                        room[i] -= score;
                }
        }
        return 1;
}

/* An upper bound on the usable count, for stopping the search early. Every
 * used score goes to one piece or twin ("bin") or is a 1 that enters or
 * bears off a piece. A bin absorbs at most: a single its room to the castle
 * (+8 when it may still pair up into a twin at index 8, whose 3 x 16
 * points beat 2 x 16), a twin 3 x its room (each group advances a >= 1
 * squares for at most 2a + 1 points), a piece off the board 24 (+8) after
 * entering, a whole twin 72 after entering. So the k scores used fit the
 * total capacity, and for each value v at most sum(floor(cap / v)) of
 * them are >= v. The k smallest scores are the easiest to fit. */
static int upper_bound(const th_own *own, const uint8_t counts[THAAYAM_NVALUES])
{
        int cap[THAAYAM_PIECES], nbins = 0, ones = 0, pairable = 0;
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int at = own->pos[p];
                if (own->twin[p] == THAAYAM_NO_TWIN && at != THAAYAM_POS_HOME &&
                    at <= THAAYAM_TWIN_INDEX)
                        pairable++; /* off the board or at most at index 8 */
        }
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int at = own->pos[p], q = own->twin[p];
                if (at == THAAYAM_POS_HOME)
                        continue;
                ones++; /* the bear-off of this piece (T21) */
                if (q != THAAYAM_NO_TWIN) {
                        if (q < p)
                                continue; /* the pair is one bin */
                        if (at == THAAYAM_POS_OFF) {
                                if (counts[0] >= 2) {
                                        ones += 2;
                                        cap[nbins++] = 72;
                                }
                        } else {
                                cap[nbins++] = 3 * (THAAYAM_CASTLE_INDEX - at);
                        }
                        continue;
                }
                int bonus = pairable >= 2 && at <= THAAYAM_TWIN_INDEX ? 8 : 0;
                if (at == THAAYAM_POS_OFF) {
                        if (counts[0] >= 1) {
                                ones++;
                                cap[nbins++] = 24 + bonus;
                        }
                } else {
                        cap[nbins++] = THAAYAM_CASTLE_INDEX - at + bonus;
                }
        }
        int total = ones, fit[THAAYAM_NVALUES];
        for (int b = 0; b < nbins; b++)
                total += cap[b];
        for (int v = 1; v < THAAYAM_NVALUES; v++) {
                fit[v] = 0;
                for (int b = 0; b < nbins; b++)
                        fit[v] += cap[b] / thaayam_values[v];
        }
        int n = 0;
        for (int v = 0; v < THAAYAM_NVALUES; v++) {
                int score = thaayam_values[v];
                for (int k = 0; k < counts[v]; k++) {
                        if (total < score)
                                return n;
                        for (int w = 1; w <= v; w++)
                                if (fit[w]-- <= 0)
                                        return n;
                        total -= score;
                        n++;
                }
        }
        return n;
}

static int max_usable(const th_own *own, const uint8_t counts[THAAYAM_NVALUES])
{
        int16_t pack[PACK_SLOTS], scratch[PACK_SLOTS];
        planner p;
        p.own = own;
        p.counts = counts;
        p.total = upper_bound(own, counts); /* stop on reaching it */
        p.best = 0;
        if (p.total == 0)
                return 0;
        p.pack = pack;
        p.scratch = scratch;
        for (int q = 0; q < THAAYAM_PIECES; q++) {
                int at = own->pos[q];
                p.pairable[q] =
                    own->twin[q] == THAAYAM_NO_TWIN &&
                    (at == THAAYAM_POS_OFF || (at >= 0 && at <= THAAYAM_TWIN_INDEX));
                p.partner[q] = -1;
        }
        pairings(&p, 0);
        return p.best;
}

int th_max_usable(const th_own *own, const uint8_t counts[THAAYAM_NVALUES], th_memo *memo)
{
        int total = 0;
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                total += counts[v];
        if (total == 0)
                return 0;
        if (all_fit(own, counts))
                return total;
        uint64_t key = memo_key(own, counts);
        uint32_t slot = memo_slot(key, memo->mask);
        if (memo->key[slot] == key) {
                if (memo->hits)
                        (*memo->hits)++;
                return memo->value[slot];
        }
        if (memo->misses)
                (*memo->misses)++;
        int best = max_usable(own, counts);
        memo->key[slot] = key;
        memo->value[slot] = (uint8_t)best;
        return best;
}

void th_memo_of(th_memo *memo, thaayam_ctx *ctx, th_local_memo *local)
{
        if (ctx) {
                *memo = (th_memo){ctx->key, ctx->value, THAAYAM_MEMO_SLOTS - 1,
                                  &ctx->hits, &ctx->misses};
        } else {
                for (int i = 0; i < TH_LOCAL_SLOTS; i++)
                        local->key[i] = 0;
                *memo =
                    (th_memo){local->key, local->value, TH_LOCAL_SLOTS - 1, NULL, NULL};
        }
}

int thaayam_max_usable(const thaayam_state *st, thaayam_ctx *ctx)
{
        uint8_t counts[THAAYAM_NVALUES];
        th_own own;
        th_memo memo;
        th_local_memo local;
        if (st->phase != THAAYAM_PHASE_MOVE || th_game_over(st))
                return 0;
        thaayam_remaining(st, counts);
        th_own_of(st, &own);
        th_memo_of(&memo, ctx, &local);
        return th_max_usable(&own, counts, &memo);
}
