/* player.c: the Thaayam computer player object (thaayam_ai.h): levels and
 * budgets, the plan of a move phase and its replay one action at a time,
 * and the level-3 look-ahead, which plays the next turn for the best few
 * plans: the next player's most likely throw sequences (T4, T5), each
 * answered by that player's greedy plan; a plan is worth the expected
 * evaluation after those answers, weighted by the sequences' chances (no
 * randomness: the same sequences serve every candidate). Level 3
 * evaluates by the race model (race.c, eval.c). With a `horizon`, level 3
 * plays seeded play-outs of its best plans instead (common random
 * numbers). A `classic` player is level 3 as it was before the race model,
 * kept for comparisons. */
#include "thaayam_ai/tai.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define TAI_TURNS_MAX 32
/* The levels below the top misjudge the end positions of their plans by up
 * to so many pips (seeded noise, eval.c): level 1 on its race-only
 * evaluation, level 2 on the full one. Measured (docs/ai.md): with 12
 * pips level 2 wins about 65 % against level 1 and level 3 about 66 %
 * against it; without, level 2 and level 3 were too close to tell apart
 * in a few hundred games. */
#define TAI_LEVEL1_NOISE 3.0
#define TAI_LEVEL2_NOISE 12.0
/* The top level leaves its greedy plan for another only when play-outs
 * find the other better by more than so many standard errors. */
#define TAI_ROLL_Z 2.0
#define TAI_TOP_CANDIDATES 6
#define TAI_TOP_SAMPLES 16
#define TAI_TOP_HORIZON 0 /* play-outs measured no better (docs/ai.md) */

struct thaayam_ai {
        int level;
        int classic; /* level 3 as before the race model (for comparisons) */
        tai_dice dice;
        thaayam_ctx ctx;
        tai_ws main_ws, reply_ws;
        tai_search search, reply;
        /* the current plan: plan[pos] is the action for state `expect` */
        int have_plan, len, pos;
        thaayam_action plan[THAAYAM_AI_PLAN_MAX];
        thaayam_state expect;
        double value;
        /* level 3: the most likely throw sequences of a turn */
        int nturns;
        uint8_t turn[TAI_TURNS_MAX][6];
        int turn_len[TAI_TURNS_MAX];
        double turn_p[TAI_TURNS_MAX];
};

static void turns_init(thaayam_ai *ai);

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
        lim->candidates = level == 3 ? TAI_TOP_CANDIDATES : 0;
        lim->samples = level == 3 ? TAI_TOP_SAMPLES : 0;
        lim->reply_nodes = level == 3 ? 400 : 0;
        lim->horizon = level == 3 ? TAI_TOP_HORIZON : 0;
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
        turns_init(ai);
        thaayam_ctx_init(&ai->ctx);
        return ai;
}

