/* class_pairs.c: pairs of pupils playing games, in a class's hosting
 * process (class_pairs.h, net/pairs.h). The teacher pairs the pupils who
 * are here (random pairs, or a round robin whose next round the teacher
 * starts); each pair's game is hosted by a process forked from the class's,
 * listening as a game of the teacher's login of its own (listed by
 * `tabletop list`), with its two seats reserved for the pair's uids (or
 * one for the computer) and no watcher but the teacher (the host's uid).
 * A pupil of one pair cannot sit in another's game: the seats are the
 * uids'. The teacher may end the games still being played (a pupil gone
 * would hold the round): their processes are stopped as a signal stops a
 * hosted game (the game saved), and they count as unfinished. The game's process tells
 * the class its result through a pipe; the teacher's terminals are told every game and
 * result, and the class's record (CSV) gets a line per pupil and game. */
#include "net/class_pairs.h"
#include "net/class_host.h"
#include "net/pairs.h"
#include "net/protocol.h"
#include "i18n/i18n.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/wait.h>
#include <unistd.h>

enum { COMPUTER_LEVEL = 1 };

struct game {
        int a, b; /* roster lines; b NET_PAIR_COMPUTER */
        char seat_a, seat_b;
        bool told_a, told_b; /* a terminal of that pupil was sent "pair" */
        char name[NET_NAME_MAX + 1];
        pid_t pid; /* its hosting process, 0 once reaped */
        int fd;    /* its result comes on it; -1 once read */
        char buf[64];
        size_t got;
        enum net_pair_result result;
        long long started_ms;
};

static struct {
        bool round_robin;
        int round, rounds;               /* round robin: this round (0 first) */
        int order[NET_CLASS_ROSTER_MAX]; /* round robin: its pupils */
        int norder;
        struct game games[NET_PAIRS_MAX]; /* this round's */
        int ngames;
        int seq; /* games hosted so far: their names */
} the_pairs;

/* Sends line to the terminals of a role (of roster line entry, when >=
 * 0); how many. */
static int to_role(struct host *h, unsigned role, int entry, const char *line)
{
        int n = 0;
        for (int i = 0; i < NET_PEERS_MAX; i++) {
                struct peer *p = &h->peers[i];
                if (p->used && p->cls_role == role &&
                    (entry < 0 || p->cls_entry == entry)) {
                        host_send_line(h, p, "%s", line);
                        n++;
                }
        }
        return n;
}

static const char *login_of(struct host *h, int entry, const char *none)
{
        uid_t uid;
        const char *login;
        bool here;
        return class_entry(h, entry, &uid, &login, &here) ? login : none;
}

/* Game k's line for the teacher's terminals (or only `to`). */
static void pairing_line(struct host *h, int k, struct peer *to)
{
        const struct game *g = &the_pairs.games[k];
        char line[NET_LINE_MAX], a[3 * 48 + 1], b[3 * 48 + 1];

        host_word(login_of(h, g->a, "?"), a, sizeof a);
        host_word(g->b == NET_PAIR_COMPUTER ? "-" : login_of(h, g->b, "?"), b, sizeof b);
        snprintf(line, sizeof line, "pairing %d %s %s %c %s %c %s", k, g->name, a,
                 g->seat_a, b, g->seat_b, net_pair_result_word(g->result));
        if (to)
                host_send_line(h, to, "%s", line);
        else
                to_role(h, NET_FROM_TEACHER, -1, line);
}

static void paired_line(struct host *h, struct peer *to)
{
        char line[64];
        snprintf(line, sizeof line, "paired %s %d %d",
                 the_pairs.round_robin ? "round" : "random", the_pairs.round,
                 the_pairs.rounds);
        if (to)
                host_send_line(h, to, "%s", line);
        else
                to_role(h, NET_FROM_TEACHER, -1, line);
}

void class_pairs_catch_up(struct host *h, struct peer *p)
{
        if (the_pairs.ngames == 0)
                return;
        paired_line(h, p);
        for (int k = 0; k < the_pairs.ngames; k++)
                pairing_line(h, k, p);
}

/* ------------------------------------------------------ a pair's game */

/* The forked process of a pair's game: nothing of the class's stays open
 * in it (its socket, its terminals, the other games' pipes). */
static void leave_class(struct host *h)
{
        close(h->listen_fd);
        for (int i = 0; i < NET_PEERS_MAX; i++)
                if (h->peers[i].used)
                        close(h->peers[i].c.fd);
        for (int k = 0; k < the_pairs.ngames; k++)
                if (the_pairs.games[k].fd >= 0)
                        close(the_pairs.games[k].fd);
}

