/* search.c: the search of the Quixo computer player: iterative deepening of a
 * negamax alpha-beta search (principal variation search with late move
 * reductions) over the transposition table, with the moves ordered table
 * move first, then killers, then the history heuristic. Wins in one are
 * looked for before anything else at every node (they end the game at once,
 * Q10), so a leaf is never scored statically when its side to move can win.
 * Moves that complete the opponent's line lose at once (Q10) and need no
 * search. The teams alternate in both the two- and four-player games
 * (Q11, Q12), so one negamax serves both. */
#include <stdlib.h>
#include <string.h>

#include "quixo_ai/qai.h"

/* The table is neither probed nor written at nodes one ply above the
 * leaves: there are the most of them, each costs a cache miss, and their
 * subtrees are a single ply (measured in docs/ai.md). */
#ifndef QAI_TT_MIN_DEPTH
#define QAI_TT_MIN_DEPTH 2
#endif

typedef struct root_move {
        quixo_move move;
        int score;    /* of the last search of this move (maybe a bound) */
        int terminal; /* the move decides the game at once: its score, else 0 */
} root_move;

typedef struct search {
        quixo_ai *ai;
        const quixo_ai_limits *lim;
        uint64_t nodes;
        uint64_t node_limit;
        long time_ms; /* 0: none (or no clock) */
        long long t0; /* the caller's clock at the start */
        bool abort;
        bool can_abort; /* false during the first iteration: always get a move */
        bool repetition;
        int contempt; /* a draw scores -contempt for the team to move at the root */
        int root_marked;
        uint64_t bloom[64]; /* 4096-bit filter of the history keys */
        uint64_t *hist;     /* sorted history keys, or NULL */
        size_t hist_n;
        uint64_t path[QAI_MAX_PLY + 2];
        uint8_t path_marked[QAI_MAX_PLY + 2];
        quixo_move pv[QAI_MAX_PLY + 2][QAI_MAX_PLY + 2];
        int pv_len[QAI_MAX_PLY + 2];
} search;

/* Milliseconds since the start by the caller's clock, 0 without one. */
static long elapsed_ms(const search *s)
{
        if (s->lim->clock_ms == NULL)
                return 0;
        return (long)(s->lim->clock_ms(s->lim->clock_ctx) - s->t0);
}

static void poll_stop(search *s)
{
        if (atomic_load_explicit(&s->ai->stop_request, memory_order_relaxed))
                s->abort = true;
        else if (s->lim->should_stop != NULL && s->lim->should_stop(s->lim->stop_ctx))
                s->abort = true;
        else if (s->time_ms > 0 && elapsed_ms(s) >= s->time_ms)
                s->abort = true;
}

static int cmp_key(const void *a, const void *b)
{
        uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
        return x < y ? -1 : x > y;
}

