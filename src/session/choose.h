/* choose.h: the computer's choice of an action, one function per game
 * (the `choose` of its struct tt_game_ops), so that a game's computer
 * player can be swapped at one place: tt_choose_quixo asks src/quixo_ai,
 * tt_choose_thaayam src/thaayam_ai. When the player cannot run, the choice
 * is a uniformly random legal action drawn with the caller's rng
 * (reproducible from the seed). */
#ifndef TT_SESSION_CHOOSE_H
#define TT_SESSION_CHOOSE_H

#include "session/game.h"

/* Each writes a legal action of the position for the side to move into
 * out and returns 0, or -1 when there is none (game over). */
int tt_choose_quixo(const struct tt_choice *c, tt_rng *rng, char *out, size_t out_size);
int tt_choose_thaayam(const struct tt_choice *c, tt_rng *rng, char *out, size_t out_size);

/* What the computer player of each game thinks of c->pos (game.h's
 * analyze): the search of choose, reported. 0, or -1 without an action. */
int tt_analyze_quixo(const struct tt_choice *c, tt_rng *rng, struct tt_analysis *out);
int tt_analyze_thaayam(const struct tt_choice *c, tt_rng *rng, struct tt_analysis *out);

/* A uniformly random action of a legal action list; -1 when it is empty. */
int tt_choose_random(const struct tt_game_ops *ops, const void *pos, tt_rng *rng,
                     char *out, size_t out_size);

#endif
