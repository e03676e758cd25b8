/* fuzz_net_wire.c: libFuzzer target, the message framing of src/net/wire.c
 * on arbitrary bytes fed in pieces, then the word helpers and the
 * sanitizer on every line. A message accepted must be within the limits,
 * send back unchanged through a second connection, and its words must
 * unquote, quote and sanitize consistently. When the first byte is odd
 * the connection takes lines only, as the hosting process reads its peers
 * (issue 23): no blob is ever given and no more than NET_IN_LINES_MAX
 * bytes are ever held. */
#include "net/sanitize.h"
#include "net/wire.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Sends m through `echo` and reads it back through `back`: the same
 * message must come out. */
static void echo_back(struct net_conn *echo, struct net_conn *back,
                      const struct net_msg *m)
{
        int rc = m->blob != NULL ? net_conn_send_blob(echo, m->blob, m->blob_len)
                                 : net_conn_send(echo, m->line);
        if (rc != 0)
                abort(); /* what is accepted can be sent */
        char why[NET_WHY_MAX];
        if (net_conn_feed(back, echo->out.data + echo->out.start, echo->out.len, why,
                          sizeof why) != 0)
                abort();
        echo->out.start = echo->out.len = 0;
        struct net_msg again;
        if (net_conn_next(back, &again, why, sizeof why) != 1 ||
            strcmp(again.line, m->line) != 0 || again.blob_len != m->blob_len ||
            (m->blob_len > 0 && memcmp(again.blob, m->blob, m->blob_len) != 0))
                abort();
}

static void check_text(const char *text)
{
        static char clean[NET_LINE_MAX], twice[NET_LINE_MAX];
        size_t n = net_sanitize(clean, sizeof clean, text);
        if (n != strlen(clean) || !net_text_clean(clean))
                abort();
        net_sanitize(twice, sizeof twice, clean);
        if (strcmp(clean, twice) != 0)
                abort();
        if (net_text_clean(text) && strcmp(clean, text) != 0)
                abort();
}

static void check_words(const struct net_msg *m)
{
        static char line[NET_LINE_MAX], plain[NET_LINE_MAX], quoted[3 * NET_LINE_MAX];
        memcpy(line, m->line, sizeof line);
        char *argv[16];
        int argc = net_split(line, argv, 16);
        if (argc < -1 || argc > 16)
                abort();
        for (int i = 0; i < argc; i++) {
                if (strchr(argv[i], ' ') != NULL)
                        abort();
                if (net_unquote(plain, sizeof plain, argv[i]) != 0)
                        continue;
                if (strlen(plain) > strlen(argv[i]))
                        abort();
                if (net_quote(quoted, sizeof quoted, plain) != 0)
                        abort();
                static char again[NET_LINE_MAX];
                if (net_unquote(again, sizeof again, quoted) != 0 ||
                    strcmp(again, plain) != 0)
                        abort();
                check_text(plain);
        }
        check_text(m->line);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
        if (size == 0)
                return 0;
        size_t piece = 1 + data[0] / 2 % 64; /* how the bytes are cut into reads */
        bool lines_only = data[0] & 1;
        data++;
        size--;
        struct net_conn c, echo, back;
        net_conn_init(&c, -1, 0);
        net_conn_init(&echo, -1, 0);
        net_conn_init(&back, -1, 0);
        if (lines_only)
                net_conn_lines_only(&c);
        char why[NET_WHY_MAX];
        static struct net_msg m;
        size_t off = 0;
        int rc = 0;
        while (off < size && rc >= 0) {
                size_t n = size - off < piece ? size - off : piece;
                if (net_conn_feed(&c, data + off, n, why, sizeof why) != 0)
                        abort(); /* drained after every piece: always room */
                off += n;
                while ((rc = net_conn_next(&c, &m, why, sizeof why)) == 1) {
                        if (strlen(m.line) >= NET_LINE_MAX ||
                            strchr(m.line, '\n') != NULL || m.blob_len > NET_BLOB_MAX ||
                            (m.blob == NULL) != (m.blob_len == 0) ||
                            (lines_only && m.blob != NULL))
                                abort();
                        echo_back(&echo, &back, &m);
                        check_words(&m);
                }
                if (rc < 0 && why[0] == '\0')
                        abort(); /* every refusal says why */
                if (c.in.cap > NET_IN_MAX || (lines_only && c.in.cap > NET_IN_LINES_MAX))
                        abort();
        }
        (void)net_conn_partial(&c);
        net_conn_free(&c);
        net_conn_free(&echo);
        net_conn_free(&back);
        return 0;
}
