/* memory.h: a computer player kept between the searches of one game (issue
 * 27), so that each search starts from what the earlier ones learnt (the
 * Quixo player's transposition table) instead of cold. A session owns one;
 * a search borrows it through struct tt_choice (session/game.h).
 *
 * Threads: a search takes the memory for its whole length (a lock, never
 * waited for: a second search at the same time gets nothing and uses a
 * fresh player), so a kept player is never used by two searches at once.
 * Clearing only marks the memory: the player is dropped by the next search
 * that takes it, so clearing never waits for a thinking thread. The memory
 * is reference-counted, so a thread may outlive the session it came from. */
#ifndef TT_SESSION_MEMORY_H
#define TT_SESSION_MEMORY_H

#include <stdbool.h>
#include <stddef.h>

struct tt_memory;

/* A memory with no player yet (references: 1); NULL when out of memory. */
struct tt_memory *tt_memory_new(void);

/* Another reference to m (NULL is fine); returns m. */
struct tt_memory *tt_memory_hold(struct tt_memory *m);

/* Drops a reference; the last one frees the memory and its player. */
void tt_memory_release(struct tt_memory *m);

/* Forgets the player: the next search starts cold (a new game, a loaded
 * one, another start position). Safe while a search holds the memory. */
void tt_memory_clear(struct tt_memory *m);

/* Takes the memory for one search of the game `kind` (any address that
 * names the player's type) at `ply` positions after the game's start:
 * false when m is NULL or another search holds it. Else *player is the kept
 * player, or NULL when there is none: none yet, cleared since, of another
 * kind, or kept from a later ply than `ply` (an undo past its start). */
bool tt_memory_take(struct tt_memory *m, const void *kind, size_t ply, void **player);

/* Gives the memory back after the search, keeping `player` (freed with
 * free_player when dropped; NULL: none). */
void tt_memory_give(struct tt_memory *m, void *player, void (*free_player)(void *));

#endif
