/* i18n.h: the _() macro, the text-domain set-up and the language choice of
 * the front end. Every user-visible string of the program goes through _()
 * (gettext), so translations need no code change. The rules libraries have
 * no strings for users of their own beyond rule reasons, which _() also
 * translates: a reason with arguments (include/tt_text.h) is looked up by
 * its fixed msgid and its arguments are put into the translated format.
 */
#ifndef TT_I18N_H
#define TT_I18N_H

#include <libintl.h>
#include <stdbool.h>

#define TT_TEXT_DOMAIN "tabletop"
#define _(msgid) tt_gettext(msgid)
#define N_(msgid) (msgid)

/* gettext(msgid), or for a reason with arguments or plural forms its text
 * in the current language (kept in one of a few rotating buffers: use it
 * at once, as a printf argument). */
#if defined(__GNUC__)
__attribute__((format_arg(1)))
#endif
const char *
tt_gettext(const char *msgid);

/* Honours the locale (setlocale), finds the catalogues and binds the text
 * domain. The catalogues are looked up in $TABLETOP_LOCALEDIR when set,
 * else in the folder "locale" next to the program when there is one (the
 * build tree: build/locale), else in LOCALEDIR of the installation. */
void tt_i18n_init(void);

/* The languages offered in the start menu (NULL-ended): code ("en", "eu",
 * "tr") and the name in the language itself. */
struct tt_language {
        const char *code;
        const char *name;
};
extern const struct tt_language tt_languages[];

/* Uses the language `code` of tt_languages[] for every text from now on,
 * or the locale's own choice again (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)
 * when code is "" or NULL. Works under the C locale too. false (nothing
 * changed) for a code not in tt_languages[]. */
bool tt_i18n_set_language(const char *code);

/* The code of the language the texts are in now ("en" when the locale asks
 * for a language without a catalogue). */
const char *tt_i18n_language(void);

#endif
