/* bench_net.c: many hosted games at once (src/net/host.c). G hosting
 * processes, each forked on its own socket of a temporary rendezvous
 * folder, serve two-player Quixo to 4 clients each (players x and o, two
 * watchers), all driven from this process by one poll() loop. For a
 * bounded time the player to move plays a random legal action taken from
 * its copy of the game (one that would end it only when every action
 * would; the players keep their copies by playing the host's "act" lines,
 * as a terminal does), and the time from that send to the moment the last
 * of the game's 4 clients has the action is measured. A game that ends stops. Prints
 * moves per second, memory and CPU time of the hosting processes, and the
 * latency; never asserts anything about speed.
 * Usage: bench_net [GAMES [SECONDS [PAUSE_MS]]]
 *   defaults 200 games, 10 s of play, about 1000 ms between a game's moves
 *   (0.5 to 1.5 times, at random; the first move at a random moment of the
 *   first pause), a quick player's pace; PAUSE_MS 0 plays at full speed:
 *   every game's next move as soon as the last one has reached its 4
 *   clients, which measures the most moves per second (there the latency
 *   is the queue of 200 moves always under way). */
#include "net/host.h"
#include "net/rendezvous.h"
#include "net/wire.h"
#include "record/record.h"
#include "session/session.h"
#include "tt_rng.h"

#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

enum {
        GAMES_DEFAULT = 200,
        SECONDS_DEFAULT = 10,
        GAMES_MAX = 4000,
        SECONDS_MAX = 600,
        PAUSE_MAX = 60000,
        PAUSE_DEFAULT = 1000,
        CLIENTS = 4,              /* per game: x, o and two watchers */
        FDS_SPARE = 64,           /* descriptors beside the clients' */
        IDLE_MS = 3000,           /* a host nobody is connected to stops after this */
        JOIN_MS = 20000,          /* the most time for every client to join */
        DRAIN_MS = 2000,          /* after the play time: moves still under way */
        REAP_MS = IDLE_MS + 5000, /* then the hosts that did not stop are ended */
        LATENCIES_MAX = 1 << 22,
};

enum { C_X, C_O, C_W1, C_W2 };

enum game_state {
        G_JOINING, /* hellos sent, waiting for the 4 welcomes */
        G_SYNCING, /* a marker sent on each client: its answer ends the joins' games */
        G_READY,   /* every client has the game: waiting for the start */
        G_PENDING, /* a move sent, waiting for the 4 copies of the new game */
        G_WAITING, /* the pause between two moves */
        G_STOPPED, /* the play time is over */
        G_OVER,    /* the game ended: its clients left */
        G_FAILED,  /* a client was refused or dropped, or the host is gone */
};

struct client {
        struct net_conn c;
        int game, role;
        bool open;
        bool synced;
        long news;            /* actions received since the marker's answer */
        struct session *view; /* players: their copy of the game */
        size_t record_len;    /* the last whole record received */
};

struct game {
        pid_t pid;
        bool reaped;
        enum game_state state;
        int welcomed, synced, got;
        long sent;        /* moves sent */
        double resume_at; /* G_WAITING: the next move is sent then */
        double sent_at;
        struct rusage ru;
};

static struct game *games;
static struct client *clients;
static int ngames;
static char dir[64];
static volatile sig_atomic_t interrupted;
static tt_rng rng;

static double *latencies;
static size_t nlat, cap_lat;
static long extra_news, refused_moves, failed_games, over_games;
static double play_until;
static bool playing;
static long pause_ms = PAUSE_DEFAULT;

