/* thaayam.h: the rules of Thaayam (rule ids T1..T22 of docs/thaayam.md) as a
 * pure library: board and paths, dice, throw-off, legal actions with the
 * "use as many scores as possible" rule (T11), captures, twins, bearing off,
 * action notation and the state string.
 *
 * No I/O, no globals, no hidden randomness: random throws take a tt_rng
 * owned by the caller. Every function that can fail returns a thaayam_status
 * and, when the caller passes a buffer (err, errlen; both may be NULL/0),
 * writes a one-line reason citing the rule, e.g.
 *   "piece 3 is off the board: it must enter with a 1 (T8)".
 * A failing call never changes the state.
 *
 * Conventions
 *   seat    0..3 = THAAYAM_S, THAAYAM_E, THAAYAM_N, THAAYAM_W (letters s e n w)
 *   piece   0..3 in the API and in struct fields; 1..4 in the notation
 *   square  row * 5 + col, a1 = 0, b1 = 1, ..., e5 = 24 (seen from South)
 *   index   a position on a seat's path, 0 (own palace) .. 24 (castle)
 *   score   1, 2, 3, 4 or 8 (T4)
 */
#ifndef THAAYAM_H
#define THAAYAM_H

#include <stddef.h>
#include <stdint.h>

#include "tt_rng.h"

/* ---------------------------------------------------------------- sizes */

#define THAAYAM_SEATS 4     /* seats around the board (T2) */
#define THAAYAM_PIECES 4    /* pieces per player (T2) */
#define THAAYAM_PATH_LEN 25 /* path indices 0..24 (T3) */
#define THAAYAM_CASTLE_INDEX 24
#define THAAYAM_TWIN_INDEX 8 /* the opposite palace, where twins form (T16) */
#define THAAYAM_SQUARES 25
#define THAAYAM_CASTLE_SQUARE 12 /* c3 */

/* Piece positions besides path indices 0..24. */
#define THAAYAM_POS_OFF (-1)  /* off the board, must enter (T8) */
#define THAAYAM_POS_HOME (-2) /* borne off (T21) */
#define THAAYAM_NO_TWIN (-1)  /* value of twin[][] for a single piece */

/* Throws in one turn. A turn is a sequence of throws that continues after
 * 1, 4 and 8 (T5); the library caps it at this many throws: the
 * THAAYAM_MAX_THROWS-th throw ends the sequence whatever it shows
 * (probability of ever reaching it: 0.375^31, about 6e-14 per turn). */
#define THAAYAM_MAX_THROWS 32

/* The five score values, in the order used by every "counts[5]" array. */
#define THAAYAM_NVALUES 5
/* {1, 2, 3, 4, 8} */
extern const uint8_t thaayam_values[THAAYAM_NVALUES];

/* An upper bound on the number of legal actions of any state. Proof: with at
 * most 32 scores, a twin move takes a non-empty sub-multiset of the remaining
 * scores; with c1+c2+c3+c4+c8 <= 32 there are at most
 * prod(c_v + 1) - 1 <= 8*8*7*7*7 - 1 = 21951 of them, and a player has at most
 * two twins; single moves are at most 4 pieces x 5 values = 20, entries 4,
 * bear-offs 4, twin declarations C(4,2) = 6, twin entries 2, and `done` 1:
 * 2 * 21951 + 37 = 43939 < 43968. In real games the count is far smaller;
 * thaayam_actions_bound() gives a bound for a given state. */
#define THAAYAM_MAX_ACTIONS 43968

/* Longest text of one action (e.g. "1&2+8+8+...+1") including the NUL. */
#define THAAYAM_ACTION_MAX 80
/* Longest state string including the NUL. */
#define THAAYAM_STATE_MAX 256
/* Enough for every reason the library writes into err, NUL included. */
#define THAAYAM_REASON_MAX 384

/* ---------------------------------------------------------------- enums */

