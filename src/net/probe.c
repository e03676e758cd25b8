/* probe.c: the parallel, time-bounded "info" probe of the listed games
 * (see probe.h): every socket is non-blocking, and one poll loop drives
 * them all from connecting to the info line, so a stranger's socket costs
 * at most the probe's deadline, never a hang, and never one deadline per
 * socket. */
#include "net/probe.h"
#include "net/protocol.h"

#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static const char HELLO[] = NET_HELLO_INFO "\n";
static const char INFO[] = "info ";

enum { AGAIN_MS = 20 };

enum phase {
        DIAL,       /* to connect (again, after a full backlog) */
        CONNECTING, /* connect under way: POLLOUT */
        SENDING,    /* hello not all written: POLLOUT */
        READING,    /* waiting for the info line: POLLIN */
        DONE,
};

struct slot {
        enum phase phase;
        int fd;
        size_t sent, len;
        long long again_ms; /* when a DIAL is tried next */
        char buf[NET_PROBE_LINE_MAX];
};

static void finish(struct slot *s, struct net_probe *out, enum net_probe_state state)
{
        if (s->fd >= 0)
                close(s->fd);
        s->fd = -1;
        s->phase = DONE;
        out->state = state;
}

/* Whether line (len bytes, no newline) is an info line worth keeping. */
static bool is_info(const char *line, size_t len)
{
        if (len < sizeof INFO - 1 || len >= NET_PROBE_LINE_MAX ||
            memcmp(line, INFO, sizeof INFO - 1) != 0)
                return false;
        for (size_t i = 0; i < len; i++)
                if (line[i] != '\t' && (line[i] < 0x20 || line[i] > 0x7e))
                        return false;
        return true;
}

/* Takes one read of what the socket has (one only: a peer that never
 * stops sending cannot keep the loop from its deadline): ANSWERED at the
 * first info line; SILENT when the peer closes first, breaks, or sends a
 * line too long to be one. */
static void take(struct slot *s, struct net_probe *out)
{
        ssize_t got;
        do
                got = read(s->fd, s->buf + s->len, sizeof s->buf - s->len);
        while (got < 0 && errno == EINTR);
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
                return;
        if (got <= 0) {
                finish(s, out, NET_PROBE_SILENT);
                return;
        }
        s->len += (size_t)got;
        char *nl;
        while ((nl = memchr(s->buf, '\n', s->len)) != NULL) {
                size_t line = (size_t)(nl - s->buf);
                if (is_info(s->buf, line)) {
                        memcpy(out->info, s->buf, line);
                        out->info[line] = '\0';
                        finish(s, out, NET_PROBE_ANSWERED);
                        return;
                }
                s->len -= line + 1;
                memmove(s->buf, nl + 1, s->len);
        }
        if (s->len == sizeof s->buf)
                finish(s, out, NET_PROBE_SILENT);
}

/* Writes what it can of the hello; then READING. */
static void send_hello(struct slot *s, struct net_probe *out)
{
        while (s->sent < sizeof HELLO - 1) {
                ssize_t put = send(s->fd, HELLO + s->sent, sizeof HELLO - 1 - s->sent,
                                   MSG_NOSIGNAL);
                if (put < 0 && errno == EINTR)
                        continue;
                if (put < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
                        s->phase = SENDING;
                        return;
                }
                if (put <= 0) {
                        finish(s, out, NET_PROBE_SILENT);
                        return;
                }
                s->sent += (size_t)put;
        }
        s->phase = READING;
}

/* Connected: checks the host, then says hello. */
static void connected(struct slot *s, const struct net_listing *w, struct net_probe *out)
{
        char why[NET_PATH_MAX];
        if (net_check_host(s->fd, w->path, w->uid, why, sizeof why) != 0) {
                finish(s, out, NET_PROBE_NONE);
                return;
        }
        send_hello(s, out);
}

