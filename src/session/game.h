/* game.h: one game-independent interface over the two rules libraries.
 *
 * The session, the records and the engine protocol are written once, against
 * this table of functions; src/session/quixo_game.c and thaayam_game.c fill
 * it from include/quixo.h and include/thaayam.h. Positions are opaque blobs
 * of `pos_size` bytes that may be copied with memcpy (the session keeps one
 * per ply for undo). Everything is expressed in the texts of the rules files:
 * state strings, action notations, result strings ("none", "draw", "win x").
 */
#ifndef TT_SESSION_GAME_H
#define TT_SESSION_GAME_H

#include "tt_games.h"

#include "tt_rng.h"

#include <stdbool.h>
#include <stddef.h>

/* Buffer sizes of the texts exchanged through this interface. */
enum {
        TT_STATE_MAX = 1024,  /* a state string, NUL included */
        TT_ACTION_MAX = 256,  /* one action in notation, NUL included */
        TT_REASON_MAX = 384,  /* why something was refused (tt_text.h) */
        TT_OPTIONS_MAX = 256, /* canonical option list of `new` */
        TT_RESULT_MAX = 16,   /* "none", "draw", "win x" */
        TT_SHOW_MAX = 4096,   /* plain-text board drawing */
        TT_SEATS_MAX = 4,
};

/* A list of actions in notation, sorted in byte order (strcmp). */
struct tt_actions {
        size_t count;
        size_t cap;
        char **items; /* count strings, owned by the list */
};

void tt_actions_init(struct tt_actions *list);
void tt_actions_free(struct tt_actions *list);
/* Appends a copy of `action`; -1 when out of memory. */
int tt_actions_add(struct tt_actions *list, const char *action);
/* Sorts in byte order and removes duplicates. */
void tt_actions_sort(struct tt_actions *list);
/* true when `action` is in the (sorted) list. */
bool tt_actions_contains(const struct tt_actions *list, const char *action);

struct tt_memory; /* session/memory.h */

/* What the computer chooses from. */
struct tt_choice {
        const void *pos;     /* the position, with the side to move */
        const void *history; /* the game's earlier positions, oldest first,
                                pos_size bytes each (Q21); NULL when none */
        size_t history_len;
        bool repetition; /* a position's third occurrence draws (Q21) */
        int level;       /* 1 = weakest */
        long time_ms;    /* a budget in ms; 0: the player's own */
        /* Called by a player that searches by depth after each depth
         * completed, with the best action so far (for a "thinking" line);
         * runs on the thread that chooses. May be NULL. */
        void (*progress)(void *ctx, int depth, const char *best);
        void *progress_ctx;
        /* The player kept between the searches of the game (memory.h), or
         * NULL: a fresh player for this search. */
        struct tt_memory *memory;
};

/* What the computer thinks of a position (session_analyze, the engine's
 * analyze): its best action, how it rates the position for the side to
 * move, how far it looked, and what its search proved. */
struct tt_analysis {
        char best[TT_ACTION_MAX]; /* the action it would play */
        int score;                /* for the side to move: Quixo points,
                                     Thaayam pips (rounded) */
        int depth;                /* Quixo: plies searched; Thaayam: move
                                     phases looked at (1 + look-ahead) */
        unsigned long long nodes; /* positions visited */
        int proof;                /* > 0: wins in `proof` plies (Quixo) or
                                     move phases (Thaayam), both sides
                                     counted; < 0: loses in -proof; 0: none */
        bool draw;                /* the best line ends in a draw by
                                     repetition (Q21) */
        char line[TT_STATE_MAX];  /* the expected continuation, actions
                                     separated by spaces (best first) */
};

/* Why an action is good or bad, in the words a teacher would use: reasons
 * of tt_text.h (the front end's _() reads each in the player's language),
 * most important first (quixo_explain, thaayam_explain). */
enum { TT_EXPLAIN_MAX = 6 };
struct tt_explanation {
        int count;
        char why[TT_EXPLAIN_MAX][TT_REASON_MAX];
};

