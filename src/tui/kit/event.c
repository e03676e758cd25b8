/* event.c: keys, mouse, resize and signal flags as tui_events (event.h). */
#include "tui/kit/event.h"
#include "tui/kit/draw.h"
#include "tui/kit/key_clicks.h"
#include "tui/kit/screen.h"

#include <curses.h>
#include <signal.h>
#include <poll.h>
#include <limits.h>
#include <unistd.h>
#include <string.h>
#include <time.h>

static volatile sig_atomic_t hangup_flag;
static volatile sig_atomic_t interrupt_flag;
static volatile sig_atomic_t continued_flag;
static volatile sig_atomic_t winch_flag;

static void on_winch(int sig)
{
        (void)sig;
        winch_flag = 1;
}

static void on_continue(int sig)
{
        (void)sig;
        continued_flag = 1;
}

static void on_hangup(int sig)
{
        hangup_flag = sig == SIGHUP ? TUI_SIG_HUP : TUI_SIG_TERM;
}

static void on_interrupt(int sig)
{
        (void)sig;
        interrupt_flag = 1;
}

void tui_signals_install(void)
{
        struct sigaction sa;

        memset(&sa, 0, sizeof sa);
        sigemptyset(&sa.sa_mask);
        sa.sa_handler = on_hangup;
        sigaction(SIGHUP, &sa, NULL);
        sigaction(SIGTERM, &sa, NULL);
        sa.sa_handler = on_interrupt;
        sigaction(SIGINT, &sa, NULL);
        /* Ctrl-Z is curses' own (the screen is put back on return); the
         * return is noted, so that clocks do not charge the time away. */
        sa.sa_handler = on_continue;
        sa.sa_flags = SA_RESTART;
        sigaction(SIGCONT, &sa, NULL);
        sa.sa_flags = 0;
        /* Installed before newterm, so that curses leaves it alone (event.h). */
        sa.sa_handler = on_winch;
        sigaction(SIGWINCH, &sa, NULL);
        /* A write to a closed pipe or hung-up terminal must not kill the
         * process before it saves. */
        sa.sa_handler = SIG_IGN;
        sigaction(SIGPIPE, &sa, NULL);
}

bool tui_hangup_pending(void)
{
        return hangup_flag != 0;
}

enum tui_signal tui_hangup_signal(void)
{
        return (enum tui_signal)hangup_flag;
}

bool tui_winch_take(void)
{
        if (!winch_flag)
                return false;
        winch_flag = 0;
        return true;
}

bool tui_continued_take(void)
{
        if (!continued_flag)
                return false;
        continued_flag = 0;
        return true;
}

bool tui_interrupt_take(void)
{
        if (!interrupt_flag)
                return false;
        interrupt_flag = 0;
        return true;
}

