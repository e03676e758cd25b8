/* test_net_protocol.c: the one definition of the game protocol
 * (src/net/protocol.c, src/net/client.c): a verb is found in its table
 * only with the right number of words and from a role that may send it;
 * the host's messages reach a terminal's events decoded, an act line with
 * its clocks, one that cannot be read as ply 0 (ask for the whole game),
 * and a message of a newer host is ignored. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net/client.h"
#include "net/protocol.h"
#include "session/match.h"

#include <stdio.h>
#include <string.h>

static char heard[256];

static void on_verb(void *ctx, const struct net_words *w)
{
        (void)ctx;
        snprintf(heard, sizeof heard, "%s/%d/%s", w->argv[0], w->argc, w->rest);
}

static const struct net_verb table[] = {
    {"hello", 3, 4, NET_FROM_NEW, on_verb},
    {"play", 2, NET_ARGS_MAX, NET_FROM_PLAYER, on_verb},
    {"chat", 2, 2, NET_FROM_JOINED, on_verb},
    {NULL, 0, 0, 0, NULL},
};

static void verbs_by_table(void **state)
{
        (void)state;
        heard[0] = '\0';
        assert_int_equal(net_dispatch(table, NET_FROM_NEW, NULL, "hello 2 play x"),
                         NET_OK);
        assert_string_equal(heard, "hello/4/2 play x");
        assert_int_equal(net_dispatch(table, NET_FROM_PLAYER, NULL, "play throw 3"),
                         NET_OK);
        assert_string_equal(heard, "play/3/throw 3"); /* an action keeps its spaces */
        assert_int_equal(net_dispatch(table, NET_FROM_WATCHER, NULL, "play c1-c5"),
                         NET_NOT_ALLOWED);
        assert_int_equal(net_dispatch(table, NET_FROM_NEW, NULL, "chat hi"),
                         NET_NOT_ALLOWED);
        assert_int_equal(net_dispatch(table, NET_FROM_WATCHER, NULL, "chat a b"),
                         NET_UNKNOWN);
        assert_int_equal(net_dispatch(table, NET_FROM_NEW, NULL, "hello 2"), NET_UNKNOWN);
        assert_int_equal(net_dispatch(table, NET_FROM_PLAYER, NULL, "sing"), NET_UNKNOWN);
        assert_int_equal(net_dispatch(table, NET_FROM_PLAYER, NULL, ""), NET_EMPTY);
        assert_int_equal(
            net_dispatch(table, NET_FROM_PLAYER, NULL, "play a b c d e f g h i"),
            NET_TOO_LONG);
}

static void hellos_say_the_version(void **state)
{
        char buf[64];
        (void)state;
        net_hello_play(buf, sizeof buf, 0);
        assert_string_equal(buf, "hello " NET_PROTOCOL_VERSION_TEXT " play");
        net_hello_play(buf, sizeof buf, 'o');
        assert_string_equal(buf, "hello " NET_PROTOCOL_VERSION_TEXT " play o");
        net_hello_watch(buf, sizeof buf);
        assert_string_equal(buf, "hello " NET_PROTOCOL_VERSION_TEXT " watch");
        assert_string_equal(NET_HELLO_INFO, "hello " NET_PROTOCOL_VERSION_TEXT " info");
}

static char got[512];

static void ev_act(void *ctx, size_t ply, const char *action, const struct net_clock *c,
                   int n)
{
        (void)ctx;
        int k = snprintf(got, sizeof got, "act %zu [%s]", ply, action);
        for (int i = 0; i < n; i++)
                k += snprintf(got + k, sizeof got - (size_t)k, " %c=%lld", c[i].side,
                              c[i].ms);
}

static void ev_said(void *ctx, enum net_said_kind kind, const char *text)
{
        (void)ctx;
        snprintf(got, sizeof got, "said %d [%s]", (int)kind, text);
}

static void ev_chat(void *ctx, bool team, const char *who, const char *text)
{
        (void)ctx;
        snprintf(got, sizeof got, "%s %s [%s]", team ? "team" : "chat", who, text);
}

static void ev_seat(void *ctx, char id, const char *state, long long away_s)
{
        (void)ctx;
        snprintf(got, sizeof got, "seat %c %s %lld", id, state, away_s);
}

static void ev_watching(void *ctx, int count, const char *logins)
{
        (void)ctx;
        snprintf(got, sizeof got, "watching %d [%s]", count, logins);
}

static void ev_match(void *ctx, int games, const char *score,
                     const struct session_match *seats)
{
        (void)ctx;
        int n = snprintf(got, sizeof got, "match %d [%s]", games, score);
        for (int i = 0; i < seats->n && n > 0 && (size_t)n < sizeof got; i++)
                n += snprintf(got + n, sizeof got - (size_t)n, " %c=%d",
                              seats->seat[i].id, seats->seat[i].wins);
}

static const struct net_client_events events = {.match = ev_match,
                                                .act = ev_act,
                                                .said = ev_said,
                                                .chat = ev_chat,
                                                .seat = ev_seat,
                                                .watching = ev_watching};

static bool take(const char *line)
{
        struct net_msg m = {.blob = NULL, .blob_len = 0};
        snprintf(m.line, sizeof m.line, "%s", line);
        got[0] = '\0';
        return net_client_take(&events, NULL, &m);
}

static void the_hosts_messages_reach_the_events(void **state)
{
        (void)state;
        assert_true(take("act 7 throw%203 x=284120 o=291577"));
        assert_string_equal(got, "act 7 [throw 3] x=284120 o=291577");
        assert_true(take("act 12x b1-b5"));
        assert_string_equal(got, "act 0 []"); /* unreadable: ask for the game */
        assert_true(take("act 3 b1-b5 x=1e9 o=99999999999999"));
        assert_string_equal(got, "act 3 [b1-b5]"); /* bad clocks left out */
        assert_true(take("error it%20is%20not%20your%20turn"));
        assert_string_equal(got, "said 1 [it is not your turn]");
        assert_true(take("ask Draw%3F"));
        assert_string_equal(got, "said 2 [Draw?]");
        assert_true(take("team ben go%20left"));
        assert_string_equal(got, "team ben [go left]");
        /* who is here (issue 30): how long a player is away, who watches */
        assert_true(take("seat o away ben 75"));
        assert_string_equal(got, "seat o away 75");
        assert_true(take("seat o here ben"));
        assert_string_equal(got, "seat o here -1"); /* an older host */
        assert_true(take("seat o away ben 7x"));
        assert_string_equal(got, "seat o away -1"); /* not a number */
        assert_true(take("watching 2 ana%20cem"));
        assert_string_equal(got, "watching 2 [ana cem]");
        assert_true(take("watching 1234567890123 x"));
        assert_string_equal(got, "watching 999 [x]"); /* bounded */
        assert_true(take("watching nine x"));
        assert_string_equal(got, "watching 0 [x]");
        assert_true(take("match 2 ana%201,%20ben%201"));
        assert_string_equal(got, "match 2 [ana 1, ben 1]");
        /* the wins by seat; words that are not a seat's passed over */
        assert_true(take("match 3 x x=2 o=0 q=1 x= o=1z"));
        assert_string_equal(got, "match 3 [x] x=2 o=0");
        assert_false(take("newfangled 1 2 3")); /* a newer host: ignored */
        assert_string_equal(got, "");
        assert_false(take("said")); /* too few words */
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(verbs_by_table),
            cmocka_unit_test(hellos_say_the_version),
            cmocka_unit_test(the_hosts_messages_reach_the_events),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