typedef enum thaayam_status {
        THAAYAM_OK = 0,
        THAAYAM_ERR_SYNTAX,  /* text could not be read (action or state string) */
        THAAYAM_ERR_ILLEGAL, /* well-formed but against the rules here */
        THAAYAM_ERR_PHASE,   /* not possible in the current phase */
        THAAYAM_ERR_OVER,    /* the game is over */
        THAAYAM_ERR_ARG      /* bad argument (options, score value, seat, buffer) */
} thaayam_status;

typedef enum thaayam_seat { THAAYAM_S = 0, THAAYAM_E, THAAYAM_N, THAAYAM_W } thaayam_seat;

/* T19: what happens to a captured twin. */
typedef enum thaayam_capture {
        THAAYAM_CAPTURE_SPLIT = 0, /* becomes two single pieces off the board */
        THAAYAM_CAPTURE_WHOLE      /* stays a twin off the board, enters with two 1s */
} thaayam_capture;

typedef enum thaayam_phase {
        THAAYAM_PHASE_THROW = 0, /* the player throws (T5) */
        THAAYAM_PHASE_MOVE       /* the player uses the scores (T7..T21) */
} thaayam_phase;

/* What became of one throw of the current turn (for the UI). */
typedef enum thaayam_throw_status {
        THAAYAM_THROW_PENDING = 0,   /* throw phase: the sequence is still going */
        THAAYAM_THROW_UNUSED,        /* move phase: usable, not used yet */
        THAAYAM_THROW_USED,          /* move phase: used by an action */
        THAAYAM_THROW_VOID_BEFORE_1, /* T9: before the first 1, no piece on the board */
        THAAYAM_THROW_VOID_NO_1      /* T9: no piece on the board and no 1 in the turn */
} thaayam_throw_status;

typedef enum thaayam_action_kind {
        THAAYAM_ACT_THROW = 0,  /* `throw` (throw phase); score 0 = random, else given */
        THAAYAM_ACT_ENTER,      /* `enterP`: piece enters with a 1 (T8) */
        THAAYAM_ACT_MOVE,       /* `P+S`: single piece moves by score (T7) */
        THAAYAM_ACT_TWIN,       /* `twinP&Q`: declare a twin at index 8 (T16) */
        THAAYAM_ACT_TWIN_MOVE,  /* `P&Q+S+S...`: twin moves by a group (T17) */
        THAAYAM_ACT_TWIN_ENTER, /* `enterP&Q`: whole twin enters with two 1s (T19) */
        THAAYAM_ACT_OFF,        /* `offP`: bear a piece off with a 1 (T21) */
        THAAYAM_ACT_DONE        /* `done`: end of the move phase (T11) */
} thaayam_action_kind;

/* ---------------------------------------------------------------- types */

/* One action. piece/piece2 are 0-based; for twin actions piece < piece2.
 * score: the score of a MOVE, or the given score of a THROW (0 = random).
 * group: for TWIN_MOVE, how many scores of each value (order of
 * thaayam_values) the group takes; zero otherwise. */
typedef struct thaayam_action {
        uint8_t kind;
        uint8_t piece;
        uint8_t piece2;
        uint8_t score;
        uint8_t group[THAAYAM_NVALUES];
} thaayam_action;

/* A game position. Plain data: copy it freely (it is ~170 bytes). Read the
 * fields directly; change them only through the functions below. */
typedef struct thaayam_state {
        uint8_t seats;   /* bit mask of seats in play: bit s set for seat s */
        uint8_t capture; /* thaayam_capture (T19) */
        uint8_t turn;    /* seat to play */
        uint8_t phase;   /* thaayam_phase */
        uint8_t extra;   /* 1 when this turn has captured: another turn follows (T15) */
        uint8_t play_on; /* 1 when play continues for the remaining places (T22) */
        uint8_t nplaces; /* how many seats have borne off all four pieces */
        uint8_t places[THAAYAM_SEATS];            /* those seats in finishing order */
        uint8_t nthrows;                          /* throws of the current turn */
        uint8_t throws[THAAYAM_MAX_THROWS];       /* their scores, in the order thrown */
        uint8_t throw_status[THAAYAM_MAX_THROWS]; /* thaayam_throw_status of each */
        /* [seat][piece]: path index 0..24, THAAYAM_POS_OFF or THAAYAM_POS_HOME */
        int8_t pos[THAAYAM_SEATS][THAAYAM_PIECES];
        /* [seat][piece]: partner piece 0..3 when in a twin, else THAAYAM_NO_TWIN */
        int8_t twin[THAAYAM_SEATS][THAAYAM_PIECES];
} thaayam_state;

