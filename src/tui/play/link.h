/* link.h: how a play screen reaches the game it shows. The screen reads
 * the game from a session (`view`): position, seats, history, clocks,
 * result. It changes the game only through the link's operations. A game
 * played in this process carries them out on that session at once
 * (link.c); a game hosted by another process (remote.c) sends them there
 * and later brings back the new game, its players' messages and questions,
 * which the screen fetches with `poll`.
 *
 * Operations return 0 when done (the view changed already), 1 when sent
 * (what comes of it arrives through poll), or -1 with the reason in why
 * (nothing changed).
 */
#ifndef TUI_LINK_H
#define TUI_LINK_H

#include "session/session.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct tui_link;

enum { TUI_LINK_TEXT_MAX = 512, TUI_LINK_POS_MAX = 512 };

/* What poll brings. */
struct tui_link_news {
        bool view;          /* the game changed: view was replaced */
        const void *before; /* the position before `action`, or NULL */
        unsigned char before_buf[TUI_LINK_POS_MAX];
        char action[TT_ACTION_MAX];   /* the one action played, or "" */
        char text[TUI_LINK_TEXT_MAX]; /* a message to show, or "" */
        bool error;                   /* text is a refusal */
        bool ask;                     /* text is a question for y/n */
        bool gone;                    /* the connection ended; text says why */
        bool leave;  /* the screen ends: its terminal goes to another game (a
                        class's pupil to the pair's game, net/pairs.h) */
        bool lesson; /* a pupil's class starts a lesson */
        /* talk to keep in the chat view (hosted games): a chat line, a
         * team line, or news said to everyone (a join, a departure), with
         * who said it and the text alone, clean */
        enum { TUI_TALK_NONE, TUI_TALK_CHAT, TUI_TALK_TEAM, TUI_TALK_SAID } talk;
        char who[48];
        char said[TUI_LINK_TEXT_MAX];
};

/* Where the player of a seat is (hosted games; a local game's players are
 * all here). */
enum tui_link_seat { TUI_LINK_SEAT_HERE, TUI_LINK_SEAT_AWAY, TUI_LINK_SEAT_OPEN };

/* Who this terminal is in the game it shows: the play screen builds its
 * key line, help page, prompts and refusals from this one word
 * (play/role.c). */
enum tui_link_role {
        TUI_LINK_PLAYER,  /* plays seats (every seat: a game played here) */
        TUI_LINK_WATCHER, /* watches a hosted game */
        TUI_LINK_PUPIL    /* a pupil in a class (net/class.h): answers questions */
};
/* A pupil's question: none open, open and not answered, answered; or the
 * class takes a lesson together that this pupil has left (l goes back). */
enum tui_link_question {
        TUI_LINK_NO_QUESTION,
        TUI_LINK_ASKED,
        TUI_LINK_ANSWERED,
        TUI_LINK_LESSON
};

struct tui_link_ops {
        /* Plays an action in notation. */
        int (*play)(struct tui_link *l, const char *action, int64_t now_ms, char *why,
                    size_t len);
        /* Takes the last action back, or plays it again. */
        int (*undo)(struct tui_link *l, bool redo, int64_t now_ms, char *why, size_t len);
        /* A side resigns; all sides agree to a draw (Q21). */
        int (*resign)(struct tui_link *l, char side, int64_t now_ms, char *why,
                      size_t len);
        int (*agree_draw)(struct tui_link *l, int64_t now_ms, char *why, size_t len);
        /* Restarts the game from a state string (Thaayam's play on, T22). */
        int (*restart)(struct tui_link *l, const char *state, int64_t now_ms, char *why,
                       size_t len);
        /* Clocks: charge the time to the side to move (true when a flag fell
         * now) / stop charging until the next call (pause). */
        bool (*tick)(struct tui_link *l, int64_t now_ms);
        void (*clock_hold)(struct tui_link *l, int64_t now_ms);
        /* True when computer seats, clocks, undo without asking, pause,
         * loading and replays are this process's (a local game). */
        bool (*runs_here)(const struct tui_link *l);
        /* True when this terminal plays seat `id`. */
        bool (*mine)(const struct tui_link *l, char id);
        /* This terminal's role; for a pupil, *q (may be NULL) says where its
         * question is. NULL: a player (a game played here). */
        enum tui_link_role (*role)(const struct tui_link *l, enum tui_link_question *q);
        /* Whether the player of seat `id` is at a terminal now. */
        enum tui_link_seat (*seat_state)(const struct tui_link *l, char id);
        /* Hosted games (NULL elsewhere): since when the player of seat `id`
         * has been away (tui_now_ms), -1 when not away; how many watch,
         * with their logins, clean, separated by spaces, in buf. */
        long long (*away_since)(const struct tui_link *l, char id);
        /* Asks the other players for a new game, sides swapped, once the
         * game has ended (hosted games; NULL elsewhere): 1 sent. */
        int (*rematch)(struct tui_link *l, char *why, size_t len);
        int (*watchers)(const struct tui_link *l, char *buf, size_t len);
        /* The match after a rematch: games played (0: none yet), and the
         * games won by each, clean, in buf ("ana 2, ben 1"). */
        int (*match)(const struct tui_link *l, char *buf, size_t len);
        /* What came from elsewhere: 1 with news, 0 nothing. */
        int (*poll)(struct tui_link *l, int64_t now_ms, struct tui_link_news *news);
        /* Answers the last question (news.ask). */
        int (*answer)(struct tui_link *l, bool yes, char *why, size_t len);
        /* Says a line to everyone, or only to the teammates (Q19). */
        int (*chat)(struct tui_link *l, const char *text, bool team, char *why,
                    size_t len);
        /* Frees what the link owns. */
        void (*close)(struct tui_link *l);
        /* The descriptor news comes on (the screen waits on it and the
         * keyboard together), or -1; NULL: none (a local game). */
        int (*news_fd)(const struct tui_link *l);
};

struct tui_link {
        const struct tui_link_ops *ops;
        void *impl;
        struct session *view; /* what the screen draws; owned by the link */
};

/* A game played in this process on session s (the link owns it now). */
void tui_link_local(struct tui_link *l, struct session *s);
/* Frees what the link owns. */
void tui_link_close(struct tui_link *l);

#endif
