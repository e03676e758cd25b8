/* teach/class_pairs.h: the pairs of a class on the teacher's terminal
 * (net/pairs.h): the teacher pairs the pupils (random pairs, or the next
 * round of a round robin), the class's screen lists each pair's game with
 * its result as games end, and the teacher watches any of them and comes
 * back to the class. */
#ifndef TUI_TEACH_CLASS_PAIRS_H
#define TUI_TEACH_CLASS_PAIRS_H

#include "net/pairs.h"
#include "net/wire.h"
#include "tui/app.h"

#include <stdbool.h>
#include <stddef.h>

struct teach_class;

struct teach_pairs {
        bool made; /* pairs were made */
        bool round_robin;
        int round, rounds; /* round robin: this round (0 first), of rounds */
        struct net_pairing games[NET_PAIRS_MAX];
        bool listed[NET_PAIRS_MAX];
        int ngames;
};

/* A pair message of the host: true when it was one. */
bool teach_pairs_take(struct teach_pairs *tp, const struct net_msg *m);

/* Asks the host to pair the pupils: random pairs, or a round robin (its
 * first round, or the next when one is under way). */
void teach_pairs_random(struct teach_class *tc);
void teach_pairs_round_robin(struct teach_class *tc);
/* Asks the host to end the games still being played (unfinished). */
void teach_pairs_end(struct teach_class *tc);
/* Whether a game of the pairs is being played. */
bool teach_pairs_busy(const struct teach_pairs *tp);

/* Whether the pupil of this login (as the roster shows it) plays a game
 * of the pairs now. */
bool teach_pairs_playing(const struct teach_pairs *tp, const char *login);

/* Adds to the class's summary line in buf how many pupils play a game
 * of the pairs now, if any ("2 pupils in the class. 3 in a game."). */
void teach_pairs_summary(const struct teach_pairs *tp, char *buf, size_t len);

/* The rows the games take on the class's screen (0: no pairs yet). */
int teach_pairs_rows(const struct teach_pairs *tp);

/* Draws the games from row y (at most up to row bottom - 1), from column
 * x, w wide; the row after them. */
int teach_pairs_draw(const struct teach_pairs *tp, int y, int bottom, int x, int w);

/* Watches game number k (1 first) of the list until its screen ends;
 * TUI_RUN_FAILED with why when there is no such game or it cannot be
 * watched. */
enum tui_run teach_pairs_watch(struct teach_class *tc, int k, char *why, size_t len);

#endif
