/* choose_quixo.c: the computer's choice in Quixo (see choose.h): the Quixo
 * computer player (src/quixo_ai) at the level (clamped to 1-5) within the
 * time budget (0: its default of about a second), seeded from the
 * session's generator, knowing the game's earlier positions so that it
 * seeks or avoids a third repetition (Q21); random if it cannot run. The
 * analysis is the same search, reported: best move, score, depth, the
 * expected line and what the search proved (a forced win or loss in so
 * many plies, or a line that ends in a threefold repetition).
 *
 * The player and its transposition table are kept for the whole game in
 * the choice's memory (session/memory.h, issue 27), reseeded and set to the
 * level for each search; a search that finds the memory busy (another
 * search at the same time) uses a fresh player, as every search once did. */
#include "session/choose.h"
#include "session/memory.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "quixo_ai/quixo_ai.h"

/* The keys (quixo_ai_key) of the game's earlier positions; NULL and 0 when
 * there are none or no memory (the player then ignores the history). */
static uint64_t *history_keys(const struct tt_choice *c, size_t *n)
{
        const quixo_pos *past = c->history;
        *n = past != NULL ? c->history_len : 0;
        uint64_t *keys = NULL;
        if (*n > 0 && (keys = malloc(*n * sizeof *keys)) == NULL)
                *n = 0;
        for (size_t i = 0; i < *n; i++)
                keys[i] = quixo_ai_key(&past[i]);
        return keys;
}

/* The clock of the search's time budget (the player reads none itself). */
static long long monotonic_ms(void *ctx)
{
        (void)ctx;
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* on_iteration of the search: the choice's progress callback. */
static void report_iteration(void *ctx, const quixo_ai_result *r)
{
        const struct tt_choice *c = ctx;
        char best[QUIXO_ACTION_MAX];
        quixo_action_format(r->move, best, sizeof best);
        c->progress(c->progress_ctx, r->depth, best);
}

/* The tables: 8 MB for the player kept for the game, 4 MB (as before issue
 * 27) for a fresh one, made only when the kept one is busy or cannot be
 * kept: at most 12 MB per game at once. */
#define QUIXO_KEPT_TT_MB 8
#define QUIXO_FRESH_TT_MB 4

/* The kind of player kept in a tt_memory (its address names it). */
static const char quixo_player_kind = 'q';

static void free_player(void *ai)
{
        quixo_ai_free(ai);
}

/* One search of the player as the choice makes it: 0 and *r, or -1. */
static int think(const struct tt_choice *c, tt_rng *rng, const uint64_t *keys, size_t n,
                 quixo_ai_result *r)
{
        int level = c->level;
        if (level < QUIXO_AI_LEVEL_MIN)
                level = QUIXO_AI_LEVEL_MIN;
        if (level > QUIXO_AI_LEVEL_MAX)
                level = QUIXO_AI_LEVEL_MAX;
        uint64_t seed = tt_rng_next(rng);
        void *kept = NULL;
        bool held = tt_memory_take(c->memory, &quixo_player_kind, c->history_len, &kept);
        quixo_ai *ai = kept;
        if (ai != NULL) {
                quixo_ai_set_level(ai, level);
                quixo_ai_reseed(ai, seed);
        } else {
                ai = quixo_ai_new(level, seed,
                                  held ? QUIXO_KEPT_TT_MB : QUIXO_FRESH_TT_MB);
        }
        if (ai == NULL) {
                if (held)
                        tt_memory_give(c->memory, NULL, NULL);
                return -1;
        }
        quixo_ai_limits lim;
        quixo_ai_limits_default(&lim);
        if (c->time_ms > 0)
                lim.time_ms = c->time_ms;
        lim.clock_ms = monotonic_ms; /* the time budget, not a node budget */
        lim.nodes = 0;
        lim.history = keys;
        lim.history_len = n;
        lim.repetition = c->repetition;
        if (c->progress != NULL) {
                lim.on_iteration = report_iteration;
                lim.iteration_ctx = (void *)c;
        }
        int rc = quixo_ai_choose(ai, c->pos, &lim, r);
        if (held)
                tt_memory_give(c->memory, ai, free_player);
        else
                quixo_ai_free(ai);
        return rc;
}

int tt_choose_quixo(const struct tt_choice *c, tt_rng *rng, char *out, size_t out_size)
{
        size_t n;
        uint64_t *keys = history_keys(c, &n);
        quixo_ai_result r;
        int rc = think(c, rng, keys, n, &r);
        free(keys);
        if (rc == 0) {
                quixo_action_format(r.move, out, out_size);
                return 0;
        }
        return tt_choose_random(&tt_quixo_ops, c->pos, rng, out, out_size);
}

/* True when the expected line reaches some position for the third time
 * (Q21), counting the game's earlier positions. */
static bool line_repeats(const quixo_pos *pos, const quixo_ai_result *r,
                         const uint64_t *keys, size_t n)
{
        uint64_t seen[QUIXO_AI_PV_MAX + 1];
        quixo_pos p = *pos;
        seen[0] = quixo_ai_key(&p);
        for (int i = 0; i < r->pv_len; i++) {
                quixo_make(&p, r->pv[i]);
                uint64_t k = quixo_ai_key(&p);
                int count = 1;
                for (size_t j = 0; j < n; j++)
                        count += keys[j] == k;
                for (int j = 0; j <= i; j++)
                        count += seen[j] == k;
                if (count >= 3)
                        return true;
                seen[i + 1] = k;
        }
        return false;
}

int tt_analyze_quixo(const struct tt_choice *c, tt_rng *rng, struct tt_analysis *out)
{
        memset(out, 0, sizeof *out);
        size_t n;
        uint64_t *keys = history_keys(c, &n);
        quixo_ai_result r;
        int rc = think(c, rng, keys, n, &r);
        if (rc == 0) {
                quixo_action_format(r.move, out->best, sizeof out->best);
                out->score = r.score;
                out->depth = r.depth;
                out->nodes = r.nodes;
                out->proof = r.mate;
                /* a draw scores -contempt for the side to move (search.c) */
                out->draw = c->repetition && r.mate == 0 &&
                            r.score == -QUIXO_AI_DEFAULT_CONTEMPT &&
                            line_repeats(c->pos, &r, keys, n);
                size_t used = 0;
                for (int i = 0; i < r.pv_len; i++) {
                        char mv[QUIXO_ACTION_MAX];
                        quixo_action_format(r.pv[i], mv, sizeof mv);
                        int w = snprintf(out->line + used, sizeof out->line - used,
                                         "%s%s", i ? " " : "", mv);
                        if (w < 0 || (size_t)w >= sizeof out->line - used)
                                break;
                        used += (size_t)w;
                }
        }
        free(keys);
        return rc;
}
