/* games.c: the games of the program, one row each; main.c and cli.c find
 * a game here by its name. A new game is a new row. */
#include "main/cli.h"
#include "main/options.h"
#include "i18n/i18n.h"

#include <string.h>

const struct cli_game cli_games[] = {
    {&tt_quixo_ops, N_("Play Quixo, the game of pushing cubes.\n\n"), &cli_quixo_options},
    {&tt_thaayam_ops, N_("Play Thaayam, the race game of the tamarind seeds.\n\n"),
     &cli_thaayam_options},
    {NULL, NULL, NULL},
};

const struct cli_game *cli_game_find(const char *name)
{
        for (const struct cli_game *g = cli_games; g->ops != NULL; g++)
                if (strcmp(g->ops->name, name) == 0)
                        return g;
        return NULL;
}
