/* help.h: the full-screen help page (keys and a rules summary), scrollable.
 * Like forms it has no loop of its own: a screen that shows help draws it
 * with tui_help_draw() and feeds it events with tui_help_handle(), so the
 * screen keeps its clocks, resizes and signals. tui_help_run() is the
 * blocking form for menus (no clocks).
 */
#ifndef TUI_HELP_H
#define TUI_HELP_H

#include "tui/kit/event.h"

#include <stdbool.h>

struct tui_help {
        const char *title; /* translated */
        const char *text;  /* translated; paragraphs separated by '\n' */
        int scroll;
        int lines; /* set by draw: wrapped lines */
        int page;  /* set by draw: lines shown */
};

/* Draws the page over the whole window. */
void tui_help_draw(struct tui_help *h);
/* True when the event closes the page (Esc, q, ?, F1, Enter). */
bool tui_help_handle(struct tui_help *h, const struct tui_event *ev);
/* Shows the page until closed; false when a hangup arrived meanwhile. */
bool tui_help_run(const char *title, const char *text);

/* The keys a menu-like screen shares: m, the key line's next page
 * (tui_key_more), and ? or F1, the screen's help page (then the window is
 * cleared for the screen to draw again). */
enum tui_shared_key {
        TUI_SHARED_NONE,  /* neither: the screen handles ev */
        TUI_SHARED_DONE,  /* handled: draw again */
        TUI_SHARED_HANGUP /* the terminal went away during the help */
};
enum tui_shared_key tui_shared_keys(const struct tui_event *ev, const char *title,
                                    const char *help_text);

#endif
