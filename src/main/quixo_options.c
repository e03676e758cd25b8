/* quixo_options.c: the command line of `quixo` / `tabletop quixo`: every
 * setting of the set-up screen, so a game can start with no menu, as a
 * table of options read by options.c (which also gives --seat, --name,
 * --start, --demo, --load, --replay, --resume and --ascii). Bad options
 * give a clear message and exit status 2. */
#include "main/cli.h"
#include "main/options.h"
#include "tui/quixo/screen.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

/* The seat ids: 'x'/'o' with two players, 's','e','n','w' with four. */
enum { GIVEN_PLAYERS = 1, GIVEN_CLOCK = 2 };
static const char seat_ids[] = "xosenw";

static struct tui_quixo_args *q_args_of(struct cli_parser *p)
{
        return p->args;
}

static struct tui_seat_setting *seat_at(void *args, int seat)
{
        struct tui_quixo_settings *set = &((struct tui_quixo_args *)args)->set;
        return set->players == 4 ? &set->seat4[seat - 2] : &set->seat2[seat];
}

static int q_seat_index(const void *args, char id)
{
        int players = ((const struct tui_quixo_args *)args)->set.players;
        const char *c = id ? strchr(seat_ids, id) : NULL;
        int i = c ? (int)(c - seat_ids) : -1;
        return i >= 0 && (players == 4) == (i >= 2) ? i : -1;
}

static const char *q_no_seat(const void *args)
{
        return ((const struct tui_quixo_args *)args)->set.players == 4
                   ? _("no seat '%s' with four players (s, e, n, w)")
                   : _("no seat '%s' with two players (x, o)");
}

static void q_set_seat(void *args, int seat, enum cli_seat_kind kind, int level)
{
        struct tui_seat_setting *s = seat_at(args, seat);
        s->kind = kind == CLI_SEAT_COMPUTER ? TUI_SEAT_COMPUTER : TUI_SEAT_HUMAN;
        if (level)
                s->level = level;
}

static char *q_seat_name(void *args, int seat, size_t *size)
{
        struct tui_seat_setting *s = seat_at(args, seat);
        *size = sizeof s->name;
        return s->name;
}

static int opt_players(struct cli_parser *p, const char *v)
{
        if (strcmp(v, "2") != 0 && strcmp(v, "4") != 0)
                return -1;
        q_args_of(p)->set.players = v[0] - '0';
        p->given |= GIVEN_PLAYERS;
        return 0;
}

static int opt_order(struct cli_parser *p, const char *v)
{
        static const char *const orders[] = {"cw", "ccw", NULL};
        int i = cli_word(v, orders);
        if (i < 0)
                return -1;
        q_args_of(p)->set.order = i;
        return 0;
}