thaayam_ai *tai_new_classic(void)
{
        thaayam_ai *ai = thaayam_ai_new(3);
        if (ai != NULL)
                ai->classic = 1;
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

/* Level 3 evaluates by the race model in two-player games; with three or
 * four players it keeps the pip evaluation, which measured better there
 * (docs/ai.md: 20 % of 200 four-player games against three former level
 * 3 players, where a quarter is par). */
static int use_race(const thaayam_ai *ai, const thaayam_state *st)
{
        int seats = 0;
        for (int s = 0; s < THAAYAM_SEATS; s++)
                seats += (st->seats >> s) & 1u;
        return ai->level >= 3 && !ai->classic && seats == 2;
}

/* The most likely throw sequences of one turn (T4, T5), most likely first
 * (ties: shorter, then smaller scores first), with their chances. */
static void turns_init(thaayam_ai *ai)
{
        static const int val[5] = {1, 2, 3, 4, 8};
        static const double prob[5] = {4 / 16.0, 6 / 16.0, 4 / 16.0, 1 / 16.0, 1 / 16.0};
        /* breadth-first over the first 64 prefixes of continuing throws (1,
         * 4, 8), so sequences of up to 5 throws */
        ai->nturns = 0;
        int pre[64][5] = {{0}}, plen[64], np = 1;
        double pp[64];
        plen[0] = 0;
        pp[0] = 1.0;
        for (int k = 0; k < np; k++) {
                for (int v = 0; v < 5; v++) {
                        double q = pp[k] * prob[v];
                        if (val[v] == 2 || val[v] == 3) {
                                /* insert sorted: probability, then length */
                                int at = ai->nturns;
                                while (at > 0 && ai->turn_p[at - 1] < q)
                                        at--;
                                if (at >= TAI_TURNS_MAX)
                                        continue;
                                int last = ai->nturns < TAI_TURNS_MAX ? ai->nturns
                                                                      : TAI_TURNS_MAX - 1;
                                for (int m = last; m > at; m--) {
                                        ai->turn_p[m] = ai->turn_p[m - 1];
                                        ai->turn_len[m] = ai->turn_len[m - 1];
                                        memcpy(ai->turn[m], ai->turn[m - 1],
                                               sizeof ai->turn[m]);
                                }
                                if (ai->nturns < TAI_TURNS_MAX)
                                        ai->nturns++;
                                ai->turn_p[at] = q;
                                ai->turn_len[at] = plen[k] + 1;
                                for (int m = 0; m < plen[k]; m++)
                                        ai->turn[at][m] = (uint8_t)pre[k][m];
                                ai->turn[at][plen[k]] = (uint8_t)val[v];
                        } else if (plen[k] < 4 && np < 64) {
                                memcpy(pre[np], pre[k], sizeof pre[np]);
                                pre[np][plen[k]] = val[v];
                                plen[np] = plen[k] + 1;
                                pp[np++] = q;
                        }
                }
        }
}

/* A value of the race evaluation (a chance in per cent; a won or lost
 * game is worth +-TAI_WIN in tai_eval) kept within 0..100. */
static double chance(double v)
{
        return v > 100.0 ? 100.0 : v < 0.0 ? 0.0 : v;
}

/* The level-3 value of a candidate end position: the expected evaluation
 * after the next turn, over the `samples` most likely throw sequences of
 * that turn (weighted by their chances; the 16 most likely cover 93 % of
 * all turns), each answered by the greedy plan (full evaluation) of the
 * seat that plays it. */
static double look_ahead(thaayam_ai *ai, const tai_leaf *c, int me,
                         const thaayam_ai_limits *lim)
{
        if (c->len == 0 || c->plan[c->len - 1].kind != THAAYAM_ACT_DONE)
                return c->value; /* the plan ends the game */
        thaayam_state base = c->st;
        thaayam_action_apply_unchecked(&base, &c->plan[c->len - 1]);
        tai_eval_params full;
        tai_eval_defaults(&full);
        full.race = use_race(ai, &c->st);
        double sum = 0.0, weight = 0.0;
        unsigned n =
            lim->samples < (unsigned)ai->nturns ? lim->samples : (unsigned)ai->nturns;
        for (unsigned i = 0; i < n; i++) {
                thaayam_state st = base;
                for (int k = 0; k < ai->turn_len[i] && st.phase == THAAYAM_PHASE_THROW;
                     k++)
                        if (thaayam_throw_score(&st, ai->turn[i][k], NULL, 0) !=
                            THAAYAM_OK)
                                break;
                double v = c->value;
                if (st.phase == THAAYAM_PHASE_MOVE) {
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
                        v = tai_eval(&ai->dice, &full, end, me, tai_state_key(end));
                }
                if (full.race) /* a chance: a lost game is 0, not -TAI_WIN */
                        v = chance(v);
                sum += ai->turn_p[i] * v;
                weight += ai->turn_p[i];
        }
        return weight > 0.0 ? sum / weight : c->value;
}

/* The greedy end of the move phase of *st (race evaluation, `nodes`
 * positions at most) for its seat to move. */
static const thaayam_state *greedy_end(thaayam_ai *ai, const thaayam_state *st,
                                       unsigned nodes)
{
        tai_search *s = &ai->reply;
        s->ws = &ai->reply_ws;
        s->ctx = &ai->ctx;
        s->dice = &ai->dice;
        tai_eval_defaults(&s->params);
        s->params.race = 1;
        s->me = st->turn;
        s->cap = nodes ? nodes : 1;
        s->want = 1;
        tai_search_run(s, st);
        return s->ntop > 0 ? &s->top[0].st : st;
}

/* The top level's choice among the best few plans (race evaluation): each
 * is played on for `horizon` move phases with drawn dice, every seat
 * playing its greedy plan, and scored by the race evaluation of the last
 * end position (a chance in per cent). Common random numbers: sample j
 * uses the same dice for every candidate, so that the differences between
 * candidates are measured on the same futures. The greedy plan (the
 * first) is left only for one whose mean is better by more than `z`
 * standard errors of the paired differences. Returns the index chosen. */
static int roll_out(thaayam_ai *ai, const tai_search *s, const thaayam_ai_limits *lim,
                    uint64_t seed, double *value)
{
        int n = s->ntop;
        unsigned samples = lim->samples, horizon = lim->horizon ? lim->horizon : 2;
        double sum[TAI_TOP_MAX] = {0}, diff[TAI_TOP_MAX] = {0}, diff2[TAI_TOP_MAX] = {0};
        tai_eval_params race;
        tai_eval_defaults(&race);
        race.race = 1;
        for (unsigned j = 0; j < samples; j++) {
                double v[TAI_TOP_MAX];
                for (int i = 0; i < n; i++) {
                        const tai_leaf *c = &s->top[i];
                        if (c->len == 0 || c->plan[c->len - 1].kind != THAAYAM_ACT_DONE) {
                                v[i] = chance(c->value); /* the plan ends the game */
                                continue;
                        }
                        tt_rng dice;
                        tt_rng_seed(&dice,
                                    tai_mix(seed ^ (0x9e3779b97f4a7c15ULL * (j + 1))));
                        thaayam_state st = c->st, end = c->st;
                        thaayam_action_apply_unchecked(&st, &c->plan[c->len - 1]);
                        for (unsigned h = 0; h < horizon; h++) {
                                thaayam_result res;
                                thaayam_get_result(&st, &res);
                                if (res.over)
                                        break;
                                while (st.phase == THAAYAM_PHASE_THROW)
                                        if (thaayam_throw_random(&st, &dice, NULL) < 0)
                                                break;
                                if (st.phase != THAAYAM_PHASE_MOVE)
                                        break;
                                end = *greedy_end(ai, &st, lim->reply_nodes);
                                st = end;
                                thaayam_action d = {0};
                                d.kind = THAAYAM_ACT_DONE;
                                thaayam_get_result(&st, &res);
                                if (res.over)
                                        break;
                                thaayam_action_apply_unchecked(&st, &d);
                        }
                        v[i] = chance(tai_eval(&ai->dice, &race, &end, s->me, 0));
                }
                for (int i = 0; i < n; i++) {
                        sum[i] += v[i];
                        diff[i] += v[i] - v[0];
                        diff2[i] += (v[i] - v[0]) * (v[i] - v[0]);
                }
        }
        int best = 0;
        double best_gain = 0.0;
        for (int i = 1; i < n; i++) {
                double m = diff[i] / samples, var = diff2[i] / samples - m * m;
                double se = sqrt(var > 0.0 ? var / samples : 0.0);
                if (m > best_gain && m > TAI_ROLL_Z * se) {
                        best = i;
                        best_gain = m;
                }
        }
        *value = sum[best] / samples;
        return best;
}

/* Computes a plan for the move phase of *st into the player's cache. */
static void make_plan(thaayam_ai *ai, const thaayam_state *st,
                      const thaayam_ai_limits *lim, uint64_t seed, thaayam_ai_result *out)
{
        tai_search *s = &ai->search;
        s->ws = &ai->main_ws;
        s->ctx = &ai->ctx;
        s->dice = &ai->dice;
        tai_eval_defaults(&s->params);
        s->params.full = ai->level >= 2;
        s->params.noise = ai->level == 1   ? TAI_LEVEL1_NOISE
                          : ai->level == 2 ? TAI_LEVEL2_NOISE
                                           : 0.0;
        s->params.seed = seed;
        s->params.race = use_race(ai, st);
        s->me = st->turn;
        s->cap = lim->nodes ? lim->nodes : 1;
        int look = ai->level >= 3 && lim->candidates > 0 && lim->samples > 0;
        s->want = look ? (int)lim->candidates : 1;
        tai_search_run(s, st);

        int best = 0;
        double best_value = s->top[0].value;
        if (look && s->ntop > 1 && use_race(ai, st) && lim->horizon > 0) {
                best = roll_out(ai, s, lim, seed, &best_value);
        } else if (look && s->ntop > 1) {
                for (int i = 0; i < s->ntop; i++) {
                        double v = look_ahead(ai, &s->top[i], s->me, lim);
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
        thaayam_action_apply_unchecked(&ai->expect, &ai->plan[ai->pos]);
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
                thaayam_action_apply_unchecked(&c->expect, out);
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
