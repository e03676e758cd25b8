/* screen.c: terminal set-up and teardown, palette and glyphs (see screen.h). */
#include "tt_ascii.h"
#include "tui/kit/output.h"
#include "tui/kit/screen.h"
#include "net/sanitize.h"
#include "tui/kit/event.h"
#include "tui/saved/files.h"
#include "i18n/i18n.h"

#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static SCREEN *screen;
static FILE *tty_out;
static FILE *tty_in;
static struct tui_caps caps;
static attr_t role_attr[TUI_ROLE_COUNT];

static const struct tui_glyphs unicode_glyphs = {.h = "─",
                                                 .v = "│",
                                                 .tl = "┌",
                                                 .tr = "┐",
                                                 .bl = "└",
                                                 .br = "┘",
                                                 .tt = "┬",
                                                 .bt = "┴",
                                                 .lt = "├",
                                                 .rt = "┤",
                                                 .x = "┼",
                                                 .up = "▲",
                                                 .down = "▼",
                                                 .left = "◀",
                                                 .right = "▶",
                                                 .dot = "•",
                                                 .bullet = "▶",
                                                 .ellipsis = "…"};

static const struct tui_glyphs ascii_glyphs = {.h = "-",
                                               .v = "|",
                                               .tl = "+",
                                               .tr = "+",
                                               .bl = "+",
                                               .br = "+",
                                               .tt = "+",
                                               .bt = "+",
                                               .lt = "+",
                                               .rt = "+",
                                               .x = "+",
                                               .up = "^",
                                               .down = "v",
                                               .left = "<",
                                               .right = ">",
                                               .dot = "*",
                                               .bullet = ">",
                                               .ellipsis = "~"};

/* Colour pairs: one per role that has a colour. Foregrounds come from the
 * Okabe-Ito colour-blind-safe palette (256 colours) or the nearest of the 8
 * basic colours; the background stays the terminal's own (-1). */
struct role_style {
        short fg256, fg8;   /* -1: default */
        short bg256, bg8;   /* -1: default */
        attr_t color_extra; /* added in colour mode */
        attr_t mono;        /* used without colour */
};

static const struct role_style styles[TUI_ROLE_COUNT] = {
    [TUI_NORMAL] = {-1, -1, -1, -1, A_NORMAL, A_NORMAL},
    [TUI_TITLE] = {75, COLOR_CYAN, -1, -1, A_BOLD, A_BOLD},
    [TUI_FRAME] = {245, -1, -1, -1, A_NORMAL, A_NORMAL},
    [TUI_SIDE1] = {214, COLOR_YELLOW, -1, -1, A_BOLD, A_BOLD},    /* orange */
    [TUI_SIDE2] = {39, COLOR_CYAN, -1, -1, A_BOLD, A_NORMAL},     /* sky blue */
    [TUI_SIDE3] = {36, COLOR_GREEN, -1, -1, A_BOLD, A_UNDERLINE}, /* bluish green */
    [TUI_SIDE4] = {175, COLOR_MAGENTA, -1, -1, A_BOLD, A_DIM},    /* reddish purple */
    [TUI_NEUTRAL] = {250, -1, -1, -1, A_NORMAL, A_NORMAL},
    [TUI_CURSOR] = {16, COLOR_BLACK, 231, COLOR_WHITE, A_BOLD, A_REVERSE},
    [TUI_TARGET] = {16, COLOR_BLACK, 227, COLOR_YELLOW, A_NORMAL, A_UNDERLINE | A_BOLD},
    [TUI_LAST] = {-1, -1, 238, COLOR_BLUE, A_NORMAL, A_UNDERLINE},
    [TUI_WIN] = {16, COLOR_BLACK, 36, COLOR_GREEN, A_BOLD, A_REVERSE | A_BOLD},
    [TUI_ERROR] = {202, COLOR_RED, -1, -1, A_BOLD, A_BOLD}, /* vermillion */
    [TUI_INFO] = {75, COLOR_CYAN, -1, -1, A_NORMAL, A_NORMAL},
    [TUI_DIM] = {244, -1, -1, -1, A_NORMAL, A_DIM},
    [TUI_KEY] = {227, COLOR_YELLOW, -1, -1, A_BOLD, A_BOLD},
    [TUI_ACTIVE] = {16, COLOR_BLACK, 214, COLOR_YELLOW, A_BOLD, A_REVERSE},
};

