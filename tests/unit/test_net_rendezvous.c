/* test_net_rendezvous.c: where hosted games live (src/net/rendezvous.c),
 * and the attacks of a stranger on the same machine: a symbolic link or a
 * folder of another user in place of a login's folder, a folder writable
 * by others, a file at a socket path, a live game's socket, a game hosted
 * by another uid than expected, sockets that jam a listing (a full
 * backlog, a socket that never answers, one that sends garbage), a login
 * with many games, a base folder full of junk. Runs in a temporary TABLETOP_RUNDIR; the
 * cases that need a second user run only as root (uid 65534 plays it). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net/probe.h"
#include "net/rendezvous.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { STRANGER = 65534 };

static char base[256];

static int make_base(void **state)
{
        (void)state;
        snprintf(base, sizeof base, "/tmp/tt-net-XXXXXX");
        if (mkdtemp(base) == NULL || chmod(base, 0755) != 0)
                return -1;
        return setenv("TABLETOP_RUNDIR", base, 1);
}

static int remove_base(void **state)
{
        (void)state;
        char cmd[300];
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", base);
        return system(cmd) == 0 ? 0 : -1;
}

static bool is_root(void)
{
        if (getuid() == 0)
                return true;
        print_message("skipped: needs root to act as a second user\n");
        return false;
}

/* The path of a login's folder in the test base. */
static void user_dir_path(uid_t uid, char *buf, size_t size)
{
        snprintf(buf, size, "%s/tabletop-net-%lu", base, (unsigned long)uid);
}

static void expect_reason(int rc, const char *why, const char *part)
{
        assert_int_equal(rc, -1);
        if (strstr(why, part) == NULL)
                fail_msg("reason \"%s\" does not say \"%s\"", why, part);
}

static void base_folder_from_the_environment(void **state)
{
        (void)state;
        char buf[NET_PATH_MAX], why[256] = "";
        assert_int_equal(net_base_dir(buf, sizeof buf, why, sizeof why), 0);
        assert_string_equal(buf, base);
        setenv("TABLETOP_RUNDIR", "relative/dir", 1);
        setenv("TMPDIR", "/var/tmp/", 1);
        assert_int_equal(net_base_dir(buf, sizeof buf, why, sizeof why), 0);
        assert_string_equal(buf, "/var/tmp");
        unsetenv("TABLETOP_RUNDIR");
        setenv("TMPDIR", "tmp", 1);
        assert_int_equal(net_base_dir(buf, sizeof buf, why, sizeof why), 0);
        assert_string_equal(buf, "/tmp");
        unsetenv("TMPDIR");
        setenv("TABLETOP_RUNDIR", base, 1);
}

static void creates_own_folder_0755(void **state)
{
        (void)state;
        char path[NET_PATH_MAX], want[NET_PATH_MAX], why[256] = "";
        user_dir_path(getuid(), want, sizeof want);
        expect_reason(net_user_dir(getuid(), false, path, sizeof path, why, sizeof why),
                      why, "does not exist");
        mode_t old = umask(077);
        int rc = net_user_dir(getuid(), true, path, sizeof path, why, sizeof why);
        umask(old);
        assert_int_equal(rc, 0);
        assert_string_equal(path, want);
        struct stat st;
        assert_int_equal(lstat(path, &st), 0);
        assert_true(S_ISDIR(st.st_mode));
        assert_int_equal(st.st_mode & 07777, 0755);
        /* loosened: refused as it is, made 0755 again by its owner */
        assert_int_equal(chmod(path, 0777), 0);
        expect_reason(net_user_dir(getuid(), false, path, sizeof path, why, sizeof why),
                      why, "is writable by others");
        assert_int_equal(chmod(path, 0775), 0);
        expect_reason(net_user_dir(getuid(), false, path, sizeof path, why, sizeof why),
                      why, "is writable by others");
        assert_int_equal(net_user_dir(getuid(), true, path, sizeof path, why, sizeof why),
                         0);
        assert_int_equal(lstat(path, &st), 0);
        assert_int_equal(st.st_mode & 07777, 0755);
        assert_int_equal(
            net_user_dir(getuid(), false, path, sizeof path, why, sizeof why), 0);
        /* only our own folder is created */
        expect_reason(
            net_user_dir(getuid() + 1, true, path, sizeof path, why, sizeof why), why,
            "only the folder of your own login");
}

