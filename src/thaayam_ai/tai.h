/* tai.h: internals of the Thaayam computer player (src/thaayam_ai): the
 * dice tables behind the hit chances, the static evaluation, the plan
 * search and the player object. */
#ifndef THAAYAM_AI_TAI_H
#define THAAYAM_AI_TAI_H

#include "thaayam_ai/thaayam_ai.h"

/* ---- dice (dice.c): what one opponent turn can reach (T4, T5, T9) */

/* One class of turns with the same reachable distances: probability when
 * the thrower has a piece on the board (on) and when it has none, so that
 * the scores before the first 1 are void (T9). Bits are distances 1..24. */
typedef struct tai_turn_class {
        double p_on, p_void;
        uint32_t reach; /* a subset of the scores sums to d: a single moves d */
        uint32_t enter; /* a 1 enters a piece, other scores move it d (T8) */
        uint32_t twin;  /* a group sums to 2d or 2d+1: a twin moves d (T17) */
} tai_turn_class;

#define TAI_MAX_CLASSES 512
typedef struct tai_dice {
        int n;
        tai_turn_class c[TAI_MAX_CLASSES];
} tai_dice;

/* Fills the table by enumerating throw sequences (continuing after 1, 4
 * and 8, T5) up to a length whose remaining probability is negligible. */
void tai_dice_init(tai_dice *d);

/* Every way a turn's throws can go (T4, T5): m <= max_cont throws of 1, 4
 * or 8 in any order, then a 2 or a 3, as the counts n (of 1, 2, 3, 4, 8)
 * and its chance p; each again with void_start (T9, no piece on the
 * board: a run of 4s and 8s, then the first 1, counted in n[0], then the
 * turn). fn returns 0 to go on; -1 stops (and is returned). */
typedef int tai_throws_fn(void *ctx, const uint8_t n[5], double p, bool void_start,
                          int m);
int tai_turn_throws(int max_cont, tai_throws_fn *fn, void *ctx);

/* Chance that a thrower with some piece on the board (on_board) reaches
 * one of the distances of `singles` with a single piece, of `enter` with a
 * piece that enters first, or of `twins` with a twin. */
double tai_hit_chance(const tai_dice *d, int on_board, uint32_t singles, uint32_t enter,
                      uint32_t twins);

/* ---- race model (race.c): turns to finish without contact */

/* One seat's arrangement of its four pieces: a code per piece, 0 off the
 * board, 1..25 path index 0..24, 26 borne off; C(30,4) arrangements. */
#define TAI_RACE_STATES 27405

typedef struct tai_race {
        float mean[TAI_RACE_STATES]; /* expected turns to bear all pieces off */
        float sd[TAI_RACE_STATES];   /* their standard deviation */
} tai_race;

/* The table, built at the first call (thread-safe); NULL when out of
 * memory. */
const tai_race *tai_race_get(void);

/* The code of a position (path index, THAAYAM_POS_OFF, THAAYAM_POS_HOME). */
int tai_race_code(int pos);

/* The index of an arrangement given by four codes in any order. */
int tai_race_index(const int code[4]);

/* The codes of a seat's pieces in st; a piece of a twin on the board
 * counts as a single piece twice as far from the castle (T17). */
void tai_race_codes(const thaayam_state *st, int seat, int code[4]);

/* The index of a seat's arrangement in st (tai_race_codes). */
int tai_race_seat_index(const thaayam_state *st, int seat);

/* ---- evaluation (eval.c) */

/* An evaluation to use in place of the hand-made one (for experiments such
 * as tools/train_thaayam_eval.c): the value of end position st for seat me,
 * in pips, higher is better. */
typedef double tai_eval_fn(const void *data, const tai_dice *d, const thaayam_state *st,
                           int me);

typedef struct tai_eval_params {
        int full;      /* 0: race only (level 1); 1: race, safety, extra turn */
        int race;      /* 1: the chance of winning by the race model (race.c)
                          with the chances of captures, in per cent */
        double noise;  /* amplitude of the level-1 noise in pips */
        uint64_t seed; /* seed of the noise */
        /* weights, in pips (tai_eval_defaults) */
        double enter;    /* a piece's entry (a 1, T8) */
        double bear_off; /* a bear-off (a 1, T21) */
        double extra;    /* an extra turn (T15) */
        double residual; /* threats by opponents who move after the seat */
        double risk;     /* factor of the expected loss by captures */
        double tail;     /* per square past index 19 (exact scores needed, T10) */
        double lead;     /* 3-4 players: weight of the best opponent (else the mean) */
        tai_eval_fn *custom;     /* NULL: the hand-made evaluation */
        const void *custom_data; /* passed to custom */
} tai_eval_params;

/* Fills the weights (full = 1, no noise, seed 0, no custom evaluation). */
void tai_eval_defaults(tai_eval_params *p);

/* The value of a position at the end of a move phase (the seat st->turn has
 * used its scores; st->extra tells whether it plays again) for seat `me`,
 * in pips: higher is better. `key` is the position's hash (for the noise). */
double tai_eval(const tai_dice *d, const tai_eval_params *p, const thaayam_state *st,
                int me, uint64_t key);

/* The hash of a position for de-duplication: pieces, twins, remaining
 * scores, turn, phase and the extra-turn flag. */
uint64_t tai_state_key(const thaayam_state *st);

/* A 64-bit mixer (SplitMix64 finaliser). */
uint64_t tai_mix(uint64_t x);

/* ---- player (player.c) */

/* A level-3 player that plays as level 3 did before the race model (the
 * pip evaluation), for comparisons (tests/bench/bench_thaayam_race.c). */
thaayam_ai *tai_new_classic(void);

/* ---- plan search (plan.c) */

#define TAI_TOP_MAX 16

typedef struct tai_leaf {
        thaayam_state st; /* the end-of-move-phase position */
        uint64_t key;
        double value;
        int len;
        thaayam_action plan[THAAYAM_AI_PLAN_MAX];
} tai_leaf;

/* Work space of one search: the set of positions seen and a stack of
 * action lists. */
typedef struct tai_ws {
        uint64_t *keys;
        uint32_t *stamp;
        uint32_t mask, gen;
        thaayam_action *stack;
        size_t stack_cap;
} tai_ws;

int tai_ws_init(tai_ws *ws, unsigned slots_log2, size_t stack_cap);
void tai_ws_free(tai_ws *ws);

typedef struct tai_search {
        /* in */
        tai_ws *ws;
        thaayam_ctx *ctx;
        const tai_dice *dice;
        tai_eval_params params;
        int me;
        unsigned cap; /* node budget */
        int want;     /* how many best leaves to keep, 1..TAI_TOP_MAX */
        /* out */
        unsigned nodes, ends;
        bool capped;
        int ntop;
        tai_leaf top[TAI_TOP_MAX]; /* best first */
        /* scratch */
        thaayam_action path[THAAYAM_AI_PLAN_MAX];
        size_t sp;
} tai_search;

/* Searches the plans of the move phase of *st (the seat to move is s->me)
 * and keeps the s->want best end positions in s->top (value, then smaller
 * key first). Needs st in the move phase with the game not over. */
void tai_search_run(tai_search *s, const thaayam_state *st);

#endif
