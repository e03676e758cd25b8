/* quixo/screen.h: the Quixo front end: set-up screen and play screen.
 *
 * `quixo` / `tabletop quixo` fill a tui_quixo_args (defaults from the
 * remembered settings, then the command-line options of src/main) and call
 * tui_quixo_main(); the start menu opens it through tui_quixo_entry.
 */
#ifndef TUI_QUIXO_SCREEN_H
#define TUI_QUIXO_SCREEN_H

#include "tui/app.h"
#include "tui/net/lobby.h"
#include "tui/play/play.h"
#include "tui/kit/screen.h"
#include "tui/seats.h"

#include <stdbool.h>

enum tui_quixo_clock { TUI_QUIXO_CLOCK_OFF, TUI_QUIXO_CLOCK_MOVE, TUI_QUIXO_CLOCK_GAME };

/* Every setting of the set-up screen (and of the command line). */
struct tui_quixo_settings {
        int players;                      /* 2 or 4 */
        struct tui_seat_setting seat2[2]; /* two players: X, O */
        struct tui_seat_setting seat4[4]; /* four players: S, E, N, W */
        int first2;                       /* 0: X starts, 1: O (Q4) */
        int first4;                       /* seat index S E N W (Q4) */
        int order;                        /* 0 clockwise, 1 counter-clockwise (Q12) */
        enum tui_quixo_clock clock;       /* Q20 */
        int limit_s;                      /* per move or per game, seconds */
        int increment_s;                  /* game clock increment, seconds */
        bool repetition;                  /* Q21 */
        bool advice;                      /* Q19: teammates may advise */
        bool undo;                        /* undo allowed */
};

struct tui_quixo_args {
        struct tui_options ui;
        struct tui_quixo_settings set;
        bool start;                   /* --start: no set-up screen */
        const char *load_file;        /* --load FILE */
        const char *replay_file;      /* --replay FILE */
        bool resume;                  /* --resume: the game saved on hang-up or quit */
        bool loop;                    /* --demo --loop: a new game after each end */
        struct tui_host_request host; /* --host: for players at other terminals */
};

/* Defaults, overridden by the remembered settings. */
void tui_quixo_settings_load(struct tui_quixo_settings *set);

/* The default name of seat i (0-based, in seat order) with `players`
 * players, in the language in use: Cross, Circle; South, East... */
const char *tui_quixo_default_name(int players, int i);
/* Remembers the settings (errors are ignored: they are only a comfort). */
void tui_quixo_settings_save(const struct tui_quixo_settings *set);

/* The seat letters: "xo" (two players) and "senw" (four), Q11. */
extern const char tui_quixo_seat_ids2[2];
extern const char tui_quixo_seat_ids4[4];

/* The whole Quixo program: starts the terminal, runs set-up and game,
 * stops the terminal. Returns an exit status (0 ok, 1 failure). */
int tui_quixo_main(const struct tui_quixo_args *args);

/* The hooks of the Quixo play screen (tui/play.h). */
extern const struct tui_play_game tui_quixo_screen;

/* The start menu opens the game through tui_quixo_entry (tui/app.h). */

#endif
