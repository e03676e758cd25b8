/* thaayam/settings.c: defaults of the Thaayam set-up and their memory in
 * the settings file (config.h), keys "thaayam.*". The seed is not
 * remembered: a fixed seed is asked for each time (--seed). */
#include "thaayam.h"
#include "tui/config.h"
#include "tui/thaayam/screen.h"
#include "tui/seats.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

const char tui_thaayam_seat_ids[4] = {'s', 'e', 'n', 'w'};

int tui_thaayam_players(const struct tui_thaayam_settings *set)
{
        int i, n = 0;
        for (i = 0; i < 4; i++)
                n += set->seat[i].kind != TUI_SEAT_EMPTY;
        return n;
}

void tui_thaayam_default_seats(struct tui_thaayam_settings *set, int n)
{
        /* T2: 2 players S and N, 3 players S, E and N, 4 all. */
        static const unsigned masks[5] = {0, 0, 0x5u, 0x7u, 0xfu};
        unsigned mask = n >= 2 && n <= 4 ? masks[n] : masks[2];
        int i;

        for (i = 0; i < 4; i++) {
                if (!(mask & (1u << i)))
                        set->seat[i].kind = TUI_SEAT_EMPTY;
                else if (set->seat[i].kind == TUI_SEAT_EMPTY)
                        set->seat[i].kind = TUI_SEAT_HUMAN;
        }
}

void tui_thaayam_settings_load(struct tui_thaayam_settings *set)
{
        struct tui_config c;
        char key[TUI_CONFIG_KEY_MAX];
        const char *v;
        int i;

        tui_config_load(&c);
        memset(set, 0, sizeof *set);
        for (i = 0; i < 4; i++) {
                struct tui_seat_setting *seat = &set->seat[i];
                char id = tui_thaayam_seat_ids[i];
                snprintf(key, sizeof key, "thaayam.seat.%c.kind", id);
                v = tui_config_get(&c, key, i == 0 || i == 2 ? "human" : "empty");
                seat->kind = strcmp(v, "computer") == 0 ? TUI_SEAT_COMPUTER
                             : strcmp(v, "human") == 0  ? TUI_SEAT_HUMAN
                                                        : TUI_SEAT_EMPTY;
                snprintf(key, sizeof key, "thaayam.seat.%c.level", id);
                seat->level = tui_config_get_int(&c, key, 2, 1, 3);
                snprintf(key, sizeof key, "thaayam.seat.%c.name", id);
                v = tui_config_get(&c, key, "");
                snprintf(seat->name, sizeof seat->name, "%s",
                         tui_seat_name_loaded(v, tui_seat_word_msgid(id)));
        }
        if (tui_thaayam_players(set) < 2)
                tui_thaayam_default_seats(set, 2);
        v = tui_config_get(&c, "thaayam.capture", "split");
        set->capture =
            strcmp(v, "whole") == 0 ? THAAYAM_CAPTURE_WHOLE : THAAYAM_CAPTURE_SPLIT;
        v = tui_config_get(&c, "thaayam.dice", "program");
        set->dice = strcmp(v, "physical") == 0 ? TUI_THAAYAM_DICE_PHYSICAL
                                               : TUI_THAAYAM_DICE_PROGRAM;
        v = tui_config_get(&c, "thaayam.look", "seeds");
        set->look =
            strcmp(v, "cowries") == 0 ? TUI_THAAYAM_LOOK_COWRIES : TUI_THAAYAM_LOOK_SEEDS;
        set->undo = tui_config_get_int(&c, "thaayam.undo", 1, 0, 1) != 0;
        set->seed = 0;
}

void tui_thaayam_settings_save(const struct tui_thaayam_settings *set)
{
        static const char *const kinds[] = {"empty", "human", "computer"};
        struct tui_config c;
        char key[TUI_CONFIG_KEY_MAX];
        int i;

        tui_config_load(&c);
        for (i = 0; i < 4; i++) {
                char id = tui_thaayam_seat_ids[i];
                snprintf(key, sizeof key, "thaayam.seat.%c.kind", id);
                tui_config_set(&c, key, kinds[set->seat[i].kind]);
                snprintf(key, sizeof key, "thaayam.seat.%c.level", id);
                tui_config_set_int(&c, key, set->seat[i].level);
                snprintf(key, sizeof key, "thaayam.seat.%c.name", id);
                tui_config_set(
                    &c, key,
                    tui_seat_name_to_store(set->seat[i].name, tui_seat_word_msgid(id)));
        }
        tui_config_set(&c, "thaayam.capture",
                       set->capture == THAAYAM_CAPTURE_WHOLE ? "whole" : "split");
        tui_config_set(&c, "thaayam.dice",
                       set->dice == TUI_THAAYAM_DICE_PHYSICAL ? "physical" : "program");
        tui_config_set(&c, "thaayam.look",
                       set->look == TUI_THAAYAM_LOOK_COWRIES ? "cowries" : "seeds");
        tui_config_set_int(&c, "thaayam.undo", set->undo);
        tui_config_save(&c);
}
