/* internal.h: shared internals of the Thaayam rules library (src/thaayam):
 * the compact "own pieces" view used by the T11 search, and helpers
 * between files. Reasons are written with tt_text.h (no stdio). */
#ifndef THAAYAM_INTERNAL_H
#define THAAYAM_INTERNAL_H

#include "thaayam.h"
#include "tt_text.h"

/* ---- a player's own pieces: everything the T11 search depends on */
typedef struct th_own {
        int8_t pos[THAAYAM_PIECES];
        int8_t twin[THAAYAM_PIECES];
} th_own;

/* Internal memo handle (a ctx, or a small local table). */
typedef struct th_memo {
        uint64_t *key;
        uint8_t *value;
        uint32_t mask;
        uint64_t *hits, *misses;
} th_memo;

/* A memo for calls without a context: small, on the caller's stack. */
#define TH_LOCAL_SLOTS 256
typedef struct th_local_memo {
        uint64_t key[TH_LOCAL_SLOTS];
        uint8_t value[TH_LOCAL_SLOTS];
} th_local_memo;

/* The memo of ctx, or of local (cleared) when ctx is NULL. */
void th_memo_of(th_memo *memo, thaayam_ctx *ctx, th_local_memo *local);

/* The T11 search: the largest number of scores of counts[] that some order
 * of play can use with these own pieces. */
int th_max_usable(const th_own *own, const uint8_t counts[THAAYAM_NVALUES],
                  th_memo *memo);

/* The visitor of candidate moves (own pieces only, T11 not applied):
 * calls fn for every basic-legal action of own with the counts, with the
 * pieces after it and the number of scores it uses. Returns early with
 * the first non-zero value fn returns. */
typedef int (*th_visit_fn)(void *arg, const thaayam_action *a, const th_own *after,
                           int used);
int th_each_candidate(const th_own *own, const uint8_t counts[THAAYAM_NVALUES],
                      th_visit_fn fn, void *arg);

/* Applies a move action to own pieces (no check). Returns scores used. */
int th_own_apply(th_own *own, const thaayam_action *a);
/* The score counts left after an action uses its scores. */
void th_scores_after(uint8_t counts[THAAYAM_NVALUES], const thaayam_action *a);

/* Extracts the own pieces of the seat to move. */
void th_own_of(const thaayam_state *st, th_own *own);

/* Sum of group counts and number of scores in a group. */
int th_group_sum(const uint8_t group[THAAYAM_NVALUES]);
int th_group_size(const uint8_t group[THAAYAM_NVALUES]);

/* Game-level helpers (game.c). */
int th_game_over(const thaayam_state *st);
int th_all_home(const thaayam_state *st, int seat);
void th_end_turn(thaayam_state *st);
void th_after_off(thaayam_state *st);

#endif
