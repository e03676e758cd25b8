/* test_thaayam_t11.c: T11, "use as many scores as possible", checked
 * against an independent brute-force reference written here (no memo, no
 * bounds, no shortcuts): on random own-piece configurations and score
 * multisets, the library's largest usable count and its set of legal
 * actions must match the reference exactly. Also T11 in random games. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "thaayam/internal.h"
#include "thaayam_test.h"

/* ---- the reference: plain exhaustive search over own pieces */
typedef struct ref {
        int pos[4];  /* -1 off, -2 home, 0..24 */
        int twin[4]; /* -1 or partner */
} ref;

static const int vals[5] = {1, 2, 3, 4, 8};

static int ref_max(const ref *r, int cnt[5]);

static int all_castle(const ref *r)
{
        for (int p = 0; p < 4; p++)
                if (r->pos[p] != -2 && r->pos[p] != 24)
                        return 0;
        return 1;
}

/* Enumerates every step of the reference rules; calls back with the
 * resulting pieces, remaining counts, used count and the notation. */
typedef void (*ref_fn)(void *arg, const ref *after, int cnt[5], int used,
                       const char *text);

static void ref_steps(const ref *r, int cnt[5], ref_fn fn, void *arg)
{
        char text[80];
        ref a;
        for (int p = 0; p < 4; p++) {
                if (r->twin[p] >= 0)
                        continue;
                if (r->pos[p] == -1 && cnt[0]) { /* T8 */
                        a = *r;
                        a.pos[p] = 0;
                        cnt[0]--;
                        snprintf(text, sizeof text, "enter%d", p + 1);
                        fn(arg, &a, cnt, 1, text);
                        cnt[0]++;
                }
                if (r->pos[p] >= 0 && r->pos[p] < 24)
                        for (int v = 0; v < 5; v++)
                                if (cnt[v] && r->pos[p] + vals[v] <= 24) { /* T7, T10 */
                                        a = *r;
                                        a.pos[p] += vals[v];
                                        cnt[v]--;
                                        snprintf(text, sizeof text, "%d+%d", p + 1,
                                                 vals[v]);
                                        fn(arg, &a, cnt, 1, text);
                                        cnt[v]++;
                                }
                if (r->pos[p] == 24 && cnt[0] && all_castle(r)) { /* T21 */
                        a = *r;
                        a.pos[p] = -2;
                        cnt[0]--;
                        snprintf(text, sizeof text, "off%d", p + 1);
                        fn(arg, &a, cnt, 1, text);
                        cnt[0]++;
                }
                for (int q = p + 1; q < 4; q++) /* T16 */
                        if (r->twin[q] < 0 && r->pos[p] == 8 && r->pos[q] == 8) {
                                a = *r;
                                a.twin[p] = q;
                                a.twin[q] = p;
                                snprintf(text, sizeof text, "twin%d&%d", p + 1, q + 1);
                                fn(arg, &a, cnt, 0, text);
                        }
        }
        for (int p = 0; p < 4; p++) {
                int q = r->twin[p];
                if (q < p)
                        continue;
                if (r->pos[p] == -1) { /* T19 */
                        if (cnt[0] >= 2) {
                                a = *r;
                                a.pos[p] = a.pos[q] = 0;
                                cnt[0] -= 2;
                                snprintf(text, sizeof text, "enter%d&%d", p + 1, q + 1);
                                fn(arg, &a, cnt, 2, text);
                                cnt[0] += 2;
                        }
                        continue;
                }
                /* T17: every sub-multiset */
                int g[5];
                for (g[0] = 0; g[0] <= cnt[0]; g[0]++)
                        for (g[1] = 0; g[1] <= cnt[1]; g[1]++)
                                for (g[2] = 0; g[2] <= cnt[2]; g[2]++)
                                        for (g[3] = 0; g[3] <= cnt[3]; g[3]++)
                                                for (g[4] = 0; g[4] <= cnt[4]; g[4]++) {
                                                        int sum = 0, n = 0;
                                                        for (int v = 0; v < 5; v++) {
                                                                sum += g[v] * vals[v];
                                                                n += g[v];
                                                        }
                                                        int to = r->pos[p] + sum / 2;
                                                        if (sum / 2 < 1 || to > 24)
                                                                continue;
                                                        a = *r;
                                                        a.pos[p] = a.pos[q] = to;
                                                        if (to == 24) /* T20 */
                                                                a.twin[p] = a.twin[q] =
                                                                    -1;
                                                        int c2[5];
                                                        int len = snprintf(
                                                            text, sizeof text, "%d&%d",
                                                            p + 1, q + 1);
                                                        for (int v = 4; v >= 0; v--) {
                                                                c2[v] = cnt[v] - g[v];
                                                                for (int k = 0; k < g[v];
                                                                     k++)
                                                                        len += snprintf(
                                                                            text + len,
                                                                            sizeof text -
                                                                                (size_t)
                                                                                    len,
                                                                            "+%d",
                                                                            vals[v]);
                                                        }
                                                        fn(arg, &a, c2, n, text);
                                                }
        }
}

