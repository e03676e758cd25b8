/* thaayam_options.c: the command line of `thaayam` / `tabletop thaayam`:
 * every setting of the set-up screen, so a game can start with no menu,
 * plus --first and --state, as a table of options read by options.c (which
 * also gives --seat, --name, --start, --demo, --load, --replay, --resume
 * and --ascii). Bad options give a clear message and exit status 2. */
#include "tt_ascii.h"
#include "main/cli.h"
#include "main/options.h"
#include "tui/thaayam/screen.h"
#include "i18n/i18n.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char seat_ids[] = "senw"; /* T1, T2 */

static struct tui_thaayam_args *t_args_of(struct cli_parser *p)
{
        return p->args;
}

/* Every seat letter is a seat (an empty one too), whatever --players says. */
static int t_seat_index(const void *args, char id)
{
        const char *c = id ? strchr(seat_ids, id) : NULL;
        (void)args;
        return c ? (int)(c - seat_ids) : -1;
}

static void t_set_seat(void *args, int seat, enum cli_seat_kind kind, int level)
{
        struct tui_seat_setting *s = &((struct tui_thaayam_args *)args)->set.seat[seat];
        s->kind = kind == CLI_SEAT_COMPUTER ? TUI_SEAT_COMPUTER
                  : kind == CLI_SEAT_EMPTY  ? TUI_SEAT_EMPTY
                                            : TUI_SEAT_HUMAN;
        if (level)
                s->level = level;
}

static char *t_seat_name(void *args, int seat, size_t *size)
{
        struct tui_seat_setting *s = &((struct tui_thaayam_args *)args)->set.seat[seat];
        *size = sizeof s->name;
        return s->name;
}

static int opt_players(struct cli_parser *p, const char *v)
{
        if (strlen(v) != 1 || v[0] < '2' || v[0] > '4')
                return -1;
        p->players = v[0] - '0';
        return 0;
}

/* --seats: 2 to 4 different seat letters. */
static int opt_seats(struct cli_parser *p, const char *v)
{
        unsigned mask = 0;
        for (; *v; v++) {
                const char *s = strchr(seat_ids, *v);
                if (!s || (mask & (1u << (s - seat_ids))))
                        return -1;
                mask |= 1u << (s - seat_ids);
        }
        if (__builtin_popcount(mask) < 2)
                return -1;
        p->seat_mask = mask;
        return 0;
}

static int opt_capture(struct cli_parser *p, const char *v)
{
        static const char *const captures[] = {"split", "whole", NULL}; /* T19 */
        int i = cli_word(v, captures);
        if (i < 0)
                return -1;
        t_args_of(p)->set.capture = i;
        return 0;
}

static int opt_dice(struct cli_parser *p, const char *v)
{
        if (strcmp(v, "program") == 0)
                t_args_of(p)->set.dice = TUI_THAAYAM_DICE_PROGRAM;
        else if (strcmp(v, "physical") == 0)
                t_args_of(p)->set.dice = TUI_THAAYAM_DICE_PHYSICAL;
        else
                return -1;
        return 0;
}

static int opt_look(struct cli_parser *p, const char *v)
{
        if (strcmp(v, "seeds") == 0)
                t_args_of(p)->set.look = TUI_THAAYAM_LOOK_SEEDS;
        else if (strcmp(v, "cowries") == 0)
                t_args_of(p)->set.look = TUI_THAAYAM_LOOK_COWRIES;
        else
                return -1;
        return 0;
}

static int opt_seed(struct cli_parser *p, const char *v)
{
        uint64_t n;
        if (!tt_ascii_u64(v, UINT64_MAX, &n))
                return -1;
        t_args_of(p)->set.seed = (uint64_t)n;
        return 0;
}

static int opt_undo(struct cli_parser *p, const char *v)
{
        return cli_onoff(v, &t_args_of(p)->set.undo);
}

static int opt_state(struct cli_parser *p, const char *v)
{
        t_args_of(p)->state = v;
        p->sources++;
        return 0;
}

static const struct cli_option options[] = {
    {"players", true, opt_players, N_("--players must be 2, 3 or 4, not '%s'")},
    {"seats", true, opt_seats,
     N_("--seats wants 2 to 4 different letters of s, e, n, w, not '%s'")},
    {"capture", true, opt_capture, N_("--capture must be split or whole, not '%s'")},
    {"dice", true, opt_dice, N_("--dice must be program or physical, not '%s'")},
    {"look", true, opt_look, N_("--look must be seeds or cowries, not '%s'")},
    {"seed", true, opt_seed, N_("--seed wants a whole number, not '%s'")},
    {"undo", true, opt_undo, N_("the value must be on or off, not '%s'")},
    {"first", true, cli_opt_first, N_("--first wants a seat (s, e, n or w), not '%s'")},
    {"state", true, opt_state, NULL},
    {NULL, false, NULL, NULL},
};

