/* games.c: the games offered by the start menu. A game's front end adds
 * its run function here (NULL shows "coming"). */
#include "tui/app.h"
#include "tui/quixo/screen.h"
#include "tui/thaayam/screen.h"
#include "i18n/i18n.h"

#include <stddef.h>

const struct tui_game_entry tui_games[] = {
    {"quixo", N_("Quixo"), N_("push cubes, make a line of five (2 or 4 players)"),
     tui_quixo_from_menu},
    {"thaayam", N_("Thaayam"), N_("the race game of the tamarind seeds (2-4 players)"),
     tui_thaayam_from_menu},
    {NULL, NULL, NULL, NULL},
};
