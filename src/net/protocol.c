/* protocol.c: splitting and dispatching the messages of the game protocol
 * (see protocol.h). */
#include "net/protocol.h"

#include <stdio.h>
#include <string.h>

int net_words_split(const char *line, struct net_words *w)
{
        const char *space = strchr(line, ' ');

        snprintf(w->line, sizeof w->line, "%s", line);
        w->rest = space ? space + 1 : "";
        w->argc = net_split(w->line, w->argv, NET_ARGS_MAX);
        return w->argc < 0 ? -1 : 0;
}

enum net_fault net_dispatch(const struct net_verb *table, unsigned role, void *ctx,
                            const char *line)
{
        struct net_words w;

        if (net_words_split(line, &w) != 0)
                return NET_TOO_LONG;
        if (w.argc == 0)
                return NET_EMPTY;
        for (const struct net_verb *v = table; v->name; v++) {
                if (strcmp(v->name, w.argv[0]) != 0)
                        continue;
                if (w.argc < v->min_words || w.argc > v->max_words)
                        return NET_UNKNOWN;
                if (role && !(v->from & role))
                        return NET_NOT_ALLOWED;
                v->handle(ctx, &w);
                return NET_OK;
        }
        return NET_UNKNOWN;
}

void net_hello_play(char *buf, size_t size, char seat)
{
        if (seat)
                snprintf(buf, size, "hello %s play %c", NET_PROTOCOL_VERSION_TEXT, seat);
        else
                snprintf(buf, size, "hello %s play", NET_PROTOCOL_VERSION_TEXT);
}

void net_hello_watch(char *buf, size_t size)
{
        snprintf(buf, size, "hello %s watch", NET_PROTOCOL_VERSION_TEXT);
}
