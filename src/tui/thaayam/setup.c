/* thaayam/setup.c: the Thaayam set-up screen (players and their seats,
 * human or computer and level, names, the twin-capture setting T19, the
 * dice, undo, the seed), built from the form widgets. */
#include "tui/app.h"
#include "tui/draw.h"
#include "tui/form.h"
#include "tui/help.h"
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
        char labels[4][64];
        const char *players[3], *kinds[5], *capture[2], *dice[2], *look[2], *undo[2];
};

static int kind_index(const struct tui_thaayam_seat *s)
{
        return s->kind == TUI_THAAYAM_EMPTY   ? 0
               : s->kind == TUI_THAAYAM_HUMAN ? 1
                                              : 1 + s->level;
}

static void build(struct setup *u, const struct tui_thaayam_settings *set)
{
        int n = 0, i, np = tui_thaayam_players(set);

        u->players[0] = _("2 players");
        u->players[1] = _("3 players");
        u->players[2] = _("4 players");
        u->kinds[0] = _("not playing");
        u->kinds[1] = _("human");
        u->kinds[2] = _("computer, level 1");
        u->kinds[3] = _("computer, level 2");
        u->kinds[4] = _("computer, level 3");
        u->capture[0] = _("split: two single pieces (T19)");
        u->capture[1] = _("whole: stays a twin (T19)");
        u->dice[0] = _("thrown by the program");
        u->dice[1] = _("physical: type each score");
        u->look[0] = _("tamarind seeds");
        u->look[1] = _("cowries");
        u->undo[0] = _("not allowed");
        u->undo[1] = _("allowed");

        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Players"),
                                       .choices = u->players,
                                       .nchoices = 3,
                                       .value = np >= 2 && np <= 4 ? np - 2 : 0,
                                       .id = F_PLAYERS};
        for (i = 0; i < 4; i++) {
                snprintf(u->labels[i], sizeof u->labels[i], "%s",
                         tui_thaayam_seat_word(i));
                u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                               .label = u->labels[i],
                                               .choices = u->kinds,
                                               .nchoices = 5,
                                               .value = kind_index(&set->seat[i]),
                                               .id = F_KIND + i};
                u->f[n] = (struct tui_field){
                    .type = TUI_FIELD_TEXT, .label = _("  name"), .id = F_NAME + i};
                tui_line_set(&u->f[n++].text, set->seat[i].name);
        }
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Captured twin"),
                                       .choices = u->capture,
                                       .nchoices = 2,
                                       .value = set->capture != 0,
                                       .id = F_CAPTURE};
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Dice"),
                                       .choices = u->dice,
                                       .nchoices = 2,
                                       .value = (int)set->dice,
                                       .id = F_DICE};
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Drawn as"),
                                       .choices = u->look,
                                       .nchoices = 2,
                                       .value = (int)set->look,
                                       .id = F_LOOK};
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Undo"),
                                       .choices = u->undo,
                                       .nchoices = 2,
                                       .value = set->undo,
                                       .id = F_UNDO};
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_NUMBER,
                                       .label = _("Seed (0: random)"),
                                       .value = (int)(set->seed % 1000000000u),
                                       .min = 0,
                                       .max = 999999999,
                                       .id = F_SEED};
        u->f[n++] = (struct tui_field){
            .type = TUI_FIELD_BUTTON, .label = _("Start the game"), .id = F_START};
        u->f[n++] = (struct tui_field){
            .type = TUI_FIELD_BUTTON, .label = _("Back"), .id = F_BACK};
        tui_form_init(&u->form, u->f, n);
}

static void read_back(struct setup *u, struct tui_thaayam_settings *set)
{
        int i;

        for (i = 0; i < 4; i++) {
                int k = tui_form_find(&u->form, F_KIND + i)->value;
                const char *name = tui_form_find(&u->form, F_NAME + i)->text.text;
                struct tui_thaayam_seat *seat = &set->seat[i];
                seat->kind = k == 0   ? TUI_THAAYAM_EMPTY
                             : k == 1 ? TUI_THAAYAM_HUMAN
                                      : TUI_THAAYAM_COMPUTER;
                if (k >= 2)
                        seat->level = k - 1;
                if (*name)
                        snprintf(seat->name, sizeof seat->name, "%.*s",
                                 (int)sizeof seat->name - 1, name);
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
        return tui_setup_run(&screen);
}
