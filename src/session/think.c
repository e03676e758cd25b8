/* think.c: the computer's choice in a thread (see think.h). */
#include "session/think.h"
#include "session/memory.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *think_main(void *arg)
{
        struct session_think *t = arg;
        t->rc = t->ops->choose(&t->choice, &t->rng, t->out, sizeof t->out);
        atomic_store(&t->done, 1);
        return NULL;
}

/* The choice's progress callback: keeps the latest depth and action. */
static void note_progress(void *ctx, int depth, const char *best)
{
        struct session_think *t = ctx;
        pthread_mutex_lock(&t->lock);
        t->depth = depth;
        snprintf(t->best, sizeof t->best, "%s", best);
        pthread_mutex_unlock(&t->lock);
}

int session_think_progress(struct session_think *t, char *best, size_t size)
{
        if (!t->running || !t->lock_ready)
                return 0;
        pthread_mutex_lock(&t->lock);
        int depth = t->depth;
        snprintf(best, size, "%s", t->best);
        pthread_mutex_unlock(&t->lock);
        return depth;
}

static void forget(struct session_think *t)
{
        free(t->history);
        t->history = NULL;
        tt_memory_release(t->choice.memory);
        t->choice.memory = NULL;
}

int session_think_start(struct session_think *t, const struct session *s,
                        const char *state, int level, long time_ms,
                        unsigned long long seed, long long now_ms)
{
        const struct tt_game_ops *ops = session_ops(s);
        struct tt_choice c;
        if (t->running || ops->pos_size > sizeof t->pos || !ops->choose)
                return -1;
        session_choice(s, level, time_ms, &c);
        /* the session may change while the thread runs: copy what it reads */
        forget(t);
        if (c.history_len > 0) {
                size_t size = c.history_len * ops->pos_size;
                if ((t->history = malloc(size)) == NULL)
                        return -1;
                memcpy(t->history, c.history, size);
        }
        memcpy(t->pos, c.pos, ops->pos_size);
        t->choice = c;
        t->choice.pos = t->pos;
        t->choice.history = t->history;
        /* the kept player outlives the session if need be (memory.h) */
        t->choice.memory = tt_memory_hold(c.memory);
        if (!t->lock_ready) {
                if (pthread_mutex_init(&t->lock, NULL) != 0) {
                        forget(t);
                        return -1;
                }
                t->lock_ready = true;
        }
        t->depth = 0;
        t->best[0] = '\0';
        t->choice.progress = note_progress;
        t->choice.progress_ctx = t;
        t->ops = ops;
        tt_rng_seed(&t->rng, seed);
        t->rc = -1;
        t->out[0] = '\0';
        snprintf(t->state, sizeof t->state, "%s", state);
        t->started_ms = now_ms;
        atomic_store(&t->done, 0);
        if (pthread_create(&t->thread, NULL, think_main, t) != 0) {
                forget(t);
                return -1;
        }
        t->running = true;
        return 0;
}

bool session_think_poll(struct session_think *t)
{
        if (!t->running || !atomic_load(&t->done))
                return false;
        pthread_join(t->thread, NULL);
        t->running = false;
        forget(t);
        return true;
}

void session_think_cancel(struct session_think *t)
{
        if (t->running) {
                pthread_join(t->thread, NULL);
                t->running = false;
        }
        forget(t);
}

unsigned long long session_think_seed(const char *state)
{
        unsigned long long h = 0xcbf29ce484222325ULL;
        for (; *state; state++)
                h = (h ^ (unsigned char)*state) * 0x100000001b3ULL;
        return h;
}
