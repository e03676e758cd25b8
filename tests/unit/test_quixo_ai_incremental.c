/* test_quixo_ai_incremental.c: the Quixo search's shortcuts (its keys kept
 * up to date move by move, the lines a push can complete looked up per
 * push) change nothing but its speed: fixed-depth searches give the moves,
 * scores and node counts recorded from the search before those shortcuts
 * existed, and the shortcuts agree with their from-scratch versions on
 * many random games. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "quixo_test.h"
#include "quixo_ai/qai.h"
#include "quixo_ai/quixo_ai.h"
#include "tt_rng.h"

/* ----------------------------------------------- the recorded searches */

/* Level 5, seed 7, 1 MB table, a fresh player each, repetition on with no
 * history, searched to `depth` (recorded from the search before issue 17's
 * incremental keys and per-push line sets). */
static const struct {
        const char *state;
        int depth;
        const char *move;
        int score;
        uint64_t nodes;
} recorded[] = {
    {"quixo players=2 turn=o ply=7 board=x..oo/...../...../xxx../....o", 8, "a1-a5", 3,
     341695},
    {"quixo players=2 turn=x ply=6 board=x...o/x...o/...../x..../o....", 8, "d5-e5", 7,
     235581},
    {"quixo players=2 turn=x ply=18 board=.xxxo/oo.x./...../xx.../oo.xx", 8, "e2-e5", 119,
     180848},
    {"quixo players=2 turn=x ply=6 board=....x/....x/...../...../oo...", 8, "c1-a1", 15,
     187725},
    {"quixo players=2 turn=o ply=27 board=xooxx/oxxo./....x/o..xo/xoxo.", 8, "a3-a1", -1,
     117478},
    {"quixo players=2 turn=o ply=11 board=x..xo/....o/...../x...o/x.xox", 8, "b1-e1", -31,
     97396},
    {"quixo players=2 turn=x ply=18 board=xo.xo/xo.../o...x/....x/x.oox", 8, "c5-e5", 67,
     143720},
    {"quixo players=2 turn=o ply=19 board=xxxox/x...o/...xo/x..o./oxxxo", 8, "a3-a5", -99,
     13610},
    {"quixo players=4 order=cw turn=n ply=18 "
     "board=xnxn..xsoe/oe......xs/oe......../xn......ow/xnxn..owow",
     6, "c5-a5/N", 63, 39167},
    {"quixo players=4 order=cw turn=w ply=17 "
     "board=owoeowxnxs/........oe/xn......xn/xs......../oe....xnow",
     6, "e2-a2/E", 13, 56998},
    {"quixo players=4 order=cw turn=w ply=13 "
     "board=xsoexn..../..xs....../......oeoe/xnxsxn..../ow....xsow",
     6, "e2-e5/W", -29, 160870},
    {"quixo players=4 order=cw turn=s ply=8 "
     "board=oeowxs..../........../........../ow......../xn..xsowxs",
     6, "d5-d1/N", 21, 121061},
    {"quixo players=2 turn=x ply=16 board=ox..o/xo.../ox.../xoox./xxxoo", 9, "e4-a4", 61,
     167156},
};

/* A game of one player against itself (level 5, seed 9, 1 MB table kept
 * from move to move, the game's history passed for Q21), 2 players to
 * depth 5 and 4 players to depth 4: each move's action, score and nodes. */
typedef struct game_move {
        const char *move;
        int score;
        uint64_t nodes;
} game_move;

