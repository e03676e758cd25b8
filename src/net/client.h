/* client.h: the terminal's side of the game protocol (protocol.h): what a
 * hosting process sends, read through the protocol's one table of the
 * host's messages and handed to the terminal as calls of its own, so that
 * no screen matches a verb. Texts reach the calls decoded (net_unquote)
 * but neither translated nor sanitized: whoever shows them does that
 * (docs/network.md, "Sanitizing"). */
#ifndef TT_NET_CLIENT_H
#define TT_NET_CLIENT_H

#include "net/protocol.h"

#include <stdbool.h>
#include <stddef.h>

enum net_said_kind { NET_SAID, NET_SAID_ERROR, NET_SAID_ASK };

enum { NET_CLOCKS_MAX = 4 };

/* A side's game clock after an action: its letter and the time left. */
struct session_match;

struct net_clock {
        char side;
        long long ms;
};

/* The terminal's answers to the host's messages; any may be NULL. */
struct net_client_events {
        /* welcome player SEATS LOGIN / welcome watcher - LOGIN */
        void (*welcome)(void *ctx, bool watcher, const char *seats);
        /* seat ID STATE LOGIN [SECONDS]: where a seat's player is; away_s:
         * how long an away player has been gone, -1 when not said */
        void (*seat)(void *ctx, char id, const char *state, long long away_s);
        /* watching N LOGINS: how many watch, and their logins (one text,
         * separated by spaces) */
        void (*watching)(void *ctx, int count, const char *logins);
        /* match GAMES SCORE [SEAT=WINS...]: after a rematch, the games
         * played and the games won by each ("ana 2, ben 1"); seats: the
         * wins by seat (none from an older host: seats->n 0) */
        void (*match)(void *ctx, int games, const char *score,
                      const struct session_match *seats);
        /* blob N + the game's record */
        void (*game)(void *ctx, const char *record, size_t len);
        /* act PLY ACTION [SIDE=MS ...]; ply 0 when the line cannot be read
         * (the terminal's copy should then ask for the whole game) */
        void (*act)(void *ctx, size_t ply, const char *action,
                    const struct net_clock *clocks, int nclocks);
        /* said / error / ask TEXT */
        void (*said)(void *ctx, enum net_said_kind kind, const char *text);
        /* chat / team LOGIN TEXT */
        void (*chat)(void *ctx, bool team, const char *who, const char *text);
        /* bye TEXT: the host closes the connection, and why */
        void (*bye)(void *ctx, const char *text);
};

/* One message of the host to the terminal's events. true when it was one
 * of the protocol's (an event may then have been called), false for a
 * message this program does not know (ignored: a newer host may say more). */
bool net_client_take(const struct net_client_events *ev, void *ctx,
                     const struct net_msg *m);

#endif
