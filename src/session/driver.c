/* driver.c: the one turn driver (see driver.h). */
#include "session/driver.h"

#include <stdio.h>
#include <string.h>

/* Whether every legal action is chance (a throw of the program's dice). */
static bool only_chance(const struct tt_game_ops *ops, const struct tt_actions *legal)
{
        if (!ops->is_chance || legal->count == 0)
                return false;
        for (size_t i = 0; i < legal->count; i++)
                if (!ops->is_chance(legal->items[i]))
                        return false;
        return true;
}

enum session_step session_next_step(const struct session *s, char *action, size_t size)
{
        const struct tt_game_ops *ops = session_ops(s);
        const struct session_seat *seat;
        struct tt_actions legal;
        enum session_step step = SESSION_STEP_PERSON;

        if (size > 0)
                action[0] = '\0';
        if (session_over(s) || !(seat = session_seat(s, session_turn(s))))
                return SESSION_STEP_NONE;
        tt_actions_init(&legal);
        if (session_legal_actions(s, &legal) != 0 || legal.count == 0) {
                tt_actions_free(&legal);
                return SESSION_STEP_NONE;
        }
        if (legal.count == 1 && ops->forced && ops->forced(legal.items[0])) {
                step = SESSION_STEP_FORCED; /* Q17, T11 */
                snprintf(action, size, "%s", legal.items[0]);
        } else if (seat->kind == SESSION_COMPUTER && only_chance(ops, &legal)) {
                step = SESSION_STEP_THROW; /* T4: the session's generator throws */
                snprintf(action, size, "throw");
        } else if (seat->kind == SESSION_COMPUTER) {
                step = SESSION_STEP_COMPUTER;
        }
        tt_actions_free(&legal);
        return step;
}