static void symlink_in_place_of_the_folder(void **state)
{
        (void)state;
        char path[NET_PATH_MAX], target[NET_PATH_MAX], why[256] = "";
        user_dir_path(getuid(), path, sizeof path);
        snprintf(target, sizeof target, "%s/elsewhere", base);
        assert_int_equal(mkdir(target, 0755), 0);
        assert_int_equal(symlink(target, path), 0);
        char buf[NET_PATH_MAX];
        expect_reason(net_user_dir(getuid(), true, buf, sizeof buf, why, sizeof why), why,
                      "is a symbolic link");
        expect_reason(net_user_dir(getuid(), false, buf, sizeof buf, why, sizeof why),
                      why, "is a symbolic link");
        expect_reason(
            net_socket_path(getuid(), "game", true, buf, sizeof buf, why, sizeof why),
            why, "is a symbolic link");
        /* the reason names the path */
        assert_non_null(strstr(why, path));
        assert_int_equal(unlink(path), 0);
        /* a file is no folder either */
        int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
        assert_true(fd >= 0);
        close(fd);
        expect_reason(net_user_dir(getuid(), true, buf, sizeof buf, why, sizeof why), why,
                      "is not a folder");
}

static void folder_of_another_user(void **state)
{
        (void)state;
        if (!is_root()) {
                skip();
                return;
        }
        char path[NET_PATH_MAX], buf[NET_PATH_MAX], why[256] = "";
        user_dir_path(0, path, sizeof path);
        assert_int_equal(mkdir(path, 0755), 0);
        assert_int_equal(chown(path, STRANGER, STRANGER), 0);
        expect_reason(net_user_dir(0, true, buf, sizeof buf, why, sizeof why), why,
                      "belongs to another user (uid 65534)");
        expect_reason(net_user_dir(0, false, buf, sizeof buf, why, sizeof why), why,
                      "belongs to another user (uid 65534)");
        struct stat st;
        assert_int_equal(lstat(path, &st), 0);
        assert_int_equal(st.st_uid, STRANGER); /* left alone */
        /* the stranger's own folder: fine when 0755, refused when looser */
        user_dir_path(STRANGER, path, sizeof path);
        assert_int_equal(mkdir(path, 0755), 0);
        assert_int_equal(chown(path, STRANGER, STRANGER), 0);
        assert_int_equal(net_user_dir(STRANGER, false, buf, sizeof buf, why, sizeof why),
                         0);
        assert_int_equal(chmod(path, 0757), 0);
        expect_reason(net_user_dir(STRANGER, false, buf, sizeof buf, why, sizeof why),
                      why, "is writable by others");
}

static void base_writable_by_others(void **state)
{
        (void)state;
        char buf[NET_PATH_MAX], why[256] = "";
        assert_int_equal(chmod(base, 0777), 0);
        expect_reason(net_user_dir(getuid(), true, buf, sizeof buf, why, sizeof why), why,
                      "is writable by others and not sticky");
        assert_int_equal(chmod(base, 01777), 0); /* as /tmp */
        assert_int_equal(net_user_dir(getuid(), true, buf, sizeof buf, why, sizeof why),
                         0);
        assert_int_equal(chmod(base, 0755), 0);
}

static void game_names(void **state)
{
        (void)state;
        assert_true(net_name_valid("game"));
        assert_true(net_name_valid(NET_DEFAULT_NAME));
        assert_true(net_name_valid("A-b_9"));
        assert_true(net_name_valid("12345678901234567890123456789012"));
        assert_false(net_name_valid("123456789012345678901234567890123"));
        assert_false(net_name_valid(""));
        assert_false(net_name_valid(NULL));
        assert_false(net_name_valid("a b"));
        assert_false(net_name_valid("../x"));
        assert_false(net_name_valid("a.sock"));
        assert_false(net_name_valid("\xc3\xa9"));
}

