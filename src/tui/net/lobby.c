/* lobby.c: hosting, joining, watching and listing games played from
 * separate terminals (see lobby.h and docs/network.md). */
#include "tui/net/lobby.h"
#include "tt_ascii.h"
#include "net/keep.h"
#include "net/probe.h"
#include "net/rendezvous.h"
#include "net/sanitize.h"
#include "net/wire.h"
#include "tui/app.h"
#include "tui/kit/event.h"
#include "tui/saved/files.h"
#include "tui/play/play.h"
#include "tui/net/remote.h"
#include "tui/net/class_pairs.h"
#include "tui/seats.h"
#include "i18n/i18n.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

enum { LIST_MAX = 128, CONNECT_TRIES = 50 };

void tui_host_request_init(struct tui_host_request *h)
{
        memset(h, 0, sizeof *h);
        net_host_options_default(&h->net);
}

int tui_host_remote_seat(struct tui_host_request *h, char id, const char *login,
                         char *why, size_t len)
{
        struct net_seat_rule rule;
        int i;

        memset(&rule, 0, sizeof rule);
        rule.id = id;
        rule.kind = NET_SEAT_REMOTE;
        if (login[0] && net_seat_rule_for(&rule, login, why, len) != 0)
                return -1;
        for (i = 0; i < h->nremote && h->remote[i] != id; i++)
                ;
        if (i == TUI_REMOTE_SEATS_MAX) {
                snprintf(why, len, "%s", _("too many remote seats"));
                return -1;
        }
        h->remote[i] = id;
        h->remote_rule[i] = rule;
        if (i == h->nremote)
                h->nremote++;
        return 0;
}

/* ------------------------------------------------------------- hosting */

/* The seats' rules from the session and the request: computers stay the
 * hosting process's, seats asked for are left for others, the rest are
 * the host's. */
static void seat_rules(const struct session *s, const struct tui_host_request *h,
                       struct net_host_options *o)
{
        int n = session_seat_count(s);
        o->nseats = 0;
        for (int i = 0; i < n && i < TT_SEATS_MAX; i++) {
                const struct session_seat *seat = session_seat_at(s, i);
                struct net_seat_rule *r = &o->seats[o->nseats++];
                memset(r, 0, sizeof *r);
                r->id = seat->id;
                r->kind =
                    seat->kind == SESSION_COMPUTER ? NET_SEAT_COMPUTER : NET_SEAT_HOST;
                for (int k = 0; k < h->nremote; k++)
                        if (h->remote[k] == seat->id)
                                *r = h->remote_rule[k];
        }
}

/* The host's seats of a new game are named by the host's login when the
 * set-up left them their default names, as the others' seats are named
 * by theirs (issue 30); a name chosen, and a resumed game, are kept. */
static void host_names(struct session *s, const struct tui_host_request *h,
                       const struct net_host_options *o)
{
        char login[NET_LOGIN_MAX + 1];

        if (h->resumed)
                return;
        net_login_show(getuid(), login, sizeof login);
        for (int i = 0; i < o->nseats; i++) {
                const struct session_seat *seat = session_seat(s, o->seats[i].id);
                if (o->seats[i].kind == NET_SEAT_HOST && seat &&
                    seat->kind == SESSION_HUMAN &&
                    tui_seat_name_is_default(seat->id, seat->name))
                        session_set_seat(s, seat->id, seat->kind, seat->level, login);
        }
}

/* The hosting process: a grandchild in a session of its own, with no
 * terminal, so the game lives on when the host's terminal goes; the child
 * between them ends at once (and is reaped here), so the hosting process
 * belongs to init and never stays a zombie of the host's screen. Its pid,
 * or -1. */
