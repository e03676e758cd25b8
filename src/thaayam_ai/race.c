/* race.c: the race model of the Thaayam computer player. For every
 * arrangement of one seat's four pieces (each off the board, on a path
 * index 0..24 or borne off: C(30,4) = 27 405 arrangements) the mean and the
 * standard deviation of the number of turns the seat still needs to bear
 * all of them off, when no other seat interferes and the seat plays each
 * turn to minimise its expected number of turns.
 *
 * A turn is a sequence of throws (T4, T5: 1 4/16, 2 6/16, 3 4/16, 4 1/16,
 * 8 1/16; on after 1, 4, 8); only its multiset of scores matters (T7).
 * Multisets of probability under TAI_RACE_CUT (together about 5e-4 of the
 * turns) are left out and the rest renormalised. A seat with no piece on
 * the board loses the scores before its first 1 (T9). Each score moves one
 * piece by exactly its value (T7), an entry needs a 1 (T8), a piece may not
 * pass the castle (T10), 1s bear pieces off once all the rest stand on the
 * castle (T21), and the turn must use the largest possible number of its
 * scores (T11). Twins (T16-T20) are not modelled: the evaluation counts
 * each piece of a twin as a single piece twice as far from the castle.
 *
 * The dynamic programme runs from the finished arrangement backwards (every
 * score used adds progress). For an arrangement s and a remaining multiset
 * n, best(s, n) is the end of the turn with the most scores used and then
 * the smallest expected number of turns; best(s, n) follows from best(s',
 * n - v) of the arrangements s' one score further, which always have more
 * progress, at most 8 steps more. So only the last 9 layers of progress are
 * kept. Built once per process (pthread_once), about 0.2 MiB; no clock, no
 * I/O. */
#include "thaayam_ai/tai.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define TAI_RACE_CUT 1.0e-5
#define CODE_OFF 0
#define CODE_CASTLE 25
#define CODE_HOME 26
#define MAX_SUM (4 * CODE_HOME)
#define LAYERS 9 /* a score adds at most 8 to the sum of the codes */

static const int score_value[5] = {1, 2, 3, 4, 8};

/* C(n, k) for the combinatorial index of sorted codes */
static int binom(int n, int k)
{
        if (k < 0 || k > n)
                return 0;
        long r = 1;
        for (int i = 1; i <= k; i++)
                r = r * (n - k + i) / i;
        return (int)r;
}

static int binom_table[34][5];
static pthread_once_t binom_once = PTHREAD_ONCE_INIT;

static void binom_init(void)
{
        for (int n = 0; n < 34; n++)
                for (int k = 0; k < 5; k++)
                        binom_table[n][k] = binom(n, k);
}

static void sort4(int c[4])
{
        for (int i = 1; i < 4; i++) {
                int v = c[i], j = i;
                while (j > 0 && c[j - 1] > v) {
                        c[j] = c[j - 1];
                        j--;
                }
                c[j] = v;
        }
}

/* Index of sorted codes c[0] <= ... <= c[3]. */
static int index_sorted(const int c[4])
{
        return binom_table[c[0]][1] + binom_table[c[1] + 1][2] +
               binom_table[c[2] + 2][3] + binom_table[c[3] + 3][4];
}

int tai_race_code(int pos)
{
        return pos == THAAYAM_POS_OFF    ? CODE_OFF
               : pos == THAAYAM_POS_HOME ? CODE_HOME
                                         : pos + 1;
}

int tai_race_index(const int code[4])
{
        pthread_once(&binom_once, binom_init);
        int c[4] = {code[0], code[1], code[2], code[3]};
        sort4(c);
        return index_sorted(c);
}

int tai_race_seat_index(const thaayam_state *st, int seat)
{
        int c[4];
        tai_race_codes(st, seat, c);
        return tai_race_index(c);
}

void tai_race_codes(const thaayam_state *st, int seat, int code[4])
{
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int v = st->pos[seat][p];
                /* T17: a twin on the board advances half its scores' sum, so
                 * each of its pieces still needs twice its distance to the
                 * castle: it counts as a single piece as far behind (at
                 * least on the palace) */
                if (v >= 0 && v < THAAYAM_CASTLE_INDEX &&
                    st->twin[seat][p] != THAAYAM_NO_TWIN) {
                        v = 2 * v - THAAYAM_CASTLE_INDEX;
                        if (v < 0)
                                v = 0;
                }
                code[p] = tai_race_code(v);
        }
}

