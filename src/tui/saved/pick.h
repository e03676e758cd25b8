/* pick.h: the saved games' list as a screen to choose from (o in
 * the play screens, "Open a saved game" in the start menu): one line per
 * game with its name, game, players, date, moves and result, newest
 * first. Up/Down, PgUp/PgDn, Home/End and the mouse move; typing filters
 * by the beginning of the name and Tab completes it; Enter or a click
 * opens the chosen game; when no name matches, Enter opens what was typed
 * (a name or a path, as the load prompt did); Esc cancels; F1, or ? before
 * a name is typed, shows its help page. The screen has
 * no loop of its own: its owner feeds it events and draws it.
 */
#ifndef TUI_SAVED_PICK_H
#define TUI_SAVED_PICK_H

#include "tui/kit/event.h"
#include "tui/kit/form.h"
#include "tui/kit/help.h"
#include "tui/saved/list.h"

#include <stdbool.h>
#include <stddef.h>

struct tui_saved_pick {
        const char *game; /* only this game's records; NULL: every game */
        struct tui_saved_game all[TUI_SAVED_LIST_MAX];
        int nall;
        int shown[TUI_SAVED_LIST_MAX]; /* the games whose names match */
        int nshown;
        int cursor; /* in shown */
        int top;    /* the first line shown */
        struct tui_line filter;
        char notice[200];
        int list_y, list_rows; /* where the lines were drawn (clicks) */
        bool helping;          /* its help page is shown */
        struct tui_help help;
};

enum tui_pick_result {
        TUI_PICK_GOING, /* still choosing */
        TUI_PICK_CANCEL,
        TUI_PICK_OPEN /* open the name given (and its game, when listed) */
};

/* Reads the folder and starts with an empty filter. */
void tui_saved_pick_open(struct tui_saved_pick *k, const char *game);

/* One event. TUI_PICK_OPEN: name holds the saved game's name or the text
 * typed, *game its game ("quixo") or NULL when it is not a listed game. */
enum tui_pick_result tui_saved_pick_event(struct tui_saved_pick *k,
                                          const struct tui_event *ev, char *name,
                                          size_t size, const char **game);

/* Draws the list over the whole window, with a title. */
void tui_saved_pick_draw(struct tui_saved_pick *k, const char *title);

/* "Open a saved game" of the start menu: the list of every game's saved
 * games in its own loop. TUI_PICK_OPEN with the name and game chosen, or
 * TUI_PICK_CANCEL (also on a hang-up: *hangup set). */
enum tui_pick_result tui_saved_pick_run(char *name, size_t size, const char **game,
                                        bool *hangup);

#endif