/* The rule of a seat for roster line e (the pupil's uid), or the
 * computer's. */
static void seat_rule(struct host *h, struct net_seat_rule *r, char id, int e,
                      struct session *s)
{
        uid_t uid;
        const char *login;
        bool here;

        memset(r, 0, sizeof *r);
        r->id = id;
        if (e == NET_PAIR_COMPUTER || !class_entry(h, e, &uid, &login, &here)) {
                r->kind = NET_SEAT_COMPUTER;
                session_set_seat(s, id, SESSION_COMPUTER, COMPUTER_LEVEL, "computer");
                return;
        }
        r->kind = NET_SEAT_REMOTE;
        r->named = true;
        r->uid = uid;
        snprintf(r->login, sizeof r->login, "%.*s", (int)sizeof r->login - 1, login);
}

/* Hosts game g (a and b set) in a process of its own: 0, or -1 with why. */
static int start_game(struct host *h, struct game *g, char *why, size_t len)
{
        struct session_settings set;
        struct net_host_options o;
        char path[NET_PATH_MAX];
        int fd = -1, pipe_fd[2];
        struct session *s;

        session_settings_default(&set);
        snprintf(set.options, sizeof set.options, "players=2");
        s = session_new(h->ops, &set, net_now_ms(), why, len);
        if (!s)
                return -1;
        if (session_seat_count(s) != 2) {
                snprintf(why, len, "%s", N_("this game cannot be played by two"));
                session_free(s);
                return -1;
        }
        net_host_options_default(&o);
        o.quiet = h->o.quiet;
        o.hello_ms = h->o.hello_ms;
        o.idle_ms = h->o.idle_ms;
        o.out_max = h->o.out_max;
        o.watch = NET_WATCH_LISTED; /* none listed: the teacher only (the host) */
        o.nwatchers = 0;
        o.nseats = 2;
        g->seat_a = session_seat_at(s, 0)->id;
        g->seat_b = session_seat_at(s, 1)->id;
        seat_rule(h, &o.seats[0], g->seat_a, g->a, s);
        seat_rule(h, &o.seats[1], g->seat_b, g->b, s);
        /* a name of the teacher's no hosted game has now */
        for (int tries = 0; fd < 0 && tries < 20; tries++) {
                char name[64];
                snprintf(name, sizeof name, "%.20s-pair%d", h->o.name,
                         ++the_pairs.seq % 10000);
                snprintf(g->name, sizeof g->name, "%.*s", (int)sizeof g->name - 1, name);
                if (net_socket_path(getuid(), g->name, true, path, sizeof path, why,
                                    len) != 0)
                        break;
                fd = net_listen(path, why, len);
        }
        if (fd < 0) {
                session_free(s);
                return -1;
        }
        if (pipe(pipe_fd) != 0) {
                snprintf(why, len, "%s", N_("cannot start the pair's game"));
                net_unlisten(fd, path);
                session_free(s);
                return -1;
        }
        fcntl(pipe_fd[0], F_SETFD, FD_CLOEXEC);
        fcntl(pipe_fd[1], F_SETFD, FD_CLOEXEC);
        fcntl(pipe_fd[0], F_SETFL, fcntl(pipe_fd[0], F_GETFL) | O_NONBLOCK);
        g->pid = fork();
        if (g->pid < 0) {
                g->pid = 0;
                snprintf(why, len, "%s", N_("cannot start the pair's game"));
                close(pipe_fd[0]);
                close(pipe_fd[1]);
                net_unlisten(fd, path);
                session_free(s);
                return -1;
        }
        if (g->pid == 0) {
                close(pipe_fd[0]);
                leave_class(h);
                o.report = true;
                o.report_fd = pipe_fd[1];
                int rc = net_host_serve(s, &o, fd);
                net_unlisten(fd, path);
                _exit(rc == 0 ? 0 : 1);
        }
        close(pipe_fd[1]);
        close(fd); /* the game's process listens on it now */
        session_free(s);
        g->fd = pipe_fd[0];
        g->got = 0;
        g->result = NET_PAIR_PLAYING;
        g->started_ms = net_now_ms();
        return 0;
}

void class_pairs_report(const struct session *s, int fd)
{
        struct session_result r;
        char line[sizeof r.text + 16];

        session_result(s, &r);
        int n = snprintf(line, sizeof line, "result %s\n", r.text);
        if (n > 0 && (size_t)n < sizeof line)
                (void)!write(fd, line, (size_t)n);
        close(fd);
}

/* ------------------------------------------------------------ pairing */

