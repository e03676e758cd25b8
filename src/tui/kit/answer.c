/* answer.c: yes/no answer keys in the language's letters (see answer.h). */
#include "tui/kit/answer.h"

#include <stdio.h>
#include <string.h>

#include "i18n/i18n.h"

/* The catalogue's letter: the text after the last '|' of the translation
 * (the msgid carries its meaning before the '|'), lower case, or 0 when it
 * is not one ASCII letter. */
static int catalogue_letter(bool yes)
{
        /* TRANSLATORS: the key that answers "yes" to a question, one ASCII
           letter after the '|' (the text before it only says what it is):
           the first letter of your word for yes, e.g. Basque "b" (bai),
           Turkish "e" (evet). y is always accepted too. */
        const char *t = yes ? _("the key for yes|y")
                            /* TRANSLATORS: the key that answers "no", one
                               ASCII letter after the '|': e.g. Basque "e"
                               (ez), Turkish "h" (hayır). n is always
                               accepted too. */
                            : _("the key for no|n");
        const char *bar = strrchr(t, '|');
        if (bar)
                t = bar + 1;
        if (strlen(t) != 1)
                return 0;
        int c = (unsigned char)t[0];
        if (c >= 'A' && c <= 'Z')
                c += 'a' - 'A';
        return c >= 'a' && c <= 'z' ? c : 0;
}

/* The language's letter for this answer, or the English one when it
 * cannot be used in this prompt. */
static int answer_letter(bool yes, const char *taken)
{
        int own = yes ? 'y' : 'n', other = yes ? 'n' : 'y';
        int c = catalogue_letter(yes), d = catalogue_letter(!yes);
        if (!c || c == other || c == d || (taken && strchr(taken, c)))
                return own;
        return c;
}

const char *tui_answer_key(bool yes, const char *taken)
{
        static char keys[2][2];
        keys[yes][0] = (char)answer_letter(yes, taken);
        keys[yes][1] = '\0';
        return keys[yes];
}

bool tui_answer_is(int key, bool yes, const char *taken)
{
        int own = yes ? 'y' : 'n';
        if (key >= 'A' && key <= 'Z')
                key += 'a' - 'A';
        return key == own || key == answer_letter(yes, taken);
}

void tui_answer_text(char *buf, size_t len, const char *text, const char *taken)
{
        char yes = tui_answer_key(true, taken)[0], no = tui_answer_key(false, taken)[0];
        size_t n = 0;

        if (len == 0)
                return;
        for (const char *s = text; *s && n + 1 < len; s++) {
                bool alone = s == text || s[-1] == ' ';
                if (strncmp(s, "(y/n)", 5) == 0 && n + 5 < len) {
                        n += (size_t)snprintf(buf + n, len - n, "(%c/%c)", yes, no);
                        s += 4;
                } else if (alone && (*s == 'y' || *s == 'n') && s[1] == ':') {
                        buf[n++] = *s == 'y' ? yes : no;
                } else {
                        buf[n++] = *s;
                }
        }
        buf[n] = '\0';
}
