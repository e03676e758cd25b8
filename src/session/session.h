/* session.h: one game in progress, for the terminal front end and the engine.
 *
 * A session owns the position, the history of positions and actions (undo,
 * redo, records), the settings, the seats and their controllers, the clocks
 * and the result. It works for both games through struct tt_game_ops
 * (session/game.h). It never reads the clock itself: every call that may
 * spend time takes `now_ms`, a monotonic time in milliseconds chosen by the
 * caller (tests pass a fake clock). It never prints and never touches files;
 * the autosave hook (session_set_on_change) lets src/record save after every
 * change.
 *
 * Typical turn loop of a front end:
 *     while (!session_over(s)) {
 *             char seat = session_turn(s);
 *             const struct session_seat *c = session_seat(s, seat);
 *             if (c->kind == SESSION_COMPUTER) session_choose(s, ..., act, ...);
 *             else if (c->kind == SESSION_REPLAY) session_replay_next(s, act, ...);
 *             else read keys and make `act`;
 *             if (session_play(s, act, now_ms(), why, sizeof why) != 0) show why;
 *             session_tick(s, now_ms());   (also from the idle loop: flag falls)
 *     }
 */
#ifndef TT_SESSION_SESSION_H
#define TT_SESSION_SESSION_H

#include "session/game.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum session_controller { SESSION_HUMAN, SESSION_COMPUTER, SESSION_REPLAY };

enum { SESSION_NAME_MAX = 64 };

/* One seat: 'x'/'o' (two-player Quixo) or 's','e','n','w'. */
struct session_seat {
        char id;
        enum session_controller kind;
        int level; /* computer level, 1 = weakest */
        char name[SESSION_NAME_MAX];
};

/* Q20: no clock, a limit per move (turn), or a clock per side for the whole
 * game with an increment added after each of the side's turns. */
enum session_clock_mode {
        SESSION_CLOCK_NONE,
        SESSION_CLOCK_PER_MOVE,
        SESSION_CLOCK_GAME
};

/* The longest clock a game may have, and the most time a side may have
 * left with increments: 7 days in ms (so no sum of clock times overflows). */
#define SESSION_CLOCK_MAX_MS ((int64_t)7 * 24 * 3600 * 1000)

struct session_clock_settings {
        enum session_clock_mode mode;
        int64_t limit_ms;     /* per move, or the whole game's initial time */
        int64_t increment_ms; /* SESSION_CLOCK_GAME only */
};

struct session_settings {
        /* Options of the rules as for the protocol's `new`, e.g.
         * "players=4 order=ccw repetition=off" or "players=3 capture=whole";
         * empty: the defaults. */
        char options[TT_OPTIONS_MAX];
        struct session_clock_settings clock;
        bool undo_allowed; /* false: session_undo refuses (e.g. rated play) */
        uint64_t seed;     /* seeds throws, the throw-off and the computers */
        /* Q19: teammates may advise each other. Agreed before a four-player
         * Quixo game and shown to the players; the rules do not use it. */
        bool advice;
};

/* Fills `set` with the defaults: no options, no clock, undo allowed, seed 1,
 * advice allowed. */
void session_settings_default(struct session_settings *set);

/* Why a game ended. */
enum session_end {
        SESSION_END_NONE,       /* still going */
        SESSION_END_RULES,      /* a line (Quixo) or all pieces off (Thaayam) */
        SESSION_END_REPETITION, /* third repetition (Q21) */
        SESSION_END_TIME,       /* a flag fell (Q20) */
        SESSION_END_RESIGN,     /* a side resigned */
        SESSION_END_AGREEMENT,  /* draw by agreement (Q21) */
};

struct session_result {
        char text[TT_RESULT_MAX]; /* "none", "draw" or "win X" as in the protocol */
        enum session_end end;
        char loser; /* side that lost on time or resigned, else 0 */
};

/* Short English word of an end reason ("rules", "repetition", "time",
 * "resign", "agreement", "none"), as written in records. */
const char *session_end_name(enum session_end end);
/* The reverse; false when unknown. */
bool session_end_parse(const char *name, enum session_end *end);

struct session;

/* A new game. Every seat starts as a human named after its seat. NULL with
 * a reason when the options are invalid or memory is short. */
struct session *session_new(const struct tt_game_ops *ops,
                            const struct session_settings *set, int64_t now_ms,
                            char *reason, size_t reason_size);
void session_free(struct session *s);

/* Said lines the game's record carries (docs/records.md: "said PLY HH:MM
 * all|team WHO TEXT\n" each, clean), such as the score of a match played at
 * one terminal; at most SESSION_SAID_MAX bytes. 0, or -1 when too long or
 * memory is short. session_said gives them ("" when none) and their length. */
enum { SESSION_SAID_MAX = 64 * 1024 };
int session_set_said(struct session *s, const char *said, size_t len);
const char *session_said(const struct session *s, size_t *len);

/* Replaces the position by a state string and clears the history: the new
 * position is the start (and the first occurrence for Q21). The settings'
 * options are kept. 0, or -1 with a reason (nothing changed). */
int session_set_state(struct session *s, const char *state, int64_t now_ms, char *reason,
                      size_t reason_size);

const struct tt_game_ops *session_ops(const struct session *s);
const struct session_settings *session_settings(const struct session *s);
/* The canonical options the game was started with (first= resolved). */
const char *session_options(const struct session *s);
/* The opaque current position (for the rules library of the game). */
const void *session_position(const struct session *s);

/* The current state string, its legal actions (empty when over), the seat
 * to move, a board drawing. */
