/* thaayam/main.c: the Thaayam front end from start to end (tui/course.h):
 * the set-up screen, or straight to the game with --start, --state,
 * --load, --replay or --resume; the throw-off (T6); the play screen; back
 * to set-up for a new game. */
#include "net/sanitize.h"
#include "tui/app.h"
#include "tui/course.h"
#include "tui/kit/event.h"
#include "tui/thaayam/internal.h"
#include "session/session.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

static bool direct(const void *args)
{
        const struct tui_thaayam_args *a = args;
        return a->start || a->load_file || a->replay_file || a->resume || a->state;
}

static enum tui_setup_result setup(void *args)
{
        return tui_thaayam_setup(&((struct tui_thaayam_args *)args)->set);
}

static void remember(const void *args)
{
        tui_thaayam_settings_save(&((const struct tui_thaayam_args *)args)->set);
}

/* Seats set to "another terminal" on the set-up screen: the game is
 * hosted (tui/lobby.h), its throw-off made by the hosting session (T6). */
static enum tui_run host_from_setup(struct tui_thaayam_args *a, uint64_t seed)
{
        char why[TT_REASON_MAX];
        struct session *s;
        enum tui_run r;
        bool any = false;

        for (int i = 0; i < 4; i++)
                if (a->set.seat[i].kind != TUI_SEAT_EMPTY && a->set.seat[i].remote &&
                    tui_host_remote_seat(&a->host, tui_thaayam_seat_ids[i], "", why,
                                         sizeof why) == 0)
                        any = true;
        if (!any)
                return TUI_RUN_BACK;
        if (a->set.dice == TUI_THAAYAM_DICE_PHYSICAL) {
                snprintf(why, sizeof why, "%s",
                         _("physical dice are for one terminal: a hosted game throws "
                           "with the program's dice"));
                s = NULL;
        } else if (a->set.seed != 0) {
                snprintf(why, sizeof why, "%s",
                         _("a seed makes the dice predictable: a hosted game throws "
                           "dice nobody can predict, leave the seed at 0"));
                s = NULL;
        } else {
                s = tui_thaayam_new_session(&a->set, a->first, seed, NULL, why,
                                            sizeof why);
        }
        if (!s || (r = tui_host_run(s, &a->host, why, sizeof why)) == TUI_RUN_FAILED) {
                tui_stop();
                net_print_clean(stderr, _("thaayam: cannot host the game: %s\n"), _(why));
                return TUI_RUN_FAILED;
        }
        a->host.nremote = 0;
        return r;
}

/* A new game starts with the throw-off (T6) unless --first said who
 * starts; its seed is the set-up's (reproducible, predictable dice), or a
 * new random one, kept in the record only: without a fixed seed the
 * throw-off and the throws use a key from getrandom(2). */
static enum tui_run play(void *args)
{
        struct tui_thaayam_args *a = args;
        uint64_t seed = a->set.seed;
        int first = a->first;
        bool fresh = !a->load_file && !a->replay_file && !a->resume && !a->state;
        char why[TT_REASON_MAX];
        uint8_t key[32];
        tt_rng rng;

        if (seed == 0 && (session_random_seed(&seed, why, sizeof why) != 0 ||
                          session_random_bytes(key, sizeof key, why, sizeof why) != 0)) {
                tui_stop();
                net_print_clean(stderr, _("thaayam: cannot start the game: %s\n"),
                                _(why));
                return TUI_RUN_FAILED;
        }
        if (a->set.seed == 0) {
                tt_rng_seed_key(&rng, key);
                explicit_bzero(key, sizeof key);
        } else {
                tt_rng_seed(&rng, seed ^ 0x7468726f776f6666ULL); /* "throwoff" */
        }
        for (int i = 0; fresh && i < 4; i++)
                if (a->set.seat[i].kind != TUI_SEAT_EMPTY && a->set.seat[i].remote)
                        return host_from_setup(a, seed);
        if (fresh && first < 0) {
                first = tui_thaayam_throwoff(&a->set, &rng);
                if (first == -2)
                        return TUI_RUN_HANGUP;
                if (first == -1)
                        return TUI_RUN_BACK;
        }
        return tui_thaayam_play(a, first, seed);
}

static void once_done(void *args)
{
        struct tui_thaayam_args *a = args;
        a->start = false;
        a->load_file = a->replay_file = a->state = NULL;
        a->resume = false;
        a->first = -1;
}

static void from_menu(void *args, const struct tui_options *opts)
{
        struct tui_thaayam_args *a = args;
        a->ui = *opts;
        tui_host_request_init(&a->host);
        a->first = -1;
        tui_thaayam_settings_load(&a->set);
}

/* the first seat in play after South plays at another terminal */
static void seat_elsewhere(void *args)
{
        struct tui_thaayam_args *a = args;
        for (int i = 1; i < 4; i++)
                if (a->set.seat[i].kind != TUI_SEAT_EMPTY) {
                        a->set.seat[i].kind = TUI_SEAT_HUMAN;
                        a->set.seat[i].remote = true;
                        break;
                }
}

static void saved(void *args, bool resume, const char *file)
{
        struct tui_thaayam_args *a = args;
        a->resume = resume;
        a->load_file = file;
}

static const struct tui_course thaayam_course = {
    direct, setup, remember, play, once_done, from_menu, seat_elsewhere, saved,
};

/* --host: the game is hosted for other terminals (tui/lobby.h); the
 * session throws off (T6) unless --first says who starts. */
static int host(const struct tui_thaayam_args *a)
{
        char why[TT_REASON_MAX];
        struct session *s = NULL;
        uint64_t seed = 0;

        /* the command line refuses --seed with --host: the record's seed is
         * a random label, the dice are keyed in the hosting process */
        if (session_random_seed(&seed, why, sizeof why) != 0) {
                net_print_clean(stderr, _("thaayam: cannot start the game: %s\n"),
                                _(why));
                return 1;
        }
        if (a->set.dice == TUI_THAAYAM_DICE_PHYSICAL) {
                net_print_clean(
                    stderr, "%s\n",
                    _("thaayam: physical dice are for one terminal: a hosted game "
                      "throws with the program's dice"));
                return 1;
        }
        if (!a->load_file && !(s = tui_thaayam_new_session(&a->set, a->first, seed,
                                                           a->state, why, sizeof why))) {
                net_print_clean(stderr, _("thaayam: cannot start the game: %s\n"),
                                _(why));
                return 1;
        }
        return tui_host_game(&a->ui, "thaayam", a->load_file, s, &a->host);
}

int tui_thaayam_main(const struct tui_thaayam_args *args)
{
        struct tui_thaayam_args a = *args;
        if (a.host.host)
                return host(&a);
        return tui_course_main(&a.ui, &thaayam_course, &a);
}

/* The start menu's ways into the game (app.h). */
static enum tui_run open_from_menu(const struct tui_options *opts, enum tui_open way,
                                   const char *name)
{
        struct tui_thaayam_args a = {0};
        return tui_course_open(&thaayam_course, &a, opts, way, name);
}

const struct tui_game_entry tui_thaayam_entry = {
    .ops = &tt_thaayam_ops,
    .blurb = N_("the race game of the tamarind seeds (2-4 players)"),
    .about = N_("Thaayam: a race game for 2 to 4 players with tamarind-seed dice."),
    .open = open_from_menu,
    .hosts = true,
    .resumes = true,
    .screen = &tui_thaayam_screen,
};
