/* i18n.c: locale and gettext text-domain set-up for the front end, the
 * language chosen in the start menu, and _() over reasons with arguments.
 */
#include "i18n/i18n.h"
#include "tt_text.h"

#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef TABLETOP_LOCALEDIR
#define TABLETOP_LOCALEDIR "/usr/local/share/locale"
#endif

const struct tt_language tt_languages[] = {
    {"en", "English"},
    {"eu", "Euskara"},
    {"tr", "T\xc3\xbcrk\xc3\xa7"
           "e"},
    {NULL, NULL},
};

/* LANGUAGE as the program found it, to go back to the locale's choice. */
static char env_language[256];
static bool env_language_set;
/* The language chosen with tt_i18n_set_language, "" for the locale's. */
static char chosen[8];

static const char *reason_translator(const char *msgid, const char *plural,
                                     unsigned long n, void *ctx)
{
        (void)ctx;
        if (plural)
                return ngettext(msgid, plural, n);
        return gettext(msgid);
}

const char *tt_gettext(const char *msgid)
{
        /* a few buffers, so that several reasons fit in one printf */
        static char ring[4][512];
        static unsigned next;
        char *out;

        if (msgid == NULL || !tt_reason_has_parts(msgid))
                return msgid && *msgid ? gettext(msgid) : msgid;
        out = ring[next++ % 4];
        tt_reason_expand(msgid, reason_translator, NULL, out, sizeof ring[0]);
        return out;
}

/* The catalogue folder: see i18n.h. */
static void locale_dir(char *buf, size_t size)
{
        const char *env = getenv("TABLETOP_LOCALEDIR");
        char exe[PATH_MAX];
        struct stat st;
        ssize_t n;
        char *slash;

        if (env && *env) {
                snprintf(buf, size, "%s", env);
                return;
        }
        n = readlink("/proc/self/exe", exe, sizeof exe - 1);
        if (n > 0) {
                exe[n] = '\0';
                slash = strrchr(exe, '/');
                if (slash && (size_t)(slash - exe) + sizeof "/locale" <= size) {
                        snprintf(slash, sizeof exe - (size_t)(slash - exe), "/locale");
                        if (stat(exe, &st) == 0 && S_ISDIR(st.st_mode)) {
                                snprintf(buf, size, "%s", exe);
                                return;
                        }
                }
        }
        snprintf(buf, size, "%s", TABLETOP_LOCALEDIR);
}

void tt_i18n_init(void)
{
        char dir[PATH_MAX];
        const char *language = getenv("LANGUAGE");

        setlocale(LC_ALL, "");
        env_language_set = language != NULL;
        snprintf(env_language, sizeof env_language, "%s", language ? language : "");
        locale_dir(dir, sizeof dir);
        bindtextdomain(TT_TEXT_DOMAIN, dir);
        bind_textdomain_codeset(TT_TEXT_DOMAIN, "UTF-8");
        textdomain(TT_TEXT_DOMAIN);
}

/* True when the messages locale is C or POSIX, where gettext ignores
 * LANGUAGE. */
static bool messages_locale_is_c(void)
{
        const char *m = setlocale(LC_MESSAGES, NULL);
        return m == NULL || strcmp(m, "C") == 0 || strcmp(m, "POSIX") == 0;
}

bool tt_i18n_set_language(const char *code)
{
        const struct tt_language *l = tt_languages;

        if (code && *code) {
                while (l->code && strcmp(l->code, code) != 0)
                        l++;
                if (l->code == NULL)
                        return false;
                setenv("LANGUAGE", l->code, 1);
                setlocale(LC_MESSAGES, "");
                /* glibc ignores LANGUAGE under the C locale: C.UTF-8 is not
                 * "C" and keeps every message in English otherwise. */
                if (messages_locale_is_c())
                        setlocale(LC_MESSAGES, "C.UTF-8");
                snprintf(chosen, sizeof chosen, "%s", l->code);
        } else {
                if (env_language_set)
                        setenv("LANGUAGE", env_language, 1);
                else
                        unsetenv("LANGUAGE");
                setlocale(LC_MESSAGES, "");
                chosen[0] = '\0';
        }
        /* a new text domain call makes gettext forget its cached lookups */
        textdomain(TT_TEXT_DOMAIN);
        return true;
}

/* The first language of a list like "tr:en" or a locale like
 * "eu_ES.UTF-8" that tt_languages[] has, or NULL. */
static const char *known_language(const char *list)
{
        while (list && *list) {
                size_t len = strcspn(list, ":");
                for (const struct tt_language *l = tt_languages; l->code; l++) {
                        size_t cl = strlen(l->code);
                        if (len >= cl && strncmp(list, l->code, cl) == 0 &&
                            (len == cl || list[cl] == '_' || list[cl] == '.' ||
                             list[cl] == '@'))
                                return l->code;
                }
                list += len;
                if (*list == ':')
                        list++;
        }
        return NULL;
}

const char *tt_i18n_language(void)
{
        const char *m, *found;

        if (chosen[0])
                return chosen;
        m = setlocale(LC_MESSAGES, NULL);
        if (!messages_locale_is_c() &&
            (found = known_language(getenv("LANGUAGE"))) != NULL)
                return found;
        found = known_language(m);
        return found ? found : "en";
}
