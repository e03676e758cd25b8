/* quixo/main.c: the Quixo front end from start to end (tui/course.h): the
 * set-up screen, or straight to the game with --start, --load, --replay
 * or --resume; the play screen; back to set-up for a new game. */
#include "net/sanitize.h"
#include "tui/app.h"
#include "tui/course.h"
#include "tui/quixo/internal.h"
#include "i18n/i18n.h"

#include <stdio.h>

static bool direct(const void *args)
{
        const struct tui_quixo_args *a = args;
        return a->start || a->load_file || a->replay_file || a->resume;
}

static enum tui_setup_result setup(void *args)
{
        return tui_quixo_setup(&((struct tui_quixo_args *)args)->set);
}

static void remember(const void *args)
{
        tui_quixo_settings_save(&((const struct tui_quixo_args *)args)->set);
}

/* Seats set to "another terminal" on the set-up screen: the game is hosted
 * (tui/lobby.h) and this terminal plays the others. */
static bool hosted_from_setup(struct tui_quixo_args *a)
{
        bool any = false;
        for (int i = 0; i < a->set.players; i++) {
                const struct tui_seat_setting *seat =
                    a->set.players == 4 ? &a->set.seat4[i] : &a->set.seat2[i];
                char id =
                    a->set.players == 4 ? tui_quixo_seat_ids4[i] : tui_quixo_seat_ids2[i];
                char why[TT_REASON_MAX];
                if (seat->remote &&
                    tui_host_remote_seat(&a->host, id, "", why, sizeof why) == 0)
                        any = true;
        }
        return any;
}

static enum tui_run play(void *args)
{
        struct tui_quixo_args *a = args;
        char why[TT_REASON_MAX];
        struct session *s;
        enum tui_run r;

        if (!hosted_from_setup(a))
                return tui_quixo_play(args);
        if (!(s = tui_quixo_new_session(&a->set, why, sizeof why)) ||
            (r = tui_host_run(s, &a->host, why, sizeof why)) == TUI_RUN_FAILED) {
                tui_stop();
                net_print_clean(stderr, _("quixo: cannot host the game: %s\n"), _(why));
                return TUI_RUN_FAILED;
        }
        a->host.nremote = 0;
        return r;
}

static void once_done(void *args)
{
        struct tui_quixo_args *a = args;
        a->start = false;
        a->load_file = a->replay_file = NULL;
        a->resume = false;
}

static void from_menu(void *args, const struct tui_options *opts)
{
        struct tui_quixo_args *a = args;
        a->ui = *opts;
        tui_host_request_init(&a->host);
        tui_quixo_settings_load(&a->set);
}

/* O (two players) or East (four) plays at another terminal */
static void seat_elsewhere(void *args)
{
        struct tui_quixo_args *a = args;
        struct tui_seat_setting *seat =
            a->set.players == 4 ? &a->set.seat4[1] : &a->set.seat2[1];
        seat->kind = TUI_SEAT_HUMAN;
        seat->remote = true;
}

static void saved(void *args, bool resume, const char *file)
{
        struct tui_quixo_args *a = args;
        a->resume = resume;
        a->load_file = file;
}

static const struct tui_course quixo_course = {
    direct, setup, remember, play, once_done, from_menu, seat_elsewhere, saved,
};

/* --host: the game is hosted for other terminals (tui/lobby.h). */
static int host(const struct tui_quixo_args *a)
{
        char why[TT_REASON_MAX];
        struct session *s = NULL;

        if (!a->load_file && !(s = tui_quixo_new_session(&a->set, why, sizeof why))) {
                net_print_clean(stderr, _("quixo: cannot start the game: %s\n"), _(why));
                return 1;
        }
        return tui_host_game(&a->ui, "quixo", a->load_file, s, &a->host);
}

int tui_quixo_main(const struct tui_quixo_args *args)
{
        struct tui_quixo_args a = *args;
        if (a.host.host)
                return host(&a);
        return tui_course_main(&a.ui, &quixo_course, &a);
}

/* The start menu's ways into the game (app.h). */
static enum tui_run open_from_menu(const struct tui_options *opts, enum tui_open way,
                                   const char *name)
{
        struct tui_quixo_args a = {0};
        return tui_course_open(&quixo_course, &a, opts, way, name);
}

const struct tui_game_entry tui_quixo_entry = {
    .ops = &tt_quixo_ops,
    .blurb = N_("push cubes, make a line of five (2 or 4 players)"),
    .about = N_("Quixo: 25 cubes on a 5x5 board. On your turn take a border cube "
                "that is neutral (no mark on top) or shows your mark and push it back in "
                "at an end of "
                "its row or column, your mark on top. Five of your mark in a row, "
                "column or diagonal wins; five of your opponent's loses, even when "
                "you made your own line with the same push. Four players play in "
                "two teams; the dot on a cube says which teammate may move it."),
    .open = open_from_menu,
    .hosts = true,
    .resumes = true,
    .screen = &tui_quixo_screen,
};
