/* judge.c: whether a player's action answers a lesson's step, asked of the
 * rules libraries (quixo.h, thaayam.h): legal at all (the library's reason
 * with the rule id when not), and then one of the listed answers, or a
 * move that wins, does not lose (Q10) or captures (T14, T18); or, asked of
 * the computer's analysis (quixo_ai.h), a move after which the opponent
 * loses whatever it plays. */

#include "lesson/lesson.h"
#include "quixo.h"
#include "quixo_ai/quixo_ai.h"
#include "thaayam.h"
#include "tt_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { FORCED_DEPTH = 6, FORCED_NODES = 2000000 };

/* Does the side to move at *after lose by force (Q10)? A search of fixed
 * depth and nodes, no clock: the same answer every time. */
static bool loses_by_force(const quixo_pos *after)
{
        quixo_ai_limits lim;
        quixo_ai_result res;
        quixo_ai *ai = quixo_ai_new(5, 1, 8);
        bool lost;

        if (!ai)
                return false;
        quixo_ai_limits_default(&lim);
        lim.depth = FORCED_DEPTH;
        lim.nodes = FORCED_NODES;
        lost = quixo_ai_choose(ai, after, &lim, &res) == 0 && res.mate < 0;
        quixo_ai_free(ai);
        return lost;
}

/* True when `action` is one of the space-separated words of `list`. */
static bool listed(const char *list, const char *action)
{
        size_t n = strlen(action);
        for (const char *w = list; w && *w;) {
                while (*w == ' ')
                        w++;
                size_t k = strcspn(w, " ");
                if (k == n && n > 0 && strncmp(w, action, n) == 0)
                        return true;
                w += k;
        }
        return false;
}

static enum lesson_verdict wrong(const struct lesson_step *step, char *why, size_t len)
{
        snprintf(why, len, "%s", step->wrong);
        return LESSON_WRONG;
}

static enum lesson_verdict judge_quixo(const struct lesson_step *step, const char *action,
                                       char *why, size_t len)
{
        quixo_pos pos, after;
        quixo_move m;
        quixo_result r;
        int mover;

        if (quixo_state_parse(&pos, step->state, why, len) != QUIXO_OK)
                return LESSON_ILLEGAL;
        if (quixo_action_parse_legal(&pos, action, &m, why, len) != QUIXO_OK)
                return LESSON_ILLEGAL;
        quixo_pos_after(&pos, m, &after);
        r = quixo_pos_result(&after);
        mover = quixo_pos_team_to_move(&pos);
        switch (step->goal) {
        case LESSON_WINS:
                if (quixo_outcome_winner(r.outcome) == mover)
                        return LESSON_RIGHT;
                return wrong(step, why, len);
        case LESSON_DOES_NOT_LOSE:
                if (quixo_outcome_winner(r.outcome) != 1 - mover)
                        return LESSON_RIGHT;
                return wrong(step, why, len);
        case LESSON_FORCES_WIN:
                if (quixo_outcome_winner(r.outcome) == mover ||
                    (r.outcome == QUIXO_OUTCOME_NONE && loses_by_force(&after)))
                        return LESSON_RIGHT;
                return wrong(step, why, len);
        default:
                return listed(step->accept, action) ? LESSON_RIGHT
                                                    : wrong(step, why, len);
        }
}

static enum lesson_verdict judge_thaayam(const struct lesson_step *step,
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
                return wrong(step, why, len);
        }
        return listed(step->accept, canon) ? LESSON_RIGHT : wrong(step, why, len);
}

/* The judge of each game's lessons: a row per game, never an if-chain. */
static const struct {
        const char *game;
        enum lesson_verdict (*judge)(const struct lesson_step *step, const char *action,
                                     char *why, size_t len);
} judges[] = {
    {"quixo", judge_quixo},
    {"thaayam", judge_thaayam},
};

enum lesson_verdict lesson_judge(const struct lesson *l, const struct lesson_step *step,
                                 const char *action, char *why, size_t len)
{
        for (size_t i = 0; i < sizeof judges / sizeof judges[0]; i++)
                if (strcmp(l->game, judges[i].game) == 0)
                        return judges[i].judge(step, action, why, len);
        /* a lesson of a game without a judge is never judged as another's */
        tt_reason(why, len, "no lesson of the game %s can be judged", l->game);
        return LESSON_ILLEGAL;
}
