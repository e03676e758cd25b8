/* quixo_options.c: options of `quixo` / `tabletop quixo`: every setting of
 * the set-up screen, so a game can start with no menu, plus --load,
 * --replay, --resume, --ascii. Bad options give a clear message and exit
 * status 2. */
#include "main/quixo_options.h"
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
        OPT_SEAT,
        OPT_NAME,
        OPT_FIRST,
        OPT_ORDER,
        OPT_CLOCK,
        OPT_REPETITION,
        OPT_ADVICE,
        OPT_UNDO,
        OPT_START,
        OPT_DEMO,
        OPT_LOAD,
        OPT_REPLAY,
        OPT_RESUME,
        OPT_ASCII
};

void cli_quixo_help(void)
{
        printf("%s",
               _("Usage: quixo [OPTION]...\n"
                 "Play Quixo, the game of pushing cubes. Without --start the set-up "
                 "screen\nopens with these settings filled in.\n\n"
                 "  --players N          2 or 4 (two teams of two)\n"
                 "  --seat ID=KIND       who plays a seat: human, or computer[:LEVEL]\n"
                 "                       (LEVEL 1-5); ID is x or o with two players,\n"
                 "                       s, e, n or w with four\n"
                 "  --name ID=NAME       the player's name at a seat\n"
                 "  --first ID           who starts (x, o; or s, e, n, w)\n"
                 "  --order cw|ccw       turn order with four players: clockwise\n"
                 "                       S W N E (default) or counter-clockwise S E N W\n"
                 "  --clock off|move:S|game:S[+I]\n"
                 "                       time limit: none, S seconds per move, or S\n"
                 "                       seconds per side for the game plus I per move\n"
                 "  --repetition on|off  draw on the third repetition (default on)\n"
                 "  --advice on|off      teammates may advise each other (shown only)\n"
                 "  --undo on|off        allow taking moves back (default on)\n"
                 "  --start              start the game at once, without the set-up\n"
                 "  --demo               computers on every seat (level 3 unless\n"
                 "                       --seat says otherwise), started at once, for\n"
                 "                       a class to watch: p pause, . step, + faster,\n"
                 "                       - slower\n"
                 "  --load FILE          continue a saved game\n"
                 "  --replay FILE        replay a saved game move by move\n"
                 "  --resume             continue the game left on hang-up or quit\n"
                 "  --ascii              draw with ASCII characters only\n"
                 "  --engine             speak the engine protocol on standard input\n"
                 "                       and output instead (see tabletop(6))\n"
                 "  -h, --help           show this help and exit\n"
                 "  -V, --version        show the version and exit\n\n"
                 "Example: quixo --players 4 --seat e=computer:3 --seat w=computer:3 \\\n"
                 "           --name s=Ana --name n=Ben --start\n"));
}

static int bad(const char *fmt, const char *arg)
{
        return cli_usage("quixo", fmt, arg);
}

/* A seat id: 'x'/'o' or 's','e','n','w'. Checked against --players later. */
static int seat_of(char c)
{
        const char *p = strchr("xosenw", c);
        return c && p ? (int)(p - "xosenw") : -1;
}

struct pending {
        char id;
        const char *value;
};

static struct tui_quixo_seat *seat_ptr(struct tui_quixo_args *a, char id)
{
        int i = seat_of(id);
        if (i < 0)
                return NULL;
        if (a->set.players == 4)
                return i >= 2 ? &a->set.seat4[i - 2] : NULL;
        return i < 2 ? &a->set.seat2[i] : NULL;
}

static int apply_seat(struct tui_quixo_args *a, const struct pending *p)
{
        struct tui_quixo_seat *seat = seat_ptr(a, p->id);
        const char *v = p->value;
        int level = 0;

        if (!seat)
                return bad(a->set.players == 4
                               ? _("no seat '%s' with four players (s, e, n, w)")
                               : _("no seat '%s' with two players (x, o)"),
                           (char[]){p->id, 0});
        if (strcmp(v, "human") == 0) {
                seat->kind = TUI_QUIXO_HUMAN;
                return 0;
        }
        if (cli_computer(v, 5, &level)) {
                seat->kind = TUI_QUIXO_COMPUTER;
                if (level)
                        seat->level = level;
                return 0;
        }
        return bad(_("bad seat kind '%s' (human, computer or computer:1 to computer:5)"),
                   v);
}

