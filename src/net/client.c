/* client.c: the host's messages read for a terminal (see client.h). */
#include "net/client.h"

#include "session/match.h"
#include "session/session.h"

#include <stdio.h>
#include <string.h>

struct taking {
        const struct net_client_events *ev;
        void *ctx;
};

/* A word of the host decoded into buf; "?" when it is not one. */
static void h_welcome(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        if (t->ev->welcome)
                t->ev->welcome(t->ctx, strcmp(w->argv[1], "watcher") == 0, w->argv[2]);
}

/* A decimal count of at most 13 digits; 0 when it is not one. */
static size_t count_of(const char *s)
{
        size_t n = 0;
        if (!*s || strlen(s) > 13)
                return 0;
        for (; *s; s++) {
                if (*s < '0' || *s > '9')
                        return 0;
                n = n * 10 + (size_t)(*s - '0');
        }
        return n;
}

static void h_seat(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        long long away = -1;
        if (w->argc > 4 && (w->argv[4][0] == '0' || count_of(w->argv[4]) > 0))
                away = (long long)count_of(w->argv[4]);
        if (t->ev->seat && w->argv[1][0])
                t->ev->seat(t->ctx, w->argv[1][0], w->argv[2], away);
}

/* At most this many watchers are believed (a host has 64 places). */
enum { WATCHERS_MAX = 999 };

static void h_watching(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        char text[NET_LINE_MAX];
        size_t n = count_of(w->argv[1]);
        if (t->ev->watching)
                t->ev->watching(t->ctx, n > WATCHERS_MAX ? WATCHERS_MAX : (int)n,
                                net_word_text(w->argv[2], text, sizeof text));
}

static void h_act(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        struct net_clock clocks[NET_CLOCKS_MAX];
        char action[NET_LINE_MAX];
        size_t ply = count_of(w->argv[1]);
        int n = 0;

        if (!t->ev->act)
                return;
        if (net_unquote(action, sizeof action, w->argv[2]) != 0)
                ply = 0;
        for (int i = 3; i < w->argc && n < NET_CLOCKS_MAX; i++) {
                const char *c = w->argv[i];
                long long ms = 0;
                bool ok = c[0] && c[1] == '=' && c[2];
                for (const char *d = c + 2; ok && *d; d++) {
                        ok = *d >= '0' && *d <= '9' && ms <= SESSION_CLOCK_MAX_MS;
                        ms = ms * 10 + (*d - '0');
                }
                if (ok && ms <= SESSION_CLOCK_MAX_MS)
                        clocks[n++] = (struct net_clock){c[0], ms};
        }
        t->ev->act(t->ctx, ply, ply ? action : "", clocks, n);
}

static void h_said(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        char text[NET_LINE_MAX];
        enum net_said_kind kind = w->argv[0][0] == 'e'   ? NET_SAID_ERROR
                                  : w->argv[0][0] == 'a' ? NET_SAID_ASK
                                                         : NET_SAID;
        if (t->ev->said)
                t->ev->said(t->ctx, kind, net_word_text(w->argv[1], text, sizeof text));
}

static void h_chat(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        char text[NET_LINE_MAX];
        if (t->ev->chat)
                t->ev->chat(t->ctx, w->argv[0][0] == 't', w->argv[1],
                            net_word_text(w->argv[2], text, sizeof text));
}

static void h_bye(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        char text[NET_LINE_MAX];
        if (t->ev->bye)
                t->ev->bye(t->ctx, net_word_text(w->argv[1], text, sizeof text));
}

/* match GAMES SCORE [SEAT=WINS...]: a word that is not a seat letter,
 * "=" and a count is passed over (a newer host's). */
static void h_match(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        struct session_match m = {0};
        char text[NET_LINE_MAX];
        size_t n = count_of(w->argv[1]);
        for (int i = 3; i < w->argc; i++) {
                const char *a = w->argv[i];
                if (!a[0] || a[1] != '=' || !tt_game_seat_letter(a[0]))
                        continue;
                size_t wins = count_of(a + 2);
                if (strcmp(a + 2, "0") == 0 || wins > 0)
                        session_match_set(&m, a[0],
                                          wins > WATCHERS_MAX ? WATCHERS_MAX : (int)wins);
        }
        m.games = n > WATCHERS_MAX ? WATCHERS_MAX : (int)n;
        if (t->ev->match)
                t->ev->match(t->ctx, m.games,
                             net_word_text(w->argv[2], text, sizeof text), &m);
}

/* The host's messages (docs/network.md, "Messages"): more words than these
 * are allowed, for a newer host. */
static const struct net_verb from_host[] = {
    {"welcome", 4, NET_ARGS_MAX, 0, h_welcome},   /* welcome ROLE SEATS LOGIN */
    {"seat", 3, NET_ARGS_MAX, 0, h_seat},         /* seat ID STATE LOGIN [SECONDS] */
    {"watching", 3, NET_ARGS_MAX, 0, h_watching}, /* watching N LOGINS */
    {"match", 3, NET_ARGS_MAX, 0, h_match},       /* match GAMES SCORE [SEAT=WINS...] */
    {"act", 3, NET_ARGS_MAX, 0, h_act},           /* act PLY ACTION [SIDE=MS...] */
    {"said", 2, NET_ARGS_MAX, 0, h_said},         /* said TEXT */
    {"error", 2, NET_ARGS_MAX, 0, h_said},
    {"ask", 2, NET_ARGS_MAX, 0, h_said},
    {"chat", 3, NET_ARGS_MAX, 0, h_chat}, /* chat LOGIN TEXT */
    {"team", 3, NET_ARGS_MAX, 0, h_chat},
    {"bye", 2, NET_ARGS_MAX, 0, h_bye}, /* bye TEXT */
    {NULL, 0, 0, 0, NULL},
};

bool net_client_take(const struct net_client_events *ev, void *ctx,
                     const struct net_msg *m)
{
        struct taking t = {ev, ctx};

        if (m->blob) {
                if (ev->game)
                        ev->game(ctx, m->blob, m->blob_len);
                return true;
        }
        return net_dispatch(from_host, 0, &t, m->line) == NET_OK;
}
