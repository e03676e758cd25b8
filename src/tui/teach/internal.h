/* teach/internal.h: what the files of the classroom screens share: the
 * hooks by which the teaching board edits a game's position (one table per
 * game: quixo_board.c, thaayam_board.c), the what-if and lesson play
 * screens (whatif.c, lesson_play.c) and the list of lessons (lessons.c). */
#ifndef TUI_TEACH_INTERNAL_H
#define TUI_TEACH_INTERNAL_H

#include "tui/app.h"
#include "tui/kit/event.h"
#include "tui/kit/layout.h"
#include "tui/play/play.h"
#include "session/session.h"

#include <stdbool.h>
#include <stddef.h>

enum { TEACH_MSG_MAX = 320 };

/* A game's side of the teaching board. The position being edited is the
 * game file's own (a static position); the board owns the cursor. */
struct teach_board_game {
        const char *name;                    /* "quixo" */
        const char *title;                   /* N_("Quixo: teaching board") */
        const char *lessons_title;           /* N_("Quixo: lessons") */
        const char *class_title;             /* N_("Quixo: a class on this server") */
        const struct tui_layout_req *layout; /* the game's own layout */
        const struct tui_play_game *screen;  /* the game's play screen */
        /* The usual start position. */
        void (*start)(void);
        /* Sets the position from a state string; -1 with why. */
        int (*set_state)(const char *state, char *why, size_t len);
        /* The state string of the position (as edited: maybe impossible). */
        void (*get_state)(char *buf, size_t len);
        /* The options of a session playing `state` ("players=4 ..."); -1
         * with why when the state cannot be read. */
        int (*options)(const char *state, char *buf, size_t len, char *why,
                       size_t why_len);
        /* Checks the position against the rules: 0, or -1 with the rule it
         * breaks in why (English, from the rules library). */
        int (*check)(char *why, size_t len);
        /* Whether the game has ended on the position (a line of five, Q10;
         * all four pieces borne off, T22): true with who won and why, in
         * the player's language, in why. */
        bool (*over)(char *why, size_t len);
        /* Whose turn it is, in words, for the status line. */
        void (*turn_words)(char *buf, size_t len);
        /* Draws board and panel; cursor: the square under the cursor. */
        void (*draw)(const struct tui_layout *l, int cursor);
        /* An editing key (or a click, key 0, action TUI_A_OK) at the cursor;
         * true when used; a message for the status line in msg. */
        bool (*key)(const struct tui_event *ev, int cursor, char *msg, size_t len);
        /* A line the game asks for (Thaayam's scores): the key that opens
         * it (0: none), its label, its first text and what it does. */
        int line_key;
        const char *line_label;
        void (*line_get)(char *buf, size_t len);
        void (*line_done)(const char *text, char *msg, size_t len);
        /* The key hints of the game's editing keys: pairs, NULL-ended. */
        const char *const *edit_keys;
        /* The help page's text about the game's editing keys. */
        const char *(*help)(void);
};

/* A line of the panel's editing keys at *y in r's columns, wrapped over
 * two lines when it is too long (a translation), never cut; *y moves on. */
void teach_key_lines(int *y, const struct tui_rect *r, const char *text);

/* Every game's teaching board, a row a game, ended by NULL: the menu, the
 * command line and "what if" find them here and name no game. */
extern const struct teach_board_game *const teach_boards[];

/* Every game of the Makefile's GAMES list (tt_games.h) has its board,
 * teach_GAME_board (GAME_board.c). */
#define TEACH_BOARD_DECLARE(g) extern const struct teach_board_game teach_##g##_board;
TT_GAMES(TEACH_BOARD_DECLARE)
#undef TEACH_BOARD_DECLARE

/* The board of a game by name, or NULL. */
const struct teach_board_game *teach_board_find(const char *name);

/* Runs the teaching board in a started terminal (file: a record whose
 * position to start from, or NULL). */
enum tui_run teach_board_run(const struct teach_board_game *g, const char *file);

struct tui_host_request;
/* The same hosted for a class (class.h): pupils join from their own
 * terminals and see the board; b opens the class's screen. TUI_RUN_FAILED
 * with why when the class cannot be hosted. */
enum tui_run teach_board_run_class(const struct teach_board_game *g, const char *file,
                                   const struct tui_host_request *host, char *why,
                                   size_t len);

/* A session playing `state` with every seat a person at this terminal;
 * NULL with why. */
struct session *teach_session(const struct teach_board_game *g, const char *state,
                              char *why, size_t len);

/* Plays "what if" from `state` on the shared play screen: moves, undo
 * and redo (take back, branch), save; q goes back to the board. When it
 * cannot start: TUI_RUN_BACK with why. */
enum tui_run teach_whatif(const struct teach_board_game *g, const char *state, char *why,
                          size_t len);

/* The lessons of the game: the list, then a lesson on the play screen. */
enum tui_run teach_lessons_run(const struct teach_board_game *g);

struct lesson;
/* One lesson, step by step, on the play screen (lesson_play.c); when it
 * cannot start, TUI_RUN_BACK with why. */
enum tui_run teach_lesson_play(const struct teach_board_game *g, const struct lesson *l,
                               char *why, size_t len);
/* A lesson a pupil's class takes together (class_lesson.c): after each
 * right answer `progress` gets the steps done; `listen` is asked at every
 * turn of the screen's loop for a descriptor to wake on, and sets *end
 * when the class has ended the lesson. */
struct teach_lesson_class {
        void (*progress)(void *ctx, int steps);
        /* what the class sent meanwhile: its descriptor, whether the
         * lesson has ended, a message to show in said ("" when none) */
        int (*listen)(void *ctx, bool *end, char *said, size_t size);
        void *ctx;
};
enum tui_run teach_lesson_play_with(const struct teach_board_game *g,
                                    const struct lesson *l,
                                    const struct teach_lesson_class *cls, char *why,
                                    size_t len);

#endif
