/* quixo.h: the complete Quixo rules (Q1-Q21 of docs/quixo.md) as a pure C library.
 *
 * No I/O, no globals, no allocation.
 * Everything the front end, the engine protocol and the computer players need
 * about Quixo comes from here: positions, legal moves, applying moves, results,
 * notation, state strings and perft. The history of a game (undo, the Q21
 * repetition count, declared results) is the session's (src/session); the
 * library gives the identity of a position for Q21 (quixo_pos_same).
 *
 * Conventions
 * - Squares are numbered 0..24: index = row * 5 + col, a1 = 0, b1 = 1, e1 = 4,
 *   a2 = 5, ..., e5 = 24 (Q1: columns a-e, rows 1-5 as seen from South).
 * - Marks / teams: QUIXO_X (0) and QUIXO_O (1). In the four-player game the
 *   team of South and North plays X, the team of East and West plays O (Q11).
 * - Seats: QUIXO_S (0), QUIXO_E (1), QUIXO_N (2), QUIXO_W (3): the team of a
 *   seat is seat & 1, the partner is seat ^ 2.
 * - Functions that can refuse return a quixo_status (QUIXO_OK = 0) and, when
 *   `why` is not NULL, write a one-line English reason citing the rule into
 *   why[0..len-1] (always NUL-terminated when len > 0, cut if too long;
 *   QUIXO_REASON_MAX is always enough). On refusal nothing is changed.
 */
#ifndef QUIXO_H
#define QUIXO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---------------------------------------------------------------- basics */

#define QUIXO_SQUARES 25
#define QUIXO_ALL_SQUARES 0x1FFFFFFu    /* mask of the 25 squares */
#define QUIXO_BORDER_SQUARES 0x1F8C63Fu /* mask of the 16 border squares (Q3) */
#define QUIXO_MAX_MOVES 88              /* 44 pushes x 2 dot directions (Q7, Q14) */
#define QUIXO_ACTION_MAX 8              /* "c1-c5/N" + NUL */
#define QUIXO_STATE_MAX 160             /* longest state string + NUL */
#define QUIXO_REASON_MAX 256            /* enough for every reason (tt_text.h) */

/* Marks on a cube face, and the two teams (Q2, Q11). */
enum { QUIXO_X = 0, QUIXO_O = 1 };

/* Contents of a square (Q2). */
typedef enum quixo_cell {
        QUIXO_CELL_NEUTRAL = 0,
        QUIXO_CELL_X = 1,
        QUIXO_CELL_O = 2
} quixo_cell;

/* Seats of the four-player game (Q11). QUIXO_SEAT_NONE: not a seat / 2p. */
enum { QUIXO_S = 0, QUIXO_E = 1, QUIXO_N = 2, QUIXO_W = 3, QUIXO_SEAT_NONE = -1 };

/* Turn order of the four-player game (Q12). */
typedef enum quixo_order {
        QUIXO_CW = 0, /* clockwise, the default: S -> W -> N -> E */
        QUIXO_CCW = 1 /* counter-clockwise: S -> E -> N -> W */
} quixo_order;

/* Status of every function that can refuse. */
typedef enum quixo_status {
        QUIXO_OK = 0,
        QUIXO_E_SYNTAX,        /* malformed move text (Q8, Q15) */
        QUIXO_E_NOT_BORDER,    /* the square is not on the border (Q3) */
        QUIXO_E_OPPONENT_MARK, /* the cube shows the other side's mark (Q5, Q13) */
        QUIXO_E_DOT_PARTNER,   /* own team's cube, but its dot points to the partner (Q13)
                                */
        QUIXO_E_FIRST_NEUTRAL, /* a player's first move must take a neutral cube (Q16) */
        QUIXO_E_SAME_SQUARE,   /* the cube may not go back where it was taken (Q7) */
        QUIXO_E_NOT_END,       /* TO is not an end of FROM's row or column (Q7, Q8) */
        QUIXO_E_DOT_MISSING,   /* four-player move without /S /E /N /W (Q15) */
        QUIXO_E_DOT_UNEXPECTED, /* two-player move with a dot (Q15) */
        QUIXO_E_DOT_SEAT,       /* the dot must point to the mover or the partner (Q14) */
        QUIXO_E_PASS,           /* pass while some cube can be taken (Q9, Q17) */
        QUIXO_E_MUST_PASS,      /* no cube can be taken: the only move is pass (Q17) */
        QUIXO_E_STATE,          /* malformed or inconsistent state string */
        QUIXO_E_OPTION          /* invalid option value (players, order, first) */
} quixo_status;