/* A game: what the session, the records, the engine protocol and the front
 * ends need to know of it. The games are the rows of tt_game_all() (registry.c);
 * a new game is a new row (and a new file that fills its ops), never a new
 * branch of an if-chain. */
struct tt_game_ops {
        const char *name;         /* "quixo": records, protocol, program names */
        const char *title;        /* "Quixo": shown to people (English; front ends
                                     translate it with _()) */
        const char *seat_letters; /* every seat or side letter a record of the
                                     game may hold ("xosenw") */
        /* The word for each of seat_letters, in the same order, marked
         * TT_N_ (English; front ends translate): "X", "O", "South", ... */
        const char *const *seat_words;
        size_t pos_size;
        /* Q19: true when the seats of this position play in teams
         * (four-player Quixo), so the record keeps the advice setting;
         * NULL: never. */
        bool (*has_teams)(const void *pos);

        /* Starts a game from the options of `new` ("players=4 order=cw ...",
         * may be empty). Writes the canonical options into `canon` (every
         * option, first= resolved, so that the same canon replays the same
         * start without `rng`). The rng is used only where the rules need
         * chance at the start (Thaayam's throw-off, T6). 0, or -1 with a
         * reason. */
        int (*new_game)(void *pos, const char *options, tt_rng *rng, char *canon,
                        size_t canon_size, char *reason, size_t reason_size);
        /* Sets the position from a state string; 0, or -1 with a reason
         * (pos unchanged then). */
        int (*set_state)(void *pos, const char *state, char *reason, size_t reason_size);
        /* The canonical state string. */
        void (*get_state)(const void *pos, char *buf, size_t size);
        /* Every legal action, sorted in byte order; empty when the game is
         * over. 0, or -1 when out of memory. */
        int (*legal_actions)(const void *pos, struct tt_actions *out);
        /* Applies an action; 0, or -1 with the reason (pos unchanged). A
         * Thaayam throw is written "throw S" here (S the score), so that the
         * action alone decides the new position; the session turns a plain
         * `throw` into "throw S" with its generator. */
        int (*play)(void *pos, const char *action, char *reason, size_t reason_size);
        /* "none", "draw" or "win X" by the rules alone. */
        void (*result)(const void *pos, char *buf, size_t size);
        /* A plain-text drawing of the board, several lines, '\n' ended. */
        void (*show)(const void *pos, char *buf, size_t size);
        /* The seat to move ('x'/'o' in two-player Quixo, else 's','e','n','w');
         * and every seat in play, in seat order; returns their number. */
        char (*turn)(const void *pos);
        int (*seats)(const void *pos, char seats[TT_SEATS_MAX]);
        /* The side that wins or loses for a seat: its Quixo team mark in the
         * four-player game, the seat itself otherwise. Clocks, resignations
         * and flag falls count per side (Q20). */
        char (*side_of)(const void *pos, char seat);
        /* The result when `side` loses by time or resignation, e.g. "win o". */
        void (*loss_result)(const void *pos, char side, char *buf, size_t size);
        /* true when the action that led from `before` to `after` finished the
         * mover's turn (clock increments and per-move limits count turns). */
        bool (*turn_ended)(const void *before, const void *after, const char *action);
        /* true for a Thaayam throw ("throw S"), which is never taken back. */
        bool (*is_chance)(const char *action);
        /* true for an action the rules play by themselves when it is the
         * only legal one: Quixo's pass (Q17), the end of a Thaayam turn
         * (T11). NULL: none (session_next_step, session/driver.h). */
        bool (*forced)(const char *action);
        /* The key for repetition counting (Q21), or NULL when the game has
         * none. Two positions repeat when their keys are equal. */
        void (*repetition_key)(const void *pos, char *buf, size_t size);
        /* The computer's choice of a legal action for the side to move in
         * c->pos (see struct tt_choice); uses the rng for chance. 0, or -1
         * when there is no legal action. */
        int (*choose)(const struct tt_choice *c, tt_rng *rng, char *out, size_t out_size);
        /* What the computer thinks of c->pos (see struct tt_analysis), as
         * choose would play it; 0, or -1 when there is no legal action.
         * NULL: no analysis for this game. */
        int (*analyze)(const struct tt_choice *c, tt_rng *rng, struct tt_analysis *out);
        /* Explains the action (in notation) in pos for the side to move;
         * returns out->count (0: nothing to say, or not an action here).
         * NULL: no explanations for this game. */
        int (*explain)(const void *pos, const char *action, struct tt_explanation *out);
        /* Whether a record's start position can come from a game (Quixo:
         * quixo_pos_reachable); false with a reason. NULL: not checked. */
        bool (*reachable)(const void *pos, char *reason, size_t reason_size);
        /* Thaayam: a random throw score (1,2,3,4 or 8; T4). NULL for Quixo. */
        int (*throw_score)(tt_rng *rng);
};

