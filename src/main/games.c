/* games.c: the games of the program, one row each (the Makefile's GAMES
 * list, tt_games.h: each game's row is cli_GAME_game, in
 * GAME_options.c); main.c and cli.c find a game here by its name. */
#include "main/cli.h"

#include <string.h>

#define CLI_GAME_ROW(g) &cli_##g##_game,
const struct cli_game *const cli_games[] = {TT_GAMES(CLI_GAME_ROW) NULL};
#undef CLI_GAME_ROW

const struct cli_game *cli_game_find(const char *name)
{
        for (const struct cli_game *const *g = cli_games; *g != NULL; g++)
                if (strcmp((*g)->ops->name, name) == 0)
                        return *g;
        return NULL;
}
