/* test_quixo_ai.c: the Quixo computer player (src/quixo_ai): its local
 * bitboard helpers and keys against the rules library, legal moves only (2p
 * and 4p, Q14, Q16, Q17), wins in one, no line handed to the opponent (Q10),
 * forced wins in three plies checked by brute force, repetitions (Q21),
 * determinism for a seed and a node budget, stopping. Every search here is
 * bounded by nodes or depth, never by time, so the results are exact. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <pthread.h>
#include <time.h>

#include "quixo_test.h"
#include "quixo_ai/qai.h"
#include "quixo_ai/quixo_ai.h"
#include "session/choose.h"
#include "tt_rng.h"

/* ------------------------------------------------------------ helpers */

/* A position after `plies` random moves from the start, or false if a line
 * ended the game on the way. */
static bool random_pos(tt_rng *rng, int players, int plies, quixo_pos *out)
{
        quixo_options o;
        quixo_pos p;
        quixo_options_default(&o, players);
        assert_int_equal(quixo_pos_init(&p, &o, NULL, 0), QUIXO_OK);
        for (int i = 0; i < plies; i++) {
                quixo_move mv[QUIXO_MAX_MOVES];
                int n = quixo_gen_moves(&p, mv);
                quixo_pos_after(&p, mv[tt_rng_below(rng, (uint32_t)n)], &p);
                if (quixo_pos_result(&p).outcome != QUIXO_OUTCOME_NONE)
                        return false;
        }
        *out = p;
        return true;
}

/* An undecided random position of 0..max_plies plies. */
static quixo_pos some_pos(tt_rng *rng, int players, int max_plies)
{
        quixo_pos p;
        while (!random_pos(rng, players, (int)tt_rng_below(rng, (uint32_t)max_plies + 1),
                           &p))
                ;
        return p;
}

/* Brute force with the rules library only: +1 when move m of *pos wins at
 * once for the side to move, -1 when it loses at once (Q10), else 0. */
static int now(const quixo_pos *pos, quixo_move m)
{
        quixo_pos c;
        quixo_pos_after(pos, m, &c);
        int w = quixo_outcome_winner(quixo_pos_result(&c).outcome);
        if (w < 0)
                return 0;
        return w == (pos->turn & 1) ? 1 : -1;
}

static bool has_win_in_one(const quixo_pos *pos)
{
        quixo_move mv[QUIXO_MAX_MOVES];
        int n = quixo_gen_moves(pos, mv);
        for (int i = 0; i < n; i++)
                if (now(pos, mv[i]) == 1)
                        return true;
        return false;
}

/* After m, may the opponent win at once? */
static bool hands_a_line(const quixo_pos *pos, quixo_move m)
{
        quixo_pos c;
        if (now(pos, m) != 0)
                return now(pos, m) < 0;
        quixo_pos_after(pos, m, &c);
        return has_win_in_one(&c);
}

/* Does m (not a win in one) force a win at the mover's next move, whatever
 * the reply? */
static bool forces_win_in_three(const quixo_pos *pos, quixo_move m)
{
        quixo_pos c;
        quixo_move mv[QUIXO_MAX_MOVES];
        if (now(pos, m) != 0)
                return false;
        quixo_pos_after(pos, m, &c);
        int n = quixo_gen_moves(&c, mv);
        for (int i = 0; i < n; i++) {
                int r = now(&c, mv[i]);
                if (r == 1)
                        return false; /* the reply wins */
                if (r == -1)
                        continue; /* the reply completes the mover's line (Q10) */
                quixo_pos g;
                quixo_pos_after(&c, mv[i], &g);
                if (!has_win_in_one(&g))
                        return false;
        }
        return true;
}

static void assert_legal(const quixo_pos *pos, quixo_move m)
{
        char why[QUIXO_REASON_MAX], text[QUIXO_ACTION_MAX], state[QUIXO_STATE_MAX];
        if (quixo_action_check(pos, m, why, sizeof why) != QUIXO_OK) {
                quixo_action_format(m, text, sizeof text);
                quixo_state_format(pos, state, sizeof state);
                fail_msg("illegal move %s in %s: %s", text, state, why);
        }
}

static quixo_ai_limits nodes_limit(uint64_t nodes, int depth)
{
        quixo_ai_limits lim;
        quixo_ai_limits_default(&lim);
        lim.time_ms = 0;
        lim.nodes = nodes;
        lim.depth = depth;
        return lim;
}

