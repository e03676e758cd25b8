/* options.c: the games' command lines (see options.h): the getopt loop
 * over a game's table of options and the options every game shares. */
#include "tt_ascii.h"
#include "main/options.h"
#include "net/sanitize.h"
#include "main/cli.h"
#include "net/rendezvous.h"
#include "i18n/i18n.h"
#include "tui/play/present.h"
#include "tui/saved/list.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cli_usage(const char *prog, const char *fmt, const char *arg)
{
        net_print_clean(stderr, "%s: ", prog);
        net_print_clean(stderr, fmt, arg);
        net_print_clean(stderr, "\n");
        net_print_clean(stderr, _("Try '%s --help' for more information.\n"), prog);
        return CLI_EXIT_USAGE;
}

int cli_bad(const struct cli_parser *p, const char *fmt, const char *arg)
{
        return cli_usage(p->game->prog, fmt, arg);
}

int cli_onoff(const char *v, bool *out)
{
        if (strcmp(v, "on") == 0 || strcmp(v, "yes") == 0) {
                *out = true;
                return 0;
        }
        if (strcmp(v, "off") == 0 || strcmp(v, "no") == 0) {
                *out = false;
                return 0;
        }
        return -1;
}

int cli_int(const char *v, int min, int max, int *out)
{
        long n;
        if (!tt_ascii_digit(*v) || !tt_ascii_long(v, min, max, &n))
                return -1; /* no sign, no spaces */
        *out = (int)n;
        return 0;
}

int cli_word(const char *v, const char *const *words)
{
        for (int i = 0; words[i] != NULL; i++)
                if (strcmp(v, words[i]) == 0)
                        return i;
        return -1;
}

int cli_pair(const char *arg, const char *ids, char *id, const char **value)
{
        if (!arg[0] || arg[1] != '=' || !strchr(ids, arg[0]))
                return -1;
        *id = arg[0];
        *value = arg + 2;
        return 0;
}

bool cli_computer(const char *v, int max_level, int *level)
{
        if (strncmp(v, "computer", 8) != 0)
                return false;
        *level = 0;
        return v[8] == '\0' || (v[8] == ':' && cli_int(v + 9, 1, max_level, level) == 0);
}

const char *cli_name_problem(const char *name, size_t size)
{
        if (!*name || strlen(name) >= size)
                return _("a name must have 1 to 63 bytes: '%s'");
        if (!net_text_clean(name)) /* C0, C1, bidi controls or bad UTF-8 */
                return _("a name may not contain control characters: '%s'");
        return NULL;
}

int cli_opt_first(struct cli_parser *p, const char *value)
{
        if (strlen(value) != 1 || !strchr(p->game->seat_ids, value[0]))
                return -1;
        p->first = value[0];
        return 0;
}

/* --seat ID=KIND and --name ID=NAME: kept until --players is known. */
static int add_pair(struct cli_parser *p, const char *value, bool seat)
{
        struct cli_pending pair;
        int *n = seat ? &p->nseats : &p->nnames;

        if (cli_pair(value, p->game->seat_ids, &pair.id, &pair.value) != 0)
                return cli_bad(p,
                               seat ? _(p->game->seat_syntax)
                                    : _("--name wants ID=NAME (for example s=Ana), "
                                        "not '%s'"),
                               value);
        if (*n >= CLI_PAIRS_MAX)
                return cli_bad(p, _("too many '%s' options"), seat ? "--seat" : "--name");
        (seat ? p->seats : p->names)[(*n)++] = pair;
        return 0;
}

static int opt_seat(struct cli_parser *p, const char *value)
{
        return add_pair(p, value, true);
}

static int opt_name(struct cli_parser *p, const char *value)
{
        return add_pair(p, value, false);
}

static int opt_start(struct cli_parser *p, const char *value)
{
        (void)value;
        *p->common.start = true;
        return 0;
}

static int opt_demo(struct cli_parser *p, const char *value)
{
        p->demo = true;
        return opt_start(p, value);
}

static int opt_loop(struct cli_parser *p, const char *value)
{
        (void)value;
        p->loop = true;
        return 0;
}

static int opt_load(struct cli_parser *p, const char *value)
{
        *p->common.load_file = value;
        p->sources++;
        return 0;
}