/* ---- the turns: multisets of scores (T4, T5, T9) */

typedef struct roll {
        uint8_t n[5]; /* counts of 1, 2, 3, 4, 8 */
        double p;
        int sub; /* index of the multiset among the sub-multisets */
} roll;

#define MAX_ROLLS 256
#define MAX_SUBS 1024

typedef struct builder {
        roll on[MAX_ROLLS], vo[MAX_ROLLS]; /* with a piece on the board, and not (T9) */
        int non, nvo;
        double mass_on, mass_vo;
        /* every sub-multiset of a kept roll, by size */
        uint8_t sub[MAX_SUBS][5];
        int nsub;
        int16_t sub_minus[MAX_SUBS][5]; /* index of sub - one score of value v, or -1 */
        int16_t lookup[12][2][2][6][6];
        /* per sub-multiset of a layer's arrangement: the best end */
        int layer_first[MAX_SUM + 1]; /* index of the first arrangement of a sum */
        int *order;                   /* arrangements by sum */
        int *pos_in_layer;
        int layer_size_max;
        float *best_e;   /* [LAYERS][layer_size_max][nsub] */
        int32_t *best_s; /* the end arrangement */
        uint8_t *best_u; /* scores used */
        double *e, *m2;
} builder;

static int sub_add(builder *b, const uint8_t n[5])
{
        if (n[0] >= 12 || n[1] >= 2 || n[2] >= 2 || n[3] >= 6 || n[4] >= 6)
                return -1;
        int16_t *slot = &b->lookup[n[0]][n[1]][n[2]][n[3]][n[4]];
        if (*slot >= 0)
                return *slot;
        if (b->nsub >= MAX_SUBS)
                return -1;
        memcpy(b->sub[b->nsub], n, 5);
        *slot = (int16_t)b->nsub;
        return b->nsub++;
}

static int add_roll(builder *b, roll *list, int *count, const uint8_t n[5], double p)
{
        if (p < TAI_RACE_CUT || *count >= MAX_ROLLS)
                return 0;
        roll *r = &list[(*count)++];
        memcpy(r->n, n, 5);
        r->p = p;
        r->sub = -1;
        /* every sub-multiset */
        uint8_t s[5];
        for (s[0] = 0; s[0] <= n[0]; s[0]++)
                for (s[1] = 0; s[1] <= n[1]; s[1]++)
                        for (s[2] = 0; s[2] <= n[2]; s[2]++)
                                for (s[3] = 0; s[3] <= n[3]; s[3]++)
                                        for (s[4] = 0; s[4] <= n[4]; s[4]++)
                                                if (sub_add(b, s) < 0)
                                                        return -1;
        r->sub = b->lookup[n[0]][n[1]][n[2]][n[3]][n[4]];
        return 0;
}

static int roll_of_turn(void *ctx, const uint8_t n[5], double p, bool void_start, int m)
{
        builder *b = ctx;
        (void)m;
        return void_start ? add_roll(b, b->vo, &b->nvo, n, p)
                          : add_roll(b, b->on, &b->non, n, p);
}

static int rolls_init(builder *b)
{
        memset(b->lookup, 0xff, sizeof b->lookup);
        b->nsub = b->non = b->nvo = 0;
        if (tai_turn_throws(14, roll_of_turn, b) != 0)
                return -1;
        b->mass_on = b->mass_vo = 0.0;
        for (int i = 0; i < b->non; i++)
                b->mass_on += b->on[i].p;
        for (int i = 0; i < b->nvo; i++)
                b->mass_vo += b->vo[i].p;
        for (int i = 0; i < b->nsub; i++)
                for (int v = 0; v < 5; v++) {
                        b->sub_minus[i][v] = -1;
                        if (b->sub[i][v] > 0) {
                                uint8_t s[5];
                                memcpy(s, b->sub[i], 5);
                                s[v]--;
                                b->sub_minus[i][v] =
                                    b->lookup[s[0]][s[1]][s[2]][s[3]][s[4]];
                        }
                }
        return 0;
}

/* ---- the dynamic programme */

typedef struct arrangement {
        uint8_t c[4];
} arrangement;

static arrangement *all_codes; /* by index */