static void dial(struct slot *s, const struct net_listing *w, struct net_probe *out,
                 long long now)
{
        char why[NET_PATH_MAX];
        switch (net_dial(w->path, &s->fd, why, sizeof why)) {
        case NET_DIAL_DONE:
                connected(s, w, out);
                break;
        case NET_DIAL_PENDING:
                s->phase = CONNECTING;
                break;
        case NET_DIAL_BUSY:
                s->again_ms = now + AGAIN_MS;
                break;
        case NET_DIAL_GONE:
                finish(s, out, NET_PROBE_NONE);
                break;
        case NET_DIAL_FAILED:
                finish(s, out, NET_PROBE_SILENT);
                break;
        }
}

/* What poll said of a slot's fd. */
static void step(struct slot *s, const struct net_listing *w, struct net_probe *out,
                 short revents, long long now)
{
        char why[NET_PATH_MAX];
        if (s->phase == CONNECTING) {
                enum net_dial d = net_dial_finish(s->fd, w->path, why, sizeof why);
                if (d == NET_DIAL_DONE) {
                        connected(s, w, out);
                        return;
                }
                close(s->fd);
                s->fd = -1;
                s->phase = DIAL;
                if (d == NET_DIAL_BUSY)
                        s->again_ms = now + AGAIN_MS;
                else
                        finish(s, out,
                               d == NET_DIAL_GONE ? NET_PROBE_NONE : NET_PROBE_SILENT);
        } else if (s->phase == SENDING) {
                send_hello(s, out);
        } else if (s->phase == READING) {
                if (revents & (POLLIN | POLLHUP | POLLERR))
                        take(s, out);
        }
}

int net_probe_info(const struct net_listing *where, int n, struct net_probe *out,
                   int timeout_ms)
{
        if (n <= 0)
                return 0;
        struct slot *slots = calloc((size_t)n, sizeof *slots);
        struct pollfd *pfds = calloc((size_t)n, sizeof *pfds);
        int *of = calloc((size_t)n, sizeof *of);
        if (slots == NULL || pfds == NULL || of == NULL) {
                free(slots);
                free(pfds);
                free(of);
                return -1;
        }
        long long now = net_now_ms(), until = now + (timeout_ms > 0 ? timeout_ms : 0);
        for (int i = 0; i < n; i++) {
                out[i].state = NET_PROBE_SILENT;
                out[i].info[0] = '\0';
                slots[i].fd = -1;
                slots[i].phase = DIAL;
                slots[i].again_ms = now;
        }
        for (;;) {
                int nfds = 0;
                long long wake = until;
                for (int i = 0; i < n; i++) {
                        struct slot *s = &slots[i];
                        if (s->phase == DIAL && s->again_ms <= now)
                                dial(s, &where[i], &out[i], now);
                        if (s->phase == DONE)
                                continue;
                        if (s->phase == DIAL) {
                                if (s->again_ms < wake)
                                        wake = s->again_ms;
                                continue;
                        }
                        pfds[nfds].fd = s->fd;
                        pfds[nfds].events = s->phase == READING ? POLLIN : POLLOUT;
                        pfds[nfds].revents = 0;
                        of[nfds++] = i;
                }
                bool waiting = nfds > 0;
                for (int i = 0; i < n && !waiting; i++)
                        waiting = slots[i].phase == DIAL;
                if (!waiting || now >= until)
                        break;
                int rc = poll(pfds, (nfds_t)nfds, (int)(wake - now));
                if (rc < 0 && errno != EINTR)
                        break;
                now = net_now_ms();
                for (int k = 0; rc > 0 && k < nfds; k++)
                        if (pfds[k].revents != 0)
                                step(&slots[of[k]], &where[of[k]], &out[of[k]],
                                     pfds[k].revents, now);
        }
        for (int i = 0; i < n; i++)
                if (slots[i].phase != DONE)
                        finish(&slots[i], &out[i], NET_PROBE_SILENT);
        free(slots);
        free(pfds);
        free(of);
        return 0;
}
