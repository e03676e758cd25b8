/* seats.c: the words for the seats of both games (see seats.h). */
#include "tui/seats.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

static const char *word_msgid(char id)
{
        switch (id) {
        case 'x':
                return "X";
        case 'o':
                return "O";
        case 's':
                return N_("South");
        case 'e':
                return N_("East");
        case 'n':
                return N_("North");
        case 'w':
                return N_("West");
        default:
                return "?";
        }
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

bool tui_seat_name_is_default(char id, const char *name)
{
        /* the games' default names: the seat's word, and Quixo's two */
        static const char *const others[] = {N_("Cross"), N_("Circle")};
        if (!name[0] || strcmp(name, tui_seat_word(id)) == 0 ||
            strcmp(name, word_msgid(id)) == 0)
                return true;
        for (size_t i = 0; i < sizeof others / sizeof others[0]; i++)
                if (strcmp(name, others[i]) == 0 || strcmp(name, _(others[i])) == 0)
                        return true;
        return false;
}
