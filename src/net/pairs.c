/* pairs.c: pairing the pupils of a class (see pairs.h): random pairs,
 * the rounds of a round robin, and the host's pair messages read for a
 * terminal. */
#include "net/pairs.h"
#include "net/protocol.h"

#include <stdio.h>
#include <string.h>

/* splitmix64: a small generator for the shuffle, from the seed given */
static uint64_t next_random(uint64_t *x)
{
        uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
}

int net_pairs_random(const int *pupils, int n, uint64_t seed, struct net_pair *out)
{
        int order[NET_CLASS_ROSTER_MAX], np = 0;

        if (n < 1 || n > NET_CLASS_ROSTER_MAX)
                return 0;
        memcpy(order, pupils, (size_t)n * sizeof *order);
        for (int i = n - 1; i > 0; i--) { /* Fisher-Yates */
                int k = (int)(next_random(&seed) % (uint64_t)(i + 1));
                int t = order[i];
                order[i] = order[k];
                order[k] = t;
        }
        for (int i = 0; i < n; i += 2) {
                out[np].a = order[i];
                out[np].b = i + 1 < n ? order[i + 1] : NET_PAIR_COMPUTER;
                np++;
        }
        return np;
}

int net_pairs_rounds(int n)
{
        if (n < 2 || n > NET_CLASS_ROSTER_MAX)
                return 0;
        return n % 2 == 0 ? n - 1 : n;
}

int net_pairs_round(const int *pupils, int n, int round, struct net_pair *out)
{
        int m = n % 2 == 0 ? n : n + 1; /* slot n, when odd: the computer */
        int slot[NET_CLASS_ROSTER_MAX + 1], np = 0;

        if (round < 0 || round >= net_pairs_rounds(n))
                return 0;
        slot[0] = 0;
        for (int k = 1; k < m; k++)
                slot[k] = 1 + (k - 1 + round) % (m - 1);
        for (int i = 0; i < m / 2; i++) {
                int a = slot[i], b = slot[m - 1 - i];
                if (i == 0 && round % 2 == 1) { /* the first pupil changes sides */
                        int t = a;
                        a = b;
                        b = t;
                }
                if (a == n) { /* the computer sits second */
                        a = b;
                        b = n;
                }
                out[np].a = pupils[a];
                out[np].b = b == n ? NET_PAIR_COMPUTER : pupils[b];
                np++;
        }
        return np;
}

const char *net_pair_result_word(enum net_pair_result r)
{
        switch (r) {
        case NET_PAIR_A:
                return "a";
        case NET_PAIR_B:
                return "b";
        case NET_PAIR_DRAW:
                return "draw";
        case NET_PAIR_UNFINISHED:
                return "unfinished";
        default:
                return "playing";
        }
}

static enum net_pair_result result_of(const char *w)
{
        for (int r = NET_PAIR_PLAYING; r <= NET_PAIR_UNFINISHED; r++)
                if (strcmp(w, net_pair_result_word((enum net_pair_result)r)) == 0)
                        return (enum net_pair_result)r;
        return NET_PAIR_PLAYING;
}

/* ------------------------------------------------- the host's messages */

struct taking {
        const struct net_pairs_events *ev;
        void *ctx;
};

/* A seat id: one letter or digit, else 0. */
static char seat_of(const char *w)
{
        bool ok = w[0] && !w[1] &&
                  ((w[0] >= 'a' && w[0] <= 'z') || (w[0] >= 'A' && w[0] <= 'Z') ||
                   (w[0] >= '0' && w[0] <= '9'));
        return ok ? w[0] : 0;
}

static void c_pair(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        char who[NET_LINE_MAX];
        char seat = seat_of(w->argv[2]);

        if (!t->ev->pair || !net_name_valid(w->argv[1]) || !seat)
                return;
        net_word_text(w->argv[3], who, sizeof who);
        t->ev->pair(t->ctx, w->argv[1], seat, strcmp(who, "-") == 0 ? "" : who);
}

static void c_paired(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        int round = (int)net_word_count(w->argv[2], 6),
            rounds = (int)net_word_count(w->argv[3], 6);

        if (t->ev->paired && round >= 0 && rounds >= 0)
                t->ev->paired(t->ctx, strcmp(w->argv[1], "round") == 0, round, rounds);
}

static void c_pairing(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        struct net_pairing p;
        char text[NET_LINE_MAX];

        memset(&p, 0, sizeof p);
        p.index = (int)net_word_count(w->argv[1], 6);
        p.seat_a = seat_of(w->argv[4]);
        p.seat_b = seat_of(w->argv[6]);
        if (!t->ev->pairing || p.index < 0 || p.index >= NET_PAIRS_MAX ||
            !net_name_valid(w->argv[2]) || !p.seat_a || !p.seat_b)
                return;
        snprintf(p.name, sizeof p.name, "%s", w->argv[2]);
        snprintf(p.a, sizeof p.a, "%.47s", net_word_text(w->argv[3], text, sizeof text));
        net_word_text(w->argv[5], text, sizeof text);
        snprintf(p.b, sizeof p.b, "%.47s", strcmp(text, "-") == 0 ? "" : text);
        p.result = result_of(w->argv[7]);
        t->ev->pairing(t->ctx, &p);
}

/* The host's pair messages; more words are allowed, for a newer host. */
static const struct net_verb from_host[] = {
    {"pair", 4, NET_ARGS_MAX, 0, c_pair},       /* pair NAME SEAT OPPONENT */
    {"paired", 4, NET_ARGS_MAX, 0, c_paired},   /* paired MODE ROUND ROUNDS */
    {"pairing", 8, NET_ARGS_MAX, 0, c_pairing}, /* pairing K NAME A SA B SB RESULT */
    {NULL, 0, 0, 0, NULL},
};

bool net_pairs_take(const struct net_pairs_events *ev, void *ctx, const struct net_msg *m)
{
        struct taking t = {ev, ctx};
        if (m->blob)
                return false;
        return net_dispatch(from_host, 0, &t, m->line) == NET_OK;
}
