/* output.c: the screen's way to the terminal (see output.h). Where our own
 * writer is used, curses still keeps its idea of the screen: stdscr goes
 * to its virtual screen as usual and curses's update is made with its
 * output sent to /dev/null, so that curses (its Ctrl-Z repaint, endwin,
 * getch) stays in step with what the terminal shows. The terminal's cursor
 * and attributes are left as curses leaves them after an update (the
 * cursor where the drawing put it, attributes normal). */
#include "tui/kit/output.h"
#include "tui/kit/frame.h"
#include "tui/kit/screen.h"

#include <curses.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <unistd.h>

static struct {
        bool own;
        int fd;       /* the terminal's descriptor that curses writes to */
        int terminal; /* a copy of it, while fd points at /dev/null */
        int null;
        struct tui_frame shown; /* what the terminal shows */
        struct tui_frame next;
        struct tui_bytes bytes;
} out = {.fd = -1, .terminal = -1, .null = -1};

/* The terminfo string cap is absent or exactly one of the ANSI forms. */
static bool cap_is(const char *cap, const char *const *forms, bool may_lack)
{
        char name[16];
        const char *s;
        int i;

        snprintf(name, sizeof name, "%s", cap);
        s = tigetstr(name);
        if (s == NULL || s == (char *)-1 || !*s)
                return may_lack;
        for (i = 0; forms[i]; i++)
                if (strcmp(s, forms[i]) == 0)
                        return true;
        return false;
}

/* The terminal places the cursor, draws attributes and colours with the
 * ANSI sequences frame.c writes, and wraps as xterm does (am, xenl). */
static bool terminal_speaks_ansi(void)
{
        static const char *const cup[] = {"\033[%i%p1%d;%p2%dH", NULL};
        static const char *const bold[] = {"\033[1m", NULL};
        static const char *const dim[] = {"\033[2m", NULL};
        static const char *const smul[] = {"\033[4m", NULL};
        static const char *const blink[] = {"\033[5m", NULL};
        static const char *const rev[] = {"\033[7m", NULL};
        static const char *const invis[] = {"\033[8m", NULL};
        static const char *const setaf[] = {
            "\033[3%p1%dm",
            "\033[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m", NULL};
        static const char *const setab[] = {
            "\033[4%p1%dm",
            "\033[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m", NULL};
        char am[] = "am", xenl[] = "xenl";

        return cap_is("cup", cup, false) && cap_is("bold", bold, true) &&
               cap_is("dim", dim, true) && cap_is("smul", smul, true) &&
               cap_is("blink", blink, true) && cap_is("rev", rev, true) &&
               cap_is("invis", invis, true) && cap_is("setaf", setaf, true) &&
               cap_is("setab", setab, true) && tigetflag(am) > 0 && tigetflag(xenl) > 0;
}

void tui_output_start(FILE *tty)
{
        const char *mode = getenv("TABLETOP_OUTPUT");

        tui_output_stop();
        if ((mode && strcmp(mode, "curses") == 0) || !terminal_speaks_ansi())
                return;
        out.fd = fileno(tty);
        out.null = open("/dev/null", O_WRONLY | O_CLOEXEC);
        out.terminal = out.fd >= 0 ? fcntl(out.fd, F_DUPFD_CLOEXEC, 3) : -1;
        if (out.null < 0 || out.terminal < 0 ||
            tui_frame_resize(&out.shown, LINES, COLS) != 0) {
                tui_output_stop();
                return;
        }
        /* curses's first update has cleared the screen: blanks are shown */
        out.own = true;
}

void tui_output_stop(void)
{
        if (out.null >= 0)
                close(out.null);
        if (out.terminal >= 0)
                close(out.terminal);
        out.null = out.terminal = out.fd = -1;
        tui_frame_free(&out.shown);
        tui_frame_free(&out.next);
        tui_bytes_free(&out.bytes);
        out.own = false;
}

bool tui_output_own(void)
{
        return out.own;
}

static uint8_t cell_attrs(attr_t a)
{
        uint8_t c = 0;

        if (a & A_BOLD)
                c |= TUI_CELL_BOLD;
        if (a & A_DIM)
                c |= TUI_CELL_DIM;
#ifdef A_ITALIC
        if (a & A_ITALIC)
                c |= TUI_CELL_ITALIC;
#endif
        if (a & A_UNDERLINE)
                c |= TUI_CELL_UNDERLINE;
        if (a & A_BLINK)
                c |= TUI_CELL_BLINK;
        if (a & (A_REVERSE | A_STANDOUT)) /* xterm's smso is rev */
                c |= TUI_CELL_REVERSE;
        if (a & A_INVIS)
                c |= TUI_CELL_INVIS;
        return c;
}

/* The line-drawing set's letters (A_ALTCHARSET) as Unicode. */
static wchar_t alt_char(wchar_t c)
{
        static const char from[] = "jklmnqtuvwx~`a";
        static const wchar_t to[] = L"┘┐┌└┼─├┤┴┬│·◆▒";
        const char *p = c > 0 && c < 128 ? strchr(from, (int)c) : NULL;

        return p ? to[p - from] : c;
}

