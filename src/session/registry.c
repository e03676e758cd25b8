/* registry.c: the games by name (for the engine protocol and records). */
#include "session/game.h"

#include <string.h>

const struct tt_game_ops *tt_game_by_name(const char *name)
{
        if (strcmp(name, "quixo") == 0)
                return &tt_quixo_ops;
        if (strcmp(name, "thaayam") == 0)
                return &tt_thaayam_ops;
        return NULL;
}
