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

/* The catalogue's letter, or 0 when it is not one ASCII capital. */
static char catalogue_letter(int i)
{
        const char *t;
        switch (i) {
        case 0:
                /* TRANSLATORS: the letter of the seat South as your language
                   names it, one capital A-Z after the '|' (Basque "H" for
                   Hegoa): shown in the panel, on the board and in messages;
                   the notation typed and the records keep S. The four seats'
                   letters must differ. */
                t = _("seat letter of South|S");
                break;
        case 1:
                /* TRANSLATORS: as "seat letter of South|S", for East */
                t = _("seat letter of East|E");
                break;
        case 2:
                /* TRANSLATORS: as "seat letter of South|S", for North */
                t = _("seat letter of North|N");
                break;
        default:
                /* TRANSLATORS: as "seat letter of South|S", for West */
                t = _("seat letter of West|W");
                break;
        }
        const char *bar = strrchr(t, '|');
        if (bar)
                t = bar + 1;
        return strlen(t) == 1 && t[0] >= 'A' && t[0] <= 'Z' ? t[0] : 0;
}

char tui_seat_letter(char id)
{
        static const char ids[] = "senw", own[] = "SENW";
        const char *at = strchr(ids, id);
        char letters[4];

        if (!id || !at)
                return id >= 'a' && id <= 'z' ? (char)(id - 32) : id;
        for (int i = 0; i < 4; i++) {
                letters[i] = catalogue_letter(i);
                if (!letters[i])
                        return own[at - ids];
                for (int j = 0; j < i; j++)
                        if (letters[i] == letters[j])
                                return own[at - ids];
        }
        return letters[at - ids];
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

const char *tui_seat_default_msgid(char id)
{
        return id == 'x' ? N_("Cross") : id == 'o' ? N_("Circle") : word_msgid(id);
}

/* True when name is msgid in English or in the language in use. */
static bool is_msgid(const char *name, const char *msgid)
{
        return strcmp(name, msgid) == 0 || strcmp(name, _(msgid)) == 0;
}

bool tui_seat_name_is_default(char id, const char *name)
{
        /* the games' default names: the seat's word, and Quixo's two */
        return !name[0] || is_msgid(name, word_msgid(id)) ||
               is_msgid(name, tui_seat_default_msgid('x')) ||
               is_msgid(name, tui_seat_default_msgid('o'));
}

const char *tui_seat_name_moved(const char *name, char from, char to)
{
        if (name[0] && is_msgid(name, tui_seat_default_msgid(from)))
                return _(tui_seat_default_msgid(to));
        if (name[0] && is_msgid(name, word_msgid(from)))
                return tui_seat_word(to);
        return name;
}