/* -------------------------------------------------- local helpers, keys */

static void local_push_matches_rules_library(void **state)
{
        (void)state;
        tt_rng rng;
        quixo_ai *ai = quixo_ai_new(5, 1, 1);
        assert_non_null(ai);
        tt_rng_seed(&rng, 11);
        for (int k = 0; k < 400; k++) {
                quixo_pos p = some_pos(&rng, k % 2 ? 4 : 2, 30);
                quixo_move mv[QUIXO_MAX_MOVES];
                int n = quixo_gen_moves(&p, mv);
                for (int i = 0; i < n; i++) {
                        quixo_pos a = p, b = p;
                        qai_make(ai, &a, mv[i]);
                        quixo_make(&b, mv[i]);
                        assert_memory_equal(&a, &b, sizeof a);
                        if (mv[i] != QUIXO_MOVE_PASS) {
                                uint32_t own, other;
                                qai_push_marks(ai, &p, mv[i], &own, &other);
                                assert_int_equal(own, b.mark[p.turn & 1]);
                                assert_int_equal(other, b.mark[(p.turn & 1) ^ 1]);
                        }
                }
        }
        quixo_ai_free(ai);
}

/* The search's own move generator lists the rules library's moves, in
 * the same order, in both games (it asks the library where it does not
 * handle the case itself: four players, first turns Q16). */
static void local_moves_match_rules_library(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 17);
        quixo_ai *ai = quixo_ai_new(5, 1, 1);
        assert_non_null(ai);
        for (int k = 0; k < 4000; k++) {
                quixo_pos p = some_pos(&rng, k % 3 == 0 ? 4 : 2, 50);
                quixo_move a[QUIXO_MAX_MOVES], b[QUIXO_MAX_MOVES];
                int na = quixo_gen_moves(&p, a), nb = qai_gen_moves(ai, &p, b);
                assert_int_equal(na, nb);
                for (int i = 0; i < na; i++)
                        assert_int_equal(a[i], b[i]);
        }
        quixo_ai_free(ai);
}

static void line_helpers_match_rules_library(void **state)
{
        (void)state;
        static const uint32_t lines[12] = {
            0x1Fu,     0x3E0u,    0x7C00u,   0xF8000u,   0x1F00000u, 0x108421u,
            0x210842u, 0x421084u, 0x842108u, 0x1084210u, 0x1041041u, 0x0111110u,
        };
        tt_rng rng;
        tt_rng_seed(&rng, 12);
        for (int k = 0; k < 20000; k++) {
                /* dense and sparse masks both */
                uint32_t m = (uint32_t)tt_rng_next(&rng) & QUIXO_ALL_SQUARES;
                if (k % 2)
                        m &= (uint32_t)tt_rng_next(&rng);
                quixo_pos p = {{m, 0}, 0, 0, 0, 2, 0, 0};
                uint32_t four = 0; /* qai_four_lines: bits 5r, 25 + c, 30, 31 */
                for (int i = 0; i < 12; i++)
                        if (qai_popcount(m & lines[i]) >= 4)
                                four |= 1u << (i < 5 ? 5 * i : 20 + i);
                assert_int_equal(qai_has_line(m), quixo_lines(&p, QUIXO_X) != 0);
                assert_int_equal(qai_four_lines(m), four);
                assert_int_equal(qai_popcount(m), __builtin_popcount(m));
        }
}

static void q21_keys_follow_the_repetition_identity(void **state)
{
        (void)state;
        tt_rng rng;
        quixo_ai *ai = quixo_ai_new(5, 1, 1);
        tt_rng_seed(&rng, 13);
        for (int k = 0; k < 300; k++) {
                quixo_pos p = some_pos(&rng, k % 2 ? 4 : 2, 30);
                uint64_t key = quixo_ai_key(&p);
                assert_true(key == qai_key(&ai->zob, &p));
                quixo_pos q = p;
                q.ply += 7; /* Q21: ply is not part of the position */
                assert_true(quixo_ai_key(&q) == key);
                q = p;
                q.turn = (uint8_t)(p.players == 4 ? quixo_seat_next(p.turn, QUIXO_CW)
                                                  : p.turn ^ 1);
                assert_true(quixo_ai_key(&q) != key);
                if (p.mark[0] != 0 && p.players == 4) {
                        q = p;
                        q.dot ^= p.mark[0] & -p.mark[0]; /* one dot turned */
                        assert_true(quixo_ai_key(&q) != key);
                }
        }
        quixo_ai_free(ai);
}

