/* lesson/internal.h: the tables of lessons of each game (quixo_lessons.c,
 * thaayam_lessons.c), for lesson_list. */
#ifndef TT_LESSON_INTERNAL_H
#define TT_LESSON_INTERNAL_H

#include "lesson/lesson.h"

const struct lesson *lesson_quixo_list(int *n);
const struct lesson *lesson_thaayam_list(int *n);

#endif
