/* thaayam/setup.c: the Thaayam set-up screen (players and their seats,
 * human or computer and level, names, the twin-capture setting T19, the
 * dice, undo, the seed), built from the form widgets. */
#include "tui/app.h"
#include "tui/kit/draw.h"
#include "tui/kit/form.h"
#include "tui/kit/help.h"
#include "tui/seats.h"
#include "tui/setup_screen.h"
#include "tui/thaayam/internal.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

enum {
        F_PLAYERS,
        F_KIND = 10, /* + seat */
        F_NAME = 20,
        F_CAPTURE = 30,
        F_DICE,
        F_LOOK,
        F_UNDO,
        F_SEED,
        F_START,
        F_BACK
};

enum { NFIELDS = 20 };

struct setup {
        struct tui_field f[NFIELDS];
        struct tui_form form;
};

static int kind_index(const struct tui_seat_setting *s)
{
        return s->kind == TUI_SEAT_EMPTY   ? 0
               : s->remote                 ? 5
               : s->kind == TUI_SEAT_HUMAN ? 1
                                           : 1 + s->level;
}

static const char *const players_words[3] = {N_("2 players"), N_("3 players"),
                                             N_("4 players")};
static const char *const kind_words[6] = {
    N_("not playing"),       N_("human"),
    N_("computer, level 1"), N_("computer, level 2"),
    N_("computer, level 3"), N_("another terminal (hosted)")};
static const char *const capture_words[2] = {N_("split: two single pieces (T19)"),
                                             N_("whole: stays a twin (T19)")};
static const char *const dice_words[2] = {N_("thrown by the program"),
                                          N_("physical: type each score")};
static const char *const look_words[2] = {N_("tamarind seeds"), N_("cowries")};
static const char *const undo_words[2] = {N_("not allowed"), N_("allowed")};

static void build(struct setup *u, const struct tui_thaayam_settings *set)
{
        struct tui_field *f = u->f;
        int n = 0, i, np = tui_thaayam_players(set);

        tui_form_choice(f, &n, F_PLAYERS, _("Players"), players_words, 3,
                        np >= 2 && np <= 4 ? np - 2 : 0);
        for (i = 0; i < 4; i++)
                tui_form_seat(f, &n, F_KIND + i, F_NAME + i,
                              tui_seat_word(tui_thaayam_seat_ids[i]), kind_words, 6,
                              kind_index(&set->seat[i]), set->seat[i].name);
        tui_form_choice(f, &n, F_CAPTURE, _("Captured twin"), capture_words, 2,
                        set->capture != 0);
        tui_form_choice(f, &n, F_DICE, _("Dice"), dice_words, 2, (int)set->dice);
        tui_form_choice(f, &n, F_LOOK, _("Drawn as"), look_words, 2, (int)set->look);
        tui_form_choice(f, &n, F_UNDO, _("Undo"), undo_words, 2, set->undo);
        tui_form_number(f, &n, F_SEED, _("Dice seed (0: random)"),
                        (int)(set->seed % 1000000000u), 0, 999999999, NULL);
        tui_form_button(f, &n, F_START, _("Start the game"));
        tui_form_button(f, &n, F_BACK, _("Back"));
        tui_form_init(&u->form, f, n);
}

static void read_back(struct setup *u, struct tui_thaayam_settings *set)
{
        int i;

        for (i = 0; i < 4; i++) {
                struct tui_seat_setting *seat = &set->seat[i];
                int k = tui_form_read_seat(&u->form, F_KIND + i, F_NAME + i, seat->name,
                                           sizeof seat->name);
                seat->kind = k == 0             ? TUI_SEAT_EMPTY
                             : k == 1 || k == 5 ? TUI_SEAT_HUMAN
                                                : TUI_SEAT_COMPUTER;
                seat->remote = k == 5;
                if (k >= 2 && k <= 4)
                        seat->level = k - 1;
        }
        set->capture = tui_form_find(&u->form, F_CAPTURE)->value;
        set->dice = (enum tui_thaayam_dice)tui_form_find(&u->form, F_DICE)->value;
        set->look = (enum tui_thaayam_look)tui_form_find(&u->form, F_LOOK)->value;
        set->undo = tui_form_find(&u->form, F_UNDO)->value != 0;
        set->seed = (uint64_t)tui_form_find(&u->form, F_SEED)->value;
}

/* Players changed: the T2 default seats for that number. A seat changed:
 * the number of players follows (when it is 2 to 4). */
static void on_change(struct setup *u, int id)
{
        struct tui_thaayam_settings tmp;
        int i, n;

        memset(&tmp, 0, sizeof tmp);
        read_back(u, &tmp);
        if (id == F_PLAYERS) {
                tui_thaayam_default_seats(&tmp,
                                          tui_form_find(&u->form, F_PLAYERS)->value + 2);
                for (i = 0; i < 4; i++)
                        tui_form_find(&u->form, F_KIND + i)->value =
                            kind_index(&tmp.seat[i]);
        } else if (id >= F_KIND && id < F_KIND + 4) {
                n = tui_thaayam_players(&tmp);
                if (n >= 2 && n <= 4)
                        tui_form_find(&u->form, F_PLAYERS)->value = n - 2;
        }
        for (i = 0; i < 4; i++)
                tui_form_find(&u->form, F_NAME + i)->hidden =
                    tui_form_find(&u->form, F_KIND + i)->value == 0;
}

struct setup_ctx {
        struct setup *u;
        struct tui_thaayam_settings *set;
};

static void changed(void *ctx, int id)
{
        on_change(((struct setup_ctx *)ctx)->u, id);
}

/* A game needs at least two seats in play (T2). */
static bool read_back_ctx(void *ctx, bool start, char *why, size_t size)
{
        struct setup_ctx *c = ctx;
        struct tui_thaayam_settings tmp = *c->set;
        read_back(c->u, &tmp);
        if (start && tui_thaayam_players(&tmp) < 2) {
                snprintf(why, size, "%s", _("At least two seats must be in play (T2)."));
                return false;
        }
        *c->set = tmp;
        return true;
}

enum tui_setup_result tui_thaayam_setup(struct tui_thaayam_settings *set)
{
        static struct setup u;
        struct setup_ctx c = {&u, set};

        memset(&u, 0, sizeof u);
        build(&u, set);
        on_change(&u, -1);
        struct tui_setup_screen screen = {&u.form,
                                          _("Thaayam: new game"),
                                          _("Thaayam: help"),
                                          tui_thaayam_help_text(),
                                          F_START,
                                          changed,
                                          read_back_ctx,
                                          &c};
        tui_setup_legend(tui_thaayam_rule_ids_legend());
        enum tui_setup_result r = tui_setup_run(&screen);
        tui_setup_legend(NULL);
        return r;
}
