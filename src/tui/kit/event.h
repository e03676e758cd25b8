/* event.h: input of the front end. Keys, mouse clicks, resizes and signals
 * all arrive as one tui_event from tui_next_event(), which waits at most a
 * given time so clocks can tick and computer players think meanwhile.
 *
 * Signals: SIGHUP and SIGTERM only set a flag (the screen then saves and
 * leaves, TUI_EV_HANGUP); SIGINT (Ctrl-C) sets another (TUI_EV_INTERRUPT:
 * the screen asks before quitting). SIGWINCH is ours too, not curses's:
 * curses would read the new size from the descriptor it writes to, which
 * output.c points at /dev/null while curses updates, and a resize that came
 * during the drawing was lost (the screen laid out for the old size, for
 * good); screen.c reads it from the terminal (tui_screen_follow_size).
 */
#ifndef TUI_EVENT_H
#define TUI_EVENT_H

#include <stdbool.h>

enum tui_ev_type {
        TUI_EV_NONE,      /* the time ran out: nothing happened */
        TUI_EV_KEY,       /* a key (see key and action) */
        TUI_EV_MOUSE,     /* a click at (y, x) */
        TUI_EV_RESIZE,    /* the window changed size: lay out again */
        TUI_EV_INTERRUPT, /* Ctrl-C: ask before quitting */
        TUI_EV_HANGUP     /* SIGHUP/SIGTERM or the terminal is gone: save, leave */
};

/* What a key means in menus and on boards (hjkl and arrows alike). */
enum tui_action {
        TUI_A_NONE,
        TUI_A_UP,
        TUI_A_DOWN,
        TUI_A_LEFT,
        TUI_A_RIGHT,
        TUI_A_OK,      /* Enter, Space */
        TUI_A_BACK,    /* Esc, Backspace */
        TUI_A_HELP,    /* ?, F1 */
        TUI_A_COMMAND, /* : typed notation */
        TUI_A_NEXT,    /* Tab */
        TUI_A_PREV     /* Shift-Tab */
};

struct tui_event {
        enum tui_ev_type type;
        int key;                /* curses key code (TUI_EV_KEY) */
        enum tui_action action; /* its meaning, or TUI_A_NONE */
        int y, x;               /* TUI_EV_MOUSE */
};

/* Waits up to timeout_ms (negative: forever) for the next event. */
void tui_next_event(struct tui_event *ev, int timeout_ms);

/* m (or M) while the key line drawn last ends in "m more": its next page
 * is shown at the next drawing, and true (the screen draws again). The
 * screens call it where m is not typed. */
bool tui_key_more(const struct tui_event *ev);

/* The same, and also for input on fd (a hosted game's socket, >= 0): then
 * it returns TUI_EV_NONE at once, for the caller to read it. It sleeps in
 * poll() on the keyboard and fd together: nothing wakes it while nothing
 * happens (a signal still does). */
void tui_next_event_or_fd(struct tui_event *ev, int timeout_ms, int fd);

/* The meaning of a curses key code. */
enum tui_action tui_key_action(int key);

/* Signal handling (tui_start installs it). */
enum tui_signal { TUI_SIG_NONE, TUI_SIG_HUP, TUI_SIG_TERM };
void tui_signals_install(void);
bool tui_hangup_pending(void);           /* SIGHUP or SIGTERM arrived */
enum tui_signal tui_hangup_signal(void); /* which one */
bool tui_interrupt_take(void);           /* SIGINT arrived (clears the flag) */
bool tui_continued_take(void);           /* SIGCONT: back from Ctrl-Z (clears the flag) */
bool tui_winch_take(void); /* SIGWINCH: the size changed (clears the flag) */

/* Monotonic milliseconds, for clocks and pauses. */
long long tui_now_ms(void);

#endif
