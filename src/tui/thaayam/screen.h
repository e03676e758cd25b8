/* thaayam/screen.h: the Thaayam front end: set-up screen, the T6 throw-off
 * and the play screen, built on the game-independent framework of src/tui.
 *
 * `thaayam` / `tabletop thaayam` fill a tui_thaayam_args (defaults from the
 * remembered settings, then the command-line options of src/main) and call
 * tui_thaayam_main(); the start menu opens it through tui_thaayam_entry.
 */
#ifndef TUI_THAAYAM_SCREEN_H
#define TUI_THAAYAM_SCREEN_H

#include "tui/app.h"
#include "tui/net/lobby.h"
#include "tui/play/play.h"
#include "tui/kit/screen.h"
#include "tui/seats.h"

#include <stdbool.h>
#include <stdint.h>

/* Who throws the dice: the program, or the players with real seeds or
 * cowries, typing each score (classroom use). */
enum tui_thaayam_dice { TUI_THAAYAM_DICE_PROGRAM, TUI_THAAYAM_DICE_PHYSICAL };

/* How thrown dice are drawn: tamarind seeds (light/dark face) or cowries
 * (mouth up or down), T4. */
enum tui_thaayam_look { TUI_THAAYAM_LOOK_SEEDS, TUI_THAAYAM_LOOK_COWRIES };

/* Every setting of the set-up screen (and of the command line). */
struct tui_thaayam_settings {
        struct tui_seat_setting seat[4]; /* S, E, N, W (T1, T2) */
        int capture;                     /* thaayam_capture: split or whole (T19) */
        enum tui_thaayam_dice dice;
        enum tui_thaayam_look look;
        bool undo;     /* actions of the move phase may be taken back */
        uint64_t seed; /* 0: a new random seed for each game */
};

struct tui_thaayam_args {
        struct tui_options ui;
        struct tui_thaayam_settings set;
        bool start;              /* --start: no set-up screen */
        int first;               /* --first: seat 0..3 that starts (no throw-off), -1 */
        const char *load_file;   /* --load FILE */
        const char *replay_file; /* --replay FILE */
        const char *state;       /* --state STRING: start from a position */
        bool resume;             /* --resume: the game saved on hang-up or quit */
        bool loop;               /* --demo --loop: a new game after each end */
        struct tui_host_request host; /* --host: for players at other terminals */
};

/* The seat letters s, e, n, w. */
extern const char tui_thaayam_seat_ids[4];

/* Number of seats in play (not empty). */
int tui_thaayam_players(const struct tui_thaayam_settings *set);
/* Sets the seats of the T2 default for n players (2: S N, 3: S E N, 4:
 * all): seats left out become empty, seats taken in become human unless
 * they already had a player. */
void tui_thaayam_default_seats(struct tui_thaayam_settings *set, int n);

/* Defaults, overridden by the remembered settings. */
void tui_thaayam_settings_load(struct tui_thaayam_settings *set);
/* Remembers the settings (errors are ignored: they are only a comfort). */
void tui_thaayam_settings_save(const struct tui_thaayam_settings *set);

/* The whole Thaayam program: starts the terminal, runs set-up and game,
 * stops the terminal. Returns an exit status (0 ok, 1 failure). */
int tui_thaayam_main(const struct tui_thaayam_args *args);

/* The hooks of the Thaayam play screen (tui/play.h). */
extern const struct tui_play_game tui_thaayam_screen;

/* The start menu opens the game through tui_thaayam_entry (tui/app.h). */

#endif
