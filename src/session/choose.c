/* choose.c: the computer's choice per game (see choose.h). */
#include "session/choose.h"

#include <stdio.h>

int tt_choose_random(const struct tt_game_ops *ops, const void *pos, tt_rng *rng,
                     char *out, size_t out_size)
{
        struct tt_actions legal;
        if (ops->legal_actions(pos, &legal) != 0 || legal.count == 0) {
                tt_actions_free(&legal);
                return -1;
        }
        size_t i = tt_rng_below(rng, (uint32_t)legal.count);
        snprintf(out, out_size, "%s", legal.items[i]);
        tt_actions_free(&legal);
        return 0;
}