static void socket_paths(void **state)
{
        (void)state;
        char buf[NET_PATH_MAX], want[NET_PATH_MAX], why[256] = "";
        assert_int_equal(
            net_socket_path(getuid(), "chess-2", true, buf, sizeof buf, why, sizeof why),
            0);
        snprintf(want, sizeof want, "%s/tabletop-net-%lu/chess-2.sock", base,
                 (unsigned long)getuid());
        assert_string_equal(buf, want);
        expect_reason(
            net_socket_path(getuid(), "../x", true, buf, sizeof buf, why, sizeof why),
            why, "a game name is 1 to 32");
        /* too long for a socket address */
        char deep[NET_PATH_MAX];
        snprintf(deep, sizeof deep, "%s/%0100d", base, 0);
        assert_int_equal(mkdir(deep, 0755), 0);
        setenv("TABLETOP_RUNDIR", deep, 1);
        int rc =
            net_socket_path(getuid(), "game", true, buf, sizeof buf, why, sizeof why);
        setenv("TABLETOP_RUNDIR", base, 1);
        expect_reason(rc, why, "too long for a socket");
        /* a buffer too small */
        expect_reason(net_socket_path(getuid(), "game", true, buf, 20, why, sizeof why),
                      why, "too long");
}

static void listens_and_replaces_a_stale_socket(void **state)
{
        (void)state;
        char path[NET_PATH_MAX], why[256] = "";
        assert_int_equal(
            net_socket_path(getuid(), "game", true, path, sizeof path, why, sizeof why),
            0);
        int fd = net_listen(path, why, sizeof why);
        if (fd < 0)
                fail_msg("net_listen: %s", why);
        struct stat st;
        assert_int_equal(lstat(path, &st), 0);
        assert_true(S_ISSOCK(st.st_mode));
        assert_int_equal(st.st_mode & 0777, 0777);
        assert_true((fcntl(fd, F_GETFL) & O_NONBLOCK) != 0);
        assert_true((fcntl(fd, F_GETFD) & FD_CLOEXEC) != 0);
        /* live: refused, and the live game keeps its socket */
        expect_reason(net_listen(path, why, sizeof why), why,
                      "a game named game is already being hosted");
        assert_int_equal(lstat(path, &st), 0);
        /* the host went away without removing its socket: stale, replaced */
        close(fd);
        fd = net_listen(path, why, sizeof why);
        if (fd < 0)
                fail_msg("net_listen over a stale socket: %s", why);
        uid_t uid;
        pid_t pid;
        assert_int_equal(net_accept(fd, &uid, &pid, why, sizeof why), -1);
        assert_string_equal(why, ""); /* nobody waiting */
        int c = net_connect(path, getuid(), why, sizeof why);
        if (c < 0)
                fail_msg("net_connect: %s", why);
        assert_true((fcntl(c, F_GETFL) & O_NONBLOCK) != 0);
        assert_true((fcntl(c, F_GETFD) & FD_CLOEXEC) != 0);
        int a = net_accept(fd, &uid, &pid, why, sizeof why);
        if (a < 0)
                fail_msg("net_accept: %s", why);
        assert_int_equal(uid, getuid());
        assert_int_equal(pid, getpid());
        assert_true((fcntl(a, F_GETFL) & O_NONBLOCK) != 0);
        assert_int_equal(net_peer_uid(c, &uid, &pid), 0);
        assert_int_equal(uid, getuid());
        close(a);
        close(c);
        /* a game hosted by us is not hosted by someone else */
        expect_reason(net_connect(path, getuid() + 1, why, sizeof why), why,
                      "is not hosted by");
        net_unlisten(fd, path);
        assert_int_equal(lstat(path, &st), -1);
        assert_int_equal(errno, ENOENT);
        net_unlisten(-1, path); /* twice is harmless */
        expect_reason(net_connect(path, getuid(), why, sizeof why), why,
                      "there is no game at");
        /* a file put at the path is not removed */
        fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
        assert_true(fd >= 0);
        net_unlisten(fd, path);
        assert_int_equal(lstat(path, &st), 0);
}

