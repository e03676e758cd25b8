/* cli.h: command lines of the program (tabletop's own and each game's) and
 * the table of the games the program offers (cli_games[], games.c). */
#ifndef TT_CLI_H
#define TT_CLI_H

#include "session/game.h"

struct cli_game_options;

/* Exit statuses: 0 done, 1 failure, 2 bad command line. */
enum { CLI_EXIT_OK = 0, CLI_EXIT_FAILURE = 1, CLI_EXIT_USAGE = 2 };

/* One game of the program: its name is that of its ops (the link name
 * `quixo` and the subcommand `tabletop quixo`). */
struct cli_game {
        const struct tt_game_ops *ops; /* the rules behind the session */
        const char *about;             /* N_(): one line for --engine --help */
        /* The game's own command line (main/options.h), read by cli_run. */
        const struct cli_game_options *options;
};

/* Each game's row, cli_GAME_game (GAME_options.c), and all of them in the
 * order of the Makefile's GAMES list, ended by NULL (games.c). */
#define CLI_GAME_DECLARE(g) extern const struct cli_game cli_##g##_game;
TT_GAMES(CLI_GAME_DECLARE)
#undef CLI_GAME_DECLARE
extern const struct cli_game *const cli_games[];

/* The game called `name`, or NULL. */
const struct cli_game *cli_game_find(const char *name);

/* `tabletop [OPTION]`: the start menu. */
int cli_tabletop(int argc, char **argv);

/* `tabletop picture FILE.ttrec [OPTION]...` (argv[0] is "picture";
 * picture_cli.c). */
int cli_picture(int argc, char **argv);

/* `quixo [OPTION]...` or `thaayam [OPTION]...` (argv[0] is the game name). */
int cli_game(const struct cli_game *game, int argc, char **argv);

#endif