typedef struct max_arg {
        int best;
} max_arg;

static void max_cb(void *arg, const ref *after, int cnt[5], int used, const char *text)
{
        (void)text;
        max_arg *m = arg;
        int r = used + ref_max(after, cnt);
        if (r > m->best)
                m->best = r;
}

/* An exact memo for the reference (full key, no
 * collisions): open addressing, cleared between positions by a stamp. */
#define REF_SLOTS (1u << 21)
static uint64_t ref_key[REF_SLOTS];
static uint32_t ref_stamp[REF_SLOTS];
static uint8_t ref_val[REF_SLOTS];
static uint32_t stamp = 1, filled;

/* The pieces are keyed as a sorted list of (position, in a twin): the
 * maximum does not depend on which piece is which. */
static uint64_t ref_encode(const ref *r, const int cnt[5])
{
        int code[4];
        for (int p = 0; p < 4; p++) {
                code[p] = (r->pos[p] + 2) * 2 + (r->twin[p] >= 0);
                for (int q = p; q > 0 && code[q - 1] > code[q]; q--) {
                        int t = code[q];
                        code[q] = code[q - 1];
                        code[q - 1] = t;
                }
        }
        uint64_t k = 0;
        for (int p = 0; p < 4; p++)
                k = (k << 8) | (uint64_t)code[p];
        for (int v = 0; v < 5; v++)
                k = (k << 5) | (uint64_t)cnt[v];
        return k;
}

static int ref_max(const ref *r, int cnt[5])
{
        uint64_t k = ref_encode(r, cnt);
        uint32_t i = (uint32_t)((k * 0x9e3779b97f4a7c15ULL) >> 48) & (REF_SLOTS - 1);
        while (ref_stamp[i] == stamp) {
                if (ref_key[i] == k)
                        return ref_val[i];
                i = (i + 1) & (REF_SLOTS - 1);
        }
        max_arg m = {0};
        ref_steps(r, cnt, max_cb, &m);
        /* the recursion may have filled slots: find a free one again */
        if (filled >= REF_SLOTS / 2)
                return m.best; /* keep the table sparse: just do not store */
        filled++;
        i = (uint32_t)((k * 0x9e3779b97f4a7c15ULL) >> 48) & (REF_SLOTS - 1);
        while (ref_stamp[i] == stamp)
                i = (i + 1) & (REF_SLOTS - 1);
        ref_stamp[i] = stamp;
        ref_key[i] = k;
        ref_val[i] = (uint8_t)m.best;
        return m.best;
}

typedef struct list_arg {
        int best;
        char *buf;
        size_t len;
        int n;
} list_arg;

static void list_cb(void *arg, const ref *after, int cnt[5], int used, const char *text)
{
        list_arg *l = arg;
        if (used + ref_max(after, cnt) != l->best)
                return;
        size_t pos = strlen(l->buf);
        snprintf(l->buf + pos, l->len - pos, "%s%s", pos ? " " : "", text);
        l->n++;
}