/* Options of a new game. Zero-initialise, then set what you need. */
typedef struct thaayam_options {
        int players;    /* 2, 3 or 4; 0 = the number of bits in seats, or 2 */
        unsigned seats; /* bit mask of seats; 0 = default for players (T2):
                           2 -> S+N, 3 -> S,E,N, 4 -> all */
        int capture;    /* thaayam_capture (T19), default split */
        int play_on;    /* 1: after the winner, play on for the other places */
} thaayam_options;

/* The outcome so far (T22). */
typedef struct thaayam_result {
        int over;    /* 1 when no more actions are possible */
        int winner;  /* seat that bore off all four first, or -1 */
        int nplaces; /* seats ranked so far (play on: all of them at the end) */
        int places[THAAYAM_SEATS]; /* seats in finishing order; with play on the
                                      last entry is the seat left behind */
} thaayam_result;

/* What an action would do, before doing it (for the UI). */
typedef struct thaayam_preview {
        int from_square; /* square the piece/twin leaves, -1 when entering */
        int to_square;   /* landing square, -1 when bearing off or for done */
        int to_index;    /* landing path index, -1 likewise */
        int ncaptured;   /* opposing pieces sent off the board (T14, T18) */
        uint8_t captured_seat[THAAYAM_SEATS * THAAYAM_PIECES];
        uint8_t captured_piece[THAAYAM_SEATS * THAAYAM_PIECES];
        int splits; /* 1 when a twin reaches the castle and splits (T20) */
} thaayam_preview;

/* The T6 throw-off before the game, step by step. */
typedef struct thaayam_throwoff {
        uint8_t contenders;            /* seats still in the throw-off (bit mask) */
        uint8_t pending;               /* contenders that have not thrown in this round */
        uint8_t round;                 /* 0 for the first round, +1 for each rethrow */
        uint8_t scores[THAAYAM_SEATS]; /* this round's scores, 0 = not thrown */
        int8_t winner;                 /* the starting seat, -1 while undecided */
} thaayam_throwoff;

/* Memo of the T11 search (max number of scores still usable). Owned by the
 * caller, one per thread; a cache only: results never depend on its content.
 * About 40 KiB: allocate it statically or on the heap. */
#define THAAYAM_MEMO_SLOTS 16384
typedef struct thaayam_ctx {
        uint64_t key[THAAYAM_MEMO_SLOTS];
        uint8_t value[THAAYAM_MEMO_SLOTS];
        uint64_t hits, misses; /* statistics, for the benchmark */
} thaayam_ctx;

/* ---------------------------------------------------------- board (T1-T3) */

/* The square of path index `index` (0..24) of `seat`, or -1 if out of range. */
int thaayam_square_of(int seat, int index);

/* The path index of `square` for `seat` (path overlay), -1 if out of range. */
int thaayam_index_of(int seat, int square);

/* The palace square of a seat (T1): S c1, E e3, N c5, W a3. */
int thaayam_palace(int seat);

/* 1 when the square is a palace or the castle (T13), else 0. */
int thaayam_is_safe(int square);

/* Writes the name of a square ("a1".."e5") into name[3]. */
void thaayam_square_name(int square, char name[3]);

/* The square named by "a1".."e5", or -1. */
int thaayam_parse_square(const char *name);

