/* key_clicks.h: the words of the key line are buttons. Every key hint drawn
 * by tui_draw_help_line() is remembered with its place, and a click on it
 * arrives as that key (tui_next_event), so the mouse works wherever a key
 * does: menus, set-up screens, prompts (y/n, Enter, Esc) and game keys.
 */
#ifndef TUI_KEY_CLICKS_H
#define TUI_KEY_CLICKS_H

/* Forgets the key line drawn before (a screen without one, a message
 * drawn over it). */
void tui_key_clicks_reset(void);

/* Remembers the hint "key what" drawn on line y: the key's text at column
 * key_x, its words at what_x. Keys are single characters ("u"), several
 * separated by '/' or spaces ("u/r", "e/w/b": a click on a letter is that
 * letter, a click on the words "undo/redo" the key of the same part), or
 * the names Enter, Esc, Tab, Up/Down, Left/Right and arrows. */
void tui_key_clicks_add(int y, int key_x, const char *key, int what_x, const char *what);

/* Remembers columns x0 .. x1 - 1 of line y as the key `key`. */
void tui_key_clicks_add_key(int y, int x0, int x1, int key);

/* The "more" button of a key line too long for the window: a click on
 * it arrives as this key, which tui_next_event turns into the next page of
 * the key line (tui_draw_help_line_more) and a redraw. Never typed. */
enum { TUI_KEY_MORE = 0x7fff0001 };

/* The key of the hint at (y, x), or 0 when there is none. */
int tui_key_clicks_at(int y, int x);

#endif
