/* screen.h: terminal set-up and teardown of the front end, the palette of
 * roles (colour or monochrome) and the glyph set (Unicode or ASCII).
 *
 * Game-independent: every screen of every game draws through these roles
 * and glyphs, so NO_COLOR, TERM=vt100, non-UTF-8 locales and --ascii work
 * everywhere without per-screen code.
 */
#ifndef TUI_SCREEN_H
#define TUI_SCREEN_H

#include <curses.h>
#include <stdbool.h>

struct tui_options {
        bool force_ascii; /* --ascii: ASCII drawing even in a UTF-8 locale */
        bool no_color;    /* monochrome even when the terminal has colours */
};

/* What the terminal turned out to support (after tui_start). */
struct tui_caps {
        bool color;    /* colour pairs in use (false: bold/reverse only) */
        bool color256; /* the colour-blind-safe 256-colour palette */
        bool utf8;     /* Unicode glyphs (false: ASCII) */
        bool mouse;    /* mouse clicks are reported */
};

/* Drawing roles; tui_attr() maps each to colour or to bold/reverse. */
enum tui_role {
        TUI_NORMAL,
        TUI_TITLE,
        TUI_FRAME, /* board lines, boxes */
        TUI_SIDE1, /* first side or team (Quixo X, a Thaayam seat) */
        TUI_SIDE2, /* second side or team (Quixo O) */
        TUI_SIDE3, /* third and fourth sides (Thaayam) */
        TUI_SIDE4,
        TUI_NEUTRAL, /* blank pieces */
        TUI_CURSOR,  /* the cell or item under the cursor */
        TUI_TARGET,  /* places the chosen piece may go */
        TUI_LAST,    /* the cells of the last move */
        TUI_WIN,     /* the winning line */
        TUI_ERROR,   /* refusals and warnings */
        TUI_INFO,    /* messages */
        TUI_DIM,     /* disabled items, hints */
        TUI_KEY,     /* key names in the help line */
        TUI_ACTIVE,  /* the player to move */
        TUI_ROLE_COUNT
};

/* Sets up the terminal (newterm on the controlling terminal, cbreak, noecho,
 * keypad, short ESCDELAY, mouse, colours). 0 on success, -1 (with a message
 * on stderr) when the terminal cannot be used. */
int tui_start(const struct tui_options *opts);
/* The checks of tui_start that need no curses (TERM, LINES and COLUMNS, a
 * controlling terminal to open), without starting anything: 0, or -1 with
 * a message on stderr. Lets a program find out before it forks. */
int tui_usable(void);

/* Restores the terminal; writes nothing when the terminal has hung up. */
void tui_stop(void);

/* A line for the shell, written by tui_stop once the last screen is gone
 * (how to continue a kept game); not written on a hang-up. */
void tui_say_after_stop(const char *text);
/* The text tui_say_after_stop set, "" when none. */
const char *tui_after_stop_text(void);

/* After a SIGWINCH (tui_winch_take), gives curses the terminal's new size
 * (resizeterm; LINES and COLUMNS, when set, still win as at the start).
 * tui_refresh calls it before it draws, so that a frame is never written
 * for a size the terminal no longer has. */
void tui_screen_follow_size(void);
/* tui_screen_follow_size, then true once after each change of size it made
 * (the screens lay out again: TUI_EV_RESIZE). */
bool tui_screen_resized_take(void);

/* True between tui_start and tui_stop. */
bool tui_running(void);

const struct tui_caps *tui_caps(void);

/* The attributes of a role (colour pair and/or bold, reverse, underline). */
attr_t tui_attr(enum tui_role role);

/* Glyphs: Unicode in a UTF-8 locale, ASCII otherwise or with --ascii. */
struct tui_glyphs {
        const char *h, *v;                    /* lines */
        const char *tl, *tr, *bl, *br;        /* corners */
        const char *tt, *bt, *lt, *rt, *x;    /* tees (top, bottom, left, right), cross */
        const char *up, *down, *left, *right; /* arrows */
        const char *dot;                      /* a small marker */
        const char *bullet;                   /* the player to move */
        const char *ellipsis;
};
const struct tui_glyphs *tui_glyphs(void);

#endif
