/* play.h: the play screen of every game. One loop owns what all games
 * share: the prompts (quit, save, load, typed action, resignation, draw
 * offer), undo and redo, autosave for --resume, the message line, pause and
 * the pace of computer seats, computers thinking in a thread (think.h),
 * replays, clocks, resizes and hang-ups. A game brings a table of hooks
 * (struct tui_play_game): its board and side panel, its keys and clicks,
 * the words for its turn and for what an action did, and the actions the
 * rules make by themselves. The screen reaches the game through a link
 * (link.h), so the same screen can show a game run by another process.
 *
 * Adding a game's screen: fill a struct tui_play_game (see quixo/play.c,
 * thaayam/play.c) and call tui_play_main() with a new session, or with a
 * file to load, replay or resume.
 */
#ifndef TUI_PLAY_H
#define TUI_PLAY_H

#include "tui/app.h"
#include "tui/kit/event.h"
#include "tui/kit/form.h"
#include "tui/kit/help.h"
#include "tui/kit/layout.h"
#include "tui/play/link.h"
#include "tui/play/pace.h"
#include "tui/saved/pick.h"
#include "tui/kit/screen.h"
#include "session/driver.h"
#include "session/match.h"
#include "session/think.h"
#include "record/record.h"

#include <stdbool.h>
#include <stddef.h>

enum tui_prompt {
        TUI_PROMPT_NONE,
        TUI_PROMPT_QUIT,
        TUI_PROMPT_RESIGN,
        TUI_PROMPT_DRAW,
        TUI_PROMPT_SAVE,
        TUI_PROMPT_LOAD, /* the saved games' list (saved_pick.h) */
        TUI_PROMPT_COMMAND,
        TUI_PROMPT_CHAT,      /* a line for everyone (hosted games) */
        TUI_PROMPT_TEAM,      /* a line for the teammates (Q19) */
        TUI_PROMPT_ANSWER,    /* a question from the other players, y/n */
        TUI_PROMPT_REPLACE,   /* saving over an existing file, y/n */
        TUI_PROMPT_SAVE_FIRST /* loading another game: save this one first? */
};

enum { TUI_PLAY_MSG_MAX = 480, TUI_PLAY_KEYS_MAX = 40 };

struct tui_play;

/* What a game's screen brings. Strings marked N_() are translated when
 * shown. Hooks may be NULL where said. */
struct tui_play_game {
        const char *name; /* "quixo": records of other games are refused */
        /* The size of what the game's hooks keep of the game shown (its
         * cursor, its choice being made...): the screen gives them a
         * zeroed block of this size in p->data for as long as it runs. */
        size_t data_size;
        const char *not_ours; /* N_("not a Quixo game"): a record of another */
        const struct tui_layout_req *layout;
        const char *help_title; /* N_("Quixo: help") */
        const char *(*help_text)(struct tui_play *p);
        const char *command_label;   /* N_("Move: "): the ':' prompt */
        const char *command_example; /* "c1-c5": notation shown beside it */
        const char *undone;          /* N_("Move taken back.") */
        const char *redone;          /* N_("Move played again.") */
        /* "2 moves taken back.": what undo (or redo) of several moves at
         * once says (against the computer; passes the rules played are
         * not counted); NULL: undone/redone. */
        void (*undone_many)(struct tui_play *p, int steps, bool redo);
        /* An action in words for the hint ("piece 1 moves 2"); NULL: the
         * notation is said as it is (Quixo's a1-a5 reads well). */
        const char *(*action_words)(const char *action, char *buf, size_t len);
        const char *pace_words;  /* N_("... %.1f s between moves ...") */
        int computer_pause_ms;   /* the pace's starting pause */
        long think_ms_per_level; /* a computer's budget per level */
        bool draw_resign;        /* d offers a draw, g resigns (Q21) */
        bool undo_to_human;      /* undo and redo stop at a human's turn */
        bool keeps_nothing;      /* a what-if game or a lesson: never kept
                                    for --resume, the slot left alone */
        /* What q asks before leaving: the question (with its "(y/n)"),
         * or "" to leave at once (a lesson that is done). NULL: the usual
         * "Quit?" of a game. */
        const char *(*quit_question)(struct tui_play *p);
        /* True while the screen waits for the game's own key, not for a
         * move (a lesson after its answer: Enter goes on): nobody here is
         * to move, so the board, ':', the hint, undo and pause wait.
         * NULL: never. */
        bool (*waits)(const struct tui_play *p);
        /* A wrapped screen that listens elsewhere too (a pupil's lesson
         * keeps its class's connection): called at every turn of the loop,
         * it returns a descriptor to wake on (-1: none) and sets *end to
         * leave the screen (back). May be NULL. */
        int (*elsewhere)(struct tui_play *p, bool *end);

