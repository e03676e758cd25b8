/* rendezvous.c: where hosted games live: the per-login folders, the game
 * sockets in them, and the checks that keep strangers on the same machine
 * from squatting them (see rendezvous.h and docs/network.md). */
#define _GNU_SOURCE /* struct ucred and accept4 (Linux) */
#include "net/rendezvous.h"

#include "net/reason.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

static const char DIR_PREFIX[] = "tabletop-net-";
static const char SOCK_SUFFIX[] = ".sock";

enum { LISTEN_BACKLOG = 16, PW_BUF_MAX = 1024 * 1024 };

int net_base_dir(char *buf, size_t size, char *why, size_t why_size)
{
        const char *base = getenv("TABLETOP_RUNDIR");
        if (base == NULL || base[0] != '/') {
                base = getenv("TMPDIR");
                if (base == NULL || base[0] != '/')
                        base = "/tmp";
        }
        size_t len = strlen(base);
        while (len > 1 && base[len - 1] == '/')
                len--;
        if (len >= size) {
                net_reason(why, why_size, "the folder %.200s has too long a path", base);
                return -1;
        }
        memcpy(buf, base, len);
        buf[len] = '\0';
        return 0;
}

/* The base folder must not let others rename our folder away: not
 * writable by group or others, unless sticky (as /tmp). */
static int check_base(const char *base, char *why, size_t why_size)
{
        struct stat st;
        if (stat(base, &st) != 0) {
                net_reason(why, why_size, "cannot use the folder %s: %s", base,
                           strerror(errno));
                return -1;
        }
        if (!S_ISDIR(st.st_mode)) {
                net_reason(why, why_size, "%s is not a folder", base);
                return -1;
        }
        if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0 && (st.st_mode & S_ISVTX) == 0) {
                net_reason(why, why_size, "%s is writable by others and not sticky",
                           base);
                return -1;
        }
        return 0;
}

/* Checks what lstat (or fstat) says of a login's folder. */
static int check_user_dir(const char *path, const struct stat *st, uid_t uid,
                          bool fix_mode, char *why, size_t why_size)
{
        if (S_ISLNK(st->st_mode)) {
                net_reason(why, why_size, "%s is a symbolic link", path);
                return -1;
        }
        if (!S_ISDIR(st->st_mode)) {
                net_reason(why, why_size, "%s is not a folder", path);
                return -1;
        }
        if (st->st_uid != uid) {
                net_reason(why, why_size, "%s belongs to another user (uid %lu)", path,
                           (unsigned long)st->st_uid);
                return -1;
        }
        if (!fix_mode && (st->st_mode & (S_IWGRP | S_IWOTH)) != 0) {
                net_reason(why, why_size, "%s is writable by others", path);
                return -1;
        }
        return 0;
}

/* Gives our own folder mode 0755 exactly (others must be able to enter it,
 * and no one else to write in it), without following a symbolic link. */
static int fix_user_dir_mode(const char *path, const struct stat *seen, char *why,
                             size_t why_size)
{
        int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        struct stat st;
        if (fd < 0 || fstat(fd, &st) != 0 || st.st_dev != seen->st_dev ||
            st.st_ino != seen->st_ino || fchmod(fd, 0755) != 0) {
                net_reason(why, why_size, "cannot set the mode of %s: %s", path,
                           fd < 0 ? strerror(errno) : "it changed while checked");
                if (fd >= 0)
                        close(fd);
                return -1;
        }
        close(fd);
        return 0;
}

