/* wire.h: bounded message framing over non-blocking sockets. A message is
 * a text line ending in '\n' (at most NET_LINE_MAX bytes with the newline),
 * or a line "blob N" followed by exactly N raw bytes. Input and output are
 * buffered with fixed limits, so a peer can neither make us block nor make
 * us grow without bound. */
#ifndef TT_NET_WIRE_H
#define TT_NET_WIRE_H

#include <stdbool.h>
#include <stddef.h>

enum {
        NET_LINE_MAX = 4096,            /* a line with its newline */
        NET_BLOB_MAX = 4 * 1024 * 1024, /* the bytes after "blob N" */
        /* The most input ever buffered: one line and one blob, plus slack. */
        NET_IN_MAX = NET_LINE_MAX + NET_BLOB_MAX + 64,
        /* The output limit used when net_conn_init is given 0. */
        NET_OUT_DEFAULT = NET_BLOB_MAX + 16 * NET_LINE_MAX,
        NET_WHY_MAX = 128,
        /* The most input buffered by a connection that takes lines only
         * (net_conn_lines_only): a few lines, never a blob. */
        NET_IN_LINES_MAX = 4 * NET_LINE_MAX,
};

/* A byte buffer: the bytes waiting are data[start .. start + len). */
struct net_buf {
        char *data;
        size_t start, len, cap;
};

struct net_conn {
        int fd; /* owned: closed by net_conn_free */
        struct net_buf in, out;
        size_t out_max;  /* the most output queued at once */
        size_t in_used;  /* bytes of the last message given, dropped on the next call */
        size_t in_scan;  /* bytes at the front of `in` known to be a valid partial line */
        size_t in_max;   /* the most input buffered: NET_IN_MAX, or less for lines only */
        bool lines_only; /* a "blob" from the other side breaks the protocol */
        bool out_broken; /* a send failed for lack of room: every later send fails */
        char why[NET_WHY_MAX]; /* the reason of the last failed send */
};

/* One message. line holds the line without its newline (for a blob,
 * "blob N"); blob and blob_len are the raw bytes after "blob N" (NULL and 0
 * for a plain line). blob points into the connection's buffer and is valid
 * until the next call on the connection. */
struct net_msg {
        char line[NET_LINE_MAX];
        const char *blob;
        size_t blob_len;
};

/* Sets up a connection over fd (a connected, non-blocking socket; -1 for a
 * connection fed by net_conn_feed only). Output beyond out_max queued bytes
 * is refused (0: NET_OUT_DEFAULT). Allocates nothing yet. */
void net_conn_init(struct net_conn *c, int fd, size_t out_max);

/* The other side may send lines only: a "blob" line is refused at once
 * (net_conn_next gives -1) and at most NET_IN_LINES_MAX bytes of input are
 * buffered. The hosting process reads its peers this way: no terminal has
 * a reason to send it a blob, so no peer can make it hold one. */
void net_conn_lines_only(struct net_conn *c);

/* Frees the buffers and closes the fd (when >= 0); c can be initialized
 * again. Safe on a connection already freed. */
void net_conn_free(struct net_conn *c);

/* Reads what the socket has without blocking and keeps it for
 * net_conn_next. 0: read (maybe nothing; call net_conn_next until it gives
 * 0 before reading again, the buffer has a fixed size); 1: the peer closed
 * the connection (messages read before are still given by net_conn_next;
 * net_conn_partial tells whether one was cut); -1: error, with a reason. */
int net_conn_read(struct net_conn *c, char *why, size_t why_size);

/* Adds bytes as if read from the socket (net_conn_read uses it; tests and
 * the fuzzer call it directly). 0, or -1 with a reason when more than
 * NET_IN_MAX bytes would wait (call net_conn_next in between) or memory is
 * short. */
int net_conn_feed(struct net_conn *c, const void *data, size_t len, char *why,
                  size_t why_size);

/* Gives the next complete message. 1: *m filled; 0: none complete yet; -1:
 * the peer broke the protocol (a line over NET_LINE_MAX bytes, a NUL, a
 * control character other than tab, a bad blob length), with a reason; the
 * connection should then be dropped. */
int net_conn_next(struct net_conn *c, struct net_msg *m, char *why, size_t why_size);

/* Whether bytes of an unfinished message are waiting (after the peer closed:
 * the connection was cut in the middle of a message). */
bool net_conn_partial(const struct net_conn *c);

/* Queues line + '\n'. -1, with the reason in c->why, when the line is
 * refused (a newline or another control character than tab, or longer
 * than NET_LINE_MAX - 1 bytes; the connection stays usable) or when the queue would
 * exceed out_max ("the other side stopped reading": drop the peer; every later send then
 * fails too, so the peer never sees a message missing). */
int net_conn_send(struct net_conn *c, const char *line);

/* Queues "blob N\n" and the len bytes (0 < len <= NET_BLOB_MAX). -1 as for
 * net_conn_send. */
int net_conn_send_blob(struct net_conn *c, const char *data, size_t len);

/* Writes what it can of the queue without blocking (never raises SIGPIPE).
 * 0 (some may still wait: net_conn_wants_write), or -1 with a reason when
 * the connection is broken. */
int net_conn_flush(struct net_conn *c, char *why, size_t why_size);

/* Whether output waits to be written (poll for POLLOUT then). */
bool net_conn_wants_write(const struct net_conn *c);

/* Splits line in place into words separated by single spaces ("VERB arg
 * arg"): argv[i] point into line. An empty line has 0 words; two spaces in
 * a row, or a space at either end, make an empty word. Returns the number
 * of words, or -1 when there are more than max. */
int net_split(char *line, char **argv, int max);

/* Encodes src as one word: every byte outside printable ASCII 0x21-0x7e,
 * and '%' itself, becomes %XX (upper-case hex), so text with spaces travels
 * as one word of a line. 0, or -1 (dst "") when it does not fit in size. */
int net_quote(char *dst, size_t size, const char *src);

/* Decodes a word made by net_quote into dst (size bytes; dst may be src:
 * decoding never lengthens). Refuses (-1, dst "") a byte outside 0x21-0x7e,
 * a '%' not followed by two hex digits, %00, or a result that does not fit.
 * The result may hold any other byte: sanitize it before showing it. */
int net_unquote(char *dst, size_t size, const char *src);

/* The text of a word made by net_quote, into buf, which is returned; "?"
 * when the word is not one (a terminal reading the host's messages). */
const char *net_word_text(const char *word, char *buf, size_t size);

/* A count written with at most `digits` decimal digits (at most 18), and
 * nothing else; -1 when the word is not one. */
long long net_word_count(const char *word, int digits);

#endif
