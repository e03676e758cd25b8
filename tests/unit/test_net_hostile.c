/* test_net_hostile.c: the hosting process against the other logins of a
 * shared machine (issue 23; docs/network.md, "Threat model"). Each test is
 * an attack that worked once: a login too long for the old 33-byte buffer
 * took reserved seats; a stranger holding every connection locked the host
 * and its players out; parked blobs, unread output and a chat flood made
 * the host hold hundreds of MiB; the log showed nothing of it. The host
 * runs as root, strangers as other uids (numeric uids without a passwd
 * entry, or long logins in a passwd file bind-mounted for this test only),
 * so every test needs root and skips otherwise. */
#define _GNU_SOURCE /* unshare(2): a mount namespace of the test's own */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net_test.h"
#include "net/log.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>

enum { STRANGER = 50001 }; /* strangers are STRANGER, STRANGER + 1, ... */

/* ------------------------------------------------------------ long logins */

/* A passwd file where root's login is 40 bytes and two strangers have
 * 41-byte logins alike in their first 32, bind-mounted over /etc/passwd in
 * a mount namespace of this process (and of the hosts it forks). */
static bool long_logins(void)
{
        static const char path[] = "/tmp/tt-hostile-passwd";
        FILE *f = fopen(path, "w");

        if (!f)
                return false;
        fprintf(f, "%s:x:0:0::/root:/bin/sh\n",
                "rootrootrootrootrootrootrootrootrootroot");
        fprintf(f, "%s:x:%d:%d::/:/bin/sh\n", "strangerstrangerstrangerstrangerA12345678",
                STRANGER, STRANGER);
        fprintf(f, "%s:x:%d:%d::/:/bin/sh\n", "strangerstrangerstrangerstrangerB12345678",
                STRANGER + 1, STRANGER + 1);
        fprintf(f, "nobody:x:65534:65534::/nonexistent:/usr/sbin/nologin\n");
        fclose(f);
        return unshare(CLONE_NEWNS) == 0 &&
               mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0 &&
               mount(path, "/etc/passwd", NULL, MS_BIND, NULL) == 0;
}

static void a_long_login_takes_no_reserved_seat(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        char why[256];
        bool closed;
        (void)state;

        NT_NEEDS_ROOT();
        if (!long_logins()) {
                print_message("skipped: cannot bind-mount a passwd file here\n");
                skip();
        }
        /* O is nobody's, nobody may watch, and the host's login is long. */
        nt_options(&o);
        assert_int_equal(net_seat_rule_for(&o.seats[1], "nobody", why, sizeof why), 0);
        o.watch = NET_WATCH_NOBODY;
        nt_serve(&sv, &tt_quixo_ops, "players=2", 0, &o);
        int a = nt_dial_as(&sv, STRANGER);
        nt_say(a, "hello 2 play\n");
        assert_true(nt_hear(a, "bye no%20seat", &closed));
        int b = nt_dial_as(&sv, STRANGER);
        nt_say(b, "hello 2 play x\n");
        assert_true(nt_hear(b, "bye that%20seat%20is%20not%20free", &closed));
        int c = nt_dial_as(&sv, STRANGER);
        nt_say(c, "hello 2 watch\n");
        assert_true(
            nt_hear(c, "bye the%20host%20does%20not%20let%20you%20watch", &closed));
        /* the seats' own users still get them, names shown cut */
        int host = nt_join(&sv, 0, "hello 2 play\n",
                           "welcome player x rootrootrootrootrootrootrootroo~");
        int nobody = nt_join(&sv, 65534, "hello 2 play\n", "welcome player o nobody");
        close(a), close(b), close(c), close(host), close(nobody);
        nt_unserve(&sv);

        /* O for anyone: the first stranger sits; the second, whose login
         * is shown the same, does not share the seat. */
        nt_options(&o);
        nt_serve(&sv, &tt_quixo_ops, "players=2", 0, &o);
        a = nt_join(&sv, STRANGER, "hello 2 play\n",
                    "welcome player o strangerstrangerstrangerstrange~");
        b = nt_dial_as(&sv, STRANGER + 1);
        nt_say(b, "hello 2 play o\n");
        assert_true(nt_hear(b, "bye that%20seat%20is%20not%20free", &closed));
        c = nt_dial_as(&sv, STRANGER + 1);
        nt_say(c, "hello 2 play\n");
        assert_true(nt_hear(c, "bye no%20seat", &closed));
        close(a), close(b), close(c);
        nt_unserve(&sv);
        assert_int_equal(umount("/etc/passwd"), 0);
}

