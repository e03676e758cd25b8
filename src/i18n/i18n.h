/* i18n.h: the _() macro and the text-domain set-up of the front end.
 * Every user-visible string of the program goes through _() (gettext), so
 * translations need no code change. The rules library has no strings for
 * users of its own beyond rule reasons, which the front end translates too.
 */
#ifndef TT_I18N_H
#define TT_I18N_H

#include <libintl.h>

#define TT_TEXT_DOMAIN "tabletop"
#define _(msgid) gettext(msgid)
#define N_(msgid) (msgid)

/* Honours LANG/LC_ALL (setlocale) and binds the text domain. */
void tt_i18n_init(void);

#endif
