/* protocol.h: the one definition of the game protocol between a hosting
 * process and the terminals (docs/network.md, "Messages"): its version,
 * every message each side may send, with how many words and, for those to
 * the host, which roles may send it. The host (host.c) and the terminals
 * (client.c) parse and dispatch through these tables; nothing else matches
 * a verb. */
#ifndef TT_NET_PROTOCOL_H
#define TT_NET_PROTOCOL_H

#include "net/wire.h"

#include <stdbool.h>
#include <stddef.h>

/* The version said in every hello; a host refuses any other (but lists
 * for version 1, whose info line is the same). */
#define NET_PROTOCOL_VERSION 2
#define NET_PROTOCOL_VERSION_TEXT "2"

enum { NET_ARGS_MAX = 8 }; /* words of a message, the verb included */

/* Who sends a message to the host: a connection that has not said hello
 * yet, a player, a watcher. */
enum {
        NET_FROM_NEW = 1,
        NET_FROM_PLAYER = 2,
        NET_FROM_WATCHER = 4,
        NET_FROM_JOINED = NET_FROM_PLAYER | NET_FROM_WATCHER,
        /* In a class (net/class.h), besides watching: */
        NET_FROM_TEACHER = 8,
        NET_FROM_PUPIL = 16,
};

/* A message split into words. argv[i] point into line; rest is the line
 * after the verb and its space ("" when none): an action may hold spaces. */
struct net_words {
        char line[NET_LINE_MAX];
        int argc;
        char *argv[NET_ARGS_MAX];
        const char *rest;
};

/* One verb: its words (the verb counted) and who may send it; handle is
 * called with the side's own context. */
struct net_verb {
        const char *name;
        int min_words, max_words;
        unsigned from; /* NET_FROM_* (messages to the host); 0 from the host */
        void (*handle)(void *ctx, const struct net_words *w);
};

/* What net_dispatch found wrong, for the side to answer as it must. */
enum net_fault {
        NET_OK,
        NET_EMPTY,      /* an empty line: nothing to do */
        NET_TOO_LONG,   /* more than NET_ARGS_MAX words */
        NET_UNKNOWN,    /* no such verb, or the wrong number of words */
        NET_NOT_ALLOWED /* a verb this role may not send */
};

/* Splits line into w: 0, or -1 when it has more than NET_ARGS_MAX words. */
int net_words_split(const char *line, struct net_words *w);

/* Finds line's verb in table (ended by a NULL name) and calls its handler
 * with ctx, when the sender's role (a NET_FROM_* bit; 0 for the host's
 * messages, which every terminal takes) may send it. */
enum net_fault net_dispatch(const struct net_verb *table, unsigned role, void *ctx,
                            const char *line);

/* The hello lines of a terminal: to play (seat 0: the host's choice), to
 * watch, to list. */
void net_hello_play(char *buf, size_t size, char seat);
void net_hello_watch(char *buf, size_t size);
#define NET_HELLO_INFO "hello " NET_PROTOCOL_VERSION_TEXT " info"

#endif