        /* A game is shown for the first time (start, load): set up what the
         * screen keeps of it. May be NULL. */
        void (*opened)(struct tui_play *p);
        /* The game shown changed (an action, undo, load, a flag fall):
         * reload what the screen keeps of it. `before` is the position
         * before `action` when an action was played (then describe it in
         * the message line), NULL otherwise. */
        void (*changed)(struct tui_play *p, const void *before, const char *action);
        /* Forgets the choice being made (a new turn, undo, load). */
        void (*reset)(struct tui_play *p);
        /* Draws the title, board and panel into p->layout. */
        void (*draw)(struct tui_play *p);
        /* The status line when no message is shown and it is a human's
         * turn to act at this terminal. */
        void (*status)(struct tui_play *p, char *buf, size_t len);
        /* Appends the game's key hints (pairs of key, what) from keys[k];
         * returns the new k. over: the game has ended. */
        int (*keys)(struct tui_play *p, const char **keys, int k, bool over);
        /* A key outside prompts; true when the game used it. */
        bool (*key)(struct tui_play *p, const struct tui_event *ev);
        /* A mouse click at a screen position. */
        void (*click)(struct tui_play *p, int y, int x);
        /* A typed action: true when the game handled it (played or refused
         * with a message); NULL or false: the screen plays it. */
        bool (*command)(struct tui_play *p, const char *text);
        /* How the game carries out what happens by itself now, as the
         * session's one turn driver says it (session_next_step: the rules'
         * forced action, a computer's throw or move): true when the game
         * did it or waits (its own pause, its help open); NULL or false:
         * the screen plays `action` at the pace, or lets the computer
         * think. */
        bool (*automatic)(struct tui_play *p, enum session_step step, const char *action,
                          long long now_ms);
        /* The end of the game in the message line. */
        void (*announce_end)(struct tui_play *p);
        /* The presenter's view (present.c): the lines at the top of the
         * game's panel it keeps (Thaayam: the players, the scores and the
         * seeds), 0 or NULL: none; the number the move list gives the
         * i-th action (Quixo with two players: by pairs), NULL: i. */
        int (*present_keep)(struct tui_play *p);
        size_t (*move_number)(struct tui_play *p, size_t i);
        /* The presenter's words for `action` played in `before` by s's
         * player to move there ("Ana (X) took the cube on c1 and pushed it
         * back in at c5 (Q7)."); true when the reasons of the rules'
         * explain add to it. NULL: no words. */
        bool (*present_move)(const struct session *s, const void *before,
                             const char *action, char *buf, size_t len);
        /* What the presenter's panel shows of the position besides
         * (Thaayam: the scores still to use); NULL: nothing. */
        void (*present_now)(const void *pos, char *buf, size_t len);
        /* True when the screen must look again soon (a pending end of
         * turn, a preview to refresh). May be NULL. */
        bool (*busy)(struct tui_play *p);
};

/* The chat of a hosted game kept for the chat view (chat.c): the last
 * TUI_CHAT_LINES lines, each with when it came and who said it. */