static void refuses_what_is_not_our_socket(void **state)
{
        (void)state;
        char path[NET_PATH_MAX], why[256] = "";
        assert_int_equal(
            net_socket_path(getuid(), "game", true, path, sizeof path, why, sizeof why),
            0);
        int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
        assert_true(fd >= 0);
        close(fd);
        expect_reason(net_listen(path, why, sizeof why), why, "is not a socket");
        struct stat st;
        assert_int_equal(lstat(path, &st), 0);
        assert_true(S_ISREG(st.st_mode)); /* left alone */
        unlink(path);
        assert_int_equal(symlink("/etc/passwd", path), 0);
        expect_reason(net_listen(path, why, sizeof why), why, "is not a socket");
        unlink(path);
        if (!is_root())
                return;
        /* a stale socket that is not ours */
        fd = net_listen(path, why, sizeof why);
        assert_true(fd >= 0);
        close(fd);
        assert_int_equal(lchown(path, STRANGER, STRANGER), 0);
        expect_reason(net_listen(path, why, sizeof why), why,
                      "belongs to another user (uid 65534)");
        assert_int_equal(lstat(path, &st), 0);
}

/* As root: a child that becomes the stranger hosts a game; we connect. */
static void connect_checks_the_host_uid(void **state)
{
        (void)state;
        if (!is_root()) {
                skip();
                return;
        }
        char dir[NET_PATH_MAX], path[NET_PATH_MAX], why[256] = "";
        user_dir_path(STRANGER, dir, sizeof dir);
        assert_int_equal(mkdir(dir, 0755), 0);
        assert_int_equal(chown(dir, STRANGER, STRANGER), 0);
        int ready[2], done[2];
        assert_int_equal(pipe(ready), 0);
        assert_int_equal(pipe(done), 0);
        pid_t child = fork();
        assert_true(child >= 0);
        if (child == 0) {
                close(ready[0]);
                close(done[1]);
                char p[NET_PATH_MAX], w[256];
                if (setgroups(0, NULL) != 0 || setgid(STRANGER) != 0 ||
                    setuid(STRANGER) != 0)
                        _exit(2);
                if (net_socket_path(STRANGER, "game", true, p, sizeof p, w, sizeof w) !=
                    0)
                        _exit(3);
                int lfd = net_listen(p, w, sizeof w);
                if (lfd < 0)
                        _exit(4);
                if (write(ready[1], "x", 1) != 1)
                        _exit(5);
                char ch;
                while (read(done[0], &ch, 1) > 0) /* until the parent is done */
                        ;
                unlink(p);
                _exit(0);
        }
        close(ready[1]);
        close(done[0]);
        char ch;
        assert_int_equal(read(ready[0], &ch, 1), 1);
        assert_int_equal(
            net_socket_path(STRANGER, "game", false, path, sizeof path, why, sizeof why),
            0);
        expect_reason(net_connect(path, 0, why, sizeof why), why,
                      "is not hosted by root");
        int fd = net_connect(path, STRANGER, why, sizeof why);
        if (fd < 0)
                fail_msg("net_connect expecting uid 65534: %s", why);
        uid_t uid;
        assert_int_equal(net_peer_uid(fd, &uid, NULL), 0);
        assert_int_equal(uid, STRANGER);
        close(fd);
        /* we cannot host in the stranger's folder, nor take over its game */
        expect_reason(
            net_socket_path(STRANGER, "game", true, path, sizeof path, why, sizeof why),
            why, "only the folder of your own login");
        close(done[1]);
        close(ready[0]);
        int status;
        assert_int_equal(waitpid(child, &status, 0), child);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
}

static void logins(void **state)
{
        (void)state;
        char buf[64];
        uid_t uid = 1;
        assert_int_equal(net_uid_of_login("root", &uid), 0);
        assert_int_equal(uid, 0);
        assert_int_equal(net_login_of_uid(0, buf, sizeof buf), 0);
        assert_string_equal(buf, "root");
        assert_int_equal(net_uid_of_login("no-such-login-here", &uid), -1);
        assert_int_equal(net_uid_of_login("", &uid), -1);
        assert_int_equal(net_login_of_uid(3999999, buf, sizeof buf), 0);
        assert_string_equal(buf, "3999999");
        assert_int_equal(net_login_of_uid(0, buf, 4), -1);
        assert_string_equal(buf, "");
}