static int opt_replay(struct cli_parser *p, const char *value)
{
        *p->common.replay_file = value;
        p->sources++;
        return 0;
}

static int opt_saved(struct cli_parser *p, const char *value)
{
        (void)value;
        p->saved = true;
        return 0;
}

static int opt_resume(struct cli_parser *p, const char *value)
{
        (void)value;
        *p->common.resume = true;
        p->sources++;
        return 0;
}

static int opt_ascii(struct cli_parser *p, const char *value)
{
        (void)value;
        p->common.ui->force_ascii = true;
        return 0;
}

static int opt_present(struct cli_parser *p, const char *value)
{
        (void)p;
        (void)value;
        tui_present_set(true);
        return 0;
}

static int opt_host(struct cli_parser *p, const char *value)
{
        (void)value;
        p->common.host->host = true;
        return 0;
}

static int opt_table(struct cli_parser *p, const char *value)
{
        if (!net_name_valid(value))
                return -1;
        snprintf(p->common.host->net.name, sizeof p->common.host->net.name, "%s", value);
        return 0;
}

static int opt_watchers(struct cli_parser *p, const char *value)
{
        char why[160];
        if (net_host_parse_watchers(&p->common.host->net, value, why, sizeof why) != 0)
                return cli_bad(p, _("--watchers: %s"), why);
        return 0;
}

static int opt_max_watchers(struct cli_parser *p, const char *value)
{
        long n;
        if (!tt_ascii_long(value, 0, NET_PEERS_MAX - TT_SEATS_MAX, &n))
                return -1;
        p->common.host->net.max_watchers = (int)n;
        return 0;
}

static const struct cli_option shared_options[] = {
    {"seat", true, opt_seat, NULL},
    {"name", true, opt_name, NULL},
    {"start", false, opt_start, NULL},
    {"demo", false, opt_demo, NULL},
    {"loop", false, opt_loop, NULL},
    {"load", true, opt_load, NULL},
    {"replay", true, opt_replay, NULL},
    {"resume", false, opt_resume, NULL},
    {"saved", false, opt_saved, NULL},
    {"ascii", false, opt_ascii, NULL},
    {"present", false, opt_present, NULL},
    {"host", false, opt_host, NULL},
    {"table", true, opt_table,
     N_("--table wants a name of 1 to 32 letters, digits, - or _, not '%s'")},
    {"watchers", true, opt_watchers, NULL},
    {"max-watchers", true, opt_max_watchers,
     N_("--max-watchers wants a number from 0 to 56, not '%s'")},
    {NULL, false, NULL, NULL},
};

/* The end of the list of options in every game's --help. */
#define SHARED_HELP                                                                      \
        N_("  --loop               with --demo: a new game after each end, for a\n"      \
           "                       screen left unattended\n"                             \
           "  --resume             continue the game left on hang-up or quit\n"          \
           "  --saved              list the saved games, newest first, one a line:\n"    \
           "                       name, game, date, moves, result, players\n"           \
           "                       (separated by tabs), and exit; --load and\n"          \
           "                       --replay take a name's unique beginning\n"            \
           "  --host               host the game for players at other terminals\n"       \
           "                       of this machine (--seat ID=remote[:LOGIN]\n"          \
           "                       leaves a seat for them; see tabletop(6))\n"           \
           "  --table NAME         the hosted game's name (default: game)\n"             \
           "  --watchers WHO       who may watch it: anyone (default), none,\n"          \
           "                       or logins separated by commas\n"                      \
           "  --max-watchers N     at most N watchers at once (default 32)\n"            \
           "  --ascii              draw with ASCII characters only\n"                    \
           "  --present            the presenter's view: a large board, the moves\n"     \
           "                       in large print, no key hints (f toggles it)\n"        \
           "  --engine             speak the engine protocol on standard input\n"        \
           "                       and output instead (see tabletop(6));\n"              \
           "                       --engine --restrict: no save or load, genmove\n"      \
           "                       at most 2 s (a bot that other people drive)\n"        \
           "  -h, --help           show this help and exit\n"                            \
           "  -V, --version        show the version and exit\n\n")

enum { OPTIONS_MAX = 40, OPT_FIRST_VAL = 256 };

