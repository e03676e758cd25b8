/* thaayam_options.c: options of `thaayam` / `tabletop thaayam`: every
 * setting of the set-up screen, so a game can start with no menu, plus
 * --first, --state, --load, --replay, --resume, --ascii. Bad options give a
 * clear message and exit status 2. */
#include "main/thaayam_options.h"
#include "main/cli.h"
#include "main/options.h"
#include "i18n/i18n.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
        OPT_PLAYERS = 256,
        OPT_SEATS,
        OPT_SEAT,
        OPT_NAME,
        OPT_CAPTURE,
        OPT_DICE,
        OPT_LOOK,
        OPT_SEED,
        OPT_UNDO,
        OPT_FIRST,
        OPT_START,
        OPT_DEMO,
        OPT_STATE,
        OPT_LOAD,
        OPT_REPLAY,
        OPT_RESUME,
        OPT_ASCII
};

void cli_thaayam_help(void)
{
        printf("%s",
               _("Usage: thaayam [OPTION]...\n"
                 "Play Thaayam, the race game of the tamarind seeds. Without --start "
                 "the\nset-up screen opens with these settings filled in.\n\n"
                 "  --players N          2, 3 or 4 (default seats: S N; S E N; all)\n"
                 "  --seats LETTERS      the seats in play, e.g. sn, ew, sen, senw\n"
                 "  --seat ID=KIND       who plays seat s, e, n or w: human,\n"
                 "                       computer[:LEVEL] (LEVEL 1-3) or empty\n"
                 "  --name ID=NAME       the player's name at a seat\n"
                 "  --capture split|whole  a captured twin becomes two pieces (split,\n"
                 "                       default) or stays a twin (whole), rule T19\n"
                 "  --dice program|physical  the program throws, or the players throw\n"
                 "                       real seeds or cowries and type each score\n"
                 "  --look seeds|cowries how thrown dice are drawn\n"
                 "  --seed N             seed of the throws, for a reproducible game\n"
                 "  --undo on|off        allow taking back actions of a move phase\n"
                 "  --first ID           this seat starts: no throw-off (T6)\n"
                 "  --start              start the game at once, without the set-up\n"
                 "  --demo               computers on every seat in play (level 2\n"
                 "                       unless --seat says otherwise), started at\n"
                 "                       once, for a class to watch: p pause, . step,\n"
                 "                       + faster, - slower\n"
                 "  --state STRING       start from a position (a state string)\n"
                 "  --load FILE          continue a saved game\n"
                 "  --replay FILE        replay a saved game action by action\n"
                 "  --resume             continue the game left on hang-up or quit\n"
                 "  --ascii              draw with ASCII characters only\n"
                 "  --engine             speak the engine protocol on standard input\n"
                 "                       and output instead (see tabletop(6))\n"
                 "  -h, --help           show this help and exit\n"
                 "  -V, --version        show the version and exit\n\n"
                 "Example: thaayam --players 3 --seat e=computer:2 --capture whole \\\n"
                 "             --dice physical --seed 42 --start\n"));
}

static int bad(const char *fmt, const char *arg)
{
        return cli_usage("thaayam", fmt, arg);
}

static int seat_of(char c)
{
        const char *p = strchr("senw", c);
        return c && p ? (int)(p - "senw") : -1;
}

struct pending {
        int seat;
        const char *value;
};

static int split_pair(const char *arg, struct pending *p)
{
        char id;
        if (cli_pair(arg, "senw", &id, &p->value) != 0)
                return -1;
        p->seat = seat_of(id);
        return 0;
}

static int apply_seat(struct tui_thaayam_args *a, const struct pending *p)
{
        struct tui_thaayam_seat *seat = &a->set.seat[p->seat];
        const char *v = p->value;
        int level;

        if (strcmp(v, "human") == 0) {
                seat->kind = TUI_THAAYAM_HUMAN;
                return 0;
        }
        if (strcmp(v, "empty") == 0) {
                seat->kind = TUI_THAAYAM_EMPTY;
                return 0;
        }
        if (cli_computer(v, 3, &level)) {
                seat->kind = TUI_THAAYAM_COMPUTER;
                if (level)
                        seat->level = level;
                return 0;
        }
        return bad(_("bad seat kind '%s' (human, empty, computer or computer:1 to "
                     "computer:3)"),
                   v);
}

