/* test_net_host.c: the hosting process of a game (src/net/host.c) against
 * the peers a shared machine may send it: a watcher who sends a move, a
 * peer who sends garbage, a line of 1 MiB or nothing at all, a player who
 * plays out of turn, a stranger (another uid) asking for a seat reserved
 * for someone else or to watch when the host lets nobody watch. After each
 * of them the game still answers an honest player. Undo and draw offers
 * wait for the other players' consent. The host runs in a
 * child process on a socket in a temporary rendezvous folder. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net_test.h"
#include "net/host.h"
#include "net/keep.h"
#include "net/rendezvous.h"
#include "net/wire.h"
#include "session/session.h"
#include "record/record.h"

#include <dirent.h>
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

/* Where the hosts save their records: their own folder, or this one. */
static const char *data_dir;
/* The game clock of the next games served (Q20): 0 for none. */
static int64_t clock_ms;

/* Hosts a two-player Quixo game: X the host's, O left for `o_login` ("":
 * anyone); watchers as `watchers` says. */
static void serve(struct nt_served *sv, const char *o_login, const char *watchers)
{
        struct session_settings set;
        struct net_host_options o;
        char why[256];

        session_settings_default(&set);
        snprintf(set.options, sizeof set.options, "players=2");
        if (clock_ms > 0) {
                set.clock.mode = SESSION_CLOCK_GAME;
                set.clock.limit_ms = clock_ms;
        }
        nt_options(&o);
        o.hello_ms = 300;
        o.out_max = 64 << 10; /* a client that stops reading is found soon */
        o.idle_ms = 2000;
        snprintf(o.name, sizeof o.name, "%s", NET_DEFAULT_NAME);
        if (o_login[0])
                assert_int_equal(net_seat_rule_for(&o.seats[1], o_login, why, sizeof why),
                                 0);
        assert_int_equal(net_host_parse_watchers(&o, watchers, why, sizeof why), 0);
        /* no saved record in the tests' data folder, unless data_dir */
        nt_serve_set(sv, &tt_quixo_ops, &set, &o, data_dir);
}

static int dial(const struct nt_served *sv)
{
        char why[256];
        int fd = net_connect(sv->path, getuid(), why, sizeof why);
        assert_true(fd >= 0);
        return fd;
}

/* A connection that says hello and hears want back. */
static int join(const struct nt_served *sv, const char *hello, const char *want)
{
        int fd = dial(sv);
        nt_say(fd, hello);
        assert_true(nt_hear(fd, want, NULL));
        return fd;
}

/* A player joins as O and plays a legal move after X's: the game is
 * still served. X (the host's seat) is taken by a second connection. */
static void honest_game_goes_on(const struct nt_served *sv)
{
        int x = join(sv, "hello 2 play x\n", "welcome player x"),
            o = join(sv, "hello 2 play o\n", "welcome player o");
        nt_say(x, "play c1-c5\n");
        assert_true(nt_hear(o, "c1-c5", NULL));
        nt_say(o, "play a1-a5\n");
        assert_true(nt_hear(x, "a1-a5", NULL));
        close(x);
        close(o);
}

static void a_watcher_cannot_play(void **state)
{
        struct nt_served sv;
        (void)state;
        serve(&sv, "", "anyone");
        int w = join(&sv, "hello 2 watch\n", "welcome watcher");
        nt_say(w, "play c1-c5\n");
        assert_true(nt_hear(w, "error watchers%20cannot%20play", NULL));
        close(w);
        honest_game_goes_on(&sv);
        nt_unserve(&sv);
}

static void out_of_turn_is_refused(void **state)
{
        struct nt_served sv;
        (void)state;
        serve(&sv, "", "anyone");
        int o = join(&sv, "hello 2 play o\n", "welcome player o");
        nt_say(o, "play c1-c5\n");
        assert_true(nt_hear(o, "error it%20is%20not%20your%20turn", NULL));
        close(o);
        honest_game_goes_on(&sv);
        nt_unserve(&sv);
}

