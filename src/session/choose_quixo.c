/* choose_quixo.c: the computer's choice in Quixo (see choose.h): the Quixo
 * computer player (src/quixo_ai) at the level (clamped to 1-5) within the
 * time budget (0: its default of about a second), seeded from the
 * session's generator; random if it cannot run. */
#include "session/choose.h"

#include "quixo_ai/quixo_ai.h"

int tt_choose_quixo(const void *pos, int level, long time_ms, tt_rng *rng, char *out,
                    size_t out_size)
{
        if (level < QUIXO_AI_LEVEL_MIN)
                level = QUIXO_AI_LEVEL_MIN;
        if (level > QUIXO_AI_LEVEL_MAX)
                level = QUIXO_AI_LEVEL_MAX;
        quixo_move move;
        if (quixo_ai_pick(pos, level, time_ms, tt_rng_next(rng), &move) == 0) {
                quixo_move_format(move, out, out_size);
                return 0;
        }
        return tt_choose_random(&tt_quixo_ops, pos, rng, out, out_size);
}