int net_user_dir(uid_t uid, bool create, char *buf, size_t size, char *why,
                 size_t why_size)
{
        char base[NET_PATH_MAX];
        if (net_base_dir(base, sizeof base, why, why_size) != 0 ||
            check_base(base, why, why_size) != 0)
                return -1;
        int n = snprintf(buf, size, "%s/%s%lu", strcmp(base, "/") == 0 ? "" : base,
                         DIR_PREFIX, (unsigned long)uid);
        if (n < 0 || (size_t)n >= size) {
                net_reason(why, why_size, "the folder for uid %lu has too long a path",
                           (unsigned long)uid);
                return -1;
        }
        if (create) {
                if (uid != getuid()) {
                        net_reason(
                            why, why_size,
                            "only the folder of your own login can be created, not %s",
                            buf);
                        return -1;
                }
                if (mkdir(buf, 0755) != 0 && errno != EEXIST) {
                        net_reason(why, why_size, "cannot create %s: %s", buf,
                                   strerror(errno));
                        return -1;
                }
        }
        struct stat st;
        if (lstat(buf, &st) != 0) {
                if (errno == ENOENT)
                        net_reason(why, why_size, "%s does not exist", buf);
                else
                        net_reason(why, why_size, "cannot check %s: %s", buf,
                                   strerror(errno));
                return -1;
        }
        if (check_user_dir(buf, &st, uid, create, why, why_size) != 0)
                return -1;
        if (create && (st.st_mode & 07777) != 0755)
                return fix_user_dir_mode(buf, &st, why, why_size);
        return 0;
}

bool net_name_valid(const char *name)
{
        if (name == NULL)
                return false;
        size_t n = 0;
        for (; name[n] != '\0'; n++) {
                char ch = name[n];
                bool ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
                          (ch >= '0' && ch <= '9') || ch == '_' || ch == '-';
                if (!ok || n >= NET_NAME_MAX)
                        return false;
        }
        return n > 0;
}

/* Fills a socket address; 0, or -1 with a reason when path is too long. */
static int make_addr(struct sockaddr_un *addr, const char *path, char *why,
                     size_t why_size)
{
        memset(addr, 0, sizeof *addr);
        addr->sun_family = AF_UNIX;
        size_t len = strlen(path);
        if (len >= sizeof addr->sun_path) {
                net_reason(why, why_size, "the path %.300s is too long for a socket",
                           path);
                return -1;
        }
        memcpy(addr->sun_path, path, len + 1);
        return 0;
}

int net_socket_path(uid_t uid, const char *name, bool create, char *buf, size_t size,
                    char *why, size_t why_size)
{
        if (!net_name_valid(name)) {
                net_reason(why, why_size,
                           "a game name is 1 to %d letters, digits, '-' or '_'",
                           NET_NAME_MAX);
                return -1;
        }
        if (net_user_dir(uid, create, buf, size, why, why_size) != 0)
                return -1;
        size_t len = strlen(buf);
        int n = snprintf(buf + len, size - len, "/%s%s", name, SOCK_SUFFIX);
        if (n < 0 || (size_t)n >= size - len) {
                net_reason(why, why_size, "the path of the game %s is too long", name);
                return -1;
        }
        struct sockaddr_un addr;
        return make_addr(&addr, buf, why, why_size);
}

/* The game name in a socket path: the last component without ".sock". */
static void name_of_path(const char *path, char *name, size_t size)
{
        const char *slash = strrchr(path, '/');
        const char *base = slash != NULL ? slash + 1 : path;
        size_t len = strlen(base);
        size_t suffix = sizeof SOCK_SUFFIX - 1;
        if (len >= suffix && strcmp(base + len - suffix, SOCK_SUFFIX) == 0)
                len -= suffix;
        snprintf(name, size, "%.*s", (int)len, base);
}

/* Handles a file already at a socket path: a stale socket of ours is
 * removed; anything else is refused. 0, or -1 with a reason. */
static int clear_stale(const char *path, const struct sockaddr_un *addr, char *why,
                       size_t why_size)
{
        struct stat st;
        if (lstat(path, &st) != 0) {
                if (errno == ENOENT)
                        return 0;
                net_reason(why, why_size, "cannot check %s: %s", path, strerror(errno));
                return -1;
        }
        if (!S_ISSOCK(st.st_mode)) {
                net_reason(why, why_size, "%s exists and is not a socket", path);
                return -1;
        }
        if (st.st_uid != geteuid()) {
                net_reason(why, why_size, "%s belongs to another user (uid %lu)", path,
                           (unsigned long)st.st_uid);
                return -1;
        }
        int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        if (fd < 0) {
                net_reason(why, why_size, "cannot create a socket: %s", strerror(errno));
                return -1;
        }
        int rc = connect(fd, (const struct sockaddr *)addr, sizeof *addr);
        int err = errno;
        close(fd);
        if (rc != 0 && err == ECONNREFUSED) {
                if (unlink(path) != 0 && errno != ENOENT) {
                        net_reason(why, why_size, "cannot remove the old socket %s: %s",
                                   path, strerror(errno));
                        return -1;
                }
                return 0;
        }
        if (rc == 0 || err == EAGAIN || err == EINPROGRESS) {
                char name[NET_PATH_MAX];
                name_of_path(path, name, sizeof name);
                net_reason(why, why_size, "a game named %s is already being hosted",
                           name);
                return -1;
        }
        net_reason(why, why_size, "cannot check the socket %s: %s", path, strerror(err));
        return -1;
}