/* ------------------------------------------------------------- lock-outs */

/* n connections of uid that say `hello` (NULL: nothing); how many the
 * host kept (not closed within a moment). fds receives them. */
static int hold(const struct nt_served *sv, uid_t uid, int n, const char *hello, int *fds)
{
        int kept = 0;
        for (int i = 0; i < n; i++) {
                fds[i] = nt_dial_as(sv, uid);
                if (fds[i] >= 0 && hello)
                        nt_say(fds[i], hello);
        }
        usleep(100 * 1000);
        for (int i = 0; i < n; i++) {
                char c;
                if (fds[i] < 0)
                        continue;
                /* a connection the host closed reads its bye, then the end */
                struct pollfd p = {fds[i], POLLIN, 0};
                bool gone = false;
                while (poll(&p, 1, 0) > 0) {
                        ssize_t r = recv(fds[i], &c, 1, MSG_DONTWAIT);
                        if (r <= 0) {
                                gone = r == 0 || errno != EAGAIN;
                                break;
                        }
                }
                kept += !gone;
        }
        return kept;
}

static void strangers_cannot_lock_the_players_out(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        int fds[NET_PEERS_MAX * 2], nfds = 0;
        char why[256];
        (void)state;

        NT_NEEDS_ROOT();
        nt_options(&o);
        assert_int_equal(net_seat_rule_for(&o.seats[1], "nobody", why, sizeof why), 0);
        o.hello_ms = 60000;
        nt_serve(&sv, &tt_quixo_ops, "players=2", 0, &o);

        /* one stranger: 4 connections waiting to say hello, then refused */
        assert_int_equal(hold(&sv, STRANGER, 6, NULL, fds + nfds), NET_PENDING_PER_UID);
        int more = nt_dial_as(&sv, STRANGER);
        assert_true(nt_hear(more, "bye too%20many%20of%20your%20connections", NULL));
        close(more);
        nfds += 6;
        /* watchers: 4 a stranger, 32 in all */
        int w = hold(&sv, STRANGER + 1, 6, "hello 2 watch\n", fds + nfds);
        assert_int_equal(w, NET_WATCH_PER_UID);
        nfds += 6;
        for (uid_t u = STRANGER + 2; u < STRANGER + 12; u++, nfds += 4)
                w += hold(&sv, u, 4, "hello 2 watch\n", fds + nfds);
        assert_int_equal(w, NET_MAX_WATCHERS_DEFAULT);
        more = nt_dial_as(&sv, STRANGER + 20);
        nt_say(more, "hello 2 watch\n");
        assert_true(nt_hear(more, "bye this%20game%20has%20as%20many%20watchers", NULL));
        close(more);
        /* every other place taken by connections that never say hello */
        for (uid_t u = STRANGER + 30; nfds < NET_PEERS_MAX * 2 - 4; u++, nfds += 4)
                hold(&sv, u, 4, NULL, fds + nfds);
        more = nt_dial_as(&sv, STRANGER + 99);
        assert_true(nt_hear(more, "bye the%20game%20is%20full", NULL));
        close(more);

        /* the host and the invited player still get in */
        int host = nt_join(&sv, 0, "hello 2 play\n", "welcome player x");
        int nobody = nt_join(&sv, 65534, "hello 2 play\n", "welcome player o");
        nt_say(host, "play c1-c5\n");
        assert_true(nt_hear(nobody, "act 1 c1-c5", NULL));
        /* a seated player may be hostile too: the limits are its own */
        int extra[6];
        assert_int_equal(hold(&sv, 65534, 6, NULL, extra), NET_PENDING_PER_UID);
        for (int i = 0; i < 6; i++)
                if (extra[i] >= 0)
                        close(extra[i]);
        /* a player whose terminal dropped unnoticed comes back: the new
         * connection takes the seat over */
        int again = nt_join(&sv, 65534, "hello 2 play\n", "welcome player o");
        assert_true(
            nt_hear(nobody, "bye you%20joined%20this%20game%20from%20another", NULL));
        nt_say(again, "play a1-a5\n");
        assert_true(nt_hear(host, "act 2 a1-a5", NULL));
        for (int i = 0; i < nfds; i++)
                if (fds[i] >= 0)
                        close(fds[i]);
        close(host), close(nobody), close(again);
        nt_unserve(&sv);
}

