/* cli.h: command lines of the program (tabletop's own and each game's). */
#ifndef TT_CLI_H
#define TT_CLI_H

enum cli_game_id { CLI_QUIXO, CLI_THAAYAM };

/* Exit statuses: 0 done, 1 failure, 2 bad command line. */
enum { CLI_EXIT_OK = 0, CLI_EXIT_FAILURE = 1, CLI_EXIT_USAGE = 2 };

/* `tabletop [OPTION]`: the start menu. */
int cli_tabletop(int argc, char **argv);

/* `quixo [OPTION]...` or `thaayam [OPTION]...` (argv[0] is the game name). */
int cli_game(enum cli_game_id game, int argc, char **argv);

#endif
