/* main.c: entry point of tabletop, quixo and thaayam (multi-call by argv[0]).
 *
 * `tabletop` with no subcommand opens the start menu, `tabletop GAME ...`
 * (or a link named after the game: `quixo`, `thaayam`) goes straight to
 * that game of cli_games[]. This file only decides which command line to
 * run.
 */
#include "main/cli.h"
#include "i18n/i18n.h"
#include "tui/kit/event.h"
#include "tui/language.h"
#include "tui/program.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const char *base_name(const char *path)
{
        const char *slash = strrchr(path, '/');
        return slash ? slash + 1 : path;
}

static int run(int argc, char **argv)
{
        const char *name = argc > 0 ? base_name(argv[0]) : "tabletop";
        const struct cli_game *game;

        if ((game = cli_game_find(name)) != NULL)
                return cli_game(game, argc, argv);
        if (argc > 1 && (game = cli_game_find(argv[1])) != NULL)
                return cli_game(game, argc - 1, argv + 1);
        return cli_tabletop(argc, argv);
}

int main(int argc, char **argv)
{
        int status;

        tt_i18n_init();
        tui_language_load();
        /* messages name the command as it was typed (a path is no name
         * on the PATH) */
        tui_program_set(argc > 0 ? argv[0] : NULL);
        status = run(argc, argv);
        /* After SIGHUP or SIGTERM the game is already saved (atomically) and
         * the terminal may be gone: leave at once, without exit handlers
         * that would flush to a dead terminal or scan the process while the
         * hang-up's SIGCONT can cancel the stop they wait for. */
        if (tui_hangup_pending())
                _exit(status);
        return status;
}