static void garbage_is_dropped_with_a_reason(void **state)
{
        struct nt_served sv;
        bool closed;
        (void)state;
        serve(&sv, "", "anyone");
        int g = dial(&sv);
        nt_say(g, "hello 2 play\x1b[2J\n");
        assert_true(nt_hear(g, "bye ", &closed));
        assert_true(nt_hear(g, "", &closed) || closed);
        close(g);
        honest_game_goes_on(&sv);
        nt_unserve(&sv);
}

static void a_mebibyte_line_is_dropped(void **state)
{
        struct nt_served sv;
        static char big[1 << 20];
        bool closed = false;
        (void)state;
        serve(&sv, "", "anyone");
        int g = dial(&sv);
        memset(big, 'a', sizeof big);
        /* the host drops it part way: the rest of the send may fail */
        (void)!send(g, big, sizeof big, MSG_NOSIGNAL | MSG_DONTWAIT);
        assert_true(nt_hear(g, "line%20too%20long", &closed) || closed);
        close(g);
        honest_game_goes_on(&sv);
        nt_unserve(&sv);
}

/* After a move the others get that action alone ("act PLY ACTION"), not the
 * whole record; the whole game comes again on "sync", at most once a
 * second; an older client's hello gets a reason. */
static void moves_travel_as_actions(void **state)
{
        struct nt_served sv;
        bool closed;
        (void)state;
        serve(&sv, "", "anyone");
        int x = join(&sv, "hello 2 play x\n", "welcome player x"),
            o = join(&sv, "hello 2 play o\n", "welcome player o");
        int old = dial(&sv); /* an older client, heard at the end */
        nt_say(x, "play c1-c5\n");
        assert_true(nt_hear(o, "act 1 c1-c5\n", NULL));
        nt_say(o, "play a1-a5\n");
        assert_true(nt_hear(x, "act 2 a1-a5\n", NULL));
        nt_say(x, "sync\n");
        assert_true(nt_hear(x, "action a1-a5", NULL)); /* the record's text */
        nt_say(x, "sync\n");
        assert_true(nt_hear(x, "bye too%20many%20requests", &closed));
        nt_say(old, "hello 1 play\n");
        assert_true(nt_hear(old, "bye this%20program%20speaks%20version%202", &closed));
        close(x);
        close(o);
        close(old);
        nt_unserve(&sv);
}

/* With game clocks (Q20) an action comes with every side's time left. */
static void actions_carry_the_clocks(void **state)
{
        struct nt_served sv;
        (void)state;
        clock_ms = 60000;
        serve(&sv, "", "anyone");
        clock_ms = 0;
        int x = join(&sv, "hello 2 play x\n", "welcome player x"),
            o = join(&sv, "hello 2 play o\n", "welcome player o");
        nt_say(x, "play c1-c5\n");
        assert_true(nt_hear(o, "act 1 c1-c5 x=", NULL));
        nt_say(o, "play a1-a5\n");
        assert_true(nt_hear(x, "act 2 a1-a5 x=", NULL));
        close(x);
        close(o);
        nt_unserve(&sv);
}

/* A watcher that never reads what it is sent (here, the echo of its own
 * chat lines) is dropped once its queue is full; the game goes on. */
static void a_client_that_stops_reading_is_dropped(void **state)
{
        struct nt_served sv;
        static char line[300];
        bool closed = false;
        int sent = 0;
        (void)state;
        serve(&sv, "", "anyone");
        int w = join(&sv, "hello 2 watch\n", "welcome watcher");
        memset(line, 'a', sizeof line);
        memcpy(line, "chat ", 5);
        line[sizeof line - 1] = '\n';
        /* 64 KiB queued by the host plus what the kernel holds: far less
         * than 20 000 echoes of 250 bytes. */
        for (int i = 0; i < 20000; i++) {
                struct pollfd p = {w, POLLOUT, 0};
                if (poll(&p, 1, 1000) <= 0 || (p.revents & (POLLERR | POLLHUP)))
                        break;
                if (send(w, line, sizeof line, MSG_NOSIGNAL) != (ssize_t)sizeof line)
                        break;
                sent++;
        }
        assert_true(sent < 20000);
        assert_false(nt_hear(w, "never said", &closed));
        assert_true(closed);
        close(w);
        honest_game_goes_on(&sv);
        nt_unserve(&sv);
}

