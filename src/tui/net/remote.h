/* remote.h: the link of a game hosted by another process (net/host.h):
 * the play screen shows the host's game and sends what its player does;
 * the game comes back after every change as a record, with the players'
 * messages, questions and where each seat's player is. */
#ifndef TUI_REMOTE_H
#define TUI_REMOTE_H

#include "net/rendezvous.h"
#include "tui/play/link.h"

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Which game to reach, and as what. */
struct tui_remote_target {
        uid_t uid; /* the host's uid: its socket must be served by it */
        char login[NET_LOGIN_MAX + 1]; /* the host's login, for messages */
        char name[NET_NAME_MAX + 1];   /* the game's name */
        bool watch;                    /* a watcher; else a player */
        char seat;                     /* a seat asked for, 0: the ones for this login */
};

/* Connects and says hello; on welcome, fills l with the game as it is.
 * 0, or -1 with why (refused, no such game, not served by that user, no
 * answer in time). */
int tui_remote_open(struct tui_link *l, const struct tui_remote_target *t, char *why,
                    size_t len);

#endif
