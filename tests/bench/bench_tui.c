/* bench_tui.c: how many bytes the front end writes to the terminal. Runs
 * `quixo --start` in a pseudo-terminal (forkpty, 80x24, xterm-256color),
 * plays a scripted two-player game by keys (arrows and Enter) and prints
 * the bytes written for the first screen, per cursor key and per move.
 * Figures only, no assertions: curses should send only what changed. */
#include <stdbool.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

static int master = -1;

/* Reads until the terminal has been quiet for quiet_ms; returns the bytes. */
static long drain(int quiet_ms)
{
        char buf[8192];
        long total = 0;
        struct pollfd pfd = {.fd = master, .events = POLLIN};

        for (;;) {
                int r = poll(&pfd, 1, quiet_ms);
                ssize_t n;
                if (r <= 0)
                        return total;
                n = read(master, buf, sizeof buf);
                if (n <= 0)
                        return total;
                total += n;
        }
}

static long send_key(const char *seq, int quiet_ms)
{
        size_t len = strlen(seq);
        if (write(master, seq, len) != (ssize_t)len)
                return -1;
        return drain(quiet_ms);
}

/* Cursor tracking on the board as seen from South: row 0 = rank 5. */
static int cur_row = 4, cur_col = 2;
static long key_bytes, key_count;
/* The same split by phase: choosing a cube, or moving over the ends with
 * the board previewed. */
static long pick_key_bytes, pick_key_count;

static void go(const char *sq)
{
        int row = 5 - (sq[1] - '0'), col = sq[0] - 'a';
        while (cur_row != row || cur_col != col) {
                const char *k;
                if (cur_row < row) {
                        k = "\033OB";
                        cur_row++;
                } else if (cur_row > row) {
                        k = "\033OA";
                        cur_row--;
                } else if (cur_col < col) {
                        k = "\033OC";
                        cur_col++;
                } else {
                        k = "\033OD";
                        cur_col--;
                }
                key_bytes += send_key(k, 60);
                key_count++;
        }
}

static void set_cursor(const char *sq)
{
        cur_row = 5 - (sq[1] - '0');
        cur_col = sq[0] - 'a';
}

int main(int argc, char **argv)
{
        struct winsize ws = {.ws_row = 24, .ws_col = 80};
        char prog[PATH_MAX], dir[] = "/tmp/bench-tui.XXXXXX";
        const char *slash = strrchr(argv[0], '/');
        long first, move_bytes = 0, pick_bytes = 0;
        int moves = 0, i, status;
        pid_t pid;

        (void)argc;
        /* The program is $BUILD/tabletop; this binary is $BUILD/bench/. */
        snprintf(prog, sizeof prog, "%.*s/../tabletop",
                 slash ? (int)(slash - argv[0]) : 1, slash ? argv[0] : ".");
        if (access(prog, X_OK) != 0) {
                fprintf(stderr, "bench_tui: %s not found\n", prog);
                return 1;
        }
        if (!mkdtemp(dir)) {
                perror("bench_tui: mkdtemp");
                return 1;
        }
        pid = forkpty(&master, NULL, NULL, &ws);
        if (pid < 0) {
                perror("bench_tui: forkpty");
                return 1;
        }
        if (pid == 0) {
                setenv("TERM", "xterm-256color", 1);
                setenv("LANG", "C.UTF-8", 1);
                setenv("LC_ALL", "C.UTF-8", 1);
                setenv("HOME", dir, 1);
                setenv("XDG_CONFIG_HOME", dir, 1);
                setenv("XDG_STATE_HOME", dir, 1);
                unsetenv("NO_COLOR");
                execl(prog, "quixo", "--start", "--name", "x=Ana", "--name", "o=Ben",
                      (char *)NULL);
                _exit(127);
        }
        first = drain(400);

        /* X fills column a (a1 to a5), O column e (e1 to e5); X wins on
         * its fifth push. After taking a cube the cursor jumps to the
         * first end: e1 for a1, a1 for e1. */
        for (i = 0; i < 9; i++) {
                bool x = i % 2 == 0;
                {
                        long b0 = key_bytes, k0 = key_count;
                        go(x ? "a1" : "e1");
                        pick_key_bytes += key_bytes - b0;
                        pick_key_count += key_count - k0;
                }
                {
                        long b = send_key("\r", 80);
                        if (getenv("BENCH_TUI_VERBOSE"))
                                fprintf(stderr, "pick %d: %ld\n", i + 1, b);
                        pick_bytes += b;
                }
                set_cursor(x ? "e1" : "a1");
                go(x ? "a5" : "e5");
                {
                        long b = send_key("\r", 120);
                        if (getenv("BENCH_TUI_VERBOSE"))
                                fprintf(stderr, "move %d: %ld\n", i + 1, b);
                        move_bytes += b;
                }
                moves++;
        }
        send_key("q", 80);
        send_key("y", 80);
        send_key("q", 80);
        drain(300);
        kill(pid, SIGTERM);
        waitpid(pid, &status, 0);
        close(master);
        {
                char cmd[sizeof dir + 16];
                snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
                if (system(cmd) != 0)
                        fprintf(stderr, "bench_tui: could not remove %s\n", dir);
        }

        printf("bench_tui: 80x24 xterm-256color, scripted two-player game of %d moves\n",
               moves);
        printf("  first screen:        %6ld bytes\n", first);
        printf("  per cursor key:      %6.1f bytes (%ld keys)\n",
               key_count ? (double)key_bytes / key_count : 0.0, key_count);
        printf("    choosing a cube:   %6.1f bytes (%ld keys)\n",
               pick_key_count ? (double)pick_key_bytes / pick_key_count : 0.0,
               pick_key_count);
        printf("    over the ends:     %6.1f bytes (%ld keys, board previewed)\n",
               key_count > pick_key_count
                   ? (double)(key_bytes - pick_key_bytes) / (key_count - pick_key_count)
                   : 0.0,
               key_count - pick_key_count);
        printf("  per cube taken:      %6.1f bytes (Enter, ends highlighted)\n",
               moves ? (double)pick_bytes / moves : 0.0);
        printf("  per move played:     %6.1f bytes (Enter on an end)\n",
               moves ? (double)move_bytes / moves : 0.0);
        printf("  whole move by keys:  %6.1f bytes\n",
               moves ? (double)(key_bytes + pick_bytes + move_bytes) / moves : 0.0);
        return 0;
}
