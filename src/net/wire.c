/* wire.c: bounded message framing over non-blocking sockets (see wire.h). */
#include "net/wire.h"

#include "net/reason.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <unistd.h>

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0 /* systems without it: the caller ignores SIGPIPE */
#endif

/* Buffer sizes: a buffer larger than BUF_KEEP (after a blob) is freed once
 * it is empty. */
enum {
        BUF_KEEP = 64 * 1024,   /* the largest buffer kept once empty */
        READ_CHUNK = 64 * 1024, /* the most read in one net_conn_read */
        READ_STEP = 4096,       /* the least room made before reading */
};

static const char BLOB_WORD[] = "blob";

void net_conn_init(struct net_conn *c, int fd, size_t out_max)
{
        memset(c, 0, sizeof *c);
        c->fd = fd;
        c->out_max = out_max > 0 ? out_max : NET_OUT_DEFAULT;
        c->in_max = NET_IN_MAX;
}

void net_conn_lines_only(struct net_conn *c)
{
        c->lines_only = true;
        c->in_max = NET_IN_LINES_MAX;
}

static void buf_free(struct net_buf *b)
{
        free(b->data);
        memset(b, 0, sizeof *b);
}

void net_conn_free(struct net_conn *c)
{
        if (c->fd >= 0)
                close(c->fd);
        c->fd = -1;
        buf_free(&c->in);
        buf_free(&c->out);
        c->in_used = c->in_scan = 0;
}

/* Makes room for `need` more bytes after the waiting ones, never holding
 * more than `limit` bytes in all. 0, or -1 (too much, or no memory). */
static int buf_reserve(struct net_buf *b, size_t need, size_t limit)
{
        if (b->len > limit || need > limit - b->len)
                return -1;
        if (b->start > 0 && b->cap - b->start - b->len < need) {
                memmove(b->data, b->data + b->start, b->len);
                b->start = 0;
        }
        if (b->cap - b->start - b->len >= need)
                return 0;
        size_t cap = b->cap > 0 ? b->cap : 4096;
        while (cap < b->len + need)
                cap = cap > limit / 2 ? limit : cap * 2;
        char *data = realloc(b->data, cap);
        if (data == NULL)
                return -1;
        b->data = data;
        b->cap = cap;
        return 0;
}

/* Drops n bytes from the front of the waiting ones. */
static void buf_drop(struct net_buf *b, size_t n)
{
        b->start += n;
        b->len -= n;
        if (b->len == 0) {
                b->start = 0;
                if (b->cap > BUF_KEEP)
                        buf_free(b);
        }
}

/* Drops the message given by the last net_conn_next. */
static void drop_used(struct net_conn *c)
{
        if (c->in_used > 0) {
                buf_drop(&c->in, c->in_used);
                c->in_used = 0;
                c->in_scan = 0;
        }
}

int net_conn_feed(struct net_conn *c, const void *data, size_t len, char *why,
                  size_t why_size)
{
        drop_used(c);
        if (len == 0)
                return 0;
        if (buf_reserve(&c->in, len, c->in_max) != 0) {
                net_reason(why, why_size, "%s",
                           c->in.len + len > c->in_max
                               ? "too much input is waiting to be read"
                               : "out of memory");
                return -1;
        }
        memcpy(c->in.data + c->in.start + c->in.len, data, len);
        c->in.len += len;
        return 0;
}

int net_conn_read(struct net_conn *c, char *why, size_t why_size)
{
        drop_used(c);
        size_t total = 0;
        while (total < READ_CHUNK && c->in.len < c->in_max) {
                /* read into the room there is, growing the buffer a step at
                 * a time (it doubles) only when it is nearly full */
                size_t step =
                    c->in_max - c->in.len < READ_STEP ? c->in_max - c->in.len : READ_STEP;
                if (buf_reserve(&c->in, step, c->in_max) != 0) {
                        net_reason(why, why_size, "out of memory");
                        return -1;
                }
                size_t want = c->in.cap - c->in.start - c->in.len;
                if (want > c->in_max - c->in.len)
                        want = c->in_max - c->in.len;
                if (want > READ_CHUNK - total)
                        want = READ_CHUNK - total;
                ssize_t n = recv(c->fd, c->in.data + c->in.start + c->in.len, want, 0);
                if (n > 0) {
                        c->in.len += (size_t)n;
                        total += (size_t)n;
                        continue;
                }
                if (n == 0)
                        return 1;
                if (errno == EINTR)
                        continue;
                if (errno == EAGAIN || errno == EWOULDBLOCK)
                        return 0;
                if (errno == ECONNRESET)
                        return 1;
                net_reason(why, why_size, "cannot read from the connection: %s",
                           strerror(errno));
                return -1;
        }
        return 0;
}