/* ------------------------------------------------------------- positions */

/* A position: 20 bytes, copy it freely (moves are applied by copy-make).
 * Read the fields directly or through the accessors below.
 * - mark[QUIXO_X], mark[QUIXO_O]: bit i set when square i shows that mark.
 *   Squares in neither mask are neutral.
 * - dot: four players only, bit i set when the dot of the (marked) cube on
 *   square i points to the second seat of its team (N for X, W for O);
 *   clear: it points to S (X) or E (O). Always 0 for neutral squares and in
 *   the two-player game.
 * - ply: moves made so far, passes included (state string field ply=).
 * - turn: two players: the mark to move (QUIXO_X / QUIXO_O); four players:
 *   the seat to move. In both cases turn & 1 is the team to move.
 * - players: 2 or 4. order: a quixo_order (0 in the two-player game). */
typedef struct quixo_pos {
        uint32_t mark[2];
        uint32_t dot;
        uint32_t ply;
        uint8_t turn;
        uint8_t players;
        uint8_t order;
        uint8_t reserved; /* always 0 */
} quixo_pos;

/* Options of a new game (Q4, Q12, Q21). */
typedef struct quixo_options {
        int players;       /* 2 or 4 */
        quixo_order order; /* four players: turn order; ignored with two */
        int first;         /* 2p: QUIXO_X or QUIXO_O; 4p: a seat (Q4) */
        bool repetition;   /* threefold repetition is a draw (Q21), default true */
} quixo_options;

/* Fills *opt with the defaults for `players` (2 or 4): order clockwise,
 * X (2p) or South (4p) starts, repetition draw on. */
void quixo_options_default(quixo_options *opt, int players);

/* Sets *pos to the starting position (all cubes neutral, Q2) for *opt.
 * Refuses (QUIXO_E_OPTION) invalid players/order/first. */
quixo_status quixo_pos_init(quixo_pos *pos, const quixo_options *opt, char *why,
                            size_t len);

/* Contents of square sq (0..24) of *pos. */
quixo_cell quixo_pos_cell(const quixo_pos *pos, int sq);

/* Four players: the seat the dot of the cube on sq points to;
 * QUIXO_SEAT_NONE for a neutral cube or in the two-player game (Q13). */
int quixo_pos_dot(const quixo_pos *pos, int sq);

/* The team (QUIXO_X / QUIXO_O) to move. */
int quixo_pos_team_to_move(const quixo_pos *pos);

/* The seat to move (four players), QUIXO_SEAT_NONE with two players. */
int quixo_pos_seat_to_move(const quixo_pos *pos);

/* The team of a seat (Q11): QUIXO_X for S and N, QUIXO_O for E and W. */
int quixo_seat_team(int seat);

/* The partner of a seat (Q11): S <-> N, E <-> W. */
int quixo_seat_partner(int seat);

/* The seat that plays after `seat` in the given order (Q12). */
int quixo_seat_next(int seat, quixo_order order);

/* 's', 'e', 'n', 'w' for a seat, '?' otherwise. */
char quixo_seat_char(int seat);

/* 'x' / 'o' for a mark, '?' otherwise. */
char quixo_mark_char(int mark);

/* The seat of a letter 's', 'e', 'n', 'w', or QUIXO_SEAT_NONE. */
int quixo_seat_of_char(char c);

/* The team (QUIXO_X / QUIXO_O) of a seat letter or a mark letter (Q11):
 * 's', 'n' and 'x' play X; 'e', 'w' and 'o' play O; -1 otherwise. So the
 * side of a seat id is quixo_mark_char(quixo_team_of_char(id)). */
int quixo_team_of_char(char c);

/* True when board, dots and player to move are equal (the Q21 identity;
 * ply is not compared). */
bool quixo_pos_same(const quixo_pos *a, const quixo_pos *b);

/* A 64-bit hash of board, dots and player to move (for tables in the
 * computer players); equal for quixo_pos_same positions. */
