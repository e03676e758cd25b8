/* quixo/setup.c: the Quixo set-up screen (players, seats, who starts, turn
 * order, clocks, repetition, advice, undo), built from the form widgets. */
#include "tui/kit/draw.h"
#include "tui/kit/form.h"
#include "tui/kit/help.h"
#include "tui/setup_screen.h"
#include "tui/quixo/internal.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

enum {
        F_PLAYERS,
        F_KIND2 = 10, /* + seat */
        F_NAME2 = 20,
        F_KIND4 = 30,
        F_NAME4 = 40,
        F_FIRST2 = 50,
        F_FIRST4,
        F_ORDER,
        F_CLOCK,
        F_LIMIT,
        F_INCREMENT,
        F_REPETITION,
        F_ADVICE,
        F_UNDO,
        F_START,
        F_BACK
};

enum { NFIELDS = 24 };

struct setup {
        struct tui_field f[NFIELDS];
        struct tui_form form;
};

static int kind_index(const struct tui_seat_setting *s)
{
        return s->kind != TUI_SEAT_COMPUTER ? (s->remote ? 6 : 0) : s->level;
}

static const char *const players_words[2] = {N_("2 players"),
                                             N_("4 players (two teams)")};
static const char *const kind_words[7] = {N_("human"),
                                          N_("computer, level 1"),
                                          N_("computer, level 2"),
                                          N_("computer, level 3"),
                                          N_("computer, level 4"),
                                          N_("computer, level 5"),
                                          N_("another terminal (hosted)")};
static const char *const first2_words[2] = {"X", "O"};
static const char *const first4_words[4] = {N_("South"), N_("East"), N_("North"),
                                            N_("West")};
static const char *const order_words[2] = {N_("clockwise: S, W, N, E"),
                                           N_("counter-clockwise: S, E, N, W")};
static const char *const clock_words[3] = {N_("off"), N_("per move"), N_("game clock")};
static const char *const onoff_words[2] = {N_("off"), N_("on")};
static const char *const advice_words[2] = {N_("no"), N_("yes")};
static const char *const undo_words[2] = {N_("not allowed"), N_("allowed")};
static const char *const seat_names2[2] = {N_("X player"), N_("O player")};
static const char *const seat_names4[4] = {N_("South (X)"), N_("East (O)"),
                                           N_("North (X)"), N_("West (O)")};

static void build(struct setup *u, const struct tui_quixo_settings *set)
{
        struct tui_field *f = u->f;
        int n = 0, i;

        tui_form_choice(f, &n, F_PLAYERS, _("Players"), players_words, 2,
                        set->players == 4);
        for (i = 0; i < 2; i++)
                tui_form_seat(f, &n, F_KIND2 + i, F_NAME2 + i, _(seat_names2[i]),
                              kind_words, 7, kind_index(&set->seat2[i]),
                              set->seat2[i].name);
        for (i = 0; i < 4; i++)
                tui_form_seat(f, &n, F_KIND4 + i, F_NAME4 + i, _(seat_names4[i]),
                              kind_words, 7, kind_index(&set->seat4[i]),
                              set->seat4[i].name);
        tui_form_choice(f, &n, F_FIRST2, _("Who starts"), first2_words, 2, set->first2);
        tui_form_choice(f, &n, F_FIRST4, _("Who starts"), first4_words, 4, set->first4);
        tui_form_choice(f, &n, F_ORDER, _("Turn order"), order_words, 2, set->order);
        tui_form_choice(f, &n, F_CLOCK, _("Time limit"), clock_words, 3, (int)set->clock);
        /* TRANSLATORS: "  seconds" and "  increment" are indented under
           "Time limit" (keep the two spaces) */
        tui_form_number(f, &n, F_LIMIT, _("  seconds"), set->limit_s, 1, 36000,
                        /* TRANSLATORS: the unit after a number of seconds */
                        _("s"));
        tui_form_number(f, &n, F_INCREMENT, _("  increment"), set->increment_s, 0, 3600,
                        _("s"));
        tui_form_choice(f, &n, F_REPETITION, _("Draw by repetition"), onoff_words, 2,
                        set->repetition);
        tui_form_choice(f, &n, F_ADVICE, _("Teammates may advise"), advice_words, 2,
                        set->advice);
        tui_form_choice(f, &n, F_UNDO, _("Undo"), undo_words, 2, set->undo);
        tui_form_button(f, &n, F_START, _("Start the game"));
        tui_form_button(f, &n, F_BACK, _("Back"));
        tui_form_init(&u->form, f, n);
}