/* ---------------------------------------------------------- legal moves */

static void never_returns_an_illegal_move(int players, uint64_t seed)
{
        tt_rng rng;
        tt_rng_seed(&rng, seed);
        quixo_ai *ai[3] = {quixo_ai_new(1, seed, 1), quixo_ai_new(3, seed, 1),
                           quixo_ai_new(5, seed, 1)};
        for (int k = 0; k < 150; k++) {
                quixo_pos p = some_pos(&rng, players, 40);
                for (int j = 0; j < 3; j++) {
                        quixo_ai_limits lim = nodes_limit(1500 + 500 * (uint64_t)j, 0);
                        quixo_ai_result r;
                        assert_int_equal(quixo_ai_choose(ai[j], &p, &lim, &r), 0);
                        assert_legal(&p, r.move);
                        assert_true(r.depth >= 1);
                        assert_true(r.pv_len >= 1 && r.pv[0] == r.move);
                        /* the expected continuation is legal too */
                        quixo_pos q = p;
                        for (int i = 0; i < r.pv_len; i++) {
                                if (quixo_pos_result(&q).outcome != QUIXO_OUTCOME_NONE)
                                        fail_msg("pv goes on after a line");
                                assert_legal(&q, r.pv[i]);
                                quixo_make(&q, r.pv[i]);
                        }
                }
        }
        for (int j = 0; j < 3; j++)
                quixo_ai_free(ai[j]);
}

static void never_returns_an_illegal_move_2p(void **state)
{
        (void)state;
        never_returns_an_illegal_move(2, 21);
}

static void never_returns_an_illegal_move_4p(void **state)
{
        (void)state;
        never_returns_an_illegal_move(4, 22);
}

static void q17_four_player_seat_without_cube_passes(void **state)
{
        (void)state;
        /* South (X) to move: every border cube is O's or X's with the dot
         * towards North; only pass is legal (Q17). */
        quixo_pos p = qt_pos("quixo players=4 order=cw turn=s ply=20 "
                             "board=xnxnoeowoe/xn......oe/ow......xn/oe......ow/"
                             "xnoeowxnoe");
        quixo_ai *ai = quixo_ai_new(5, 3, 1);
        quixo_ai_limits lim = nodes_limit(5000, 0);
        quixo_ai_result r;
        assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
        assert_true(quixo_move_is_pass(r.move));
        quixo_ai_free(ai);
}

static void q16_four_player_first_turn_takes_a_neutral_cube(void **state)
{
        (void)state;
        /* West's first turn (ply 1): the O cube on a1 has its dot towards
         * West, yet West must take a neutral cube first (Q16). */
        quixo_pos p = qt_pos("quixo players=4 order=cw turn=w ply=1 "
                             "board=........../........../........../........../"
                             "ow........");
        quixo_ai *ai = quixo_ai_new(5, 4, 1);
        for (int level = 1; level <= 5; level++) {
                quixo_ai_set_level(ai, level);
                quixo_ai_limits lim = nodes_limit(3000, 0);
                quixo_ai_result r;
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                assert_legal(&p, r.move);
                assert_int_not_equal(quixo_move_from(r.move), 0); /* not a1 */
                int dot = quixo_move_dot(r.move);
                assert_true(dot == QUIXO_W || dot == QUIXO_E); /* Q14 */
        }
        quixo_ai_free(ai);
}

static void decided_position_has_no_move(void **state)
{
        (void)state;
        quixo_pos p = qt_pos("quixo players=2 turn=o ply=9 "
                             "board=...../...../...../oo.../xxxxx");
        quixo_ai *ai = quixo_ai_new(5, 1, 1);
        quixo_ai_limits lim = nodes_limit(100, 0);
        quixo_ai_result r;
        assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), -1);
        assert_int_equal(r.move, QUIXO_MOVE_NONE);
        quixo_ai_free(ai);
}

/* ------------------------------------------------------------- tactics */