/* stdscr's cells into out.next: every line, or (with all false, the
 * frame shown of the same size) only the lines drawn on since the last
 * update, the others being as shown. */
static int read_screen(bool all)
{
        int rows = getmaxy(stdscr), cols = getmaxx(stdscr), y, x;
        short last_pair = -1, fg = -1, bg = -1;

        if (out.next.rows != rows || out.next.cols != cols)
                if (tui_frame_resize(&out.next, rows, cols) != 0)
                        return -1;
        for (y = 0; y < rows; y++) {
                bool right_half = false;
                if (!all && !is_linetouched(stdscr, y)) {
                        memcpy(tui_frame_at(&out.next, y, 0),
                               tui_frame_at(&out.shown, y, 0),
                               (size_t)cols * sizeof *out.next.cells);
                        continue;
                }
                for (x = 0; x < cols; x++) {
                        struct tui_cell *c = tui_frame_at(&out.next, y, x);
                        cchar_t cc;
                        wchar_t wch[CCHARW_MAX + 1];
                        attr_t a = 0;
                        short pair = 0;
                        int i;
                        tui_cell_blank(c);
                        if (mvwin_wch(stdscr, y, x, &cc) == ERR ||
                            getcchar(&cc, wch, &a, &pair, NULL) == ERR) {
                                right_half = false;
                                continue;
                        }
                        if (pair != last_pair) {
                                fg = bg = -1;
                                if (pair > 0 && pair_content(pair, &fg, &bg) == ERR)
                                        fg = bg = -1;
                                last_pair = pair;
                        }
                        c->attrs = cell_attrs(a);
                        c->fg = fg;
                        c->bg = bg;
                        if (right_half) {
                                /* the right half of the wide character before */
                                c->ch[0] = 0;
                                right_half = false;
                                continue;
                        }
                        for (i = 0; i < TUI_CELL_CHARS && i < CCHARW_MAX && wch[i]; i++)
                                c->ch[i] = (a & A_ALTCHARSET) && i == 0 ? alt_char(wch[i])
                                                                        : wch[i];
                        if (i < TUI_CELL_CHARS)
                                c->ch[i] = 0;
                        if (i == 0) {
                                c->ch[0] = L' ';
                                c->ch[1] = 0;
                        }
                        right_half = wcwidth(c->ch[0]) == 2 && x + 1 < cols;
                }
        }
        return 0;
}

static void write_all(int fd, const char *data, size_t len)
{
        while (len > 0) {
                ssize_t n = write(fd, data, len);
                if (n < 0) {
                        if (errno == EINTR)
                                continue;
                        return; /* the terminal is gone: the hang-up says so */
                }
                data += n;
                len -= (size_t)n;
        }
}

/* fd made a copy of to (dup2), tried again when interrupted or busy. */
static int point(int to, int fd)
{
        int rc;

        while ((rc = dup2(to, fd)) < 0 && (errno == EINTR || errno == EBUSY))
                ;
        return rc < 0 ? -1 : 0;
}

void tui_refresh(void)
{
        bool clear;
        int cy, cx;

        tui_screen_follow_size(); /* a frame for the size the terminal has */
        if (!out.own) {
                refresh();
                return;
        }
        clear = is_cleared(stdscr) || is_cleared(curscr) || isendwin() ||
                out.shown.rows != getmaxy(stdscr) || out.shown.cols != getmaxx(stdscr);
        getyx(stdscr, cy, cx);
        if (read_screen(clear) != 0) {
                wmove(stdscr, cy, cx);
                refresh(); /* curses writes it; all is written again next time */
                tui_frame_resize(&out.shown, 0, 0);
                return;
        }
        wmove(stdscr, cy, cx);
        wnoutrefresh(stdscr);
        /* curses's update, kept in step but not written */
        if (point(out.null, out.fd) != 0) {
                doupdate(); /* written after all: the terminal shows next */
                tui_frame_resize(&out.shown, 0, 0);
                return;
        }
        doupdate();
        if (point(out.terminal, out.fd) != 0) {
                /* cannot happen with both descriptors open; were it to,
                 * curses's output would go nowhere from now on */
                tui_output_stop();
                return;
        }
        out.bytes.len = 0;
        out.bytes.failed = false;
        out.next.cursor_row = is_leaveok(stdscr) ? -1 : cy;
        out.next.cursor_col = is_leaveok(stdscr) ? -1 : cx;
        tui_frame_diff(&out.shown, &out.next, clear, &out.bytes);
        if (out.bytes.failed) {
                /* out of memory: curses repaints the whole screen */
                clearok(curscr, TRUE);
                refresh();
                tui_frame_resize(&out.shown, 0, 0);
                return;
        }
        write_all(out.fd, out.bytes.data, out.bytes.len);
        {
                struct tui_frame t = out.shown;
                out.shown = out.next;
                out.next = t;
        }
}