uint64_t quixo_pos_hash(const quixo_pos *pos);

/* ---------------------------------------------------------------- squares */

/* Parses a square name "a1".."e5" (exactly two characters at s, lowercase);
 * returns 0..24, or -1. Does not require a NUL after the two characters. */
int quixo_square_parse(const char *s);

/* Writes the name of square sq ("a1".."e5") and a NUL into name[0..2];
 * "??" for an invalid index. */
void quixo_square_name(int sq, char name[3]);

/* True for the 16 squares of the outer ring (Q3). */
bool quixo_square_is_border(int sq);

/* The squares where a cube taken from `from` may be pushed back in (Q7):
 * the other ends of its row and column, never `from` itself. Writes them to
 * out[] in increasing order and returns their count: 2 for a corner, 3 for
 * another border square, 0 for an inner square or an invalid index. */
int quixo_push_ends(int from, int out[3]);

/* ----------------------------------------------------------------- moves */

/* A move in 16 bits: bits 0-4 FROM square, bits 5-9 TO square, bits 10-11 the
 * seat the dot points to and bit 12 set when the move carries a dot (four
 * players, Q14/Q15), or QUIXO_MOVE_PASS (Q17). QUIXO_MOVE_NONE is no move. */
typedef uint16_t quixo_move;

#define QUIXO_MOVE_PASS ((quixo_move)0x2000u)
#define QUIXO_MOVE_NONE ((quixo_move)0xFFFFu)
#define QUIXO_MOVE_HAS_DOT 0x1000u

/* A two-player move FROM-TO (no dot). */
static inline quixo_move quixo_move_make(int from, int to)
{
        return (quixo_move)((unsigned)from | ((unsigned)to << 5));
}

/* A four-player move FROM-TO/SEAT (dot towards `dot_seat`). */
static inline quixo_move quixo_move_make_dot(int from, int to, int dot_seat)
{
        return (quixo_move)((unsigned)from | ((unsigned)to << 5) |
                            (((unsigned)dot_seat & 3u) << 10) | QUIXO_MOVE_HAS_DOT);
}

/* True for the pass move (Q17). */
static inline bool quixo_move_is_pass(quixo_move m)
{
        return m == QUIXO_MOVE_PASS;
}

/* FROM square of a (non-pass) move. */
static inline int quixo_move_from(quixo_move m)
{
        return (int)(m & 31u);
}

/* TO square of a (non-pass) move. */
static inline int quixo_move_to(quixo_move m)
{
        return (int)((m >> 5) & 31u);
}

/* The seat the dot of a four-player move points to, QUIXO_SEAT_NONE for a
 * move without a dot. */
static inline int quixo_move_dot(quixo_move m)
{
        return (m & QUIXO_MOVE_HAS_DOT) ? (int)((m >> 10) & 3u) : QUIXO_SEAT_NONE;
}

/* Writes every legal move of *pos into out[] (room for QUIXO_MAX_MOVES) and
 * returns how many (Q5, Q7, Q13, Q14, Q16). When no cube can be taken the
 * only move is QUIXO_MOVE_PASS (Q17), so the count is never 0. Does not look
 * at lines on the board: a decided position still has moves here (use
 * quixo_pos_result). No allocation. */
int quixo_gen_moves(const quixo_pos *pos, quixo_move *out);

/* The mask of border squares the player to move may take (Q5, Q13, Q16);
 * 0 means the player must pass (Q17). Q16 (first turn: a neutral cube) is
 * applied while ply < players, in both games (docs/quixo.md). */
uint32_t quixo_takeable(const quixo_pos *pos);

/* Whether the player to move may take the cube on square sq; if not, why
 * (QUIXO_E_NOT_BORDER, QUIXO_E_OPPONENT_MARK, QUIXO_E_DOT_PARTNER,
 * QUIXO_E_FIRST_NEUTRAL, QUIXO_E_SYNTAX for an invalid index). */
quixo_status quixo_can_take(const quixo_pos *pos, int sq, char *why, size_t len);

/* Whether m is legal in *pos (lines on the board are not looked at); if
 * not, the specific reason citing the rule. */
quixo_status quixo_action_check(const quixo_pos *pos, quixo_move m, char *why,
                                size_t len);

