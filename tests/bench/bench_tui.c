/* bench_tui.c: how many bytes the front end writes to the terminal. Runs
 * the program in a pseudo-terminal (forkpty, 80x24, xterm-256color) and
 * prints the bytes written for the first screen, per cursor key and per
 * move: `quixo --start`, a scripted two-player game played by keys (arrows
 * and Enter); then `thaayam --dice physical`, scripted turns of typed
 * throws and typed actions. Figures only, each beside its aim where issue
 * 27 set one (no assertions): curses should send only what changed. Both
 * ways of writing the screen are measured in one run: curses's own output
 * (TABLETOP_OUTPUT=curses) and the program's (tui/kit/frame.c). */
#include <stdbool.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

static int master = -1;
/* The first bytes of the last drain, for checks that the script still
 * plays what it means to (a game that ends as planned). */
static char last_out[16384];
static size_t last_len;

/* Reads until the terminal has been quiet for quiet_ms; returns the bytes. */
static long drain(int quiet_ms)
{
        char buf[8192];
        long total = 0;
        struct pollfd pfd = {.fd = master, .events = POLLIN};

        last_len = 0;
        last_out[0] = '\0';
        for (;;) {
                int r = poll(&pfd, 1, quiet_ms);
                ssize_t n;
                if (r <= 0)
                        return total;
                n = read(master, buf, sizeof buf);
                if (n <= 0)
                        return total;
                if (last_len + (size_t)n < sizeof last_out) {
                        memcpy(last_out + last_len, buf, (size_t)n);
                        last_len += (size_t)n;
                        last_out[last_len] = '\0';
                }
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
                long b = send_key(k, 60);
                if (getenv("BENCH_TUI_VERBOSE"))
                        fprintf(stderr, "key %s: %ld\n", k + 2, b);
                key_bytes += b;
                key_count++;
        }
}

/* The aims of issue 27: bytes per cursor key and per move played. */
enum { AIM_KEY = 100, AIM_MOVE = 450 };

/* " (aim <= N)", with "not met" when the figure is above it. */
static const char *aim(double figure, int limit)
{
        static char buf[4][48];
        static int k;
        char *b = buf[k++ % 4];
        snprintf(b, sizeof buf[0], "  aim <= %d%s", limit,
                 figure > limit ? ": not met" : "");
        return b;
}

static char prog[PATH_MAX], dir[] = "/tmp/bench-tui.XXXXXX";
/* TABLETOP_OUTPUT for the program: "curses" for curses's own output, NULL
 * for the program's writer (tui/kit/output.h). */
static const char *output_mode;

/* Starts the program in a new pseudo-terminal with a clean environment;
 * returns its pid, or -1. */
static pid_t start_program(char *const args[])
{
        struct winsize ws = {.ws_row = 24, .ws_col = 80};
        pid_t pid = forkpty(&master, NULL, NULL, &ws);

        if (pid < 0) {
                perror("bench_tui: forkpty");
                return -1;
        }
        if (pid == 0) {
                setenv("TERM", "xterm-256color", 1);
                setenv("LANG", "C.UTF-8", 1);
                setenv("LC_ALL", "C.UTF-8", 1);
                setenv("HOME", dir, 1);
                setenv("XDG_CONFIG_HOME", dir, 1);
                setenv("XDG_STATE_HOME", dir, 1);
                setenv("XDG_DATA_HOME", dir, 1);
                unsetenv("NO_COLOR");
                if (output_mode)
                        setenv("TABLETOP_OUTPUT", output_mode, 1);
                else
                        unsetenv("TABLETOP_OUTPUT");
                execv(prog, args);
                _exit(127);
        }
        return pid;
}

/* CPU time (user and system, ms) the program used, from stop_program. */
static double program_cpu_ms;