/* The code of a piece at c after a score v, or -1 (T8, T10, T21). */
static int step(int x, int v, int all_castle)
{
        if (x == CODE_OFF)
                return v == 1 ? 1 : -1; /* T8 */
        if (x == CODE_CASTLE)
                return v == 1 && all_castle ? CODE_HOME : -1; /* T21 */
        if (x == CODE_HOME)
                return -1;
        return x + v <= CODE_CASTLE ? x + v : -1; /* T10 */
}

static size_t slot_of(const builder *b, int id, int sub)
{
        int sum = all_codes[id].c[0] + all_codes[id].c[1] + all_codes[id].c[2] +
                  all_codes[id].c[3];
        return ((size_t)(sum % LAYERS) * (size_t)b->layer_size_max +
                (size_t)b->pos_in_layer[id]) *
                   (size_t)b->nsub +
               (size_t)sub;
}

/* The arrangements one score further than id (T8, T10, T21): for each
 * score value, the slots of the arrangements its use can give (distinct
 * pieces only), -1 after the last. */
typedef struct successors {
        int32_t to[5][4];
} successors;

static void successors_of(const builder *b, int id, successors *out)
{
        const uint8_t *c = all_codes[id].c;
        int all_castle = 1;
        for (int i = 0; i < 4; i++)
                if (c[i] < CODE_CASTLE)
                        all_castle = 0;
        for (int v = 0; v < 5; v++) {
                int n = 0;
                for (int i = 0; i < 4; i++) {
                        if (i > 0 && c[i] == c[i - 1])
                                continue;
                        int y = step(c[i], score_value[v], all_castle);
                        if (y < 0)
                                continue;
                        int d[4] = {c[0], c[1], c[2], c[3]};
                        d[i] = y;
                        sort4(d);
                        out->to[v][n++] = (int32_t)slot_of(b, index_sorted(d), 0);
                }
                for (; n < 4; n++)
                        out->to[v][n] = -1;
        }
}

/* best(id, sub) from the arrangements one score further. */
static void best_of(builder *b, int id, size_t base, const successors *sc, int sub)
{
        int bu = -1, bs = id;
        float be = 0.0f;
        for (int v = 0; v < 5; v++) {
                int rest = b->sub_minus[sub][v];
                if (rest < 0)
                        continue;
                for (int i = 0; i < 4 && sc->to[v][i] >= 0; i++) {
                        size_t k = (size_t)sc->to[v][i] + (size_t)rest;
                        int u = b->best_u[k] + 1;
                        float e = b->best_e[k];
                        if (u > bu || (u == bu && e < be) ||
                            (u == bu && e == be && b->best_s[k] < bs)) {
                                bu = u;
                                be = e;
                                bs = b->best_s[k];
                        }
                }
        }
        size_t k = base + (size_t)sub;
        if (bu < 0) { /* nothing usable: the turn ends here (E filled in later) */
                b->best_u[k] = 0;
                b->best_s[k] = id;
                b->best_e[k] = 0.0f;
        } else {
                b->best_u[k] = (uint8_t)bu;
                b->best_s[k] = bs;
                b->best_e[k] = be;
        }
}

