/* cli.c: option parsing of tabletop and of each game of cli_games[]; hands
 * over to the front end, or to the engine protocol with --engine. */
#include "main/cli.h"
#include "net/sanitize.h"
#include "main/options.h"
#include "engine/engine.h"
#include "i18n/i18n.h"
#include "tui/app.h"
#include "tui/net/host_resume.h"
#include "tui/net/lobby.h"
#include "tui/teach/teach.h"
#include "tui/play/present.h"
#include "tui/program.h"
#include "tt_ascii.h"
#include "record/record.h"

#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

static void print_version(const char *name)
{
        printf(_("%s (tabletop) %s\n"), name, TABLETOP_VERSION);
}

static void usage_error(const char *name)
{
        net_print_clean(stderr, _("Try '%s --help' for more information.\n"), name);
}

static void print_tabletop_help(void)
{
        char titles[256];

        /* TRANSLATORS: joins the games' names: "Quixo and Thaayam" */
        tt_game_list("", "", _(" and "), true, titles, sizeof titles);
        printf(_("Usage: tabletop [OPTION]\n"));
        for (const struct cli_game *const *g = cli_games; *g != NULL; g++)
                printf(_("       tabletop %s [OPTION]...\n"), (*g)->ops->name);
        printf("%s", _("       tabletop host GAME [OPTION]...\n"
                       "       tabletop join [LOGIN[/NAME]] [--seat ID]\n"
                       "       tabletop watch LOGIN[/NAME] [--present]\n"
                       "       tabletop list\n"
                       "       tabletop teach GAME [FILE] [--lessons | --host]\n"
                       "       tabletop picture FILE.ttrec [--ply N] [-o OUT]\n"
                       "       tabletop --resume\n"));
        printf("%s", _("       tabletop host --resume [NAME]\n"));
        printf(_("%s for the terminal. With no game named, opens the\n"
                 "start menu.\n\n"
                 "  --ascii          draw with ASCII characters only\n"
                 "  -h, --help       show this help and exit\n"
                 "  -V, --version    show the version and exit\n\n"
                 "'tabletop GAME --help' lists the options of a game.\n"),
               titles);
}

static void print_game_help(const struct cli_game *game)
{
        printf(_("Usage: %s [OPTION]...\n"), game->ops->name);
        printf("%s", _(game->about));
        printf(
            _("      --engine     speak the engine protocol on standard input/output\n"
              "      --restrict   with --engine: no save or load, genmove at most 2 s\n"
              "                   (for a bot that other people drive)\n"
              "  -h, --help       show this help and exit\n"
              "  -V, --version    show the version and exit\n"));
}

/* `tabletop host --resume [NAME] [--ascii]`: a hosted game kept after its
 * hosting process was killed, hosted again with its seats. */
static int cli_host_resume(int argc, char **argv)
{
        struct tui_options ui = {0};
        const char *name = NULL;

        for (int i = 3; i < argc; i++) {
                if (strcmp(argv[i], "--ascii") == 0) {
                        ui.force_ascii = true;
                } else if (argv[i][0] != '-' && !name) {
                        name = argv[i];
                } else {
                        net_print_clean(stderr, _("tabletop: unexpected argument '%s'\n"),
                                        argv[i]);
                        usage_error("tabletop");
                        return CLI_EXIT_USAGE;
                }
        }
        return tui_host_resume_main(&ui, name) == 0 ? CLI_EXIT_OK : CLI_EXIT_FAILURE;
}

/* `tabletop host GAME [OPTION]...`: the game's own command line with
 * --host. */
static int cli_host(int argc, char **argv)
{
        const struct cli_game *game = argc > 2 ? cli_game_find(argv[2]) : NULL;
        char *args[64];
        int n = 0;

        if (argc > 2 && strcmp(argv[2], "--resume") == 0)
                return cli_host_resume(argc, argv);

        if (!game) {
                net_print_clean(stderr, "%s\n",
                                _("tabletop: host which game? (tabletop host GAME)"));
                usage_error("tabletop");
                return CLI_EXIT_USAGE;
        }
        if (argc > 60) {
                net_print_clean(stderr, "%s\n", _("tabletop: too many arguments"));
                return CLI_EXIT_USAGE;
        }
        args[n++] = argv[2];
        args[n++] = (char *)"--host";
        for (int i = 3; i < argc; i++)
                args[n++] = argv[i];
        args[n] = NULL;
        return cli_run(game->options, n, args);
}

/* `tabletop join [LOGIN[/NAME]] [--seat ID]`, `tabletop watch LOGIN[/NAME]`
 * and `tabletop list`. */
