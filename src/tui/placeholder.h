/* placeholder.h: a first ncurses screen, until the game screens exist. */
#ifndef TUI_PLACEHOLDER_H
#define TUI_PLACEHOLDER_H

/* Shows a titled screen until q is pressed; 0 on success, -1 when the
 * terminal cannot be used. */
int tui_placeholder_run(const char *title);

#endif
