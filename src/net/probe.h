/* probe.h: asking every listed game at once what it is ("hello 2 info",
 * one "info" line back), bounded in time whatever the sockets do: a
 * socket whose backlog is full, one that accepts and never answers, one
 * that sends garbage. One poll loop over all of them (docs/network.md,
 * "Listing"). */
#ifndef TT_NET_PROBE_H
#define TT_NET_PROBE_H

#include "net/rendezvous.h"

enum {
        NET_PROBE_MS = 1000,      /* the time the whole probe may take */
        NET_PROBE_LINE_MAX = 256, /* the longest info line kept, with its NUL */
};

enum net_probe_state {
        NET_PROBE_ANSWERED, /* info holds its "info ..." line */
        NET_PROBE_SILENT,   /* connected or tried, but no info line in time */
        NET_PROBE_NONE,     /* no game there: ended, or not hosted by its login */
};

struct net_probe {
        enum net_probe_state state;
        char info[NET_PROBE_LINE_MAX]; /* without its newline; "" unless answered */
};

/* Probes the n games of where at once, within timeout_ms in all: connects
 * (a full backlog is tried again until the end), checks the host's uid
 * (net_check_host), sends "hello 2 info" and reads up to the first line
 * that starts with "info ". out[i] tells of where[i]. The line is only
 * known to hold printable ASCII and tabs: parse and sanitize it. 0, or -1
 * when memory is short. */
int net_probe_info(const struct net_listing *where, int n, struct net_probe *out,
                   int timeout_ms);

#endif
