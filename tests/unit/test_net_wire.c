/* test_net_wire.c: message framing (src/net/wire.c): lines split across
 * reads and several in one read, the 4096-byte limit, blobs in pieces, bad
 * blob lengths, NUL and control bytes, a peer that never reads, a peer that
 * closes in the middle of a line, and the word helpers (split, quote). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net/wire.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

/* A connection over one end of a socketpair; *other gets the other end. */
static void pair(struct net_conn *c, int *other, size_t out_max)
{
        int sv[2];
        assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
        int fl = fcntl(sv[0], F_GETFL);
        assert_int_equal(fcntl(sv[0], F_SETFL, fl | O_NONBLOCK), 0);
        net_conn_init(c, sv[0], out_max);
        *other = sv[1];
}

static void put(int fd, const void *data, size_t len)
{
        assert_int_equal(write(fd, data, len), (ssize_t)len);
}

static void put_str(int fd, const char *s)
{
        put(fd, s, strlen(s));
}

/* Reads and expects the next message to be line. */
static void expect_line(struct net_conn *c, const char *line)
{
        struct net_msg m;
        char why[128] = "";
        int rc = net_conn_next(c, &m, why, sizeof why);
        if (rc != 1)
                fail_msg("expected \"%.40s\", got %d (%s)", line, rc, why);
        assert_string_equal(m.line, line);
        assert_null(m.blob);
        assert_int_equal(m.blob_len, 0);
}

static void expect_none(struct net_conn *c)
{
        struct net_msg m;
        char why[128] = "";
        assert_int_equal(net_conn_next(c, &m, why, sizeof why), 0);
}

/* Feeds data and expects a protocol error whose reason holds `part`. */
static void expect_error(const char *data, size_t len, const char *part)
{
        struct net_conn c;
        net_conn_init(&c, -1, 0);
        char why[128] = "";
        assert_int_equal(net_conn_feed(&c, data, len, why, sizeof why), 0);
        struct net_msg m;
        int rc;
        while ((rc = net_conn_next(&c, &m, why, sizeof why)) == 1)
                ;
        if (rc != -1)
                fail_msg("no error for input with \"%s\" expected", part);
        if (strstr(why, part) == NULL)
                fail_msg("reason \"%s\" does not say \"%s\"", why, part);
        net_conn_free(&c);
}

static void line_split_across_reads(void **state)
{
        (void)state;
        struct net_conn c;
        int other;
        char why[128] = "";
        pair(&c, &other, 0);
        put_str(other, "HEL");
        assert_int_equal(net_conn_read(&c, why, sizeof why), 0);
        expect_none(&c);
        assert_true(net_conn_partial(&c));
        put_str(other, "LO wor");
        assert_int_equal(net_conn_read(&c, why, sizeof why), 0);
        expect_none(&c);
        put_str(other, "ld\n");
        assert_int_equal(net_conn_read(&c, why, sizeof why), 0);
        expect_line(&c, "HELLO world");
        expect_none(&c);
        assert_false(net_conn_partial(&c));
        /* nothing more to read: still 0, not an end */
        assert_int_equal(net_conn_read(&c, why, sizeof why), 0);
        close(other);
        net_conn_free(&c);
}

static void several_lines_in_one_read(void **state)
{
        (void)state;
        struct net_conn c;
        int other;
        char why[128] = "";
        pair(&c, &other, 0);
        put_str(other, "one\ntwo 2\n\nthree\tt\nfou");
        assert_int_equal(net_conn_read(&c, why, sizeof why), 0);
        expect_line(&c, "one");
        expect_line(&c, "two 2");
        expect_line(&c, "");
        expect_line(&c, "three\tt");
        expect_none(&c);
        put_str(other, "r\n");
        close(other);
        assert_int_equal(net_conn_read(&c, why, sizeof why), 1);
        expect_line(&c, "four");
        expect_none(&c);
        assert_false(net_conn_partial(&c));
        net_conn_free(&c);
}

