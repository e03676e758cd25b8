/* lesson.c: the lessons of a game by its name. */
#include "lesson/internal.h"

#include <string.h>

const struct lesson *lesson_list(const char *game, int *n)
{
        *n = 0;
        if (strcmp(game, "quixo") == 0)
                return lesson_quixo_list(n);
        if (strcmp(game, "thaayam") == 0)
                return lesson_thaayam_list(n);
        return NULL;
}
