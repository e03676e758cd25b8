/* output.h: how the screen reaches the terminal. tui_refresh() takes the
 * place of curses's refresh(): on a terminal whose terminfo entry speaks
 * ANSI (xterm, tmux, screen, the Linux console and their 256-colour kin)
 * the changes are written by tui/kit/frame.c, fewer bytes for the same
 * picture (issue 27); elsewhere (vt100, an unknown terminal, or
 * TABLETOP_OUTPUT=curses in the environment) curses writes them. */
#ifndef TUI_KIT_OUTPUT_H
#define TUI_KIT_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>

/* Called by tui_start once curses is set up and its first screen written
 * (tty is the stream given to newterm). */
void tui_output_start(FILE *tty);
void tui_output_stop(void);

/* Sends stdscr's changes to the terminal. */
void tui_refresh(void);

/* True when tui/kit/frame.c writes the screen, false when curses does. */
bool tui_output_own(void);

#endif