static void line_limit_is_4096_bytes(void **state)
{
        (void)state;
        static char buf[NET_LINE_MAX + 2];
        memset(buf, 'x', sizeof buf);
        /* exactly 4096 bytes with the newline: accepted */
        buf[NET_LINE_MAX - 1] = '\n';
        struct net_conn c;
        net_conn_init(&c, -1, 0);
        char why[128] = "";
        assert_int_equal(net_conn_feed(&c, buf, NET_LINE_MAX, why, sizeof why), 0);
        struct net_msg m;
        assert_int_equal(net_conn_next(&c, &m, why, sizeof why), 1);
        assert_int_equal(strlen(m.line), NET_LINE_MAX - 1);
        net_conn_free(&c);
        /* 4097 bytes with the newline: refused, also before the newline came */
        buf[NET_LINE_MAX - 1] = 'x';
        buf[NET_LINE_MAX] = '\n';
        expect_error(buf, NET_LINE_MAX + 1, "line too long (over 4096 bytes)");
        expect_error(buf, NET_LINE_MAX, "line too long");
        /* 4095 bytes without a newline yet: just waiting */
        net_conn_init(&c, -1, 0);
        assert_int_equal(net_conn_feed(&c, buf, NET_LINE_MAX - 1, why, sizeof why), 0);
        expect_none(&c);
        net_conn_free(&c);
}

static void blob_in_pieces(void **state)
{
        (void)state;
        struct net_conn c;
        int other;
        char why[128] = "";
        pair(&c, &other, 0);
        enum { N = 100000 };
        char *data = malloc(N);
        assert_non_null(data);
        for (size_t i = 0; i < N; i++)
                data[i] = (char)(i * 7 + 3); /* NULs, newlines, anything */
        put_str(other, "before\nblob 100000\n");
        put(other, data, 1000);
        assert_int_equal(net_conn_read(&c, why, sizeof why), 0);
        expect_line(&c, "before");
        expect_none(&c);
        size_t off = 1000;
        struct net_msg m;
        int rc = 0;
        while (off < N) {
                size_t n = N - off < 30000 ? N - off : 30000;
                put(other, data + off, n);
                off += n;
                assert_int_equal(net_conn_read(&c, why, sizeof why), 0);
                rc = net_conn_next(&c, &m, why, sizeof why);
                assert_int_equal(rc, off == N ? 1 : 0);
        }
        assert_string_equal(m.line, "blob 100000");
        assert_int_equal(m.blob_len, N);
        assert_memory_equal(m.blob, data, N);
        put_str(other, "after\n");
        assert_int_equal(net_conn_read(&c, why, sizeof why), 0);
        expect_line(&c, "after");
        expect_none(&c);
        assert_true(c.in.cap <= 64 * 1024); /* the blob's buffer is given back */
        free(data);
        close(other);
        net_conn_free(&c);
}

static void bad_blob_lengths(void **state)
{
        (void)state;
        const char *bad[] = {
            "blob 0\n",   "blob\n",     "blob \n",        "blob -1\n",
            "blob 012\n", "blob 12x\n", "blob 4194305\n", "blob 99999999999999999999\n",
            "blob 1 2\n"};
        for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
                expect_error(bad[i], strlen(bad[i]), "bad blob length");
        /* the largest blob is accepted (its bytes are still awaited) */
        struct net_conn c;
        net_conn_init(&c, -1, 0);
        char why[128] = "";
        assert_int_equal(net_conn_feed(&c, "blob 4194304\n", 13, why, sizeof why), 0);
        expect_none(&c);
        net_conn_free(&c);
        /* "blobs" is just a word */
        net_conn_init(&c, -1, 0);
        assert_int_equal(net_conn_feed(&c, "blobs 3\n", 8, why, sizeof why), 0);
        expect_line(&c, "blobs 3");
        net_conn_free(&c);
}

static void nul_and_controls_refused(void **state)
{
        (void)state;
        expect_error("ok\nab\0c\n", 8, "NUL");
        expect_error("ab\0", 3, "NUL"); /* before any newline */
        expect_error("a\x1b[2J\n", 6, "control character (byte 0x1b)");
        expect_error("a\rb\n", 4, "control character (byte 0x0d)");
        expect_error("a\x7f\n", 3, "control character (byte 0x7f)");
        /* the bytes of a blob may be anything */
        struct net_conn c;
        net_conn_init(&c, -1, 0);
        char why[128] = "";
        assert_int_equal(net_conn_feed(&c, "blob 3\n\0\x1b\n", 10, why, sizeof why), 0);
        struct net_msg m;
        assert_int_equal(net_conn_next(&c, &m, why, sizeof why), 1);
        assert_int_equal(m.blob_len, 3);
        assert_memory_equal(m.blob, "\0\x1b\n", 3);
        net_conn_free(&c);
}