/* Reads a blob length: decimal, no sign or leading zero, 1..NET_BLOB_MAX.
 * 0, or -1. */
static int parse_blob_len(const char *s, size_t *len)
{
        size_t n = 0;
        if (*s < '1' || *s > '9')
                return -1;
        for (; *s != '\0'; s++) {
                if (*s < '0' || *s > '9')
                        return -1;
                n = n * 10 + (size_t)(*s - '0');
                if (n > NET_BLOB_MAX)
                        return -1;
        }
        *len = n;
        return 0;
}

int net_conn_next(struct net_conn *c, struct net_msg *m, char *why, size_t why_size)
{
        drop_used(c);
        if (c->in.len == 0)
                return 0;
        const unsigned char *p = (const unsigned char *)c->in.data + c->in.start;
        size_t avail = c->in.len;
        size_t limit = avail < NET_LINE_MAX ? avail : NET_LINE_MAX;
        size_t i = c->in_scan;
        for (; i < limit && p[i] != '\n'; i++) {
                if (p[i] == '\0') {
                        net_reason(why, why_size, "the other side sent a NUL byte");
                        return -1;
                }
                if ((p[i] < 0x20 && p[i] != '\t') || p[i] == 0x7f) {
                        net_reason(
                            why, why_size,
                            "the other side sent a control character (byte 0x%02x)",
                            p[i]);
                        return -1;
                }
        }
        c->in_scan = i;
        if (i == limit) {
                if (avail >= NET_LINE_MAX) {
                        net_reason(why, why_size, "line too long (over %d bytes)",
                                   NET_LINE_MAX);
                        return -1;
                }
                return 0; /* no newline yet */
        }
        memcpy(m->line, p, i);
        m->line[i] = '\0';
        m->blob = NULL;
        m->blob_len = 0;
        size_t used = i + 1;
        size_t word = sizeof BLOB_WORD - 1;
        if (strncmp(m->line, BLOB_WORD, word) == 0 &&
            (m->line[word] == ' ' || m->line[word] == '\0')) {
                size_t n;
                if (c->lines_only) {
                        net_reason(why, why_size, "%s",
                                   "a terminal may not send a blob to the host");
                        return -1;
                }
                if (m->line[word] != ' ' || parse_blob_len(m->line + word + 1, &n) != 0) {
                        net_reason(why, why_size,
                                   "bad blob length (a number from 1 to %d is expected)",
                                   NET_BLOB_MAX);
                        return -1;
                }
                if (avail - used < n)
                        return 0; /* the line stays scanned: only the bytes are awaited */
                m->blob = (const char *)p + used;
                m->blob_len = n;
                used += n;
        }
        c->in_used = used;
        return 1;
}

bool net_conn_partial(const struct net_conn *c)
{
        return c->in.len > c->in_used;
}

/* Whether a line may be sent: no control character but tab, not too long. */
static const char *line_problem(const char *line)
{
        size_t n = 0;
        for (const unsigned char *p = (const unsigned char *)line; *p != '\0'; p++, n++) {
                if ((*p < 0x20 && *p != '\t') || *p == 0x7f)
                        return "a line to send holds a control character";
        }
        if (n > NET_LINE_MAX - 1)
                return "a line to send is too long";
        return NULL;
}

/* Queues the pieces, all or nothing. */
static int queue(struct net_conn *c, const char *a, size_t alen, const char *b,
                 size_t blen)
{
        if (c->out_broken)
                return -1; /* c->why still says why */
        if (alen + blen > c->out_max || c->out.len > c->out_max - alen - blen) {
                c->out_broken = true;
                net_reason(c->why, sizeof c->why, "the other side stopped reading");
                return -1;
        }
        if (buf_reserve(&c->out, alen + blen, c->out_max) != 0) {
                net_reason(c->why, sizeof c->why, "out of memory");
                return -1;
        }
        char *end = c->out.data + c->out.start + c->out.len;
        memcpy(end, a, alen);
        if (blen > 0)
                memcpy(end + alen, b, blen);
        c->out.len += alen + blen;
        return 0;
}

int net_conn_send(struct net_conn *c, const char *line)
{
        const char *problem = line != NULL ? line_problem(line) : "no line to send";
        if (problem != NULL) {
                net_reason(c->why, sizeof c->why, "%s", problem);
                return -1;
        }
        size_t n = strlen(line);
        char buf[NET_LINE_MAX];
        memcpy(buf, line, n);
        buf[n] = '\n';
        return queue(c, buf, n + 1, NULL, 0);
}