static pid_t start_server(struct session *s, const struct net_host_options *o, int fd,
                          const char *path)
{
        pid_t server = -1;
        int p[2];

        if (pipe(p) != 0)
                return -1;
        pid_t pid = fork();
        if (pid < 0) {
                close(p[0]);
                close(p[1]);
                return -1;
        }
        if (pid == 0) {
                close(p[0]);
                setsid();
                server = fork();
                if (server != 0) {
                        /* tells the host who serves, then leaves */
                        _exit(write(p[1], &server, sizeof server) == sizeof server &&
                                      server > 0
                                  ? 0
                                  : 1);
                }
                signal(SIGHUP, SIG_IGN);
                signal(SIGPIPE, SIG_IGN);
                /* nothing of the host's terminal stays open in the hosting
                 * process */
                for (int k = 3; k < 1024; k++)
                        if (k != fd)
                                close(k);
                int null = open("/dev/null", O_RDWR);
                if (null >= 0) {
                        dup2(null, 0);
                        dup2(null, 1);
                        dup2(null, 2);
                        if (null > 2)
                                close(null);
                }
                int rc = net_host_serve(s, o, fd);
                net_unlisten(fd, path);
                _exit(rc == 0 ? 0 : 1);
        }
        close(p[1]);
        if (read(p[0], &server, sizeof server) != sizeof server)
                server = -1;
        close(p[0]);
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
                ;
        return server;
}

/* The host's terminal could not start after its hosting process did: the
 * hosting process ends at once (SIGKILL: it saves nothing), and its socket
 * goes, with what it kept of a game that was not a resumed one. */
static void end_server(pid_t server, const struct tui_remote_target *t, bool resumed)
{
        char path[NET_PATH_MAX], why[TT_REASON_MAX];

        if (server <= 0)
                return;
        kill(server, SIGKILL);
        for (int i = 0; i < 100 && kill(server, 0) == 0; i++)
                usleep(10000); /* until init has reaped it */
        if (net_socket_path(getuid(), t->name, false, path, sizeof path, why,
                            sizeof why) == 0)
                net_unlisten(-1, path);
        if (!resumed)
                net_keep_remove(t->name);
}

/* Plays a hosted game at this terminal, in a started terminal; notice is
 * shown in the key line until the first key. */
static enum tui_run play_remote(struct tui_link *l, const char *notice)
{
        const struct tui_game_entry *g = tui_game_find(session_ops(l->view)->name);
        if (!g || !g->screen) {
                tui_link_close(l);
                return TUI_RUN_FAILED;
        }
        /* a pupil's class may take a lesson together: it runs here, the
         * class's link open, then the board again (teach/class_lesson.c) */
        for (;;) {
                enum tui_run r = tui_play_link(g->screen, l, notice);
                if (r != TUI_RUN_LESSON)
                        return r;
                r = tui_run_pupil_lesson(l);
                if (r == TUI_RUN_HANGUP || r == TUI_RUN_FAILED) {
                        tui_link_close(l);
                        return r;
                }
                notice = _("Back on the teacher's board.");
        }
}

/* Starts the hosting process of session s (owned) and joins it: 0 with the
 * link and the hosting process's pid, or -1 with why ("" when this terminal
 * cannot draw: said on stderr). A game kept under the
 * same name (a hosting process killed) is first set aside as a saved game,
 * its path in aside ("" when none), unless this is that game resumed. */
static int host_only(struct session *s, const struct tui_host_request *h,
                     struct tui_remote_target *t, pid_t *server, char *aside,
                     size_t aside_size, char *why, size_t len)
{
        struct net_host_options o = h->net;
        char path[NET_PATH_MAX];
        int fd;

        seat_rules(s, h, &o);
        host_names(s, h, &o);
        o.quiet = true;
        /* the hosting process keys its own dice (net_host_serve), which
         * cannot say why it fails: a system without getrandom is told here */
        if (session_secure_dice(s, why, len) != 0) {
                session_free(s);
                return -1;
        }
        aside[0] = '\0';
        if (net_socket_path(getuid(), o.name, true, path, sizeof path, why, len) != 0 ||
            (fd = net_listen(path, why, len)) < 0) {
                session_free(s);
                return -1;
        }
        /* No terminal to draw on: nothing is hosted (no game left behind
         * for others to join while its host is not there); said on
         * stderr. */
        if (tui_usable() != 0) {
                net_unlisten(fd, path);
                session_free(s);
                why[0] = '\0';
                return -1;
        }
        if (!h->resumed && net_keep_set_aside(o.name, aside, aside_size) != 1)
                aside[0] = '\0';
        if ((*server = start_server(s, &o, fd, path)) < 0) {
                net_unlisten(fd, path);
                session_free(s);
                snprintf(why, len, "%s", _("cannot start the hosting process"));
                return -1;
        }
        close(fd);
        session_free(s); /* the hosting process has its own copy */
        memset(t, 0, sizeof *t);
        t->uid = getuid();
        net_login_show(t->uid, t->login, sizeof t->login);
        snprintf(t->name, sizeof t->name, "%s", o.name);
        return 0;
}