static int apply_name(struct tui_thaayam_args *a, const struct pending *p)
{
        struct tui_thaayam_seat *seat = &a->set.seat[p->seat];
        const char *problem = cli_name_problem(p->value, sizeof seat->name);

        if (problem)
                return bad(problem, p->value);
        snprintf(seat->name, sizeof seat->name, "%s", p->value);
        return 0;
}

static int parse_seats(const char *v, unsigned *mask)
{
        *mask = 0;
        for (; *v; v++) {
                int s = seat_of(*v);
                if (s < 0 || (*mask & (1u << s)))
                        return -1;
                *mask |= 1u << s;
        }
        return __builtin_popcount(*mask) >= 2 ? 0 : -1;
}

static int parse_seed(const char *v, uint64_t *seed)
{
        char *end;
        unsigned long long n;
        if (*v < '0' || *v > '9')
                return -1;
        errno = 0;
        n = strtoull(v, &end, 10);
        if (errno || *end)
                return -1;
        *seed = (uint64_t)n;
        return 0;
}

int cli_thaayam_parse(int argc, char **argv, struct tui_thaayam_args *a)
{
        static const struct option options[] = {
            {"players", required_argument, NULL, OPT_PLAYERS},
            {"seats", required_argument, NULL, OPT_SEATS},
            {"seat", required_argument, NULL, OPT_SEAT},
            {"name", required_argument, NULL, OPT_NAME},
            {"capture", required_argument, NULL, OPT_CAPTURE},
            {"dice", required_argument, NULL, OPT_DICE},
            {"look", required_argument, NULL, OPT_LOOK},
            {"seed", required_argument, NULL, OPT_SEED},
            {"undo", required_argument, NULL, OPT_UNDO},
            {"first", required_argument, NULL, OPT_FIRST},
            {"start", no_argument, NULL, OPT_START},
            {"demo", no_argument, NULL, OPT_DEMO},
            {"state", required_argument, NULL, OPT_STATE},
            {"load", required_argument, NULL, OPT_LOAD},
            {"replay", required_argument, NULL, OPT_REPLAY},
            {"resume", no_argument, NULL, OPT_RESUME},
            {"ascii", no_argument, NULL, OPT_ASCII},
            {"help", no_argument, NULL, 'h'},
            {"version", no_argument, NULL, 'V'},
            {NULL, 0, NULL, 0},
        };
        struct pending seats[16], names[16];
        int nseats = 0, nnames = 0, c, i, rc, players = 0, sources = 0;
        bool demo = false;
        unsigned mask = 0;

        a->first = -1;
        opterr = 0;
        optind = 1;
        while ((c = getopt_long(argc, argv, ":hV", options, NULL)) != -1) {
                switch (c) {
                case 'h':
                        cli_thaayam_help();
                        return CLI_EXIT_OK;
                case 'V':
                        printf(_("%s (tabletop) %s\n"), "thaayam", TABLETOP_VERSION);
                        return CLI_EXIT_OK;
                case OPT_PLAYERS:
                        if (strlen(optarg) != 1 || optarg[0] < '2' || optarg[0] > '4')
                                return bad(_("--players must be 2, 3 or 4, not '%s'"),
                                           optarg);
                        players = optarg[0] - '0';
                        break;
                case OPT_SEATS:
                        if (parse_seats(optarg, &mask) != 0)
                                return bad(_("--seats wants 2 to 4 different letters of "
                                             "s, e, n, w, not '%s'"),
                                           optarg);
                        break;
                case OPT_SEAT:
                case OPT_NAME: {
                        struct pending p;
                        if (split_pair(optarg, &p) != 0)
                                return bad(c == OPT_SEAT
                                               ? _("--seat wants ID=KIND (for example "
                                                   "e=computer:2), not '%s'")
                                               : _("--name wants ID=NAME (for example "
                                                   "s=Ana), not '%s'"),
                                           optarg);
                        if ((c == OPT_SEAT ? nseats : nnames) >= 16)
                                return bad(_("too many '%s' options"),
                                           c == OPT_SEAT ? "--seat" : "--name");
                        if (c == OPT_SEAT)
                                seats[nseats++] = p;
                        else
                                names[nnames++] = p;
                        break;
                }
                case OPT_CAPTURE:
                        if (strcmp(optarg, "split") == 0)
                                a->set.capture = 0;
                        else if (strcmp(optarg, "whole") == 0)
                                a->set.capture = 1;
                        else
                                return bad(
                                    _("--capture must be split or whole, not '%s'"),
                                    optarg);
                        break;
                case OPT_DICE:
                        if (strcmp(optarg, "program") == 0)
                                a->set.dice = TUI_THAAYAM_DICE_PROGRAM;
                        else if (strcmp(optarg, "physical") == 0)
                                a->set.dice = TUI_THAAYAM_DICE_PHYSICAL;
                        else
                                return bad(_("--dice must be program or physical, not "
                                             "'%s'"),
                                           optarg);
                        break;
                case OPT_LOOK:
                        if (strcmp(optarg, "seeds") == 0)
                                a->set.look = TUI_THAAYAM_LOOK_SEEDS;
                        else if (strcmp(optarg, "cowries") == 0)
                                a->set.look = TUI_THAAYAM_LOOK_COWRIES;
                        else
                                return bad(_("--look must be seeds or cowries, not '%s'"),
                                           optarg);
                        break;
                case OPT_SEED:
                        if (parse_seed(optarg, &a->set.seed) != 0)
                                return bad(_("--seed wants a whole number, not '%s'"),
                                           optarg);
                        break;
                case OPT_UNDO:
                        if (cli_onoff(optarg, &a->set.undo) != 0)
                                return bad(_("the value must be on or off, not '%s'"),
                                           optarg);
                        break;
                case OPT_FIRST:
                        if (strlen(optarg) != 1 || seat_of(optarg[0]) < 0)
                                return bad(_("--first wants a seat (s, e, n or w), not "
                                             "'%s'"),
                                           optarg);
                        a->first = seat_of(optarg[0]);
                        break;
                case OPT_START:
                        a->start = true;
                        break;
                case OPT_DEMO:
                        demo = true;
                        a->start = true;
                        break;
                case OPT_STATE:
                        a->state = optarg;
                        sources++;
                        break;
                case OPT_LOAD:
                        a->load_file = optarg;
                        sources++;
                        break;
                case OPT_REPLAY:
                        a->replay_file = optarg;
                        sources++;
                        break;
                case OPT_RESUME:
                        a->resume = true;
                        sources++;
                        break;
                case OPT_ASCII:
                        a->ui.force_ascii = true;
                        break;
                case ':':
                        return bad(_("option '%s' needs a value"), argv[optind - 1]);
                default:
                        return bad(_("unknown option '%s'"), argv[optind - 1]);
                }
        }
        if (optind < argc)
                return bad(_("unexpected argument '%s'"), argv[optind]);
        if (sources > 1)
                return bad("%s", _("choose only one of --state, --load, --replay and "
                                   "--resume"));
        if (players && mask && __builtin_popcount(mask) != players)
                return bad("%s", _("--players and --seats disagree"));
        if (players)
                tui_thaayam_default_seats(&a->set, players);
        if (mask)
                for (i = 0; i < 4; i++) {
                        if (!(mask & (1u << i)))
                                a->set.seat[i].kind = TUI_THAAYAM_EMPTY;
                        else if (a->set.seat[i].kind == TUI_THAAYAM_EMPTY)
                                a->set.seat[i].kind = TUI_THAAYAM_HUMAN;
                }
        /* --demo: computers on every seat in play, before --seat is applied. */
        if (demo)
                for (i = 0; i < 4; i++)
                        if (a->set.seat[i].kind != TUI_THAAYAM_EMPTY) {
                                a->set.seat[i].kind = TUI_THAAYAM_COMPUTER;
                                a->set.seat[i].level = 2;
                        }
        for (i = 0; i < nseats; i++)
                if ((rc = apply_seat(a, &seats[i])) != 0)
                        return rc;
        for (i = 0; i < nnames; i++)
                if ((rc = apply_name(a, &names[i])) != 0)
                        return rc;
        if (tui_thaayam_players(&a->set) < 2)
                return bad("%s", _("at least two seats must be in play (T2)"));
        if (players && tui_thaayam_players(&a->set) != players)
                return bad("%s", _("--players and --seat disagree"));
        if (a->first >= 0 && a->set.seat[a->first].kind == TUI_THAAYAM_EMPTY)
                return bad(_("--first: seat '%s' is not in play"),
                           (char[]){"senw"[a->first], 0});
        return -1;
}

int cli_thaayam(int argc, char **argv)
{
        struct tui_thaayam_args a;
        int rc;

        memset(&a, 0, sizeof a);
        tui_thaayam_settings_load(&a.set);
        rc = cli_thaayam_parse(argc, argv, &a);
        if (rc >= 0)
                return rc;
        return tui_thaayam_main(&a) == 0 ? CLI_EXIT_OK : CLI_EXIT_FAILURE;
}