int net_listen(const char *path, char *why, size_t why_size)
{
        struct sockaddr_un addr;
        if (make_addr(&addr, path, why, why_size) != 0 ||
            clear_stale(path, &addr, why, why_size) != 0)
                return -1;
        int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        if (fd < 0) {
                net_reason(why, why_size, "cannot create a socket: %s", strerror(errno));
                return -1;
        }
        if (bind(fd, (const struct sockaddr *)&addr, sizeof addr) != 0) {
                if (errno == EADDRINUSE) {
                        char name[NET_PATH_MAX];
                        name_of_path(path, name, sizeof name);
                        net_reason(why, why_size,
                                   "a game named %s is already being hosted", name);
                } else {
                        net_reason(why, why_size, "cannot create the socket %s: %s", path,
                                   strerror(errno));
                }
                close(fd);
                return -1;
        }
        /* Connecting needs write permission on the socket file; whoever may
         * play is decided by peer credentials when they connect, so the file
         * mode does not restrict anyone (our folder is 0755: only we can
         * add, remove or replace entries in it). */
        if (chmod(path, 0777) != 0 || listen(fd, LISTEN_BACKLOG) != 0) {
                net_reason(why, why_size, "cannot listen on %s: %s", path,
                           strerror(errno));
                unlink(path);
                close(fd);
                return -1;
        }
        return fd;
}

void net_unlisten(int listen_fd, const char *path)
{
        struct stat st;
        if (path != NULL && lstat(path, &st) == 0 && S_ISSOCK(st.st_mode) &&
            st.st_uid == geteuid())
                unlink(path);
        if (listen_fd >= 0)
                close(listen_fd);
}

/* Makes fd non-blocking and close-on-exec. 0, or -1. */
static int set_flags(int fd)
{
        int fl = fcntl(fd, F_GETFL);
        int fd_fl = fcntl(fd, F_GETFD);
        if (fl < 0 || fd_fl < 0 || fcntl(fd, F_SETFL, fl | O_NONBLOCK) != 0 ||
            fcntl(fd, F_SETFD, fd_fl | FD_CLOEXEC) != 0)
                return -1;
        return 0;
}

int net_accept(int listen_fd, uid_t *uid, pid_t *pid, char *why, size_t why_size)
{
        if (why != NULL && why_size > 0)
                why[0] = '\0';
#ifdef __linux__
        int fd = accept4(listen_fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
#else
        int fd = accept(listen_fd, NULL, NULL);
#endif
        if (fd < 0) {
                if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ||
                    errno == ECONNABORTED)
                        return -1;
                net_reason(why, why_size, "cannot accept a connection: %s",
                           strerror(errno));
                return -1;
        }
        uid_t u;
        pid_t p;
        if (set_flags(fd) != 0 || net_peer_uid(fd, &u, &p) != 0) {
                net_reason(why, why_size, "cannot tell who connected: %s",
                           strerror(errno));
                close(fd);
                return -1;
        }
        if (uid != NULL)
                *uid = u;
        if (pid != NULL)
                *pid = p;
        return fd;
}

/* The reason of a failed connect (err: its errno) and what it means. */
static enum net_dial dial_error(int err, const char *path, char *why, size_t why_size)
{
        if (err == EAGAIN || err == EWOULDBLOCK)
                return NET_DIAL_BUSY;
        if (err == ENOENT) {
                net_reason(why, why_size, "there is no game at %s", path);
                return NET_DIAL_GONE;
        }
        if (err == ECONNREFUSED) {
                net_reason(why, why_size, "nobody is hosting the game at %s any more",
                           path);
                return NET_DIAL_GONE;
        }
        net_reason(why, why_size, "cannot connect to %s: %s", path, strerror(err));
        return NET_DIAL_FAILED;
}