static const game_move game2[] = {
    {"a3-a5", 11, 11508}, {"a1-a5", -7, 12263}, {"a2-a5", 13, 8271},
    {"e5-a5", -5, 6909},  {"e4-a4", 11, 9080},  {"e3-a3", -3, 7134},
    {"e3-a3", 21, 19046}, {"d1-a1", -7, 12891}, {"a2-a1", 23, 15237},
    {"e2-a2", -5, 9483},  {"e2-a2", 29, 6593},  {"c1-a1", -15, 3212},
    {"e2-a2", 31, 6300},  {"e2-a2", -7, 3198},  {"e4-a4", 35, 4602},
    {"c5-a5", -7, 3987},  {"d1-a1", 29, 6333},  {"d5-a5", -19, 4263},
    {"e5-a5", 39, 4260},  {"e3-a3", -23, 3136}, {"e5-a5", 27, 3471},
    {"e3-a3", -17, 2083}, {"d1-d5", 5, 4572},   {"e1-e5", -3, 4456},
    {"e3-e5", 9, 2363},   {"c5-c1", 5, 1992},   {"e2-e1", -1, 1476},
    {"e4-e1", 5, 1718},   {"b5-b1", -13, 840},  {"e1-e5", 3, 2520},
    {"e1-a1", 19, 2762},  {"e2-a2", -3, 909},   {"b1-b5", 9, 1334},
    {"a3-a5", -11, 1240}, {"c1-a1", 7, 2624},   {"e2-a2", 7, 1436},
    {"e2-a2", -5, 4647},  {"e1-a1", -29, 995},  {"b1-a1", -5, 1716},
    {"e2-a2", -29, 1144},
};

static const game_move game4[] = {
    {"a3-a5/S", 11, 16083}, {"c1-e1/W", -11, 13524}, {"e2-e1/S", 9, 9911},
    {"a1-e1/E", -11, 9180}, {"e5-e1/S", 7, 11412},   {"e4-e5/W", -15, 10348},
    {"a2-e2/N", 13, 7949},  {"b5-a5/E", -15, 9171},  {"e4-e5/N", 17, 10109},
    {"c5-e5/W", -25, 5661}, {"c5-c1/S", 13, 6074},   {"c5-c1/E", -27, 4195},
    {"c5-c1/S", 9, 5267},   {"c5-e5/E", -35, 4578},  {"a4-e4/S", 29, 3863},
    {"b1-e1/W", -35, 3875}, {"e4-e1/S", 29, 2996},   {"e4-e1/W", -35, 1980},
    {"e4-e1/N", 29, 2423},  {"e5-e1/W", -35, 713},   {"e4-e1/S", 29, 3393},
    {"e4-e1/E", -35, 1836}, {"e4-e1/N", 29, 2531},   {"e2-e1/E", -43, 859},
    {"e3-e1/S", 29, 4175},  {"e4-e1/W", -35, 1665},  {"e4-e1/N", 29, 2944},
    {"e4-e1/W", -35, 496},  {"e4-e1/S", 29, 622},    {"e5-e1/E", -35, 467},
    {"e4-e1/N", 29, 920},   {"e2-e1/W", -43, 669},   {"a3-a1/S", 25, 4082},
    {"d5-d1/W", -45, 1555}, {"a2-e2/S", 41, 3533},   {"a2-e2/W", -15, 1726},
    {"a4-a1/N", 21, 1573},  {"a4-a1/E", -31, 2058},  {"a2-a1/N", 21, 2751},
    {"a5-a1/W", -19, 4205},
};

static quixo_ai_limits depth_limit(int depth)
{
        quixo_ai_limits lim;
        quixo_ai_limits_default(&lim);
        lim.time_ms = 0;
        lim.nodes = 0;
        lim.depth = depth;
        return lim;
}

static void fixed_depth_searches_as_recorded(void **state)
{
        (void)state;
        for (size_t i = 0; i < sizeof recorded / sizeof recorded[0]; i++) {
                quixo_pos p;
                char mv[QUIXO_ACTION_MAX];
                assert_int_equal(quixo_state_parse(&p, recorded[i].state, NULL, 0),
                                 QUIXO_OK);
                quixo_ai *ai = quixo_ai_new(5, 7, 1);
                assert_non_null(ai);
                quixo_ai_limits lim = depth_limit(recorded[i].depth);
                quixo_ai_result r;
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                quixo_action_format(r.move, mv, sizeof mv);
                assert_string_equal(mv, recorded[i].move);
                assert_int_equal(r.score, recorded[i].score);
                assert_int_equal(r.nodes, recorded[i].nodes);
                quixo_ai_free(ai);
        }
}

