/* choose_quixo.c: the computer's choice in Quixo (see choose.h). */
#include "session/choose.h"

int tt_choose_quixo(const void *pos, int level, long time_ms, tt_rng *rng, char *out,
                    size_t out_size)
{
        (void)level;
        (void)time_ms;
        return tt_choose_random(&tt_quixo_ops, pos, rng, out, out_size);
}