/* Applies a LEGAL move to *pos in place: the push (Q6, Q7), the dot (Q14),
 * ply + 1 and the next player (Q12). A few shifts and masks. */
void quixo_make(quixo_pos *pos, quixo_move m);

/* Copy-make: *out = *pos after the LEGAL move m (pos and out may alias). */
void quixo_pos_after(const quixo_pos *pos, quixo_move m, quixo_pos *out);

/* Preview for a front end: checks m, then *out = *pos after m. On refusal
 * *out is untouched. */
quixo_status quixo_pos_preview(const quixo_pos *pos, quixo_move m, quixo_pos *out,
                               char *why, size_t len);

/* The squares whose cubes a move physically moves: from FROM to TO along the
 * line, both included (0 for pass). For highlighting the last move. */
uint32_t quixo_move_span(quixo_move m);

/* The squares whose face (mark or dot) differs between two positions. */
uint32_t quixo_pos_diff(const quixo_pos *a, const quixo_pos *b);

/* ------------------------------------------------------------- notation */

/* Writes the notation of m into buf (Q8, Q15): "c1-c5", "c1-c5/N" (four
 * players), "pass"; "none" for QUIXO_MOVE_NONE. Returns the length written
 * (without NUL), cut to len - 1. QUIXO_ACTION_MAX bytes are enough. */
size_t quixo_action_format(quixo_move m, char *buf, size_t len);

/* Reads the notation of a move (Q8, Q15, Q17): the whole string, no
 * surrounding spaces, syntax only (no position: whether the move is legal
 * somewhere is quixo_action_check's business). For a move known to have been
 * played, e.g. the last action of a record, this gives its squares:
 * quixo_move_span(m). On QUIXO_OK *out is the move; otherwise QUIXO_E_SYNTAX,
 * *out is untouched and why says what is malformed. */
quixo_status quixo_action_parse(const char *text, quixo_move *out, char *why, size_t len);

/* Parses a move of *pos from text (the whole string, no surrounding
 * spaces) and checks that it is legal there (as quixo_action_check). On
 * QUIXO_OK *out is the move; otherwise *out is untouched and why says what is
 * malformed or which rule forbids it. */
quixo_status quixo_action_parse_legal(const quixo_pos *pos, const char *text,
                                      quixo_move *out, char *why, size_t len);

/* Writes the canonical state string of *pos (see docs/quixo.md):
 * "quixo players=2 turn=x ply=0 board=...../...../...../...../....." or
 * "quixo players=4 order=cw turn=s ply=0 board=........../...". Returns the
 * length (without NUL), cut to len - 1; QUIXO_STATE_MAX is enough. */
size_t quixo_state_format(const quixo_pos *pos, char *buf, size_t len);

/* Parses a state string (exactly the canonical form: fields in order,
 * single spaces, nothing after the board). Refuses (QUIXO_E_STATE) with the
 * field at fault; *pos is untouched then. */
quixo_status quixo_state_parse(quixo_pos *pos, const char *text, char *why, size_t len);

/* Whether a game can reach *pos as far as its lines show: a position with
 * a line of five ends the game (Q10), so it must come by one move (Q5-Q7)
 * from a position without a line. A board with no line is accepted (a set
 * position, a puzzle, may have any marks). Records check their start
 * state with it; the state parser does not (setstate takes any board).
 * false with the reason otherwise; e.g. a board of 25 X. */
bool quixo_pos_reachable(const quixo_pos *pos, char *why, size_t len);

/* --------------------------------------------------------------- results */

typedef enum quixo_outcome {
        QUIXO_OUTCOME_NONE = 0, /* game goes on */
        QUIXO_OUTCOME_WIN_X,    /* X (the team of S and N) wins */
        QUIXO_OUTCOME_WIN_O,    /* O (the team of E and W) wins */
        QUIXO_OUTCOME_DRAW
} quixo_outcome;

typedef enum quixo_reason {
        QUIXO_REASON_NONE = 0,
        QUIXO_REASON_LINE,          /* the mover completed a line of their mark (Q10) */
        QUIXO_REASON_OPPONENT_LINE, /* the mover completed the opponent's line (Q10) */
        QUIXO_REASON_REPETITION,    /* third occurrence of a position (Q21) */
        QUIXO_REASON_AGREEMENT,     /* draw agreed (Q21) */
        QUIXO_REASON_RESIGNATION,   /* set by the session / front end */
        QUIXO_REASON_TIME           /* time ran out (Q20), set by the session */
} quixo_reason;