/* --players and --seats choose the seats in play; --demo puts computers
 * on them; all before --seat is applied. */
static int t_before_seats(struct cli_parser *p)
{
        struct tui_thaayam_settings *set = &t_args_of(p)->set;

        if (p->players && p->seat_mask && __builtin_popcount(p->seat_mask) != p->players)
                return cli_bad(p, "%s", _("--players and --seats disagree"));
        if (p->players)
                tui_thaayam_default_seats(set, p->players);
        for (int i = 0; i < 4 && p->seat_mask; i++) {
                if (!(p->seat_mask & (1u << i)))
                        set->seat[i].kind = TUI_SEAT_EMPTY;
                else if (set->seat[i].kind == TUI_SEAT_EMPTY)
                        set->seat[i].kind = TUI_SEAT_HUMAN;
        }
        for (int i = 0; i < 4 && p->demo; i++)
                if (set->seat[i].kind != TUI_SEAT_EMPTY) {
                        set->seat[i].kind = TUI_SEAT_COMPUTER;
                        set->seat[i].level = 2;
                }
        return -1;
}

/* At least two seats in play (T2); --first names one of them (T6). */
static int t_after_seats(struct cli_parser *p)
{
        struct tui_thaayam_args *a = t_args_of(p);

        /* a seed makes the throws predictable (docs/network.md) */
        if (a->host.host && a->set.seed != 0)
                return cli_bad(p, "%s",
                               _("--seed makes the dice predictable: a hosted game "
                                 "cannot have it"));
        if (tui_thaayam_players(&a->set) < 2)
                return cli_bad(p, "%s", _("at least two seats must be in play (T2)"));
        if (p->players && tui_thaayam_players(&a->set) != p->players)
                return cli_bad(p, "%s", _("--players and --seat disagree"));
        a->first = p->first ? t_seat_index(a, p->first) : -1;
        if (a->first >= 0 && a->set.seat[a->first].kind == TUI_SEAT_EMPTY)
                return cli_bad(p, _("--first: seat '%s' is not in play"),
                               (char[]){p->first, 0});
        return -1;
}

static void t_defaults(void *args)
{
        tui_thaayam_settings_load(&((struct tui_thaayam_args *)args)->set);
        tui_host_request_init(&((struct tui_thaayam_args *)args)->host);
}

static void t_common(void *args, struct cli_common *c)
{
        struct tui_thaayam_args *a = args;
        *c = (struct cli_common){&a->ui,     &a->start, &a->load_file, &a->replay_file,
                                 &a->resume, &a->host,  &a->loop};
}

static int t_run(const void *args)
{
        return tui_thaayam_main(args);
}

const struct cli_game_options cli_thaayam_options = {
    .prog = "thaayam",
    .help = N_("Usage: thaayam [OPTION]...\n"
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
               "                       whose dice anyone can predict (not with\n"
               "                       --host); without it the dice are secure\n"
               "  --undo on|off        allow taking back actions of a move phase\n"
               "  --first ID           this seat starts: no throw-off (T6)\n"
               "  --start              start the game at once, without the set-up\n"
               "  --demo               computers on every seat in play (level 2\n"
               "                       unless --seat says otherwise), started at\n"
               "                       once, for a class to watch: p pause, . step,\n"
               "                       + faster, - slower\n"
               "  --state STRING       start from a position (a state string)\n"
               "  --load FILE          continue a saved game\n"
               "  --replay FILE        replay a saved game action by action\n"),
    .example = N_("Example: thaayam --players 3 --seat e=computer:2 --capture whole \\\n"
                  "             --dice physical --seed 42 --start\n"),
    .options = options,
    .sources_clash = N_("choose only one of --state, --load, --replay and --resume"),
    .seat_ids = seat_ids,
    .seat_syntax = N_("--seat wants ID=KIND (for example e=computer:2), not '%s'"),
    .bad_kind = N_("bad seat kind '%s' (human, empty, computer or computer:1 to "
                   "computer:3)"),
    .max_level = 3,
    .has_empty = true,
    .seat_index = t_seat_index,
    .no_seat = NULL,
    .set_seat = t_set_seat,
    .seat_name = t_seat_name,
    .before_seats = t_before_seats,
    .after_seats = t_after_seats,
    .args_size = sizeof(struct tui_thaayam_args),
    .defaults = t_defaults,
    .common = t_common,
    .run = t_run,
};

const struct cli_game cli_thaayam_game = {
    &tt_thaayam_ops, N_("Play Thaayam, the race game of the tamarind seeds.\n\n"),
    &cli_thaayam_options};
