/* player.c: the Quixo computer player object (quixo_ai.h): creation with its
 * transposition table and tables, levels, stopping, and the entry points. */
#include <stdlib.h>
#include <string.h>

#include "quixo_ai/qai.h"

static int clamp_level(int level)
{
        if (level < QUIXO_AI_LEVEL_MIN)
                return QUIXO_AI_LEVEL_MIN;
        if (level > QUIXO_AI_LEVEL_MAX)
                return QUIXO_AI_LEVEL_MAX;
        return level;
}

void quixo_ai_limits_default(quixo_ai_limits *lim)
{
        memset(lim, 0, sizeof *lim);
        lim->time_ms = QUIXO_AI_DEFAULT_TIME_MS;
        lim->nodes = QUIXO_AI_DEFAULT_NODES;
        lim->repetition = true;
        lim->contempt = QUIXO_AI_DEFAULT_CONTEMPT;
}

quixo_ai *quixo_ai_new(int level, uint64_t seed, size_t tt_mb)
{
        quixo_ai *ai = malloc(sizeof *ai);
        if (ai == NULL)
                return NULL;
        memset(ai, 0, sizeof *ai);
        if (tt_mb == 0)
                tt_mb = QUIXO_AI_DEFAULT_TT_MB;
        if (tt_mb > 4096)
                tt_mb = 4096;
        size_t buckets = 1;
        while (buckets * 2 * QAI_BUCKET * sizeof(qai_entry) <= tt_mb * 1024 * 1024)
                buckets *= 2;
        ai->tt = malloc(buckets * QAI_BUCKET * sizeof(qai_entry));
        if (ai->tt == NULL) {
                free(ai);
                return NULL;
        }
        ai->tt_buckets = buckets;
        ai->level = clamp_level(level);
        atomic_init(&ai->stop_request, false);
        qai_zobrist_init(&ai->zob);
        qai_eval_params params;
        qai_eval_defaults(&params);
        qai_eval_init(&ai->eval, &params);
        qai_tables_init(ai);
        /* Clearing touches every page now rather than during the first
         * search, whose time budget page faults would eat. */
        quixo_ai_reset(ai, seed);
        return ai;
}

void quixo_ai_free(quixo_ai *ai)
{
        if (ai == NULL)
                return;
        free(ai->tt);
        free(ai);
}

void quixo_ai_set_level(quixo_ai *ai, int level)
{
        ai->level = clamp_level(level);
}

int quixo_ai_level(const quixo_ai *ai)
{
        return ai->level;
}

void quixo_ai_reset(quixo_ai *ai, uint64_t seed)
{
        ai->seed = seed;
        tt_rng_seed(&ai->rng, seed);
        memset(ai->tt, 0, ai->tt_buckets * QAI_BUCKET * sizeof(qai_entry));
        ai->gen = 0;
        memset(ai->killer, 0xFF, sizeof ai->killer);
        memset(ai->history, 0, sizeof ai->history);
}

void quixo_ai_reseed(quixo_ai *ai, uint64_t seed)
{
        ai->seed = seed;
        tt_rng_seed(&ai->rng, seed);
}

int quixo_ai_choose(quixo_ai *ai, const quixo_pos *pos, const quixo_ai_limits *lim,
                    quixo_ai_result *out)
{
        quixo_ai_limits defaults;
        if (lim == NULL) {
                quixo_ai_limits_default(&defaults);
                lim = &defaults;
        }
        atomic_store(&ai->stop_request, false);
        return qai_search(ai, pos, lim, out);
}

void quixo_ai_stop(quixo_ai *ai)
{
        atomic_store(&ai->stop_request, true);
}

int quixo_ai_pick_with_history(const quixo_pos *pos, int level, uint64_t nodes,
                               uint64_t seed, const uint64_t *history, size_t history_len,
                               bool repetition, quixo_move *move)
{
        quixo_ai *ai = quixo_ai_new(level, seed, 4);
        if (ai == NULL)
                return -1;
        quixo_ai_limits lim;
        quixo_ai_result r;
        quixo_ai_limits_default(&lim);
        if (nodes > 0)
                lim.nodes = nodes;
        lim.history = history;
        lim.history_len = history_len;
        lim.repetition = repetition;
        int rc = quixo_ai_choose(ai, pos, &lim, &r);
        quixo_ai_free(ai);
        if (rc == 0)
                *move = r.move;
        return rc;
}

int quixo_ai_pick(const quixo_pos *pos, int level, uint64_t nodes, uint64_t seed,
                  quixo_move *move)
{
        return quixo_ai_pick_with_history(pos, level, nodes, seed, NULL, 0, true, move);
}
