/* choose_quixo.c: the computer's choice in Quixo (see choose.h): the Quixo
 * computer player (src/quixo_ai) at the level (clamped to 1-5) within the
 * time budget (0: its default of about a second), seeded from the
 * session's generator, knowing the game's earlier positions so that it
 * seeks or avoids a third repetition (Q21); random if it cannot run. */
#include "session/choose.h"

#include <stdlib.h>

#include "quixo_ai/quixo_ai.h"

int tt_choose_quixo(const struct tt_choice *c, tt_rng *rng, char *out, size_t out_size)
{
        int level = c->level;
        if (level < QUIXO_AI_LEVEL_MIN)
                level = QUIXO_AI_LEVEL_MIN;
        if (level > QUIXO_AI_LEVEL_MAX)
                level = QUIXO_AI_LEVEL_MAX;
        const quixo_pos *past = c->history;
        uint64_t *keys = NULL;
        size_t n = past != NULL ? c->history_len : 0;
        if (n > 0 && (keys = malloc(n * sizeof *keys)) == NULL)
                n = 0; /* out of memory: choose without the history */
        for (size_t i = 0; i < n; i++)
                keys[i] = quixo_ai_key(&past[i]);
        quixo_move move;
        int rc = quixo_ai_pick_with_history(c->pos, level, c->time_ms, tt_rng_next(rng),
                                            keys, n, c->repetition, &move);
        free(keys);
        if (rc == 0) {
                quixo_action_format(move, out, out_size);
                return 0;
        }
        return tt_choose_random(&tt_quixo_ops, c->pos, rng, out, out_size);
}
