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

static void subtract(uint8_t c[THAAYAM_NVALUES], const thaayam_action *a)
{
        switch (a->kind) {
        case THAAYAM_ACT_ENTER:
        case THAAYAM_ACT_OFF:
                c[0]--;
                break;
        case THAAYAM_ACT_TWIN_ENTER:
                c[0] = (uint8_t)(c[0] - 2);
                break;
        case THAAYAM_ACT_MOVE:
                c[thaayam_value_index(a->score)]--;
                break;
        case THAAYAM_ACT_TWIN_MOVE:
                for (int v = 0; v < THAAYAM_NVALUES; v++)
                        c[v] = (uint8_t)(c[v] - a->group[v]);
                break;
        default:
                break;
        }
}

static int search_visit(void *arg, const thaayam_action *a, const th_own *after, int used)
{
        search_arg *s = arg;
        uint8_t c[THAAYAM_NVALUES];
        if (duplicate(s->own, a))
                return 0;
        if (used + (s->total - used) <= s->best)
                return 0; /* cannot improve (only happens once best == total) */
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                c[v] = s->counts[v];
        subtract(c, a);
        int r = used + search(after, c, s->total - used, s->memo);
        if (r > s->best)
                s->best = r;
        return s->best == s->total; /* nothing can do better: stop */
}

static int search(const th_own *own, const uint8_t counts[THAAYAM_NVALUES], int total,
                  th_memo *memo)
{
        if (total == 0)
                return 0;
        uint64_t key = memo_key(own, counts);
        uint32_t slot = memo_slot(key, memo->mask);
        if (memo->key[slot] == key) {
                if (memo->hits)
                        (*memo->hits)++;
                return memo->value[slot];
        }
        if (memo->misses)
                (*memo->misses)++;
        search_arg s = {own, counts, total, 0, memo};
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
