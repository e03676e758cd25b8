/* log.h: what a hosting process tells the machine's administrator
 * (docs/network.md, "The log"): one line an event to syslog, ident
 * "tabletop", facility LOG_USER. At most NET_LOG_BURST lines go out at
 * once, then one a second: a stranger flooding the game with connections
 * cannot fill the log. Lines held back are counted, and the count is
 * logged with the next line that goes out. Tests catch the lines with
 * net_log_set_sink instead. */
#ifndef TT_NET_LOG_H
#define TT_NET_LOG_H

enum { NET_LOG_BURST = 20, NET_LOG_EVERY_MS = 1000, NET_LOG_LINE_MAX = 400 };

/* Where the lines go: a function of the tests', or NULL for syslog. */
typedef void (*net_log_sink)(int priority, const char *line);
void net_log_set_sink(net_log_sink sink);

/* Logs one line (priority as for syslog: LOG_INFO, LOG_NOTICE,
 * LOG_WARNING), unless the rate limit holds it back. */
void net_log(int priority, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Forgets the rate limit's state (a new hosting process starts afresh). */
void net_log_reset(void);

#endif
