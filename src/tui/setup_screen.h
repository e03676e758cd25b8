/* setup_screen.h: the loop of a game's set-up screen, shared by both
 * games: the form of settings under a title, the status and key lines,
 * help, quitting, and starting with s or the Start button. Each game
 * builds its form and says what a change does and how the settings are
 * read back (quixo_setup.c, thaayam_setup.c). */
#ifndef TUI_SETUP_SCREEN_H
#define TUI_SETUP_SCREEN_H

#include "tui/kit/form.h"

#include <stdbool.h>
#include <stddef.h>

enum tui_setup_result {
        TUI_SETUP_START,
        TUI_SETUP_BACK,
        TUI_SETUP_QUIT,
        TUI_SETUP_HANGUP
};

struct tui_setup_screen {
        struct tui_form *form;
        const char *title;      /* e.g. "Quixo: new game" (translated) */
        const char *help_title; /* the help screen's title (translated) */
        const char *help_text;
        int start_id; /* the field id of the Start button */
        /* A setting changed: id is the field's (the form's current one). */
        void (*changed)(void *ctx, int id);
        /* Reads the form back into the game's settings. With start true the
         * settings must also be able to start a game: false then, with the
         * reason in why (shown until the next change). */
        bool (*read_back)(void *ctx, bool start, char *why, size_t size);
        void *ctx;
};

/* A dim line under the form of the set-up screens shown from now on, or
 * NULL: what the rule ids of the settings are ("(T19)"); the caller sets it
 * before tui_setup_run and clears it after. */
void tui_setup_legend(const char *text);

/* A note for the next set-up screen shown, in its status line until the
 * first key ("The game is kept..."); NULL or "" clears it. */
void tui_setup_note(const char *text);

/* Runs the screen until the game starts, the player goes back (Esc or
 * the Back button), quits (q, or Ctrl-C confirmed) or the terminal hangs
 * up. */
enum tui_setup_result tui_setup_run(const struct tui_setup_screen *s);

#endif