/* Binds a socket at path by hand (for names net_listen would not make). */
static void bind_at(const char *path)
{
        struct sockaddr_un addr;
        memset(&addr, 0, sizeof addr);
        addr.sun_family = AF_UNIX;
        assert_true(strlen(path) < sizeof addr.sun_path);
        memcpy(addr.sun_path, path, strlen(path) + 1);
        int fd = socket(AF_UNIX, SOCK_STREAM, 0);
        assert_true(fd >= 0);
        assert_int_equal(bind(fd, (struct sockaddr *)&addr, sizeof addr), 0);
        close(fd);
}

static void lists_hosted_games(void **state)
{
        (void)state;
        char path[2 * NET_PATH_MAX], dir[NET_PATH_MAX], why[256] = "";
        struct net_listing list[8];
        int count = -1;
        assert_int_equal(net_list(list, 8, &count), 0);
        assert_int_equal(count, 0);
        const char *names[] = {"zeta", "alpha"};
        int fds[2];
        for (int i = 0; i < 2; i++) {
                assert_int_equal(net_socket_path(getuid(), names[i], true, path,
                                                 sizeof path, why, sizeof why),
                                 0);
                fds[i] = net_listen(path, why, sizeof why);
                assert_true(fds[i] >= 0);
        }
        assert_int_equal(net_user_dir(getuid(), false, dir, sizeof dir, why, sizeof why),
                         0);
        /* not listed: a file, a bad name, a folder name that is no uid, a
         * symbolic link to our folder under another uid */
        snprintf(path, sizeof path, "%s/file.sock", dir);
        int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
        assert_true(fd >= 0);
        close(fd);
        snprintf(path, sizeof path, "%s/bad!.sock", dir);
        bind_at(path);
        snprintf(path, sizeof path, "%s/tabletop-net-0%lu", base,
                 (unsigned long)getuid());
        assert_int_equal(mkdir(path, 0755), 0);
        snprintf(path, sizeof path, "%s/tabletop-net-%lu", base,
                 (unsigned long)getuid() + 1);
        assert_int_equal(symlink(dir, path), 0);
        assert_int_equal(net_list(list, 8, &count), 0);
        assert_int_equal(count, 2);
        assert_string_equal(list[0].name, "alpha");
        assert_string_equal(list[1].name, "zeta");
        char login[64];
        assert_int_equal(net_login_of_uid(getuid(), login, sizeof login), 0);
        assert_string_equal(list[0].login, login);
        assert_int_equal(list[0].uid, getuid());
        snprintf(path, sizeof path, "%s/alpha.sock", dir);
        assert_string_equal(list[0].path, path);
        /* bounded by max */
        assert_int_equal(net_list(list, 1, &count), 1); /* cut short */
        assert_int_equal(count, 1);
        /* a folder that became writable by others is skipped */
        assert_int_equal(chmod(dir, 0777), 0);
        assert_int_equal(net_list(list, 8, &count), 0);
        assert_int_equal(count, 0);
        assert_int_equal(chmod(dir, 0755), 0);
        close(fds[0]);
        close(fds[1]);
}

/* A socket at path listening with backlog; its fd. */
static int listen_at(const char *path, int backlog)
{
        struct sockaddr_un addr;
        memset(&addr, 0, sizeof addr);
        addr.sun_family = AF_UNIX;
        assert_true(strlen(path) < sizeof addr.sun_path);
        memcpy(addr.sun_path, path, strlen(path) + 1);
        int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        assert_true(fd >= 0);
        assert_int_equal(bind(fd, (struct sockaddr *)&addr, sizeof addr), 0);
        assert_int_equal(listen(fd, backlog), 0);
        return fd;
}

/* Fills the backlog of a socket listening at path with connections nobody
 * accepts, until a connect fails with EAGAIN; the fds into held. */