/* The getopt table of a game: its own options, then the shared ones,
 * --help and --version; handlers[i] goes with the value OPT_FIRST_VAL + i. */
static void getopt_table(const struct cli_game_options *g, struct option *out,
                         const struct cli_option **handlers)
{
        const struct cli_option *const lists[] = {g->options, shared_options};
        int n = 0;

        for (size_t l = 0; l < sizeof lists / sizeof lists[0]; l++)
                for (const struct cli_option *o = lists[l];
                     o->name != NULL && n < OPTIONS_MAX - 3; o++, n++) {
                        out[n] = (struct option){
                            o->name, o->has_value ? required_argument : no_argument, NULL,
                            OPT_FIRST_VAL + n};
                        handlers[n] = o;
                }
        out[n++] = (struct option){"help", no_argument, NULL, 'h'};
        out[n++] = (struct option){"version", no_argument, NULL, 'V'};
        out[n] = (struct option){NULL, 0, NULL, 0};
}

/* The usage error for an id that is not a seat of the game now. */
static int no_seat(struct cli_parser *p, char id)
{
        const char *why =
            p->game->no_seat ? p->game->no_seat(p->args) : _("no seat '%s'");
        return cli_bad(p, why, (char[]){id, 0});
}

/* remote or remote:LOGIN: the seat is left for a player at another
 * terminal of this machine (anyone, or that login) in a hosted game. */
static int remote_seat(struct cli_parser *p, const struct cli_pending *pair)
{
        char why[160];
        const char *login = pair->value[6] == ':' ? pair->value + 7 : "";
        int seat = p->game->seat_index(p->args, pair->id);

        if (pair->value[6] == ':' && !login[0])
                return cli_bad(p, _(p->game->bad_kind), pair->value);
        if (tui_host_remote_seat(p->common.host, pair->id, login, why, sizeof why) != 0)
                return cli_bad(p, "%s", why);
        p->game->set_seat(p->args, seat, CLI_SEAT_HUMAN, 0);
        return 0;
}

static int apply_seat(struct cli_parser *p, const struct cli_pending *pair)
{
        const struct cli_game_options *g = p->game;
        int seat = g->seat_index(p->args, pair->id), level = 0;
        enum cli_seat_kind kind;

        if (seat < 0)
                return no_seat(p, pair->id);
        if (strcmp(pair->value, "human") == 0)
                kind = CLI_SEAT_HUMAN;
        else if (g->has_empty && strcmp(pair->value, "empty") == 0)
                kind = CLI_SEAT_EMPTY;
        else if (cli_computer(pair->value, g->max_level, &level))
                kind = CLI_SEAT_COMPUTER;
        else if (strncmp(pair->value, "remote", 6) == 0 &&
                 (pair->value[6] == '\0' || pair->value[6] == ':'))
                return remote_seat(p, pair);
        else
                return cli_bad(p, _(g->bad_kind), pair->value);
        g->set_seat(p->args, seat, kind, level);
        return 0;
}

static int apply_name(struct cli_parser *p, const struct cli_pending *pair)
{
        const struct cli_game_options *g = p->game;
        int seat = g->seat_index(p->args, pair->id);
        const char *problem;
        size_t size;
        char *name;

        if (seat < 0)
                return no_seat(p, pair->id);
        name = g->seat_name(p->args, seat, &size);
        if ((problem = cli_name_problem(pair->value, size)) != NULL)
                return cli_bad(p, problem, pair->value);
        snprintf(name, size, "%s", pair->value);
        return 0;
}

/* --saved: the game's saved games, one a line, fields separated by tabs
 * (for scripts and shell completion: the name comes first). */
static int print_saved(const struct cli_parser *p)
{
        static struct tui_saved_game list[TUI_SAVED_LIST_MAX];
        int n = tui_saved_list(p->game->prog, "", list, TUI_SAVED_LIST_MAX);

        for (int i = 0; i < n; i++) {
                char players[300], name[TUI_SAVED_NAME_MAX * 2], who[600];
                tui_saved_players(&list[i], players, sizeof players);
                /* clean fields (the tabs between them are ours) */
                net_sanitize(name, sizeof name, list[i].name);
                net_sanitize(who, sizeof who, players);
                printf("%s\t%s\t%s\t%ld\t%s\t%s\n", name, list[i].game, list[i].date,
                       list[i].moves, list[i].result[0] ? list[i].result : "?", who);
        }
        return CLI_EXIT_OK;
}