/* The letter of a seat ('s','e','n','w'), or '?'. */
char thaayam_seat_char(int seat);

/* The seat of a letter s/e/n/w (also upper case), or -1. */
int thaayam_seat_of_char(char c);

/* The seat playing after `seat` among the seats of the mask (T6 order
 * S -> E -> N -> W -> S, empty seats skipped); -1 if the mask is empty. */
int thaayam_next_seat(unsigned mask, int seat);

/* ------------------------------------------------------------ dice (T4) */

/* 1 when score is 1, 2, 3, 4 or 8. */
int thaayam_score_valid(int score);

/* The index of a score value in thaayam_values (0..4), -1 if invalid. */
int thaayam_value_index(int score);

/* The score of four seed faces (1 = light face up): n light -> n, none -> 8. */
int thaayam_score_of_faces(const uint8_t faces[4]);

/* Throws the four seeds with rng (each light with p = 1/2): writes the faces
 * (1 = light) and returns the score. */
int thaayam_throw_seeds(tt_rng *rng, uint8_t faces[4]);

/* Faces showing a given score (for drawing a score that was given rather
 * than thrown): the first n seeds light. Returns THAAYAM_ERR_ARG if invalid. */
thaayam_status thaayam_faces_of_score(int score, uint8_t faces[4]);

/* 1 when the throw sequence continues after this score (1, 4, 8), 0 after
 * 2 or 3 (T5). */
int thaayam_throw_again(int score);

/* ------------------------------------------------------- throw-off (T6) */

/* Starts a throw-off among the seats of the mask (2..4 seats). */
thaayam_status thaayam_throwoff_init(thaayam_throwoff *t, unsigned seats);

/* The seat that throws next, or -1 once the winner is known. Seats throw in
 * seat order S, E, N, W within a round. */
int thaayam_throwoff_next(const thaayam_throwoff *t);

/* Records the next seat's throw of `score` (1,2,3,4,8). When the round is
 * complete, the single highest wins, or the tied leaders throw again.
 * Errors: invalid score, throw-off already decided. */
thaayam_status thaayam_throwoff_throw(thaayam_throwoff *t, int score, char *err,
                                      size_t errlen);

/* The whole throw-off in one call with rng; returns the starting seat. */
int thaayam_throwoff_run(unsigned seats, tt_rng *rng);

/* ------------------------------------------------------------ the game */

/* Starts a game: all pieces off the board (T2), throw phase, `first` to play
 * (the winner of the throw-off, or a seat chosen with `first=`).
 * Errors: players not 2..4, seat mask not matching, first not in the game. */
thaayam_status thaayam_init(thaayam_state *st, const thaayam_options *opt, int first,
                            char *err, size_t errlen);

/* Prepares an empty memo. Call once before using a context. */
void thaayam_ctx_init(thaayam_ctx *ctx);

/* Throw phase: records a throw of the given score (physical dice, tests,
 * replays). After a 2 or 3 (or the 32nd throw) the move phase starts and
 * void throws are marked (T9). */
thaayam_status thaayam_throw_score(thaayam_state *st, int score, char *err,
                                   size_t errlen);

/* Throw phase: throws the seeds with rng, records the score as
 * thaayam_throw_score does, and writes the faces (faces may be NULL).
 * Returns the score, or -1 outside the throw phase / when the game is over. */
int thaayam_throw_random(thaayam_state *st, tt_rng *rng, uint8_t faces[4]);

/* Counts of the usable, still unused scores of the move phase, per value
 * (order of thaayam_values). Returns their number. */
int thaayam_remaining(const thaayam_state *st, uint8_t counts[THAAYAM_NVALUES]);

/* The largest number of the remaining scores that some order of play can
 * still use (T11). ctx may be NULL (no memo). 0 outside the move phase. */
int thaayam_max_usable(const thaayam_state *st, thaayam_ctx *ctx);

/* An upper bound on the number of legal actions in this state (always
 * <= THAAYAM_MAX_ACTIONS), to size the array of thaayam_legal_actions. */
