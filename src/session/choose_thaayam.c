/* choose_thaayam.c: the computer's choice in Thaayam (see choose.h): the
 * Thaayam computer player (src/thaayam_ai) at the level (clamped to 1-3).
 * Its seed is read from the session's rng without advancing it, so the
 * actions of one move phase follow one plan; random if it cannot run. */
#include "session/choose.h"

#include "thaayam_ai/thaayam_ai.h"

int tt_choose_thaayam(const struct tt_choice *c, tt_rng *rng, char *out, size_t out_size)
{
        /* no time budget (its budgets are counts) and no repetition rule */
        thaayam_action a;
        if (thaayam_ai_pick(c->pos, c->level, rng, &a) == 0) {
                thaayam_action_format(&a, out, out_size);
                return 0;
        }
        return tt_choose_random(&tt_thaayam_ops, c->pos, rng, out, out_size);
}