/* Every level takes a win in one (level 1's blunders included). */
static void takes_a_win_in_one(int players, uint64_t seed)
{
        tt_rng rng;
        int found = 0;
        tt_rng_seed(&rng, seed);
        quixo_ai *ais[QUIXO_AI_LEVEL_MAX];
        for (int l = 0; l < QUIXO_AI_LEVEL_MAX; l++)
                assert_non_null(ais[l] = quixo_ai_new(l + 1, seed, 1));
        for (int k = 0; k < 3000 && found < 40; k++) {
                quixo_pos p = some_pos(&rng, players, 40);
                if (!has_win_in_one(&p))
                        continue;
                found++;
                for (int j = 0; j < QUIXO_AI_LEVEL_MAX; j++) {
                        quixo_ai_limits lim = nodes_limit(2000, 0);
                        quixo_ai_result r;
                        assert_int_equal(quixo_ai_choose(ais[j], &p, &lim, &r), 0);
                        assert_int_equal(now(&p, r.move), 1);
                        assert_int_equal(r.score, QUIXO_AI_WIN - 1);
                        assert_int_equal(r.mate, 1);
                }
        }
        assert_true(found >= 20);
        for (int l = 0; l < QUIXO_AI_LEVEL_MAX; l++)
                quixo_ai_free(ais[l]);
}

static void q10_takes_a_win_in_one_2p(void **state)
{
        (void)state;
        takes_a_win_in_one(2, 31);
}

static void q18_takes_a_win_in_one_4p(void **state)
{
        (void)state;
        takes_a_win_in_one(4, 32);
}

static void q10_move_completing_both_lines_is_a_loss(void **state)
{
        (void)state;
        /* X's only way to fill row 1 is a5-a1, which pushes O's a1 cube up
         * into row 2 and fills O's row too: X would lose (Q10). */
        quixo_pos p = qt_pos("quixo players=2 turn=x ply=10 "
                             "board=...../...../...../.oooo/oxxxx");
        quixo_move bad = qt_move(&p, "a5-a1");
        assert_int_equal(now(&p, bad), -1);
        assert_false(has_win_in_one(&p));
        for (int level = 1; level <= 5; level++) {
                quixo_ai *ai = quixo_ai_new(level, 7, 1);
                quixo_ai_limits lim = nodes_limit(20000, 0);
                quixo_ai_result r;
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                assert_int_not_equal(r.move, bad);
                assert_int_not_equal(now(&p, r.move), -1);
                quixo_ai_free(ai);
        }
}

static void avoids_handing_the_opponent_a_line(int players, uint64_t seed)
{
        tt_rng rng;
        int found = 0;
        tt_rng_seed(&rng, seed);
        quixo_ai *ai = quixo_ai_new(5, seed, 1);
        for (int k = 0; k < 4000 && found < 30; k++) {
                quixo_pos p = some_pos(&rng, players, 40);
                if (has_win_in_one(&p))
                        continue;
                quixo_move mv[QUIXO_MAX_MOVES];
                int n = quixo_gen_moves(&p, mv), bad = 0;
                for (int i = 0; i < n; i++)
                        bad += hands_a_line(&p, mv[i]);
                if (bad == 0 || bad == n)
                        continue;
                found++;
                quixo_ai_limits lim = nodes_limit(0, 2);
                quixo_ai_result r;
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                assert_false(hands_a_line(&p, r.move));
                assert_true(r.score > -QUIXO_AI_WIN_MIN);
        }
        assert_true(found >= 15);
        quixo_ai_free(ai);
}

static void q10_avoids_handing_the_opponent_a_line_2p(void **state)
{
        (void)state;
        avoids_handing_the_opponent_a_line(2, 41);
}

static void q18_avoids_handing_the_opponent_a_line_4p(void **state)
{
        (void)state;
        avoids_handing_the_opponent_a_line(4, 42);
}

