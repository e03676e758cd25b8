/* log.c: the hosting process's log to syslog, rate-limited (see log.h). */
#include "net/log.h"
#include "net/rendezvous.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <syslog.h>
#include <time.h>

static net_log_sink sink;
static bool opened;
static int tokens = NET_LOG_BURST;
static long long refilled_ms = -1;
static unsigned long held_back;

void net_log_set_sink(net_log_sink s)
{
        sink = s;
}

void net_log_reset(void)
{
        tokens = NET_LOG_BURST;
        refilled_ms = -1;
        held_back = 0;
}

/* One token a NET_LOG_EVERY_MS, at most NET_LOG_BURST. */
static bool may_log(void)
{
        long long now = net_now_ms();
        if (refilled_ms < 0)
                refilled_ms = now;
        while (tokens < NET_LOG_BURST && now - refilled_ms >= NET_LOG_EVERY_MS) {
                tokens++;
                refilled_ms += NET_LOG_EVERY_MS;
        }
        if (tokens == NET_LOG_BURST)
                refilled_ms = now;
        if (tokens == 0)
                return false;
        tokens--;
        return true;
}

static void emit(int priority, const char *line)
{
        if (sink) {
                sink(priority, line);
                return;
        }
        if (!opened) {
                openlog("tabletop", LOG_PID | LOG_NDELAY, LOG_USER);
                opened = true;
        }
        syslog(priority, "%s", line);
}

void net_log(int priority, const char *fmt, ...)
{
        char line[NET_LOG_LINE_MAX];
        va_list ap;

        if (!may_log()) {
                held_back++;
                return;
        }
        if (held_back > 0) {
                snprintf(line, sizeof line, "%lu lines held back (more than %d at once)",
                         held_back, NET_LOG_BURST);
                held_back = 0;
                emit(LOG_WARNING, line);
        }
        va_start(ap, fmt);
        vsnprintf(line, sizeof line, fmt, ap);
        va_end(ap);
        emit(priority, line);
}