bool class_pairs_playing(int e)
{
        for (int k = 0; k < the_pairs.ngames; k++) {
                const struct game *g = &the_pairs.games[k];
                if (g->result == NET_PAIR_PLAYING && (g->a == e || g->b == e))
                        return true;
        }
        return false;
}

static bool playing(void)
{
        for (int k = 0; k < the_pairs.ngames; k++)
                if (the_pairs.games[k].result == NET_PAIR_PLAYING)
                        return true;
        return false;
}

/* The pupils here, by their lines of the roster. */
static int pupils_here(struct host *h, int *out)
{
        int n = 0;
        for (int i = 0; i < NET_CLASS_ROSTER_MAX; i++) {
                uid_t uid;
                const char *login;
                bool here;
                if (class_entry(h, i, &uid, &login, &here) && here)
                        out[n++] = i;
        }
        return n;
}

static uint64_t fresh_seed(void)
{
        uint64_t seed;
        if (getrandom(&seed, sizeof seed, 0) != (ssize_t)sizeof seed)
                seed = (uint64_t)net_now_ms() ^ ((uint64_t)getpid() << 32);
        return seed;
}

/* The pupils of game k not told yet are told it (their terminals in the
 * class go into the game); one away now is told when back in the class. */
static void tell_pupils(struct host *h, int k)
{
        struct game *g = &the_pairs.games[k];
        char line[NET_LINE_MAX], who[3 * 48 + 1];

        if (g->result != NET_PAIR_PLAYING)
                return;
        if (!g->told_a) {
                host_word(g->b == NET_PAIR_COMPUTER ? "-" : login_of(h, g->b, "?"), who,
                          sizeof who);
                snprintf(line, sizeof line, "pair %s %c %s", g->name, g->seat_a, who);
                g->told_a = to_role(h, NET_FROM_PUPIL, g->a, line) > 0;
        }
        if (!g->told_b && g->b != NET_PAIR_COMPUTER) {
                host_word(login_of(h, g->a, "?"), who, sizeof who);
                snprintf(line, sizeof line, "pair %s %c %s", g->name, g->seat_b, who);
                g->told_b = to_role(h, NET_FROM_PUPIL, g->b, line) > 0;
        }
}

void class_pairs_back(struct host *h, struct peer *p)
{
        for (int k = 0; k < the_pairs.ngames; k++) {
                const struct game *g = &the_pairs.games[k];
                if (g->a == p->cls_entry || g->b == p->cls_entry)
                        tell_pupils(h, k);
        }
}

void class_pairs_on(struct host *h, struct peer *p, const char *what)
{
        struct net_pair pairs[NET_PAIRS_MAX];
        int pupils[NET_CLASS_ROSTER_MAX], n, np;
        char why[TT_REASON_MAX];

        if (strcmp(what, "end") == 0) { /* the games still played end now */
                if (!playing()) {
                        host_send_said(h, p, "error",
                                       N_("no game of these pairs is being played"));
                        return;
                }
                for (int k = 0; k < the_pairs.ngames; k++) {
                        const struct game *g = &the_pairs.games[k];
                        if (g->result == NET_PAIR_PLAYING && g->pid > 0)
                                kill(g->pid, SIGTERM); /* saved; its pipe closes */
                }
                return;
        }
        if (strcmp(what, "random") != 0 && strcmp(what, "round") != 0 &&
            strcmp(what, "next") != 0) {
                host_send_said(h, p, "error", N_("pair with random, round or next"));
                return;
        }
        if (playing()) {
                host_send_said(h, p, "error",
                               N_("the games of these pairs are still being played"));
                return;
        }
        if (strcmp(what, "next") == 0) {
                if (!the_pairs.round_robin) {
                        host_send_said(h, p, "error", N_("no round robin is under way"));
                        return;
                }
                if (the_pairs.round + 1 >= the_pairs.rounds) {
                        host_send_said(h, p, "error",
                                       N_("the round robin has had all its rounds"));
                        return;
                }
                np = net_pairs_round(the_pairs.order, the_pairs.norder, ++the_pairs.round,
                                     pairs);
        } else {
                n = pupils_here(h, pupils);
                if (n < 1 || (what[1] == 'o' && n < 2)) {
                        host_send_said(h, p, "error",
                                       n < 1 ? N_("no pupil is in the class to pair")
                                             : N_("a round robin needs two pupils"));
                        return;
                }
                the_pairs.round_robin = what[1] == 'o';
                the_pairs.round = 0;
                if (the_pairs.round_robin) {
                        memcpy(the_pairs.order, pupils, (size_t)n * sizeof *pupils);
                        the_pairs.norder = n;
                        the_pairs.rounds = net_pairs_rounds(n);
                        np = net_pairs_round(pupils, n, 0, pairs);
                } else {
                        the_pairs.rounds = 1;
                        np = net_pairs_random(pupils, n, fresh_seed(), pairs);
                }
        }
        the_pairs.ngames = 0;
        for (int k = 0; k < np; k++) {
                struct game *g = &the_pairs.games[the_pairs.ngames++];
                memset(g, 0, sizeof *g);
                g->fd = -1;
                g->a = pairs[k].a;
                g->b = pairs[k].b;
                if (start_game(h, g, why, sizeof why) != 0) {
                        host_send_said(h, p, "error", why);
                        g->result = NET_PAIR_UNFINISHED;
                        if (!g->name[0])
                                snprintf(g->name, sizeof g->name, "none");
                        if (!g->seat_a)
                                g->seat_a = g->seat_b = '-';
                }
        }
        paired_line(h, NULL);
        for (int k = 0; k < the_pairs.ngames; k++) {
                pairing_line(h, k, NULL);
                tell_pupils(h, k);
        }
}