static void the_host_sets_the_most_watchers(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        int fds[4];
        (void)state;

        NT_NEEDS_ROOT();
        nt_options(&o);
        o.max_watchers = 2;
        nt_serve(&sv, &tt_quixo_ops, "players=2", 0, &o);
        assert_int_equal(hold(&sv, STRANGER, 1, "hello 2 watch\n", fds), 1);
        assert_int_equal(hold(&sv, STRANGER + 1, 1, "hello 2 watch\n", fds + 1), 1);
        int third = nt_dial_as(&sv, STRANGER + 2);
        nt_say(third, "hello 2 watch\n");
        assert_true(nt_hear(third, "bye this%20game%20has%20as%20many%20watchers", NULL));
        /* the host is no stranger: it watches all the same */
        int host = nt_join(&sv, 0, "hello 2 watch\n", "welcome watcher");
        close(fds[0]), close(fds[1]), close(third), close(host);
        nt_unserve(&sv);
}

/* ---------------------------------------------------------------- memory */

static long vm_hwm_kib(pid_t pid)
{
        char path[64], line[256];
        long kib = -1;
        snprintf(path, sizeof path, "/proc/%ld/status", (long)pid);
        FILE *f = fopen(path, "r");
        if (!f)
                return -1;
        while (fgets(line, sizeof line, f))
                if (sscanf(line, "VmHWM: %ld kB", &kib) == 1)
                        break;
        fclose(f);
        return kib;
}

/* Sends len bytes, waiting at most 200 ms at a time for room; stops
 * early when the other side closes or does not read. */
static void push(int fd, const char *data, size_t len)
{
        while (len > 0) {
                struct pollfd p = {fd, POLLOUT, 0};
                if (poll(&p, 1, 200) <= 0 || !(p.revents & POLLOUT))
                        return;
                ssize_t n = send(fd, data, len, MSG_NOSIGNAL | MSG_DONTWAIT);
                if (n <= 0 && errno != EAGAIN)
                        return;
                if (n > 0) {
                        data += n;
                        len -= (size_t)n;
                }
        }
}

/* Reads and forgets what waits on fd. */
static void drain(int fd)
{
        char sink[1 << 15];
        while (recv(fd, sink, sizeof sink, MSG_DONTWAIT) > 0)
                ;
}

static void a_terminal_cannot_send_a_blob(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        (void)state;

        NT_NEEDS_ROOT();
        nt_options(&o);
        nt_serve(&sv, &tt_quixo_ops, "players=2", 0, &o);
        int b = nt_dial_as(&sv, STRANGER);
        nt_say(b, "blob 4000000\n");
        assert_true(nt_hear(b, "bye a%20terminal%20may%20not%20send%20a%20blob", NULL));
        int w = nt_join(&sv, STRANGER, "hello 2 watch\n", "welcome watcher");
        nt_say(w, "blob 10\n0123456789");
        assert_true(nt_hear(w, "bye a%20terminal%20may%20not%20send%20a%20blob", NULL));
        close(b), close(w);
        nt_unserve(&sv);
}

/* Twenty strangers watch and never read, one more sits and chats as fast
 * as it can, others park the beginnings of large blobs: the host stays
 * under 32 MiB (VmHWM) and tells the chatter to slow down. */
