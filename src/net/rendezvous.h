/* rendezvous.h: where hosted games live on a shared machine. Each login has
 * a folder <base>/tabletop-net-<uid> that only it can write; a hosted game
 * is a Unix-domain socket <name>.sock in it. Every path is checked without
 * following symbolic links, and every connection by the peer's credentials,
 * since every other user of the machine is a stranger (docs/network.md). */
#ifndef TT_NET_RENDEZVOUS_H
#define TT_NET_RENDEZVOUS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

enum {
        NET_NAME_MAX = 32,        /* a game name: 1 to 32 of [A-Za-z0-9_-] */
        NET_LOGIN_MAX = 32,       /* the longest login shown (net_login_show) */
        NET_LOGIN_LONG_MAX = 256, /* the longest login the system may have */
        NET_PATH_MAX = 512,       /* a path buffer big enough for every path here */
        /* The bounds of net_list (docs/network.md, "Listing"): base-folder
         * entries read (their names only compared), tabletop-net-<uid>
         * folders checked with lstat, entries read in one login's folder,
         * and games listed for one login. */
        NET_LIST_SCAN_MAX = 1 << 20,
        NET_LIST_DIRS_MAX = 1 << 14,
        NET_LIST_FOLDER_SCAN = 1024,
        NET_LIST_PER_LOGIN = 16,
        NET_CONNECT_MS = 3000, /* how long net_connect tries */
};

#define NET_DEFAULT_NAME "game"

/* The base folder: $TABLETOP_RUNDIR if set and absolute, else $TMPDIR if
 * absolute, else /tmp. 0, or -1 with a reason when it does not fit. */
int net_base_dir(char *buf, size_t size, char *why, size_t why_size);

/* The folder of a login's games, <base>/tabletop-net-<uid>, into buf. With
 * create (only for our own uid, getuid()) it is made with mode 0755 when
 * missing, and its mode set to 0755 when it is ours but looser. It is
 * always checked with lstat: a directory, not a symbolic link, owned by
 * uid, writable by nobody else; and the base folder must not be writable by
 * others unless it is sticky (as /tmp is). 0, or -1 with a reason naming
 * the path and what is wrong. */
int net_user_dir(uid_t uid, bool create, char *buf, size_t size, char *why,
                 size_t why_size);

/* Whether name is a valid game name: 1 to NET_NAME_MAX of [A-Za-z0-9_-]. */
bool net_name_valid(const char *name);

/* The socket of a hosted game, <user dir>/<name>.sock, into buf (the user
 * folder checked, and made with create, as net_user_dir does). 0, or -1
 * with a reason (also for a bad name or a path too long for a socket). */
int net_socket_path(uid_t uid, const char *name, bool create, char *buf, size_t size,
                    char *why, size_t why_size);

/* Listens on a new socket at path (a path from net_socket_path for our own
 * uid). A stale socket of ours that nobody answers on is replaced; a live
 * one means the game is already hosted; anything else at path (not a
 * socket, not ours) is refused. The socket file gets mode 0777: who may
 * play is decided by the peer's credentials, not by file modes. Returns a
 * listening, non-blocking, close-on-exec fd, or -1 with a reason. */
int net_listen(const char *path, char *why, size_t why_size);

/* Stops hosting: removes the socket file at path when it is still a socket
 * of ours, then closes listen_fd (when >= 0). Safe to call twice. */
void net_unlisten(int listen_fd, const char *path);

/* Accepts one pending connection on a listening fd: a non-blocking,
 * close-on-exec fd, and the peer's uid and pid (either pointer may be NULL;
 * pid may be 0 where the system does not tell). -1 with why "" when none
 * is pending, or -1 with a reason. */
int net_accept(int listen_fd, uid_t *uid, pid_t *pid, char *why, size_t why_size);