/* How many times key occurs in the game history. */
static int history_count(const search *s, uint64_t key)
{
        if (!(s->bloom[(key >> 6) & 63u] >> (key & 63u) & 1u))
                return 0;
        int count = 0;
        if (s->hist == NULL) { /* no memory for the sorted copy: scan */
                for (size_t i = 0; i < s->lim->history_len; i++)
                        count += s->lim->history[i] == key;
                return count;
        }
        size_t lo = 0, hi = s->hist_n;
        while (lo < hi) {
                size_t mid = lo + (hi - lo) / 2;
                if (s->hist[mid] < key)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        while (lo < s->hist_n && s->hist[lo] == key) {
                count++;
                lo++;
        }
        return count;
}

/* How many times the position of key occurred before (Q21): on the search
 * path and in the game. Marked cubes never
 * become neutral again, so only positions with as many marked cubes can be
 * equal: the scan of the path stops at the first one with fewer, and the
 * game history (all before the root) only counts at the root's number. */
static int occurrences(const search *s, uint64_t key, int ply, int marked)
{
        int count = 0;
        for (int i = ply - 2; i >= 0 && s->path_marked[i] == marked; i--)
                count += s->path[i] == key;
        if (marked == s->root_marked && s->hist_n > 0)
                count += history_count(s, key);
        return count;
}

/* ------------------------------------------------- transposition table */

static int score_to_tt(int score, int ply)
{
        if (score >= QUIXO_AI_WIN_MIN)
                return score + ply;
        if (score <= -QUIXO_AI_WIN_MIN)
                return score - ply;
        return score;
}

static int score_from_tt(int score, int ply)
{
        if (score >= QUIXO_AI_WIN_MIN)
                return score - ply;
        if (score <= -QUIXO_AI_WIN_MIN)
                return score + ply;
        return score;
}

static const qai_entry *tt_probe(const quixo_ai *ai, uint64_t key)
{
        const qai_entry *b =
            &ai->tt[((size_t)(key >> 20) & (ai->tt_buckets - 1)) * QAI_BUCKET];
        for (int i = 0; i < QAI_BUCKET; i++)
                if (b[i].bound != 0 && b[i].key == key)
                        return &b[i];
        return NULL;
}

static void tt_store(quixo_ai *ai, uint64_t key, int depth, int score, int bound,
                     quixo_move move)
{
        qai_entry *b = &ai->tt[((size_t)(key >> 20) & (ai->tt_buckets - 1)) * QAI_BUCKET];
        qai_entry *victim = &b[0];
        int worst = 1 << 30;
        for (int i = 0; i < QAI_BUCKET; i++) {
                if (b[i].bound == 0 || b[i].key == key) {
                        victim = &b[i];
                        if (b[i].key == key && b[i].depth > depth &&
                            b[i].gen == ai->gen && bound != QAI_EXACT)
                                return; /* keep the deeper result of this search */
                        if (b[i].key == key && move == QUIXO_MOVE_NONE)
                                move = b[i].move;
                        break;
                }
                int value = b[i].depth + (b[i].gen == ai->gen ? 256 : 0);
                if (value < worst) {
                        worst = value;
                        victim = &b[i];
                }
        }
        victim->key = key;
        victim->score = (int16_t)score;
        victim->move = move;
        victim->depth = (int8_t)(depth > 127 ? 127 : depth);
        victim->bound = (uint8_t)bound;
        victim->gen = ai->gen;
}

/* ---------------------------------------------------------------- search */

/* key: qai_key of *pos, kept up to date move by move (qai_make_keyed). */
static int negamax(search *s, const quixo_pos *pos, uint64_t key, int depth, int alpha,
                   int beta, int ply, bool pv_node)
{
        quixo_ai *ai = s->ai;
        s->pv_len[ply] = 0;
        s->nodes++;
        if (s->can_abort) {
                if ((s->nodes & (QUIXO_AI_POLL_NODES - 1)) == 0)
                        poll_stop(s);
                if (s->node_limit != 0 && s->nodes >= s->node_limit)
                        s->abort = true;
                if (s->abort)
                        return 0;
        }
        unsigned team = pos->turn & 1u;
        uint32_t own = pos->mark[team], other = pos->mark[team ^ 1u];
        int marked = qai_popcount(own | other);
        uint64_t tkey = key ^ (pos->ply < pos->players ? ai->zob.early[pos->ply] : 0);
        if (depth >= QAI_TT_MIN_DEPTH) /* probed below: fetch its line meanwhile */
                __builtin_prefetch(
                    &ai->tt[((size_t)(tkey >> 20) & (ai->tt_buckets - 1)) * QAI_BUCKET]);
        /* Q21: the third occurrence is a draw, before anything else. A
         * second one is no draw: the side that wants more can still deviate
         * (scoring it as a draw, as chess programs do, made the player
         * believe any opponent could hold a draw by shuffling cubes). */
        if (ply > 0 && s->repetition && occurrences(s, key, ply, marked) >= 2)
                return ply % 2 ? s->contempt : -s->contempt; /* teams alternate */
        s->path[ply] = key;
        s->path_marked[ply] = (uint8_t)marked;

        /* No result can be better than winning now or worse than losing now. */
        int lo = -QUIXO_AI_WIN + ply + 1, hi = QUIXO_AI_WIN - ply - 1;
        if (alpha < lo)
                alpha = lo;
        if (beta > hi)
                beta = hi;
        if (alpha >= beta)
                return alpha;

        quixo_move moves[QUIXO_MAX_MOVES];
        /* The lines either side may complete now (qai_four_lines); a push
         * can only complete those of them through its squares (the per-push
         * table qai_push.lines): no line is on the board here. */
        uint32_t own_four = qai_four_lines(own);
        if (own_four == 0 && (depth <= 0 || ply >= QAI_MAX_PLY))
                return qai_evaluate(&ai->eval, pos); /* a leaf without a win in one */
        int n = qai_gen_moves(ai, pos, moves);
        uint32_t other_four = qai_four_lines(other);
        if (own_four != 0) { /* wins first (Q10) */
                for (int i = 0; i < n; i++) {
                        uint32_t a, b;
                        uint32_t lines = ai->push[moves[i] & 0x3FFu].lines;
                        if (moves[i] == QUIXO_MOVE_PASS || (own_four & lines) == 0)
                                continue;
                        qai_push_marks(ai, pos, moves[i], &a, &b);
                        if (qai_completes(ai, a, own_four & lines) &&
                            !qai_completes(ai, b, other_four & lines)) {
                                s->pv[ply][0] = moves[i];
                                s->pv_len[ply] = 1;
                                return hi;
                        }
                }
        }
        if (depth <= 0 || ply >= QAI_MAX_PLY)
                return qai_evaluate(&ai->eval, pos);

        quixo_move tt_move = QUIXO_MOVE_NONE;
        const qai_entry *hit = depth >= QAI_TT_MIN_DEPTH ? tt_probe(ai, tkey) : NULL;
        if (hit != NULL) {
                tt_move = hit->move;
                int sc = score_from_tt(hit->score, ply);
                if (!pv_node && hit->depth >= depth &&
                    (hit->bound == QAI_EXACT || (hit->bound == QAI_LOWER && sc >= beta) ||
                     (hit->bound == QAI_UPPER && sc <= alpha)))
                        return sc;
        }

        /* Ordering: the table move first, without looking at the others
         * (most nodes cut on it); the rest only when needed, killers then
         * history, picked one at a time: a cut comes after a few moves. */
        int order[QUIXO_MAX_MOVES];
        int first = 0; /* moves[0..first) are placed already */
        bool scored = false;
        if (tt_move != QUIXO_MOVE_NONE)
                for (int i = 0; i < n; i++)
                        if (moves[i] == tt_move) {
                                moves[i] = moves[0];
                                moves[0] = tt_move;
                                order[0] = 1 << 30;
                                first = 1;
                                break;
                        }

        int alpha0 = alpha, best = -QAI_INF;
        quixo_move best_move = QUIXO_MOVE_NONE;
        for (int i = 0; i < n; i++) {
                if (i >= first) {
                        if (!scored) {
                                const int32_t *hist = ai->history[team];
                                for (int j = first; j < n; j++) {
                                        quixo_move mj = moves[j];
                                        if (mj == ai->killer[ply][0])
                                                order[j] = 1 << 29;
                                        else if (mj == ai->killer[ply][1])
                                                order[j] = (1 << 29) - 1;
                                        else
                                                order[j] = hist[mj & 0xFFFu];
                                }
                                scored = true;
                        }
                        int pick = i;
                        for (int j = i + 1; j < n; j++)
                                if (order[j] > order[pick])
                                        pick = j;
                        quixo_move t = moves[pick];
                        int tp = order[pick];
                        moves[pick] = moves[i];
                        order[pick] = order[i];
                        moves[i] = t;
                        order[i] = tp;
                }
                quixo_move m = moves[i];
                int prio = order[i];

                quixo_pos child = *pos;
                uint64_t child_key = qai_make_keyed(ai, &child, m, key);
                s->pv_len[ply + 1] = 0;
                int score;
                /* No move completes the mover's line alone here: such a
                 * win was returned above, and without four own cubes on a
                 * line no push completes one (see qai_four_lines). */
                uint32_t lines = other_four & ai->push[m & 0x3FFu].lines;
                if (lines != 0 && qai_completes(ai, child.mark[team ^ 1u], lines)) {
                        score = lo; /* Q10: completing the opponent's line loses */
                } else if (i == 0) {
                        score = -negamax(s, &child, child_key, depth - 1, -beta, -alpha,
                                         ply + 1, pv_node);
                } else {
                        int r = 0;
                        if (depth >= 3 && i >= 3 && prio < (1 << 28))
                                r = (depth >= 6 && i >= 12) ? 2 : 1;
                        score = -negamax(s, &child, child_key, depth - 1 - r, -alpha - 1,
                                         -alpha, ply + 1, false);
                        if (r > 0 && score > alpha && !s->abort)
                                score = -negamax(s, &child, child_key, depth - 1,
                                                 -alpha - 1, -alpha, ply + 1, false);
                        if (pv_node && score > alpha && score < beta && !s->abort)
                                score = -negamax(s, &child, child_key, depth - 1, -beta,
                                                 -alpha, ply + 1, true);
                }
                if (s->abort)
                        return 0;
                if (score > best) {
                        best = score;
                        best_move = m;
                        if (score > alpha) {
                                alpha = score;
                                s->pv[ply][0] = m;
                                int len = s->pv_len[ply + 1];
                                memcpy(&s->pv[ply][1], s->pv[ply + 1],
                                       (size_t)len * sizeof(quixo_move));
                                s->pv_len[ply] = len + 1;
                                if (alpha >= beta) {
                                        if (m != ai->killer[ply][0]) {
                                                ai->killer[ply][1] = ai->killer[ply][0];
                                                ai->killer[ply][0] = m;
                                        }
                                        int32_t *h = &ai->history[team][m & 0xFFFu];
                                        *h += depth * depth;
                                        if (*h > (1 << 24))
                                                for (int k = 0; k < 4096; k++)
                                                        ai->history[team][k] /= 2;
                                        break;
                                }
                        }
                }
        }
        int bound = best >= beta ? QAI_LOWER : best > alpha0 ? QAI_EXACT : QAI_UPPER;
        if (depth >= QAI_TT_MIN_DEPTH)
                tt_store(ai, tkey, depth, score_to_tt(best, ply), bound, best_move);
        return best;
}

/* ----------------------------------------------------------------- root */

/* The levels (docs/ai.md): a depth, never a time, so that a level plays
 * the same on a fast machine and on a loaded one; only level 5 goes as deep
 * as the caller's budget allows. Level 1 also blunders: a share of its
 * moves (per mille, drawn from the seed) is a random move among those that
 * do not lose at once, as a beginner overlooks things; it still takes a
 * win in one and still sees the opponent's. */
static const struct {
        int depth;   /* deepest iteration */
        int blunder; /* per mille of moves played at random, safe ones */
} levels[QUIXO_AI_LEVEL_MAX + 1] = {
    {0, 0}, {1, QAI_LEVEL1_BLUNDER}, {2, 0}, {3, 0}, {5, 0}, {QUIXO_AI_MAX_DEPTH, 0},
};

static bool decisive(int score)
{
        return score >= QUIXO_AI_WIN_MIN || score <= -QUIXO_AI_WIN_MIN;
}

static void set_mate(quixo_ai_result *out)
{
        if (out->score >= QUIXO_AI_WIN_MIN)
                out->mate = QUIXO_AI_WIN - out->score;
        else if (out->score <= -QUIXO_AI_WIN_MIN)
                out->mate = -(QUIXO_AI_WIN + out->score);
        else
                out->mate = 0;
}

static void setup_history(search *s, const quixo_ai_limits *lim)
{
        s->hist = NULL;
        s->hist_n = 0;
        memset(s->bloom, 0, sizeof s->bloom);
        if (!s->repetition || lim->history == NULL || lim->history_len == 0)
                return;
        for (size_t i = 0; i < lim->history_len; i++) {
                uint64_t k = lim->history[i];
                s->bloom[(k >> 6) & 63u] |= 1ULL << (k & 63u);
        }
        s->hist_n = lim->history_len;
        s->hist = malloc(lim->history_len * sizeof *s->hist);
        if (s->hist != NULL) {
                memcpy(s->hist, lim->history, lim->history_len * sizeof *s->hist);
                qsort(s->hist, s->hist_n, sizeof *s->hist, cmp_key);
        }
}

/* Moves root[i] to the front and sorts the rest by score, stably. */
static void reorder(root_move *root, int n, int best)
{
        root_move b = root[best];
        memmove(&root[1], &root[0], (size_t)best * sizeof *root);
        root[0] = b;
        for (int i = 2; i < n; i++) {
                root_move r = root[i];
                int j = i;
                while (j > 1 && root[j - 1].score < r.score) {
                        root[j] = root[j - 1];
                        j--;
                }
                root[j] = r;
        }
}

/* Time management: whether to start another iteration after one that
 * ended at `now` ms, the two before it having ended at iter[1] and
 * iter[0]. A partial iteration is not lost (the previous best move is
 * searched first, and a better one found before the budget runs out is
 * played), but one that cannot even finish its first move is. So: always
 * while less than half the budget is used; after that, only when the time
 * left covers 40 % of the next iteration's foreseen length (the last one's
 * times its growth over the one before, taken between 2 and 5: the load of
 * a shared machine makes single measurements jumpy). The earlier rule (stop
 * after 60 % of the budget) left 40 % unused in the opening, and in the
 * middle game started iterations that could not finish their first move. */
static bool worth_another(long now, const long iter[2], long budget)
{
        if (now * 2 < budget)
                return true;
        long last = now - iter[1], before = iter[1] - iter[0];
        long growth = before > 0 ? (last + before - 1) / before : 4;
        if (growth < 2)
                growth = 2;
        if (growth > 5)
                growth = 5;
        long next = (last > 0 ? last : 1) * growth;
        return (budget - now) * 5 >= next * 2;
}

/* The blunders of the lowest level: with a chance of `per_mille` / 1000
 * (from the seed), a random move among those that do not lose at once
 * replaces the one found, unless the search proved a win. The root moves'
 * scores are exact at that level's depth (1 ply: the leaves are evaluated
 * without a window), so "does not lose at once" is what the search saw. */
static void blunder(quixo_ai *ai, const root_move *root, int n, int per_mille,
                    quixo_ai_result *out)
{
        if ((int)tt_rng_below(&ai->rng, 1000) >= per_mille ||
            out->score >= QUIXO_AI_WIN_MIN)
                return;
        int safe[QUIXO_MAX_MOVES], count = 0;
        for (int i = 0; i < n; i++)
                if (root[i].terminal == 0 && root[i].score > -QUIXO_AI_WIN_MIN)
                        safe[count++] = i;
        if (count == 0)
                return;
        const root_move *pick = &root[safe[tt_rng_below(&ai->rng, (uint32_t)count)]];
        out->move = pick->move;
        out->score = pick->score;
        out->pv[0] = pick->move;
        out->pv_len = 1;
        set_mate(out);
}

int qai_search(quixo_ai *ai, const quixo_pos *pos, const quixo_ai_limits *lim,
               quixo_ai_result *out)
{
        memset(out, 0, sizeof *out);
        out->move = QUIXO_MOVE_NONE;
        if (qai_has_line(pos->mark[0]) || qai_has_line(pos->mark[1]))
                return -1; /* decided (Q10) */

        search *s = malloc(sizeof *s);
        if (s == NULL)
                return -1;
        memset(s, 0, sizeof *s);
        s->ai = ai;
        s->lim = lim;
        s->node_limit = lim->nodes;
        s->time_ms = lim->time_ms > 0 && lim->clock_ms != NULL ? lim->time_ms : 0;
        s->repetition = lim->repetition;
        s->contempt = lim->contempt < -500  ? -500
                      : lim->contempt > 500 ? 500
                                            : lim->contempt;
        s->t0 = lim->clock_ms != NULL ? lim->clock_ms(lim->clock_ctx) : 0;
        setup_history(s, lim);
        s->root_marked = qai_popcount(pos->mark[0] | pos->mark[1]);

        ai->gen++;
        memset(ai->killer, 0xFF, sizeof ai->killer);
        for (int t = 0; t < 2; t++)
                for (int k = 0; k < 4096; k++)
                        ai->history[t][k] /= 8;

        int max_depth = levels[ai->level].depth;
        if (lim->depth > 0 && lim->depth < max_depth)
                max_depth = lim->depth;

        quixo_move moves[QUIXO_MAX_MOVES];
        root_move root[QUIXO_MAX_MOVES];
        int n = quixo_gen_moves(pos, moves);
        unsigned team = pos->turn & 1u;
        /* The seed decides the order among equals (and level 1's blunders). */
        for (int i = n - 1; i > 0; i--) {
                int j = (int)tt_rng_below(&ai->rng, (uint32_t)i + 1);
                quixo_move t = moves[i];
                moves[i] = moves[j];
                moves[j] = t;
        }
        int win = -1;
        for (int i = 0; i < n; i++) {
                quixo_pos child = *pos;
                root[i].move = moves[i];
                root[i].score = 0;
                root[i].terminal = 0;
                qai_make(ai, &child, moves[i]);
                if (qai_has_line(child.mark[team ^ 1u]))
                        root[i].terminal = -QUIXO_AI_WIN + 1; /* Q10 */
                else if (qai_has_line(child.mark[team]) && win < 0)
                        win = i;
        }

        s->path[0] = qai_key(&ai->zob, pos);
        s->path_marked[0] = (uint8_t)s->root_marked;
        if (win >= 0) { /* a win in one: nothing to think about (Q10) */
                out->move = root[win].move;
                out->depth = 1;
                out->score = QUIXO_AI_WIN - 1;
                out->pv[0] = out->move;
                out->pv_len = 1;
                out->nodes = 1;
                set_mate(out);
        }
        long iter_ms[2] = {0, 0}; /* elapsed at the end of the two iterations before */
        for (int d = 1; win < 0 && d <= max_depth; d++) {
                int alpha = -QAI_INF, beta = QAI_INF;
                int best_i = -1, best_val = -QAI_INF;
                quixo_move pv[QUIXO_AI_PV_MAX];
                int pv_len = 0;
                for (int i = 0; i < n; i++) {
                        root_move *rm = &root[i];
                        int score;
                        s->pv_len[1] = 0;
                        if (rm->terminal != 0) {
                                score = rm->terminal;
                        } else {
                                quixo_pos child = *pos;
                                uint64_t key =
                                    qai_make_keyed(ai, &child, rm->move, s->path[0]);
                                if (i == 0) {
                                        score = -negamax(s, &child, key, d - 1, -beta,
                                                         -alpha, 1, true);
                                } else {
                                        score = -negamax(s, &child, key, d - 1,
                                                         -alpha - 1, -alpha, 1, false);
                                        if (score > alpha && !s->abort)
                                                score = -negamax(s, &child, key, d - 1,
                                                                 -beta, -alpha, 1, true);
                                }
                        }
                        if (s->abort)
                                break;
                        rm->score = score;
                        if (best_i < 0 || score > best_val) {
                                best_i = i;
                                best_val = score;
                                if (score > alpha)
                                        alpha = score;
                                pv[0] = rm->move;
                                pv_len = 1;
                                for (int k = 0;
                                     k < s->pv_len[1] && pv_len < QUIXO_AI_PV_MAX; k++)
                                        pv[pv_len++] = s->pv[1][k];
                        }
                }
                if (best_i >= 0) {
                        /* A partial iteration searched the previous best first:
                         * its best is at least as well founded. */
                        out->move = root[best_i].move;
                        out->score = root[best_i].score;
                        memcpy(out->pv, pv, (size_t)pv_len * sizeof *pv);
                        out->pv_len = pv_len;
                        set_mate(out);
                }
                if (s->abort)
                        break;
                out->depth = d;
                out->nodes = s->nodes;
                out->elapsed_ms = elapsed_ms(s);
                reorder(root, n, best_i);
                if (lim->on_iteration != NULL)
                        lim->on_iteration(lim->iteration_ctx, out);
                s->can_abort = true;
                if (decisive(out->score) || n == 1)
                        break;
                if (s->time_ms > 0 &&
                    !worth_another(out->elapsed_ms, iter_ms, s->time_ms))
                        break;
                iter_ms[0] = iter_ms[1];
                iter_ms[1] = out->elapsed_ms;
                if (s->node_limit != 0 && s->nodes >= s->node_limit)
                        break;
        }
        if (win < 0 && levels[ai->level].blunder > 0)
                blunder(ai, root, n, levels[ai->level].blunder, out);
        out->nodes = s->nodes > out->nodes ? s->nodes : out->nodes;
        out->elapsed_ms = elapsed_ms(s);
        out->stopped = s->abort;
        free(s->hist);
        free(s);
        return 0;
}