enum { TUI_CHAT_LINES = 200 };
struct tui_chat_line {
        char when[8]; /* "14:03", local time */
        int talk;     /* TUI_TALK_CHAT, _TEAM, _SAID (link.h) */
        char who[48];
        char text[TUI_LINK_TEXT_MAX];
};
struct tui_chat {
        struct tui_chat_line line[TUI_CHAT_LINES];
        int first, n; /* the oldest kept, how many */
};

struct tui_play {
        const struct tui_play_game *game;
        void *data; /* the game's own (data_size bytes), for its hooks */
        struct tui_link link;
        bool replay; /* stepping through a record's actions */
        bool undo;   /* u and r allowed */

        enum tui_prompt prompt;
        struct tui_line line;
        char msg[TUI_PLAY_MSG_MAX];
        char result[TUI_PLAY_MSG_MAX]; /* how the game ended, once it has */
        enum tui_role msg_role;
        bool help_open;
        struct tui_help help;
        bool paused;
        struct tui_pace pace;
        struct session_think think;
        long long next_auto_ms; /* no automatic action before */
        bool end_announced;
        bool leaving;             /* the link said leave (news.leave), or a lesson
                                     is done: the screen ends */
        bool notice_pinned;       /* the notice stays (tui_play_pin_notice) */
        bool loop;                /* --demo --loop */
        bool fixed_seed;          /* tui_play_source.fixed_seed */
        long long ended_ms;       /* when the end was announced */
        char state[TT_STATE_MAX]; /* the position's state string */
        /* the turn driver's word for the position (cached by state) */
        char step_state[TT_STATE_MAX];
        int step_seat_kind;
        enum session_step step;
        char step_action[TT_ACTION_MAX];
        struct record_autosave autosave; /* failures of the autosave */
        bool autosave_failing;           /* the last autosave failed */
        /* The resume slot of this game: not asked yet, held by this copy
         * (or no lock could be made), or held by another copy (kept_by). */
        enum { TUI_KEEP_UNKNOWN, TUI_KEEP_OURS, TUI_KEEP_OTHER } keep;
        long kept_by;
        bool resumed;      /* the game shown is the one kept for --resume */
        bool kept_checked; /* another game kept before was saved aside */
        char notice[200];  /* shown in the key line until the next key */
        char question[TUI_LINK_TEXT_MAX]; /* the question of TUI_PROMPT_ANSWER */
        char pending[TUI_LINE_MAX + 8];   /* the name TUI_PROMPT_REPLACE asks about */
        bool load_after_save;             /* o asked to save first, then load */
        unsigned long changes;            /* counts the changes of the game shown */
        unsigned long saved_changes;      /* the count when last saved or loaded */
        struct tui_saved_pick pick;       /* the list of TUI_PROMPT_LOAD */
        struct session *browse; /* an earlier position looked at ([ ]), or NULL */
        size_t browse_ply;      /* the actions it has */
        bool browse_was_paused; /* paused before looking back */
        struct tui_layout layout;
        struct tui_chat chat; /* what was said (chat.c) */
        /* The match at one terminal (again.c): games played, games won
         * by seat (they move round with the people). */
        struct session_match match;
        struct tui_rect chat_at; /* beside the board, when wide (w 0: not) */
        bool bell;               /* ring when a person here is to act (bell.c) */
        bool lesson;             /* a pupil's lesson starts: TUI_RUN_LESSON */
        char bell_seat;          /* the seat awaited here at the last look, or 0 */
        /* the first row of the side panel a message or prompt of the
         * status line takes (tui_play_panel_end) */
        int panel_end;
};

/* Where the game comes from when it is not new. */
struct tui_play_source {
        bool resume;             /* the game kept for --resume */
        const char *load_file;   /* a saved game, at its end */
        const char *replay_file; /* a saved game, replayed from its start */
        bool loop;               /* a demonstration starts again after its end */
        /* --seed: the game keeps the session's own, reproducible (and
         * predictable) generator; otherwise its dice are keyed from
         * getrandom(2) (session_secure_dice) */
        bool fixed_seed;
        /* The game's block (p->data) starts as a copy of these data_size
         * bytes (a wrapped screen's own state: a lesson); NULL: zeroed. */
        const void *data;
};

