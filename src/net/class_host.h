/* class_host.h: the hosting process's side of a class (net/class.h): what
 * host.c calls when its game is a class. */
#ifndef TT_NET_CLASS_HOST_H
#define TT_NET_CLASS_HOST_H

#include "net/host_internal.h"
#include "net/protocol.h"

/* The class starts (h->cls set) and ends (its record written). */
void class_start(struct host *h);
void class_end(struct host *h);
/* A hello of kind `kind` in a class: true when the class took it (the
 * peer is then the teacher or a pupil, or dropped with why). */
bool class_hello(struct host *h, struct peer *p, const char *kind);
/* A message no game's verb took: the class's verbs (role: NET_FROM_*). */
enum net_fault class_message(struct host *h, struct peer *p, unsigned role,
                             const char *line);
/* A peer has gone: the roster says so. */
void class_left(struct host *h, struct peer *p);
/* Line i of the roster: false when unused; else its uid, login, and
 * whether a terminal holds it (class_pairs.c). */
bool class_entry(struct host *h, int i, uid_t *uid, const char **login, bool *here);
/* A line of cells (NULL-ended) more in the class's record (CSV), which
 * is written again. */
void class_record(struct host *h, const char *const *cells);
/* The info line of `tabletop list`: a class, its pupils. */
void class_info(struct host *h, struct peer *p);

#endif
