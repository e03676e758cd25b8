/* i18n.c: locale and gettext text-domain set-up for the front end. */
#include "i18n/i18n.h"

#include <locale.h>

#ifndef TABLETOP_LOCALEDIR
#define TABLETOP_LOCALEDIR "/usr/local/share/locale"
#endif

void tt_i18n_init(void)
{
        setlocale(LC_ALL, "");
        bindtextdomain(TT_TEXT_DOMAIN, TABLETOP_LOCALEDIR);
        bind_textdomain_codeset(TT_TEXT_DOMAIN, "UTF-8");
        textdomain(TT_TEXT_DOMAIN);
}
