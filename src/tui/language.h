/* language.h: the language of the program's texts as chosen in the start
 * menu and remembered in the settings (key "language"); without a choice
 * the locale decides (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). */
#ifndef TUI_LANGUAGE_H
#define TUI_LANGUAGE_H

/* Uses the language remembered in the settings, if there is one. */
void tui_language_load(void);

/* Uses the language `code` (of tt_languages[]) from now on and remembers
 * it; 0, or -1 when the settings could not be written (the language is
 * used all the same; tui_config_problem() says why). */
int tui_language_choose(const char *code);

#endif