static int apply_name(struct tui_quixo_args *a, const struct pending *p)
{
        struct tui_quixo_seat *seat = seat_ptr(a, p->id);
        const char *problem;

        if (!seat)
                return bad(a->set.players == 4
                               ? _("no seat '%s' with four players (s, e, n, w)")
                               : _("no seat '%s' with two players (x, o)"),
                           (char[]){p->id, 0});
        if ((problem = cli_name_problem(p->value, sizeof seat->name)) != NULL)
                return bad(problem, p->value);
        snprintf(seat->name, sizeof seat->name, "%s", p->value);
        return 0;
}

static int split_pair(const char *arg, struct pending *p)
{
        return cli_pair(arg, "xosenw", &p->id, &p->value);
}

static int parse_clock(const char *v, struct tui_quixo_settings *set)
{
        char buf[64], *plus;
        int secs, inc = 0;

        if (strcmp(v, "off") == 0) {
                set->clock = TUI_QUIXO_CLOCK_OFF;
                return 0;
        }
        if (strncmp(v, "move:", 5) == 0 && cli_int(v + 5, 1, 36000, &secs) == 0) {
                set->clock = TUI_QUIXO_CLOCK_MOVE;
                set->limit_s = secs;
                return 0;
        }
        if (strncmp(v, "game:", 5) != 0 || strlen(v + 5) >= sizeof buf)
                return -1;
        snprintf(buf, sizeof buf, "%s", v + 5);
        plus = strchr(buf, '+');
        if (plus) {
                *plus = '\0';
                if (cli_int(plus + 1, 0, 3600, &inc) != 0)
                        return -1;
        }
        if (cli_int(buf, 1, 36000, &secs) != 0)
                return -1;
        set->clock = TUI_QUIXO_CLOCK_GAME;
        set->limit_s = secs;
        set->increment_s = inc;
        return 0;
}

/* --demo: computers on every seat (level 3), before --seat is applied. */
static void demo_seats(struct tui_quixo_settings *set)
{
        for (int i = 0; i < 2; i++) {
                set->seat2[i].kind = TUI_QUIXO_COMPUTER;
                set->seat2[i].level = 3;
        }
        for (int i = 0; i < 4; i++) {
                set->seat4[i].kind = TUI_QUIXO_COMPUTER;
                set->seat4[i].level = 3;
        }
}