/* Runs the play screen of `game` in the started terminal: with the source's
 * game, or else with the new session `fresh` (owned from now on). Its dice
 * are made unpredictable first unless src->fixed_seed; a NULL src is a new
 * game without a fixed seed. */
enum tui_run tui_play_main(const struct tui_play_game *game,
                           const struct tui_play_source *src, struct session *fresh);

/* True once after a play screen ended on "save and quit" (the game kept
 * for --resume, the shell's message set with tui_say_after_stop). */
bool tui_play_took_keep(void);

/* Runs the play screen of `game` on a game reached through an open link
 * (a hosted game, remote.h); the screen closes the link, except when it
 * ends with TUI_RUN_LESSON (a pupil's class starts a lesson: the link,
 * still open, is handed back in *link for the lesson and the screen
 * again). */
enum tui_run tui_play_link(const struct tui_play_game *game, struct tui_link *link,
                           const char *notice);
/* The next play screen's notice stays until a key, whatever news comes
 * but a refusal, a question or the end of the connection (a pupil's game
 * of a class: what happened is said until read). */
void tui_play_pin_notice(void);

/* What the game hooks use. */
const struct session *tui_play_session(const struct tui_play *p);
bool tui_play_over(const struct tui_play *p);
/* The seat to move, or NULL. */
const struct session_seat *tui_play_to_move(const struct tui_play *p);
/* True when a person at this terminal is to act now. */
bool tui_play_human_to_move(const struct tui_play *p);
/* True while the game's hook `waits` says the screen waits for its key. */
bool tui_play_waits(const struct tui_play *p);
/* What happens next by the session's one turn driver (session/driver.h),
 * worked out once per position; action (may be NULL) gets its action. */
enum session_step tui_play_step(struct tui_play *p, const char **action);
/* True when the rules act by themselves in the position shown (a forced
 * pass, Q17; the end of a turn with no usable score, T11): nothing is to
 * be typed, and undo and redo go past it to a person's decision. */
bool tui_play_rules_act(struct tui_play *p);
/* The message line (printf-like); say with an empty format clears it. */
void tui_play_say(struct tui_play *p, enum tui_role role, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void tui_play_clear_msg(struct tui_play *p);
/* Plays an action through the link; false with the reason shown. */
bool tui_play_act(struct tui_play *p, const char *action);
/* Restarts the game from a state string (the log of the screen stays). */
int tui_play_restart(struct tui_play *p, const char *state, char *why, size_t len);
/* Who is at a hosted game, for the players' panel (here.c): the mark of a
 * player whose terminal dropped ("away 3:07"), false when they are not
 * away; the line of watchers ("3 watching", "" when nobody watches) and
 * their number. */
bool tui_play_seat_away(const struct tui_play *p, char id, char *buf, size_t len);
int tui_play_watching_line(const struct tui_play *p, char *buf, size_t len);
/* After a rematch: the line of the match ("Match: ana 1, ben 1"), "" and
 * 0 before; the games played before this one. */
int tui_play_match_line(const struct tui_play *p, char *buf, size_t len);
/* Draws that line at y, x in w columns, a player's score going on to the
 * next line (at most max_lines) where it does not fit; the lines used. */
int tui_play_match_draw(const struct tui_play *p, int y, int x, int w, int max_lines,
                        enum tui_role role);
/* The first row below the side panel's lists: the panel's end, or above
 * the message or prompt drawn over its foot, so that a log or a move list
 * ends with its newest lines in view (set before the game draws). */
int tui_play_panel_end(const struct tui_play *p);
/* The seat's name, or its word (seats.h) when it has none. */
const char *tui_play_seat_name(const struct session_seat *seat);

#endif
