/* choose_thaayam.c: the computer's choice in Thaayam (see choose.h): random
 * until the Thaayam computer player exists. */
#include "session/choose.h"

int tt_choose_thaayam(const void *pos, int level, long time_ms, tt_rng *rng, char *out,
                      size_t out_size)
{
        (void)level;
        (void)time_ms;
        return tt_choose_random(&tt_thaayam_ops, pos, rng, out, out_size);
}
