/* language.c: the remembered language choice (see language.h). */
#include "tui/language.h"
#include "tui/config.h"
#include "i18n/i18n.h"

#define LANGUAGE_KEY "language"

void tui_language_load(void)
{
        struct tui_config c;
        tui_config_load(&c);
        tui_config_problem_clear(); /* said by the screens that use the settings */
        const char *code = tui_config_get(&c, LANGUAGE_KEY, "");
        if (*code)
                (void)tt_i18n_set_language(code); /* an unknown code: the locale's */
}

int tui_language_choose(const char *code)
{
        struct tui_config c;
        if (!tt_i18n_set_language(code))
                return -1;
        tui_config_load(&c);
        if (tui_config_set(&c, LANGUAGE_KEY, code ? code : "") != 0)
                return -1;
        return tui_config_save(&c);
}