int tui_host_start(struct session *s, const struct tui_host_request *h,
                   struct tui_remote_target *t, pid_t *server, char *why, size_t len)
{
        char aside[4096];
        return host_only(s, h, t, server, aside, sizeof aside, why, len);
}

static int host_and_join(struct session *s, const struct tui_host_request *h,
                         struct tui_link *link, struct tui_remote_target *t,
                         pid_t *server, char *aside, size_t aside_size, char *why,
                         size_t len)
{
        if (host_only(s, h, t, server, aside, aside_size, why, len) != 0)
                return -1;
        for (int i = 0; i < CONNECT_TRIES; i++) {
                if (tui_remote_open(link, t, why, len) == 0)
                        return 0;
                usleep(20000);
        }
        return -1;
}

static void hosting_notice(const struct tui_remote_target *t, char *buf, size_t size)
{
        char login[NET_LOGIN_LONG_MAX + 1]; /* whole: the others type it */
        if (net_login_of_uid(t->uid, login, sizeof login) != 0)
                snprintf(login, sizeof login, "%s", t->login);
        snprintf(buf, size, _("Hosted as %s/%s: others join with 'tabletop join %s/%s'."),
                 login, t->name, login, t->name);
}

enum tui_run tui_host_run(struct session *s, const struct tui_host_request *h, char *why,
                          size_t len)
{
        struct tui_remote_target t;
        struct tui_link link;
        char notice[2 * NET_LOGIN_LONG_MAX + 160], aside[4096];
        pid_t server;

        if (host_and_join(s, h, &link, &t, &server, aside, sizeof aside, why, len) != 0)
                return TUI_RUN_FAILED;
        hosting_notice(&t, notice, sizeof notice);
        return play_remote(&link, notice);
}

int tui_host_main(const struct tui_options *ui, struct session *s,
                  const struct tui_host_request *h)
{
        struct tui_remote_target t;
        struct tui_link link;
        char why[TT_REASON_MAX], notice[2 * NET_LOGIN_LONG_MAX + 160], aside[4096];
        enum tui_run r;
        pid_t server;

        if (host_and_join(s, h, &link, &t, &server, aside, sizeof aside, why,
                          sizeof why) != 0) {
                if (why[0]) /* else said already */
                        net_print_clean(stderr, _("tabletop: cannot host the game: %s\n"),
                                        _(why));
                return 1;
        }
        if (aside[0])
                net_print_clean(stdout,
                                _("The interrupted game hosted as %s was saved as %s.\n"),
                                t.name, aside);
        hosting_notice(&t, notice, sizeof notice);
        printf("%s\n", notice);
        fflush(stdout);
        if (tui_start(ui) != 0) {
                tui_link_close(&link);
                end_server(server, &t, h->resumed);
                return 1;
        }
        r = play_remote(&link, notice);
        if (r == TUI_RUN_LOBBY) /* a rematch declined: the games hosted */
                r = tui_lobby_screen();
        tui_stop();
        if (r != TUI_RUN_HANGUP)
                printf(_("The game goes on while anyone plays it; come back with "
                         "'tabletop join %s/%s'.\n"),
                       t.login, t.name);
        return r == TUI_RUN_FAILED ? 1 : 0;
}

/* A count of a host's "info" line (ASCII digits), 0 when it is not one. */
static long number_or_zero(const char *s)
{
        long n;
        return tt_ascii_long(s, 0, 1L << 30, &n) ? n : 0;
}

/* ------------------------------------------------------------- listing */

/* The game w from its info line ("info GAME SEATS FREE WATCH AGE"); false
 * when the line is not one. */
static bool parse_info(const struct net_listing *w, const char *info,
                       struct tui_lobby_game *out)
{
        char line[NET_PROBE_LINE_MAX], *argv[8];

        snprintf(line, sizeof line, "%s", info);
        if (net_split(line, argv, 8) != 6 || strcmp(argv[0], "info") != 0)
                return false;
        out->uid = w->uid;
        snprintf(out->login, sizeof out->login, "%s", w->login);
        snprintf(out->name, sizeof out->name, "%s", w->name);
        net_sanitize(out->game, sizeof out->game, argv[1]);
        out->seats = (int)number_or_zero(argv[2]);
        out->open = (int)number_or_zero(argv[3]);
        net_sanitize(out->watch, sizeof out->watch, argv[4]);
        out->age_s = number_or_zero(argv[5]);
        return true;
}