/* off, move:S or game:S[+I] (Q20). */
static int opt_clock(struct cli_parser *p, const char *v)
{
        struct tui_quixo_settings *set = &q_args_of(p)->set;
        char buf[64], *plus;
        int secs, inc = 0;

        p->given |= GIVEN_CLOCK;
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

static int opt_repetition(struct cli_parser *p, const char *v)
{
        return cli_onoff(v, &q_args_of(p)->set.repetition);
}

static int opt_advice(struct cli_parser *p, const char *v)
{
        return cli_onoff(v, &q_args_of(p)->set.advice);
}

static int opt_undo(struct cli_parser *p, const char *v)
{
        return cli_onoff(v, &q_args_of(p)->set.undo);
}

static const struct cli_option options[] = {
    {"players", true, opt_players, N_("--players must be 2 or 4, not '%s'")},
    {"first", true, cli_opt_first,
     N_("--first wants a seat (x, o, s, e, n or w), not '%s'")},
    {"order", true, opt_order, N_("--order must be cw or ccw, not '%s'")},
    {"clock", true, opt_clock,
     N_("--clock must be off, move:SECONDS or game:SECONDS[+INCREMENT], not '%s'")},
    {"repetition", true, opt_repetition, N_("the value must be on or off, not '%s'")},
    {"advice", true, opt_advice, N_("the value must be on or off, not '%s'")},
    {"undo", true, opt_undo, N_("the value must be on or off, not '%s'")},
    {NULL, false, NULL, NULL},
};

/* --demo: computers on every seat (level 3), before --seat is applied. */
/* Two when a seat named on the command line is x or o (the seats of two
 * players), else 0. */
static int players_named(const struct cli_parser *p)
{
        for (int i = 0; i < p->nseats + p->nnames + 1; i++) {
                char id = i < p->nseats               ? p->seats[i].id
                          : i < p->nseats + p->nnames ? p->names[i - p->nseats].id
                                                      : p->first;
                if (id == 'x' || id == 'o')
                        return 2;
        }
        return 0;
}

/* Options win over remembered settings: seats named x or o mean two
 * players unless --players says so; a demonstration has no clock unless
 * --clock asks for one. */
static int q_before_seats(struct cli_parser *p)
{
        struct tui_quixo_settings *set = &q_args_of(p)->set;
        int named = players_named(p);

        if (!(p->given & GIVEN_PLAYERS) && named)
                set->players = named;
        if (p->demo && !(p->given & GIVEN_CLOCK))
                set->clock = TUI_QUIXO_CLOCK_OFF;
        if (p->demo) {
                for (int i = 0; i < 6; i++) {
                        struct tui_seat_setting *s =
                            i < 2 ? &set->seat2[i] : &set->seat4[i - 2];
                        s->kind = TUI_SEAT_COMPUTER;
                        s->level = 3;
                }
        }
        return -1;
}

/* --first, once --players is known (Q4). */
static int q_after_seats(struct cli_parser *p)
{
        struct tui_quixo_settings *set = &q_args_of(p)->set;
        int first;

        if (!p->first)
                return -1;
        first = q_seat_index(p->args, p->first);
        if (first < 0)
                return cli_bad(
                    p,
                    set->players == 4
                        ? _("--first must be s, e, n or w with four players, not '%s'")
                        : _("--first must be x or o with two players, not '%s'"),
                    (char[]){p->first, 0});
        if (set->players == 4)
                set->first4 = first - 2;
        else
                set->first2 = first;
        return -1;
}

static void q_defaults(void *args)
{
        tui_quixo_settings_load(&((struct tui_quixo_args *)args)->set);
        tui_host_request_init(&((struct tui_quixo_args *)args)->host);
}

static void q_common(void *args, struct cli_common *c)
{
        struct tui_quixo_args *a = args;
        *c = (struct cli_common){&a->ui,     &a->start, &a->load_file, &a->replay_file,
                                 &a->resume, &a->host,  &a->loop};
}

static int q_run(const void *args)
{
        return tui_quixo_main(args);
}

const struct cli_game_options cli_quixo_options = {
    .prog = "quixo",
    .help = N_("Usage: quixo [OPTION]...\n"
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
               "  --replay FILE        replay a saved game move by move\n"),
    .example =
        N_("Example: quixo --players 4 --seat e=computer:3 --seat w=computer:3 \\\n"
           "           --name s=Ana --name n=Ben --start\n"),
    .options = options,
    .sources_clash = N_("choose only one of --load, --replay and --resume"),
    .seat_ids = seat_ids,
    .seat_syntax = N_("--seat wants ID=KIND (for example o=computer:3), not '%s'"),
    .bad_kind = N_("bad seat kind '%s' (human, computer or computer:1 to computer:5)"),
    .max_level = 5,
    .has_empty = false,
    .seat_index = q_seat_index,
    .no_seat = q_no_seat,
    .set_seat = q_set_seat,
    .seat_name = q_seat_name,
    .before_seats = q_before_seats,
    .after_seats = q_after_seats,
    .args_size = sizeof(struct tui_quixo_args),
    .defaults = q_defaults,
    .common = q_common,
    .run = q_run,
};

const struct cli_game cli_quixo_game = {
    &tt_quixo_ops, N_("Play Quixo, the game of pushing cubes.\n\n"), &cli_quixo_options};
