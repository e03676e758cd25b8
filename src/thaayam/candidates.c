/* candidates.c: the moves a player's own pieces can make with the remaining
 * scores, before T11 is applied: entry (T8), single moves within the path
 * (T7, T10), twin declaration (T16), twin moves by groups (T17, T20),
 * whole-twin entry (T19) and bearing off (T21). Opponents never block a
 * move, so this depends on the own pieces and the scores only. */
#include "thaayam/internal.h"

int th_group_sum(const uint8_t group[THAAYAM_NVALUES])
{
        int sum = 0;
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                sum += group[v] * thaayam_values[v];
        return sum;
}

int th_group_size(const uint8_t group[THAAYAM_NVALUES])
{
        int n = 0;
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                n += group[v];
        return n;
}

int th_own_apply(th_own *own, const thaayam_action *a)
{
        int p = a->piece, q = a->piece2;
        switch (a->kind) {
        case THAAYAM_ACT_ENTER: /* T8 */
                own->pos[p] = 0;
                return 1;
        case THAAYAM_ACT_MOVE: /* T7 */
                own->pos[p] = (int8_t)(own->pos[p] + a->score);
                return 1;
        case THAAYAM_ACT_TWIN: /* T16 */
                own->twin[p] = (int8_t)q;
                own->twin[q] = (int8_t)p;
                return 0;
        case THAAYAM_ACT_TWIN_MOVE: { /* T17 */
                int to = own->pos[p] + th_group_sum(a->group) / 2;
                own->pos[p] = own->pos[q] = (int8_t)to;
                if (to == THAAYAM_CASTLE_INDEX) { /* T20 */
                        own->twin[p] = own->twin[q] = THAAYAM_NO_TWIN;
                }
                return th_group_size(a->group);
        }
        case THAAYAM_ACT_TWIN_ENTER: /* T19 */
                own->pos[p] = own->pos[q] = 0;
                return 2;
        case THAAYAM_ACT_OFF: /* T21 */
                own->pos[p] = THAAYAM_POS_HOME;
                return 1;
        default:
                return 0;
        }
}

void th_scores_after(uint8_t c[THAAYAM_NVALUES], const thaayam_action *a)
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

static int all_in_castle(const th_own *own)
{
        for (int p = 0; p < THAAYAM_PIECES; p++)
                if (own->pos[p] != THAAYAM_POS_HOME &&
                    own->pos[p] != THAAYAM_CASTLE_INDEX)
                        return 0;
        return 1;
}

static int visit(const th_own *own, const thaayam_action *a, th_visit_fn fn, void *arg)
{
        th_own after = *own;
        int used = th_own_apply(&after, a);
        return fn(arg, a, &after, used);
}

static void clear(thaayam_action *a, int kind, int p, int q)
{
        a->kind = (uint8_t)kind;
        a->piece = (uint8_t)p;
        a->piece2 = (uint8_t)q;
        a->score = 0;
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                a->group[v] = 0;
}

/* T17: every group (non-empty sub-multiset of the scores) that advances the
 * twin at least one square without passing the castle. */
static int twin_groups(const th_own *own, int p, int q,
                       const uint8_t counts[THAAYAM_NVALUES], th_visit_fn fn, void *arg)
{
        int room = THAAYAM_CASTLE_INDEX - own->pos[p];
        int maxsum = 2 * room + 1; /* an odd sum loses one */
        thaayam_action a;
        clear(&a, THAAYAM_ACT_TWIN_MOVE, p, q);
        for (int g8 = 0; g8 <= counts[4] && 8 * g8 <= maxsum; g8++)
                for (int g4 = 0; g4 <= counts[3] && 8 * g8 + 4 * g4 <= maxsum; g4++)
                        for (int g3 = 0;
                             g3 <= counts[2] && 8 * g8 + 4 * g4 + 3 * g3 <= maxsum; g3++)
                                for (int g2 = 0;
                                     g2 <= counts[1] &&
                                     8 * g8 + 4 * g4 + 3 * g3 + 2 * g2 <= maxsum;
                                     g2++) {
                                        int base = 8 * g8 + 4 * g4 + 3 * g3 + 2 * g2;
                                        for (int g1 = 0;
                                             g1 <= counts[0] && base + g1 <= maxsum;
                                             g1++) {
                                                if (base + g1 < 2)
                                                        continue;
                                                a.group[0] = (uint8_t)g1;
                                                a.group[1] = (uint8_t)g2;
                                                a.group[2] = (uint8_t)g3;
                                                a.group[3] = (uint8_t)g4;
                                                a.group[4] = (uint8_t)g8;
                                                int r = visit(own, &a, fn, arg);
                                                if (r)
                                                        return r;
                                        }
                                }
        return 0;
}

int th_each_candidate(const th_own *own, const uint8_t counts[THAAYAM_NVALUES],
                      th_visit_fn fn, void *arg)
{
        thaayam_action a;
        int r;
        int ones = counts[0];

        /* T8: a single piece off the board enters with a 1. */
        if (ones)
                for (int p = 0; p < THAAYAM_PIECES; p++)
                        if (own->pos[p] == THAAYAM_POS_OFF &&
                            own->twin[p] == THAAYAM_NO_TWIN) {
                                clear(&a, THAAYAM_ACT_ENTER, p, 0);
                                if ((r = visit(own, &a, fn, arg)))
                                        return r;
                        }
        /* T7, T10: a single piece on the path moves by one score. */
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int at = own->pos[p];
                if (at < 0 || at >= THAAYAM_CASTLE_INDEX ||
                    own->twin[p] != THAAYAM_NO_TWIN)
                        continue;
                for (int v = 0; v < THAAYAM_NVALUES; v++) {
                        if (!counts[v] || at + thaayam_values[v] > THAAYAM_CASTLE_INDEX)
                                continue;
                        clear(&a, THAAYAM_ACT_MOVE, p, 0);
                        a.score = thaayam_values[v];
                        if ((r = visit(own, &a, fn, arg)))
                                return r;
                }
        }
        /* T16: two single pieces on the opposite palace may become a twin. */
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                if (own->pos[p] != THAAYAM_TWIN_INDEX || own->twin[p] != THAAYAM_NO_TWIN)
                        continue;
                for (int q = p + 1; q < THAAYAM_PIECES; q++) {
                        if (own->pos[q] != THAAYAM_TWIN_INDEX ||
                            own->twin[q] != THAAYAM_NO_TWIN)
                                continue;
                        clear(&a, THAAYAM_ACT_TWIN, p, q);
                        if ((r = visit(own, &a, fn, arg)))
                                return r;
                }
        }
        /* T17, T19: twins move by groups, or enter whole with two 1s. */
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int q = own->twin[p];
                if (q <= p)
                        continue;
                if (own->pos[p] == THAAYAM_POS_OFF) {
                        if (ones >= 2) {
                                clear(&a, THAAYAM_ACT_TWIN_ENTER, p, q);
                                if ((r = visit(own, &a, fn, arg)))
                                        return r;
                        }
                } else if (own->pos[p] >= 0 && own->pos[p] < THAAYAM_CASTLE_INDEX) {
                        if ((r = twin_groups(own, p, q, counts, fn, arg)))
                                return r;
                }
        }
        /* T21: with every remaining piece on the castle, a 1 bears one off. */
        if (ones && all_in_castle(own))
                for (int p = 0; p < THAAYAM_PIECES; p++)
                        if (own->pos[p] == THAAYAM_CASTLE_INDEX) {
                                clear(&a, THAAYAM_ACT_OFF, p, 0);
                                if ((r = visit(own, &a, fn, arg)))
                                        return r;
                        }
        return 0;
}
