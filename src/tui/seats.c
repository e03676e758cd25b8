/* seats.c: the words for the seats of every game (see seats.h), from the
 * games' own words (tt_game_ops.seat_words). */
#include "tui/seats.h"
#include "i18n/i18n.h"
#include "session/game.h"

#include <stdio.h>
#include <string.h>

/* The seat's word from the first game of the one table that has the
 * letter (the games agree: South is 's' in both). */
static const char *word_msgid(char id)
{
        for (const struct tt_game_ops *const *g = tt_game_all(); id && *g; g++) {
                const char *at =
                    (*g)->seat_letters ? strchr((*g)->seat_letters, id) : NULL;
                if (at && (*g)->seat_words)
                        return (*g)->seat_words[at - (*g)->seat_letters];
        }
        return "?";
}

const char *tui_seat_word(char id)
{
        return _(word_msgid(id));
}

const char *tui_seat_word_msgid(char id)
{
        return word_msgid(id);
}

const char *tui_seat_name_to_store(const char *name, const char *def_msgid)
{
        if (strcmp(name, def_msgid) == 0 || strcmp(name, _(def_msgid)) == 0)
                return "";
        return name;
}

const char *tui_seat_name_loaded(const char *stored, const char *def_msgid)
{
        if (!stored[0] || strcmp(stored, def_msgid) == 0)
                return _(def_msgid);
        return stored;
}

void tui_seat_who(const char *name, char id, char *buf, size_t len)
{
        const char *word = tui_seat_word(id);
        if (!name || !name[0] || strcmp(name, word) == 0)
                snprintf(buf, len, "%s", word);
        else
                snprintf(buf, len, "%s (%s)", name, word);
}
