/* lesson/internal.h: the tables of lessons of each game (GAME_lessons.c)
 * and their judges (GAME_judge.c), for lesson_list and lesson_judge. */
#ifndef TT_LESSON_INTERNAL_H
#define TT_LESSON_INTERNAL_H

#include "lesson/lesson.h"
#include "tt_games.h"

/* Every game of the Makefile's GAMES list has its lessons,
 * lesson_GAME_list (none: NULL and *n 0). */
typedef enum lesson_verdict (*lesson_judge_fn)(const struct lesson_step *step,
                                               const char *action, char *why, size_t len);
#define LESSON_LIST_DECLARE(g) const struct lesson *lesson_##g##_list(int *n);
TT_GAMES(LESSON_LIST_DECLARE)
#undef LESSON_LIST_DECLARE
/* ... and its judge, lesson_GAME_judge (GAME_judge.c): whether an action
 * answers a step (the verdict; why: the reason when it does not). */
#define LESSON_JUDGE_DECLARE(g)                                                          \
        enum lesson_verdict lesson_##g##_judge(                                          \
            const struct lesson_step *step, const char *action, char *why, size_t len);
TT_GAMES(LESSON_JUDGE_DECLARE)
#undef LESSON_JUDGE_DECLARE

/* ... and the kinds of questions a teacher may ask about its positions,
 * lesson_GAME_questions (GAME_judge.c; none: a NULL id first). */
#define LESSON_QUESTIONS_DECLARE(g)                                                      \
        extern const struct lesson_question lesson_##g##_questions[];
TT_GAMES(LESSON_QUESTIONS_DECLARE)
#undef LESSON_QUESTIONS_DECLARE

/* The judge of a game's lessons (lesson.c), or NULL. */
lesson_judge_fn lesson_judge_of(const char *game);

/* For the judges (judge.c): whether `action` is one of the space-separated
 * words of `list`; and the step's wrong answer as the verdict. */
bool lesson_listed(const char *list, const char *action);
enum lesson_verdict lesson_wrong(const struct lesson_step *step, char *why, size_t len);

#endif
