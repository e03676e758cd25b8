/* present.h: the presenter's view of the play screens, for a projector:
 * the board as large as the window allows, the moves in large print, the
 * last move explained in words, and no key hints. `--present` (games and
 * `tabletop watch`) starts with it; f in a game turns it on and off. */
#ifndef TUI_PRESENT_H
#define TUI_PRESENT_H

#include "session/session.h"

#include <stdbool.h>
#include <stddef.h>

/* Whether the play screens show the presenter's view (one setting for the
 * process: the command line sets it, the key toggles it). */
bool tui_present_on(void);
void tui_present_set(bool on);

struct tui_play;
/* The key: turns the view on or off and says so. */
void tui_play_present_toggle(struct tui_play *p);
/* After the game drew its board and panel: when the view is on, draws the
 * presenter's panel over the game's panel and returns true (the caller
 * then leaves out the key hints). */
bool tui_present_draw(struct tui_play *p);

/* The last action of session s in words, e.g. "Ana (X) took the cube on c1
 * and pushed it in at c5 (Q7)."; "" at the start. */
void tui_present_explain(const struct session *s, char *buf, size_t len);
/* For the games' present_move hooks: "Ana (South)" for seat id. */
void tui_present_who(const struct session *s, char id, char *buf, size_t len);

/* Large print: a 3x5 dot font for the characters of the games' notations
 * (digits, letters, - / & + . :). The rows of text `s` in large print:
 * with Unicode half blocks, 3 screen lines; otherwise 5 lines of '#'.
 * Writes line `row` (0-based) into buf (UTF-8); returns the number of
 * lines, or 0 when a character has no large form. Each character takes 4
 * columns. */
int tui_big_text(const char *s, bool unicode, int row, char *buf, size_t len);

#endif