static void silence_is_dropped(void **state)
{
        struct nt_served sv;
        bool closed;
        (void)state;
        serve(&sv, "", "anyone");
        int g = dial(&sv);
        assert_true(nt_hear(g, "bye no%20hello%20in%20time", &closed));
        close(g);
        honest_game_goes_on(&sv);
        nt_unserve(&sv);
}

static void undo_and_draw_need_the_other_players_consent(void **state)
{
        struct nt_served sv;
        (void)state;
        serve(&sv, "", "anyone");
        int x = join(&sv, "hello 2 play x\n", "welcome player x"),
            o = join(&sv, "hello 2 play o\n", "welcome player o");
        nt_say(x, "play c1-c5\n");
        assert_true(nt_hear(o, "act 1 c1-c5", NULL));
        nt_say(x, "offer undo\n");
        assert_true(nt_hear(o, "ask ", NULL));
        nt_say(o, "answer yes\n");
        assert_true(nt_hear(x, "said The%20last%20action%20was%20taken%20back", NULL));
        nt_say(x, "offer draw\n");
        assert_true(nt_hear(o, "offers%20a%20draw", NULL));
        nt_say(o, "answer no\n");
        assert_true(nt_hear(x, "declined.", NULL));
        nt_say(o, "answer yes\n"); /* no question open any more */
        assert_true(nt_hear(o, "error there%20is%20no%20question", NULL));
        close(x);
        close(o);
        nt_unserve(&sv);
}

static void ignore_signal(int sig)
{
        (void)sig;
}

/* Everything the host sends fd until it is quiet for half a second (at
 * most 5 s), in buf. */
static void hear_all(int fd, char *buf, size_t size)
{
        size_t len = 0;
        long long until = (long long)time(NULL) + 5;
        struct pollfd p = {fd, POLLIN, 0};

        while (len + 1 < size && (long long)time(NULL) <= until && poll(&p, 1, 500) > 0) {
                ssize_t n = recv(fd, buf + len, size - 1 - len, 0);
                if (n <= 0)
                        break;
                len += (size_t)n;
        }
        buf[len] = '\0';
}

static int count_in(const char *text, const char *what)
{
        int n = 0;
        for (const char *at = text; (at = strstr(at, what)); at += strlen(what))
                n++;
        return n;
}

/* Who is here (issue 30): a watcher's coming and going is said and
 * counted ("watching N LOGINS"); a player who dropped is "away" with the
 * seconds since, also for a terminal that comes later; arrivals are said
 * at most as often as the uid may chat (a burst of 5), however often a
 * watcher comes and goes. */
static void who_is_here_is_told(void **state)
{
        static char heard[1 << 16];
        struct nt_served sv;
        (void)state;
        serve(&sv, "", "anyone");
        int x = join(&sv, "hello 2 play x\n", "welcome player x"),
            o = join(&sv, "hello 2 play o\n", "welcome player o");
        int w = dial(&sv);
        nt_say(w, "hello 2 watch\n");
        hear_all(x, heard, sizeof heard);
        assert_non_null(strstr(heard, "%20is%20watching."));
        assert_non_null(strstr(heard, "watching 1 "));
        close(o);
        assert_true(nt_hear(x, "seat o away ", NULL));
        sleep(1);
        int w2 = dial(&sv);
        nt_say(w2, "hello 2 watch\n");
        hear_all(w2, heard, sizeof heard);
        const char *away = strstr(heard, "seat o away ");
        assert_non_null(away);
        away = strchr(away + strlen("seat o away "), ' ');
        assert_non_null(away);
        assert_true(away[1] >= '1' && away[1] <= '9'); /* a second or more */
        assert_non_null(strstr(heard, "watching 2 "));
        close(w2);
        hear_all(x, heard, sizeof heard);
        assert_non_null(strstr(heard, "%20stopped%20watching."));
        assert_non_null(strstr(heard, "watching 1 "));
        /* twenty comings and goings: the count follows each, the words
         * stop after the burst */
        for (int i = 0; i < 20; i++) {
                int v = join(&sv, "hello 2 watch\n", "welcome watcher");
                close(v);
        }
        hear_all(x, heard, sizeof heard);
        assert_true(count_in(heard, "watching 2 ") >= 10);
        assert_true(count_in(heard, "said ") <= 6);
        close(w);
        close(x);
        nt_unserve(&sv);
}