enum net_dial net_dial(const char *path, int *fd, char *why, size_t why_size)
{
        struct sockaddr_un addr;
        *fd = -1;
        if (make_addr(&addr, path, why, why_size) != 0)
                return NET_DIAL_FAILED;
        int s = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        if (s < 0) {
                net_reason(why, why_size, "cannot create a socket: %s", strerror(errno));
                return NET_DIAL_FAILED;
        }
        if (connect(s, (const struct sockaddr *)&addr, sizeof addr) == 0) {
                *fd = s;
                return NET_DIAL_DONE;
        }
        int err = errno;
        if (err == EINPROGRESS || err == EINTR) {
                *fd = s;
                return NET_DIAL_PENDING;
        }
        close(s);
        return dial_error(err, path, why, why_size);
}

enum net_dial net_dial_finish(int fd, const char *path, char *why, size_t why_size)
{
        int err = 0;
        socklen_t len = sizeof err;
        if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len) != 0)
                err = errno;
        if (err == 0)
                return NET_DIAL_DONE;
        return dial_error(err, path, why, why_size);
}

int net_check_host(int fd, const char *path, uid_t expect_uid, char *why, size_t why_size)
{
        uid_t peer;
        if (net_peer_uid(fd, &peer, NULL) != 0) {
                net_reason(why, why_size, "cannot tell who hosts the game at %s: %s",
                           path, strerror(errno));
                return -1;
        }
        if (peer != expect_uid) {
                char login[NET_PATH_MAX];
                if (net_login_of_uid(expect_uid, login, sizeof login) != 0)
                        snprintf(login, sizeof login, "%lu", (unsigned long)expect_uid);
                net_reason(why, why_size, "the game at %s is not hosted by %s", path,
                           login);
                return -1;
        }
        return 0;
}

long long net_now_ms(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

enum { DIAL_AGAIN_MS = 20 };

int net_connect_ms(const char *path, uid_t expect_uid, int timeout_ms, char *why,
                   size_t why_size)
{
        long long until = net_now_ms() + (timeout_ms > 0 ? timeout_ms : 0);
        int fd = -1;
        for (;;) {
                enum net_dial d = net_dial(path, &fd, why, why_size);
                long long left = until - net_now_ms();
                if (d == NET_DIAL_PENDING) {
                        struct pollfd pfd = {fd, POLLOUT, 0};
                        while (left > 0 && poll(&pfd, 1, (int)left) < 0 && errno == EINTR)
                                left = until - net_now_ms();
                        d = left > 0 && pfd.revents != 0
                                ? net_dial_finish(fd, path, why, why_size)
                                : NET_DIAL_BUSY;
                        if (d != NET_DIAL_DONE) {
                                close(fd);
                                fd = -1;
                        }
                }
                if (d == NET_DIAL_DONE)
                        break;
                if (d != NET_DIAL_BUSY)
                        return -1;
                left = until - net_now_ms();
                if (left <= 0) {
                        net_reason(why, why_size, "the game at %s does not answer", path);
                        return -1;
                }
                poll(NULL, 0, left < DIAL_AGAIN_MS ? (int)left : DIAL_AGAIN_MS);
        }
        if (net_check_host(fd, path, expect_uid, why, why_size) != 0) {
                close(fd);
                return -1;
        }
        return fd;
}

int net_connect(const char *path, uid_t expect_uid, char *why, size_t why_size)
{
        return net_connect_ms(path, expect_uid, NET_CONNECT_MS, why, why_size);
}

int net_peer_uid(int fd, uid_t *uid, pid_t *pid)
{
#ifdef SO_PEERCRED
        struct ucred cred;
        socklen_t len = sizeof cred;
        if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0)
                return -1;
        if (len != sizeof cred) {
                errno = EINVAL;
                return -1;
        }
        if (uid != NULL)
                *uid = cred.uid;
        if (pid != NULL)
                *pid = cred.pid;
#else
        uid_t u;
        gid_t g;
        if (getpeereid(fd, &u, &g) != 0)
                return -1;
        if (uid != NULL)
                *uid = u;
        if (pid != NULL)
                *pid = 0;
#endif
        return 0;
}

