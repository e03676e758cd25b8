/* lesson/internal.h: the tables of lessons of each game (GAME_lessons.c),
 * for lesson_list. */
#ifndef TT_LESSON_INTERNAL_H
#define TT_LESSON_INTERNAL_H

#include "lesson/lesson.h"
#include "tt_games.h"

/* Every game of the Makefile's GAMES list has its lessons,
 * lesson_GAME_list (none: NULL and *n 0). */
#define LESSON_LIST_DECLARE(g) const struct lesson *lesson_##g##_list(int *n);
TT_GAMES(LESSON_LIST_DECLARE)
#undef LESSON_LIST_DECLARE

#endif
