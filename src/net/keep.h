/* keep.h: a hosted game kept durable by its hosting process, so that the
 * host can host it again after the process was killed or the machine
 * stopped (`tabletop host --resume`). One file per table name in the
 * host's data folder, $XDG_DATA_HOME/tabletop/hosted-NAME.tthost: a few
 * lines saying how the game is hosted (its seats, who may watch), then the
 * game's record (docs/records.md, "Hosted games kept"). The hosting
 * process rewrites it atomically after every change and removes it when
 * the game's record is saved at its end. */
#ifndef TT_NET_KEEP_H
#define TT_NET_KEEP_H

#include "net/host.h"
#include "session/session.h"

#include <stddef.h>
#include <stdint.h>
#include <time.h>

#define NET_KEEP_MAGIC "tabletop-hosted"
#define NET_KEEP_PREFIX "hosted-"
#define NET_KEEP_EXT ".tthost"

enum { NET_KEEP_LIST_MAX = 32 };

/* A kept hosted game, as the list shows it. */
struct net_kept {
        char name[NET_NAME_MAX + 1]; /* the table's name */
        char game[16];               /* "quixo", "thaayam" */
        time_t when;                 /* when it was last written */
};

/* The kept file of table `name` (the data folder is created). 0, or -1
 * with why. */
int net_keep_path(const char *name, char *buf, size_t size, char *why, size_t len);

/* The kept file's text of session s hosted with o, seat i held by the uid
 * holder[i] when held[i] (held may be NULL: none held): malloc'ed,
 * NUL-terminated. 0, or -1 (no memory). Who is named, holds a seat or may
 * watch is written as a uid. said (said_len bytes, clean "said" lines as
 * the hosting process keeps them, team advice marked) is the game's chat,
 * kept in the record (version 2 then). */
int net_keep_format(const struct session *s, const struct net_host_options *o,
                    const bool *held, const uid_t *holder, const char *said,
                    size_t said_len, char **text, size_t *len);

/* Writes the kept file of o->name atomically (fsync, rename). 0, or -1
 * with why. */
int net_keep_write(const struct session *s, const struct net_host_options *o,
                   const bool *held, const uid_t *holder, const char *said,
                   size_t said_len, char *why, size_t len);

/* The kept hosted games, newest first: how many (at most max). A game
 * being hosted now (its socket answers) is left out: only games whose
 * hosting process is gone are there to resume. */
int net_keep_list(struct net_kept *out, int max);

/* Reads the kept game of table `name`: its session at the last position,
 * and in o the options to host it again (its name, seats and watchers; a
 * seat for anyone that someone held is reserved for that uid), with the
 * game's chat in session_said (the hosting process takes it back). NULL
 * with why when there is none or it cannot be read. */
struct session *net_keep_load(const char *name, int64_t now_ms,
                              struct net_host_options *o, char *why, size_t len);

/* Removes the kept file of table `name`; 0 also when there was none. */
int net_keep_remove(const char *name);

/* A new game is hosted under the name of a kept one: the kept game's
 * record is saved in the data folder as a saved game
 * (GAME-NAME-DATE.ttrec, its path in saved) and the kept file removed. 1
 * when it was set aside, 0 when nothing was kept, -1 when it could not be
 * (it is then left as it is). */
int net_keep_set_aside(const char *name, char *saved, size_t size);

#endif