static int build(tai_race *t)
{
        builder *b = calloc(1, sizeof *b);
        if (b == NULL)
                return -1;
        int rc = -1;
        pthread_once(&binom_once, binom_init);
        all_codes = malloc(TAI_RACE_STATES * sizeof *all_codes);
        b->order = malloc(TAI_RACE_STATES * sizeof *b->order);
        b->pos_in_layer = malloc(TAI_RACE_STATES * sizeof *b->pos_in_layer);
        b->e = malloc(TAI_RACE_STATES * sizeof *b->e);
        b->m2 = malloc(TAI_RACE_STATES * sizeof *b->m2);
        if (!all_codes || !b->order || !b->pos_in_layer || !b->e || !b->m2)
                goto out;
        if (rolls_init(b) != 0)
                goto out;
        int count[MAX_SUM + 1] = {0};
        for (int a = 0; a <= CODE_HOME; a++)
                for (int c1 = a; c1 <= CODE_HOME; c1++)
                        for (int c2 = c1; c2 <= CODE_HOME; c2++)
                                for (int c3 = c2; c3 <= CODE_HOME; c3++) {
                                        int c[4] = {a, c1, c2, c3};
                                        int id = index_sorted(c);
                                        for (int i = 0; i < 4; i++)
                                                all_codes[id].c[i] = (uint8_t)c[i];
                                        b->pos_in_layer[id] = count[a + c1 + c2 + c3]++;
                                }
        b->layer_size_max = 0;
        int at = 0;
        for (int s = MAX_SUM; s >= 0; s--) {
                b->layer_first[s] = at;
                at += count[s];
                if (count[s] > b->layer_size_max)
                        b->layer_size_max = count[s];
        }
        int fill[MAX_SUM + 1];
        for (int s = 0; s <= MAX_SUM; s++)
                fill[s] = b->layer_first[s];
        for (int id = 0; id < TAI_RACE_STATES; id++) {
                const uint8_t *c = all_codes[id].c;
                b->order[fill[c[0] + c[1] + c[2] + c[3]]++] = id;
        }
        size_t cells = (size_t)LAYERS * (size_t)b->layer_size_max * (size_t)b->nsub;
        b->best_e = malloc(cells * sizeof *b->best_e);
        b->best_s = malloc(cells * sizeof *b->best_s);
        b->best_u = malloc(cells * sizeof *b->best_u);
        if (!b->best_e || !b->best_s || !b->best_u)
                goto out;
        for (int s = MAX_SUM; s >= 0; s--) {
                for (int j = 0; j < count[s]; j++) {
                        int id = b->order[b->layer_first[s] + j];
                        const uint8_t *c = all_codes[id].c;
                        successors sc;
                        successors_of(b, id, &sc);
                        size_t base = slot_of(b, id, 0);
                        for (int sub = 0; sub < b->nsub; sub++)
                                best_of(b, id, base, &sc, sub);
                        if (c[0] == CODE_HOME) { /* T22: finished */
                                b->e[id] = b->m2[id] = 0.0;
                                t->mean[id] = t->sd[id] = 0.0f;
                                size_t k = slot_of(b, id, 0);
                                for (int sub = 0; sub < b->nsub; sub++)
                                        b->best_e[k + (size_t)sub] = 0.0f;
                                continue;
                        }
                        int on = 0;
                        for (int i = 0; i < 4; i++)
                                on |= c[i] != CODE_OFF && c[i] != CODE_HOME;
                        const roll *r = on ? b->on : b->vo;
                        int nr = on ? b->non : b->nvo;
                        /* T9: the turns without a 1 (5/7 of them) are void */
                        double scale = on ? 1.0 / b->mass_on : 2.0 / 7.0 / b->mass_vo;
                        double move = 0.0, e1 = 0.0, m21 = 0.0;
                        for (int i = 0; i < nr; i++) {
                                size_t k = slot_of(b, id, r[i].sub);
                                if (b->best_u[k] == 0)
                                        continue;
                                int to = b->best_s[k];
                                double p = r[i].p * scale;
                                move += p;
                                e1 += p * b->e[to];
                                m21 += p * (1.0 + 2.0 * b->e[to] + b->m2[to]);
                        }
                        double stay = 1.0 - move;
                        /* E = 1 + sum p E' + stay E; E[T^2] likewise */
                        double e = (1.0 + e1) / move;
                        double m2 = (m21 + stay * (1.0 + 2.0 * e)) / move;
                        b->e[id] = e;
                        b->m2[id] = m2;
                        t->mean[id] = (float)e;
                        double var = m2 - e * e;
                        t->sd[id] = (float)sqrt(var > 0.0 ? var : 0.0);
                        size_t k = slot_of(b, id, 0);
                        for (int sub = 0; sub < b->nsub; sub++)
                                if (b->best_u[k + (size_t)sub] == 0)
                                        b->best_e[k + (size_t)sub] = (float)e;
                }
        }
        rc = 0;
out:
        free(b->best_e);
        free(b->best_s);
        free(b->best_u);
        free(b->order);
        free(b->pos_in_layer);
        free(b->e);
        free(b->m2);
        free(b);
        free(all_codes);
        all_codes = NULL;
        return rc;
}

static tai_race race_table;
static int race_ok;
static pthread_once_t race_once = PTHREAD_ONCE_INIT;

static void race_init(void)
{
        race_ok = build(&race_table) == 0;
}

const tai_race *tai_race_get(void)
{
        pthread_once(&race_once, race_init);
        return race_ok ? &race_table : NULL;
}