static int cli_lobby(int argc, char **argv)
{
        const char *verb = argv[1], *target = NULL;
        struct tui_options ui = {0};
        bool watch = strcmp(verb, "watch") == 0;
        char seat = 0;

        if (strcmp(verb, "list") == 0) {
                if (argc > 2) {
                        net_print_clean(stderr, _("tabletop: unexpected argument '%s'\n"),
                                        argv[2]);
                        return CLI_EXIT_USAGE;
                }
                return tui_list_main(stdout);
        }
        for (int i = 2; i < argc; i++) {
                if (strcmp(argv[i], "--ascii") == 0) {
                        ui.force_ascii = true;
                } else if (strcmp(argv[i], "--present") == 0) {
                        tui_present_set(true);
                } else if (strcmp(argv[i], "--seat") == 0 && i + 1 < argc && !watch &&
                           strlen(argv[i + 1]) == 1) {
                        seat = argv[++i][0];
                } else if (argv[i][0] != '-' && !target) {
                        target = argv[i];
                } else {
                        net_print_clean(stderr, _("tabletop: unexpected argument '%s'\n"),
                                        argv[i]);
                        usage_error("tabletop");
                        return CLI_EXIT_USAGE;
                }
        }
        if (watch && !target) {
                net_print_clean(stderr, "%s\n",
                                _("tabletop: watch whose game? (tabletop watch LOGIN)"));
                return CLI_EXIT_USAGE;
        }
        return tui_join_main(&ui, target, seat, watch);
}

/* The options of `teach --host` with a value (--table, --watchers,
 * --max-watchers): 0, or -1 said on stderr. */
static int teach_host_option(struct tui_host_request *host, const char *name,
                             const char *value)
{
        char why[160];
        long n;

        if (strcmp(name, "--table") == 0) {
                if (!net_name_valid(value)) {
                        net_print_clean(stderr,
                                        _("tabletop: --table wants a name of 1 to 32 "
                                          "letters, digits, - or _, not '%s'\n"),
                                        value);
                        return -1;
                }
                snprintf(host->net.name, sizeof host->net.name, "%s", value);
                return 0;
        }
        if (strcmp(name, "--watchers") == 0) {
                if (net_host_parse_watchers(&host->net, value, why, sizeof why) != 0) {
                        net_print_clean(stderr, _("tabletop: --watchers: %s\n"), why);
                        return -1;
                }
                return 0;
        }
        if (!tt_ascii_long(value, 0, NET_PEERS_MAX - TT_SEATS_MAX, &n)) {
                net_print_clean(stderr,
                                _("tabletop: --max-watchers wants a number from 0 to 56, "
                                  "not '%s'\n"),
                                value);
                return -1;
        }
        host->net.max_watchers = (int)n;
        return 0;
}

/* `tabletop teach GAME [FILE] [--lessons] [--ascii]`: the teaching board
 * (with the position of a saved record) or the guided lessons; with
 * --host [--table NAME] [--watchers LIST] [--max-watchers N], the
 * teaching board hosted for a class. */
static int cli_teach(int argc, char **argv)
{
        const char *game = NULL, *file = NULL;
        struct tui_options ui = {0};
        struct tui_host_request host;
        bool lessons = false, hosted = false;

        tui_host_request_init(&host);
        for (int i = 2; i < argc; i++) {
                if (strcmp(argv[i], "--ascii") == 0)
                        ui.force_ascii = true;
                else if (strcmp(argv[i], "--lessons") == 0)
                        lessons = true;
                else if (strcmp(argv[i], "--host") == 0)
                        hosted = true;
                else if (strncmp(argv[i], "--table=", 8) == 0 ||
                         strncmp(argv[i], "--watchers=", 11) == 0 ||
                         strncmp(argv[i], "--max-watchers=", 15) == 0) {
                        char name[20];
                        const char *eq = strchr(argv[i], '=');
                        snprintf(name, sizeof name, "%.*s", (int)(eq - argv[i]), argv[i]);
                        if (teach_host_option(&host, name, eq + 1) != 0)
                                return CLI_EXIT_USAGE;
                } else if ((strcmp(argv[i], "--table") == 0 ||
                            strcmp(argv[i], "--watchers") == 0 ||
                            strcmp(argv[i], "--max-watchers") == 0) &&
                           i + 1 < argc) {
                        if (teach_host_option(&host, argv[i], argv[i + 1]) != 0)
                                return CLI_EXIT_USAGE;
                        i++;
                } else if (argv[i][0] != '-' && !game)
                        game = argv[i];
                else if (argv[i][0] != '-' && !file)
                        file = argv[i];
                else {
                        net_print_clean(stderr, _("tabletop: unexpected argument '%s'\n"),
                                        argv[i]);
                        usage_error("tabletop");
                        return CLI_EXIT_USAGE;
                }
        }
        if (!game) {
                net_print_clean(stderr, "%s\n",
                                _("tabletop: teach which game? (tabletop teach GAME)"));
                return CLI_EXIT_USAGE;
        }
        if (hosted && lessons) {
                net_print_clean(stderr, "%s\n",
                                _("tabletop: --host hosts the teaching board, not the "
                                  "lessons"));
                return CLI_EXIT_USAGE;
        }
        if (hosted)
                return tui_teach_host_main(&ui, game, file, &host);
        return tui_teach_main(&ui, game, file, lessons);
}

