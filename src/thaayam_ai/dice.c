/* dice.c: what one turn of throws can reach, for the hit chances of the
 * evaluation. A turn is a sequence of throws that goes on after 1, 4 and 8
 * and stops after 2 or 3 (T5), each score with the chances of T4 (1: 4/16,
 * 2: 6/16, 3: 4/16, 4: 1/16, 8: 1/16). The scores may be used in any order
 * and several on one piece (T7), so a single piece can move by any sum of a
 * sub-multiset of them, a piece off the board can enter with a 1 and move on
 * (T8), and a twin moves by half a group's sum (T17). A thrower with no
 * piece on the board loses the scores before the first 1 (T9). Sequences
 * are counted as multisets up to TAI_CONT_MAX continuing throws (the rest
 * has a chance of 0.375^11, about 2e-5) and grouped into classes of equal
 * reachable distances. */
#include "thaayam_ai/tai.h"

#include <string.h>

#define TAI_CONT_MAX 10

/* Subset sums (bits 0..63) of a multiset of scores. */
static uint64_t subset_sums(int n1, int n2, int n3, int n4, int n8)
{
        uint64_t r = 1; /* the empty sum */
        const int cnt[5] = {n1, n2, n3, n4, n8};
        const int val[5] = {1, 2, 3, 4, 8};
        for (int v = 0; v < 5; v++)
                for (int k = 0; k < cnt[v]; k++)
                        r |= r << val[v];
        return r;
}

static uint32_t distances(uint64_t sums)
{
        return (uint32_t)(sums & 0x1fffffeu); /* bits 1..24 */
}

static uint32_t twin_distances(uint64_t sums)
{
        uint32_t m = 0;
        for (int d = 1; d <= 24; d++)
                if ((sums >> (2 * d)) & 3u)
                        m |= 1u << d;
        return m;
}

static void add_class(tai_dice *d, int n1, int n2, int n3, int n4, int n8, double p_on,
                      double p_void)
{
        uint64_t all = subset_sums(n1, n2, n3, n4, n8);
        tai_turn_class c;
        c.p_on = p_on;
        c.p_void = p_void;
        c.reach = distances(all);
        c.enter = n1 > 0 ? distances(subset_sums(n1 - 1, n2, n3, n4, n8)) | 1u : 0;
        c.twin = twin_distances(all);
        /* bit 0 of enter: the turn can enter a piece at all (distance 0) */
        for (int i = 0; i < d->n; i++)
                if (d->c[i].reach == c.reach && d->c[i].enter == c.enter &&
                    d->c[i].twin == c.twin) {
                        d->c[i].p_on += p_on;
                        d->c[i].p_void += p_void;
                        return;
                }
        if (d->n < TAI_MAX_CLASSES)
                d->c[d->n++] = c;
}

static double power(double x, int n)
{
        double r = 1.0;
        while (n-- > 0)
                r *= x;
        return r;
}

static double multinomial(int a, int b, int c)
{
        double r = 1.0;
        int n = 0;
        const int k[3] = {a, b, c};
        for (int i = 0; i < 3; i++)
                for (int j = 1; j <= k[i]; j++)
                        r = r * (double)(++n) / (double)j;
        return r;
}

int tai_turn_throws(int max_cont, tai_throws_fn *fn, void *ctx)
{
        /* m continuing throws (n1 ones, n4 fours, n8 eights) in any order,
         * then a 2 (6/16) or a 3 (4/16). T9: the scores before the first 1
         * are void; the part before it is any run of 4s and 8s (chance
         * (2/16)^L, summed over L: 8/7), then a 1, then any continuation. */
        for (int m = 0; m <= max_cont; m++)
                for (int n1 = 0; n1 <= m; n1++)
                        for (int n4 = 0; n4 <= m - n1; n4++) {
                                int n8 = m - n1 - n4;
                                double seq = multinomial(n1, n4, n8) * power(0.25, n1) *
                                             power(1 / 16.0, n4 + n8);
                                for (int f = 0; f < 2; f++) { /* ends with 2 or 3 (T5) */
                                        double p = seq * (f ? 4 / 16.0 : 6 / 16.0);
                                        uint8_t n[5] = {(uint8_t)n1, (uint8_t)!f,
                                                        (uint8_t)f, (uint8_t)n4,
                                                        (uint8_t)n8};
                                        if (fn(ctx, n, p, false, m) != 0)
                                                return -1;
                                        n[0]++;
                                        if (fn(ctx, n, p * 0.25 * 8.0 / 7.0, true, m) !=
                                            0)
                                                return -1;
                                }
                        }
        return 0;
}

static int dice_class(void *ctx, const uint8_t n[5], double p, bool void_start, int m)
{
        tai_dice *d = ctx;
        if (!void_start)
                add_class(d, n[0], n[1], n[2], n[3], n[4], p, 0.0);
        else if (m < TAI_CONT_MAX)
                add_class(d, n[0], n[1], n[2], n[3], n[4], 0.0, p);
        return 0;
}

void tai_dice_init(tai_dice *d)
{
        d->n = 0;
        (void)tai_turn_throws(TAI_CONT_MAX, dice_class, d);
}

double tai_hit_chance(const tai_dice *d, int on_board, uint32_t singles, uint32_t enter,
                      uint32_t twins)
{
        double p = 0.0;
        if ((singles | enter | twins) == 0)
                return 0.0;
        for (int i = 0; i < d->n; i++) {
                const tai_turn_class *c = &d->c[i];
                if ((c->reach & singles) || (c->enter & enter) || (c->twin & twins))
                        p += on_board ? c->p_on : c->p_void;
        }
        return p;
}
