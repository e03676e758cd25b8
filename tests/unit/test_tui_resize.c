/* test_tui_resize.c: a resize that comes while a screen is being drawn is
 * followed (src/tui/kit/screen.c, event.c, output.c). curses used to read
 * the new size from the descriptor it writes to, which output.c points at
 * /dev/null while curses updates: the size was lost, and the screen stayed
 * laid out for the old one (a projector's frame wrapped on a laptop's
 * window). Each case runs the screen in a child on a pseudo-terminal of its
 * own, the child's controlling terminal, and changes its size at the chosen
 * moment; the parent reads what the screen writes and the child's verdict.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "tui/kit/event.h"
#include "tui/kit/output.h"
#include "tui/kit/screen.h"

#include <curses.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

/* What the child found, as its exit status. */
enum verdict {
        V_OK = 0,
        V_SETUP = 10,   /* no terminal, no screen */
        V_START_SIZE,   /* the screen did not start at the terminal's size */
        V_NO_RESIZE,    /* no TUI_EV_RESIZE came within 2 s */
        V_WRONG_SIZE,   /* the resize came, with the old size */
        V_STALE_REPORT, /* a second resize reported, with nothing changed */
};

static void set_size(int fd, int rows, int cols)
{
        struct winsize ws = {.ws_row = (unsigned short)rows,
                             .ws_col = (unsigned short)cols};
        ioctl(fd, TIOCSWINSZ, &ws);
}

/* The child: a screen on the terminal slave, 60x200; the size changes to
 * 24x80 after the drawing and before tui_refresh (during_draw), or while
 * waiting for events. */
static int child(const char *slave, const char *home, bool during_draw)
{
        struct tui_event ev;
        int fd, i;

        if (setsid() < 0)
                return V_SETUP;
        fd = open(slave, O_RDWR); /* the session's controlling terminal */
        if (fd < 0)
                return V_SETUP;
        dup2(fd, 0);
        dup2(fd, 1);
        dup2(fd, 2);
        set_size(0, 60, 200);
        setenv("TERM", "xterm-256color", 1);
        unsetenv("LINES");
        unsetenv("COLUMNS");
        setenv("XDG_STATE_HOME", home, 1);
        setenv("XDG_DATA_HOME", home, 1);
        setenv("XDG_CONFIG_HOME", home, 1);
        if (tui_start(NULL) != 0)
                return V_SETUP;
        if (LINES != 60 || COLS != 200) {
                tui_stop();
                return V_START_SIZE;
        }
        mvaddstr(0, 0, "a frame for 200 columns");
        if (during_draw)
                set_size(0, 24, 80); /* the kernel sends SIGWINCH now */
        tui_refresh();
        if (!during_draw)
                set_size(0, 24, 80);
        for (i = 0; i < 20; i++) {
                tui_next_event(&ev, 100);
                if (ev.type == TUI_EV_RESIZE)
                        break;
        }
        if (ev.type != TUI_EV_RESIZE) {
                tui_stop();
                return V_NO_RESIZE;
        }
        if (LINES != 24 || COLS != 80) {
                tui_stop();
                return V_WRONG_SIZE;
        }
        /* the screen lays out again and draws; nothing changes after it */
        clear();
        mvaddstr(0, 0, "a frame for 80 columns");
        tui_refresh();
        for (i = 0; i < 3; i++) {
                tui_next_event(&ev, 100);
                if (ev.type == TUI_EV_RESIZE && (LINES != 24 || COLS != 80)) {
                        tui_stop();
                        return V_STALE_REPORT;
                }
        }
        tui_stop();
        return V_OK;
}

/* Runs child() on a new pseudo-terminal; its exit status. */
static int run_child(bool during_draw)
{
        char home[] = "/tmp/tabletop-resize-XXXXXX";
        char buf[4096];
        int master, status = -1;
        pid_t pid;

        assert_non_null(mkdtemp(home));
        master = posix_openpt(O_RDWR | O_NOCTTY);
        assert_true(master >= 0);
        assert_int_equal(grantpt(master), 0);
        assert_int_equal(unlockpt(master), 0);
        const char *slave = ptsname(master);
        assert_non_null(slave);
        char slave_path[256];
        snprintf(slave_path, sizeof slave_path, "%s", slave);
        fflush(NULL);
        pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                close(master);
                _exit(child(slave_path, home, during_draw));
        }
        /* read what the screen writes, so that it never blocks, until the
         * child ends */
        for (;;) {
                struct pollfd p = {master, POLLIN, 0};
                if (waitpid(pid, &status, WNOHANG) == pid)
                        break;
                if (poll(&p, 1, 100) > 0 && read(master, buf, sizeof buf) <= 0) {
                        waitpid(pid, &status, 0);
                        break;
                }
        }
        close(master);
        char made[sizeof home + 16];
        snprintf(made, sizeof made, "%s/tabletop", home); /* made by tui_start */
        rmdir(made);
        assert_int_equal(rmdir(home), 0); /* nothing else was written there */
        assert_true(WIFEXITED(status));
        return WEXITSTATUS(status);
}

static void resize_during_the_drawing_is_followed(void **state)
{
        (void)state;
        assert_int_equal(run_child(true), V_OK);
}

static void resize_while_waiting_is_followed(void **state)
{
        (void)state;
        assert_int_equal(run_child(false), V_OK);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(resize_during_the_drawing_is_followed),
            cmocka_unit_test(resize_while_waiting_is_followed),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