static void game_as_recorded(int players, int depth, const game_move *want, size_t n)
{
        quixo_ai *ai = quixo_ai_new(5, 9, 1);
        quixo_options o;
        quixo_pos p;
        uint64_t keys[64];
        size_t played = 0;
        assert_non_null(ai);
        quixo_options_default(&o, players);
        assert_int_equal(quixo_pos_init(&p, &o, NULL, 0), QUIXO_OK);
        while (played < n && quixo_pos_result(&p).outcome == QUIXO_OUTCOME_NONE) {
                quixo_ai_limits lim = depth_limit(depth);
                quixo_ai_result r;
                char mv[QUIXO_ACTION_MAX];
                lim.history = keys;
                lim.history_len = played;
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                quixo_action_format(r.move, mv, sizeof mv);
                assert_string_equal(mv, want[played].move);
                assert_int_equal(r.score, want[played].score);
                assert_int_equal(r.nodes, want[played].nodes);
                keys[played++] = quixo_ai_key(&p);
                quixo_make(&p, r.move);
        }
        assert_int_equal(played, n);
        quixo_ai_free(ai);
}

static void two_player_game_as_recorded(void **state)
{
        (void)state;
        game_as_recorded(2, 5, game2, sizeof game2 / sizeof game2[0]);
}

static void four_player_game_as_recorded(void **state)
{
        (void)state;
        game_as_recorded(4, 4, game4, sizeof game4 / sizeof game4[0]);
}

/* ------------------------------------------------------------- keys */

/* qai_span_index reads the row or column of every push (Q7), its squares
 * in order, whatever the other squares hold. */
static void span_index_reads_the_line_of_each_push(void **state)
{
        (void)state;
        quixo_ai *ai = quixo_ai_new(5, 1, 1);
        assert_non_null(ai);
        int pushes = 0;
        for (int from = 0; from < QUIXO_SQUARES; from++) {
                int ends[3];
                int n = quixo_push_ends(from, ends);
                for (int i = 0; i < n; i++) {
                        const qai_push *e =
                            &ai->push[quixo_move_make(from, ends[i]) & 0x3FFu];
                        bool row = from / 5 == ends[i] / 5;
                        int first = row ? from / 5 * 5 : from % 5, step = row ? 1 : 5;
                        uint32_t line = 0;
                        for (int k = 0; k < 5; k++)
                                line |= 1u << (first + k * step);
                        assert_int_equal(e->line, row ? from / 5 : 5 + from % 5);
                        for (unsigned v = 0; v < 32; v++) {
                                uint32_t m = 0;
                                for (int k = 0; k < 5; k++)
                                        if (v >> k & 1u)
                                                m |= 1u << (first + k * step);
                                uint32_t rest = QUIXO_ALL_SQUARES & ~line;
                                assert_int_equal(qai_span_index(e, m), v);
                                assert_int_equal(qai_span_index(e, m | rest), v);
                        }
                        pushes++;
                }
        }
        assert_int_equal(pushes, 44);
        quixo_ai_free(ai);
}

/* Along many random games of both games, every legal move's key kept up
 * to date by qai_make_keyed equals the key computed from scratch, and the
 * position equals qai_make's. */
