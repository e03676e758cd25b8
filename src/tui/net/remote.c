/* remote.c: the link of a hosted game (see remote.h and docs/network.md):
 * operations become messages to the host, and poll turns the host's
 * messages into news for the play screen. Nothing the host sends reaches
 * the terminal unsanitized. */
#include "tui/net/remote.h"
#include "tui/net/class_pairs.h"
#include "tui/net/class_pupil.h"
#include "net/client.h"
#include "net/rendezvous.h"
#include "net/sanitize.h"
#include "net/wire.h"
#include "session/match.h"
#include "tui/seats.h"
#include "tui/kit/event.h"
#include "record/record.h"
#include "i18n/i18n.h"

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { OUT_MAX = 1 << 20, WELCOME_MS = 5000 };

struct remote {
        struct net_conn c;
        char login[NET_LOGIN_MAX + 1];
        char seats[TT_SEATS_MAX + 1]; /* this terminal's */
        bool watcher;
        bool gone;
        bool own;                    /* a game hosted by this login */
        char name[NET_NAME_MAX + 1]; /* the game's name */
        bool closing; /* the host closed: what it sent before is still read */
        char seat_ids[TT_SEATS_MAX];
        enum tui_link_seat seat_state[TT_SEATS_MAX];
        struct tui_class_pupil pupil;       /* a pupil in a class (class_pupil.h) */
        long long away_since[TT_SEATS_MAX]; /* tui_now_ms, while away */
        int watching;                       /* how many watch */
        char watchers[TUI_LINK_TEXT_MAX];   /* their logins, clean */
        int games;                          /* of the match, after a rematch */
        char score[TUI_LINK_TEXT_MAX];      /* games won by each, clean */
        struct session_match by_seat;       /* ... by seat (none: n 0) */
};

static struct remote *R(const struct tui_link *l)
{
        return l->impl;
}

static int send_line(struct tui_link *l, const char *line, char *why, size_t len)
{
        struct remote *r = R(l);
        if (r->gone) {
                snprintf(why, len, "%s", _("The connection to the host is gone."));
                return -1;
        }
        if (net_conn_send(&r->c, line) != 0 || net_conn_flush(&r->c, why, len) != 0) {
                snprintf(why, len, "%s", _("The host does not answer."));
                return -1;
        }
        return 0;
}

/* ------------------------------------------------------------ operations */

static int r_play(struct tui_link *l, const char *action, int64_t now, char *why,
                  size_t len)
{
        char line[NET_LINE_MAX];
        (void)now;
        if (R(l)->pupil.in_class) { /* a move on the board answers the question */
                if (tui_class_pupil_reply(&R(l)->pupil, action, line, sizeof line, why,
                                          len) != 0)
                        return -1;
        } else
                snprintf(line, sizeof line, "play %s", action);
        if (send_line(l, line, why, len) != 0)
                return -1;
        why[0] = '\0';
        return 1;
}

static int r_undo(struct tui_link *l, bool redo, int64_t now, char *why, size_t len)
{
        (void)now;
        if (redo) {
                snprintf(why, len, "%s", _("There is no redo in a hosted game."));
                return -1;
        }
        if (send_line(l, "offer undo", why, len) != 0)
                return -1;
        why[0] = '\0';
        return 1;
}

static int r_resign(struct tui_link *l, char side, int64_t now, char *why, size_t len)
{
        (void)side;
        (void)now;
        if (send_line(l, "resign", why, len) != 0)
                return -1;
        why[0] = '\0';
        return 1;
}

static int r_agree_draw(struct tui_link *l, int64_t now, char *why, size_t len)
{
        (void)now;
        if (send_line(l, "offer draw", why, len) != 0)
                return -1;
        why[0] = '\0';
        return 1;
}

static int r_rematch(struct tui_link *l, char *why, size_t len)
{
        if (send_line(l, "offer rematch", why, len) != 0)
                return -1;
        why[0] = '\0';
        return 1;
}

