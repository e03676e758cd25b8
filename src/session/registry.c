/* registry.c: the table of games and lookups over it, for the engine
 * protocol, the records, the hosting process and the command line. Adding a
 * game of the program is adding it to the Makefile's GAMES list (tt_games.h); a program
 * or a test may also add one while it runs (tt_game_register: the tests' third game). */
#include "session/game.h"

#include <stdio.h>
#include <string.h>

#define TT_GAME_OPS_ROW(g) &tt_##g##_ops,
static const struct tt_game_ops *tt_games[TT_GAMES_MAX + 1] = {TT_GAMES(TT_GAME_OPS_ROW)
                                                                   NULL};
#undef TT_GAME_OPS_ROW

const struct tt_game_ops *const *tt_game_all(void)
{
        return tt_games;
}

int tt_game_register(const struct tt_game_ops *ops)
{
        int n = 0;
        if (!ops || !ops->name || !ops->name[0] || tt_game_by_name(ops->name))
                return -1;
        while (tt_games[n])
                n++;
        if (n >= TT_GAMES_MAX)
                return -1;
        tt_games[n] = ops;
        tt_games[n + 1] = NULL;
        return 0;
}

const struct tt_game_ops *tt_game_by_name(const char *name)
{
        for (const struct tt_game_ops *const *g = tt_games; *g != NULL; g++)
                if (strcmp((*g)->name, name) == 0)
                        return *g;
        return NULL;
}

bool tt_game_seat_letter(char c)
{
        for (const struct tt_game_ops *const *g = tt_games; c && *g != NULL; g++)
                if ((*g)->seat_letters && strchr((*g)->seat_letters, c))
                        return true;
        return false;
}

bool tt_game_has_teams(const struct tt_game_ops *ops, const void *pos)
{
        return ops->has_teams != NULL && ops->has_teams(pos);
}

void tt_game_list(const char *before, const char *after, const char *last_sep,
                  bool titles, char *buf, size_t size)
{
        size_t used = 0;
        if (size == 0)
                return;
        buf[0] = '\0';
        for (size_t i = 0; tt_games[i] != NULL && used < size; i++) {
                const char *sep = i == 0 ? "" : tt_games[i + 1] == NULL ? last_sep : ", ";
                int n = snprintf(buf + used, size - used, "%s%s%s%s", sep, before,
                                 titles ? tt_games[i]->title : tt_games[i]->name, after);
                if (n < 0)
                        return;
                used += (size_t)n;
        }
}
