/* player.c: the Thaayam computer player object (thaayam_ai.h): levels and
 * budgets, the plan of a move phase and its replay one action at a time,
 * and the level-3 look-ahead, which plays the next turn for the best few
 * plans: the next player's throws are sampled (T4, T5) and that player
 * answers with its own greedy plan (full evaluation); a plan is worth the
 * mean evaluation after those answers. The same samples serve every
 * candidate (common random numbers), so differences between plans are not
 * drowned in dice noise. */
#include "thaayam_ai/tai.h"

#include <stdlib.h>
#include <string.h>

struct thaayam_ai {
        int level;
        tai_dice dice;
        thaayam_ctx ctx;
        tai_ws main_ws, reply_ws;
        tai_search search, reply;
        /* the current plan: plan[pos] is the action for state `expect` */
        int have_plan, len, pos;
        thaayam_action plan[THAAYAM_AI_PLAN_MAX];
        thaayam_state expect;
        double value;
};

static int clamp_level(int level)
{
        return level < THAAYAM_AI_LEVEL_MIN   ? THAAYAM_AI_LEVEL_MIN
               : level > THAAYAM_AI_LEVEL_MAX ? THAAYAM_AI_LEVEL_MAX
                                              : level;
}

void thaayam_ai_limits_default(thaayam_ai_limits *lim, int level)
{
        level = clamp_level(level);
        lim->nodes = level == 1 ? 3000 : 20000;
        lim->candidates = level == 3 ? 6 : 0;
        lim->samples = level == 3 ? 16 : 0;
        lim->reply_nodes = level == 3 ? 400 : 0;
}

thaayam_ai *thaayam_ai_new(int level)
{
        thaayam_ai *ai = calloc(1, sizeof *ai);
        if (ai == NULL)
                return NULL;
        if (tai_ws_init(&ai->main_ws, 16, 32768) != 0) {
                free(ai);
                return NULL;
        }
        if (tai_ws_init(&ai->reply_ws, 12, 8192) != 0) {
                tai_ws_free(&ai->main_ws);
                free(ai);
                return NULL;
        }
        ai->level = clamp_level(level);
        tai_dice_init(&ai->dice);
        thaayam_ctx_init(&ai->ctx);
        return ai;
}

void thaayam_ai_free(thaayam_ai *ai)
{
        if (ai == NULL)
                return;
        tai_ws_free(&ai->main_ws);
        tai_ws_free(&ai->reply_ws);
        free(ai);
}

void thaayam_ai_set_level(thaayam_ai *ai, int level)
{
        ai->level = clamp_level(level);
        ai->have_plan = 0;
}

int thaayam_ai_level(const thaayam_ai *ai)
{
        return ai->level;
}

void thaayam_ai_forget(thaayam_ai *ai)
{
        ai->have_plan = 0;
}

/* The level-3 value of a candidate end position: the mean, over `samples`
 * throw sequences of the next turn, of the evaluation after the greedy
 * answer of the seat that plays it. */
static double look_ahead(thaayam_ai *ai, const tai_leaf *c, int me, uint64_t seed,
                         const thaayam_ai_limits *lim)
{
        if (c->len == 0 || c->plan[c->len - 1].kind != THAAYAM_ACT_DONE)
                return c->value; /* the plan ends the game */
        thaayam_state base = c->st;
        thaayam_apply_unchecked(&base, &c->plan[c->len - 1]);
        tai_eval_params full = {1, 0.0, 0};
        double sum = 0.0;
        for (unsigned i = 0; i < lim->samples; i++) {
                thaayam_state st = base;
                tt_rng r;
                tt_rng_seed(&r, tai_mix(seed ^ (0x5851f42d4c957f2dULL * (i + 1))));
                while (st.phase == THAAYAM_PHASE_THROW)
                        if (thaayam_throw_random(&st, &r, NULL) < 0)
                                break;
                if (st.phase != THAAYAM_PHASE_MOVE) {
                        sum += c->value;
                        continue;
                }
                tai_search *s = &ai->reply;
                s->ws = &ai->reply_ws;
                s->ctx = &ai->ctx;
                s->dice = &ai->dice;
                s->params = full;
                s->me = st.turn;
                s->cap = lim->reply_nodes ? lim->reply_nodes : 1;
                s->want = 1;
                tai_search_run(s, &st);
                const thaayam_state *end = s->ntop > 0 ? &s->top[0].st : &st;
                sum += tai_eval(&ai->dice, &full, end, me, tai_state_key(end));
        }
        return lim->samples ? sum / lim->samples : c->value;
}