static void finds_forced_wins_in_three(int players, uint64_t seed)
{
        tt_rng rng;
        int found = 0, without = 0;
        tt_rng_seed(&rng, seed);
        quixo_ai *ai = quixo_ai_new(5, seed, 4);
        for (int k = 0; k < 6000 && (found < 12 || without < 12); k++) {
                quixo_pos p = some_pos(&rng, players, 40);
                if (has_win_in_one(&p))
                        continue;
                quixo_move mv[QUIXO_MAX_MOVES];
                bool wins[QUIXO_MAX_MOVES];
                int n = quixo_gen_moves(&p, mv), count = 0;
                for (int i = 0; i < n; i++)
                        count += wins[i] = forces_win_in_three(&p, mv[i]);
                if (count == 0 && without >= 12)
                        continue;
                if (count > 0 && found >= 12)
                        continue;
                /* levels 2-4 at their own depths (2, 3 and 5 plies), level 5
                 * capped at 3 and 5 plies: all see a win in three plies */
                for (int run = 0; run < 5; run++) {
                        int level = run < 3 ? run + 2 : 5;
                        int depth = run < 3 ? 0 : run == 3 ? 3 : 5;
                        quixo_ai_limits lim = nodes_limit(0, depth);
                        quixo_ai_result r;
                        quixo_ai_set_level(ai, level);
                        quixo_ai_reset(ai, seed);
                        assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                        if (count > 0) {
                                int i = 0;
                                while (mv[i] != r.move)
                                        i++;
                                assert_true(wins[i]);
                                assert_int_equal(r.score, QUIXO_AI_WIN - 3);
                                assert_int_equal(r.mate, 3);
                        } else {
                                /* no forced win of three plies or fewer is claimed */
                                assert_true(r.score < QUIXO_AI_WIN - 3);
                        }
                }
                if (count > 0)
                        found++;
                else
                        without++;
        }
        assert_true(found >= 8);
        assert_true(without >= 8);
        quixo_ai_free(ai);
}

static void finds_forced_wins_in_three_2p(void **state)
{
        (void)state;
        finds_forced_wins_in_three(2, 51);
}

static void finds_forced_wins_in_three_4p(void **state)
{
        (void)state;
        finds_forced_wins_in_three(4, 52);
}

/* --------------------------------------------------------- repetition */

/* Does m take a cube of the mover's own mark (so no cube gets marked)? */
static bool takes_own(const quixo_pos *pos, quixo_move m)
{
        return !quixo_move_is_pass(m) &&
               (pos->mark[pos->turn & 1] >> quixo_move_from(m) & 1u);
}

static void q21_losing_side_seeks_a_repetition(void **state)
{
        (void)state;
        tt_rng rng;
        int found = 0;
        tt_rng_seed(&rng, 61);
        quixo_ai *ai = quixo_ai_new(5, 61, 1);
        for (int k = 0; k < 4000 && found < 10; k++) {
                quixo_pos p = some_pos(&rng, 2, 40);
                quixo_ai_limits lim = nodes_limit(0, 3);
                quixo_ai_result r;
                lim.contempt = 0; /* a draw is worth an even position */
                quixo_ai_reset(ai, 61);
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                if (r.score > -20 || r.score <= -400)
                        continue;
                /* some move that loses nothing at once: pretend its position
                 * already occurred twice (Q21: moving there draws). It takes
                 * an own cube: a position of the game's past cannot have
                 * more marked cubes than the present one. */
                quixo_move mv[QUIXO_MAX_MOVES];
                int n = quixo_gen_moves(&p, mv), i = 0;
                while (i < n && (hands_a_line(&p, mv[i]) || !takes_own(&p, mv[i])))
                        i++;
                if (i == n)
                        continue;
                found++;
                quixo_pos c;
                quixo_pos_after(&p, mv[i], &c);
                uint64_t keys[2] = {quixo_ai_key(&c), quixo_ai_key(&c)};
                lim.history = keys;
                lim.history_len = 2;
                quixo_ai_reset(ai, 61);
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                assert_int_equal(r.score, 0);
                assert_int_equal(r.move, mv[i]);
                /* switched off, the history means nothing */
                lim.contempt = 0;
                lim.repetition = false;
                quixo_ai_reset(ai, 61);
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                assert_true(r.score < 0);
        }
        assert_true(found >= 5);
        quixo_ai_free(ai);
}

/* The computer of the sessions and screens (tt_choose_quixo) gets the
 * game's earlier positions (struct tt_choice) and uses them for Q21: in a
 * lost position it takes the move whose position occurred twice before, a
 * draw, and not the move it plays without that history. */
