/* quixo_judge.c: whether an action answers a step of a Quixo lesson,
 * asked of the rules library (quixo.h): legal at all (the library's reason
 * with the rule id when not), then one of the listed answers, a move that
 * wins or does not lose (Q10), or, asked of the computer's analysis
 * (quixo_ai.h), a move after which the opponent loses whatever it plays. */
#include "lesson/internal.h"
#include "quixo.h"
#include "quixo_ai/quixo_ai.h"

#include "i18n/i18n.h"

#include <stdio.h>

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

enum lesson_verdict lesson_quixo_judge(const struct lesson_step *step, const char *action,
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
                return lesson_wrong(step, why, len);
        case LESSON_DOES_NOT_LOSE:
                if (quixo_outcome_winner(r.outcome) != 1 - mover)
                        return LESSON_RIGHT;
                return lesson_wrong(step, why, len);
        case LESSON_FORCES_WIN:
                if (quixo_outcome_winner(r.outcome) == mover ||
                    (r.outcome == QUIXO_OUTCOME_NONE && loses_by_force(&after)))
                        return LESSON_RIGHT;
                return lesson_wrong(step, why, len);
        default:
                return lesson_listed(step->accept, action) ? LESSON_RIGHT
                                                           : lesson_wrong(step, why, len);
        }
}

/* The questions a teacher may ask about any Quixo position (a class). */
const struct lesson_question lesson_quixo_questions[] = {
    {"win", LESSON_WINS, N_("the push that wins"),
     /* TRANSLATORS: %s is the side to move: X, O, or a seat */
     N_("%s to move: find the push that wins."),
     N_("Five of the mover's marks in a row, a column or a diagonal win at once "
        "(Q10)."),
     N_("no push makes the mover's line here (Q10), so nothing was asked")},
    {"force", LESSON_FORCES_WIN, N_("a win whatever the opponent plays"),
     N_("%s to move: find the push that wins whatever the opponent plays."),
     N_("After that push every answer of the opponent loses: the computer's analysis "
        "proves it (Q10)."),
     N_("the analysis finds no push here that wins whatever the opponent plays, so "
        "nothing was asked")},
    {"safe", LESSON_DOES_NOT_LOSE, N_("a push that does not lose"),
     N_("%s to move: find a push that does not make the opponent's line."),
     N_("A push that makes the opponent's line loses, even when it makes the mover's "
        "too (Q10)."),
     N_("every push here makes the opponent's line (Q10), so nothing was asked")},
    {NULL, LESSON_LISTED, NULL, NULL, NULL, NULL},
};