static int jam(const char *path, int *held, int max)
{
        struct sockaddr_un addr;
        memset(&addr, 0, sizeof addr);
        addr.sun_family = AF_UNIX;
        memcpy(addr.sun_path, path, strlen(path) + 1);
        for (int n = 0; n < max; n++) {
                int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
                assert_true(fd >= 0);
                if (connect(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
                        assert_int_equal(errno, EAGAIN);
                        close(fd);
                        return n;
                }
                held[n] = fd;
        }
        fail_msg("the backlog of %s never filled", path);
        return max;
}

static long long ms_now(void)
{
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* A socket whose backlog is full: connecting gives up with a reason. */
static void connect_gives_up_on_a_jammed_socket(void **state)
{
        (void)state;
        char path[NET_PATH_MAX], why[256] = "";
        int held[16];
        assert_int_equal(
            net_socket_path(getuid(), "jam", true, path, sizeof path, why, sizeof why),
            0);
        int lfd = listen_at(path, 0);
        int n = jam(path, held, 16);
        long long t0 = ms_now();
        expect_reason(net_connect_ms(path, getuid(), 300, why, sizeof why), why,
                      "does not answer");
        print_message("net_connect_ms(300) gave up after %lld ms\n", ms_now() - t0);
        assert_non_null(strstr(why, path));
        for (int i = 0; i < n; i++)
                close(held[i]);
        close(lfd);
}

/* A child that accepts one connection on lfd, writes text, then holds the
 * connection until killed. */
static pid_t serve(int lfd, const char *text)
{
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                int c = accept(lfd, NULL, NULL);
                if (c < 0 || write(c, text, strlen(text)) != (ssize_t)strlen(text))
                        _exit(1);
                pause();
                _exit(0);
        }
        return pid;
}

/* A child that accepts one connection on lfd and sends lines that are no
 * info line, without end, until killed. */
static pid_t flood(int lfd)
{
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
                int c = accept(lfd, NULL, NULL);
                static const char line[] = "said nothing of use\n";
                while (c >= 0 && write(c, line, sizeof line - 1) > 0)
                        ;
                _exit(0);
        }
        return pid;
}

/* Every kind of socket at once: one answers (after another line), one is
 * jammed, one never answers, one sends a line too long, one sends lines
 * without end, one is gone. */
static void probes_every_game_at_once(void **state)
{
        (void)state;
        char path[NET_PATH_MAX], why[256] = "";
        enum { CHATTY, FLOOD, GONE, JAM, REAL, SILENT, KINDS };
        const char *names[KINDS] = {"chatty", "flood", "gone", "jam", "real", "silent"};
        int fds[KINDS], held[16], nheld = 0;
        for (int i = 0; i < KINDS; i++) {
                assert_int_equal(net_socket_path(getuid(), names[i], true, path,
                                                 sizeof path, why, sizeof why),
                                 0);
                fds[i] = listen_at(path, i == JAM ? 0 : 4);
                if (i == GONE)
                        close(fds[i]); /* a host gone without removing its socket */
                if (i == JAM)
                        nheld = jam(path, held, 16);
        }
        char garbage[400];
        memset(garbage, 'x', sizeof garbage - 1);
        garbage[sizeof garbage - 1] = '\0';
        pid_t kids[3] = {serve(fds[CHATTY], garbage), flood(fds[FLOOD]),
                         serve(fds[REAL], "said hello\ninfo quixo 2 1 anyone 7\n")};
        struct net_listing where[8];
        struct net_probe out[8];
        int count = 0;
        assert_int_equal(net_list(where, 8, &count), 0);
        assert_int_equal(count, KINDS);
        long long t0 = ms_now();
        assert_int_equal(net_probe_info(where, count, out, 500), 0);
        long long took = ms_now() - t0;
        print_message("net_probe_info(500) took %lld ms\n", took);
        assert_true(took < 5000); /* one deadline in all, not one a socket */
        for (int i = 0; i < KINDS; i++) {
                assert_string_equal(where[i].name, names[i]);
                enum net_probe_state want = i == REAL   ? NET_PROBE_ANSWERED
                                            : i == GONE ? NET_PROBE_NONE
                                                        : NET_PROBE_SILENT;
                if (out[i].state != want)
                        fail_msg("%s: state %d, not %d", names[i], (int)out[i].state,
                                 (int)want);
        }
        assert_string_equal(out[REAL].info, "info quixo 2 1 anyone 7");
        for (int i = 0; i < 3; i++) {
                kill(kids[i], SIGKILL);
                waitpid(kids[i], NULL, 0);
        }
        for (int i = 0; i < nheld; i++)
                close(held[i]);
        for (int i = 0; i < KINDS; i++)
                if (i != GONE)
                        close(fds[i]);
}

