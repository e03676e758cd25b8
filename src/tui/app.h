/* app.h: the program-level front end: the start menu and the table of
 * games it offers. A game's front end registers here (games.c) with a run
 * function that works inside an already started terminal and says where to
 * go next.
 */
#ifndef TUI_APP_H
#define TUI_APP_H

#include "session/game.h"
#include "tui/kit/screen.h"

/* What a screen asks for when it ends. */
enum tui_run {
        TUI_RUN_BACK,   /* back to the previous screen (start menu) */
        TUI_RUN_NEW,    /* a new game: the set-up screen again */
        TUI_RUN_AGAIN,  /* the same game again (--demo --loop) */
        TUI_RUN_QUIT,   /* leave the program */
        TUI_RUN_LOBBY,  /* a rematch declined: to the list of hosted games
                           ("Join or watch a game"), never to the shell */
        TUI_RUN_HANGUP, /* the terminal is gone or SIGTERM: leave now */
        TUI_RUN_FAILED, /* could not run; the terminal is stopped and the
                           reason written to stderr */
        TUI_RUN_LESSON  /* a pupil's class takes a lesson together: the
                           link stays open (tui_play_link) */
};

struct tui_play_game;

/* The ways the start menu opens a game. */
enum tui_open {
        TUI_OPEN_NEW,    /* the set-up screen, then play */
        TUI_OPEN_HOST,   /* the same with a seat left for another terminal:
                            the game is hosted (tui/net/lobby.h) once started */
        TUI_OPEN_RESUME, /* the game kept for --resume, then the set-up
                            screen as after any game */
        TUI_OPEN_LOAD    /* the saved game `name` (a record of this game),
                            then the set-up screen as after any game */
};

struct tui_game_entry {
        const struct tt_game_ops *ops; /* the game: its name and title */
        const char *blurb;             /* N_() marked one-line description */
        const char *about; /* N_() marked paragraph of the start menu's help */
        /* Runs the game's screens in the started terminal, opened the way
         * asked (name: the saved game of TUI_OPEN_LOAD, else NULL); NULL:
         * the front end is not there yet ("coming"). */
        enum tui_run (*open)(const struct tui_options *opts, enum tui_open way,
                             const char *name);
        bool hosts;   /* TUI_OPEN_HOST is offered */
        bool resumes; /* TUI_OPEN_RESUME is offered (a game is kept) */
        /* The game's play screen (tui/play/play.h), for a hosted game joined. */
        const struct tui_play_game *screen;
};

/* Each game's entry, tui_GAME_entry (src/tui/GAME/main.c); the games of
 * the start menu in the order of the Makefile's GAMES list, ended by NULL
 * (games.c); and the entry of a game by name, or NULL. */
#define TUI_GAME_ENTRY_DECLARE(g) extern const struct tui_game_entry tui_##g##_entry;
TT_GAMES(TUI_GAME_ENTRY_DECLARE)
#undef TUI_GAME_ENTRY_DECLARE
extern const struct tui_game_entry *const tui_games[];
const struct tui_game_entry *tui_game_find(const char *name);

/* A pupil's class taking a lesson together, on the class's link l
 * (tui/teach/class_lesson.c): bound here, with the games, so that the
 * network screens that meet it (tui/net/lobby.c) need not know the
 * teaching screens. */
struct tui_link;
enum tui_run tui_run_pupil_lesson(struct tui_link *l);

/* `tabletop` with no subcommand: starts the terminal, shows the start menu
 * (the games, Help, Quit), runs what is chosen, stops the terminal. Returns
 * an exit status (0, or 1 when the terminal cannot be used). */
int tui_start_menu(const struct tui_options *opts);

/* Asks a yes/no question in the status line of the current screen (used by
 * menus; game screens ask inside their own loop), its answer keys in the
 * language's letters (tui/kit/answer.h). True for yes. */
bool tui_ask_yes_no(const char *question, bool *hangup);

#endif
