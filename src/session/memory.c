/* memory.c: a computer player kept between the searches of one game (see
 * memory.h): a lock taken without waiting, a clear counter, a reference
 * count. */
#include "session/memory.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

struct tt_memory {
        pthread_mutex_t lock; /* held by the search that uses the player */
        atomic_int refs;
        atomic_uint cleared; /* bumped by tt_memory_clear */
        unsigned seen;       /* the value of cleared the player belongs to */
        const void *kind;
        size_t start; /* the ply of the search that created the player */
        void *player;
        void (*free_player)(void *);
};

struct tt_memory *tt_memory_new(void)
{
        struct tt_memory *m = calloc(1, sizeof *m);
        if (m == NULL)
                return NULL;
        if (pthread_mutex_init(&m->lock, NULL) != 0) {
                free(m);
                return NULL;
        }
        atomic_init(&m->refs, 1);
        atomic_init(&m->cleared, 0);
        return m;
}

struct tt_memory *tt_memory_hold(struct tt_memory *m)
{
        if (m != NULL)
                atomic_fetch_add(&m->refs, 1);
        return m;
}

static void drop_player(struct tt_memory *m)
{
        if (m->player != NULL && m->free_player != NULL)
                m->free_player(m->player);
        m->player = NULL;
        m->free_player = NULL;
}

void tt_memory_release(struct tt_memory *m)
{
        if (m == NULL || atomic_fetch_sub(&m->refs, 1) != 1)
                return;
        drop_player(m);
        pthread_mutex_destroy(&m->lock);
        free(m);
}

void tt_memory_clear(struct tt_memory *m)
{
        if (m != NULL)
                atomic_fetch_add(&m->cleared, 1);
}

bool tt_memory_take(struct tt_memory *m, const void *kind, size_t ply, void **player)
{
        *player = NULL;
        if (m == NULL || pthread_mutex_trylock(&m->lock) != 0)
                return false;
        unsigned cleared = atomic_load(&m->cleared);
        if (m->player != NULL &&
            (cleared != m->seen || kind != m->kind || ply < m->start))
                drop_player(m);
        if (m->player == NULL) {
                m->seen = cleared;
                m->kind = kind;
                m->start = ply;
        }
        *player = m->player;
        return true;
}

void tt_memory_give(struct tt_memory *m, void *player, void (*free_player)(void *))
{
        if (player != m->player) {
                drop_player(m);
                m->player = player;
                m->free_player = free_player;
        }
        pthread_mutex_unlock(&m->lock);
}