static void peer_that_never_reads(void **state)
{
        (void)state;
        struct net_conn c;
        int other;
        char why[128] = "";
        pair(&c, &other, 8192);
        static char line[1000];
        memset(line, 'y', sizeof line - 1);
        int sent = 0, refused = 0;
        for (int i = 0; i < 10000 && refused == 0; i++) {
                if (net_conn_send(&c, line) == 0)
                        sent++;
                else
                        refused++;
                assert_int_equal(net_conn_flush(&c, why, sizeof why), 0);
        }
        assert_int_equal(refused, 1);
        assert_true(sent > 8);
        assert_string_equal(c.why, "the other side stopped reading");
        assert_true(net_conn_wants_write(&c));
        /* every later send fails too, even a small one */
        assert_int_equal(net_conn_send(&c, "x"), -1);
        assert_true(c.out.cap <= 8192);
        close(other);
        /* the peer is gone: flushing says so instead of raising SIGPIPE */
        assert_int_equal(net_conn_flush(&c, why, sizeof why), -1);
        assert_string_equal(why, "the other side closed the connection");
        net_conn_free(&c);
}

static void sends_lines_and_blobs(void **state)
{
        (void)state;
        struct net_conn a, b;
        int other;
        char why[128] = "";
        pair(&a, &other, 0);
        net_conn_init(&b, other, 0);
        assert_int_equal(fcntl(other, F_SETFL, O_NONBLOCK), 0);
        assert_int_equal(net_conn_send(&a, "hello there"), 0);
        assert_int_equal(net_conn_send_blob(&a, "x\ny\0z", 5), 0);
        assert_int_equal(net_conn_send(&a, "bye"), 0);
        /* refused lines leave the connection usable */
        assert_int_equal(net_conn_send(&a, "two\nlines"), -1);
        assert_int_equal(net_conn_send(&a, "esc\x1b"), -1);
        static char longl[NET_LINE_MAX + 1];
        memset(longl, 'z', NET_LINE_MAX);
        assert_int_equal(net_conn_send(&a, longl), -1);
        longl[NET_LINE_MAX - 1] = '\0';
        assert_int_equal(net_conn_send(&a, longl), 0);
        assert_int_equal(net_conn_send_blob(&a, "x", 0), -1);
        assert_int_equal(net_conn_flush(&a, why, sizeof why), 0);
        assert_false(net_conn_wants_write(&a));
        assert_int_equal(net_conn_read(&b, why, sizeof why), 0);
        expect_line(&b, "hello there");
        struct net_msg m;
        assert_int_equal(net_conn_next(&b, &m, why, sizeof why), 1);
        assert_string_equal(m.line, "blob 5");
        assert_int_equal(m.blob_len, 5);
        assert_memory_equal(m.blob, "x\ny\0z", 5);
        expect_line(&b, "bye");
        expect_line(&b, longl);
        expect_none(&b);
        net_conn_free(&a);
        net_conn_free(&b);
}

static void eof_mid_line(void **state)
{
        (void)state;
        struct net_conn c;
        int other;
        char why[128] = "";
        pair(&c, &other, 0);
        put_str(other, "whole\nhal");
        close(other);
        assert_int_equal(net_conn_read(&c, why, sizeof why), 1);
        expect_line(&c, "whole");
        expect_none(&c);
        assert_true(net_conn_partial(&c));
        net_conn_free(&c);
        assert_int_equal(c.fd, -1);
        net_conn_free(&c); /* twice is harmless */
}

static void feed_refuses_too_much(void **state)
{
        (void)state;
        struct net_conn c;
        net_conn_init(&c, -1, 0);
        char why[128] = "";
        char *big = calloc(1, NET_IN_MAX + 1);
        assert_non_null(big);
        assert_int_equal(net_conn_feed(&c, big, NET_IN_MAX + 1, why, sizeof why), -1);
        assert_string_equal(why, "too much input is waiting to be read");
        free(big);
        net_conn_free(&c);
}