int tui_lobby_look(struct tui_lobby_game *out, int max, struct tui_lobby_silent *silent,
                   int silent_max, int *nsilent, bool *cut)
{
        static struct net_listing where[LIST_MAX];
        static struct net_probe said[LIST_MAX];
        int count = 0, n = 0, rc;

        *nsilent = 0;
        *cut = false;
        rc = net_list(where, LIST_MAX, &count);
        if (rc < 0 || net_probe_info(where, count, said, NET_PROBE_MS) != 0)
                return 0;
        *cut = rc == 1;
        for (int i = 0; i < count; i++) {
                if (said[i].state == NET_PROBE_ANSWERED && n < max &&
                    parse_info(&where[i], said[i].info, &out[n])) {
                        n++;
                } else if (said[i].state != NET_PROBE_NONE) {
                        if (*nsilent < silent_max) {
                                struct tui_lobby_silent *q = &silent[*nsilent];
                                snprintf(q->login, sizeof q->login, "%s", where[i].login);
                                snprintf(q->name, sizeof q->name, "%s", where[i].name);
                        }
                        (*nsilent)++;
                }
        }
        return n;
}

int tui_lobby_games(struct tui_lobby_game *out, int max)
{
        int nsilent;
        bool cut;
        return tui_lobby_look(out, max, NULL, 0, &nsilent, &cut);
}

static void print_list(FILE *out, const struct tui_lobby_game *l, int n)
{
        /* TRANSLATORS: the column heads of 'tabletop list'; a translated head
           longer than its column's width (20, 8, 7, 5, 8) shifts the columns */
        fprintf(out, _("%-20s %-8s %7s %5s %-8s %s\n"), _("GAME"), _("KIND"),
                _("PLAYERS"), _("FREE"), _("WATCH"), _("AGE"));
        for (int i = 0; i < n; i++) {
                char who[80];
                snprintf(who, sizeof who, "%s/%s", l[i].login, l[i].name);
                net_print_clean(out, "%-20s %-8s %7d %5d %-8s %lld:%02lld\n", who,
                                l[i].game, l[i].seats, l[i].open, l[i].watch,
                                l[i].age_s / 3600, l[i].age_s / 60 % 60);
        }
}

/* What the listing could not show: the games that did not answer, and
 * whether the base folder held more than the listing reads. */
static void print_missing(FILE *out, const struct tui_lobby_silent *q, int nsilent,
                          bool cut)
{
        char base[NET_PATH_MAX], why[TT_REASON_MAX];

        for (int i = 0; i < nsilent && i < LIST_MAX; i++)
                /* TRANSLATORS: LOGIN/NAME of a hosted game that 'tabletop list'
                   asked and got no answer from in time */
                net_print_clean(out, _("%s/%s did not answer\n"), q[i].login, q[i].name);
        if (cut && net_base_dir(base, sizeof base, why, sizeof why) == 0)
                net_print_clean(out,
                                _("Some games may be missing: %s holds too many "
                                  "entries.\n"),
                                base);
}

int tui_list_main(FILE *out)
{
        static struct tui_lobby_game l[LIST_MAX];
        static struct tui_lobby_silent q[LIST_MAX];
        int nsilent;
        bool cut;
        int n = tui_lobby_look(l, LIST_MAX, q, LIST_MAX, &nsilent, &cut);
        if (n == 0 && nsilent == 0)
                fprintf(out, "%s\n", _("No game is hosted on this machine now."));
        if (n > 0)
                print_list(out, l, n);
        print_missing(out, q, nsilent, cut);
        return 0;
}

/* ------------------------------------------------------------- joining */