static void stop_program(pid_t pid)
{
        int status;
        struct rusage ru;

        drain(300);
        kill(pid, SIGTERM);
        memset(&ru, 0, sizeof ru);
        wait4(pid, &status, 0, &ru);
        program_cpu_ms = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000.0 +
                         (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000.0;
        close(master);
        master = -1;
}

static int bench_quixo(void)
{
        char *const args[] = {"quixo",  "--start", "--name", "x=Ana",
                              "--name", "o=Ben",   NULL};
        long first, move_bytes = 0, pick_bytes = 0;
        int moves = 0, i;
        pid_t pid;

        cur_row = 4;
        cur_col = 2;
        key_bytes = key_count = pick_key_bytes = pick_key_count = 0;
        pid = start_program(args);
        if (pid < 0)
                return 1;
        first = drain(400);
        /* X fills column a (a1 to a5), O column e (e1 to e5); X wins on
         * its fifth push. The cursor stays on the cube taken (since the
         * taken cube is framed, not filled: before, it jumped to the
         * first end and this script, still going from there, took cubes
         * again instead of playing). */
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
                go(x ? "a5" : "e5");
                {
                        long b = send_key("\r", 120);
                        if (getenv("BENCH_TUI_VERBOSE"))
                                fprintf(stderr, "move %d: %ld\n", i + 1, b);
                        move_bytes += b;
                }
                moves++;
        }
        /* the last push makes X's line of five: the result is said */
        bool won = strstr(last_out, "wins") != NULL;
        send_key("q", 80);
        send_key("y", 80);
        send_key("q", 80);
        stop_program(pid);

        printf("bench_tui: 80x24 xterm-256color, scripted two-player game of %d moves\n",
               moves);
        printf("  first screen:        %6ld bytes\n", first);
        if (!won)
                printf("  (the game did not end as the script plans: the figures "
                       "below measure something else)\n");
        printf("  per cursor key:      %6.1f bytes (%ld keys)%s\n",
               key_count ? (double)key_bytes / key_count : 0.0, key_count,
               aim(key_count ? (double)key_bytes / key_count : 0.0, AIM_KEY));
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
        printf("  per move played:     %6.1f bytes (Enter on an end)%s\n",
               moves ? (double)move_bytes / moves : 0.0,
               aim(moves ? (double)move_bytes / moves : 0.0, AIM_MOVE));
        printf("  whole move by keys:  %6.1f bytes\n",
               moves ? (double)(key_bytes + pick_bytes + move_bytes) / moves : 0.0);
        printf("  program's CPU time:  %6.0f ms (the whole script)\n", program_cpu_ms);
        return 0;
}

/* Typed text, one key at a time (as a person types it); returns the bytes. */
static long type_text(const char *text, int quiet_ms)
{
        long total = 0;
        char key[2] = {0, 0};

        for (; *text; text++) {
                key[0] = *text;
                total += send_key(key, quiet_ms);
        }
        return total;
}

/* Thaayam with physical dice (typed scores), two players, South first:
 * every turn throws 1 then 2; the first turn enters piece 1 and moves it
 * by the 2, later turns move it by 1 and by 2. Cursor keys go right and
 * back on the board in every move phase. When every score is used the turn
 * passes by itself after a pause (DONE_PAUSE_MS of thaayam_play.c), which
 * the script waits out. */
static int bench_thaayam(void)
{
        char *const args[] = {"thaayam", "--players", "2",       "--first",   "s",
                              "--dice",  "physical",  "--start", (char *)NULL};
        static const char *const arrows[] = {"\033OC", "\033OC", "\033OD", "\033OD"};
        long first, throw_bytes = 0, action_bytes = 0, cursor_bytes = 0;
        int turns = 0, throws = 0, actions = 0, cursor_keys = 0;
        pid_t pid = start_program(args);

        if (pid < 0)
                return 1;
        first = drain(400);
        for (int t = 0; t < 8; t++) {
                const char *plan[2] = {t < 2 ? ":enter1\r" : ":1+1\r", ":1+2\r"};
                throw_bytes += send_key("1", 80);
                throw_bytes += send_key("2", 120);
                throws += 2;
                for (int k = 0; k < 4; k++) {
                        cursor_bytes += send_key(arrows[k], 60);
                        cursor_keys++;
                }
                for (int a = 0; a < 2; a++) {
                        action_bytes += type_text(plan[a], a == 1 ? 200 : 80);
                        actions++;
                }
                action_bytes += drain(1700); /* the turn passes by itself */
                turns++;
        }
        send_key("q", 80);
        send_key("y", 80);
        send_key("q", 80);
        stop_program(pid);

        printf("bench_tui: 80x24 xterm-256color, Thaayam with typed throws, %d turns\n",
               turns);
        printf("  first screen:        %6ld bytes\n", first);
        printf("  per cursor key:      %6.1f bytes (%d keys)%s\n",
               cursor_keys ? (double)cursor_bytes / cursor_keys : 0.0, cursor_keys,
               aim(cursor_keys ? (double)cursor_bytes / cursor_keys : 0.0, AIM_KEY));
        printf("  per throw:           %6.1f bytes (%d throws typed)\n",
               throws ? (double)throw_bytes / throws : 0.0, throws);
        printf(
            "  per action:          %6.1f bytes (%d actions, typed with : and Enter)\n",
            actions ? (double)action_bytes / actions : 0.0, actions);
        printf("  program's CPU time:  %6.0f ms (the whole script)\n", program_cpu_ms);
        return 0;
}

int main(int argc, char **argv)
{
        const char *slash = strrchr(argv[0], '/');
        int rc;

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
        /* side by side: the same scripts with curses's own output, then
         * with the program's */
        printf("bench_tui: curses's own output (TABLETOP_OUTPUT=curses)\n");
        output_mode = "curses";
        rc = bench_quixo() || bench_thaayam();
        printf("bench_tui: the program's output (tui/kit/frame.c)\n");
        output_mode = NULL;
        rc = rc || bench_quixo() || bench_thaayam();
        {
                char cmd[sizeof dir + 16];
                snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
                if (system(cmd) != 0)
                        fprintf(stderr, "bench_tui: could not remove %s\n", dir);
        }
        return rc;
}