/* A hosting process forked by a program that catches SIGTERM for itself
 * (the terminal front end does) still ends on SIGTERM, and saves the game
 * on its way out. */
static void a_stopped_host_saves_its_game(void **state)
{
        struct nt_served sv;
        struct sigaction sa, old;
        char dir[] = "/tmp/tt-host-data.XXXXXX", cmd[160], path[200];
        int n = 0, status = 0;
        (void)state;
        assert_non_null(mkdtemp(dir));
        data_dir = dir;
        memset(&sa, 0, sizeof sa);
        sigemptyset(&sa.sa_mask);
        sa.sa_handler = ignore_signal;
        sigaction(SIGTERM, &sa, &old);
        serve(&sv, "", "anyone");
        sigaction(SIGTERM, &old, NULL);
        int x = join(&sv, "hello 2 play x\n", "welcome player x");
        nt_say(x, "play c1-c5\n");
        assert_true(nt_hear(x, "act 1 c1-c5", NULL));
        kill(sv.pid, SIGTERM);
        /* its save waits for the disk (fsync), slow on a busy machine */
        for (int i = 0; i < 150 && waitpid(sv.pid, &status, WNOHANG) == 0; i++)
                usleep(100 * 1000);
        assert_true(kill(sv.pid, 0) != 0); /* gone */
        assert_true(nt_hear(x, "bye the%20game%20is%20closed", NULL));
        close(x);
        snprintf(path, sizeof path, "%s/tabletop", dir);
        DIR *d = opendir(path);
        assert_non_null(d);
        for (struct dirent *e; (e = readdir(d)) != NULL;)
                n += strstr(e->d_name, ".ttrec") != NULL;
        closedir(d);
        assert_int_equal(n, 1);
        /* saved at its end: nothing is kept for host --resume */
        snprintf(path, sizeof path, "%s/tabletop/hosted-game.tthost", dir);
        assert_true(access(path, F_OK) != 0);
        data_dir = NULL;
        snprintf(cmd, sizeof cmd, "rm -rf '%s' '%s'", dir, sv.dir);
        assert_int_equal(system(cmd), 0);
}

/* A chat you can read back (issue 30): what the players said is kept in
 * the saved record of the game (said lines, version 2), which reads back;
 * the record a joining terminal is sent has none (team advice could be
 * among them: it reaches nobody that way). */