static void q21_the_session_computer_uses_the_history(void **state)
{
        (void)state;
        tt_rng rng;
        int found = 0;
        tt_rng_seed(&rng, 63);
        quixo_ai *ai = quixo_ai_new(5, 63, 1);
        for (int k = 0; k < 20000 && found < 3; k++) {
                quixo_pos p = some_pos(&rng, 2, 40);
                quixo_ai_limits lim = nodes_limit(0, 2);
                quixo_ai_result r;
                quixo_ai_reset(ai, 63);
                if (quixo_ai_choose(ai, &p, &lim, &r) != 0 || r.score > -QUIXO_AI_WIN_MIN)
                        continue; /* not lost */
                struct tt_choice c = {&p, NULL, 0, true, 3, 100, NULL, NULL, NULL};
                char plain[16], with[16], text[16];
                tt_rng pick;
                tt_rng_seed(&pick, 1);
                assert_int_equal(tt_choose_quixo(&c, &pick, plain, sizeof plain), 0);
                quixo_move mv[QUIXO_MAX_MOVES];
                int n = quixo_gen_moves(&p, mv), i = 0;
                for (; i < n; i++) {
                        quixo_action_format(mv[i], text, sizeof text);
                        if (takes_own(&p, mv[i]) && strcmp(text, plain) != 0)
                                break;
                }
                if (i == n)
                        continue;
                found++;
                quixo_pos past[3];
                quixo_pos_after(&p, mv[i], &past[0]);
                past[1] = p;
                past[2] = past[0];
                c.history = past;
                c.history_len = 3; /* its position occurred twice: a draw now */
                tt_rng_seed(&pick, 1);
                assert_int_equal(tt_choose_quixo(&c, &pick, with, sizeof with), 0);
                /* the move chosen repeats that position (another push may
                 * give the same board: any of them is the draw) */
                quixo_move chosen;
                quixo_pos after;
                assert_int_equal(quixo_action_parse(with, &chosen, NULL, 0), QUIXO_OK);
                quixo_pos_after(&p, chosen, &after);
                assert_true(quixo_pos_same(&after, &past[0]));
        }
        assert_true(found >= 3);
        quixo_ai_free(ai);
}

static void q21_winning_side_avoids_a_repetition(void **state)
{
        (void)state;
        tt_rng rng;
        int found = 0, changed = 0;
        tt_rng_seed(&rng, 62);
        quixo_ai *ai = quixo_ai_new(5, 62, 1);
        for (int k = 0; k < 4000 && found < 10; k++) {
                quixo_pos p = some_pos(&rng, 2, 40);
                quixo_ai_limits lim = nodes_limit(0, 3);
                quixo_ai_result r;
                lim.contempt = 0;
                quixo_ai_reset(ai, 62);
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                if (r.score < 40 || r.score >= QUIXO_AI_WIN_MIN || !takes_own(&p, r.move))
                        continue;
                found++;
                quixo_move best = r.move;
                quixo_pos c;
                quixo_pos_after(&p, best, &c);
                uint64_t keys[2] = {quixo_ai_key(&c), quixo_ai_key(&c)};
                lim.history = keys;
                lim.history_len = 2; /* moving there is its third occurrence */
                quixo_ai_reset(ai, 62);
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                /* the repeated position is scored as a draw, so a positive
                 * score must come from another move */
                if (r.move == best)
                        assert_int_equal(r.score, 0);
                else
                        changed++;
                /* a negative contempt makes the draw the best result */
                lim.contempt = -500;
                quixo_ai_reset(ai, 62);
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                assert_int_equal(r.score, 500);
        }
        assert_true(found >= 5);
        assert_true(changed >= found / 2);
        quixo_ai_free(ai);
}

/* -------------------------------------------------- determinism, stop */

static void deterministic_for_a_seed_and_node_budget(void **state)
{
        (void)state;
        for (int players = 2; players <= 4; players += 2) {
                for (int level = 1; level <= 5; level += 2) {
                        tt_rng rng;
                        tt_rng_seed(&rng, 71);
                        quixo_ai *a = quixo_ai_new(level, 99, 1);
                        quixo_ai *b = quixo_ai_new(level, 99, 1);
                        for (int k = 0; k < 10; k++) {
                                quixo_pos p = some_pos(&rng, players, 30);
                                quixo_ai_limits lim = nodes_limit(20000, 0);
                                quixo_ai_result ra, rb;
                                assert_int_equal(quixo_ai_choose(a, &p, &lim, &ra), 0);
                                assert_int_equal(quixo_ai_choose(b, &p, &lim, &rb), 0);
                                assert_int_equal(ra.move, rb.move);
                                assert_int_equal(ra.score, rb.score);
                                assert_int_equal(ra.depth, rb.depth);
                                assert_int_equal(ra.nodes, rb.nodes);
                                assert_int_equal(ra.pv_len, rb.pv_len);
                                assert_memory_equal(ra.pv, rb.pv,
                                                    (size_t)ra.pv_len * sizeof ra.pv[0]);
                                assert_true(ra.nodes <= 20000);
                        }
                        quixo_ai_free(a);
                        quixo_ai_free(b);
                }
        }
}

