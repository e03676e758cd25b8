/* games.c: the games of the program's front end, one row each: the start
 * menu lists them and a joined hosted game finds its play screen here. A
 * game's front end adds its row (NULL run shows "coming"). */
#include "tui/app.h"
#include "tui/quixo/screen.h"
#include "tui/thaayam/screen.h"
#include "i18n/i18n.h"

#include <stddef.h>
#include <string.h>

const struct tui_game_entry tui_games[] = {
    {&tt_quixo_ops, N_("push cubes, make a line of five (2 or 4 players)"),
     tui_quixo_from_menu, tui_quixo_host_from_menu, &tui_quixo_screen,
     tui_quixo_resume_from_menu, tui_quixo_load_from_menu},
    {&tt_thaayam_ops, N_("the race game of the tamarind seeds (2-4 players)"),
     tui_thaayam_from_menu, tui_thaayam_host_from_menu, &tui_thaayam_screen,
     tui_thaayam_resume_from_menu, tui_thaayam_load_from_menu},
    {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

const struct tui_game_entry *tui_game_find(const char *name)
{
        for (const struct tui_game_entry *g = tui_games; g->ops; g++)
                if (strcmp(g->ops->name, name) == 0)
                        return g;
        return NULL;
}