static void the_chat_is_kept_in_the_saved_record_only(void **state)
{
        static char heard[1 << 16];
        struct nt_served sv;
        struct sigaction sa, old;
        char dir[] = "/tmp/tt-host-data.XXXXXX", cmd[160], path[400], why[256];
        int status = 0;
        (void)state;
        assert_non_null(mkdtemp(dir));
        data_dir = dir;
        memset(&sa, 0, sizeof sa);
        sigemptyset(&sa.sa_mask);
        sa.sa_handler = ignore_signal;
        sigaction(SIGTERM, &sa, &old);
        serve(&sv, "", "anyone");
        sigaction(SIGTERM, &old, NULL);
        int x = join(&sv, "hello 2 play x\n", "welcome player x");
        nt_say(x, "play c1-c5\n");
        assert_true(nt_hear(x, "act 1 c1-c5", NULL));
        nt_say(x, "chat good%20luck\n");
        assert_true(nt_hear(x, "good%20luck", NULL));
        int w = dial(&sv);
        nt_say(w, "hello 2 watch\n");
        hear_all(w, heard, sizeof heard);
        assert_non_null(strstr(heard, "tabletop-record 1\n"));
        assert_null(strstr(heard, "\nsaid 1 ")); /* the record form of a said line */
        close(w);
        kill(sv.pid, SIGTERM);
        for (int i = 0; i < 150 && waitpid(sv.pid, &status, WNOHANG) == 0; i++)
                usleep(100 * 1000);
        close(x);
        snprintf(path, sizeof path, "%s/tabletop", dir);
        DIR *d = opendir(path);
        assert_non_null(d);
        for (struct dirent *e; (e = readdir(d)) != NULL;)
                if (strstr(e->d_name, ".ttrec"))
                        snprintf(path, sizeof path, "%s/tabletop/%s", dir, e->d_name);
        closedir(d);
        FILE *f = fopen(path, "r");
        assert_non_null(f);
        size_t len = fread(heard, 1, sizeof heard - 1, f);
        fclose(f);
        heard[len] = '\0';
        assert_true(strncmp(heard, "tabletop-record 2\n", 18) == 0);
        assert_non_null(strstr(heard, " all "));
        assert_non_null(strstr(heard, " good luck\nstate "));
        struct session *s = record_load(path, 0, why, sizeof why);
        if (!s)
                fail_msg("%s", why);
        session_free(s);
        data_dir = NULL;
        snprintf(cmd, sizeof cmd, "rm -rf '%s' '%s'", dir, sv.dir);
        assert_int_equal(system(cmd), 0);
}

/* A rematch declined (issue 30), after one agreed: the others are told,
 * and the one who declined is let go as a player who leaves. */
static void a_rematch_declined_ends_the_match(void **state)
{
        struct nt_served sv;
        bool closed = false;
        (void)state;
        serve(&sv, "", "none");
        int x = join(&sv, "hello 2 play x\n", "welcome player x"),
            y = join(&sv, "hello 2 play o\n", "welcome player o");
        nt_say(x, "resign\n");
        assert_true(nt_hear(y, "resigned.", NULL));
        nt_say(y, "offer rematch\n");
        assert_true(nt_hear(x, "ask ", NULL));
        nt_say(x, "answer yes\n");
        assert_true(nt_hear(y, "A%20new%20game", NULL));
        /* the match by seat: o's win went with its player to x */
        assert_true(nt_hear(x, " x=1 o=0\n", NULL));
        nt_say(y, "resign\n"); /* o plays x now, and resigns */
        assert_true(nt_hear(x, "resigned.", NULL));
        nt_say(x, "offer rematch\n");
        assert_true(nt_hear(y, "ask ", NULL));
        nt_say(y, "answer no\n");
        assert_true(nt_hear(x, "declined%20the%20rematch.", NULL));
        nt_hear(y, "\x01", &closed); /* nothing more: the host let go */
        assert_true(closed);
        close(x), close(y);
        nt_unserve(&sv);
}

/* A player who dropped once, came back and then leaves after a rematch is
 * away from that moment: the seconds count from 0, not from the first
 * drop (the away time moves round with the seats at the rematch). */
static void away_counts_from_the_last_leaving(void **state)
{
        struct nt_served sv;
        (void)state;
        serve(&sv, "", "none");
        int x = join(&sv, "hello 2 play x\n", "welcome player x"),
            y = join(&sv, "hello 2 play o\n", "welcome player o");
        close(y);
        assert_true(nt_hear(x, "seat o away ", NULL));
        sleep(2);
        y = join(&sv, "hello 2 play o\n", "welcome player o");
        nt_say(x, "resign\n");
        assert_true(nt_hear(y, "resigned.", NULL));
        nt_say(y, "offer rematch\n");
        assert_true(nt_hear(x, "ask ", NULL));
        nt_say(x, "answer yes\n");
        assert_true(nt_hear(y, "A%20new%20game", NULL));
        nt_say(y, "resign\n"); /* o plays x now */
        assert_true(nt_hear(x, "resigned.", NULL));
        nt_say(x, "offer rematch\n");
        assert_true(nt_hear(y, "ask ", NULL));
        nt_say(y, "answer no\n");
        static char heard[1 << 14];
        hear_all(x, heard, sizeof heard);
        const char *away = strstr(heard, "seat x away ");
        assert_non_null(away);
        away = strchr(away + strlen("seat x away "), ' ');
        assert_non_null(away);
        assert_true(strncmp(away, " 0\n", 3) == 0); /* not the 2 s of the first drop */
        close(x), close(y);
        nt_unserve(&sv);
}