size_t thaayam_actions_bound(const thaayam_state *st);

/* Writes the legal actions into out (at most cap of them) in a fixed order
 * (thaayam_actions_sort sorts them by notation), and returns how many there are in total
 * (so a return value > cap means the array was too small). Throw phase: just THROW with
 * score 0. Game over: 0. Move phase: exactly the actions after which the
 * largest possible number of scores can still be used (T11); `done` only
 * when no score can be used. ctx may be NULL. */
size_t thaayam_legal_actions(const thaayam_state *st, thaayam_ctx *ctx,
                             thaayam_action *out, size_t cap);

/* Checks an action in this state without changing it. THAAYAM_OK when legal,
 * otherwise the status and the reason (rule cited) in err. */
thaayam_status thaayam_action_check(const thaayam_state *st, thaayam_ctx *ctx,
                                    const thaayam_action *a, char *err, size_t errlen);

/* Checks and applies an action. A THROW needs the score given (1..8); use
 * thaayam_throw_random for a random one. On error nothing changes.
 * `done` passes the turn (or starts the extra turn, T15). When a player
 * bears off the last piece the game is over (T22), unless play_on is set:
 * then the turn passes to the next seat still playing. */
thaayam_status thaayam_action_apply(thaayam_state *st, thaayam_ctx *ctx,
                                    const thaayam_action *a, char *err, size_t errlen);

/* Applies an action known to be legal (one returned by
 * thaayam_legal_actions for this very state) without checking it: for
 * computer players. */
void thaayam_action_apply_unchecked(thaayam_state *st, const thaayam_action *a);

/* What the action would do: squares, landing index, captured pieces, twin
 * split. The action must be at least well-formed for the state (checked:
 * THAAYAM_ERR_ILLEGAL if the piece cannot make it at all, ignoring T11). */
thaayam_status thaayam_action_preview(const thaayam_state *st, const thaayam_action *a,
                                      thaayam_preview *pv);

/* The pieces of the player to move that can legally use one `score` now
 * (as a single move, entry, bear-off, or as part of a legal twin group),
 * as a bit mask of pieces (bit p for piece p). 0 outside the move phase. */
unsigned thaayam_pieces_for_score(const thaayam_state *st, thaayam_ctx *ctx, int score);

/* The action a player means by pointing at a piece (or at a twin: piece2
 * its partner, else -1) and choosing scores (group: how many of each value,
 * order of thaayam_values), for the side to move. The library decides the
 * kind: a twin off the board enters whole (T19, whatever the scores), a
 * twin on the board moves by the group (T17); a single piece off the board
 * enters with a 1 (T8), one on the castle bears off with a 1 (T21), else it
 * moves by its score (T7). Legality is not checked (thaayam_action_check does).
 * Errors: THAAYAM_ERR_ARG when no piece or no score is chosen;
 * THAAYAM_ERR_ILLEGAL "a single piece takes one score at a time: only a
 * twin moves by a group (T7, T17)" when a single piece is given several
 * scores (*a is then the move by the largest of them). */
thaayam_status thaayam_action_from_choice(const thaayam_state *st, int piece, int piece2,
                                          const uint8_t group[THAAYAM_NVALUES],
                                          thaayam_action *a, char *err, size_t errlen);

/* The legal action of a kind for the side to move: kind THAAYAM_ACT_ENTER
 * (a piece off the board enters, T8, or a whole twin, T19),
 * THAAYAM_ACT_TWIN (a twin declaration, T16) or THAAYAM_ACT_OFF (a bear-off,
 * T21). Candidates are tried in piece order and the first legal one is
 * taken, except that one with piece `prefer` (0..3; -1: none) is taken
 * when it is legal (a twin: a pair with that piece). THAAYAM_OK: *a is the
 * action. Otherwise the status and reason of the first refused candidate,
 * which is in *a (to name it, e.g. "enter2: ..."); or, when no piece can
 * even try, THAAYAM_ERR_ILLEGAL, a->kind == THAAYAM_ACT_DONE and one of
 * "No piece of yours is off the board (T8).", "A twin needs two of your
 * single pieces on the opposite palace (T16).", "No piece of yours is on
 * the castle (T21)." THAAYAM_ERR_ARG for another kind. */