long long tui_now_ms(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

enum tui_action tui_key_action(int key)
{
        switch (key) {
        case KEY_UP:
        case 'k':
                return TUI_A_UP;
        case KEY_DOWN:
        case 'j':
                return TUI_A_DOWN;
        case KEY_LEFT:
        case 'h':
                return TUI_A_LEFT;
        case KEY_RIGHT:
        case 'l':
                return TUI_A_RIGHT;
        case '\n':
        case '\r':
        case KEY_ENTER:
        case ' ':
                return TUI_A_OK;
        case 27:
        case KEY_BACKSPACE:
        case 127:
        case 8:
                return TUI_A_BACK;
        case '?':
        case KEY_F(1):
                return TUI_A_HELP;
        case ':':
                return TUI_A_COMMAND;
        case '\t':
                return TUI_A_NEXT;
        case KEY_BTAB:
                return TUI_A_PREV;
        default:
                return TUI_A_NONE;
        }
}

/* getch() returning ERR at once, again and again, means the terminal is
 * gone (end of file): treat that as a hangup rather than spin. */
static int quick_errors;

void tui_next_event(struct tui_event *ev, int timeout_ms)
{
        tui_next_event_or_fd(ev, timeout_ms, -1);
}

/* What woke sleep_on. */
enum woke { WOKE_NOTHING, WOKE_KEYS, WOKE_FD };

/* Sleeps until the keyboard or fd has input, at most ms (< 0: no limit);
 * WOKE_NOTHING when the time ran out or a signal came (the caller looks at
 * its flags). */
static enum woke sleep_on(int fd, long long ms)
{
        struct pollfd p[2] = {{STDIN_FILENO, POLLIN, 0}, {fd, POLLIN, 0}};
        int rc = poll(p, 2, ms < 0 ? -1 : ms > INT_MAX ? INT_MAX : (int)ms);
        if (rc <= 0)
                return WOKE_NOTHING;
        return p[1].revents ? WOKE_FD : WOKE_KEYS;
}

void tui_next_event_or_fd(struct tui_event *ev, int timeout_ms, int fd)
{
        long long start = tui_now_ms();
        int key;

        memset(ev, 0, sizeof *ev);
        for (;;) {
                long long left;

                if (hangup_flag) {
                        ev->type = TUI_EV_HANGUP;
                        return;
                }
                if (interrupt_flag) {
                        interrupt_flag = 0;
                        ev->type = TUI_EV_INTERRUPT;
                        return;
                }
                if (tui_screen_resized_take()) {
                        ev->type = TUI_EV_RESIZE;
                        return;
                }
                left = timeout_ms < 0 ? 100 : timeout_ms - (tui_now_ms() - start);
                if (left <= 0) {
                        ev->type = TUI_EV_NONE;
                        return;
                }
                long long before = tui_now_ms();
                if (fd >= 0) {
                        /* what curses holds already, then sleep on both */
                        timeout(0);
                        key = getch();
                        if (key == ERR) {
                                /* at most 100 ms without a timeout: a signal
                                 * that came just before poll is seen then */
                                enum woke w = sleep_on(fd, left);
                                if (w == WOKE_FD) {
                                        ev->type = TUI_EV_NONE; /* news */
                                        return;
                                }
                                if (w == WOKE_NOTHING)
                                        continue; /* the flags, the time */
                                before = tui_now_ms();
                                key = getch(); /* ERR at once here: end of file */
                        }
                } else {
                        /* Short slices so that signal flags are seen promptly. */
                        timeout(left > 100 ? 100 : (int)left);
                        key = getch();
                }
                if (key == ERR) {
                        if (tui_now_ms() - before < 5 && !interrupt_flag &&
                            !hangup_flag) {
                                if (++quick_errors > 50) {
                                        hangup_flag = TUI_SIG_HUP;
                                }
                        } else {
                                quick_errors = 0;
                        }
                        continue;
                }
                quick_errors = 0;
                if (key == KEY_RESIZE) {
                        ev->type = TUI_EV_RESIZE;
                        return;
                }
                if (key == KEY_MOUSE) {
                        MEVENT me;
                        if (getmouse(&me) != OK)
                                continue;
                        if (!(me.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)))
                                continue;
                        ev->type = TUI_EV_MOUSE;
                        ev->y = me.y;
                        ev->x = me.x;
                        /* a click on a key hint is that key */
                        key = tui_key_clicks_at(me.y, me.x);
                        if (key == TUI_KEY_MORE) {
                                /* the key line's next page: draw again */
                                tui_draw_help_line_more();
                                ev->type = TUI_EV_RESIZE;
                                return;
                        }
                        if (key) {
                                ev->type = TUI_EV_KEY;
                                ev->key = key;
                                ev->action = tui_key_action(key);
                        }
                        return;
                }
                ev->type = TUI_EV_KEY;
                ev->key = key;
                ev->action = tui_key_action(key);
                return;
        }
}

bool tui_key_more(const struct tui_event *ev)
{
        if (ev->type != TUI_EV_KEY || (ev->key != 'm' && ev->key != 'M') ||
            !tui_draw_help_line_paged())
                return false;
        tui_draw_help_line_more();
        return true;
}
