/* quixo/setup.c: the Quixo set-up screen (players, seats, who starts, turn
 * order, clocks, repetition, advice, undo), built from the form widgets. */
#include "tui/draw.h"
#include "tui/form.h"
#include "tui/help.h"
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
        char labels[12][64];
        const char *players[2], *kinds[6], *first2[2], *first4[4], *order[2], *clock[3],
            *onoff[2], *advice[2], *undo[2];
};

static int kind_index(const struct tui_quixo_seat *s)
{
        return s->kind == TUI_QUIXO_HUMAN ? 0 : s->level;
}

static void build(struct setup *u, const struct tui_quixo_settings *set)
{
        static const char *const seat_names2[2] = {N_("X player"), N_("O player")};
        static const char *const seat_names4[4] = {N_("South (X)"), N_("East (O)"),
                                                   N_("North (X)"), N_("West (O)")};
        int n = 0, i;

        u->players[0] = _("2 players");
        u->players[1] = _("4 players (two teams)");
        u->kinds[0] = _("human");
        u->kinds[1] = _("computer, level 1");
        u->kinds[2] = _("computer, level 2");
        u->kinds[3] = _("computer, level 3");
        u->kinds[4] = _("computer, level 4");
        u->kinds[5] = _("computer, level 5");
        u->first2[0] = _("X");
        u->first2[1] = _("O");
        u->first4[0] = _("South");
        u->first4[1] = _("East");
        u->first4[2] = _("North");
        u->first4[3] = _("West");
        u->order[0] = _("clockwise: S, W, N, E");
        u->order[1] = _("counter-clockwise: S, E, N, W");
        u->clock[0] = _("off");
        u->clock[1] = _("per move");
        u->clock[2] = _("game clock");
        u->onoff[0] = _("off");
        u->onoff[1] = _("on");
        u->advice[0] = _("no");
        u->advice[1] = _("yes");
        u->undo[0] = _("not allowed");
        u->undo[1] = _("allowed");

        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Players"),
                                       .choices = u->players,
                                       .nchoices = 2,
                                       .value = set->players == 4,
                                       .id = F_PLAYERS};
        for (i = 0; i < 2; i++) {
                snprintf(u->labels[i], sizeof u->labels[i], "%s", _(seat_names2[i]));
                u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                               .label = u->labels[i],
                                               .choices = u->kinds,
                                               .nchoices = 6,
                                               .value = kind_index(&set->seat2[i]),
                                               .id = F_KIND2 + i};
                u->f[n] = (struct tui_field){
                    .type = TUI_FIELD_TEXT, .label = _("  name"), .id = F_NAME2 + i};
                tui_line_set(&u->f[n++].text, set->seat2[i].name);
        }
        for (i = 0; i < 4; i++) {
                snprintf(u->labels[2 + i], sizeof u->labels[2 + i], "%s",
                         _(seat_names4[i]));
                u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                               .label = u->labels[2 + i],
                                               .choices = u->kinds,
                                               .nchoices = 6,
                                               .value = kind_index(&set->seat4[i]),
                                               .id = F_KIND4 + i};
                u->f[n] = (struct tui_field){
                    .type = TUI_FIELD_TEXT, .label = _("  name"), .id = F_NAME4 + i};
                tui_line_set(&u->f[n++].text, set->seat4[i].name);
        }
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Who starts"),
                                       .choices = u->first2,
                                       .nchoices = 2,
                                       .value = set->first2,
                                       .id = F_FIRST2};
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Who starts"),
                                       .choices = u->first4,
                                       .nchoices = 4,
                                       .value = set->first4,
                                       .id = F_FIRST4};
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Turn order"),
                                       .choices = u->order,
                                       .nchoices = 2,
                                       .value = set->order,
                                       .id = F_ORDER};
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Time limit"),
                                       .choices = u->clock,
                                       .nchoices = 3,
                                       .value = (int)set->clock,
                                       .id = F_CLOCK};
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_NUMBER,
                                       .label = _("  seconds"),
                                       .value = set->limit_s,
                                       .min = 1,
                                       .max = 36000,
                                       .unit = _("s"),
                                       .id = F_LIMIT};
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_NUMBER,
                                       .label = _("  increment"),
                                       .value = set->increment_s,
                                       .min = 0,
                                       .max = 3600,
                                       .unit = _("s"),
                                       .id = F_INCREMENT};
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Draw by repetition"),
                                       .choices = u->onoff,
                                       .nchoices = 2,
                                       .value = set->repetition,
                                       .id = F_REPETITION};
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Teammates may advise"),
                                       .choices = u->advice,
                                       .nchoices = 2,
                                       .value = set->advice,
                                       .id = F_ADVICE};
        u->f[n++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = _("Undo"),
                                       .choices = u->undo,
                                       .nchoices = 2,
                                       .value = set->undo,
                                       .id = F_UNDO};
        u->f[n++] = (struct tui_field){
            .type = TUI_FIELD_BUTTON, .label = _("Start the game"), .id = F_START};
        u->f[n++] = (struct tui_field){
            .type = TUI_FIELD_BUTTON, .label = _("Back"), .id = F_BACK};
        tui_form_init(&u->form, u->f, n);
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
                      struct tui_quixo_seat *seat)
{
        int k = tui_form_find(&u->form, kind_id)->value;
        const char *name = tui_form_find(&u->form, name_id)->text.text;

        seat->kind = k == 0 ? TUI_QUIXO_HUMAN : TUI_QUIXO_COMPUTER;
        if (k > 0)
                seat->level = k;
        if (*name)
                snprintf(seat->name, sizeof seat->name, "%.*s",
                         (int)sizeof seat->name - 1, name);
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
