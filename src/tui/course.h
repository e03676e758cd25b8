/* course.h: the course of a game's front end, the same for every game:
 * the set-up screen (unless the command line asked for a game straight
 * away), the play screen, then the set-up screen again for a new game,
 * until the player goes back to the start menu or quits. Quitting a game
 * that the command line asked for (--start, --load, --resume...) leaves the
 * program; any other game goes back to the set-up screen, also on "save and
 * quit" (the set-up screen then says how to continue the kept game). */
#ifndef TUI_COURSE_H
#define TUI_COURSE_H

#include "tui/app.h"
#include "tui/setup_screen.h"

#include <stdbool.h>

struct tui_course {
        /* True when the command line asked for a game straight away
         * (--start, --load, --replay, --resume...). */
        bool (*direct)(const void *args);
        /* The set-up screen; the course remembers the settings on start. */
        enum tui_setup_result (*setup)(void *args);
        void (*remember)(const void *args);
        /* The play screen (and what comes before it, like a throw-off). */
        enum tui_run (*play)(void *args);
        /* Forgets what the command line asked for once: the next game goes
         * through the set-up screen. */
        void (*once_done)(void *args);
        /* The start menu's ways into the game (tui_course_open): the args
         * of a game opened from the menu (its options, the settings last
         * used); a seat left for another terminal (TUI_OPEN_HOST); the game
         * kept for --resume, or the saved game `file`. */
        void (*from_menu)(void *args, const struct tui_options *opts);
        void (*seat_elsewhere)(void *args);
        void (*saved)(void *args, bool resume, const char *file);
};

/* Runs the course in a started terminal. */
enum tui_run tui_course_run(const struct tui_course *c, void *args);
/* The play screen on the game args ask for (the start menu's "Continue"),
 * then the course as after any game: quitting goes to the set-up screen. */
enum tui_run tui_course_continue(const struct tui_course *c, void *args);
/* The game as the start menu asks (app.h, enum tui_open; name: the saved
 * game of TUI_OPEN_LOAD), on args the caller zeroed. */
enum tui_run tui_course_open(const struct tui_course *c, void *args,
                             const struct tui_options *opts, enum tui_open way,
                             const char *name);
/* Starts the terminal, runs the course, stops the terminal; an exit
 * status (0, or 1 when the terminal or the game could not be used). */
int tui_course_main(const struct tui_options *ui, const struct tui_course *c, void *args);

#endif
