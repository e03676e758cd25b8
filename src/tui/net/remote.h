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

/* A pupil's class (net/class.h) taking a lesson together: the lesson's
 * id, "" when none goes on (or the link is no pupil's). The lesson runs
 * at this terminal while the link stays open: tui_remote_progress says how
 * many steps are done, tui_remote_listen reads what the host sent since
 * (the board, notes, the lesson's end) and gives the last message to show
 * in said ("" when none). */
const char *tui_remote_lesson(const struct tui_link *l);
int tui_remote_progress(struct tui_link *l, const char *lesson, int steps, char *why,
                        size_t len);
void tui_remote_listen(struct tui_link *l, char *said, size_t size);
/* The descriptor news comes on, or -1 once the connection is gone. */
int tui_remote_fd(const struct tui_link *l);

#endif
