/* choose_thaayam.c: the computer's choice in Thaayam (see choose.h): the
 * Thaayam computer player (src/thaayam_ai) at the level (clamped to 1-3).
 * Its seed is read from the session's rng without advancing it, so the
 * actions of one move phase follow one plan; random if it cannot run. The
 * analysis reports the plan the choice would play: its first action, the
 * value of its end (pips; level 3 with two players: the chance of winning
 * in per cent, by the race model), the whole plan, and a win when the plan
 * bears off the last piece (T22). */
#include "session/choose.h"

#include <stdio.h>
#include <string.h>

#include "thaayam_ai/thaayam_ai.h"

int tt_choose_thaayam(const struct tt_choice *c, tt_rng *rng, char *out, size_t out_size)
{
        /* no time budget (its budgets are counts) and no repetition rule */
        thaayam_action a;
        if (thaayam_ai_pick(c->pos, c->level, rng, &a) == 0) {
                thaayam_action_format(&a, out, out_size);
                return 0;
        }
        return tt_choose_random(&tt_thaayam_ops, c->pos, rng, out, out_size);
}

int tt_analyze_thaayam(const struct tt_choice *c, tt_rng *rng, struct tt_analysis *out)
{
        memset(out, 0, sizeof *out);
        thaayam_ai *ai = thaayam_ai_new(c->level);
        if (ai == NULL)
                return -1;
        thaayam_ai_limits lim;
        thaayam_ai_limits_default(&lim, c->level);
        /* the seed thaayam_ai_pick would use: the rng's next value, read
         * from a copy */
        tt_rng copy = *rng;
        thaayam_ai_result r;
        int rc = thaayam_ai_choose(ai, c->pos, &lim, &copy, &r);
        thaayam_ai_free(ai);
        if (rc != 0)
                return -1;
        thaayam_action_format(&r.action, out->best, sizeof out->best);
        out->score = (int)(r.value < 0 ? r.value - 0.5 : r.value + 0.5);
        /* level 3 also plays the next player's turn (or `horizon` move
         * phases of play-outs) */
        out->depth = r.action.kind == THAAYAM_ACT_THROW         ? 0
                     : !(lim.candidates > 0 && lim.samples > 0) ? 1
                     : lim.horizon > 0                          ? 1 + (int)lim.horizon
                                                                : 2;
        out->nodes = r.nodes;
        thaayam_state end = *(const thaayam_state *)c->pos;
        size_t used = 0;
        for (int i = 0; i < r.plan_len; i++) {
                char act[64];
                thaayam_action_format(&r.plan[i], act, sizeof act);
                thaayam_action_apply_unchecked(&end, &r.plan[i]);
                int w = snprintf(out->line + used, sizeof out->line - used, "%s%s",
                                 i ? " " : "", act);
                if (w < 0 || (size_t)w >= sizeof out->line - used)
                        break;
                used += (size_t)w;
        }
        thaayam_result res;
        thaayam_get_result(&end, &res);
        if (r.action.kind != THAAYAM_ACT_THROW && res.over &&
            res.winner == ((const thaayam_state *)c->pos)->turn)
                out->proof = 1; /* this move phase bears off the last piece */
        return 0;
}