/* A colour of the 256-colour palette sent as one of the 16 ANSI colours
 * where both look the same (ESC[107m is 6 bytes, ESC[48;5;231m 11): white
 * (231 = #ffffff = 15 in xterm's palette; themes keep 15 light). Not the
 * greys (a theme's bright black may be its background, as in Solarized),
 * nor yellow (Solarized's bright yellow is a grey), nor the Okabe-Ito seat
 * colours (no ANSI colour keeps them apart for colour-blind players), nor
 * black under bold (xterm shows a bold ANSI black as grey). */
static short ansi_color(short c)
{
        return c == 231 ? 15 : c;
}

static bool locale_is_utf8(void)
{
        const char *cs = nl_langinfo(CODESET);
        return cs && (strcmp(cs, "UTF-8") == 0 || strcmp(cs, "utf8") == 0);
}

static void set_up_colors(void)
{
        const char *no_color = getenv("NO_COLOR");
        int i;

        caps.color = false;
        caps.color256 = false;
        if ((no_color && *no_color) || !has_colors() || start_color() == ERR)
                goto mono;
        use_default_colors();
        if (COLORS < 8 || COLOR_PAIRS < TUI_ROLE_COUNT + 1)
                goto mono;
        caps.color = true;
        caps.color256 = COLORS >= 256;
        for (i = 0; i < TUI_ROLE_COUNT; i++) {
                const struct role_style *s = &styles[i];
                short fg = caps.color256 ? s->fg256 : s->fg8;
                short bg = caps.color256 ? ansi_color(s->bg256) : s->bg8;
                if (fg < 0 && bg < 0) {
                        role_attr[i] = s->color_extra;
                        continue;
                }
                init_pair((short)(i + 1), fg, bg);
                role_attr[i] = COLOR_PAIR(i + 1) | s->color_extra;
        }
        return;
mono:
        for (i = 0; i < TUI_ROLE_COUNT; i++)
                role_attr[i] = styles[i].mono;
}

enum { SIZE_ENV_MAX = 4096 }; /* columns or lines no terminal has */

/* LINES and COLUMNS, when set, give the screen's size to curses: a size
 * no terminal has (COLUMNS=99999999) is refused before curses allocates
 * it. */
static bool size_env_ok(const char *name)
{
        const char *v = getenv(name);
        long n;

        if (!v || !*v)
                return true;
        if (tt_ascii_long(v, 1, SIZE_ENV_MAX, &n))
                return true;
        net_print_clean(
            stderr,
            _("tabletop: %s is not the size of a terminal (1 to %d); unset it or "
              "give the real size\n"),
            name, SIZE_ENV_MAX);
        return false;
}

/* TERM and the size variables: what tui_start checks before opening the
 * terminal. 0, or -1 when said on stderr. */
static int environment_ok(void)
{
        const char *term = getenv("TERM");

        /* A terminal that cannot place the cursor cannot show a board. */
        if (!term || !*term || strcmp(term, "dumb") == 0) {
                net_print_clean(
                    stderr, "%s\n",
                    _("tabletop: this terminal cannot place the cursor (TERM is "
                      "empty or dumb); set TERM to your terminal's type, for example "
                      "TERM=xterm-256color"));
                return -1;
        }
        if (!size_env_ok("LINES") || !size_env_ok("COLUMNS"))
                return -1;
        return 0;
}

/* The controlling terminal, so that output redirection of stdout (for
 * example by a test harness) cannot break the screen. 0, or -1 when said
 * on stderr. */
static int open_tty(void)
{
        tty_out = fopen("/dev/tty", "w");
        tty_in = fopen("/dev/tty", "r");
        if (!tty_out || !tty_in) {
                if (tty_out)
                        fclose(tty_out);
                if (tty_in)
                        fclose(tty_in);
                tty_out = tty_in = NULL;
                net_print_clean(stderr, "%s\n", _("tabletop: no terminal to draw on"));
                return -1;
        }
        return 0;
}

int tui_usable(void)
{
        if (screen)
                return 0;
        if (environment_ok() != 0 || open_tty() != 0)
                return -1;
        fclose(tty_out);
        fclose(tty_in);
        tty_out = tty_in = NULL;
        return 0;
}

