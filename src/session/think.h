/* think.h: a computer seat thinks in a thread, so a screen or a server keeps
 * drawing clocks and answering keys meanwhile. The thread works on a copy
 * of the position and of the game's earlier positions (Q21) through the
 * game's choose function (session/game.h); the choice is then played
 * through the session like any other move. */
#ifndef TT_SESSION_THINK_H
#define TT_SESSION_THINK_H

#include "session/game.h"
#include "session/session.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

struct session_think {
        pthread_t thread;
        bool running;    /* a thread was started and not joined */
        atomic_int done; /* the thread has written its answer */
        const struct tt_game_ops *ops;
        unsigned char pos[512];
        unsigned char *history;  /* owned copy of the earlier positions */
        struct tt_choice choice; /* points into pos and history */
        tt_rng rng;
        int rc;
        char out[TT_ACTION_MAX];
        char state[TT_STATE_MAX]; /* the position it thinks about */
        long long started_ms;
        /* progress of a search by depth, written by the thread */
        pthread_mutex_t lock;
        bool lock_ready;
        int depth; /* 0: nothing yet */
        char best[TT_ACTION_MAX];
};

/* Starts thinking about the session's position for the side to move at a
 * level within time_ms; -1 if it cannot (nothing started). */
int session_think_start(struct session_think *t, const struct session *s,
                        const char *state, int level, long time_ms,
                        unsigned long long seed, long long now_ms);

/* True when the answer is there (then joined); the answer is in t->out
 * when t->rc == 0. */
bool session_think_poll(struct session_think *t);

/* A seed for the choice in a position: FNV-1a of its state string, so a
 * game makes the same choices again from the same position. */
unsigned long long session_think_seed(const char *state);

/* While a thread runs: the depth its search completed last (0: none yet,
 * or a player that does not search by depth) and its best action then. */
int session_think_progress(struct session_think *t, char *best, size_t size);

/* Waits for a running thread and forgets its answer. */
void session_think_cancel(struct session_think *t);

#endif