/* Each game of the Makefile's GAMES list (tt_games.h) has its ops,
 * tt_GAME_ops, filled by its binding src/session/GAME_game.c. */
#define TT_GAME_OPS_DECLARE(g) extern const struct tt_game_ops tt_##g##_ops;
TT_GAMES(TT_GAME_OPS_DECLARE)
#undef TT_GAME_OPS_DECLARE

enum { TT_GAMES_MAX = 8 };

/* Every game, in the order menus and messages list them, ended by NULL:
 * the program's, then any added with tt_game_register. */
const struct tt_game_ops *const *tt_game_all(void);

/* Adds a game to the table (a test's game, say): 0, or -1 when its name
 * is taken or the table is full. Not thread-safe: call it at the start. */
int tt_game_register(const struct tt_game_ops *ops);

/* The ops of a game by name ("quixo", "thaayam"), or NULL. */
const struct tt_game_ops *tt_game_by_name(const char *name);

/* Whether c is a seat or side letter of any game of the table. */
bool tt_game_seat_letter(char c);

/* true when the game of `ops` plays the position `pos` in teams (Q19). */
bool tt_game_has_teams(const struct tt_game_ops *ops, const void *pos);

/* The games as a list for messages: each name (or title) between `before`
 * and `after`, separated by ", " and the last by `last_sep`: ("'game ", "'",
 * " or ") gives "'game quixo' or 'game thaayam'". Truncated to size. */
void tt_game_list(const char *before, const char *after, const char *last_sep,
                  bool titles, char *buf, size_t size);

/* Helpers of the game bindings (quixo_game.c, thaayam_game.c). */

/* Copies text into reason (nothing when reason is NULL or size 0); -1, the
 * value of a refusal. */
int tt_refuse(char *reason, size_t size, const char *text);

/* The action list of n items of item_size bytes, each written in notation
 * by `format`, sorted. 0, or -1 (list empty) when out of memory. */
int tt_actions_of(struct tt_actions *out, const void *items, size_t n, size_t item_size,
                  void (*format)(const void *item, char *buf, size_t size));

/* The result string: "win W" when winner is a seat or side, else "draw"
 * when over, else "none". */
void tt_result_text(char *buf, size_t size, bool over, char winner);

/* The value of `key` in options, one of `words` (NULL-ended): 1 with its
 * index in *index, 0 when absent (index unchanged), -1 with `refusal` as
 * the reason otherwise. */
int tt_option_word(const char *options, const char *key, const char *const *words,
                   int *index, const char *refusal, char *reason, size_t size);

/* The option value of `key` in a "k=v k=v" list into buf; false if absent. */
bool tt_option_get(const char *options, const char *key, char *buf, size_t size);

/* Checks that every word of options is KEY=VALUE with a key of `known`
 * (at most 16), each at most once; 0, or -1 with a reason. */
int tt_options_check(const char *options, const char *const *known, size_t nknown,
                     char *reason, size_t size);

#endif