/* kill -9 of the hosting process after two moves: the game is kept in the
 * host's data folder with its seats (O, taken by this login, stays
 * reserved for it), and reads back at the same position. */
static void a_killed_host_keeps_its_game(void **state)
{
        struct nt_served sv;
        struct net_host_options o;
        struct net_kept kept[4];
        char dir[] = "/tmp/tt-host-data.XXXXXX", cmd[160], why[256], me[64];
        const char *old = getenv("XDG_DATA_HOME");
        char *saved_env = old ? strdup(old) : NULL;
        (void)state;
        assert_non_null(mkdtemp(dir));
        data_dir = dir;
        serve(&sv, "", "none");
        int x = join(&sv, "hello 2 play x\n", "welcome player x"),
            y = join(&sv, "hello 2 play o\n", "welcome player o");
        nt_say(x, "play c1-c5\n");
        assert_true(nt_hear(y, "act 1 c1-c5", NULL));
        nt_say(y, "play a1-a5\n");
        assert_true(nt_hear(x, "act 2 a1-a5", NULL));
        /* the chat is kept too, cleaned as it is passed on (issue 30) */
        nt_say(x, "chat well%20played%1B[31m\n");
        assert_true(nt_hear(y, "well%20played", NULL));
        /* the game is kept right after the news leaves: wait for it */
        snprintf(cmd, sizeof cmd,
                 "grep -q '^said 2 [0-9:]* all .* well played' "
                 "'%s/tabletop/hosted-game.tthost'",
                 dir);
        for (int i = 0; i < 60 && system(cmd) != 0; i++)
                usleep(50 * 1000);
        kill(sv.pid, SIGKILL);
        waitpid(sv.pid, NULL, 0);
        close(x);
        close(y);
        setenv("XDG_DATA_HOME", dir, 1);
        assert_int_equal(net_keep_list(kept, 4), 1);
        assert_string_equal(kept[0].name, "game");
        assert_string_equal(kept[0].game, "quixo");
        struct session *s = net_keep_load("game", 0, &o, why, sizeof why);
        assert_non_null(s);
        assert_int_equal(session_ply_count(s), 2);
        assert_string_equal(session_action_at(s, 2), "a1-a5");
        /* the chat comes back with it, for the resumed hosting process */
        size_t said_len;
        const char *said = session_said(s, &said_len);
        assert_non_null(strstr(said, " all "));
        assert_non_null(strstr(said, " well played"));
        assert_null(strchr(said, '\x1b'));
        assert_int_equal(o.nseats, 2);
        assert_int_equal(o.seats[0].kind, NET_SEAT_HOST);
        assert_int_equal(o.seats[1].kind, NET_SEAT_REMOTE);
        net_login_of_uid(getuid(), me, sizeof me);
        assert_string_equal(o.seats[1].login, me);
        assert_int_equal(o.watch, NET_WATCH_NOBODY);
        session_free(s);
        /* hosting a new game under its name sets it aside as a saved game */
        assert_int_equal(net_keep_set_aside("game", cmd, sizeof cmd), 1);
        assert_true(access(cmd, F_OK) == 0);
        assert_int_equal(net_keep_list(kept, 4), 0);
        if (saved_env)
                setenv("XDG_DATA_HOME", saved_env, 1);
        else
                unsetenv("XDG_DATA_HOME");
        free(saved_env);
        data_dir = NULL;
        snprintf(cmd, sizeof cmd, "rm -rf '%s' '%s'", dir, sv.dir);
        assert_int_equal(system(cmd), 0);
}

/* Two hosts whose games stop in the same second (nobody left) both keep
 * their record: the second never overwrites the first. */