static int r_restart(struct tui_link *l, const char *state, int64_t now, char *why,
                     size_t len)
{
        (void)l;
        (void)state;
        (void)now;
        snprintf(why, len, "%s", _("Playing on is not possible in a hosted game."));
        return -1;
}

static bool r_tick(struct tui_link *l, int64_t now)
{
        (void)l;
        (void)now;
        return false; /* the host's clocks */
}

static void r_clock_hold(struct tui_link *l, int64_t now)
{
        (void)l;
        (void)now;
}

static bool r_runs_here(const struct tui_link *l)
{
        (void)l;
        return false;
}

static bool r_mine(const struct tui_link *l, char id)
{
        if (R(l)->pupil.in_class) /* while a question waits for this pupil's answer */
                return id && tui_class_pupil_asked(&R(l)->pupil) &&
                       !R(l)->pupil.answered && l->view && id == session_turn(l->view);
        return id && strchr(R(l)->seats, id) != NULL;
}

static enum tui_link_role r_role(const struct tui_link *l, enum tui_link_question *q)
{
        const struct remote *r = R(l);
        if (q)
                *q = !r->pupil.in_class                  ? TUI_LINK_NO_QUESTION
                     : r->pupil.lesson[0]                ? TUI_LINK_LESSON
                     : !tui_class_pupil_asked(&r->pupil) ? TUI_LINK_NO_QUESTION
                     : r->pupil.answered                 ? TUI_LINK_ANSWERED
                                                         : TUI_LINK_ASKED;
        if (r->pupil.in_class)
                return TUI_LINK_PUPIL;
        return r->watcher ? TUI_LINK_WATCHER : TUI_LINK_PLAYER;
}

static enum tui_link_seat r_seat_state(const struct tui_link *l, char id)
{
        const struct remote *r = R(l);
        if (r->pupil.in_class)
                return TUI_LINK_SEAT_HERE; /* the teacher plays every seat */
        for (int i = 0; i < TT_SEATS_MAX; i++)
                if (r->seat_ids[i] == id)
                        return r->seat_state[i];
        return TUI_LINK_SEAT_HERE;
}

static long long r_away_since(const struct tui_link *l, char id)
{
        const struct remote *r = R(l);
        for (int i = 0; i < TT_SEATS_MAX; i++)
                if (r->seat_ids[i] == id && r->seat_state[i] == TUI_LINK_SEAT_AWAY)
                        return r->away_since[i];
        return -1;
}

static int r_watchers(const struct tui_link *l, char *buf, size_t len)
{
        const struct remote *r = R(l);
        snprintf(buf, len, "%s", r->watchers);
        return r->watching;
}

/* The score in this terminal's words, from the wins by seat (the host's
 * English text from an older host). */
static int r_match(const struct tui_link *l, char *buf, size_t len)
{
        const struct remote *r = R(l);
        if (r->by_seat.n > 0 && l->view) {
                char raw[TUI_LINK_TEXT_MAX];
                session_match_text(&r->by_seat, l->view, tui_seat_word, raw, sizeof raw);
                net_sanitize(buf, len, raw);
        } else {
                snprintf(buf, len, "%s", r->score);
        }
        return r->games;
}

static int r_answer(struct tui_link *l, bool yes, char *why, size_t len)
{
        return send_line(l, yes ? "answer yes" : "answer no", why, len);
}

static int r_chat(struct tui_link *l, const char *text, bool team, char *why, size_t len)
{
        char w[NET_LINE_MAX / 2], line[NET_LINE_MAX];
        if (net_quote(w, sizeof w, text) != 0) {
                snprintf(why, len, "%s", _("That line is too long."));
                return -1;
        }
        snprintf(line, sizeof line, "%s %s", team ? "team" : "chat", w);
        return send_line(l, line, why, len);
}

static void r_close(struct tui_link *l)
{
        struct remote *r = R(l);
        if (!r->gone) {
                (void)net_conn_send(&r->c, "bye");
                (void)net_conn_flush(&r->c, NULL, 0);
        }
        net_conn_free(&r->c);
        session_free(l->view);
        free(r);
}