static void reset_repeats_a_search_exactly(void **state)
{
        (void)state;
        tt_rng rng;
        tt_rng_seed(&rng, 72);
        quixo_pos p = some_pos(&rng, 2, 20);
        quixo_ai *ai = quixo_ai_new(5, 5, 1);
        quixo_ai_limits lim = nodes_limit(30000, 0);
        quixo_ai_result r1, r2;
        assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r1), 0);
        quixo_ai_reset(ai, 5);
        assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r2), 0);
        assert_int_equal(r1.move, r2.move);
        assert_int_equal(r1.score, r2.score);
        assert_int_equal(r1.nodes, r2.nodes);
        quixo_ai_free(ai);
}

static void seeds_vary_the_weaker_levels(void **state)
{
        (void)state;
        quixo_pos p;
        quixo_options o;
        quixo_options_default(&o, 2);
        assert_int_equal(quixo_pos_init(&p, &o, NULL, 0), QUIXO_OK);
        quixo_move first = QUIXO_MOVE_NONE;
        bool differs = false;
        for (uint64_t seed = 1; seed <= 20; seed++) {
                quixo_ai *ai = quixo_ai_new(1, seed, 1);
                quixo_ai_limits lim = nodes_limit(5000, 0);
                quixo_ai_result r;
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                if (seed == 1)
                        first = r.move;
                differs |= r.move != first;
                quixo_ai_free(ai);
        }
        assert_true(differs);
}

static bool stop_after_polls(void *ctx)
{
        int *polls = ctx;
        return ++*polls >= 5;
}

static void should_stop_callback_ends_the_search(void **state)
{
        (void)state;
        int polls = 0;
        quixo_pos p = qt_pos("quixo players=2 turn=x ply=0 "
                             "board=...../...../...../...../.....");
        quixo_ai *ai = quixo_ai_new(5, 1, 1);
        quixo_ai_limits lim = nodes_limit(0, 0);
        lim.should_stop = stop_after_polls;
        lim.stop_ctx = &polls;
        quixo_ai_result r;
        assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
        assert_true(r.stopped);
        assert_legal(&p, r.move);
        assert_int_equal(polls, 5);
        /* polled every QUIXO_AI_POLL_NODES nodes, after the first iteration */
        assert_true(r.nodes <= 6 * QUIXO_AI_POLL_NODES + 100);
        quixo_ai_free(ai);
}

static void stop_at_depth(void *ctx, const quixo_ai_result *r)
{
        quixo_ai *ai = ctx;
        if (r->depth == 3)
                quixo_ai_stop(ai);
}

static void stop_request_ends_the_search(void **state)
{
        (void)state;
        quixo_pos p = qt_pos("quixo players=2 turn=x ply=0 "
                             "board=...../...../...../...../.....");
        quixo_ai *ai = quixo_ai_new(5, 1, 1);
        quixo_ai_limits lim = nodes_limit(0, 0);
        lim.on_iteration = stop_at_depth;
        lim.iteration_ctx = ai;
        quixo_ai_result r;
        assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
        assert_true(r.stopped);
        assert_int_equal(r.depth, 3);
        assert_legal(&p, r.move);
        /* the request is cleared by the next search */
        lim = nodes_limit(0, 4);
        assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
        assert_false(r.stopped);
        assert_int_equal(r.depth, 4);
        quixo_ai_free(ai);
}

struct search_job {
        quixo_ai *ai;
        quixo_pos pos;
        quixo_ai_result r;
        int rc;
};

static void *search_thread(void *arg)
{
        struct search_job *job = arg;
        quixo_ai_limits lim = nodes_limit(0, 0);
        lim.time_ms = 20000; /* only a safety net: the stop comes much earlier */
        job->rc = quixo_ai_choose(job->ai, &job->pos, &lim, &job->r);
        return NULL;
}

