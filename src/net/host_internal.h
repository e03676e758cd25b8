/* host_internal.h: what the files of the hosting process share (host.c:
 * the loop, peers, joining; host_play.c: playing, offers, chat and what
 * the rules or the computers do by themselves). See host.h. */
#ifndef TT_NET_HOST_INTERNAL_H
#define TT_NET_HOST_INTERNAL_H

#include "net/host.h"
#include "net/wire.h"
#include "session/driver.h"
#include "session/match.h"
#include "session/think.h"

enum {
        COMPUTER_PAUSE_MS = 700, /* between a computer's actions */
        TICK_MS = 100,           /* the loop's pace while something may happen */
        IDLE_WAIT_MS =
            60000, /* the longest sleep while only a message can change anything */
        /* Chat per uid (players and watchers alike): a burst of CHAT_BURST
         * lines, then one every CHAT_EVERY_MS. */
        CHAT_BURST = 5,
        CHAT_EVERY_MS = 2000,
        SAID_KEEP = 64 * 1024,
};

enum role { ROLE_NONE, ROLE_PLAYER, ROLE_WATCHER };

struct peer {
        bool used;
        struct net_conn c;
        uid_t uid;                 /* who it is: the kernel's word */
        char login[NET_LOGIN_BUF]; /* its login, for display only */
        enum role role;
        char seats[TT_SEATS_MAX + 1]; /* the seats it plays */
        long long since;
        long long synced_ms; /* when it last asked for the whole game */
        unsigned cls_role;   /* in a class: NET_FROM_TEACHER or NET_FROM_PUPIL */
        int cls_entry;       /* a pupil: its line of the roster (class_host.c) */
};

/* An offer of undo, draw or rematch waiting for the other players'
 * answers. */
struct offer {
        bool open;
        bool draw;    /* else undo */
        bool rematch; /* a new game with sides swapped (the game has ended) */
        char from[NET_LOGIN_BUF];
        char asked[NET_PEERS_MAX]; /* peers asked, 1 until they agree */
};

/* How fast a uid may talk: CHAT_BURST tokens, one more every
 * CHAT_EVERY_MS. */
struct talker {
        bool used;
        uid_t uid;
        int tokens;
        long long since; /* when the last token came */
};

struct host {
        struct session *s;
        const struct tt_game_ops *ops;
        struct net_host_options o;
        uid_t host_uid;
        int listen_fd;
        struct peer peers[NET_PEERS_MAX];
        /* Who holds each seat, by uid (for "anyone" seats: the first to
         * take it keeps it while away), and the login to show for it. */
        bool held[TT_SEATS_MAX];
        uid_t holder[TT_SEATS_MAX];
        char holder_login[TT_SEATS_MAX][NET_LOGIN_BUF];
        /* since when a held seat's player is away (0: since the start) */
        long long away_since[TT_SEATS_MAX];
        struct talker talkers[NET_PEERS_MAX];
        struct session_think think;
        char state[TT_STATE_MAX];
        long long next_auto_ms;
        long long alone_since; /* nobody connected since, or -1 */
        long long started_ms;
        struct offer offer;
        /* the chat kept for the game's saved record ("said" lines, at
         * most SAID_KEEP bytes; team lines marked: only the host's own
         * file has them, no terminal is sent them) */
        char *said;
        size_t said_len;
        bool said_changed; /* a line more: keep the game (host_keep) */
        /* the match (rematches): games played, and games won by seat */
        struct session_match score;
        char match[200];                 /* "ana 2, ben 1": the score sent (match) */
        bool dirty;                      /* the game changed: send it */
        bool rewritten;                  /* ... other than by new actions */
        size_t sent_plies;               /* actions every peer was sent */
        bool step_known;                 /* step is for the current position */
        enum session_step step;          /* what happens next (session/driver.h) */
        char step_action[TT_ACTION_MAX]; /* its action, "" when none */
        struct net_class *cls;           /* a class (class_host.c), else NULL */
};

/* Drops a peer, telling it why (NULL: it left). */
void host_drop(struct host *h, struct peer *p, const char *why);
/* Lets p in as a watcher when the watcher rules allow (the --watchers list,
 * the limits per uid and of the game): welcomed and sent the game; else
 * dropped with why. */
bool host_admit_watcher(struct host *h, struct peer *p);
/* May this uid say one more chat line now? (CHAT_BURST, CHAT_EVERY_MS) */
bool host_may_talk(struct host *h, uid_t uid, long long now);
int host_seat_index(const struct host *h, char id);
/* The peer playing seat id now, or NULL. */
struct peer *host_holder_peer(struct host *h, char id);
void host_send_line(struct host *h, struct peer *p, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A message with one percent-encoded text, to one peer or to everyone. */
void host_send_said(struct host *h, struct peer *p, const char *verb, const char *text);
void host_broadcast_said(struct host *h, const char *text);
/* A text as one word of a message. */
const char *host_word(const char *text, char *buf, size_t size);

/* A rematch agreed: the ended game is saved, and a new one starts with
 * the same people and watchers, sides swapped (four-player Quixo: teams
 * kept, seats rotated). host.c. */
void host_rematch(struct host *h);
/* Keeps a line of the chat (or the host's news: who "-") for the saved
 * record. host_play.c. */
void host_keep_said(struct host *h, const char *who, const char *clean, bool team);

/* host_play.c */
/* The game changed: undone, ended by agreement, resignation or time, or
 * seats renamed. Every peer is sent the whole record. */
void host_changed(struct host *h);
/* One more action was played: peers are sent just the action ("act"). */
void host_moved(struct host *h);
void host_play(struct host *h, struct peer *p, const char *action);
void host_offer(struct host *h, struct peer *p, const char *what);
void host_answer(struct host *h, struct peer *p, const char *yes);
void host_resign(struct host *h, struct peer *p);
void host_chat(struct host *h, struct peer *p, const char *quoted, bool team);
void host_automatic(struct host *h, long long now);
/* True when something may happen without a message: a clock running, a
 * computer or a forced action to play. */
bool host_busy(struct host *h);

/* host_keep.c (net/keep.h) */
/* The game changed (an action, a seat taken): its kept file is written
 * again, atomically, so that a killed hosting process loses nothing. */
void host_keep(struct host *h);
/* The game's record was saved at its end: the kept file goes. */
void host_keep_done(struct host *h);

#endif