static void incremental_keys_equal_keys_from_scratch(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 23);
        quixo_ai *ai = quixo_ai_new(5, 1, 1);
        assert_non_null(ai);
        long checked = 0;
        for (int g = 0; g < 600; g++) {
                quixo_options o;
                quixo_pos p;
                quixo_options_default(&o, g % 3 == 0 ? 4 : 2);
                assert_int_equal(quixo_pos_init(&p, &o, NULL, 0), QUIXO_OK);
                uint64_t key = qai_key(&ai->zob, &p);
                for (int ply = 0; ply < 80; ply++) {
                        quixo_move mv[QUIXO_MAX_MOVES];
                        int n = quixo_gen_moves(&p, mv);
                        for (int i = 0; i < n; i++) {
                                quixo_pos a = p, b = p;
                                uint64_t k = qai_make_keyed(ai, &a, mv[i], key);
                                quixo_make(&b, mv[i]);
                                assert_memory_equal(&a, &b, sizeof a);
                                assert_true(k == qai_key(&ai->zob, &b));
                                assert_true(k == quixo_ai_key(&b));
                                checked++;
                        }
                        quixo_move m = mv[tt_rng_below(&rng, (uint32_t)n)];
                        key = qai_make_keyed(ai, &p, m, key);
                        if (quixo_pos_result(&p).outcome != QUIXO_OUTCOME_NONE)
                                break;
                }
        }
        assert_true(checked > 100000);
        quixo_ai_free(ai);
}

/* ------------------------------------------------ lines of each push */

/* The per-push table lists every line a push can change (so no other line
 * can be completed by it, Q10), and qai_completes finds a full line among
 * those it is given exactly when the rules library finds one there. */
static void push_lines_hold_every_changed_line(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 29);
        quixo_ai *ai = quixo_ai_new(5, 1, 1);
        assert_non_null(ai);
        int completed = 0;
        for (int k = 0; k < 3000; k++) {
                quixo_options o;
                quixo_pos p;
                quixo_options_default(&o, k % 3 == 0 ? 4 : 2);
                assert_int_equal(quixo_pos_init(&p, &o, NULL, 0), QUIXO_OK);
                int plies = (int)tt_rng_below(&rng, 60);
                for (int i = 0;
                     i < plies && quixo_pos_result(&p).outcome == QUIXO_OUTCOME_NONE;
                     i++) {
                        quixo_move mv[QUIXO_MAX_MOVES];
                        int n = quixo_gen_moves(&p, mv);
                        quixo_make(&p, mv[tt_rng_below(&rng, (uint32_t)n)]);
                }
                if (quixo_pos_result(&p).outcome != QUIXO_OUTCOME_NONE)
                        continue;
                quixo_move mv[QUIXO_MAX_MOVES];
                int n = quixo_gen_moves(&p, mv);
                for (int i = 0; i < n; i++) {
                        if (mv[i] == QUIXO_MOVE_PASS)
                                continue;
                        quixo_pos c = p;
                        quixo_make(&c, mv[i]);
                        uint32_t lines = ai->push[mv[i] & 0x3FFu].lines;
                        for (int team = 0; team < 2; team++) {
                                for (int l = 0; l < 32; l++) {
                                        uint32_t sq = ai->line_mask[l];
                                        if (!(lines >> l & 1u))
                                                assert_int_equal(p.mark[team] & sq,
                                                                 c.mark[team] & sq);
                                }
                                bool full = quixo_lines(&c, team) != 0;
                                assert_int_equal(qai_completes(ai, c.mark[team], lines),
                                                 full);
                                assert_int_equal(
                                    qai_completes(ai, c.mark[team],
                                                  lines & qai_four_lines(p.mark[team])),
                                    full);
                                completed += full;
                        }
                }
        }
        assert_true(completed > 100);
        quixo_ai_free(ai);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(span_index_reads_the_line_of_each_push),
            cmocka_unit_test(incremental_keys_equal_keys_from_scratch),
            cmocka_unit_test(push_lines_hold_every_changed_line),
            cmocka_unit_test(fixed_depth_searches_as_recorded),
            cmocka_unit_test(two_player_game_as_recorded),
            cmocka_unit_test(four_player_game_as_recorded),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