/* ------------------------------------------------------------ results */

int class_pairs_fds(struct host *h, struct pollfd *fds, int max)
{
        int n = 0;
        (void)h;
        for (int k = 0; k < the_pairs.ngames; k++) {
                struct game *g = &the_pairs.games[k];
                if (g->fd < 0 && g->pid > 0 && waitpid(g->pid, NULL, WNOHANG) != 0)
                        g->pid = 0; /* its process has ended (or was reaped) */
                if (g->fd >= 0 && n < max) {
                        fds[n].fd = g->fd;
                        fds[n].events = POLLIN;
                        fds[n].revents = 0;
                        n++;
                }
        }
        return n;
}

/* Game g's result is in (or its process ended without one): the
 * teacher's terminals are told, and the record gets a line per pupil. */
static void ended(struct host *h, int k, enum net_pair_result r)
{
        struct game *g = &the_pairs.games[k];
        char secs[32];
        const char *a = login_of(h, g->a, "?");
        const char *b = g->b == NET_PAIR_COMPUTER ? "computer" : login_of(h, g->b, "?");

        close(g->fd);
        g->fd = -1;
        g->result = r;
        pairing_line(h, k, NULL);
        snprintf(secs, sizeof secs, "%lld", (net_now_ms() - g->started_ms) / 1000);
        for (int side = 0; side < 2; side++) {
                if (side == 1 && g->b == NET_PAIR_COMPUTER)
                        break;
                bool won =
                    (side == 0 && r == NET_PAIR_A) || (side == 1 && r == NET_PAIR_B);
                bool lost =
                    (side == 0 && r == NET_PAIR_B) || (side == 1 && r == NET_PAIR_A);
                const char *cells[] = {g->name,
                                       "game",
                                       "",
                                       "",
                                       side == 0 ? a : b,
                                       side == 0 ? b : a,
                                       won                  ? "won"
                                       : lost               ? "lost"
                                       : r == NET_PAIR_DRAW ? "draw"
                                                            : "unfinished",
                                       secs,
                                       NULL};
                class_record(h, cells);
        }
}

void class_pairs_news(struct host *h, int fd)
{
        for (int k = 0; k < the_pairs.ngames; k++) {
                struct game *g = &the_pairs.games[k];
                if (g->fd != fd || fd < 0)
                        continue;
                ssize_t got = read(fd, g->buf + g->got, sizeof g->buf - 1 - g->got);
                if (got < 0)
                        return; /* nothing yet (EAGAIN), or tried again */
                g->got += (size_t)got;
                g->buf[g->got] = '\0';
                char *nl = strchr(g->buf, '\n');
                if (!nl && got > 0 && g->got < sizeof g->buf - 1)
                        return; /* the rest of the line is coming */
                enum net_pair_result r = NET_PAIR_UNFINISHED;
                char seat;
                if (nl && strcmp(g->buf, "result draw\n") == 0)
                        r = NET_PAIR_DRAW;
                else if (nl && sscanf(g->buf, "result win %c", &seat) == 1)
                        r = seat == g->seat_a   ? NET_PAIR_A
                            : seat == g->seat_b ? NET_PAIR_B
                                                : NET_PAIR_UNFINISHED;
                ended(h, k, r);
                return;
        }
}

void class_pairs_end(struct host *h)
{
        (void)h;
        for (int k = 0; k < the_pairs.ngames; k++)
                if (the_pairs.games[k].fd >= 0) {
                        close(the_pairs.games[k].fd);
                        the_pairs.games[k].fd = -1;
                }
        memset(&the_pairs, 0, sizeof the_pairs);
}