/* ------------------------------------------------------------------ news */

/* Names come from other users: nothing but clean text reaches the
 * terminal (C1 controls, bidi overrides, broken UTF-8 are removed). */
static void clean_names(struct session *s)
{
        for (int i = 0; i < session_seat_count(s); i++) {
                const struct session_seat *seat = session_seat_at(s, i);
                char clean[SESSION_NAME_MAX];
                if (net_text_clean(seat->name))
                        continue;
                net_sanitize(clean, sizeof clean, seat->name);
                session_set_seat(s, seat->id, seat->kind, seat->level,
                                 clean[0] ? clean : "?");
        }
}

/* The game as the host sent it: the new view, and the action that led to
 * it when it is one more than before. */
static int take_game(struct tui_link *l, const char *record, size_t len,
                     struct tui_link_news *n)
{
        char why[TT_REASON_MAX];
        struct session *s = record_parse(record, len, tui_now_ms(), why, sizeof why);
        struct session *old = l->view;

        if (!s)
                return 0; /* a bad record: keep the last good one */
        clean_names(s);
        if (old && session_ply_count(s) == session_ply_count(old) + 1 &&
            session_ops(old)->pos_size <= sizeof n->before_buf) {
                memcpy(n->before_buf, session_position(old), session_ops(old)->pos_size);
                n->before = n->before_buf;
                snprintf(n->action, sizeof n->action, "%s",
                         session_action_at(s, session_ply_count(s)));
        }
        l->view = s;
        session_free(old);
        n->view = true;
        return 1;
}

/* The copy of the game does not follow the host's: ask for all of it. */
static int ask_sync(struct tui_link *l)
{
        struct remote *r = R(l);
        if (!r->gone)
                (void)net_conn_send(&r->c, "sync");
        return 0;
}

/* One more action, "act PLY ACTION [SIDE=MS ...]": played on this copy
 * as the host played it, with the game clocks after it. One already here
 * is skipped; a copy that cannot follow asks for the whole game. */
static int take_act(struct tui_link *l, size_t ply, const char *action,
                    const struct net_clock *clocks, int nclocks, struct tui_link_news *n)
{
        struct session *s = l->view;
        char why[TT_REASON_MAX];
        size_t have;

        if (!s || ply == 0)
                return ask_sync(l);
        have = session_ply_count(s);
        if (ply <= have)
                return 0;
        if (ply != have + 1)
                return ask_sync(l);
        if (session_ops(s)->pos_size <= sizeof n->before_buf) {
                memcpy(n->before_buf, session_position(s), session_ops(s)->pos_size);
                n->before = n->before_buf;
        }
        if (session_play(s, action, tui_now_ms(), why, sizeof why) != 0) {
                n->before = NULL;
                return ask_sync(l);
        }
        if (session_settings(s)->clock.mode == SESSION_CLOCK_GAME)
                for (int i = 0; i < nclocks; i++)
                        session_set_time_left(s, clocks[i].side, clocks[i].ms);
        session_clock_resume(s, tui_now_ms());
        snprintf(n->action, sizeof n->action, "%s", action);
        n->view = true;
        return 1;
}

static void take_seat(struct remote *r, char id, const char *state, long long away_s)
{
        bool was_away;
        int i, free_slot = -1;
        for (i = 0; i < TT_SEATS_MAX; i++) {
                if (r->seat_ids[i] == id)
                        break;
                if (!r->seat_ids[i] && free_slot < 0)
                        free_slot = i;
        }
        if (i == TT_SEATS_MAX) {
                if (free_slot < 0)
                        return;
                i = free_slot;
                r->seat_ids[i] = id;
        }
        was_away = r->seat_state[i] == TUI_LINK_SEAT_AWAY;
        r->seat_state[i] = strcmp(state, "away") == 0   ? TUI_LINK_SEAT_AWAY
                           : strcmp(state, "open") == 0 ? TUI_LINK_SEAT_OPEN
                                                        : TUI_LINK_SEAT_HERE;
        /* how long away: as the host counts it (a terminal joining later
         * sees the same), else from when this terminal heard of it */
        if (r->seat_state[i] == TUI_LINK_SEAT_AWAY) {
                if (away_s >= 0 && away_s < 100LL * 24 * 3600)
                        r->away_since[i] = tui_now_ms() - away_s * 1000;
                else if (!was_away)
                        r->away_since[i] = tui_now_ms();
        }
}

