/* thaayam_judge.c: whether an action answers a step of a Thaayam lesson,
 * asked of the rules library (thaayam.h): legal at all (the library's
 * reason with the rule id when not), then one of the listed answers or an
 * action that captures (T14, T18). */
#include "lesson/internal.h"
#include "thaayam.h"

#include "i18n/i18n.h"

#include <stdio.h>
#include <stdlib.h>

enum lesson_verdict lesson_thaayam_judge(const struct lesson_step *step,
                                         const char *action, char *why, size_t len)
{
        static thaayam_ctx *ctx; /* large: made once */
        thaayam_state st;
        thaayam_action a;
        thaayam_preview pv;

        if (!ctx) {
                ctx = malloc(sizeof *ctx);
                if (!ctx) {
                        snprintf(why, len, "out of memory");
                        return LESSON_ILLEGAL;
                }
                thaayam_ctx_init(ctx);
        }
        if (thaayam_state_parse(&st, step->state, why, len) != THAAYAM_OK)
                return LESSON_ILLEGAL;
        if (thaayam_action_parse(action, &a, why, len) != THAAYAM_OK ||
            thaayam_action_check(&st, ctx, &a, why, len) != THAAYAM_OK)
                return LESSON_ILLEGAL;
        char canon[THAAYAM_ACTION_MAX];
        thaayam_action_format(&a, canon, sizeof canon);
        if (step->goal == LESSON_CAPTURES) {
                if (thaayam_action_preview(&st, &a, &pv) == THAAYAM_OK &&
                    pv.ncaptured > 0)
                        return LESSON_RIGHT;
                return lesson_wrong(step, why, len);
        }
        return lesson_listed(step->accept, canon) ? LESSON_RIGHT
                                                  : lesson_wrong(step, why, len);
}

/* The questions a teacher may ask about any Thaayam position (a class). */
const struct lesson_question lesson_thaayam_questions[] = {
    {"capture", LESSON_CAPTURES, N_("a capture"),
     N_("%s to play: which score and piece capture?"),
     N_("A piece that ends its move where a single piece of another seat stands, off "
        "the palaces and the castle, captures it (T14)."),
     N_("no score and piece capture here (T14), so nothing was asked")},
    {NULL, LESSON_LISTED, NULL, NULL, NULL, NULL},
};
