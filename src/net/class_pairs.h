/* class_pairs.h: pairs of pupils playing games, in the hosting process of
 * a class (net/pairs.h): what class_host.c and host.c call. */
#ifndef TT_NET_CLASS_PAIRS_H
#define TT_NET_CLASS_PAIRS_H

#include "net/host_internal.h"
#include "net/pairs.h"

#include <poll.h>

/* The teacher's "pairs random|round|next": the pupils here are paired,
 * one game is hosted for each pair by a process of its own, and each
 * pupil's terminals are told their game; "pairs end" ends the games still
 * being played. */
void class_pairs_on(struct host *h, struct peer *p, const char *what);
/* The pairs' games to wait on: fills at most max of fds (POLLIN), returns
 * how many. */
int class_pairs_fds(struct host *h, struct pollfd *fds, int max);
/* News of a pair's game on fd: its result, or its end. */
void class_pairs_news(struct host *h, int fd);
/* A pupil's terminal joined the class: when its game of the pairs is
 * being played and the pupil was not told it yet (away when the pairs were
 * made), it is told now. */
void class_pairs_back(struct host *h, struct peer *p);
/* A teacher's terminal joined: it is told the pairs. */
void class_pairs_catch_up(struct host *h, struct peer *p);
/* Whether the pupil of roster line e plays a pair's game now. */
bool class_pairs_playing(int e);
/* The class ends (the pairs' games play on by themselves). */
void class_pairs_end(struct host *h);

/* In a pair's own hosting process: its game has ended; the result goes
 * to the class on fd, which is then closed. */
void class_pairs_report(const struct session *s, int fd);

#endif