/* ------------------------------------------------- the host's messages */

/* What the host's messages do here (net/client.h): the news to show, or,
 * while joining, the welcome and the reason of a refusal. */
struct taking {
        struct tui_link *l;
        struct tui_link_news *n;
        int shown;     /* 1: there is something to show */
        bool welcomed; /* joining: the host said welcome */
        bool refused;  /* joining: the host said bye, why holds it */
        char *why;
        size_t why_len;
};

static void ev_welcome(void *ctx, bool watcher, const char *seats)
{
        struct taking *t = ctx;
        struct remote *r = R(t->l);
        r->watcher = watcher;
        if (!watcher)
                snprintf(r->seats, sizeof r->seats, "%.4s", seats);
        t->welcomed = true;
}

static void ev_seat(void *ctx, char id, const char *state, long long away_s)
{
        struct taking *t = ctx;
        take_seat(R(t->l), id, state, away_s);
        t->shown = 1; /* the status line may change */
}

static void ev_watching(void *ctx, int count, const char *logins)
{
        struct taking *t = ctx;
        struct remote *r = R(t->l);
        r->watching = count;
        net_sanitize(r->watchers, sizeof r->watchers, logins);
        t->shown = 1; /* the panel changes */
}

static void ev_game(void *ctx, const char *record, size_t len)
{
        struct taking *t = ctx;
        t->shown = take_game(t->l, record, len, t->n);
}

static void ev_act(void *ctx, size_t ply, const char *action,
                   const struct net_clock *clocks, int nclocks)
{
        struct taking *t = ctx;
        t->shown = take_act(t->l, ply, action, clocks, nclocks, t->n);
}

static void ev_said(void *ctx, enum net_said_kind kind, const char *text)
{
        struct taking *t = ctx;
        /* a msgid with its arguments apart (tt_text.h), in this player's
         * language, then cleaned like every text from the network */
        net_sanitize(t->n->text, sizeof t->n->text, _(text));
        t->n->error = kind == NET_SAID_ERROR;
        t->n->ask = kind == NET_SAID_ASK;
        if (kind == NET_SAID) { /* kept in the chat view */
                t->n->talk = TUI_TALK_SAID;
                snprintf(t->n->said, sizeof t->n->said, "%s", t->n->text);
        }
        t->shown = 1;
}

static void ev_chat(void *ctx, bool team, const char *who_raw, const char *text_raw)
{
        struct taking *t = ctx;
        char who[40], text[TUI_LINK_TEXT_MAX];
        net_sanitize(who, sizeof who, who_raw);
        net_sanitize(text, sizeof text, text_raw);
        snprintf(t->n->text, sizeof t->n->text,
                 team ? _("%s to the team: %s") : _("%s: %s"), who, text);
        t->n->talk = team ? TUI_TALK_TEAM : TUI_TALK_CHAT;
        snprintf(t->n->who, sizeof t->n->who, "%s", who);
        snprintf(t->n->said, sizeof t->n->said, "%s", text);
        t->shown = 1;
}

static void ev_bye(void *ctx, const char *text_raw)
{
        struct taking *t = ctx;
        struct remote *r = R(t->l);
        char text[TUI_LINK_TEXT_MAX];
        net_sanitize(text, sizeof text, _(text_raw));
        if (t->why) { /* joining: the reason of the refusal */
                snprintf(t->why, t->why_len, "%s", text);
                t->refused = true;
                return;
        }
        snprintf(t->n->text, sizeof t->n->text, _("The host closed the connection: %s"),
                 text);
        t->n->gone = true;
        r->gone = true;
        t->shown = 1;
}

