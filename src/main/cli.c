/* cli.c: option parsing of tabletop and of each game; hands over to the
 * front end, or to the engine protocol with --engine. */
#include "main/cli.h"
#include "engine/engine.h"
#include "i18n/i18n.h"
#include "main/quixo_options.h"
#include "main/thaayam_options.h"
#include "tui/app.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

static const char *const game_names[] = {
    [CLI_QUIXO] = "quixo", [CLI_THAAYAM] = "thaayam"};

static void print_version(const char *name)
{
        printf(_("%s (tabletop) %s\n"), name, TABLETOP_VERSION);
}

static void usage_error(const char *name)
{
        fprintf(stderr, _("Try '%s --help' for more information.\n"), name);
}

static void print_tabletop_help(void)
{
        printf(_("Usage: tabletop [OPTION]\n"
                 "       tabletop quixo [OPTION]...\n"
                 "       tabletop thaayam [OPTION]...\n"
                 "Quixo and Thaayam for the terminal. With no game named, opens the\n"
                 "start menu.\n\n"
                 "  --ascii          draw with ASCII characters only\n"
                 "  -h, --help       show this help and exit\n"
                 "  -V, --version    show the version and exit\n\n"
                 "'tabletop GAME --help' lists the options of a game.\n"));
}

static void print_game_help(enum cli_game_id game)
{
        const char *name = game_names[game];
        printf(_("Usage: %s [OPTION]...\n"), name);
        printf(game == CLI_QUIXO
                   ? _("Play Quixo, the game of pushing cubes.\n\n")
                   : _("Play Thaayam, the race game of the tamarind seeds.\n\n"));
        printf(_("      --engine     speak the engine protocol on standard input/output\n"
                 "  -h, --help       show this help and exit\n"
                 "  -V, --version    show the version and exit\n"));
}

int cli_tabletop(int argc, char **argv)
{
        static const struct option options[] = {
            {"help", no_argument, NULL, 'h'},
            {"version", no_argument, NULL, 'V'},
            {"ascii", no_argument, NULL, 'A'},
            {NULL, 0, NULL, 0},
        };
        struct tui_options ui = {0};
        int c;

        opterr = 0;
        while ((c = getopt_long(argc, argv, ":hV", options, NULL)) != -1) {
                switch (c) {
                case 'A':
                        ui.force_ascii = true;
                        break;
                case 'h':
                        print_tabletop_help();
                        return CLI_EXIT_OK;
                case 'V':
                        print_version("tabletop");
                        return CLI_EXIT_OK;
                default:
                        fprintf(stderr, _("tabletop: unknown option '%s'\n"),
                                argv[optind - 1]);
                        usage_error("tabletop");
                        return CLI_EXIT_USAGE;
                }
        }
        if (optind < argc) {
                fprintf(stderr,
                        _("tabletop: unknown game '%s' (choose quixo or thaayam)\n"),
                        argv[optind]);
                usage_error("tabletop");
                return CLI_EXIT_USAGE;
        }
        return tui_start_menu(&ui) == 0 ? CLI_EXIT_OK : CLI_EXIT_FAILURE;
}

int cli_game(enum cli_game_id game, int argc, char **argv)
{
        static const struct option options[] = {
            {"help", no_argument, NULL, 'h'},
            {"version", no_argument, NULL, 'V'},
            {"engine", no_argument, NULL, 'E'},
            {NULL, 0, NULL, 0},
        };
        const char *name = game_names[game];
        int c, i;
        int engine = 0;

        /* Quixo's front end parses its own options (quixo_options.c);
         * --engine stays with this function. */
        for (i = 1; i < argc && strcmp(argv[i], "--engine") != 0; i++)
                ;
        if (game == CLI_QUIXO && i == argc)
                return cli_quixo(argc, argv);
        if (game == CLI_THAAYAM && i == argc)
                return cli_thaayam(argc, argv);
        opterr = 0;
        optind = 1;
        while ((c = getopt_long(argc, argv, ":hV", options, NULL)) != -1) {
                switch (c) {
                case 'h':
                        print_game_help(game);
                        return CLI_EXIT_OK;
                case 'V':
                        print_version(name);
                        return CLI_EXIT_OK;
                case 'E':
                        engine = 1;
                        break;
                default:
                        fprintf(stderr, _("%s: unknown option '%s'\n"), name,
                                argv[optind - 1]);
                        usage_error(name);
                        return CLI_EXIT_USAGE;
                }
        }
        if (optind < argc) {
                fprintf(stderr, _("%s: unexpected argument '%s'\n"), name, argv[optind]);
                usage_error(name);
                return CLI_EXIT_USAGE;
        }
        if (engine)
                return engine_run(name, stdin, stdout);
        /* Not reached: without --engine the game's front end took over above. */
        return CLI_EXIT_USAGE;
}