int tui_start(const struct tui_options *opts)
{
        const char *term = getenv("TERM");

        if (screen)
                return 0;
        if (environment_ok() != 0 || open_tty() != 0)
                return -1;
        tui_signals_install();
        tui_clean_stale_files();
        set_escdelay(25);
        screen = newterm(NULL, tty_out, tty_in);
        if (!screen) {
                net_print_clean(stderr,
                                _("tabletop: cannot use the terminal type '%s'\n"),
                                term ? term : "");
                fclose(tty_out);
                fclose(tty_in);
                tty_out = tty_in = NULL;
                return -1;
        }
        set_term(screen);
        cbreak();
        noecho();
        nonl();
        keypad(stdscr, TRUE);
        /* A hidden cursor is left where the last change was drawn: no
         * sequence after every update to move it (issue 27). A terminal
         * that cannot hide it (vt100) still gets it parked after the
         * text drawn last. */
        if (curs_set(0) != ERR)
                leaveok(stdscr, TRUE);
        caps.utf8 = locale_is_utf8() && !(opts && opts->force_ascii);
        set_up_colors();
        if (opts && opts->no_color && caps.color) {
                int i;
                caps.color = caps.color256 = false;
                for (i = 0; i < TUI_ROLE_COUNT; i++)
                        role_attr[i] = styles[i].mono;
        }
        caps.mouse =
            mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED, NULL) != 0;
        mouseinterval(0);
        /* curses writes the first, empty screen itself (the alternate
         * screen, keypad and mouse modes go out with it); the changes
         * after it go out as output.c decides */
        refresh();
        tui_output_start(tty_out);
        return 0;
}

static char after_stop[256];

void tui_say_after_stop(const char *text)
{
        snprintf(after_stop, sizeof after_stop, "%s", text);
}

const char *tui_after_stop_text(void)
{
        return after_stop;
}

void tui_stop(void)
{
        if (!screen)
                return;
        if (tui_hangup_pending() && tui_hangup_signal() == TUI_SIG_HUP) {
                /* The terminal is gone: write nothing (no endwin, no flush);
                 * the process is about to exit. */
                screen = NULL;
                return;
        }
        if (caps.mouse)
                mousemask(0, NULL);
        {
                /* A terminal without an alternate screen (vt100) would keep
                 * the last screen in the shell's view: clear it first. */
                char cap[] = "rmcup";
                const char *rmcup = tigetstr(cap);
                if (rmcup == NULL || rmcup == (char *)-1 || !*rmcup) {
                        clear();
                        tui_refresh();
                }
        }
        endwin();
        tui_output_stop();
        delscreen(screen);
        screen = NULL;
        fclose(tty_out);
        fclose(tty_in);
        tty_out = tty_in = NULL;
        if (after_stop[0]) {
                net_print_clean(stdout, "%s\n", after_stop);
                after_stop[0] = '\0';
        }
}

static bool resized; /* the size changed; the screens are not told yet */

/* A size variable's value (checked by tui_start), or fallback when unset. */
static int size_from_env(const char *name, int fallback)
{
        const char *v = getenv(name);
        long n;

        if (v && *v && tt_ascii_long(v, 1, SIZE_ENV_MAX, &n))
                return (int)n;
        return fallback;
}

void tui_screen_follow_size(void)
{
        struct winsize ws;
        int rows, cols;

        if (!screen || !tui_winch_take())
                return;
        if (ioctl(fileno(tty_out), TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 ||
            ws.ws_col == 0)
                return; /* no size to follow: the screen stays as it is */
        rows = size_from_env("LINES", ws.ws_row);
        cols = size_from_env("COLUMNS", ws.ws_col);
        if (rows == LINES && cols == COLS)
                return;
        if (resizeterm(rows, cols) == OK)
                resized = true;
}

bool tui_screen_resized_take(void)
{
        tui_screen_follow_size();
        if (!resized)
                return false;
        resized = false;
        return true;
}

bool tui_running(void)
{
        return screen != NULL;
}

const struct tui_caps *tui_caps(void)
{
        return &caps;
}

attr_t tui_attr(enum tui_role role)
{
        if ((int)role < 0 || role >= TUI_ROLE_COUNT)
                return A_NORMAL;
        return role_attr[role];
}

const struct tui_glyphs *tui_glyphs(void)
{
        return caps.utf8 ? &unicode_glyphs : &ascii_glyphs;
}