static void ev_match(void *ctx, int games, const char *score,
                     const struct session_match *seats)
{
        struct taking *t = ctx;
        struct remote *r = R(t->l);
        r->games = games;
        r->by_seat = *seats;
        net_sanitize(r->score, sizeof r->score, score);
        t->shown = 1; /* the panel changes */
}

static const struct net_client_events events = {
    .welcome = ev_welcome,
    .seat = ev_seat,
    .watching = ev_watching,
    .match = ev_match,
    .game = ev_game,
    .act = ev_act,
    .said = ev_said,
    .chat = ev_chat,
    .bye = ev_bye,
};

/* A pupil's board is the teacher's, whose login names every seat: the
 * seats go unnamed, so the screen names them by their words ("X to
 * move"). */
static void pupil_view(struct tui_link *l)
{
        struct session *s = l->view;
        if (!R(l)->pupil.in_class || !s)
                return;
        for (int i = 0; i < session_seat_count(s); i++) {
                const struct session_seat *seat = session_seat_at(s, i);
                if (seat->name[0])
                        (void)session_set_seat(s, seat->id, seat->kind, seat->level,
                                               ""); /* an empty name is never refused */
        }
}

/* One message into news; 1 when there is something to show. */
static int take(struct tui_link *l, struct net_msg *m, struct tui_link_news *n)
{
        struct taking t = {l, n, 0, false, false, NULL, 0};
        int shown = t.shown;
        if (!net_client_take(&events, &t, m)) {
                if (R(l)->pupil.in_class && tui_class_pairs_take(m, n))
                        return 1; /* to the pair's game (class_pairs.h) */
                shown = tui_class_pupil_take(&R(l)->pupil, m, l->view, n);
                shown = shown > 0 ? shown : 0;
        } else {
                shown = t.shown;
        }
        pupil_view(l);
        return shown;
}

static int r_poll(struct tui_link *l, int64_t now, struct tui_link_news *n)
{
        struct remote *r = R(l);
        char why[TT_REASON_MAX];
        struct net_msg m;
        int rc;

        (void)now;
        memset(n, 0, sizeof *n);
        if (r->gone)
                return 0;
        for (;;) {
                rc = net_conn_next(&r->c, &m, why, sizeof why);
                if (rc == 1) {
                        if (take(l, &m, n))
                                return 1;
                        continue;
                }
                if (rc < 0)
                        break;
                if (r->closing)
                        break; /* all that came before the close is read */
                rc = net_conn_read(&r->c, why, sizeof why);
                if (rc < 0)
                        break;
                if (rc > 0)
                        r->closing = true;
                else if (net_conn_next(&r->c, &m, why, sizeof why) == 1) {
                        if (take(l, &m, n))
                                return 1;
                } else {
                        return 0; /* nothing more for now */
                }
        }
        /* Gone without a bye: the hosting process ended without closing
         * the game (killed, the machine stopped); it kept the game. */
        r->gone = true;
        n->gone = true;
        if (r->own)
                snprintf(n->text, sizeof n->text,
                         _("The host's program stopped; the game is kept: resume it with "
                           "'tabletop host --resume %s'."),
                         r->name);
        else
                snprintf(n->text, sizeof n->text, "%s",
                         _("The host's program stopped; the game is kept by the host, "
                           "who can resume it."));
        return 1;
}

static int r_news_fd(const struct tui_link *l)
{
        const struct remote *r = R(l);
        return r->gone ? -1 : r->c.fd;
}

static const struct tui_link_ops remote_ops = {
    .play = r_play,
    .undo = r_undo,
    .resign = r_resign,
    .agree_draw = r_agree_draw,
    .restart = r_restart,
    .tick = r_tick,
    .clock_hold = r_clock_hold,
    .runs_here = r_runs_here,
    .mine = r_mine,
    .role = r_role,
    .seat_state = r_seat_state,
    .away_since = r_away_since,
    .rematch = r_rematch,
    .watchers = r_watchers,
    .match = r_match,
    .poll = r_poll,
    .answer = r_answer,
    .chat = r_chat,
    .close = r_close,
    .news_fd = r_news_fd,
};