/* Runs getpwnam_r (login) or getpwuid_r with a buffer that grows as needed;
 * *buf is to be freed. 0 and *pw set when found, -1 when not. */
static int lookup_pw(const char *login, uid_t uid, struct passwd *pwd, struct passwd **pw,
                     char **buf)
{
        long hint = sysconf(_SC_GETPW_R_SIZE_MAX);
        size_t size = hint > 0 && hint < PW_BUF_MAX ? (size_t)hint : 4096;
        *buf = NULL;
        for (;;) {
                char *grown = realloc(*buf, size);
                if (grown == NULL)
                        return -1;
                *buf = grown;
                int rc = login != NULL ? getpwnam_r(login, pwd, *buf, size, pw)
                                       : getpwuid_r(uid, pwd, *buf, size, pw);
                if (rc == ERANGE && size < PW_BUF_MAX) {
                        size *= 2;
                        continue;
                }
                return rc == 0 && *pw != NULL ? 0 : -1;
        }
}

int net_uid_of_login(const char *login, uid_t *uid)
{
        if (login == NULL || login[0] == '\0' || strlen(login) > 256)
                return -1;
        struct passwd pwd, *pw;
        char *buf;
        int rc = lookup_pw(login, 0, &pwd, &pw, &buf);
        if (rc == 0)
                *uid = pw->pw_uid;
        free(buf);
        return rc;
}

int net_login_of_uid(uid_t uid, char *buf, size_t size)
{
        struct passwd pwd, *pw;
        char *pwbuf;
        int n;
        if (lookup_pw(NULL, uid, &pwd, &pw, &pwbuf) == 0 && pw->pw_name[0] != '\0')
                n = snprintf(buf, size, "%s", pw->pw_name);
        else
                n = snprintf(buf, size, "%lu", (unsigned long)uid);
        free(pwbuf);
        if (n < 0 || (size_t)n >= size) {
                if (size > 0)
                        buf[0] = '\0';
                return -1;
        }
        return 0;
}

void net_login_show(uid_t uid, char *buf, size_t size)
{
        struct passwd pwd, *pw;
        char *pwbuf;
        char number[24];
        const char *name = number;
        size_t n = 0, len;

        if (size == 0)
                return;
        snprintf(number, sizeof number, "%lu", (unsigned long)uid);
        if (lookup_pw(NULL, uid, &pwd, &pw, &pwbuf) == 0 && pw->pw_name[0] != '\0')
                name = pw->pw_name;
        len = strlen(name);
        /* room for the whole name, or for a cut one and its "~" */
        size_t room = len < size ? len : size >= 2 ? size - 2 : 0;
        while (n < room) {
                unsigned char ch = (unsigned char)name[n];
                size_t k = ch < 0x80    ? 1
                           : ch >= 0xf0 ? 4
                           : ch >= 0xe0 ? 3
                           : ch >= 0xc0 ? 2
                                        : 1;
                if (n + k > room)
                        break; /* cut on a character's boundary */
                for (size_t j = 0; j < k; j++) {
                        unsigned char b = (unsigned char)name[n + j];
                        buf[n + j] = b <= 0x20 || b == 0x7f || b == '%' ? '?' : (char)b;
                }
                n += k;
        }
        if (n < len && size >= 2)
                buf[n++] = '~';
        buf[n] = '\0';
        free(pwbuf);
}

/* The uid in a folder name tabletop-net-<uid> (decimal, no leading zero).
 * 0, or -1 when the name is not one. */
static int uid_of_dir_name(const char *name, uid_t *uid)
{
        size_t prefix = sizeof DIR_PREFIX - 1;
        if (strncmp(name, DIR_PREFIX, prefix) != 0)
                return -1;
        const char *digits = name + prefix;
        size_t len = strlen(digits);
        if (len == 0 || len > 10 || (digits[0] == '0' && len > 1))
                return -1;
        unsigned long long v = 0;
        for (const char *p = digits; *p != '\0'; p++) {
                if (*p < '0' || *p > '9')
                        return -1;
                v = v * 10 + (unsigned long long)(*p - '0');
        }
        uid_t u = (uid_t)v;
        if ((unsigned long long)u != v || u == (uid_t)-1)
                return -1;
        *uid = u;
        return 0;
}

