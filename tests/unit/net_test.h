/* net_test.h: a harness for tests of the hosting process (src/net/host.c),
 * included after cmocka.h: a game served by the real net_host_serve in a
 * child process, on a socket in a temporary rendezvous folder, and
 * connections to it made as any uid (root only: a child takes the uid,
 * connects, and hands the connected socket back, so the host's peer
 * credentials say that uid while the test reads and writes it). */
#ifndef NET_TEST_H
#define NET_TEST_H

#include "net/host.h"
#include "net/rendezvous.h"
#include "session/session.h"

#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct nt_served {
        char dir[64];
        char path[600];
        pid_t pid;
};

/* Serves a new game of ops with the settings set in a child, the host's
 * options as o says; the host saves into data_dir (NULL: the served
 * folder). */
static inline void nt_serve_set(struct nt_served *sv, const struct tt_game_ops *ops,
                                const struct session_settings *set,
                                const struct net_host_options *o, const char *data_dir)
{
        char why[256];
        struct session *s;
        int fd;

        snprintf(sv->dir, sizeof sv->dir, "/tmp/tt-net-test.XXXXXX");
        assert_non_null(mkdtemp(sv->dir));
        chmod(sv->dir, 0755); /* other users must reach the socket */
        setenv("TABLETOP_RUNDIR", sv->dir, 1);
        assert_int_equal(net_socket_path(getuid(), o->name, true, sv->path,
                                         sizeof sv->path, why, sizeof why),
                         0);
        fd = net_listen(sv->path, why, sizeof why);
        assert_true(fd >= 0);
        s = session_new(ops, set, 0, why, sizeof why);
        assert_non_null(s);
        sv->pid = fork();
        assert_true(sv->pid >= 0);
        if (sv->pid == 0) {
                setenv("XDG_DATA_HOME", data_dir ? data_dir : sv->dir, 1);
                _exit(net_host_serve(s, o, fd) == 0 ? 0 : 1);
        }
        close(fd);
        session_free(s);
}

/* The same with the rules' options and seed (0: the default). */
static inline void nt_serve(struct nt_served *sv, const struct tt_game_ops *ops,
                            const char *options, uint64_t seed,
                            const struct net_host_options *o)
{
        struct session_settings set;

        session_settings_default(&set);
        snprintf(set.options, sizeof set.options, "%s", options);
        if (seed)
                set.seed = seed;
        nt_serve_set(sv, ops, &set, o, NULL);
}

static inline void nt_unserve(struct nt_served *sv)
{
        char cmd[200];
        kill(sv->pid, SIGTERM);
        waitpid(sv->pid, NULL, 0);
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", sv->dir);
        assert_int_equal(system(cmd), 0);
}

/* Host options for the tests: quick hello and idle times, X the host's,
 * O left for anyone. */
static inline void nt_options(struct net_host_options *o)
{
        net_host_options_default(o);
        snprintf(o->name, sizeof o->name, "t");
        o->quiet = true;
        o->hello_ms = 2000;
        o->idle_ms = 5000;
        o->nseats = 2;
        o->seats[0] = (struct net_seat_rule){.id = 'x', .kind = NET_SEAT_HOST};
        o->seats[1] = (struct net_seat_rule){.id = 'o', .kind = NET_SEAT_REMOTE};
}

/* Receives one fd sent over a Unix socket; -1 when none came. */
static inline int nt_receive_fd(int sock)
{
        char byte, control[CMSG_SPACE(sizeof(int))];
        struct iovec iov = {&byte, 1};
        struct msghdr m = {0};
        int fd = -1;

        m.msg_iov = &iov;
        m.msg_iovlen = 1;
        m.msg_control = control;
        m.msg_controllen = sizeof control;
        if (recvmsg(sock, &m, 0) != 1)
                return -1;
        struct cmsghdr *c = CMSG_FIRSTHDR(&m);
        if (c && c->cmsg_type == SCM_RIGHTS)
                memcpy(&fd, CMSG_DATA(c), sizeof fd);
        return fd;
}

static inline void nt_send_fd(int sock, int fd)
{
        char byte = 'f', control[CMSG_SPACE(sizeof(int))];
        struct iovec iov = {&byte, 1};
        struct msghdr m = {0};

        memset(control, 0, sizeof control);
        m.msg_iov = &iov;
        m.msg_iovlen = 1;
        m.msg_control = control;
        m.msg_controllen = sizeof control;
        struct cmsghdr *c = CMSG_FIRSTHDR(&m);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(c), &fd, sizeof fd);
        (void)!sendmsg(sock, &m, 0);
}