/* --load NAME and --replay NAME: a unique beginning of a saved game's
 * name is that game (tui_saved_resolve). 0, or an exit status after the
 * reason (no such game, or which ones begin so). */
static int resolve_saved(struct cli_parser *p, const char **name)
{
        static char resolved[4096];
        char why[600];

        if (!*name)
                return 0;
        if (tui_saved_resolve(p->game->prog, *name, resolved, sizeof resolved, why,
                              sizeof why) != 0) {
                net_print_clean(stderr, "%s: %s\n", p->game->prog, why);
                return CLI_EXIT_FAILURE;
        }
        *name = resolved;
        return 0;
}

/* After the options: the checks of both games, then the seats and names. */
static int finish(struct cli_parser *p, int argc, char **argv)
{
        int rc, i;

        if (optind < argc)
                return cli_bad(p, _("unexpected argument '%s'"), argv[optind]);
        if (p->sources > 1)
                return cli_bad(p, "%s", _(p->game->sources_clash));
        if (p->saved)
                return print_saved(p);
        if ((rc = resolve_saved(p, p->common.load_file)) != 0 ||
            (rc = resolve_saved(p, p->common.replay_file)) != 0)
                return rc;
        if ((rc = p->game->before_seats(p)) >= 0)
                return rc;
        for (i = 0; i < p->nseats; i++)
                if ((rc = apply_seat(p, &p->seats[i])) != 0)
                        return rc;
        for (i = 0; i < p->nnames; i++)
                if ((rc = apply_name(p, &p->names[i])) != 0)
                        return rc;
        if (p->common.host->nremote > 0 && !p->common.host->host)
                return cli_bad(p, "%s", _("a remote seat needs --host"));
        if (p->common.host->host && (*p->common.replay_file || *p->common.resume))
                return cli_bad(p, "%s", _("--host takes a new game or --load FILE"));
        if (p->loop && !p->demo)
                return cli_bad(p, "%s", _("--loop goes with --demo"));
        *p->common.loop = p->loop;
        return p->game->after_seats(p);
}

int cli_parse(const struct cli_game_options *game, int argc, char **argv, void *args)
{
        struct option options[OPTIONS_MAX];
        const struct cli_option *handlers[OPTIONS_MAX];
        struct cli_parser p;
        int c, rc;

        memset(&p, 0, sizeof p);
        p.game = game;
        p.args = args;
        game->common(args, &p.common);
        getopt_table(game, options, handlers);
        opterr = 0;
        optind = 1;
        while ((c = getopt_long(argc, argv, ":hV", options, NULL)) != -1) {
                if (c == 'h') {
                        printf("%s%s%s", _(game->help), _(SHARED_HELP), _(game->example));
                        return CLI_EXIT_OK;
                }
                if (c == 'V') {
                        printf(_("%s (tabletop) %s\n"), game->prog, TABLETOP_VERSION);
                        return CLI_EXIT_OK;
                }
                if (c == ':')
                        return cli_bad(&p, _("option '%s' needs a value"),
                                       argv[optind - 1]);
                if (c < OPT_FIRST_VAL || c >= OPT_FIRST_VAL + OPTIONS_MAX)
                        return cli_bad(&p, _("unknown option '%s'"), argv[optind - 1]);
                const struct cli_option *o = handlers[c - OPT_FIRST_VAL];
                rc = o->apply(&p, optarg);
                if (rc < 0)
                        return cli_bad(&p, _(o->bad), optarg);
                if (rc > 0)
                        return rc;
        }
        return finish(&p, argc, argv);
}

int cli_run(const struct cli_game_options *game, int argc, char **argv)
{
        void *args = calloc(1, game->args_size);
        int rc;

        if (args == NULL) {
                net_print_clean(stderr, "%s: %s\n", game->prog, _("out of memory"));
                return CLI_EXIT_FAILURE;
        }
        game->defaults(args);
        rc = cli_parse(game, argc, argv, args);
        if (rc < 0)
                rc = game->run(args) == 0 ? CLI_EXIT_OK : CLI_EXIT_FAILURE;
        free(args);
        return rc;
}