/* As root: a stranger with many games, and a base folder full of junk,
 * hide none of root's games; the stranger gets NET_LIST_PER_LOGIN. */
static void one_login_cannot_crowd_out_the_others(void **state)
{
        (void)state;
        if (!is_root()) {
                skip();
                return;
        }
        char dir[NET_PATH_MAX], path[2 * NET_PATH_MAX], why[256] = "";
        user_dir_path(STRANGER, dir, sizeof dir);
        assert_int_equal(mkdir(dir, 0755), 0);
        assert_int_equal(chown(dir, STRANGER, STRANGER), 0);
        for (int i = 0; i < 100; i++) {
                snprintf(path, sizeof path, "%s/g%03d.sock", dir, i);
                bind_at(path);
                assert_int_equal(lchown(path, STRANGER, STRANGER), 0);
        }
        for (int i = 0; i < 20000; i++) {
                snprintf(path, sizeof path, "%s/junk%05d", base, i);
                int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
                assert_true(fd >= 0);
                close(fd);
        }
        assert_int_equal(
            net_socket_path(0, "real", true, path, sizeof path, why, sizeof why), 0);
        bind_at(path);
        struct net_listing list[64];
        int count = 0, stranger = 0, root = 0;
        long long t0 = ms_now();
        assert_int_equal(net_list(list, 64, &count), 0);
        print_message("net_list over 20000 entries took %lld ms\n", ms_now() - t0);
        for (int i = 0; i < count; i++) {
                if (list[i].uid == STRANGER)
                        stranger++;
                if (list[i].uid == 0 && strcmp(list[i].name, "real") == 0)
                        root++;
        }
        assert_int_equal(root, 1);
        assert_int_equal(stranger, 16);
        /* fewer places than games: cut short, said so */
        assert_int_equal(net_list(list, 4, &count), 1);
        assert_int_equal(count, 4);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test_setup_teardown(base_folder_from_the_environment, make_base,
                                            remove_base),
            cmocka_unit_test_setup_teardown(creates_own_folder_0755, make_base,
                                            remove_base),
            cmocka_unit_test_setup_teardown(symlink_in_place_of_the_folder, make_base,
                                            remove_base),
            cmocka_unit_test_setup_teardown(folder_of_another_user, make_base,
                                            remove_base),
            cmocka_unit_test_setup_teardown(base_writable_by_others, make_base,
                                            remove_base),
            cmocka_unit_test(game_names),
            cmocka_unit_test_setup_teardown(socket_paths, make_base, remove_base),
            cmocka_unit_test_setup_teardown(listens_and_replaces_a_stale_socket,
                                            make_base, remove_base),
            cmocka_unit_test_setup_teardown(refuses_what_is_not_our_socket, make_base,
                                            remove_base),
            cmocka_unit_test_setup_teardown(connect_checks_the_host_uid, make_base,
                                            remove_base),
            cmocka_unit_test(logins),
            cmocka_unit_test_setup_teardown(lists_hosted_games, make_base, remove_base),
            cmocka_unit_test_setup_teardown(connect_gives_up_on_a_jammed_socket,
                                            make_base, remove_base),
            cmocka_unit_test_setup_teardown(probes_every_game_at_once, make_base,
                                            remove_base),
            cmocka_unit_test_setup_teardown(one_login_cannot_crowd_out_the_others,
                                            make_base, remove_base),
        };
        return cmocka_run_group_tests_name("net_rendezvous", tests, NULL, NULL);
}