/* Connects to the game at path (from net_socket_path, which checks the
 * login's folder) and checks that the process listening there runs as
 * expect_uid; refuses ("the game at ... is not hosted by <login>") when
 * not. Never blocks: a socket whose backlog stays full (nobody accepts) is
 * tried again for NET_CONNECT_MS, then given up ("the game at ... does not
 * answer"). Returns a non-blocking, close-on-exec fd, or -1 with a
 * reason. */
int net_connect(const char *path, uid_t expect_uid, char *why, size_t why_size);

/* net_connect trying for timeout_ms instead of NET_CONNECT_MS. */
int net_connect_ms(const char *path, uid_t expect_uid, int timeout_ms, char *why,
                   size_t why_size);

/* One connection attempt that never waits (net_connect and the parallel
 * probe of probe.h are made of them). */
enum net_dial {
        NET_DIAL_DONE,    /* connected */
        NET_DIAL_PENDING, /* under way: poll for POLLOUT, then net_dial_finish */
        NET_DIAL_BUSY,    /* the backlog is full (nobody accepts): try again later */
        NET_DIAL_GONE,    /* no socket there, or nobody listens on it any more */
        NET_DIAL_FAILED,  /* anything else */
};

/* Starts connecting a new non-blocking, close-on-exec socket to path. *fd
 * is the socket for DONE and PENDING, else -1 (closed), with a reason for
 * GONE and FAILED. */
enum net_dial net_dial(const char *path, int *fd, char *why, size_t why_size);

/* After POLLOUT on a PENDING socket: DONE, or BUSY, GONE or FAILED (the fd
 * is then still open: the caller closes it). */
enum net_dial net_dial_finish(int fd, const char *path, char *why, size_t why_size);

/* Whether the process at the other end of the connected fd runs as
 * expect_uid: 0, or -1 with a reason ("the game at ... is not hosted by
 * <login>"). */
int net_check_host(int fd, const char *path, uid_t expect_uid, char *why,
                   size_t why_size);

/* The uid (and pid, 0 where unknown) of the process at the other end of a
 * connected Unix-domain socket, from the kernel (SO_PEERCRED, or
 * getpeereid). Either pointer may be NULL. 0, or -1 (errno set). */
int net_peer_uid(int fd, uid_t *uid, pid_t *pid);

/* Milliseconds of a monotonic clock: the network's deadlines and pacing
 * (the hosting process, the probe, the log's rate limit). */
long long net_now_ms(void);

/* The uid of a login name. 0, or -1 when there is no such login. */
int net_uid_of_login(const char *login, uid_t *uid);

/* The login of a uid into buf; a uid without a passwd entry gets its
 * decimal number. 0, or -1 when it does not fit in size. */
int net_login_of_uid(uid_t uid, char *buf, size_t size);

/* A login for people to read, never empty and never failing (size >= 2):
 * the login of uid, or its decimal number when it has none; bytes that
 * could break a message's words (space, controls, DEL, '%') become '?';
 * a login longer than size - 1 bytes is cut on a character boundary and
 * ends in '~'. Only for display: who someone is, is their uid. */
void net_login_show(uid_t uid, char *buf, size_t size);

/* One hosted game found by net_list. */
struct net_listing {
        uid_t uid;
        char login[NET_LOGIN_MAX + 1]; /* the decimal uid when the login is longer */
        char name[NET_NAME_MAX + 1];
        char path[NET_PATH_MAX];
};

/* Lists the hosted games: every tabletop-net-<uid> folder of the base
 * folder that passes the checks of net_user_dir (the others are skipped
 * silently) and, in each, every <name>.sock that is a socket owned by that
 * uid with a valid name. At most max entries, sorted by login then name,
 * and at most NET_LIST_PER_LOGIN of one login, so that no login crowds out
 * the others; the bounds NET_LIST_* keep the cost small whatever strangers
 * put in the base folder. The sockets are not connected to: a game may
 * have ended, or not answer (probe.h tells). 0 with *count set; 1 when a
 * bound cut the listing short (a game may be missing: say so); -1 when
 * the base folder cannot be read. */
int net_list(struct net_listing *out, int max, int *count);

#endif