static int listing_cmp(const void *a, const void *b)
{
        const struct net_listing *x = a, *y = b;
        int c = strcmp(x->login, y->login);
        if (c == 0 && x->uid != y->uid)
                c = x->uid < y->uid ? -1 : 1;
        return c != 0 ? c : strcmp(x->name, y->name);
}

/* Lists the games of one checked folder: at most NET_LIST_PER_LOGIN of
 * them and NET_LIST_FOLDER_SCAN entries read, so that a login's junk only
 * hides its own games (not reported). True when max cut it short. */
static bool list_user_dir(const char *dir, uid_t uid, struct net_listing *out, int max,
                          int *count)
{
        int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (dfd < 0)
                return false;
        struct stat st;
        if (fstat(dfd, &st) != 0 || st.st_uid != uid ||
            (st.st_mode & (S_IWGRP | S_IWOTH)) != 0) {
                close(dfd);
                return false;
        }
        DIR *d = fdopendir(dfd);
        if (d == NULL) {
                close(dfd);
                return false;
        }
        char login[NET_LOGIN_MAX + 1];
        net_login_show(uid, login, sizeof login);
        int found = 0, budget = NET_LIST_FOLDER_SCAN;
        bool cut = false;
        struct dirent *e;
        while (found < NET_LIST_PER_LOGIN && budget-- > 0 && (e = readdir(d)) != NULL) {
                size_t len = strlen(e->d_name);
                size_t suffix = sizeof SOCK_SUFFIX - 1;
                if (len <= suffix || len - suffix > NET_NAME_MAX ||
                    strcmp(e->d_name + len - suffix, SOCK_SUFFIX) != 0)
                        continue;
                char name[NET_NAME_MAX + 1];
                memcpy(name, e->d_name, len - suffix);
                name[len - suffix] = '\0';
                if (!net_name_valid(name))
                        continue;
                if (*count >= max) {
                        cut = true;
                        break;
                }
                if (fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
                    !S_ISSOCK(st.st_mode) || st.st_uid != uid)
                        continue;
                struct net_listing *l = &out[*count];
                int n = snprintf(l->path, sizeof l->path, "%s/%s", dir, e->d_name);
                if (n < 0 || (size_t)n >= sizeof l->path)
                        continue;
                l->uid = uid;
                memcpy(l->login, login, sizeof l->login);
                memcpy(l->name, name, sizeof l->name);
                (*count)++;
                found++;
        }
        closedir(d);
        return cut;
}

int net_list(struct net_listing *out, int max, int *count)
{
        *count = 0;
        char base[NET_PATH_MAX];
        if (net_base_dir(base, sizeof base, NULL, 0) != 0 ||
            check_base(base, NULL, 0) != 0)
                return -1;
        DIR *d = opendir(base);
        if (d == NULL)
                return -1;
        /* Only names tabletop-net-<uid> cost a system call (an lstat): the
         * other entries of a shared base folder such as /tmp are only
         * compared, so the bounds are far apart (docs/network.md). */
        long scan = NET_LIST_SCAN_MAX, dirs = NET_LIST_DIRS_MAX;
        bool cut = false;
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
                if (scan-- <= 0) {
                        cut = true;
                        break;
                }
                uid_t uid;
                if (uid_of_dir_name(e->d_name, &uid) != 0)
                        continue;
                if (dirs-- <= 0 || *count >= max) {
                        cut = true;
                        break;
                }
                char dir[NET_PATH_MAX];
                struct stat st;
                int n = snprintf(dir, sizeof dir, "%s/%s",
                                 strcmp(base, "/") == 0 ? "" : base, e->d_name);
                if (n < 0 || (size_t)n >= sizeof dir || lstat(dir, &st) != 0 ||
                    check_user_dir(dir, &st, uid, false, NULL, 0) != 0)
                        continue;
                if (list_user_dir(dir, uid, out, max, count))
                        cut = true;
        }
        closedir(d);
        if (*count > 1)
                qsort(out, (size_t)*count, sizeof *out, listing_cmp);
        return cut ? 1 : 0;
}