/* Shows only what applies to the chosen number of players and clock. */
static void update_visibility(struct setup *u)
{
        bool four = tui_form_find(&u->form, F_PLAYERS)->value == 1;
        int clock = tui_form_find(&u->form, F_CLOCK)->value;
        int i;

        for (i = 0; i < 2; i++) {
                tui_form_find(&u->form, F_KIND2 + i)->hidden = four;
                tui_form_find(&u->form, F_NAME2 + i)->hidden = four;
        }
        for (i = 0; i < 4; i++) {
                tui_form_find(&u->form, F_KIND4 + i)->hidden = !four;
                tui_form_find(&u->form, F_NAME4 + i)->hidden = !four;
        }
        tui_form_find(&u->form, F_FIRST2)->hidden = four;
        tui_form_find(&u->form, F_FIRST4)->hidden = !four;
        tui_form_find(&u->form, F_ORDER)->hidden = !four;
        tui_form_find(&u->form, F_ADVICE)->hidden = !four;
        tui_form_find(&u->form, F_LIMIT)->hidden = clock == TUI_QUIXO_CLOCK_OFF;
        tui_form_find(&u->form, F_INCREMENT)->hidden = clock != TUI_QUIXO_CLOCK_GAME;
}

static void read_seat(struct setup *u, int kind_id, int name_id,
                      struct tui_seat_setting *seat)
{
        int k =
            tui_form_read_seat(&u->form, kind_id, name_id, seat->name, sizeof seat->name);
        seat->kind = k == 0 || k == 6 ? TUI_SEAT_HUMAN : TUI_SEAT_COMPUTER;
        seat->remote = k == 6;
        if (k > 0 && k < 6)
                seat->level = k;
}

static void read_back(struct setup *u, struct tui_quixo_settings *set)
{
        int i;

        set->players = tui_form_find(&u->form, F_PLAYERS)->value ? 4 : 2;
        for (i = 0; i < 2; i++)
                read_seat(u, F_KIND2 + i, F_NAME2 + i, &set->seat2[i]);
        for (i = 0; i < 4; i++)
                read_seat(u, F_KIND4 + i, F_NAME4 + i, &set->seat4[i]);
        set->first2 = tui_form_find(&u->form, F_FIRST2)->value;
        set->first4 = tui_form_find(&u->form, F_FIRST4)->value;
        set->order = tui_form_find(&u->form, F_ORDER)->value;
        set->clock = (enum tui_quixo_clock)tui_form_find(&u->form, F_CLOCK)->value;
        set->limit_s = tui_form_find(&u->form, F_LIMIT)->value;
        set->increment_s = tui_form_find(&u->form, F_INCREMENT)->value;
        set->repetition = tui_form_find(&u->form, F_REPETITION)->value != 0;
        set->advice = tui_form_find(&u->form, F_ADVICE)->value != 0;
        set->undo = tui_form_find(&u->form, F_UNDO)->value != 0;
}

struct setup_ctx {
        struct setup *u;
        struct tui_quixo_settings *set;
};

static void changed(void *ctx, int id)
{
        (void)id;
        update_visibility(((struct setup_ctx *)ctx)->u);
}

/* Every combination of Quixo settings can start a game. */
static bool read_back_ctx(void *ctx, bool start, char *why, size_t size)
{
        struct setup_ctx *c = ctx;
        (void)start;
        (void)why;
        (void)size;
        read_back(c->u, c->set);
        return true;
}

enum tui_setup_result tui_quixo_setup(struct tui_quixo_settings *set)
{
        static struct setup u;
        struct setup_ctx c = {&u, set};

        build(&u, set);
        update_visibility(&u);
        struct tui_setup_screen screen = {&u.form,          _("Quixo: new game"),
                                          _("Quixo: help"), tui_quixo_help_text(),
                                          F_START,          changed,
                                          read_back_ctx,    &c};
        return tui_setup_run(&screen);
}