static void stop_from_another_thread(void **state)
{
        (void)state;
        struct search_job job;
        pthread_t thread;
        job.ai = quixo_ai_new(5, 1, 1);
        job.pos =
            qt_pos("quixo players=2 turn=x ply=0 board=...../...../...../...../.....");
        assert_int_equal(pthread_create(&thread, NULL, search_thread, &job), 0);
        struct timespec pause = {0, 100 * 1000 * 1000};
        nanosleep(&pause, NULL);
        quixo_ai_stop(job.ai);
        assert_int_equal(pthread_join(thread, NULL), 0);
        assert_int_equal(job.rc, 0);
        assert_true(job.r.stopped);
        assert_true(job.r.elapsed_ms < 10000);
        assert_legal(&job.pos, job.r.move);
        quixo_ai_free(job.ai);
}

static void depth_limit_and_levels(void **state)
{
        (void)state;
        quixo_pos p = qt_pos("quixo players=2 turn=x ply=0 "
                             "board=...../...../...../...../.....");
        quixo_ai *ai = quixo_ai_new(0, 1, 1);
        assert_int_equal(quixo_ai_level(ai), 1);
        quixo_ai_set_level(ai, 9);
        assert_int_equal(quixo_ai_level(ai), 5);
        for (int level = 1; level <= 5; level++) {
                quixo_ai_set_level(ai, level);
                quixo_ai_limits lim = nodes_limit(0, 4);
                quixo_ai_result r;
                assert_int_equal(quixo_ai_choose(ai, &p, &lim, &r), 0);
                int expect = level == 1 ? 1 : level == 2 ? 2 : level == 3 ? 3 : 4;
                assert_int_equal(r.depth, expect);
                assert_false(r.stopped);
        }
        quixo_ai_free(ai);
}

static void pick_is_a_one_shot_player(void **state)
{
        (void)state;
        quixo_pos p = qt_pos("quixo players=2 turn=o ply=9 "
                             "board=...../...../...../oooo./xxx.x");
        quixo_move m = QUIXO_MOVE_NONE;
        assert_int_equal(quixo_ai_pick(&p, 3, 5000, 1, &m), 0);
        assert_legal(&p, m);
        assert_int_equal(now(&p, m), 1); /* O fills row 2 */
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(local_push_matches_rules_library),
            cmocka_unit_test(line_helpers_match_rules_library),
            cmocka_unit_test(local_moves_match_rules_library),
            cmocka_unit_test(q21_keys_follow_the_repetition_identity),
            cmocka_unit_test(never_returns_an_illegal_move_2p),
            cmocka_unit_test(never_returns_an_illegal_move_4p),
            cmocka_unit_test(q17_four_player_seat_without_cube_passes),
            cmocka_unit_test(q16_four_player_first_turn_takes_a_neutral_cube),
            cmocka_unit_test(decided_position_has_no_move),
            cmocka_unit_test(q10_takes_a_win_in_one_2p),
            cmocka_unit_test(q18_takes_a_win_in_one_4p),
            cmocka_unit_test(q10_move_completing_both_lines_is_a_loss),
            cmocka_unit_test(q10_avoids_handing_the_opponent_a_line_2p),
            cmocka_unit_test(q18_avoids_handing_the_opponent_a_line_4p),
            cmocka_unit_test(finds_forced_wins_in_three_2p),
            cmocka_unit_test(finds_forced_wins_in_three_4p),
            cmocka_unit_test(q21_losing_side_seeks_a_repetition),
            cmocka_unit_test(q21_winning_side_avoids_a_repetition),
            cmocka_unit_test(q21_the_session_computer_uses_the_history),
            cmocka_unit_test(deterministic_for_a_seed_and_node_budget),
            cmocka_unit_test(reset_repeats_a_search_exactly),
            cmocka_unit_test(seeds_vary_the_weaker_levels),
            cmocka_unit_test(should_stop_callback_ends_the_search),
            cmocka_unit_test(stop_request_ends_the_search),
            cmocka_unit_test(stop_from_another_thread),
            cmocka_unit_test(depth_limit_and_levels),
            cmocka_unit_test(pick_is_a_one_shot_player),
        };
        return cmocka_run_group_tests_name("quixo_ai", tests, NULL, NULL);
}
