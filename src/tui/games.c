/* games.c: the games of the program's front end, one row each: the start
 * menu lists them and a joined hosted game finds its play screen here.
 * The rows are the games of the Makefile's GAMES list (tt_games.h), each
 * game's own tui_GAME_entry (src/tui/GAME/main.c). Also the lesson a
 * pupil's class takes together, for the network screens. */
#include "tui/app.h"
#include "tui/teach/teach.h"

#include <stddef.h>
#include <string.h>

#define TUI_GAME_ROW(g) &tui_##g##_entry,
const struct tui_game_entry *const tui_games[] = {TT_GAMES(TUI_GAME_ROW) NULL};
#undef TUI_GAME_ROW

const struct tui_game_entry *tui_game_find(const char *name)
{
        for (const struct tui_game_entry *const *g = tui_games; *g; g++)
                if (strcmp((*g)->ops->name, name) == 0)
                        return *g;
        return NULL;
}

enum tui_run tui_run_pupil_lesson(struct tui_link *l)
{
        return tui_teach_pupil_lesson(l);
}
