/* judge.c: whether a player's action answers a lesson's step: each game's
 * own judge (lesson_GAME_judge, in GAME_judge.c, found through the table
 * of courses, lesson.c) and what the judges share. */
#include "lesson/internal.h"
#include "tt_text.h"

#include <stdio.h>
#include <string.h>

/* True when `action` is one of the space-separated words of `list`. */
bool lesson_listed(const char *list, const char *action)
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

enum lesson_verdict lesson_wrong(const struct lesson_step *step, char *why, size_t len)
{
        snprintf(why, len, "%s", step->wrong);
        return LESSON_WRONG;
}

enum lesson_verdict lesson_judge(const struct lesson *l, const struct lesson_step *step,
                                 const char *action, char *why, size_t len)
{
        lesson_judge_fn judge = lesson_judge_of(l->game);
        if (judge)
                return judge(step, action, why, len);
        /* a lesson of a game without a judge is never judged as another's */
        tt_reason(why, len, "no lesson of the game %s can be judged", l->game);
        return LESSON_ILLEGAL;
}