/* LOGIN[/NAME] into a target; "" means the only game open. */
static int find_target(const char *text, struct tui_remote_target *t, char *why,
                       size_t len)
{
        static struct tui_lobby_game l[LIST_MAX];
        char login[NET_LOGIN_LONG_MAX + 1] = ""; /* any login the system has */
        const char *slash;
        int n, nsilent;
        bool cut;

        memset(t, 0, sizeof *t);
        snprintf(t->name, sizeof t->name, "game");
        if (text && text[0]) {
                slash = strchr(text, '/');
                size_t ll = slash ? (size_t)(slash - text) : strlen(text);
                if (ll == 0 || ll >= sizeof login ||
                    (slash && !net_name_valid(slash + 1))) {
                        snprintf(why, len, _("'%.40s' is not LOGIN or LOGIN/NAME"), text);
                        return -1;
                }
                memcpy(login, text, ll);
                login[ll] = '\0';
                if (slash)
                        snprintf(t->name, sizeof t->name, "%s", slash + 1);
                if (net_uid_of_login(login, &t->uid) != 0) {
                        snprintf(why, len, _("no user '%s' on this machine"), login);
                        return -1;
                }
                net_login_show(t->uid, t->login, sizeof t->login);
                return 0;
        }
        n = tui_lobby_look(l, LIST_MAX, NULL, 0, &nsilent, &cut);
        if (n == 1) {
                t->uid = l[0].uid;
                snprintf(t->login, sizeof t->login, "%s", l[0].login);
                snprintf(t->name, sizeof t->name, "%s", l[0].name);
                return 0;
        }
        if (n == 0 && nsilent > 0) {
                snprintf(why, len, "%s",
                         _("no hosted game answered: 'tabletop list' names them"));
                return -1;
        }
        if (n == 0) {
                snprintf(why, len, "%s", _("no game is hosted on this machine now"));
                return -1;
        }
        print_list(stderr, l, n);
        snprintf(why, len, "%s",
                 _("several games are open: name one, as in 'tabletop join "
                   "LOGIN/NAME'"));
        return -1;
}

int tui_join_main(const struct tui_options *ui, const char *target, char seat, bool watch)
{
        struct tui_remote_target t;
        struct tui_link link;
        char why[TT_REASON_MAX];
        enum tui_run r;

        if (find_target(target, &t, why, sizeof why) != 0) {
                net_print_clean(stderr, "tabletop: %s\n", _(why));
                return 1;
        }
        t.watch = watch;
        t.seat = seat;
        if (tui_remote_open(&link, &t, why, sizeof why) != 0) {
                net_print_clean(stderr,
                                watch ? _("tabletop: cannot watch %s/%s: %s\n")
                                      : _("tabletop: cannot join %s/%s: %s\n"),
                                t.login, t.name, why);
                return 1;
        }
        if (tui_start(ui) != 0) {
                tui_link_close(&link);
                return 1;
        }
        r = play_remote(&link, NULL);
        /* a pupil of a class: to the pair's game and back (class_pairs.h) */
        r = tui_class_pairs_follow(&t, r, play_remote, why, sizeof why);
        if (r == TUI_RUN_LOBBY) /* a rematch declined: the games hosted */
                r = tui_lobby_screen();
        tui_stop();
        if (why[0])
                net_print_clean(stderr, "tabletop: %s\n", why);
        return r == TUI_RUN_FAILED ? 1 : 0;
}

int tui_host_game(const struct tui_options *ui, const char *game, const char *load_file,
                  struct session *fresh, const struct tui_host_request *h)
{
        char why[TT_REASON_MAX], path[4096];
        struct session *s = fresh;

        if (load_file) {
                s = tui_load_game(load_file, false, tui_now_ms(), path, sizeof path, why,
                                  sizeof why);
                if (s && strcmp(session_ops(s)->name, game) != 0) {
                        session_free(s);
                        s = NULL;
                        snprintf(why, sizeof why, "%s", _("a record of another game"));
                }
                if (!s) {
                        net_print_clean(stderr, _("%s: cannot open %s: %s\n"), game,
                                        load_file, why);
                        return 1;
                }
        }
        return tui_host_main(ui, s, h);
}

enum tui_run tui_lobby_enter(const struct tui_lobby_game *g, bool watch, char *why,
                             size_t len)
{
        struct tui_remote_target t;
        struct tui_link link;

        memset(&t, 0, sizeof t);
        t.uid = g->uid;
        snprintf(t.login, sizeof t.login, "%s", g->login);
        snprintf(t.name, sizeof t.name, "%s", g->name);
        t.watch = watch;
        if (tui_remote_open(&link, &t, why, len) != 0)
                return TUI_RUN_FAILED;
        return tui_class_pairs_follow(&t, play_remote(&link, NULL), play_remote, why,
                                      len);
}