static inline int nt_dial_once(const struct nt_served *sv, uid_t uid);

/* A connection to the served game made by uid (the host's peer
 * credentials say so); -1 when the host is not reached in three tries (a
 * loaded machine may leave the host's backlog full for a moment). */
static inline int nt_dial_as(const struct nt_served *sv, uid_t uid)
{
        for (int i = 0; i < 3; i++) {
                int fd = nt_dial_once(sv, uid);
                if (fd >= 0)
                        return fd;
                usleep(200 * 1000);
        }
        return -1;
}

static inline int nt_dial_once(const struct nt_served *sv, uid_t uid)
{
        int pair[2], fd, status;
        pid_t pid;

        assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM, 0, pair), 0);
        pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                char why[256];
                close(pair[0]);
                if (uid != getuid() && (setgid(uid) != 0 || setuid(uid) != 0))
                        _exit(3);
                fd = net_connect(sv->path, 0, why, sizeof why);
                if (fd < 0)
                        _exit(4);
                nt_send_fd(pair[1], fd);
                _exit(0);
        }
        close(pair[1]);
        fd = nt_receive_fd(pair[0]);
        close(pair[0]);
        waitpid(pid, &status, 0);
        return fd;
}

static inline void nt_say(int fd, const char *line)
{
        size_t n = strlen(line);
        ssize_t sent = send(fd, line, n, MSG_NOSIGNAL);
        if (sent != (ssize_t)n)
                print_message("nt_say on fd %d: %s\n", fd,
                              sent < 0 ? strerror(errno) : "short");
        assert_int_equal(sent, (ssize_t)n);
}

/* Reads what the host sends until a line holds `want` (true), or the host
 * closes or 3 s pass (false). *closed tells whether the host closed. */
static inline bool nt_hear(int fd, const char *want, bool *closed)
{
        static char buf[1 << 16];
        size_t len = 0;
        long long until = (long long)time(NULL) + 3;

        if (closed)
                *closed = false;
        while ((long long)time(NULL) <= until) {
                struct pollfd p = {fd, POLLIN, 0};
                if (poll(&p, 1, 200) <= 0)
                        continue;
                ssize_t n = recv(fd, buf + len, sizeof buf - 1 - len, 0);
                if (n <= 0) {
                        if (closed)
                                *closed = true;
                        buf[len] = '\0';
                        return strstr(buf, want) != NULL;
                }
                len += (size_t)n;
                buf[len] = '\0';
                if (strstr(buf, want))
                        return true;
                if (len > sizeof buf / 2) { /* keep the tail: a line may be cut */
                        memmove(buf, buf + len - 4096, 4096);
                        len = 4096;
                }
        }
        return false;
}

/* A connection of uid that says hello and hears want back. */
static inline int nt_join(const struct nt_served *sv, uid_t uid, const char *hello,
                          const char *want)
{
        int fd = nt_dial_as(sv, uid);
        assert_true(fd >= 0);
        nt_say(fd, hello);
        assert_true(nt_hear(fd, want, NULL));
        return fd;
}

/* The class's CSV file (class-c-...) in the data folder dir, read into buf;
 * false when there is none. */
static inline bool nt_read_class_csv(const char *dir, char *buf, size_t size)
{
        char path[1024];
        DIR *d;
        struct dirent *e;
        bool found = false;

        snprintf(path, sizeof path, "%s/tabletop", dir);
        d = opendir(path);
        if (!d)
                return false;
        while ((e = readdir(d)) && !found)
                if (strncmp(e->d_name, "class-c-", 8) == 0) {
                        char file[1300];
                        snprintf(file, sizeof file, "%s/%s", path, e->d_name);
                        FILE *f = fopen(file, "r");
                        if (f) {
                                size_t n = fread(buf, 1, size - 1, f);
                                buf[n] = '\0';
                                fclose(f);
                                found = true;
                        }
                }
        closedir(d);
        return found;
}

/* Skips the test unless it runs as root (it acts as other users). */
#define NT_NEEDS_ROOT()                                                                  \
        do {                                                                             \
                if (getuid() != 0) {                                                     \
                        print_message("skipped: needs root to act as other users\n");    \
                        skip();                                                          \
                }                                                                        \
        } while (0)

#endif