/* Computes a plan for the move phase of *st into the player's cache. */
static void make_plan(thaayam_ai *ai, const thaayam_state *st,
                      const thaayam_ai_limits *lim, uint64_t seed, thaayam_ai_result *out)
{
        tai_search *s = &ai->search;
        s->ws = &ai->main_ws;
        s->ctx = &ai->ctx;
        s->dice = &ai->dice;
        s->params.full = ai->level >= 2;
        s->params.noise = ai->level == 1 ? 3.0 : 0.0;
        s->params.seed = seed;
        s->me = st->turn;
        s->cap = lim->nodes ? lim->nodes : 1;
        int look = ai->level >= 3 && lim->candidates > 0 && lim->samples > 0;
        s->want = look ? (int)lim->candidates : 1;
        tai_search_run(s, st);

        int best = 0;
        double best_value = s->top[0].value;
        if (look && s->ntop > 1) {
                for (int i = 0; i < s->ntop; i++) {
                        double v = look_ahead(ai, &s->top[i], s->me, seed, lim);
                        if (i == 0 || v > best_value ||
                            (v == best_value && s->top[i].key < s->top[best].key)) {
                                best = i;
                                best_value = v;
                        }
                }
        }
        const tai_leaf *l = &s->top[best];
        ai->have_plan = 1;
        ai->len = l->len;
        ai->pos = 0;
        memcpy(ai->plan, l->plan, (size_t)l->len * sizeof l->plan[0]);
        ai->expect = *st;
        ai->value = best_value;
        out->nodes = s->nodes;
        out->ends = s->ends;
        out->capped = s->capped;
}

int thaayam_ai_choose(thaayam_ai *ai, const thaayam_state *st,
                      const thaayam_ai_limits *lim, tt_rng *rng, thaayam_ai_result *out)
{
        memset(out, 0, sizeof *out);
        thaayam_result res;
        thaayam_get_result(st, &res);
        if (res.over)
                return -1;
        if (st->phase == THAAYAM_PHASE_THROW) { /* T5: the only action */
                ai->have_plan = 0;
                out->action.kind = THAAYAM_ACT_THROW;
                out->plan[0] = out->action;
                out->plan_len = 1;
                return 0;
        }
        if (st->phase != THAAYAM_PHASE_MOVE)
                return -1;
        if (ai->have_plan && ai->pos < ai->len &&
            memcmp(st, &ai->expect, sizeof *st) == 0) {
                out->replayed = true;
        } else {
                thaayam_ai_limits def;
                if (lim == NULL) {
                        thaayam_ai_limits_default(&def, ai->level);
                        lim = &def;
                }
                make_plan(ai, st, lim, tt_rng_next(rng), out);
                if (ai->len == 0) { /* cannot happen: a move phase has an action */
                        ai->have_plan = 0;
                        return -1;
                }
        }
        out->action = ai->plan[ai->pos];
        out->plan_len = ai->len - ai->pos;
        memcpy(out->plan, &ai->plan[ai->pos],
               (size_t)out->plan_len * sizeof out->plan[0]);
        out->value = ai->value;
        thaayam_apply_unchecked(&ai->expect, &ai->plan[ai->pos]);
        ai->pos++;
        if (ai->pos >= ai->len)
                ai->have_plan = 0;
        return 0;
}

/* The plan of the last thaayam_ai_pick of this thread, replayed while the
 * calls follow it with the same level and seed (the UI and the protocol
 * ask for one action at a time, through a stateless hook). */
typedef struct pick_cache {
        int valid, level, pos, len;
        uint64_t seed;
        thaayam_state expect;
        thaayam_action plan[THAAYAM_AI_PLAN_MAX];
} pick_cache;

static _Thread_local pick_cache last_pick;

int thaayam_ai_pick(const thaayam_state *st, int level, const tt_rng *rng,
                    thaayam_action *out)
{
        pick_cache *c = &last_pick;
        tt_rng copy = *rng;
        uint64_t seed = tt_rng_next(&copy);
        level = clamp_level(level);
        if (st->phase == THAAYAM_PHASE_MOVE && c->valid && c->level == level &&
            c->seed == seed && c->pos < c->len &&
            memcmp(st, &c->expect, sizeof *st) == 0) {
                *out = c->plan[c->pos];
                thaayam_apply_unchecked(&c->expect, out);
                c->pos++;
                return 0;
        }
        c->valid = 0;
        thaayam_ai *ai = thaayam_ai_new(level);
        if (ai == NULL)
                return -1;
        copy = *rng;
        thaayam_ai_result r;
        int rc = thaayam_ai_choose(ai, st, NULL, &copy, &r);
        if (rc == 0) {
                *out = r.action;
                if (ai->have_plan) { /* the rest of the plan, for the next calls */
                        c->valid = 1;
                        c->level = level;
                        c->seed = seed;
                        c->expect = ai->expect;
                        c->pos = ai->pos;
                        c->len = ai->len;
                        memcpy(c->plan, ai->plan, sizeof c->plan);
                }
        }
        thaayam_ai_free(ai);
        return rc;
}
