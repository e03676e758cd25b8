/* host.h: a hosted game. One process keeps the session of a game and
 * serves it over a Unix-domain socket to the players and watchers who
 * connect from their own terminals (docs/network.md): it checks who they
 * are with peer credentials, gives each its seats, plays what they send
 * through the rules, runs the computer seats, the clocks and the actions
 * the rules make by themselves, and sends everyone the game after every
 * change. Everything it reads is bounded; a peer that misbehaves is
 * dropped with a reason and never stalls the others.
 */
#ifndef TT_NET_HOST_H
#define TT_NET_HOST_H

#include "net/rendezvous.h"
#include "session/session.h"

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

enum {
        NET_LOGIN_BUF = NET_LOGIN_MAX + 1,
        NET_PEERS_MAX = 64,    /* connections at once */
        NET_WATCHERS_MAX = 16, /* logins a watcher list may name */
        /* Per uid other than the host's and its players' (who always get
         * in, a stranger's connection making room for them): connections
         * that have not said hello yet, and watchers. */
        NET_PENDING_PER_UID = 4,
        NET_WATCH_PER_UID = 4,
        NET_MAX_WATCHERS_DEFAULT = 32, /* --max-watchers */
        /* Output queued for one peer (beyond the game's record): a peer
         * that lets more wait is dropped; it gets the whole game again
         * when it comes back. */
        NET_OUT_SMALL = 256 * 1024,
};

/* Who may sit at a seat. */
enum net_seat_kind {
        NET_SEAT_HOST,     /* the host's own terminal */
        NET_SEAT_REMOTE,   /* another user: anyone, or one login */
        NET_SEAT_COMPUTER, /* played by the hosting process */
};

struct net_seat_rule {
        char id;
        enum net_seat_kind kind;
        bool named;                /* REMOTE: for one user only, else anyone */
        uid_t uid;                 /* REMOTE and named: that user */
        char login[NET_LOGIN_BUF]; /* REMOTE and named: the login, for display */
};

/* Who may watch. */
enum net_watch { NET_WATCH_ANYONE, NET_WATCH_LISTED, NET_WATCH_NOBODY };

struct net_host_options {
        char name[NET_NAME_MAX + 1]; /* the game's name: LOGIN/NAME */
        struct net_seat_rule seats[TT_SEATS_MAX];
        int nseats;
        enum net_watch watch;
        uid_t watchers[NET_WATCHERS_MAX]; /* NET_WATCH_LISTED: who */
        int nwatchers;
        int max_watchers; /* watchers at once, whoever they are */
        long idle_ms;     /* nobody connected that long: save and stop */
        long hello_ms;    /* a connection must say hello within this */
        size_t out_max;   /* output queued for one peer before it is dropped */
        bool quiet;       /* no log on stderr (the forked server's is /dev/null) */
        bool klass;       /* a class: a teacher's board, pupils, questions
                             (net/class.h); every seat the host's */
        bool report;      /* a pair's game of a class (net/class_pairs.h):
                             its result is written on report_fd */
        int report_fd;
};

/* Fills the defaults: name "game", every seat the host's, anyone may
 * watch (at most NET_MAX_WATCHERS_DEFAULT at once), 30 minutes idle, 10 s
 * to say hello, NET_OUT_SMALL of output queued for a peer. */
void net_host_options_default(struct net_host_options *o);

/* Parses a watcher list ("anyone", "none", or logins separated by
 * commas, each resolved to its uid now) into o; -1 with why. */
int net_host_parse_watchers(struct net_host_options *o, const char *text, char *why,
                            size_t len);

/* A seat left for one user: the login resolved to its uid now (an unknown
 * login is refused). 0, or -1 with why. */
int net_seat_rule_for(struct net_seat_rule *r, const char *login, char *why, size_t len);

/* Serves session s (owned from now on) on the listening socket fd until
 * the game has ended and everyone left, or nobody came for idle_ms; then
 * saves the record in the host's data directory (record_path_for_save)
 * and returns 0 (-1 if it could not save). */
int net_host_serve(struct session *s, const struct net_host_options *o, int listen_fd);

#endif