static double now_s(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void on_signal(int sig)
{
        (void)sig;
        interrupted = 1;
}

/* ------------------------------------------------------------ the hosts */

/* Ends and reaps every host still running: first they are given time to
 * stop by themselves (idle), then SIGTERM, then SIGKILL. */
static void reap_hosts(double patience)
{
        double until = now_s() + patience;
        int sig = SIGTERM;

        for (;;) {
                int left = 0;
                for (int i = 0; i < ngames; i++) {
                        struct game *g = &games[i];
                        if (g->pid <= 0 || g->reaped)
                                continue;
                        if (wait4(g->pid, NULL, WNOHANG, &g->ru) == g->pid)
                                g->reaped = true;
                        else
                                left++;
                }
                if (left == 0)
                        return;
                if (now_s() >= until) {
                        for (int i = 0; i < ngames; i++)
                                if (games[i].pid > 0 && !games[i].reaped)
                                        kill(games[i].pid, sig);
                        if (sig == SIGKILL) {
                                for (int i = 0; i < ngames; i++)
                                        if (games[i].pid > 0 && !games[i].reaped &&
                                            wait4(games[i].pid, NULL, 0, &games[i].ru) ==
                                                games[i].pid)
                                                games[i].reaped = true;
                                return;
                        }
                        sig = SIGKILL;
                        until = now_s() + 1.0;
                }
                usleep(20000);
        }
}

static void close_client(struct client *cl)
{
        if (!cl->open)
                return;
        net_conn_free(&cl->c);
        cl->open = false;
}

static void remove_dir(void)
{
        char cmd[128];
        if (!dir[0])
                return;
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
        if (system(cmd) != 0)
                fprintf(stderr, "bench_net: could not remove %s\n", dir);
        dir[0] = '\0';
}

/* Closes every client, then ends and reaps every host. */
static void cleanup_clients_and_hosts(double patience)
{
        for (int i = 0; clients && i < ngames * CLIENTS; i++)
                close_client(&clients[i]);
        if (games)
                reap_hosts(patience);
}

/* The same, and removes the folder. */
static void cleanup(double patience)
{
        cleanup_clients_and_hosts(patience);
        remove_dir();
}

/* The records saved under the data folder <data>/tabletop. */
static int count_records(const char *data)
{
        char path[192];
        struct dirent *e;
        int n = 0;
        DIR *d;

        snprintf(path, sizeof path, "%s/tabletop", data);
        d = opendir(path);
        if (!d)
                return 0;
        while ((e = readdir(d)) != NULL) {
                size_t len = strlen(e->d_name);
                n += len > strlen(RECORD_EXT) &&
                     strcmp(e->d_name + len - strlen(RECORD_EXT), RECORD_EXT) == 0;
        }
        closedir(d);
        return n;
}

static void fail(const char *what, const char *why)
{
        fprintf(stderr, "bench_net: %s: %s\n", what, why);
        cleanup(0);
        exit(1);
}

/* The child: serves a new two-player Quixo game on fd until the game ends
 * and everyone left, or nobody is connected for IDLE_MS. */
static void host_child(int fd)
{
        struct session_settings set;
        struct net_host_options o;
        char why[256];
        struct session *s;

        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        signal(SIGHUP, SIG_DFL);
#ifdef __linux__
        prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
        if (getppid() == 1)
                _exit(2);
        session_settings_default(&set);
        snprintf(set.options, sizeof set.options, "players=2");
        s = session_new(&tt_quixo_ops, &set, 0, why, sizeof why);
        if (!s)
                _exit(3);
        net_host_options_default(&o);
        o.quiet = true;
        o.idle_ms = IDLE_MS;
        o.nseats = 2;
        o.seats[0] = (struct net_seat_rule){.id = 'x', .kind = NET_SEAT_REMOTE};
        o.seats[1] = (struct net_seat_rule){.id = 'o', .kind = NET_SEAT_REMOTE};
        o.watch = NET_WATCH_ANYONE;
        _exit(net_host_serve(s, &o, fd) == 0 ? 0 : 1);
}

static void start_hosts(void)
{
        char path[NET_PATH_MAX], name[NET_NAME_MAX + 1], why[256];

        for (int i = 0; i < ngames; i++) {
                snprintf(name, sizeof name, "g%d", i);
                if (net_socket_path(getuid(), name, true, path, sizeof path, why,
                                    sizeof why) != 0)
                        fail(name, why);
                int fd = net_listen(path, why, sizeof why);
                if (fd < 0)
                        fail(name, why);
                fflush(NULL);
                pid_t pid = fork();
                if (pid < 0)
                        fail("fork", strerror(errno));
                if (pid == 0)
                        host_child(fd);
                games[i].pid = pid;
                close(fd);
        }
}

/* ----------------------------------------------------------- the clients */

static void send_to(struct client *cl, const char *line)
{
        char why[256];
        if (!cl->open)
                return;
        if (net_conn_send(&cl->c, line) != 0 ||
            net_conn_flush(&cl->c, why, sizeof why) != 0)
                fail("send", cl->c.why[0] ? cl->c.why : why);
}

static void game_stops(struct game *g, enum game_state state)
{
        int k = (int)(g - games);
        g->state = state;
        if (state == G_FAILED)
                failed_games++;
        if (state == G_OVER)
                over_games++;
        if (state == G_OVER || state == G_FAILED)
                for (int c = 0; c < CLIENTS; c++)
                        close_client(&clients[k * CLIENTS + c]);
}

static void connect_clients(void)
{
        static const char *const hello[CLIENTS] = {"hello 2 play x", "hello 2 play o",
                                                   "hello 2 watch", "hello 2 watch"};
        char path[NET_PATH_MAX], name[NET_NAME_MAX + 1], why[256];

        for (int i = 0; i < ngames; i++) {
                snprintf(name, sizeof name, "g%d", i);
                if (net_socket_path(getuid(), name, false, path, sizeof path, why,
                                    sizeof why) != 0)
                        fail(name, why);
                for (int c = 0; c < CLIENTS; c++) {
                        struct client *cl = &clients[i * CLIENTS + c];
                        cl->game = i;
                        cl->role = c;
                        int fd = net_connect(path, getuid(), why, sizeof why);
                        if (fd < 0) {
                                fprintf(stderr, "bench_net: %s: %s\n", name, why);
                                game_stops(&games[i], G_FAILED);
                                break;
                        }
                        net_conn_init(&cl->c, fd, 0);
                        cl->open = true;
                        send_to(cl, hello[c]);
                }
        }
}

static void add_latency(double ms)
{
        if (nlat == cap_lat) {
                size_t cap = cap_lat ? cap_lat * 2 : 4096;
                double *p;
                if (cap > LATENCIES_MAX)
                        return;
                p = realloc(latencies, cap * sizeof *p);
                if (!p)
                        return;
                latencies = p;
                cap_lat = cap;
        }
        latencies[nlat++] = ms;
}

/* A random legal action of s into out. One that would end the game is
 * taken only when every action would: otherwise random games of Quixo end
 * after some 60 plies and the hosts would soon have nothing to do. */
static void pick(struct session *s, char *out, size_t size)
{
        char why[TT_REASON_MAX];
        struct tt_actions legal;
        size_t left;

        tt_actions_init(&legal);
        if (session_legal_actions(s, &legal) != 0 || legal.count == 0)
                fail("the host's game", "no legal action in a game that goes on");
        left = legal.count;
        for (;;) {
                size_t i = tt_rng_below(&rng, (uint32_t)left);
                bool ends = true;
                snprintf(out, size, "%s", legal.items[i]);
                if (left == 1 || session_play(s, out, 0, why, sizeof why) != 0)
                        break;
                ends = session_over(s);
                if (session_undo(s, 0, why, sizeof why) != 0)
                        break; /* cannot try another: play this one */
                if (!ends)
                        break;
                /* Never again: the last candidate takes its place. */
                char *tmp = legal.items[i];
                legal.items[i] = legal.items[left - 1];
                legal.items[left - 1] = tmp;
                left--;
        }
        tt_actions_free(&legal);
}

/* The player to move picks an action from its copy of the game (kept up
 * to date by the host's "act" lines, as a player's terminal does) and
 * sends it; an ended game stops. */
static void next_move(struct game *g)
{
        int k = (int)(g - games);
        char action[TT_ACTION_MAX], line[NET_LINE_MAX];
        struct client *mover;
        struct session *s = clients[k * CLIENTS + C_X].view;

        if (!playing || now_s() >= play_until || interrupted) {
                g->state = G_STOPPED;
                return;
        }
        if (!s)
                fail("the host's game", "no game received");
        if (session_over(s)) {
                game_stops(g, G_OVER);
                return;
        }
        mover = &clients[k * CLIENTS + (session_turn(s) == 'o' ? C_O : C_X)];
        pick(mover->view, action, sizeof action);
        snprintf(line, sizeof line, "play %s", action);
        g->state = G_PENDING;
        g->got = 0;
        g->sent++;
        g->sent_at = now_s();
        send_to(mover, line);
}

/* A whole record: a player's new copy of the game. */
static void take_record(struct client *cl, const struct net_msg *m)
{
        char why[TT_REASON_MAX];
        struct session *s = record_parse(m->blob, m->blob_len, 0, why, sizeof why);
        if (!s)
                fail("the host's game", why);
        session_free(cl->view);
        cl->view = s;
        cl->record_len = m->blob_len;
}

/* "act PLY ACTION ...": a player plays it on its copy. */
static void take_act(struct client *cl, const char *line)
{
        char word[NET_LINE_MAX], action[TT_ACTION_MAX], why[TT_REASON_MAX];
        unsigned long ply;
        if (sscanf(line, "act %lu %1023s", &ply, word) != 2 ||
            net_unquote(action, sizeof action, word) != 0)
                fail("the host's act line", line);
        if (cl->view && ply == session_ply_count(cl->view) + 1 &&
            session_play(cl->view, action, 0, why, sizeof why) != 0)
                fail("the host's action", why);
}

static void on_message(struct client *cl, const struct net_msg *m)
{
        struct game *g = &games[cl->game];

        if (m->blob) {
                if (cl->role == C_X || cl->role == C_O)
                        take_record(cl, m);
                if (cl->synced)
                        extra_news++; /* a whole game after a move: not expected */
                return;
        }
        if (strncmp(m->line, "act ", 4) == 0) {
                if (cl->role == C_X || cl->role == C_O)
                        take_act(cl, m->line);
                if (!cl->synced)
                        return;
                cl->news++;
                if (g->state != G_PENDING || cl->news > g->sent) {
                        extra_news++;
                        return;
                }
                if (cl->news == g->sent && ++g->got == CLIENTS) {
                        add_latency((now_s() - g->sent_at) * 1000.0);
                        if (pause_ms > 0) {
                                g->state = G_WAITING;
                                /* From half to one and a half times the
                                 * pause: the games do not move in step. */
                                g->resume_at =
                                    now_s() +
                                    (double)pause_ms / 1000.0 *
                                        (0.5 + tt_rng_below(&rng, 1001) / 1000.0);
                        } else {
                                next_move(g);
                        }
                }
                return;
        }
        if (strncmp(m->line, "welcome ", 8) == 0) {
                if (++g->welcomed == CLIENTS) {
                        /* Every join has been handled by the host: what it
                         * answers to this comes after every join's game. */
                        g->state = G_SYNCING;
                        for (int c = 0; c < CLIENTS; c++)
                                send_to(&clients[cl->game * CLIENTS + c], "mark");
                }
        } else if (strncmp(m->line, "error ", 6) == 0) {
                if (g->state == G_SYNCING && !cl->synced) {
                        cl->synced = true;
                        if (++g->synced == CLIENTS)
                                g->state = G_READY;
                        return;
                }
                refused_moves++;
                if (refused_moves == 1)
                        fprintf(stderr, "bench_net: g%d: %s\n", cl->game, m->line);
                game_stops(g, G_FAILED);
        } else if (strncmp(m->line, "bye", 3) == 0) {
                fprintf(stderr, "bench_net: g%d: %s\n", cl->game, m->line);
                game_stops(g, G_FAILED);
        }
}

static void serve_client(struct client *cl, short revents)
{
        char why[256];
        struct net_msg m;
        int rc;

        if (revents & POLLOUT) {
                if (net_conn_flush(&cl->c, why, sizeof why) != 0) {
                        game_stops(&games[cl->game], G_FAILED);
                        return;
                }
        }
        if (!(revents & (POLLIN | POLLHUP | POLLERR)))
                return;
        rc = net_conn_read(&cl->c, why, sizeof why);
        int next;
        while (cl->open && (next = net_conn_next(&cl->c, &m, why, sizeof why)) == 1)
                on_message(cl, &m);
        if (cl->open && (rc != 0 || next < 0)) {
                struct game *g = &games[cl->game];
                if (g->state != G_OVER && g->state != G_FAILED) {
                        fprintf(stderr, "bench_net: g%d: the host closed: %s\n", cl->game,
                                rc < 0 || next < 0 ? why : "end of file");
                        game_stops(g, G_FAILED);
                }
        }
}

/* One round of the poll loop over every open client. */
static void pump(int timeout_ms)
{
        static struct pollfd *fds;
        static int *map;
        int n = 0;

        if (!fds) {
                fds = calloc((size_t)ngames * CLIENTS, sizeof *fds);
                map = calloc((size_t)ngames * CLIENTS, sizeof *map);
                if (!fds || !map)
                        fail("memory", "out of memory");
        }
        for (int i = 0; i < ngames * CLIENTS; i++) {
                if (!clients[i].open)
                        continue;
                fds[n].fd = clients[i].c.fd;
                fds[n].events =
                    (short)(POLLIN | (net_conn_wants_write(&clients[i].c) ? POLLOUT : 0));
                fds[n].revents = 0;
                map[n++] = i;
        }
        if (n == 0) {
                usleep((useconds_t)timeout_ms * 1000);
                return;
        }
        if (poll(fds, (nfds_t)n, timeout_ms) < 0) {
                if (errno == EINTR)
                        return;
                fail("poll", strerror(errno));
        }
        for (int k = 0; k < n; k++)
                if (fds[k].revents && clients[map[k]].open)
                        serve_client(&clients[map[k]], fds[k].revents);
        if (pause_ms > 0) {
                double now = now_s();
                for (int i = 0; i < ngames; i++)
                        if (games[i].state == G_WAITING && now >= games[i].resume_at)
                                next_move(&games[i]);
        }
}

static int count_state(enum game_state state)
{
        int n = 0;
        for (int i = 0; i < ngames; i++)
                n += games[i].state == state;
        return n;
}

/* --------------------------------------------------------------- figures */

static long statm_rss_kib(pid_t pid)
{
        char path[64];
        long size, rss;
        FILE *f;

        if (pid > 0)
                snprintf(path, sizeof path, "/proc/%ld/statm", (long)pid);
        else
                snprintf(path, sizeof path, "/proc/self/statm");
        f = fopen(path, "r");
        if (!f)
                return -1;
        if (fscanf(f, "%ld %ld", &size, &rss) != 2)
                rss = -1;
        fclose(f);
        return rss < 0 ? -1 : rss * (sysconf(_SC_PAGESIZE) / 1024);
}

/* The proportional set size of a process (its own pages, and its share of
 * the pages it shares with others: libraries, pages still shared since the
 * fork) in KiB from /proc/PID/smaps_rollup, and in *own its private pages
 * (what one more game costs the machine); -1 where there is none. */
static long pss_kib(pid_t pid, long *own)
{
        char path[64], line[256];
        long kib = -1, v;
        FILE *f;

        *own = 0;
        snprintf(path, sizeof path, "/proc/%ld/smaps_rollup", (long)pid);
        f = fopen(path, "r");
        if (!f)
                return -1;
        while (fgets(line, sizeof line, f)) {
                if (sscanf(line, "Pss: %ld kB", &v) == 1)
                        kib = v;
                else if (sscanf(line, "Private_Clean: %ld kB", &v) == 1 ||
                         sscanf(line, "Private_Dirty: %ld kB", &v) == 1)
                        *own += v;
        }
        fclose(f);
        return kib;
}

/* The RSS of every host still running: the sum in KiB, their number. */
static long hosts_rss_kib(int *alive, long *pss, long *own)
{
        long sum = 0;
        *alive = 0;
        *pss = 0;
        *own = 0;
        for (int i = 0; i < ngames; i++) {
                long kib;
                if (games[i].pid <= 0 || games[i].reaped)
                        continue;
                kib = statm_rss_kib(games[i].pid);
                if (kib >= 0) {
                        long o, p = pss_kib(games[i].pid, &o);
                        sum += kib;
                        *pss += p > 0 ? p : 0;
                        *own += o;
                        (*alive)++;
                }
        }
        return sum;
}

static int by_value(const void *a, const void *b)
{
        double x = *(const double *)a, y = *(const double *)b;
        return x < y ? -1 : x > y;
}

static double percentile(double p)
{
        size_t i;
        if (nlat == 0)
                return 0;
        i = (size_t)(p * (double)(nlat - 1) + 0.5);
        return latencies[i < nlat ? i : nlat - 1];
}

/* Raises the descriptor limit to what the clients need, or lowers G. */
static void fit_descriptors(void)
{
        struct rlimit rl;
        rlim_t need = (rlim_t)ngames * CLIENTS + FDS_SPARE;

        if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
                return;
        if (rl.rlim_cur < need) {
                struct rlimit want = rl;
                want.rlim_cur = rl.rlim_max == RLIM_INFINITY || rl.rlim_max >= need
                                    ? need
                                    : rl.rlim_max;
                if (setrlimit(RLIMIT_NOFILE, &want) == 0)
                        rl = want;
        }
        if (rl.rlim_cur < need) {
                int fit = (int)((rl.rlim_cur - FDS_SPARE) / CLIENTS);
                if (rl.rlim_cur <= FDS_SPARE + CLIENTS)
                        fit = 0;
                printf("only %llu file descriptors: %d games instead of %d\n",
                       (unsigned long long)rl.rlim_cur, fit, ngames);
                ngames = fit;
        }
}

static long parse_arg(const char *text, long min, long max, const char *what)
{
        char *end;
        long v = strtol(text, &end, 10);
        if (*end || end == text || v < min || v > max) {
                fprintf(stderr, "bench_net: %s must be %ld to %ld\n", what, min, max);
                exit(2);
        }
        return v;
}

int main(int argc, char **argv)
{
        char data[128];
        double seconds = SECONDS_DEFAULT, t0, t_start, t_end, until;
        long peak_rss = 0, peak_pss = 0, peak_own = 0, bench_rss;
        int peak_alive = 0, want_games, tick = 50;
        struct sigaction sa;

        ngames = GAMES_DEFAULT;
        if (argc > 4) {
                fprintf(stderr, "usage: bench_net [GAMES [SECONDS [PAUSE_MS]]]\n");
                return 2;
        }
        if (argc > 1)
                ngames = (int)parse_arg(argv[1], 1, GAMES_MAX, "GAMES");
        if (argc > 2)
                seconds = (double)parse_arg(argv[2], 1, SECONDS_MAX, "SECONDS");
        if (argc > 3)
                pause_ms = parse_arg(argv[3], 0, PAUSE_MAX, "PAUSE_MS");
        tick = pause_ms > 0 && pause_ms < 50 ? (int)pause_ms : 50;
        want_games = ngames;
        fit_descriptors();
        if (ngames < 1) {
                fprintf(stderr, "bench_net: not enough file descriptors\n");
                return 1;
        }
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_signal;
        sigaction(SIGINT, &sa, NULL);
        sigaction(SIGTERM, &sa, NULL);
        sigaction(SIGHUP, &sa, NULL);
        signal(SIGPIPE, SIG_IGN);
        tt_rng_seed(&rng, 20261201);

        games = calloc((size_t)ngames, sizeof *games);
        clients = calloc((size_t)ngames * CLIENTS, sizeof *clients);
        if (!games || !clients) {
                fprintf(stderr, "bench_net: out of memory\n");
                return 1;
        }
        snprintf(dir, sizeof dir, "/tmp/tt-bench-net.XXXXXX");
        if (!mkdtemp(dir)) {
                dir[0] = '\0';
                fail("mkdtemp", strerror(errno));
        }
        snprintf(data, sizeof data, "%s/data", dir);
        setenv("TABLETOP_RUNDIR", dir, 1);
        setenv("XDG_DATA_HOME", data, 1); /* the hosts' saved records */

        printf("hosted games: %d games of two-player Quixo, %d clients each "
               "(2 players, 2 watchers), %.0f s of play, ",
               ngames, CLIENTS, seconds);
        if (pause_ms > 0)
                printf("about %ld ms between a game's moves\n", pause_ms);
        else
                printf("each move sent as soon as the last has reached every client\n");
        t0 = now_s();
        start_hosts();
        connect_clients();
        until = now_s() + JOIN_MS / 1000.0;
        while (!interrupted && now_s() < until &&
               count_state(G_READY) + count_state(G_FAILED) < ngames)
                pump(50);
        printf("joined: %d games ready in %.2f s (%d failed)\n", count_state(G_READY),
               now_s() - t0, count_state(G_FAILED));

        /* Play: at full speed every ready game at once; with a pause each
         * game's first move comes at a random moment of the first pause, as
         * people do not all move in the same millisecond. */
        playing = true;
        t_start = now_s();
        play_until = t_start + seconds;
        for (int i = 0; i < ngames; i++) {
                if (games[i].state != G_READY)
                        continue;
                if (pause_ms > 0) {
                        games[i].state = G_WAITING;
                        games[i].resume_at = t_start + (double)pause_ms / 1000.0 *
                                                           tt_rng_below(&rng, 1001) /
                                                           1000.0;
                } else {
                        next_move(&games[i]);
                }
        }
        peak_rss = hosts_rss_kib(&peak_alive, &peak_pss, &peak_own);
        /* Memory is read at the start and at the end of the play only:
         * reading /proc for hundreds of processes stops this loop for tens
         * of milliseconds, which would be counted as latency. */
        while (!interrupted && now_s() < play_until &&
               count_state(G_PENDING) + count_state(G_WAITING) > 0)
                pump(tick);
        int alive_end;
        long end_pss, end_own, end_rss = hosts_rss_kib(&alive_end, &end_pss, &end_own);
        if (end_rss > peak_rss) {
                peak_rss = end_rss;
                peak_pss = end_pss;
                peak_own = end_own;
                peak_alive = alive_end;
        }
        bench_rss = statm_rss_kib(0);
        /* The moves under way are still counted; no new one is sent. */
        until = now_s() + DRAIN_MS / 1000.0;
        while (!interrupted && now_s() < until && count_state(G_PENDING) > 0)
                pump(50);
        t_end = now_s();
        int still = count_state(G_PENDING);
        double record_bytes = 0, self_cpu;
        struct rusage self;
        for (int i = 0; i < ngames; i++)
                record_bytes += (double)clients[i * CLIENTS + C_X].record_len;
        getrusage(RUSAGE_SELF, &self);
        self_cpu = (double)self.ru_utime.tv_sec + (double)self.ru_utime.tv_usec * 1e-6 +
                   (double)self.ru_stime.tv_sec + (double)self.ru_stime.tv_usec * 1e-6;

        cleanup_clients_and_hosts(REAP_MS / 1000.0);
        int saved = count_records(data);
        remove_dir();

        double cpu = 0, cpu_max = 0;
        int reaped = 0;
        for (int i = 0; i < ngames; i++) {
                double c;
                if (!games[i].reaped)
                        continue;
                c = (double)games[i].ru.ru_utime.tv_sec +
                    (double)games[i].ru.ru_utime.tv_usec * 1e-6 +
                    (double)games[i].ru.ru_stime.tv_sec +
                    (double)games[i].ru.ru_stime.tv_usec * 1e-6;
                cpu += c;
                if (c > cpu_max)
                        cpu_max = c;
                reaped++;
        }
        qsort(latencies, nlat, sizeof *latencies, by_value);

        printf("aim: %d games, < 2 MiB per game, p99 < 10 ms\n", GAMES_DEFAULT);
        printf("games: %d (asked %d; aim %d), clients: %d; ended by the rules: %ld, "
               "failed: %ld\n",
               ngames, want_games, GAMES_DEFAULT, ngames * CLIENTS, over_games,
               failed_games);
        printf("moves played: %zu in %.2f s: %.0f moves/s%s\n", nlat, t_end - t_start,
               nlat / (t_end - t_start), interrupted ? " (interrupted)" : "");
        printf("actions received after a move: %zu expected, %ld unexpected, %d moves "
               "unfinished, %ld refused\n",
               nlat * CLIENTS, extra_news, still, refused_moves);
        printf(
            "memory per game (aim < 2 MiB): hosting process %.2f MiB PSS, %.2f MiB "
            "private (summed over %d running hosts, divided by %d games); RSS %.2f MiB "
            "(counts the shared library pages once in every process)\n",
            peak_pss / 1024.0 / ngames, peak_own / 1024.0 / ngames, peak_alive, ngames,
            peak_rss / 1024.0 / ngames);
        printf("this process (the %d clients): %.2f MiB per game (%.1f MiB in all)\n",
               ngames * CLIENTS, bench_rss / 1024.0 / ngames, bench_rss / 1024.0);
        printf("CPU of the hosting processes: %.3f s per game, %.2f s in all "
               "(%d reaped; most for one game %.3f s)\n",
               reaped ? cpu / reaped : 0.0, cpu, reaped, cpu_max);
        printf("move to last client: median %.3f ms, p99 %.3f ms (aim < 10 ms), "
               "max %.3f ms\n",
               percentile(0.5), percentile(0.99), nlat ? latencies[nlat - 1] : 0.0);
        printf("  (90th percentile %.3f ms, 95th %.3f ms)\n", percentile(0.9),
               percentile(0.95));
        printf("this process: %.2f s of CPU; the whole record (sent on joining) %.0f "
               "bytes on average; after a move only the action travels\n",
               self_cpu, record_bytes / (ngames > 0 ? ngames : 1));
        printf("records saved by the hosts: %d of %d games\n", saved, ngames);
        printf("wall time in all: %.1f s\n", now_s() - t0);
        free(latencies);
        for (int i = 0; i < ngames * CLIENTS; i++)
                session_free(clients[i].view);
        free(clients);
        free(games);
        return interrupted ? 1 : 0;
}
