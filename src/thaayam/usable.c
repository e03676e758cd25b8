/* usable.c: T11, "use as many scores as possible". The largest number of
 * the remaining scores that some order of play can still use depends only
 * on the mover's own pieces and the multiset of remaining scores (opponents
 * never block, and captures only ever remove opposing pieces), so it is a
 * depth-first search over own moves, memoised in the caller's thaayam_ctx
 * under a canonical key (pieces sorted, scores as counts). */
#include "thaayam/internal.h"

void thaayam_ctx_init(thaayam_ctx *ctx)
{
        for (int i = 0; i < THAAYAM_MEMO_SLOTS; i++) {
                ctx->key[i] = 0;
                ctx->value[i] = 0;
        }
        ctx->hits = ctx->misses = 0;
}

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

typedef struct search_arg {
        const th_own *own;
        const uint8_t *counts;
        int total;
        int best;
        int bound; /* no plan uses more (upper_bound) */
        th_memo *memo;
} search_arg;

static int search(const th_own *own, const uint8_t counts[THAAYAM_NVALUES], int total,
                  th_memo *memo);

/* Pieces on the same square in the same state are interchangeable: only
 * the lowest-numbered one needs searching. */
static int duplicate(const th_own *own, const thaayam_action *a)
{
        int p = a->piece;
        switch (a->kind) {
        case THAAYAM_ACT_ENTER:
        case THAAYAM_ACT_MOVE:
        case THAAYAM_ACT_OFF:
                for (int k = 0; k < p; k++)
                        if (own->pos[k] == own->pos[p] && own->twin[k] == THAAYAM_NO_TWIN)
                                return 1;
                return 0;
        case THAAYAM_ACT_TWIN:
                /* any pair of single pieces at index 8 is as good as the first */
                for (int k = 0; k < THAAYAM_PIECES; k++)
                        if (own->pos[k] == THAAYAM_TWIN_INDEX &&
                            own->twin[k] == THAAYAM_NO_TWIN)
                                return k != p ? 1 : 0;
                return 0;
        default:
                return 0;
        }
}

static int search_visit(void *arg, const thaayam_action *a, const th_own *after, int used)
{
        search_arg *s = arg;
        uint8_t c[THAAYAM_NVALUES];
        if (duplicate(s->own, a))
                return 0;
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                c[v] = s->counts[v];
        th_scores_after(c, a);
        int r = used + search(after, c, s->total - used, s->memo);
        if (r > s->best)
                s->best = r;
        return s->best >= s->bound; /* nothing can do better: stop */
}

/* A quick sufficient condition: when the scores, largest first, fit into
 * the room left before the castle of the single pieces on the path (first
 * fit), each of those pieces can play its share in any order, so every
 * score can be used. Most positions of a game end here. */
static int all_fit(const th_own *own, const uint8_t counts[THAAYAM_NVALUES])
{
        int room[THAAYAM_PIECES], n = 0;
        for (int p = 0; p < THAAYAM_PIECES; p++)
                if (own->pos[p] >= 0 && own->pos[p] < THAAYAM_CASTLE_INDEX &&
                    own->twin[p] == THAAYAM_NO_TWIN)
                        room[n++] = THAAYAM_CASTLE_INDEX - own->pos[p];
        if (!n)
                return 0;
        for (int v = THAAYAM_NVALUES - 1; v >= 0; v--) {
                int score = thaayam_values[v];
                for (int k = 0; k < counts[v]; k++) {
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

static int search(const th_own *own, const uint8_t counts[THAAYAM_NVALUES], int total,
                  th_memo *memo)
{
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
        search_arg s = {own, counts, total, 0, upper_bound(own, counts), memo};
        if (s.bound > 0)
                th_each_candidate(own, counts, search_visit, &s);
        memo->key[slot] = key;
        memo->value[slot] = (uint8_t)s.best;
        return s.best;
}

int th_max_usable(const th_own *own, const uint8_t counts[THAAYAM_NVALUES], th_memo *memo)
{
        int total = 0;
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                total += counts[v];
        return search(own, counts, total, memo);
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