int net_conn_send_blob(struct net_conn *c, const char *data, size_t len)
{
        if (data == NULL || len == 0 || len > NET_BLOB_MAX) {
                net_reason(c->why, sizeof c->why,
                           "a blob to send must hold 1 to %d bytes", NET_BLOB_MAX);
                return -1;
        }
        char head[32];
        int n = snprintf(head, sizeof head, "%s %zu\n", BLOB_WORD, len);
        return queue(c, head, (size_t)n, data, len);
}

int net_conn_flush(struct net_conn *c, char *why, size_t why_size)
{
        while (c->out.len > 0) {
                ssize_t n = send(c->fd, c->out.data + c->out.start, c->out.len,
                                 MSG_NOSIGNAL | MSG_DONTWAIT);
                if (n > 0) {
                        buf_drop(&c->out, (size_t)n);
                        continue;
                }
                if (n < 0 && errno == EINTR)
                        continue;
                if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
                        return 0;
                if (n < 0 && (errno == EPIPE || errno == ECONNRESET)) {
                        net_reason(why, why_size, "%s",
                                   "the other side closed the connection");
                        return -1;
                }
                net_reason(why, why_size, "cannot write to the connection: %s",
                           n < 0 ? strerror(errno) : "nothing written");
                return -1;
        }
        return 0;
}

bool net_conn_wants_write(const struct net_conn *c)
{
        return c->out.len > 0;
}

int net_split(char *line, char **argv, int max)
{
        if (line == NULL || *line == '\0')
                return 0;
        int n = 0;
        char *p = line;
        for (;;) {
                if (n >= max)
                        return -1;
                argv[n++] = p;
                char *space = strchr(p, ' ');
                if (space == NULL)
                        return n;
                *space = '\0';
                p = space + 1;
        }
}

static const char HEX[] = "0123456789ABCDEF";

int net_quote(char *dst, size_t size, const char *src)
{
        if (dst == NULL || size == 0)
                return -1;
        if (src == NULL)
                src = "";
        size_t out = 0;
        for (const unsigned char *p = (const unsigned char *)src; *p != '\0'; p++) {
                bool plain = *p >= 0x21 && *p <= 0x7e && *p != '%';
                size_t n = plain ? 1 : 3;
                if (n > size - 1 - out) {
                        dst[0] = '\0';
                        return -1;
                }
                if (plain) {
                        dst[out++] = (char)*p;
                } else {
                        dst[out++] = '%';
                        dst[out++] = HEX[*p >> 4];
                        dst[out++] = HEX[*p & 0x0f];
                }
        }
        dst[out] = '\0';
        return 0;
}

static int hex_value(unsigned char ch)
{
        if (ch >= '0' && ch <= '9')
                return ch - '0';
        if (ch >= 'a' && ch <= 'f')
                return ch - 'a' + 10;
        if (ch >= 'A' && ch <= 'F')
                return ch - 'A' + 10;
        return -1;
}

int net_unquote(char *dst, size_t size, const char *src)
{
        if (dst == NULL || size == 0)
                return -1;
        size_t out = 0;
        const unsigned char *p = (const unsigned char *)(src != NULL ? src : "");
        while (*p != '\0') {
                int ch = *p;
                if (ch < 0x21 || ch > 0x7e)
                        goto bad;
                if (ch == '%') {
                        int hi = hex_value(p[1]);
                        int lo = hi < 0 ? -1 : hex_value(p[2]);
                        if (lo < 0 || (hi == 0 && lo == 0))
                                goto bad;
                        ch = hi * 16 + lo;
                        p += 3;
                } else {
                        p++;
                }
                if (out >= size - 1)
                        goto bad;
                dst[out++] = (char)ch; /* out never passes p: dst may be src */
        }
        dst[out] = '\0';
        return 0;
bad:
        dst[0] = '\0';
        return -1;
}

const char *net_word_text(const char *word, char *buf, size_t size)
{
        if (net_unquote(buf, size, word) != 0)
                snprintf(buf, size, "?");
        return buf;
}

long long net_word_count(const char *word, int digits)
{
        long long n = 0;
        if (!*word || digits > 18 || strlen(word) > (size_t)digits)
                return -1;
        for (; *word; word++) {
                if (*word < '0' || *word > '9')
                        return -1;
                n = n * 10 + (*word - '0');
        }
        return n;
}
