/* link.h: how a play screen reaches the game it shows. The screen reads
 * the game from a session (`view`): position, seats, history, clocks,
 * result. It changes the game only through the link's operations, which a
 * local game carries out on that session at once (link.c) and which a game
 * run by another process can carry out there, keeping `view` as its copy.
 * Every operation returns 0, or -1 with the reason in why (nothing changed).
 */
#ifndef TUI_LINK_H
#define TUI_LINK_H

#include "session/session.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct tui_link_ops {
        /* Plays an action in notation (session_play). */
        int (*play)(void *impl, const char *action, int64_t now_ms, char *why,
                    size_t len);
        /* Takes the last action back, or plays it again. */
        int (*undo)(void *impl, bool redo, int64_t now_ms, char *why, size_t len);
        /* A side resigns; all sides agree to a draw (Q21). */
        int (*resign)(void *impl, char side, int64_t now_ms, char *why, size_t len);
        int (*agree_draw)(void *impl, int64_t now_ms, char *why, size_t len);
        /* Restarts the game from a state string (Thaayam's play on, T22). */
        int (*restart)(void *impl, const char *state, int64_t now_ms, char *why,
                       size_t len);
        /* Clocks: charge the time to the side to move (true when a flag fell
         * now) / stop charging until the next call (pause). */
        bool (*tick)(void *impl, int64_t now_ms);
        void (*clock_hold)(void *impl, int64_t now_ms);
        /* True when computer seats and clocks run in this process. */
        bool (*runs_here)(void *impl);
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
