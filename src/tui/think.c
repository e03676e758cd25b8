/* quixo_think.c: the computer's choice in a thread (see think.h). */
#include "tui/think.h"

#include <stdio.h>
#include <string.h>

static void *think_main(void *arg)
{
        struct tui_think *t = arg;
        t->rc =
            t->ops->choose(t->pos, t->level, t->time_ms, &t->rng, t->out, sizeof t->out);
        atomic_store(&t->done, 1);
        return NULL;
}

int tui_think_start(struct tui_think *t, const struct tt_game_ops *ops, const void *pos,
                    const char *state, int level, long time_ms, unsigned long long seed,
                    long long now_ms)
{
        if (t->running || ops->pos_size > sizeof t->pos || !ops->choose)
                return -1;
        memcpy(t->pos, pos, ops->pos_size);
        t->ops = ops;
        t->level = level;
        t->time_ms = time_ms;
        tt_rng_seed(&t->rng, seed);
        t->rc = -1;
        t->out[0] = '\0';
        snprintf(t->state, sizeof t->state, "%s", state);
        t->started_ms = now_ms;
        atomic_store(&t->done, 0);
        if (pthread_create(&t->thread, NULL, think_main, t) != 0)
                return -1;
        t->running = true;
        return 0;
}

bool tui_think_poll(struct tui_think *t)
{
        if (!t->running || !atomic_load(&t->done))
                return false;
        pthread_join(t->thread, NULL);
        t->running = false;
        return true;
}

void tui_think_cancel(struct tui_think *t)
{
        if (!t->running)
                return;
        pthread_join(t->thread, NULL);
        t->running = false;
}
