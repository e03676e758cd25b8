/* host.c: the hosting process of a game (see host.h and docs/network.md
 * for the messages). One poll() loop over the listening socket and the
 * peers; every socket is non-blocking and every buffer bounded (wire.h). */
#include "net/host_internal.h"
#include "net/class_host.h"
#include "net/class_pairs.h"
#include "i18n/i18n.h"
#include "net/log.h"
#include "net/protocol.h"
#include "net/rendezvous.h"
#include "net/sanitize.h"
#include "tt_text.h"
#include "session/game.h"
#include "record/files.h"
#include "record/record.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <syslog.h>
#include <time.h>
#include <unistd.h>

/* A line of the log (log.h): what game, then what happened; on stderr too
 * unless quiet. */
static void host_log(const struct host *h, int priority, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void host_log(const struct host *h, int priority, const char *fmt, ...)
{
        char line[NET_LOG_LINE_MAX - 80];
        va_list ap;

        va_start(ap, fmt);
        vsnprintf(line, sizeof line, fmt, ap);
        va_end(ap);
        net_log(priority, "game %lu/%s: %s", (unsigned long)h->host_uid, h->o.name, line);
        if (!h->o.quiet)
                fprintf(stderr, "%s\n", line);
}

bool host_may_talk(struct host *h, uid_t uid, long long now)
{
        struct talker *t = NULL, *spare = NULL;

        for (int i = 0; i < NET_PEERS_MAX && !t; i++) {
                struct talker *k = &h->talkers[i];
                if (k->used && k->uid == uid)
                        t = k;
                else if (!spare || (spare->used && (!k->used || k->since < spare->since)))
                        spare = k; /* a free place, else the longest silent */
        }
        if (!t) {
                t = spare;
                *t = (struct talker){true, uid, CHAT_BURST, now};
        }
        while (t->tokens < CHAT_BURST && now - t->since >= CHAT_EVERY_MS) {
                t->tokens++;
                t->since += CHAT_EVERY_MS;
        }
        if (t->tokens == CHAT_BURST)
                t->since = now;
        if (t->tokens == 0)
                return false;
        t->tokens--;
        return true;
}

void net_host_options_default(struct net_host_options *o)
{
        memset(o, 0, sizeof *o);
        snprintf(o->name, sizeof o->name, "game");
        o->watch = NET_WATCH_ANYONE;
        o->idle_ms = 30L * 60 * 1000;
        o->hello_ms = 10000;
        o->out_max = NET_OUT_SMALL;
        o->max_watchers = NET_MAX_WATCHERS_DEFAULT;
}

int net_seat_rule_for(struct net_seat_rule *r, const char *login, char *why, size_t len)
{
        uid_t uid;

        if (net_uid_of_login(login, &uid) != 0) {
                snprintf(why, len, _("no user '%.40s' on this machine"), login);
                return -1;
        }
        r->named = true;
        r->uid = uid;
        net_login_show(uid, r->login, sizeof r->login);
        return 0;
}

int net_host_parse_watchers(struct net_host_options *o, const char *text, char *why,
                            size_t len)
{
        char copy[NET_WATCHERS_MAX * 257], *save = NULL, *w;

        if (strcmp(text, "anyone") == 0) {
                o->watch = NET_WATCH_ANYONE;
                return 0;
        }
        if (strcmp(text, "none") == 0) {
                o->watch = NET_WATCH_NOBODY;
                return 0;
        }
        if (strlen(text) >= sizeof copy) {
                snprintf(why, len, "too many watchers");
                return -1;
        }
        snprintf(copy, sizeof copy, "%s", text);
        o->watch = NET_WATCH_LISTED;
        o->nwatchers = 0;
        for (w = strtok_r(copy, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
                uid_t uid;
                if (o->nwatchers >= NET_WATCHERS_MAX) {
                        snprintf(why, len, "at most %d watchers may be named",
                                 NET_WATCHERS_MAX);
                        return -1;
                }
                if (net_uid_of_login(w, &uid) != 0) {
                        snprintf(why, len, _("no user '%.40s' on this machine"), w);
                        return -1;
                }
                o->watchers[o->nwatchers++] = uid;
        }
        return 0;
}

/* ---------------------------------------------------------------- peers */

int host_seat_index(const struct host *h, char id)
{
        for (int i = 0; i < h->o.nseats; i++)
                if (h->o.seats[i].id == id)
                        return i;
        return -1;
}

struct peer *host_holder_peer(struct host *h, char id)
{
        for (int i = 0; i < NET_PEERS_MAX; i++)
                if (h->peers[i].used && h->peers[i].role == ROLE_PLAYER &&
                    strchr(h->peers[i].seats, id))
                        return &h->peers[i];
        return NULL;
}

static void drop(struct host *h, struct peer *p, const char *why);

void host_send_line(struct host *h, struct peer *p, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void host_send_line(struct host *h, struct peer *p, const char *fmt, ...)
{
        char line[NET_LINE_MAX];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(line, sizeof line, fmt, ap);
        va_end(ap);
        if (p->used && net_conn_send(&p->c, line) != 0)
                drop(h, p, N_("the other side stopped reading"));
}

/* A text as one word of a message (percent-encoded). */
const char *host_word(const char *text, char *buf, size_t size)
{
        if (net_quote(buf, size, text) != 0)
                snprintf(buf, size, "?");
        return buf;
}

void host_send_said(struct host *h, struct peer *p, const char *verb, const char *text)
{
        char w[NET_LINE_MAX / 2];
        host_send_line(h, p, "%s %s", verb, host_word(text, w, sizeof w));
}

void host_broadcast_said(struct host *h, const char *text)
{
        for (int i = 0; i < NET_PEERS_MAX; i++)
                if (h->peers[i].used && h->peers[i].role != ROLE_NONE)
                        host_send_said(h, &h->peers[i], "said", text);
}

/* Where each seat's player is: here (connected), away (with the seconds
 * since they left), open, computer. */
static void send_presence(struct host *h, struct peer *to)
{
        long long now = net_now_ms();
        for (int i = 0; i < h->o.nseats; i++) {
                const struct net_seat_rule *r = &h->o.seats[i];
                const char *state = r->kind == NET_SEAT_COMPUTER ? "computer"
                                    : host_holder_peer(h, r->id) ? "here"
                                    : h->held[i]                 ? "away"
                                                                 : "open";
                const char *who = h->held[i] ? h->holder_login[i] : "-";
                char away[32] = "";
                if (strcmp(state, "away") == 0) {
                        long long since =
                            h->away_since[i] ? h->away_since[i] : h->started_ms;
                        snprintf(away, sizeof away, " %lld",
                                 now > since ? (now - since) / 1000 : 0);
                }
                if (to)
                        host_send_line(h, to, "seat %c %s %s%s", r->id, state, who, away);
                else
                        for (int k = 0; k < NET_PEERS_MAX; k++)
                                if (h->peers[k].used && h->peers[k].role != ROLE_NONE)
                                        host_send_line(h, &h->peers[k], "seat %c %s %s%s",
                                                       r->id, state, who, away);
        }
}

/* Who watches: "watching N LOGINS", N the watchers' connections, LOGINS
 * their logins, each once, as one percent-encoded text (cut to fit a
 * line: N still counts them all). To one peer, or to everyone. */
static void send_watching(struct host *h, struct peer *to)
{
        char list[NET_LINE_MAX / 4] = "", w[NET_LINE_MAX / 2];
        size_t used = 0;
        int n = 0;

        for (int i = 0; i < NET_PEERS_MAX; i++) {
                const struct peer *p = &h->peers[i];
                bool seen = false;
                /* a class's teacher watches as no one: pupils count pupils */
                if (!p->used || p->role != ROLE_WATCHER ||
                    p->cls_role == NET_FROM_TEACHER)
                        continue;
                n++;
                for (int k = 0; k < i && !seen; k++)
                        seen = h->peers[k].used && h->peers[k].role == ROLE_WATCHER &&
                               h->peers[k].cls_role != NET_FROM_TEACHER &&
                               h->peers[k].uid == p->uid;
                if (seen || used + strlen(p->login) + 2 >= sizeof list)
                        continue;
                used += (size_t)snprintf(list + used, sizeof list - used, "%s%s",
                                         used ? " " : "", p->login);
        }
        host_word(list, w, sizeof w);
        for (int k = 0; k < NET_PEERS_MAX; k++) {
                struct peer *p = &h->peers[k];
                if (p->used && p->role != ROLE_NONE && (!to || p == to))
                        host_send_line(h, p, "watching %d %s", n, w);
        }
}

/* The match so far, after a rematch: "match GAMES SCORE SEAT=WINS...",
 * the games played, the games won by each ("ana 2, ben 1", one
 * percent-encoded text) and by each seat's people, for a terminal to write
 * the score in its own words. Nothing before the first rematch. To one
 * peer, or everyone. */
static void send_match(struct host *h, struct peer *to)
{
        char w[NET_LINE_MAX / 2], seats[TT_SEATS_MAX * 16] = "";
        size_t used = 0;

        if (h->score.games == 0)
                return;
        host_word(h->match, w, sizeof w);
        for (int i = 0; i < session_seat_count(h->s) && used < sizeof seats; i++) {
                char id = session_seat_at(h->s, i)->id;
                used += (size_t)snprintf(seats + used, sizeof seats - used, " %c=%d", id,
                                         session_match_wins(&h->score, id));
        }
        for (int k = 0; k < NET_PEERS_MAX; k++) {
                struct peer *p = &h->peers[k];
                if (p->used && p->role != ROLE_NONE && (!to || p == to))
                        host_send_line(h, p, "match %d %s%s", h->score.games, w, seats);
        }
}

/* A watcher came or went: everyone is told, at most as often as that uid
 * may talk (a stranger coming and going cannot flood the status lines);
 * the count is always sent. */
static void watcher_news(struct host *h, struct peer *p, bool came)
{
        char text[160];

        /* in a class the teacher has the roster, and a pupil's status line
         * keeps the question */
        if (!h->cls && host_may_talk(h, p->uid, net_now_ms())) {
                if (came)
                        tt_reason(text, sizeof text, "%s is watching.", p->login);
                else
                        tt_reason(text, sizeof text, "%s stopped watching.", p->login);
                host_broadcast_said(h, text);
        }
        send_watching(h, NULL);
}

/* The game as a record, to one peer or to all. */
static void send_game(struct host *h, struct peer *to)
{
        if (!to)
                h->sent_plies = session_ply_count(h->s);
        char *text = NULL;
        size_t len = 0;

        if (record_format(h->s, NULL, &text, &len) != 0)
                return;
        for (int i = 0; i < NET_PEERS_MAX; i++) {
                struct peer *p = &h->peers[i];
                if (!p->used || p->role == ROLE_NONE || (to && p != to))
                        continue;
                /* the queue's bound is small, but never smaller than the
                 * game itself and a little news */
                if (p->c.out_max < len + NET_OUT_SMALL)
                        p->c.out_max = len + NET_OUT_SMALL;
                if (net_conn_send_blob(&p->c, text, len) != 0)
                        drop(h, p, N_("the other side stopped reading"));
        }
        free(text);
}

/* What changed since the last news: the new actions only ("act PLY ACTION
 * [SIDE=MS ...]", with the game clocks' time left after it), or the whole
 * record when the game changed otherwise. A peer whose copy does not follow
 * asks for the whole game ("sync"). */
static void send_news(struct host *h)
{
        size_t n = session_ply_count(h->s);
        const struct session_settings *set = session_settings(h->s);
        char clocks[NET_LINE_MAX / 2] = "", w[NET_LINE_MAX / 2];

        if (h->rewritten || n < h->sent_plies) {
                h->rewritten = false;
                send_game(h, NULL);
                return;
        }
        if (set->clock.mode == SESSION_CLOCK_GAME) {
                size_t used = 0;
                for (int i = 0; i < session_seat_count(h->s); i++) {
                        char side = h->ops->side_of(session_position(h->s),
                                                    session_seat_at(h->s, i)->id);
                        if (strchr(clocks, side) || used + 32 >= sizeof clocks)
                                continue;
                        used += (size_t)snprintf(
                            clocks + used, sizeof clocks - used, " %c=%lld", side,
                            (long long)session_time_left(h->s, side, INT64_MIN));
                }
        }
        for (size_t k = h->sent_plies + 1; k <= n; k++) {
                host_word(session_action_at(h->s, k), w, sizeof w);
                for (int i = 0; i < NET_PEERS_MAX; i++) {
                        struct peer *p = &h->peers[i];
                        if (p->used && p->role != ROLE_NONE)
                                host_send_line(h, p, "act %zu %s%s", k, w,
                                               k == n ? clocks : "");
                }
        }
        h->sent_plies = n;
}

/* A peer's copy went wrong: the whole game again, at most once a second. */
static void sync_peer(struct host *h, struct peer *p)
{
        long long now = net_now_ms();
        if (p->synced_ms && now - p->synced_ms < 1000) {
                drop(h, p, N_("too many requests for the whole game"));
                return;
        }
        p->synced_ms = now;
        send_game(h, p);
}

static void drop(struct host *h, struct peer *p, const char *why)
{
        bool player = p->role == ROLE_PLAYER, watcher = p->role == ROLE_WATCHER;
        char text[160];

        if (!p->used)
                return;
        if (why) {
                char plain[TT_REASON_MAX];
                tt_reason_expand(why, NULL, NULL, plain, sizeof plain);
                host_log(h, LOG_NOTICE, "dropped uid %lu (%s): %s", (unsigned long)p->uid,
                         p->login, plain);
        } else if (p->role != ROLE_NONE)
                host_log(h, LOG_INFO, "uid %lu (%s) left", (unsigned long)p->uid,
                         p->login);
        if (why) {
                char w[NET_LINE_MAX / 2];
                char line[NET_LINE_MAX];
                snprintf(line, sizeof line, "bye %s", host_word(why, w, sizeof w));
                (void)net_conn_send(&p->c, line);
        }
        (void)net_conn_flush(&p->c, NULL, 0);
        net_conn_free(&p->c);
        p->used = false;
        if (h->cls)
                class_left(h, p);
        if (watcher) {
                p->role = ROLE_NONE;
                watcher_news(h, p, false);
        }
        if (player) {
                for (int i = 0; i < h->o.nseats; i++)
                        if (strchr(p->seats, h->o.seats[i].id))
                                h->away_since[i] = net_now_ms();
                if (session_over(h->s))
                        tt_reason(text, sizeof text, "%s has left the game.", p->login);
                else
                        tt_reason(text, sizeof text,
                                  "%s has left: the game waits for them to join again.",
                                  p->login);
                p->role = ROLE_NONE;
                host_broadcast_said(h, text);
                send_presence(h, NULL);
        }
}

void host_drop(struct host *h, struct peer *p, const char *why)
{
        drop(h, p, why);
}

/* ------------------------------------------------------------- joining */

/* The host and the players (seated, or invited to a seat of their own)
 * always get in: no limit is theirs, and a stranger's connection makes
 * room for them when the game is full. */
static bool privileged(const struct host *h, uid_t uid)
{
        if (uid == h->host_uid)
                return true;
        for (int i = 0; i < h->o.nseats; i++) {
                const struct net_seat_rule *r = &h->o.seats[i];
                if ((h->held[i] && h->holder[i] == uid) ||
                    (r->kind == NET_SEAT_REMOTE && r->named && r->uid == uid))
                        return true;
        }
        return false;
}

/* Connections of uid in a role (any uid: -1 as uid does not count). */
static int count_of(const struct host *h, uid_t uid, enum role role)
{
        int n = 0;
        for (int i = 0; i < NET_PEERS_MAX; i++)
                n += h->peers[i].used && h->peers[i].uid == uid &&
                     h->peers[i].role == role;
        return n;
}

static int watchers(const struct host *h)
{
        int n = 0;
        for (int i = 0; i < NET_PEERS_MAX; i++)
                n += h->peers[i].used && h->peers[i].role == ROLE_WATCHER;
        return n;
}

static bool may_watch(const struct host *h, const struct peer *p)
{
        if (privileged(h, p->uid) || h->o.watch == NET_WATCH_ANYONE)
                return true;
        if (h->o.watch == NET_WATCH_NOBODY)
                return false;
        for (int i = 0; i < h->o.nwatchers; i++)
                if (h->o.watchers[i] == p->uid)
                        return true;
        return false;
}

/* May this uid take seat i? */
static bool may_sit(const struct host *h, int i, uid_t uid)
{
        const struct net_seat_rule *r = &h->o.seats[i];
        if (r->kind == NET_SEAT_COMPUTER)
                return false;
        if (h->held[i])
                return h->holder[i] == uid;
        if (r->kind == NET_SEAT_HOST)
                return uid == h->host_uid;
        return !r->named || r->uid == uid;
}

/* The peer playing seat i now, or NULL. */
static struct peer *seat_peer(struct host *h, int i)
{
        return host_holder_peer(h, h->o.seats[i].id);
}

/* Whether seat i is free for uid now: nobody plays it, or only another
 * connection of the same uid (a terminal that dropped without the host
 * noticing yet: the new one takes over). */
static bool free_for(struct host *h, int i, uid_t uid, const struct peer *self)
{
        struct peer *o = seat_peer(h, i);
        return may_sit(h, i, uid) && (!o || (o != self && o->uid == uid));
}

/* The seats a player gets: the one asked for; else the seats it held and
 * left (joining again), or else every seat reserved for it that nobody
 * holds (the host's, a named remote seat); else the first open seat for
 * anyone; else the seats it plays from another terminal, which this one
 * takes over. Identity is the uid. */
static int choose_seats(struct host *h, const struct peer *p, char want, char *out)
{
        int i, n = 0;
        uid_t uid = p->uid;

        if (want) {
                i = host_seat_index(h, want);
                if (i < 0 || !free_for(h, i, uid, p))
                        return -1;
                out[n++] = want;
                out[n] = '\0';
                return 0;
        }
        for (i = 0; i < h->o.nseats; i++)
                if (h->held[i] && h->holder[i] == uid && !seat_peer(h, i))
                        out[n++] = h->o.seats[i].id;
        for (i = 0; n == 0 && i < h->o.nseats; i++) {
                const struct net_seat_rule *r = &h->o.seats[i];
                bool mine = (r->kind == NET_SEAT_HOST && uid == h->host_uid) ||
                            (r->kind == NET_SEAT_REMOTE && r->named && r->uid == uid);
                if (mine && !h->held[i])
                        out[n++] = r->id;
        }
        for (i = 0; n == 0 && i < h->o.nseats; i++)
                if (h->o.seats[i].kind == NET_SEAT_REMOTE && !h->o.seats[i].named &&
                    !h->held[i])
                        out[n++] = h->o.seats[i].id;
        for (i = 0; n == 0 && i < h->o.nseats; i++)
                if (h->held[i] && h->holder[i] == uid)
                        out[n++] = h->o.seats[i].id;
        out[n] = '\0';
        return n > 0 ? 0 : -1;
}

/* For `tabletop list`: the game, its seats, the free ones, who may watch,
 * how long it has been hosted. */
static void send_info(struct host *h, struct peer *p)
{
        int open = 0;
        for (int i = 0; i < h->o.nseats; i++)
                open += h->o.seats[i].kind == NET_SEAT_REMOTE && !h->held[i];
        if (h->cls) { /* a class: its pupils, none of them a seat */
                class_info(h, p);
                return;
        }
        host_send_line(h, p, "info %s %d %d %s %lld", h->ops->name, h->o.nseats, open,
                       h->o.watch == NET_WATCH_ANYONE   ? "anyone"
                       : h->o.watch == NET_WATCH_NOBODY ? "none"
                                                        : "listed",
                       (net_now_ms() - h->started_ms) / 1000);
}

bool host_admit_watcher(struct host *h, struct peer *p)
{
        if (!may_watch(h, p)) {
                drop(h, p, N_("the host does not let you watch this game"));
                return false;
        }
        if (p->uid != h->host_uid &&
            count_of(h, p->uid, ROLE_WATCHER) >= NET_WATCH_PER_UID) {
                drop(h, p, N_("you already watch this game from too many terminals"));
                return false;
        }
        if (!privileged(h, p->uid) && watchers(h) >= h->o.max_watchers) {
                drop(h, p, N_("this game has as many watchers as its host allows"));
                return false;
        }
        p->role = ROLE_WATCHER;
        host_send_line(h, p, "welcome watcher - %s", p->login);
        send_presence(h, p);
        send_match(h, p);
        send_game(h, p);
        watcher_news(h, p, true);
        return true;
}

static void hello(struct host *h, struct peer *p, int argc, char *const *argv)
{
        char seats[TT_SEATS_MAX + 1], text[160];
        int i;

        /* Version 1 (whole records only) is still good enough for a list. */
        if (argc >= 3 && strcmp(argv[1], "1") == 0 && strcmp(argv[2], "info") == 0) {
                send_info(h, p);
                drop(h, p, NULL);
                return;
        }
        if (argc < 3 || strcmp(argv[1], NET_PROTOCOL_VERSION_TEXT) != 0) {
                drop(h, p, N_("this program speaks version 2 of the game protocol"));
                return;
        }
        if (strcmp(argv[2], "info") == 0) {
                send_info(h, p);
                drop(h, p, NULL);
                return;
        }
        if (h->cls && class_hello(h, p, argv[2]))
                return;
        if (strcmp(argv[2], "watch") == 0) {
                (void)host_admit_watcher(h, p);
                return;
        }
        if (strcmp(argv[2], "play") != 0) {
                drop(h, p, N_("say hello with play or watch"));
                return;
        }
        if (choose_seats(h, p, argc > 3 && argv[3][0] != '-' ? argv[3][0] : 0, seats) !=
            0) {
                drop(h, p,
                     argc > 3 && argv[3][0] != '-'
                         ? "that seat is not free for you"
                         : "no seat of this game is free for you (try watch)");
                return;
        }
        /* seats played from another terminal of the same uid: taken over */
        for (i = 0; seats[i]; i++) {
                struct peer *o = host_holder_peer(h, seats[i]);
                if (o && o != p)
                        drop(h, o, N_("you joined this game from another terminal"));
        }
        p->role = ROLE_PLAYER;
        snprintf(p->seats, sizeof p->seats, "%s", seats);
        for (i = 0; seats[i]; i++) {
                int k = host_seat_index(h, seats[i]);
                h->held[k] = true;
                h->holder[k] = p->uid;
                memcpy(h->holder_login[k], p->login, sizeof h->holder_login[k]);
                if (h->o.seats[k].kind == NET_SEAT_REMOTE)
                        session_set_seat(h->s, seats[i], SESSION_HUMAN, 1, p->login);
        }
        host_send_line(h, p, "welcome player %s %s", seats, p->login);
        tt_reason(text, sizeof text, "%s joined the game.", p->login);
        host_broadcast_said(h, text);
        send_presence(h, NULL);
        send_watching(h, p);
        send_match(h, p);
        send_game(h, NULL); /* names may have changed */
        host_keep(h);       /* and who holds the seats */
        host_log(h, LOG_INFO, "uid %lu (%s) plays %s", (unsigned long)p->uid, p->login,
                 seats);
}

/* ------------------------------------------------------------- playing */

/* The messages a terminal may send (net/protocol.h): each verb's handler
 * gets the host and the peer that sent it. */
struct sender {
        struct host *h;
        struct peer *p;
};

static void on_hello(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        hello(t->h, t->p, w->argc, w->argv);
}

static void on_play(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        host_play(t->h, t->p, w->rest);
}

static void on_offer(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        host_offer(t->h, t->p, w->argv[1]);
}

static void on_answer(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        host_answer(t->h, t->p, w->argv[1]);
}

static void on_resign(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        (void)w;
        host_resign(t->h, t->p);
}

static void on_chat(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        host_chat(t->h, t->p, w->argv[1], strcmp(w->argv[0], "team") == 0);
}

static void on_sync(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        (void)w;
        sync_peer(t->h, t->p);
}

static void on_bye(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        (void)w;
        drop(t->h, t->p, NULL);
}

static const struct net_verb to_host[] = {
    {"hello", 1, NET_ARGS_MAX, NET_FROM_NEW, on_hello}, /* hello VERSION KIND [SEAT] */
    {"play", 2, NET_ARGS_MAX, NET_FROM_JOINED,
     on_play},                                    /* play ACTION (may hold spaces) */
    {"offer", 2, 2, NET_FROM_JOINED, on_offer},   /* offer undo|draw */
    {"answer", 2, 2, NET_FROM_JOINED, on_answer}, /* answer yes|no */
    {"resign", 1, NET_ARGS_MAX, NET_FROM_JOINED, on_resign},
    {"chat", 2, 2, NET_FROM_JOINED, on_chat}, /* chat TEXT (percent-encoded) */
    {"team", 2, 2, NET_FROM_JOINED, on_chat},
    {"sync", 1, 1, NET_FROM_JOINED, on_sync},
    {"bye", 1, NET_ARGS_MAX, NET_FROM_NEW | NET_FROM_JOINED, on_bye},
    {NULL, 0, 0, 0, NULL},
};

static void message(struct host *h, struct peer *p, struct net_msg *m)
{
        struct sender t = {h, p};
        unsigned role = p->role == ROLE_NONE     ? NET_FROM_NEW
                        : p->role == ROLE_PLAYER ? NET_FROM_PLAYER
                                                 : NET_FROM_WATCHER;
        enum net_fault fault;

        role |= p->cls_role;
        fault = net_dispatch(to_host, role, &t, m->line);
        if (fault == NET_UNKNOWN && h->cls)
                fault = class_message(h, p, role, m->line);

        if (fault == NET_OK || fault == NET_EMPTY)
                return;
        if (p->role == ROLE_NONE)
                drop(h, p, N_("say hello first"));
        else if (fault == NET_NOT_ALLOWED)
                host_send_said(h, p, "error", N_("that message is not yours to send"));
        else if (fault == NET_TOO_LONG)
                host_send_said(h, p, "error", N_("too many words in one message"));
        else
                host_send_said(h, p, "error", N_("unknown message"));
}

/* --------------------------------------------------------- by itself */

/* ---------------------------------------------------------------- loop */

/* Refuses a connection before it has a place: told why at once, never
 * waited for, and logged. */
static void refuse(struct host *h, int fd, uid_t uid, const char *why)
{
        char w[NET_LINE_MAX / 2], line[NET_LINE_MAX];
        int n = snprintf(line, sizeof line, "bye %s\n", host_word(why, w, sizeof w));
        (void)!send(fd, line, (size_t)n, MSG_NOSIGNAL | MSG_DONTWAIT);
        close(fd);
        host_log(h, LOG_NOTICE, "refused uid %lu: %s", (unsigned long)uid, why);
}

/* The game is full and the host or one of its players comes (uid): another
 * connection makes room, never a player's nor the host's. A stranger's
 * first, then a seated player's extra ones (a player, even a hostile one,
 * cannot hold places against the others: the limits are theirs too); one
 * that has not said hello before a watcher; of the uid holding the most
 * connections. NULL when every place is a player's or the host's. */
static struct peer *make_room(struct host *h, uid_t uid)
{
        struct peer *victim = NULL;
        int victim_n = 0;
        bool victim_vip = false;

        for (int i = 0; i < NET_PEERS_MAX; i++) {
                struct peer *p = &h->peers[i];
                if (!p->used || p->role == ROLE_PLAYER || p->uid == h->host_uid ||
                    p->uid == uid)
                        continue;
                bool vip = privileged(h, p->uid);
                int n =
                    count_of(h, p->uid, ROLE_NONE) + count_of(h, p->uid, ROLE_WATCHER);
                bool better = !victim || (victim_vip && !vip) ||
                              (victim_vip == vip &&
                               ((p->role == ROLE_NONE && victim->role != ROLE_NONE) ||
                                (p->role == victim->role && n > victim_n)));
                if (better) {
                        victim = p;
                        victim_n = n;
                        victim_vip = vip;
                }
        }
        if (victim)
                drop(h, victim,
                     N_("the game is full: your place went to one of its players"));
        return victim;
}

/* Takes one waiting connection: false when none was waiting. */
static bool accept_peer(struct host *h)
{
        char why[TT_REASON_MAX];
        struct peer *p = NULL;
        uid_t uid;
        pid_t pid;
        int fd = net_accept(h->listen_fd, &uid, &pid, why, sizeof why);

        if (fd < 0)
                return why[0] != '\0'; /* an error: try the next one */
        bool vip = privileged(h, uid);
        /* the limits are everyone's but the host's: a seated player may be
         * hostile too */
        if (uid != h->host_uid && count_of(h, uid, ROLE_NONE) >= NET_PENDING_PER_UID) {
                refuse(h, fd, uid,
                       N_("too many of your connections have not said hello yet"));
                return true;
        }
        for (int i = 0; i < NET_PEERS_MAX && !p; i++)
                if (!h->peers[i].used)
                        p = &h->peers[i];
        if (!p && vip)
                p = make_room(h, uid);
        if (!p) {
                refuse(h, fd, uid, N_("the game is full"));
                return true;
        }
        memset(p, 0, sizeof *p);
        p->uid = uid;
        net_login_show(p->uid, p->login, sizeof p->login);
        net_conn_init(&p->c, fd, h->o.out_max);
        net_conn_lines_only(&p->c);
        p->used = true;
        p->role = ROLE_NONE;
        p->since = net_now_ms();
        return true;
}

static void serve_peer(struct host *h, struct peer *p, short revents)
{
        char why[TT_REASON_MAX];
        struct net_msg m;
        int rc;

        if (revents & POLLIN) {
                int read_rc = net_conn_read(&p->c, why, sizeof why);
                if (read_rc < 0) {
                        drop(h, p, why);
                        return;
                }
                /* the lines that came before a close are read first: a
                 * terminal that answers and leaves at once (a declined
                 * rematch) is heard */
                while (p->used && (rc = net_conn_next(&p->c, &m, why, sizeof why)) == 1)
                        message(h, p, &m);
                if (p->used && rc < 0) {
                        drop(h, p, why);
                        return;
                }
                if (p->used && read_rc > 0) {
                        drop(h, p, NULL);
                        return;
                }
        }
        if (p->used && (revents & (POLLHUP | POLLERR)) && !(revents & POLLIN))
                drop(h, p, NULL);
}

static int connected(const struct host *h)
{
        int n = 0;
        for (int i = 0; i < NET_PEERS_MAX; i++)
                n += h->peers[i].used && h->peers[i].role != ROLE_NONE;
        return n;
}

/* Saves the game in the host's data folder under a name no other game
 * has: GAME-TABLE-DATE.ttrec, with -2, -3... when taken (games hosted at
 * once may end in the same second). */
static int save_record(struct host *h)
{
        char base[256], name[300], path[4096], why[TT_REASON_MAX], prefix[80];

        snprintf(prefix, sizeof prefix, "%s-%s", h->ops->name, h->o.name);
        if (record_default_name(prefix, "", base, sizeof base) != 0)
                return -1;
        for (int n = 1; n < 1000; n++) {
                if (n == 1)
                        snprintf(name, sizeof name, "%s%s", base, RECORD_EXT);
                else
                        snprintf(name, sizeof name, "%s-%d%s", base, n, RECORD_EXT);
                if (record_path_for_save(name, path, sizeof path, why, sizeof why) != 0)
                        return -1;
                /* the name is taken atomically: hosts ending at once never
                 * pick the same (the record then replaces this empty file) */
                int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                              0600);
                if (fd >= 0) {
                        close(fd);
                        break;
                }
                if (errno != EEXIST)
                        return -1;
        }
        /* the record with the chat (said lines: version 2) */
        char *text = NULL;
        size_t len = 0;
        if (record_format(h->s, NULL, &text, &len) != 0)
                return -1;
        (void)record_add_said(&text, &len, h->said, h->said_len);
        int rc = record_write_atomic(path, text, len, why, sizeof why);
        free(text);
        if (rc != 0)
                return -1;
        host_log(h, LOG_INFO, "saved %s", path);
        return 0;
}

/* ------------------------------------------------------------ rematch */

/* The score, in the saved record of the game (a said line of the host's,
 * who "-", in English as records are). */
static void keep_score(struct host *h, const char *score)
{
        char text[300], clean[300];
        snprintf(text, sizeof text, "Games won so far: %s.", score);
        net_sanitize(clean, sizeof clean, text);
        host_keep_said(h, "-", clean, false);
}

void host_rematch(struct host *h)
{
        struct session_settings set = *session_settings(h->s);
        struct net_seat_rule rules[TT_SEATS_MAX];
        bool held[TT_SEATS_MAX];
        uid_t holder[TT_SEATS_MAX];
        char logins[TT_SEATS_MAX][NET_LOGIN_BUF], score[200], text[300];
        char from[TT_SEATS_MAX], to[TT_SEATS_MAX];
        long long away[TT_SEATS_MAX], now = net_now_ms();
        char why[TT_REASON_MAX];
        struct session *ns;
        int n = h->o.nseats;
        /* sides swapped; four players keep their teams (Q11): two seats on */
        int k = tt_game_has_teams(h->ops, session_position(h->s)) ? 2 : 1;

        session_match_count(&h->score, h->s);
        session_match_text(&h->score, h->s, NULL, score, sizeof score);
        keep_score(h, score);
        if (save_record(h) != 0)
                host_log(h, LOG_WARNING, "the record of game %d could not be saved",
                         h->score.games);
        h->said_len = 0;
        if (session_random_seed(&set.seed, why, sizeof why) != 0 ||
            !(ns = session_new(h->ops, &set, now, why, sizeof why))) {
                host_broadcast_said(h, why);
                return;
        }
        if (session_secure_dice(ns, why, sizeof why) != 0) {
                session_free(ns);
                host_broadcast_said(h, why);
                return;
        }
        for (int i = 0; i < n; i++) {
                int j = (i + k) % n;
                const struct session_seat *seat = session_seat(h->s, h->o.seats[i].id);
                rules[j] = h->o.seats[i];
                rules[j].id = h->o.seats[j].id;
                from[i] = h->o.seats[i].id;
                to[i] = h->o.seats[j].id;
                held[j] = h->held[i];
                holder[j] = h->holder[i];
                memcpy(logins[j], h->holder_login[i], sizeof logins[j]);
                away[j] = h->away_since[i];
                /* a person's name goes with the person; a computer goes by
                 * its new seat's own name, not the old seat's (a computer
                 * "Circle" playing X) */
                if (seat)
                        session_set_seat(ns, rules[j].id, seat->kind, seat->level,
                                         seat->kind == SESSION_COMPUTER ? ""
                                                                        : seat->name);
        }
        for (int i = 0; i < NET_PEERS_MAX; i++) {
                struct peer *p = &h->peers[i];
                if (!p->used || p->role != ROLE_PLAYER)
                        continue;
                for (char *c = p->seats; *c; c++) {
                        int at = host_seat_index(h, *c);
                        if (at >= 0)
                                *c = h->o.seats[(at + k) % n].id;
                }
        }
        for (int j = 0; j < n; j++) {
                h->o.seats[j] = rules[j];
                h->held[j] = held[j];
                h->holder[j] = holder[j];
                memcpy(h->holder_login[j], logins[j], sizeof logins[j]);
                h->away_since[j] = away[j];
        }
        session_free(h->s);
        h->s = ns;
        session_clock_resume(h->s, now);
        /* the wins go round with the people; the score in the new seats */
        session_match_move(&h->score, from, to, n);
        session_match_text(&h->score, h->s, NULL, score, sizeof score);
        /* each player's new seats: a welcome again says them */
        for (int i = 0; i < NET_PEERS_MAX; i++) {
                struct peer *p = &h->peers[i];
                if (p->used && p->role == ROLE_PLAYER)
                        host_send_line(h, p, "welcome player %s %s", p->seats, p->login);
        }
        send_presence(h, NULL);
        snprintf(h->match, sizeof h->match, "%s", score);
        send_match(h, NULL);
        tt_reason(text, sizeof text, "A new game, sides swapped. Games won so far: %s.",
                  score);
        host_broadcast_said(h, text);
        keep_score(h, score);
        host_changed(h);
        host_keep(h);
        h->next_auto_ms = now + COMPUTER_PAUSE_MS;
        host_log(h, LOG_INFO, "rematch: game %d", h->score.games + 1);
}

/* How long the loop may sleep: TICK_MS while something may happen by
 * itself (host_busy: a clock, a computer, a forced action), else until the
 * next deadline (a hello due, the idle time with nobody connected), at
 * most IDLE_WAIT_MS. An idle game costs no CPU, and hundreds of them never
 * wake together. */
static int wait_ms(struct host *h, long long now)
{
        long long until = now + IDLE_WAIT_MS;

        if (host_busy(h))
                return TICK_MS;
        for (int i = 0; i < NET_PEERS_MAX; i++) {
                const struct peer *p = &h->peers[i];
                if (p->used && p->role == ROLE_NONE &&
                    p->since + h->o.hello_ms + 1 < until)
                        until = p->since + h->o.hello_ms + 1;
        }
        if (h->alone_since >= 0 && h->alone_since + h->o.idle_ms + 1 < until)
                until = h->alone_since + h->o.idle_ms + 1;
        return until <= now ? 0 : (int)(until - now);
}

static volatile sig_atomic_t stop_asked;

static void on_stop(int sig)
{
        (void)sig;
        stop_asked = 1;
}

/* The hosting process's own signals, whatever the program that forked it
 * had: SIGTERM or SIGINT end the game as nobody being left does (the
 * record is saved), a hang-up or a closed socket changes nothing. */
static void host_signals(void)
{
        struct sigaction sa;

        memset(&sa, 0, sizeof sa);
        sigemptyset(&sa.sa_mask);
        sa.sa_handler = on_stop;
        sigaction(SIGTERM, &sa, NULL);
        sigaction(SIGINT, &sa, NULL);
        sa.sa_handler = SIG_IGN;
        sigaction(SIGHUP, &sa, NULL);
        sigaction(SIGPIPE, &sa, NULL);
}

int net_host_serve(struct session *s, const struct net_host_options *o, int listen_fd)
{
        static struct host h;
        struct pollfd fds[NET_PEERS_MAX + 1 + NET_PAIRS_MAX];
        int map[NET_PEERS_MAX + 1 + NET_PAIRS_MAX];
        int rc = 0;
        char no_dice[TT_REASON_MAX];

        /* dice nobody can predict, keyed here: the key stays in this process */
        if (session_secure_dice(s, no_dice, sizeof no_dice) != 0) { /* docs/network.md */
                if (!o->quiet)
                        fprintf(stderr, "cannot host: %s\n", no_dice);
                session_free(s);
                return -1;
        }
        memset(&h, 0, sizeof h);
        stop_asked = 0;
        host_signals();
        h.s = s;
        h.ops = session_ops(s);
        h.o = *o;
        h.listen_fd = listen_fd;
        h.alone_since = h.started_ms = net_now_ms();
        h.host_uid = getuid();
        net_log_reset();
        /* a resumed game's chat (net_keep_load) is the host's own: kept
         * here, never in the record the terminals are sent */
        size_t said_len;
        const char *said = session_said(s, &said_len);
        if (said_len > 0 && said_len <= SAID_KEEP && (h.said = malloc(SAID_KEEP))) {
                memcpy(h.said, said, said_len);
                h.said_len = said_len;
        }
        (void)session_set_said(s, "", 0);
        for (int i = 0; i < h.o.nseats; i++)
                if (h.o.seats[i].kind == NET_SEAT_REMOTE && h.o.seats[i].named)
                        session_set_seat(s, h.o.seats[i].id, SESSION_HUMAN, 1,
                                         h.o.seats[i].login);
        session_state(s, h.state, sizeof h.state);
        session_clock_resume(s, net_now_ms());
        if (o->klass)
                class_start(&h);
        host_keep(&h);
        host_log(&h, LOG_INFO, "hosted: %s, %d seats, pid %ld", h.ops->name, h.o.nseats,
                 (long)getpid());
        while (!stop_asked) {
                long long now = net_now_ms();
                int n = 0;

                fds[n].fd = listen_fd;
                fds[n].events = POLLIN;
                map[n++] = -1;
                for (int i = 0; i < NET_PEERS_MAX; i++) {
                        struct peer *p = &h.peers[i];
                        if (!p->used)
                                continue;
                        if (p->role == ROLE_NONE && now - p->since > h.o.hello_ms) {
                                drop(&h, p, N_("no hello in time"));
                                continue;
                        }
                        fds[n].fd = p->c.fd;
                        fds[n].events =
                            POLLIN | (net_conn_wants_write(&p->c) ? POLLOUT : 0);
                        map[n++] = i;
                }
                if (h.cls) /* the pairs' games of a class: their results */
                        for (int k = class_pairs_fds(&h, fds + n, NET_PAIRS_MAX); k > 0;
                             k--)
                                map[n++] = -2;
                if (poll(fds, (nfds_t)n, wait_ms(&h, now)) < 0 && errno != EINTR)
                        break;
                for (int k = 0; k < n; k++) {
                        if (!fds[k].revents)
                                continue;
                        if (map[k] == -2)
                                class_pairs_news(&h, fds[k].fd);
                        else if (map[k] < 0)
                                /* every waiting connection, so a flood
                                 * never keeps the backlog full */
                                for (int a = 0; a < NET_PEERS_MAX && accept_peer(&h); a++)
                                        ;
                        else
                                serve_peer(&h, &h.peers[map[k]], fds[k].revents);
                }
                host_automatic(&h, net_now_ms());
                if (h.o.report && session_over(h.s)) { /* a pair's game of a class */
                        class_pairs_report(h.s, h.o.report_fd);
                        h.o.report = false;
                }
                bool keep_due = h.dirty || h.said_changed;
                h.said_changed = false;
                if (h.dirty) {
                        h.dirty = false;
                        send_news(&h);
                }
                for (int i = 0; i < NET_PEERS_MAX; i++) {
                        char why[TT_REASON_MAX];
                        struct peer *p = &h.peers[i];
                        if (p->used && net_conn_flush(&p->c, why, sizeof why) != 0)
                                drop(&h, p, NULL);
                }
                /* Kept (written, fsync'd, renamed) right after the news has
                 * left: the disk never delays a move on its way to the
                 * players (docs/network.md, "Scale"); a kill in between
                 * loses at most that one action. */
                if (keep_due)
                        host_keep(&h);
                if (connected(&h) > 0) {
                        h.alone_since = -1;
                        continue;
                }
                if (h.alone_since < 0)
                        h.alone_since = h.started_ms = net_now_ms();
                if (session_over(h.s) || net_now_ms() - h.alone_since > h.o.idle_ms)
                        break;
        }
        session_think_cancel(&h.think);
        if (h.o.report) /* ended unfinished: the class sees the pipe close */
                close(h.o.report_fd);
        if (h.cls)
                class_end(&h); /* its record is the class's CSV file */
        else if (session_ply_count(h.s) > 0)
                rc = save_record(&h);
        if (rc == 0)
                host_keep_done(&h);
        host_log(&h, LOG_INFO, "ended%s%s", stop_asked ? " (stopped by a signal)" : "",
                 rc != 0 ? ", the record could not be saved" : "");
        for (int i = 0; i < NET_PEERS_MAX; i++)
                if (h.peers[i].used)
                        drop(&h, &h.peers[i],
                             h.cls ? N_("the class is closed")
                                   : N_("the game is closed"));
        session_free(h.s);
        free(h.said);
        return rc;
}