static void splits_words(void **state)
{
        (void)state;
        char line[] = "MOVE a1 b2";
        char *argv[4];
        assert_int_equal(net_split(line, argv, 4), 3);
        assert_string_equal(argv[0], "MOVE");
        assert_string_equal(argv[1], "a1");
        assert_string_equal(argv[2], "b2");
        char two[] = "a  b";
        assert_int_equal(net_split(two, argv, 4), 3);
        assert_string_equal(argv[1], "");
        char empty[] = "";
        assert_int_equal(net_split(empty, argv, 4), 0);
        char many[] = "1 2 3 4 5";
        assert_int_equal(net_split(many, argv, 4), -1);
        char one[] = "QUIT";
        assert_int_equal(net_split(one, argv, 1), 1);
        assert_string_equal(argv[0], "QUIT");
}

static void quotes_and_unquotes(void **state)
{
        (void)state;
        char q[64], u[64];
        assert_int_equal(net_quote(q, sizeof q, "hi there 100% \xc3\xa9\n"), 0);
        assert_string_equal(q, "hi%20there%20100%25%20%C3%A9%0A");
        assert_int_equal(net_unquote(u, sizeof u, q), 0);
        assert_string_equal(u, "hi there 100% \xc3\xa9\n");
        assert_int_equal(net_unquote(u, sizeof u, "%c3%a9"), 0); /* lower case too */
        assert_string_equal(u, "\xc3\xa9");
        assert_int_equal(net_quote(q, sizeof q, ""), 0);
        assert_string_equal(q, "");
        /* in place */
        char inplace[] = "a%20b";
        assert_int_equal(net_unquote(inplace, sizeof inplace, inplace), 0);
        assert_string_equal(inplace, "a b");
        /* refused: bad escapes, NUL, raw spaces and high bytes */
        const char *bad[] = {"%", "%2", "%zz", "a%2g", "%00", "a b", "\xc3\xa9", "a\tb"};
        for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
                assert_int_equal(net_unquote(u, sizeof u, bad[i]), -1);
                assert_string_equal(u, "");
        }
        /* bounded both ways */
        assert_int_equal(net_quote(q, 6, "ab c"), -1); /* "ab%20c" needs 7 */
        assert_string_equal(q, "");
        assert_int_equal(net_quote(q, 7, "ab c"), 0);
        assert_int_equal(net_unquote(u, 3, "abc"), -1);
        assert_int_equal(net_unquote(u, 4, "abc"), 0);
}

/* The host's words as a terminal reads them: a text, or "?" when it is
 * not a quoted word; a count of so many digits, or -1. */
static void words_as_text_and_counts(void **state)
{
        char buf[32];
        (void)state;
        assert_string_equal(net_word_text("ana%20won", buf, sizeof buf), "ana won");
        assert_string_equal(net_word_text("bad%zz", buf, sizeof buf), "?");
        assert_int_equal(net_word_count("42", 6), 42);
        assert_int_equal(net_word_count("0", 6), 0);
        assert_int_equal(net_word_count("1234567", 6), -1);
        assert_int_equal(net_word_count("", 6), -1);
        assert_int_equal(net_word_count("-1", 6), -1);
        assert_int_equal(net_word_count("12a", 6), -1);
        assert_int_equal(net_word_count("999999999", 9), 999999999);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(line_split_across_reads),
            cmocka_unit_test(several_lines_in_one_read),
            cmocka_unit_test(line_limit_is_4096_bytes),
            cmocka_unit_test(blob_in_pieces),
            cmocka_unit_test(bad_blob_lengths),
            cmocka_unit_test(nul_and_controls_refused),
            cmocka_unit_test(peer_that_never_reads),
            cmocka_unit_test(sends_lines_and_blobs),
            cmocka_unit_test(eof_mid_line),
            cmocka_unit_test(feed_refuses_too_much),
            cmocka_unit_test(splits_words),
            cmocka_unit_test(quotes_and_unquotes),
            cmocka_unit_test(words_as_text_and_counts),
        };
        return cmocka_run_group_tests_name("net_wire", tests, NULL, NULL);
}