/* ------------------------------------------- a lesson taken together */

const char *tui_remote_lesson(const struct tui_link *l)
{
        const struct remote *r = R(l);
        return l->ops == &remote_ops && r->pupil.in_class && !r->gone ? r->pupil.lesson
                                                                      : "";
}

int tui_remote_progress(struct tui_link *l, const char *lesson, int steps, char *why,
                        size_t len)
{
        char line[96];
        if (l->ops != &remote_ops || !R(l)->pupil.in_class) {
                snprintf(why, len, "%s", _("There is no class here."));
                return -1;
        }
        snprintf(line, sizeof line, "progress %.31s %d", lesson, steps);
        return send_line(l, line, why, len);
}

void tui_remote_listen(struct tui_link *l, char *said, size_t size)
{
        struct tui_link_news n;

        if (size > 0)
                said[0] = '\0';
        for (int i = 0; i < 64 && l->ops == &remote_ops && r_poll(l, 0, &n) > 0; i++)
                if (n.text[0] && size > 0)
                        snprintf(said, size, "%s", n.text);
}

int tui_remote_fd(const struct tui_link *l)
{
        return l->ops == &remote_ops ? r_news_fd(l) : -1;
}

/* ------------------------------------------------------------ joining */

/* Waits for the welcome and the game; 0, or -1 with why. */
static int welcome(struct tui_link *l, char *why, size_t len)
{
        struct remote *r = R(l);
        long long until = tui_now_ms() + WELCOME_MS;
        struct tui_link_news n;
        struct taking t = {l, &n, 0, false, false, why, len};
        struct net_msg m;
        bool closed = false;

        while (!t.welcomed || !l->view) {
                struct pollfd pfd = {r->c.fd, POLLIN, 0};
                long long left = until - tui_now_ms();
                int rc = net_conn_next(&r->c, &m, why, len);
                if (rc < 0)
                        return -1;
                if (rc == 1) {
                        memset(&n, 0, sizeof n);
                        net_client_take(&events, &t, &m);
                        if (t.refused)
                                return -1;
                        if (left > 0)
                                continue;
                }
                /* the deadline holds even while lines keep coming */
                if (left <= 0) {
                        snprintf(why, len, "%s", _("the host did not answer in time"));
                        return -1;
                }
                if (closed) {
                        snprintf(why, len, "%s", _("the host hung up"));
                        return -1;
                }
                if (poll(&pfd, 1, (int)left) <= 0) {
                        snprintf(why, len, "%s", _("the host did not answer in time"));
                        return -1;
                }
                rc = net_conn_read(&r->c, why, len);
                if (rc < 0)
                        return -1;
                closed = rc > 0; /* what came before is still read */
        }
        return 0;
}

int tui_remote_open(struct tui_link *l, const struct tui_remote_target *t, char *why,
                    size_t len)
{
        char path[600], hello[64];
        struct remote *r;
        int fd;

        if (net_socket_path(t->uid, t->name, false, path, sizeof path, why, len) != 0)
                return -1;
        fd = net_connect(path, t->uid, why, len);
        if (fd < 0)
                return -1;
        r = calloc(1, sizeof *r);
        if (!r) {
                close(fd);
                snprintf(why, len, "%s", _("out of memory"));
                return -1;
        }
        net_conn_init(&r->c, fd, OUT_MAX);
        r->own = t->uid == getuid();
        snprintf(r->name, sizeof r->name, "%s", t->name);
        l->ops = &remote_ops;
        l->impl = r;
        l->view = NULL;
        if (t->watch)
                net_hello_watch(hello, sizeof hello);
        else
                net_hello_play(hello, sizeof hello, t->seat);
        if (send_line(l, hello, why, len) != 0 || welcome(l, why, len) != 0) {
                r->gone = true;
                r_close(l);
                l->ops = NULL;
                l->impl = NULL;
                l->view = NULL;
                return -1;
        }
        return 0;
}