static void no_stranger_makes_the_host_hold_much(void **state)
{
        static char chunk[1 << 16];
        struct net_host_options o;
        struct nt_served sv;
        int watchers[20], parked[40], chatter, host;
        char line[1200];
        (void)state;

        NT_NEEDS_ROOT();
        nt_options(&o);
        nt_serve(&sv, &tt_quixo_ops, "players=2", 0, &o);
        for (int i = 0; i < 20; i++) {
                watchers[i] = nt_dial_as(&sv, STRANGER + (uid_t)i);
                int small = 4096; /* a small receive buffer fills soon */
                setsockopt(watchers[i], SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
                nt_say(watchers[i], "hello 2 watch\n");
        }
        memset(chunk, 'z', sizeof chunk);
        for (int i = 0; i < 40; i++) {
                parked[i] = nt_dial_as(&sv, STRANGER + 100 + (uid_t)(i / 4));
                nt_say(parked[i], "blob 4194304\n");
                for (int k = 0; k < 16; k++) /* a MiB of it */
                        push(parked[i], chunk, sizeof chunk);
        }
        host = nt_join(&sv, 0, "hello 2 play\n", "welcome player x");
        chatter = nt_join(&sv, STRANGER + 50, "hello 2 play\n", "welcome player o");
        memset(line, 'A', sizeof line);
        memcpy(line, "chat ", 5);
        line[sizeof line - 2] = '\n';
        line[sizeof line - 1] = '\0';
        for (int i = 0; i < 3000; i++) {
                push(chatter, line, strlen(line));
                if (i % 20 == 0) {
                        drain(chatter);
                        drain(host);
                }
        }
        usleep(500 * 1000);
        long kib = vm_hwm_kib(sv.pid);
        print_message("hosting process under attack: VmHWM %ld KiB\n", kib);
        assert_true(kib > 0);
        assert_true(kib < 32 * 1024);
        assert_true(nt_hear(chatter, "error you%20are%20talking%20too%20fast", NULL));
        /* and the game goes on */
        nt_say(host, "play c1-c5\n");
        assert_true(nt_hear(chatter, "act 1 c1-c5", NULL));
        for (int i = 0; i < 20; i++)
                close(watchers[i]);
        for (int i = 0; i < 40; i++)
                close(parked[i]);
        close(chatter), close(host);
        nt_unserve(&sv);
}

/* ------------------------------------------------------------------- log */

static const char *log_path;

static void to_file(int priority, const char *line)
{
        int fd = open(log_path, O_WRONLY | O_APPEND | O_CREAT, 0600);
        if (fd >= 0) {
                dprintf(fd, "%d %s\n", priority, line);
                close(fd);
        }
}

static int lines_with(const char *path, const char *what)
{
        char line[512];
        int n = 0;
        FILE *f = fopen(path, "r");
        if (!f)
                return 0;
        while (fgets(line, sizeof line, f))
                n += strstr(line, what) != NULL;
        fclose(f);
        return n;
}

static void the_log_tells_the_administrator(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        /* static: the sink keeps it even when an assertion ends the test */
        static char path[128];
        (void)state;

        NT_NEEDS_ROOT();
        snprintf(path, sizeof path, "/tmp/tt-hostile-log.%ld", (long)getpid());
        unlink(path);
        log_path = path;
        net_log_set_sink(to_file); /* the host forked next logs there */
        nt_options(&o);
        o.watch = NET_WATCH_NOBODY;
        /* nobody stays connected while the flood runs: on a loaded machine
         * it takes longer than the tests' usual idle time of 5 s, after
         * which the host would end */
        o.idle_ms = 60000;
        nt_serve(&sv, &tt_quixo_ops, "players=2", 0, &o);
        int w = nt_dial_as(&sv, STRANGER);
        nt_say(w, "hello 2 watch\n");
        assert_true(nt_hear(w, "bye", NULL));
        close(w);
        usleep(200 * 1000);
        assert_int_equal(lines_with(path, "hosted: quixo"), 1);
        assert_int_equal(
            lines_with(path,
                       "dropped uid 50001 (50001): the host does not let you watch"),
            1);
        /* a flood of 100 refusals: a burst of lines, then one a second */
        long long began = (long long)time(NULL);
        for (int i = 0; i < 100; i++) {
                int fds[5];
                for (int k = 0; k < 5; k++)
                        fds[k] = nt_dial_as(&sv, STRANGER + 1);
                for (int k = 0; k < 5; k++)
                        close(fds[k]);
        }
        usleep(300 * 1000);
        long long took = (long long)time(NULL) - began + 1;
        int refused = lines_with(path, "refused uid 50002");
        print_message("log: %d lines of 100 refusals in about %lld s\n", refused, took);
        assert_true(refused >= 1);
        assert_true(refused <= NET_LOG_BURST + took);
        assert_true(refused < 100);
        sleep(2); /* tokens come back: the next line says how many were held */
        w = nt_dial_as(&sv, STRANGER);
        nt_say(w, "hello 2 watch\n");
        assert_true(nt_hear(w, "bye", NULL));
        close(w);
        sleep(1);
        nt_unserve(&sv);
        assert_true(lines_with(path, "lines held back") >= 1);
        assert_int_equal(lines_with(path, ": ended"), 1);
        net_log_set_sink(NULL);
        unlink(path);
}

/* ---------------------------------------------------------------- smaller */

static void messages_say_what_is_wrong(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        (void)state;

        NT_NEEDS_ROOT();
        nt_options(&o);
        nt_serve(&sv, &tt_quixo_ops, "players=2", 0, &o);
        int x = nt_join(&sv, 0, "hello 2 play\n", "welcome player x"),
            p = nt_join(&sv, STRANGER, "hello 2 play\n", "welcome player o");
        nt_say(p, "chat a b c d e f g h i\n");
        assert_true(nt_hear(p, "error too%20many%20words", NULL));
        close(p);
        assert_true(nt_hear(x, "has%20left:%20the%20game%20waits%20for%20them", NULL));
        close(x);
        nt_unserve(&sv);
}

/* Counts the lines holding `what` the host sends fd until it is quiet
 * for half a second (at most 5 s). */
static int count_heard(int fd, const char *what)
{
        static char buf[1 << 16];
        size_t len = 0;
        long long until = (long long)time(NULL) + 5;
        struct pollfd pf = {fd, POLLIN, 0};
        int n = 0;

        while (len + 1 < sizeof buf && (long long)time(NULL) <= until &&
               poll(&pf, 1, 500) > 0) {
                ssize_t got = recv(fd, buf + len, sizeof buf - 1 - len, 0);
                if (got <= 0)
                        break;
                len += (size_t)got;
        }
        buf[len] = '\0';
        for (const char *at = buf; (at = strstr(at, what)); at += strlen(what))
                n++;
        return n;
}

/* Issue 30: a seated stranger asking for rematches again and again, and a
 * stranger coming and going as a watcher, reach the others' screens at
 * most as often as chat does (a burst of 5, then one every 2 s): each ask
 * would open a question and ring a bell there, each arrival a line. */
static void rematches_and_arrivals_are_limited_as_chat(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        (void)state;

        NT_NEEDS_ROOT();
        nt_options(&o);
        nt_serve(&sv, &tt_quixo_ops, "players=2", 0, &o);
        int x = nt_join(&sv, 0, "hello 2 play\n", "welcome player x"),
            p = nt_join(&sv, STRANGER, "hello 2 play\n", "welcome player o");
        nt_say(x, "resign\n"); /* the game ends */
        assert_true(nt_hear(p, "blob ", NULL));
        for (int i = 0; i < 20; i++) {
                nt_say(p, "offer rematch\n");
                nt_say(x, "answer no\n"); /* each one declined at once */
        }
        int asks = count_heard(x, "\nask ");
        assert_true(asks >= 1 && asks <= 6);
        for (int i = 0; i < 20; i++) {
                int w = nt_join(&sv, STRANGER + 1, "hello 2 watch\n", "welcome watcher");
                close(w);
        }
        assert_true(count_heard(x, "%20is%20watching.") <= 6);
        close(p), close(x);
        nt_unserve(&sv);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(strangers_cannot_lock_the_players_out),
            cmocka_unit_test(the_host_sets_the_most_watchers),
            cmocka_unit_test(a_terminal_cannot_send_a_blob),
            cmocka_unit_test(no_stranger_makes_the_host_hold_much),
            cmocka_unit_test(the_log_tells_the_administrator),
            cmocka_unit_test(messages_say_what_is_wrong),
            cmocka_unit_test(rematches_and_arrivals_are_limited_as_chat),
            /* last: it changes the passwd file this process sees */
            cmocka_unit_test(a_long_login_takes_no_reserved_seat),
        };
        signal(SIGPIPE, SIG_IGN);
        return cmocka_run_group_tests(tests, NULL, NULL);
}