int cli_quixo_parse(int argc, char **argv, struct tui_quixo_args *a)
{
        static const struct option options[] = {
            {"players", required_argument, NULL, OPT_PLAYERS},
            {"seat", required_argument, NULL, OPT_SEAT},
            {"name", required_argument, NULL, OPT_NAME},
            {"first", required_argument, NULL, OPT_FIRST},
            {"order", required_argument, NULL, OPT_ORDER},
            {"clock", required_argument, NULL, OPT_CLOCK},
            {"repetition", required_argument, NULL, OPT_REPETITION},
            {"advice", required_argument, NULL, OPT_ADVICE},
            {"undo", required_argument, NULL, OPT_UNDO},
            {"start", no_argument, NULL, OPT_START},
            {"demo", no_argument, NULL, OPT_DEMO},
            {"load", required_argument, NULL, OPT_LOAD},
            {"replay", required_argument, NULL, OPT_REPLAY},
            {"resume", no_argument, NULL, OPT_RESUME},
            {"ascii", no_argument, NULL, OPT_ASCII},
            {"help", no_argument, NULL, 'h'},
            {"version", no_argument, NULL, 'V'},
            {NULL, 0, NULL, 0},
        };
        /* Seats and names are applied after --players is known. */
        struct pending seats[16], names[16];
        int nseats = 0, nnames = 0, c, i, rc, first = -1, sources = 0;
        bool demo = false;

        opterr = 0;
        optind = 1;
        while ((c = getopt_long(argc, argv, ":hV", options, NULL)) != -1) {
                switch (c) {
                case 'h':
                        cli_quixo_help();
                        return CLI_EXIT_OK;
                case 'V':
                        printf(_("%s (tabletop) %s\n"), "quixo", TABLETOP_VERSION);
                        return CLI_EXIT_OK;
                case OPT_PLAYERS:
                        if (strcmp(optarg, "2") != 0 && strcmp(optarg, "4") != 0)
                                return bad(_("--players must be 2 or 4, not '%s'"),
                                           optarg);
                        a->set.players = optarg[0] - '0';
                        break;
                case OPT_SEAT:
                case OPT_NAME: {
                        struct pending p;
                        if (split_pair(optarg, &p) != 0)
                                return bad(
                                    c == OPT_SEAT
                                        ? _("--seat wants ID=KIND (for example "
                                            "o=computer:3), not '%s'")
                                        : _("--name wants ID=NAME (for example s=Ana), "
                                            "not '%s'"),
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
                case OPT_FIRST:
                        if (strlen(optarg) != 1 || seat_of(optarg[0]) < 0)
                                return bad(
                                    _("--first wants a seat (x, o, s, e, n or w), not "
                                      "'%s'"),
                                    optarg);
                        first = seat_of(optarg[0]);
                        break;
                case OPT_ORDER:
                        if (strcmp(optarg, "cw") == 0)
                                a->set.order = 0;
                        else if (strcmp(optarg, "ccw") == 0)
                                a->set.order = 1;
                        else
                                return bad(_("--order must be cw or ccw, not '%s'"),
                                           optarg);
                        break;
                case OPT_CLOCK:
                        if (parse_clock(optarg, &a->set) != 0)
                                return bad(_("--clock must be off, move:SECONDS or "
                                             "game:SECONDS[+INCREMENT], not '%s'"),
                                           optarg);
                        break;
                case OPT_REPETITION:
                case OPT_ADVICE:
                case OPT_UNDO: {
                        bool v;
                        if (cli_onoff(optarg, &v) != 0)
                                return bad(_("the value must be on or off, not '%s'"),
                                           optarg);
                        if (c == OPT_REPETITION)
                                a->set.repetition = v;
                        else if (c == OPT_ADVICE)
                                a->set.advice = v;
                        else
                                a->set.undo = v;
                        break;
                }
                case OPT_START:
                        a->start = true;
                        break;
                case OPT_DEMO:
                        demo = true;
                        a->start = true;
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
                return bad("%s", _("choose only one of --load, --replay and --resume"));
        if (demo)
                demo_seats(&a->set);
        for (i = 0; i < nseats; i++)
                if ((rc = apply_seat(a, &seats[i])) != 0)
                        return rc;
        for (i = 0; i < nnames; i++)
                if ((rc = apply_name(a, &names[i])) != 0)
                        return rc;
        if (first >= 0) {
                if (a->set.players == 4 && first >= 2)
                        a->set.first4 = first - 2;
                else if (a->set.players == 2 && first < 2)
                        a->set.first2 = first;
                else
                        return bad(
                            a->set.players == 4
                                ? _("--first must be s, e, n or w with four players, "
                                    "not '%s'")
                                : _("--first must be x or o with two players, not '%s'"),
                            (char[]){"xosenw"[first], 0});
        }
        return -1;
}

int cli_quixo(int argc, char **argv)
{
        struct tui_quixo_args a;
        int rc;

        memset(&a, 0, sizeof a);
        tui_quixo_settings_load(&a.set);
        rc = cli_quixo_parse(argc, argv, &a);
        if (rc >= 0)
                return rc;
        return tui_quixo_main(&a) == 0 ? CLI_EXIT_OK : CLI_EXIT_FAILURE;
}