static int cmp_str(const void *a, const void *b)
{
        return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorts the space-separated words of buf in place. */
static void sort_words(char *buf)
{
        char *words[2000], tmp[8192];
        int n = 0;
        char *save = NULL;
        strncpy(tmp, buf, sizeof tmp - 1);
        tmp[sizeof tmp - 1] = '\0';
        for (char *t = strtok_r(tmp, " ", &save); t && n < 2000;
             t = strtok_r(NULL, " ", &save))
                words[n++] = t;
        qsort(words, (size_t)n, sizeof words[0], cmp_str);
        char out[8192];
        out[0] = '\0';
        size_t pos = 0;
        for (int i = 0; i < n; i++)
                pos += (size_t)snprintf(out + pos, sizeof out - pos, "%s%s", i ? " " : "",
                                        words[i]);
        strcpy(buf, out);
}

/* Builds a state of seat s with these own pieces and scores. */
static void make_state(thaayam_state *st, const ref *r, const int cnt[5], int whole)
{
        char text[256];
        int len = snprintf(text, sizeof text,
                           "thaayam players=2 capture=%s turn=s phase=move scores=",
                           whole ? "whole" : "split");
        int first = 1;
        static const int order[5] = {0, 3, 4, 1, 2}; /* 1 4 8, then a 2 or 3 (T5) */
        for (int i = 0; i < 5; i++)
                for (int k = 0, v = order[i]; k < cnt[v]; k++) {
                        len += snprintf(text + len, sizeof text - (size_t)len, "%s%d",
                                        first ? "" : ",", vals[v]);
                        first = 0;
                }
        len += snprintf(text + len, sizeof text - (size_t)len, " extra=0 s=");
        for (int p = 0; p < 4; p++) {
                if (r->pos[p] == -1)
                        len += snprintf(text + len, sizeof text - (size_t)len, "-");
                else if (r->pos[p] == -2)
                        len += snprintf(text + len, sizeof text - (size_t)len, "#");
                else
                        len += snprintf(text + len, sizeof text - (size_t)len, "%d",
                                        r->pos[p]);
                if (r->twin[p] >= 0)
                        len += snprintf(text + len, sizeof text - (size_t)len, "=%d",
                                        r->twin[p] + 1);
                len += snprintf(text + len, sizeof text - (size_t)len, "%s",
                                p < 3 ? "," : "");
        }
        snprintf(text + len, sizeof text - (size_t)len, " n=-,-,-,-");
        tht_set(st, text);
}

/* n random scores. As thrown (T5): 1s, 4s and 8s, and maybe a 2 or a 3
 * last; else any multiset. */
static void random_scores(tt_rng *rng, int cnt[5], int n, int as_thrown)
{
        static const int again[3] = {0, 3, 4};
        for (int v = 0; v < 5; v++)
                cnt[v] = 0;
        for (int k = 0; k < n; k++) {
                if (!as_thrown)
                        cnt[tt_rng_below(rng, 5)]++;
                else if (k == n - 1 && tt_rng_below(rng, 2))
                        cnt[1 + tt_rng_below(rng, 2)]++;
                else
                        cnt[again[tt_rng_below(rng, 3)]]++;
        }
}

static void random_ref(tt_rng *rng, ref *r, int cnt[5], int *whole)
{
        static const int interesting[] = {-1, -2, 0,  3,  8,  8,  8,  12,
                                          16, 18, 20, 21, 22, 23, 24, 24};
        *whole = (int)tt_rng_below(rng, 2);
        for (int p = 0; p < 4; p++) {
                r->pos[p] = tt_rng_below(rng, 3) ? interesting[tt_rng_below(rng, 16)]
                                                 : (int)tt_rng_below(rng, 25);
                r->twin[p] = -1;
        }
        /* maybe a twin of pieces 1&2 (or 3&4) at a position valid for the setting */
        for (int pair = 0; pair < 2; pair++) {
                if (tt_rng_below(rng, 3))
                        continue;
                int p = 2 * pair, q = p + 1;
                int at = 8 + (int)tt_rng_below(rng, 16);
                if (*whole && tt_rng_below(rng, 2))
                        at = tt_rng_below(rng, 2) ? -1 : (int)tt_rng_below(rng, 24);
                r->pos[p] = r->pos[q] = at;
                r->twin[p] = q;
                r->twin[q] = p;
        }
        random_scores(rng, cnt, 1 + (int)tt_rng_below(rng, 7), 1);
}

/* Compares the library with the reference on one position: the maximum
 * (with and without a memo) and the sorted list of legal actions. Returns
 * -1 when every piece is borne off (no position to check), else 1 when some
 * score cannot be used, 0 when all can. */
static int check_position(const ref *r, int cnt[5], int whole)
{
        static char mine[8192], theirs[8192];
        int all_home = 1;
        for (int p = 0; p < 4; p++)
                all_home &= r->pos[p] == -2;
        if (all_home)
                return -1;
        thaayam_state st;
        make_state(&st, r, cnt, whole);
        stamp++; /* a fresh reference memo per position */
        filled = 0;
        int best = ref_max(r, cnt);
        int total = cnt[0] + cnt[1] + cnt[2] + cnt[3] + cnt[4];
        assert_int_equal(thaayam_max_usable(&st, tht_ctx()), best);
        assert_int_equal(thaayam_max_usable(&st, NULL), best);
        list_arg l = {best, theirs, sizeof theirs, 0};
        theirs[0] = '\0';
        ref_steps(r, cnt, list_cb, &l);
        if (best == 0) /* done, and twin declarations (they use no score) */
                snprintf(theirs + strlen(theirs), sizeof theirs - strlen(theirs),
                         "%sdone", theirs[0] ? " " : "");
        sort_words(theirs);
        tht_moves(&st, mine, sizeof mine);
        if (strcmp(mine, theirs) != 0) {
                char text[THAAYAM_STATE_MAX];
                thaayam_state_format(&st, text, sizeof text);
                fail_msg("%s\n library:   %s\n reference: %s", text, mine, theirs);
        }
        return best < total;
}

static void t11_max_and_legal_actions_match_brute_force(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 2024);
        int checked = 0, short_of_total = 0;
        for (int it = 0; it < 3000; it++) {
                ref r;
                int cnt[5], whole;
                random_ref(&rng, &r, cnt, &whole);
                int short_of = check_position(&r, cnt, whole);
                if (short_of < 0)
                        continue;
                checked++;
                short_of_total += short_of;
        }
        assert_true(checked > 2000);
        assert_true(short_of_total > 200); /* the hard cases were exercised */
}