/* `tabletop --resume`: the games kept for --resume, newest first; with
 * one, that game goes on at once. */
static int cli_resume(int argc, char **argv)
{
        struct kept {
                const struct cli_game *game;
                time_t when;
        } kept[8];
        int n = 0;

        if (argc > 2) {
                net_print_clean(stderr, _("tabletop: unexpected argument '%s'\n"),
                                argv[2]);
                return CLI_EXIT_USAGE;
        }
        for (const struct cli_game *const *gp = cli_games; *gp != NULL && n < 8; gp++) {
                const struct cli_game *g = *gp;
                char path[4200];
                struct stat st;
                if (record_autosave_path(g->ops->name, path, sizeof path, NULL, 0) == 0 &&
                    lstat(path, &st) == 0 && S_ISREG(st.st_mode)) {
                        int i = n++;
                        while (i > 0 && kept[i - 1].when < st.st_mtime) {
                                kept[i] = kept[i - 1];
                                i--;
                        }
                        kept[i].game = g;
                        kept[i].when = st.st_mtime;
                }
        }
        if (n == 0) {
                net_print_clean(stderr, "%s\n",
                                _("tabletop: no game is kept for --resume"));
                return CLI_EXIT_FAILURE;
        }
        if (n == 1) {
                char *args[] = {(char *)kept[0].game->ops->name, (char *)"--resume",
                                NULL};
                return cli_run(kept[0].game->options, 2, args);
        }
        printf("%s\n", _("Games kept for --resume, newest first:"));
        for (int i = 0; i < n; i++) {
                char when[32] = "?";
                struct tm tm;
                long pid = record_autosave_holder(kept[i].game->ops->name);
                if (localtime_r(&kept[i].when, &tm))
                        strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
                char command[1100];
                printf(_("  %-8s kept %s   %s --resume"), kept[i].game->ops->name, when,
                       tui_program_command(kept[i].game->ops->name, command,
                                           sizeof command));
                if (pid > 0)
                        printf(_("   (being played, pid %ld)"), pid);
                printf("\n");
        }
        return CLI_EXIT_OK;
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
        char names[256];
        int c;

        if (argc > 1 && strcmp(argv[1], "host") == 0)
                return cli_host(argc, argv);
        if (argc > 1 && strcmp(argv[1], "teach") == 0)
                return cli_teach(argc, argv);
        if (argc > 1 && strcmp(argv[1], "picture") == 0)
                return cli_picture(argc - 1, argv + 1);
        if (argc > 1 && strcmp(argv[1], "--resume") == 0)
                return cli_resume(argc, argv);
        if (argc > 1 && (strcmp(argv[1], "join") == 0 || strcmp(argv[1], "watch") == 0 ||
                         strcmp(argv[1], "list") == 0))
                return cli_lobby(argc, argv);
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
                        net_print_clean(stderr, _("tabletop: unknown option '%s'\n"),
                                        argv[optind - 1]);
                        usage_error("tabletop");
                        return CLI_EXIT_USAGE;
                }
        }
        if (optind < argc) {
                /* TRANSLATORS: joins the games' names: "quixo or thaayam" */
                tt_game_list("", "", _(" or "), false, names, sizeof names);
                net_print_clean(stderr, _("tabletop: unknown game '%s' (choose %s)\n"),
                                argv[optind], names);
                usage_error("tabletop");
                return CLI_EXIT_USAGE;
        }
        return tui_start_menu(&ui) == 0 ? CLI_EXIT_OK : CLI_EXIT_FAILURE;
}

int cli_game(const struct cli_game *game, int argc, char **argv)
{
        static const struct option options[] = {
            {"help", no_argument, NULL, 'h'},
            {"version", no_argument, NULL, 'V'},
            {"engine", no_argument, NULL, 'E'},
            {"restrict", no_argument, NULL, 'R'},
            {NULL, 0, NULL, 0},
        };
        const char *name = game->ops->name;
        int c, i;
        int engine = 0;
        bool restricted = false;

        /* The game's front end parses its own options (cli_run);
         * --engine stays with this function. */
        for (i = 1; i < argc && strcmp(argv[i], "--engine") != 0; i++)
                ;
        if (i == argc)
                return cli_run(game->options, argc, argv);
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
                case 'R':
                        restricted = true;
                        break;
                default:
                        net_print_clean(stderr, _("%s: unknown option '%s'\n"), name,
                                        argv[optind - 1]);
                        usage_error(name);
                        return CLI_EXIT_USAGE;
                }
        }
        if (optind < argc) {
                net_print_clean(stderr, _("%s: unexpected argument '%s'\n"), name,
                                argv[optind]);
                usage_error(name);
                return CLI_EXIT_USAGE;
        }
        if (engine)
                return engine_run(name, restricted, stdin, stdout);
        /* Not reached: without --engine the game's front end took over above. */
        return CLI_EXIT_USAGE;
}
