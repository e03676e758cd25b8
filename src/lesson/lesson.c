/* lesson.c: the lessons of a game by its name, from a table with a row per
 * game (a game without lessons has none: NULL, 0). */
#include "lesson/internal.h"

#include <string.h>

static const struct {
        const char *game;
        const struct lesson *(*list)(int *n);
        lesson_judge_fn judge;
        const struct lesson_question *questions;
} courses[] = {
#define LESSON_COURSE_ROW(g)                                                             \
        {#g, lesson_##g##_list, lesson_##g##_judge, lesson_##g##_questions},
    TT_GAMES(LESSON_COURSE_ROW)
#undef LESSON_COURSE_ROW
};

const struct lesson *lesson_list(const char *game, int *n)
{
        *n = 0;
        for (size_t i = 0; i < sizeof courses / sizeof courses[0]; i++)
                if (strcmp(game, courses[i].game) == 0)
                        return courses[i].list(n);
        return NULL;
}

lesson_judge_fn lesson_judge_of(const char *game)
{
        for (size_t i = 0; i < sizeof courses / sizeof courses[0]; i++)
                if (strcmp(game, courses[i].game) == 0)
                        return courses[i].judge;
        return NULL;
}

const struct lesson_question *lesson_questions(const char *game)
{
        static const struct lesson_question none[] = {
            {NULL, LESSON_LISTED, NULL, NULL, NULL, NULL}};
        for (size_t i = 0; i < sizeof courses / sizeof courses[0]; i++)
                if (strcmp(game, courses[i].game) == 0)
                        return courses[i].questions;
        return none;
}