typedef struct quixo_result {
        quixo_outcome outcome;
        quixo_reason reason;
} quixo_result;

/* The win of a team (QUIXO_X / QUIXO_O) as an outcome. */
quixo_outcome quixo_outcome_win(int team);

/* The winning team of an outcome, or -1 for none / draw. */
int quixo_outcome_winner(quixo_outcome outcome);

/* Lines on the board (Q10, Q18), judged for the side that moved last (the
 * team not to move): a line of the other team's mark means the mover lost
 * (QUIXO_REASON_OPPONENT_LINE), even if the mover also has a line; otherwise
 * a line of the mover's mark means the mover won (QUIXO_REASON_LINE).
 * Otherwise QUIXO_OUTCOME_NONE. Repetition (Q21) is counted by the session
 * over its history, with the identity of quixo_pos_same. */
quixo_result quixo_pos_result(const quixo_pos *pos);

/* The union of all full lines (5 rows, 5 columns, 2 diagonals) of `mark`
 * on the board, 0 if none. */
uint32_t quixo_lines(const quixo_pos *pos, int mark);

/* The full lines of the winner's mark when quixo_pos_result gives a win
 * (what to highlight), else 0. */
uint32_t quixo_winning_lines(const quixo_pos *pos);

/* The words for a result as a reason (tt_text.h: the front end's _() gives
 * them in the player's language, tt_reason_plain() in English), e.g. "X
 * wins: O completed a line of X (Q10)" or "draw by threefold repetition
 * (Q21)". Returns the length of the English text, cut to len-1. */
size_t quixo_result_format(quixo_result r, int players, char *buf, size_t len);

/* ------------------------------------------------------------ explaining */

#define QUIXO_EXPLAIN_MAX 6 /* reasons of one explanation, at most */

/* Why a move is good or bad, as a teacher would say it: reasons of
 * tt_text.h (a fixed English sentence citing the rule, arguments apart),
 * most important first. */
typedef struct quixo_explanation {
        int count;
        char why[QUIXO_EXPLAIN_MAX][QUIXO_REASON_MAX];
} quixo_explanation;

/* Explains the legal move m of *pos: a line of the other side it completes,
 * which loses (Q10, Q18: then nothing else is said), or the mover's line it
 * completes (a win); else the other side's lines it blocks (lines the next
 * player could have completed in one move and now cannot), the mover's
 * lines it prepares, the other side's lines it opens, a neutral cube taken
 * (Q5) and, with four players, a dot turned to the partner (Q14). Lines are
 * named by row, column or diagonal. Returns out->count; 0 for a pass, an
 * illegal move or QUIXO_MOVE_NONE. */
int quixo_explain(const quixo_pos *pos, quixo_move m, quixo_explanation *out);

/* ----------------------------------------------------------------- perft */

/* Counts the leaf nodes of the game tree of depth `depth` below *pos,
 * applying every move at every ply (no shortcut at the last ply). A position
 * decided by a line (quixo_pos_result) ends the tree: it is counted when it
 * is at exactly `depth`, and has no children otherwise; the root is not
 * examined for lines when depth is 0 (returns 1). Repetition is ignored.
 * From the two-player opening: 44, 1836, 76596 for depths 1-3. */
uint64_t quixo_perft(const quixo_pos *pos, int depth);

/* Details of a perft run: the leaves (what quixo_perft returns), how many
 * of them are decided by a line (games that end exactly at that depth), and
 * a checksum of the leaf boards (the sum over the leaves of
 * X | O << 25 | dots << 50 as 64-bit numbers, wrapping): every leaf is
 * computed, and two runs over the same tree agree on it. */
typedef struct quixo_perft_stats {
        uint64_t leaves;
        uint64_t decided;
        uint64_t checksum;
} quixo_perft_stats;

/* quixo_perft with details; *stats is overwritten. */
void quixo_perft_detail(const quixo_pos *pos, int depth, quixo_perft_stats *stats);

/* English words for a status code (e.g. for logs); never NULL. */
const char *quixo_status_name(quixo_status s);

#endif
