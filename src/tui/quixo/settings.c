/* quixo/settings.c: defaults of the Quixo set-up and their memory in the
 * settings file (config.h), keys "quixo.*". */
#include "tui/config.h"
#include "tui/quixo/screen.h"
#include "tui/seats.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

const char tui_quixo_seat_ids2[2] = {'x', 'o'};
const char tui_quixo_seat_ids4[4] = {'s', 'e', 'n', 'w'};

/* The default name of a seat (a message id): Cross and Circle in the
 * two-player game, the seat's side with four players. */
static const char *default_name(int players, int i)
{
        return tui_seat_default_msgid(players == 4 ? tui_quixo_seat_ids4[i]
                                                   : tui_quixo_seat_ids2[i]);
}

const char *tui_quixo_default_name(int players, int i)
{
        return _(default_name(players, i));
}

static void load_seat(const struct tui_config *c, char id, struct tui_seat_setting *seat,
                      const char *def_name)
{
        char key[TUI_CONFIG_KEY_MAX];
        const char *v;

        snprintf(key, sizeof key, "quixo.seat.%c.kind", id);
        v = tui_config_get(c, key, "human");
        seat->kind = strcmp(v, "computer") == 0 ? TUI_SEAT_COMPUTER : TUI_SEAT_HUMAN;
        snprintf(key, sizeof key, "quixo.seat.%c.level", id);
        seat->level = tui_config_get_int(c, key, 2, 1, 5);
        snprintf(key, sizeof key, "quixo.seat.%c.name", id);
        v = tui_config_get(c, key, "");
        snprintf(seat->name, sizeof seat->name, "%s", tui_seat_name_loaded(v, def_name));
}

static void save_seat(struct tui_config *c, char id, const struct tui_seat_setting *seat,
                      const char *def_name)
{
        char key[TUI_CONFIG_KEY_MAX];

        snprintf(key, sizeof key, "quixo.seat.%c.kind", id);
        tui_config_set(c, key, seat->kind == TUI_SEAT_COMPUTER ? "computer" : "human");
        snprintf(key, sizeof key, "quixo.seat.%c.level", id);
        tui_config_set_int(c, key, seat->level);
        snprintf(key, sizeof key, "quixo.seat.%c.name", id);
        tui_config_set(c, key, tui_seat_name_to_store(seat->name, def_name));
}

void tui_quixo_settings_load(struct tui_quixo_settings *set)
{
        struct tui_config c;
        const char *v;
        int i;

        tui_config_load(&c);
        set->players = tui_config_get_int(&c, "quixo.players", 2, 2, 4);
        if (set->players != 4)
                set->players = 2;
        for (i = 0; i < 2; i++)
                load_seat(&c, tui_quixo_seat_ids2[i], &set->seat2[i], default_name(2, i));
        for (i = 0; i < 4; i++)
                load_seat(&c, tui_quixo_seat_ids4[i], &set->seat4[i], default_name(4, i));
        set->first2 = tui_config_get_int(&c, "quixo.first2", 0, 0, 1);
        set->first4 = tui_config_get_int(&c, "quixo.first4", 0, 0, 3);
        v = tui_config_get(&c, "quixo.order", "cw");
        set->order = strcmp(v, "ccw") == 0 ? 1 : 0;
        v = tui_config_get(&c, "quixo.clock", "off");
        set->clock = strcmp(v, "move") == 0   ? TUI_QUIXO_CLOCK_MOVE
                     : strcmp(v, "game") == 0 ? TUI_QUIXO_CLOCK_GAME
                                              : TUI_QUIXO_CLOCK_OFF;
        set->limit_s = tui_config_get_int(&c, "quixo.limit", 300, 1, 36000);
        set->increment_s = tui_config_get_int(&c, "quixo.increment", 0, 0, 3600);
        set->repetition = tui_config_get_int(&c, "quixo.repetition", 1, 0, 1) != 0;
        set->advice = tui_config_get_int(&c, "quixo.advice", 1, 0, 1) != 0;
        set->undo = tui_config_get_int(&c, "quixo.undo", 1, 0, 1) != 0;
}

void tui_quixo_settings_save(const struct tui_quixo_settings *set)
{
        static const char *const clocks[] = {"off", "move", "game"};
        struct tui_config c;
        int i;

        tui_config_load(&c);
        tui_config_set_int(&c, "quixo.players", set->players);
        for (i = 0; i < 2; i++)
                save_seat(&c, tui_quixo_seat_ids2[i], &set->seat2[i], default_name(2, i));
        for (i = 0; i < 4; i++)
                save_seat(&c, tui_quixo_seat_ids4[i], &set->seat4[i], default_name(4, i));
        tui_config_set_int(&c, "quixo.first2", set->first2);
        tui_config_set_int(&c, "quixo.first4", set->first4);
        tui_config_set(&c, "quixo.order", set->order ? "ccw" : "cw");
        tui_config_set(&c, "quixo.clock", clocks[set->clock]);
        tui_config_set_int(&c, "quixo.limit", set->limit_s);
        tui_config_set_int(&c, "quixo.increment", set->increment_s);
        tui_config_set_int(&c, "quixo.repetition", set->repetition);
        tui_config_set_int(&c, "quixo.advice", set->advice);
        tui_config_set_int(&c, "quixo.undo", set->undo);
        tui_config_save(&c);
}