/* The library's search works for any multiset of scores, also ones no
 * turn can throw (several 2s and 3s): checked on the internal function. */
static void t11_any_multiset_matches_brute_force(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 7);
        int short_of_total = 0;
        for (int it = 0; it < 3000; it++) {
                ref r;
                int cnt[5], whole;
                random_ref(&rng, &r, cnt, &whole);
                random_scores(&rng, cnt, 1 + (int)tt_rng_below(&rng, 9), 0);
                th_own own;
                uint8_t counts[THAAYAM_NVALUES];
                for (int p = 0; p < 4; p++) {
                        own.pos[p] = (int8_t)r.pos[p];
                        own.twin[p] = (int8_t)r.twin[p];
                }
                int total = 0;
                for (int v = 0; v < 5; v++) {
                        counts[v] = (uint8_t)cnt[v];
                        total += cnt[v];
                }
                th_memo memo;
                th_local_memo local;
                th_memo_of(&memo, NULL, &local);
                stamp++;
                filled = 0;
                int best = ref_max(&r, cnt);
                int mine = th_max_usable(&own, counts, &memo);
                if (mine != best)
                        fail_msg("pieces %d=%d %d=%d %d=%d %d=%d, scores 1x%d 2x%d 3x%d "
                                 "4x%d 8x%d: library %d, reference %d",
                                 r.pos[0], r.twin[0], r.pos[1], r.twin[1], r.pos[2],
                                 r.twin[2], r.pos[3], r.twin[3], cnt[0], cnt[1], cnt[2],
                                 cnt[3], cnt[4], mine, best);
                short_of_total += best < total;
        }
        assert_true(short_of_total > 300);
}

/* Long turns, as thrown (T5): 10 to 16 scores, where the old search over
 * move orders blew up; the maximum and the legal actions must still match
 * the reference exactly. */
static void t11_long_turns_match_brute_force(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 11);
        int short_of_total = 0;
        for (int it = 0; it < 300; it++) {
                ref r;
                int cnt[5], whole;
                random_ref(&rng, &r, cnt, &whole);
                random_scores(&rng, cnt, 10 + (int)tt_rng_below(&rng, 7), 1);
                short_of_total += check_position(&r, cnt, whole) > 0;
        }
        assert_true(short_of_total > 50);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(t11_max_and_legal_actions_match_brute_force),
            cmocka_unit_test(t11_any_multiset_matches_brute_force),
            cmocka_unit_test(t11_long_turns_match_brute_force),
        };
        return cmocka_run_group_tests_name("thaayam_t11", tests, NULL, NULL);
}
