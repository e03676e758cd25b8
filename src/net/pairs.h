/* pairs.h: pairs of pupils for games in a class (docs/classroom.md,
 * "Pairs"): how the pupils are paired (random pairs, or the rounds of a
 * round robin by the circle method; an odd pupil plays the computer), and
 * the messages about the pairs' games between a class's host
 * (class_pairs.c) and its terminals. Each pair's game is a hosted game of
 * its own (net/host.h) with both seats reserved for the pair's uids.
 *
 * To the host (the teacher's terminal only):
 *   pairs random | round | next | end   random pairs; the first round of
 *                          a round robin; its next round; the games still
 *                          being played end (unfinished)
 * From the host:
 *   pair NAME SEAT OPPONENT   to a pupil: its game is the teacher's game
 *                          NAME, at seat SEAT, against OPPONENT (a login,
 *                          - for the computer)
 *   paired MODE ROUND ROUNDS  to the teacher: pairs made (MODE random or
 *                          round; round ROUND of ROUNDS)
 *   pairing K NAME A SEAT_A B SEAT_B RESULT   to the teacher: game K of
 *                          the round (B - for the computer); RESULT playing,
 *                          a or b (that one won), draw, or unfinished
 */
#ifndef TT_NET_PAIRS_H
#define TT_NET_PAIRS_H

#include "net/class.h"
#include "net/rendezvous.h"
#include "net/wire.h"

#include <stdbool.h>
#include <stdint.h>

enum {
        NET_PAIRS_MAX = NET_CLASS_ROSTER_MAX / 2 + 1, /* games of one round */
        NET_PAIR_COMPUTER = -1,                       /* b: the computer plays */
};

/* A pair: two pupils (by their line of the roster), or one and the
 * computer. */
struct net_pair {
        int a, b;
};

/* Random pairs of the n pupils (n <= NET_CLASS_ROSTER_MAX) in a shuffle
 * drawn from seed; the odd one out plays the computer. The number of
 * pairs written to out (NET_PAIRS_MAX at most). */
int net_pairs_random(const int *pupils, int n, uint64_t seed, struct net_pair *out);

/* Rounds of a round robin of n pupils: n - 1 when n is even, n when odd
 * (each pupil then plays the computer once); 0 for fewer than 2. */
int net_pairs_rounds(int n);

/* Round `round` (0 first) of the round robin of n pupils by the circle
 * method: the first pupil stays, the others turn one place each round,
 * so that over all the rounds every pupil meets every other once (and an
 * odd one meets the computer once). The number of pairs, 0 for a round
 * out of range. */
int net_pairs_round(const int *pupils, int n, int round, struct net_pair *out);

enum net_pair_result {
        NET_PAIR_PLAYING,
        NET_PAIR_A, /* the first of the pair won */
        NET_PAIR_B,
        NET_PAIR_DRAW,
        NET_PAIR_UNFINISHED, /* its game ended without a result */
};
const char *net_pair_result_word(enum net_pair_result r);

/* A pair's game, as the teacher's terminal is told it. */
struct net_pairing {
        int index;
        char name[NET_NAME_MAX + 1];
        char a[48], b[48]; /* logins; b "" for the computer */
        char seat_a, seat_b;
        enum net_pair_result result;
};

/* What a class's terminal does with the host's pair messages; any may be
 * NULL. Texts arrive decoded, not sanitized. */
struct net_pairs_events {
        void (*pair)(void *ctx, const char *name, char seat, const char *opponent);
        void (*paired)(void *ctx, bool round_robin, int round, int rounds);
        void (*pairing)(void *ctx, const struct net_pairing *p);
};

/* One message of the host: true when it was a pair message. */
bool net_pairs_take(const struct net_pairs_events *ev, void *ctx,
                    const struct net_msg *m);

#endif