void session_state(const struct session *s, char *buf, size_t size);
/* Also the state string of the start position (set_state or new game). */
void session_start_state(const struct session *s, char *buf, size_t size);
int session_legal_actions(const struct session *s, struct tt_actions *out);
char session_turn(const struct session *s);
void session_show(const struct session *s, char *buf, size_t size);

/* Seats in play, in seat order. */
int session_seat_count(const struct session *s);
const struct session_seat *session_seat_at(const struct session *s, int index);
/* The seat with this id, or NULL. */
const struct session_seat *session_seat(const struct session *s, char id);
/* Changes a seat's controller and name (NULL name: unchanged). -1 if no
 * such seat or the name is too long or has control characters. */
int session_set_seat(struct session *s, char id, enum session_controller kind, int level,
                     const char *name);

/* Plays an action in notation. In Thaayam a plain "throw" throws with the
 * session's generator and "throw S" uses the given score. 0, or -1 with the
 * reason (nothing changed): illegal action, game over, flag fallen. */
int session_play(struct session *s, const char *action, int64_t now_ms, char *reason,
                 size_t reason_size);
/* The computer's choice for the side to move (does not play it). */
int session_choose(struct session *s, int level, long time_ms, char *out,
                   size_t out_size);
/* What the computer thinks of the current position (struct tt_analysis)
 * at `level` within time_ms (0: the player's own budget); nothing is
 * played. 0, or -1 when the game is over or the game has no analysis. */
int session_analyze(const struct session *s, int level, long time_ms,
                    struct tt_analysis *out);
/* What session_choose asks the game's choose function: the current
 * position and the earlier ones of the game (Q21). The pointers are into
 * the session and stay valid until it changes. */
void session_choice(const struct session *s, int level, long time_ms,
                    struct tt_choice *c);

/* Secure dice: keys the session's generator from getrandom(2) (ChaCha20,
 * tt_rng.h), so every later throw, throw-off and computer choice is
 * unpredictable and no longer follows from settings.seed, which stays in
 * the record but is then only a label. The key never leaves the process.
 * Hosted games do it in the hosting process (net_host_serve), local ones
 * unless a fixed seed was asked for. 0, or -1 with a reason (the
 * generator unchanged): the caller must refuse to play rather than throw
 * predictable dice. */
int session_secure_dice(struct session *s, char *reason, size_t reason_size);
/* Bytes, or a 64-bit seed (never 0), from getrandom(2); -1 with a reason. */
int session_random_bytes(void *buf, size_t size, char *reason, size_t reason_size);
int session_random_seed(uint64_t *seed, char *reason, size_t reason_size);

/* Takes back the last action / plays it again. Undo is refused when not
 * allowed by the settings, at the start, after the game ended by
 * time/resign/agreement, and in Thaayam for throws: only the actions of
 * the current move phase can be taken back. A new action clears the redo
 * list. 0, or -1 with a reason. */
int session_undo(struct session *s, int64_t now_ms, char *reason, size_t reason_size);
int session_redo(struct session *s, int64_t now_ms, char *reason, size_t reason_size);
/* The next action that redo would play (for the replay controller and the
 * front end's hints); false when there is none. */
bool session_redo_next(const struct session *s, char *buf, size_t size);
/* Replay controller: the next action of the record being replayed, which
 * is the redo list of a session loaded by record_replay. */
bool session_replay_next(const struct session *s, char *buf, size_t size);

/* Moves to any ply 0..ply_count+redo_count without the undo restrictions
 * (browsing a replay or a finished game); -1 when out of range. */
int session_seek(struct session *s, size_t ply);

/* Number of actions from the start to the current position, and the
 * action that led to position i (1 <= i <= count). */
size_t session_ply_count(const struct session *s);
const char *session_action_at(const struct session *s, size_t i);
/* Number of actions in the redo list. */
size_t session_redo_count(const struct session *s);

/* Ends the game: `side` resigns (its side loses), or both agree to a draw.
 * -1 with a reason when the game is already over or the side unknown. */
int session_resign(struct session *s, char side, int64_t now_ms, char *reason,
                   size_t reason_size);
int session_agree_draw(struct session *s, int64_t now_ms, char *reason,
                       size_t reason_size);

/* Clocks (Q20). session_tick charges the time since the last call to the
 * side to move and ends the game when its flag falls; true when it fell
 * now. session_time_left is the time left of a side at now_ms (per move:
 * of the current move); -1 without clock. session_clock_resume restarts
 * the clocks at now_ms without charging the time since the last call, so a
 * game loaded from a record, paused or suspended does not lose time. */
bool session_tick(struct session *s, int64_t now_ms);
int64_t session_time_left(const struct session *s, char side, int64_t now_ms);
void session_clock_resume(struct session *s, int64_t now_ms);
/* Sets a side's remaining game time (records restore it). */
void session_set_time_left(struct session *s, char side, int64_t ms);

/* The result by the rules, by repetition, time, resignation or agreement. */
void session_result(const struct session *s, struct session_result *out);
bool session_over(const struct session *s);
/* Sets an ending read from a record (time/resign/agreement); -1 if invalid. */
int session_set_end(struct session *s, enum session_end end, char loser);

/* Called after every change of the game (action, undo, redo, set_state,
 * resign, draw, flag fall), e.g. record_autosave. NULL removes it. */
typedef void (*session_change_fn)(struct session *s, void *ctx);
void session_set_on_change(struct session *s, session_change_fn fn, void *ctx);

/* Limits: a game keeps at most SESSION_MAX_PLIES actions of history;
 * further actions are refused (the engine must stay bounded). */
enum { SESSION_MAX_PLIES = 100000 };

#endif