thaayam_status thaayam_action_find(const thaayam_state *st, thaayam_ctx *ctx, int kind,
                                   int prefer, thaayam_action *a, char *err,
                                   size_t errlen);

/* The outcome so far (T22). */
void thaayam_get_result(const thaayam_state *st, thaayam_result *r);

/* After the first player finished (game over without play_on): continue
 * for the remaining places (T22). The turn passes to the next seat still
 * playing. THAAYAM_ERR_PHASE if nobody has finished or play is already on. */
thaayam_status thaayam_play_on(thaayam_state *st);

/* Number of seats in play. */
int thaayam_nseats(const thaayam_state *st);

/* ------------------------------------------------------------ explaining */

#define THAAYAM_EXPLAIN_MAX 4 /* reasons of one explanation, at most */

/* What an action does, as a teacher would say it: reasons of tt_text.h (a
 * fixed English sentence citing the rule, arguments apart), most important
 * first. */
typedef struct thaayam_explanation {
        int count;
        char why[THAAYAM_EXPLAIN_MAX][THAAYAM_REASON_MAX];
} thaayam_explanation;

/* Explains an action of the move phase for the side to move: the pieces it
 * captures, by seat and square, and the extra turn that earns when it is
 * the turn's first capture (T14, T15, T18); an entry (T8, T19); a twin
 * formed (T16); a bear-off (T21, the last piece: T22); where a move ends
 * when that matters: the castle (T13, T20 for a twin, which splits), a
 * palace (T13), the opposite palace beside a piece to pair with (T16).
 * Returns out->count; 0 for a throw, `done`, or an action the piece cannot
 * make at all. */
int thaayam_explain(const thaayam_state *st, const thaayam_action *a,
                    thaayam_explanation *out);

/* ------------------------------------------------------------- notation */

/* Reads an action: throw, throw S, enterP, P+S, twinP&Q, P&Q+S+S..,
 * enterP&Q, offP, done. Syntax only (legality: thaayam_action_check). */
thaayam_status thaayam_action_parse(const char *text, thaayam_action *a, char *err,
                                    size_t errlen);

/* Writes the notation of an action (group scores largest first). Returns the
 * length it needs (without the NUL); writes nothing past len (truncates,
 * always NUL-terminated when len > 0). */
size_t thaayam_action_format(const thaayam_action *a, char *buf, size_t len);

/* Sorts actions by the byte order of their notation (as the engine's
 * `moves` lists them). */
void thaayam_actions_sort(thaayam_action *list, size_t n);

/* Reads a state string (`thaayam players=4 capture=split turn=s ...`, see
 * docs/thaayam.md). Errors name the field: "s=: piece 2: partner 3 does not
 * point back", "players=3 but 4 seats given", ... On error *st is unchanged. */
thaayam_status thaayam_state_parse(thaayam_state *st, const char *text, char *err,
                                   size_t errlen);

/* Writes the canonical state string. Returns the length it needs (without
 * the NUL), truncating like thaayam_action_format. Play-on games add
 * ` playon=1 places=SEATS` at the end. */
size_t thaayam_state_format(const thaayam_state *st, char *buf, size_t len);

/* Whether a game can reach the position as far as the board shows, beyond
 * what the state string reader checks: two opposing single pieces never
 * share an ordinary square (the one that came last captured the other,
 * T14), nor do two opposing twins (T18). The palaces and the castle are
 * safe (T13). A teaching board checks a position set by hand with it.
 * 1 when possible; 0 with the reason (naming the square and the rule). */
int thaayam_state_possible(const thaayam_state *st, char *err, size_t errlen);

#endif