static void games_ending_at_once_keep_their_records(void **state)
{
        struct nt_served a, b;
        char dir[] = "/tmp/tt-host-data.XXXXXX", cmd[160], path[200];
        int n = 0;
        (void)state;
        assert_non_null(mkdtemp(dir));
        data_dir = dir;
        serve(&a, "", "anyone");
        serve(&b, "", "anyone");
        struct nt_served *both[2] = {&a, &b};
        for (int i = 0; i < 2; i++) {
                int x = join(both[i], "hello 2 play x\n", "welcome player x");
                nt_say(x, "play c1-c5\n");
                assert_true(nt_hear(x, "act 1 c1-c5", NULL));
                close(x);
        }
        /* both stop after idle_ms (2 s) with nobody connected, and save */
        waitpid(a.pid, NULL, 0);
        waitpid(b.pid, NULL, 0);
        snprintf(path, sizeof path, "%s/tabletop", dir);
        DIR *d = opendir(path);
        assert_non_null(d);
        for (struct dirent *e; (e = readdir(d)) != NULL;)
                n += strstr(e->d_name, ".ttrec") != NULL;
        closedir(d);
        assert_int_equal(n, 2);
        data_dir = NULL;
        nt_unserve(&a);
        nt_unserve(&b);
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
        assert_int_equal(system(cmd), 0);
}

/* As another uid (root only): the child's answer as its exit status. */
static int as_stranger(const struct nt_served *sv, const char *hello, const char *want)
{
        pid_t pid = fork();
        int status;
        assert_true(pid >= 0);
        if (pid == 0) {
                char why[256];
                if (setgid(65534) != 0 || setuid(65534) != 0)
                        _exit(3);
                int fd = net_connect(sv->path, 0, why, sizeof why);
                if (fd < 0)
                        _exit(4);
                nt_say(fd, hello);
                _exit(nt_hear(fd, want, NULL) ? 0 : 1);
        }
        waitpid(pid, &status, 0);
        return WIFEXITED(status) ? WEXITSTATUS(status) : 9;
}

static void strangers_get_what_the_host_allows(void **state)
{
        struct nt_served sv;
        (void)state;
        if (getuid() != 0) {
                print_message("skipped: needs root to act as another user\n");
                skip();
        }
        /* O is root's, nobody may watch: the stranger is refused both. */
        serve(&sv, "root", "none");
        assert_int_equal(as_stranger(&sv, "hello 2 play\n", "bye no%20seat"), 0);
        assert_int_equal(
            as_stranger(&sv, "hello 2 watch\n", "bye the%20host%20does%20not"), 0);
        nt_unserve(&sv);
        /* O for anyone, nobody (the login) named as a watcher: admitted. */
        serve(&sv, "", "nobody");
        assert_int_equal(as_stranger(&sv, "hello 2 watch\n", "welcome watcher"), 0);
        assert_int_equal(as_stranger(&sv, "hello 2 play\n", "welcome player o"), 0);
        nt_unserve(&sv);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(a_watcher_cannot_play),
            cmocka_unit_test(out_of_turn_is_refused),
            cmocka_unit_test(garbage_is_dropped_with_a_reason),
            cmocka_unit_test(a_mebibyte_line_is_dropped),
            cmocka_unit_test(silence_is_dropped),
            cmocka_unit_test(moves_travel_as_actions),
            cmocka_unit_test(actions_carry_the_clocks),
            cmocka_unit_test(a_client_that_stops_reading_is_dropped),
            cmocka_unit_test(undo_and_draw_need_the_other_players_consent),
            cmocka_unit_test(who_is_here_is_told),
            cmocka_unit_test(the_chat_is_kept_in_the_saved_record_only),
            cmocka_unit_test(games_ending_at_once_keep_their_records),
            cmocka_unit_test(a_stopped_host_saves_its_game),
            cmocka_unit_test(a_killed_host_keeps_its_game),
            cmocka_unit_test(a_rematch_declined_ends_the_match),
            cmocka_unit_test(away_counts_from_the_last_leaving),
            cmocka_unit_test(strangers_get_what_the_host_allows),
        };
        signal(SIGPIPE, SIG_IGN);
        return cmocka_run_group_tests(tests, NULL, NULL);
}
