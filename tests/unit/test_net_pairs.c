/* test_net_pairs.c: pairs of pupils in a class (net/pairs.h,
 * class_pairs.c): random pairs and the rounds of a round robin (every
 * pupil meets every other once; an odd one plays the computer), and in a
 * hosted class: the teacher pairs the pupils, each pupil is told its game,
 * the pair's game seats the pair's uids only (a pupil of another pair can
 * neither sit nor watch), the odd pupil plays the computer, and each
 * result reaches the teacher and the class's CSV record; a pupil away when
 * the pairs are made is told on coming back; the teacher may end the games
 * still being played. Other uids need
 * root (the hosted part is skipped otherwise). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "net_test.h"
#include "net/pairs.h"
#include "net/wire.h"
#include "session/game.h"

enum { PUPIL = 52101 };

/* ------------------------------------------------------------ pairing */

static void random_pairs_take_everyone_once(void **state)
{
        int pupils[] = {3, 7, 9, 12, 20};
        struct net_pair out[NET_PAIRS_MAX];
        (void)state;

        for (uint64_t seed = 1; seed < 50; seed++) {
                int seen[32] = {0}, computers = 0;
                int n = net_pairs_random(pupils, 5, seed, out);
                assert_int_equal(n, 3);
                for (int k = 0; k < n; k++) {
                        seen[out[k].a]++;
                        if (out[k].b == NET_PAIR_COMPUTER)
                                computers++;
                        else
                                seen[out[k].b]++;
                }
                assert_int_equal(computers, 1);
                for (int i = 0; i < 5; i++)
                        assert_int_equal(seen[pupils[i]], 1);
        }
        assert_int_equal(net_pairs_random(pupils, 4, 9, out), 2);
        assert_true(out[0].b != NET_PAIR_COMPUTER && out[1].b != NET_PAIR_COMPUTER);
}

/* Every round pairs everyone once; over the rounds each pair of pupils
 * meets once, and with an odd number each pupil meets the computer once. */
static void check_round_robin(int n)
{
        int pupils[NET_CLASS_ROSTER_MAX], met[NET_CLASS_ROSTER_MAX][NET_CLASS_ROSTER_MAX];
        int computer[NET_CLASS_ROSTER_MAX];
        struct net_pair out[NET_PAIRS_MAX];
        int rounds = net_pairs_rounds(n);

        memset(met, 0, sizeof met);
        memset(computer, 0, sizeof computer);
        for (int i = 0; i < n; i++)
                pupils[i] = i;
        assert_int_equal(rounds, n % 2 ? n : n - 1);
        for (int r = 0; r < rounds; r++) {
                int seen[NET_CLASS_ROSTER_MAX] = {0};
                int np = net_pairs_round(pupils, n, r, out);
                assert_int_equal(np, (n + 1) / 2);
                for (int k = 0; k < np; k++) {
                        assert_true(out[k].a >= 0);
                        seen[out[k].a]++;
                        if (out[k].b == NET_PAIR_COMPUTER) {
                                computer[out[k].a]++;
                                continue;
                        }
                        seen[out[k].b]++;
                        met[out[k].a][out[k].b]++;
                        met[out[k].b][out[k].a]++;
                }
                for (int i = 0; i < n; i++)
                        assert_int_equal(seen[i], 1);
        }
        for (int i = 0; i < n; i++) {
                assert_int_equal(computer[i], n % 2);
                for (int k = 0; k < n; k++)
                        assert_int_equal(met[i][k], i == k ? 0 : 1);
        }
        assert_int_equal(net_pairs_round(pupils, n, rounds, out), 0);
}

static void a_round_robin_meets_everyone_once(void **state)
{
        (void)state;
        for (int n = 2; n <= 21; n++)
                check_round_robin(n);
        assert_int_equal(net_pairs_rounds(1), 0);
}

/* --------------------------------------------------------- hosted pairs */

/* Reads fd until `want` has come (3 s at most); what came, in buf. */
static bool hear_text(int fd, const char *want, char *buf, size_t size)
{
        size_t len = 0;
        long long until = (long long)time(NULL) + 5;

        buf[0] = '\0';
        while ((long long)time(NULL) <= until) {
                struct pollfd p = {fd, POLLIN, 0};
                if (poll(&p, 1, 200) <= 0)
                        continue;
                ssize_t n = recv(fd, buf + len, size - 1 - len, 0);
                if (n <= 0)
                        break;
                len += (size_t)n;
                buf[len] = '\0';
                if (strstr(buf, want))
                        return true;
                if (len + 1 >= size)
                        break;
        }
        return strstr(buf, want) != NULL;
}

struct told {
        char name[NET_NAME_MAX + 1];
        char seat;
        char opponent[64];
};

/* A pupil is told its game: "pair NAME SEAT OPPONENT". */
static void hear_pair(int fd, struct told *t)
{
        static char buf[1 << 16];
        char *at = NULL;
        size_t len = 0;
        for (int tries = 0; !at && tries < 20; tries++) {
                if (!hear_text(fd, "\n", buf + len, sizeof buf - len))
                        break;
                len = strlen(buf);
                at = strncmp(buf, "pair ", 5) == 0 ? buf : strstr(buf, "\npair ");
        }
        assert_non_null(at);
        if (*at == '\n')
                at++;
        assert_non_null(at);
        if (!strchr(at, '\n'))
                assert_true(hear_text(fd, "\n", buf + strlen(buf), 512));
        assert_int_equal(sscanf(at, "pair %32s %c %63s", t->name, &t->seat, t->opponent),
                         3);
}

/* The pair's game (of the teacher's login) as a served game to dial. */
static struct nt_served game_of(const struct nt_served *class_sv, const char *name)
{
        struct nt_served g = *class_sv;
        char why[256];
        assert_int_equal(net_socket_path(getuid(), name, false, g.path, sizeof g.path,
                                         why, sizeof why),
                         0);
        return g;
}

static void pairs_play_and_report(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        static char text[1 << 16];
        char csv[8192];
        struct told told[3];
        uid_t uids[3] = {PUPIL, PUPIL + 1, PUPIL + 2};
        const char *logins[3] = {"52101", "52102", "52103"};
        int fds[3];
        bool closed;
        (void)state;

        if (getuid() != 0) {
                skip();
                return;
        }
        net_host_options_default(&o);
        snprintf(o.name, sizeof o.name, "c");
        o.quiet = true;
        o.hello_ms = 2000;
        o.idle_ms = 5000;
        o.klass = true;
        o.nseats = 2;
        o.seats[0] = (struct net_seat_rule){.id = 'x', .kind = NET_SEAT_HOST};
        o.seats[1] = (struct net_seat_rule){.id = 'o', .kind = NET_SEAT_HOST};
        nt_serve(&sv, tt_game_by_name("quixo"), "players=2", 0, &o);
        int teacher = nt_join(&sv, getuid(), "hello 2 teach\n", "class teacher");
        for (int i = 0; i < 3; i++)
                fds[i] = nt_join(&sv, uids[i], "hello 2 pupil\n", "class pupil");

        /* a pupil may not pair the class; nor may anyone ask nonsense */
        nt_say(fds[0], "pairs random\n");
        assert_true(nt_hear(fds[0], "error that%20message%20is%20not%20yours", NULL));
        nt_say(teacher, "pairs next\n");
        assert_true(nt_hear(teacher, "error no%20round%20robin", NULL));
        nt_say(teacher, "pairs all\n");
        assert_true(nt_hear(teacher, "error pair%20with", NULL));

        /* three pupils: one pair, and one pupil with the computer */
        nt_say(teacher, "pairs random\n");
        assert_true(hear_text(teacher, "pairing 1 ", text, sizeof text));
        assert_non_null(strstr(text, "paired random 0 1"));
        int computer = -1;
        for (int i = 0; i < 3; i++) {
                hear_pair(fds[i], &told[i]);
                if (strcmp(told[i].opponent, "-") == 0) {
                        assert_int_equal(computer, -1);
                        computer = i;
                }
        }
        assert_true(computer >= 0);
        int p1 = (computer + 1) % 3, p2 = (computer + 2) % 3;
        assert_string_equal(told[p1].name, told[p2].name);
        assert_string_equal(told[p1].opponent, logins[p2]);
        assert_string_equal(told[p2].opponent, logins[p1]);
        assert_true(told[p1].seat != told[p2].seat);
        assert_string_not_equal(told[p1].name, told[computer].name);

        /* a pupil of the pair cannot sit in the computer's game, nor watch */
        struct nt_served alone = game_of(&sv, told[computer].name);
        int intruder = nt_dial_as(&alone, uids[p1]);
        assert_true(intruder >= 0);
        nt_say(intruder, "hello 2 play\n");
        assert_true(nt_hear(intruder, "bye no%20seat", &closed));
        close(intruder);
        intruder = nt_dial_as(&alone, uids[p1]);
        nt_say(intruder, "hello 2 watch\n");
        assert_true(
            nt_hear(intruder, "bye the%20host%20does%20not%20let%20you", &closed));
        close(intruder);
        /* nor in the other pair's seat of its own game */
        struct nt_served pair = game_of(&sv, told[p1].name);
        intruder = nt_dial_as(&pair, uids[computer]);
        char hello[64];
        snprintf(hello, sizeof hello, "hello 2 play %c\n", told[p1].seat);
        nt_say(intruder, hello);
        assert_true(nt_hear(intruder, "bye that%20seat", &closed));
        close(intruder);

        /* the pair plays: the first resigns, the second wins */
        int g1 = nt_dial_as(&pair, uids[p1]);
        snprintf(hello, sizeof hello, "hello 2 play %c\n", told[p1].seat);
        nt_say(g1, hello);
        assert_true(nt_hear(g1, "welcome player", NULL));
        int g2 = nt_dial_as(&pair, uids[p2]);
        snprintf(hello, sizeof hello, "hello 2 play %c\n", told[p2].seat);
        nt_say(g2, hello);
        assert_true(nt_hear(g2, "welcome player", NULL));
        /* a new round waits for these games */
        nt_say(teacher, "pairs random\n");
        assert_true(nt_hear(teacher, "error the%20games", NULL));
        nt_say(g1, "resign\n");
        char want[128];
        snprintf(want, sizeof want, " %s ", told[p1].name);
        assert_true(hear_text(teacher, want, text, sizeof text));
        assert_non_null(strstr(strstr(text, want), logins[p1]));
        /* p1 resigned: the other one of the pair won */
        assert_true(strstr(text, " b\n") || strstr(text, " a\n"));
        {
                char *line = strstr(text, want);
                char a[64];
                assert_int_equal(sscanf(line + strlen(want), "%63s", a), 1);
                assert_non_null(
                    strstr(line, strcmp(a, logins[p1]) == 0 ? " b\n" : " a\n"));
        }

        /* the odd pupil plays the computer, and resigns too */
        int g3 = nt_dial_as(&alone, uids[computer]);
        snprintf(hello, sizeof hello, "hello 2 play %c\n", told[computer].seat);
        nt_say(g3, hello);
        assert_true(nt_hear(g3, "welcome player", NULL));
        nt_say(g3, "resign\n");
        snprintf(want, sizeof want, "%s %s %c - ", told[computer].name, logins[computer],
                 told[computer].seat);
        assert_true(hear_text(teacher, want, text, sizeof text));
        assert_non_null(strstr(strstr(text, want), " b\n"));

        /* the record: a line for each pupil and game */
        assert_true(nt_read_class_csv(sv.dir, csv, sizeof csv));
        char line[256];
        snprintf(line, sizeof line, "%s,game,,,%s,%s,lost,", told[p1].name, logins[p1],
                 logins[p2]);
        assert_non_null(strstr(csv, line));
        snprintf(line, sizeof line, "%s,game,,,%s,%s,won,", told[p1].name, logins[p2],
                 logins[p1]);
        assert_non_null(strstr(csv, line));
        snprintf(line, sizeof line, "%s,game,,,%s,computer,lost,", told[computer].name,
                 logins[computer]);
        assert_non_null(strstr(csv, line));

        close(g1);
        close(g2);
        close(g3);
        for (int i = 0; i < 3; i++)
                close(fds[i]);
        close(teacher);
        nt_unserve(&sv);
}

/* Whether the line at `line` (ending in a newline) ends in " word". */
static bool ends_in(const char *line, const char *word)
{
        const char *end = strchr(line, '\n');
        size_t n = strlen(word);
        return end && (size_t)(end - line) > n && end[-(long)n - 1] == ' ' &&
               strncmp(end - n, word, n) == 0;
}

/* Reads the teacher's lines until game NAME's result has come: a win
 * (result NULL), or that result. What was read stays for the next call on
 * the same connection (two results may come together). */
static bool hear_result(int fd, const char *name, const char *result)
{
        static char buf[1 << 16];
        static size_t len;
        static int last_fd = -1;

        if (fd != last_fd || len > sizeof buf / 2) {
                last_fd = fd;
                len = 0;
                buf[0] = '\0';
        }
        for (int tries = 0; tries < 40; tries++) {
                for (char *line = buf; (line = strstr(line, "pairing ")); line++) {
                        char k[8], game[40];
                        if (sscanf(line, "pairing %7s %39s", k, game) != 2 ||
                            strcmp(game, name) != 0)
                                continue;
                        if (result ? ends_in(line, result)
                                   : ends_in(line, "a") || ends_in(line, "b"))
                                return true;
                }
                if (!hear_text(fd, "\n", buf + len, sizeof buf - len))
                        return false;
                len = strlen(buf);
        }
        return false;
}

/* A round robin's next round reaches a pupil who was away when it was
 * made, as soon as the pupil is back in the class (and only once); the
 * teacher ends the games still being played (unfinished, in the record). */
static void an_away_pupil_is_told_when_back(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        static char text[1 << 16];
        struct told told[3];
        uid_t uids[3] = {PUPIL, PUPIL + 1, PUPIL + 2};
        int fds[3];
        char hello[64];
        (void)state;

        if (getuid() != 0) {
                skip();
                return;
        }
        net_host_options_default(&o);
        snprintf(o.name, sizeof o.name, "c");
        o.quiet = true;
        o.hello_ms = 2000;
        o.idle_ms = 30000; /* the games of the next round wait unjoined */
        o.klass = true;
        o.nseats = 2;
        o.seats[0] = (struct net_seat_rule){.id = 'x', .kind = NET_SEAT_HOST};
        o.seats[1] = (struct net_seat_rule){.id = 'o', .kind = NET_SEAT_HOST};
        nt_serve(&sv, tt_game_by_name("quixo"), "players=2", 0, &o);
        int teacher = nt_join(&sv, getuid(), "hello 2 teach\n", "class teacher");
        for (int i = 0; i < 3; i++)
                fds[i] = nt_join(&sv, uids[i], "hello 2 pupil\n", "class pupil");
        nt_say(teacher, "pairs round\n");
        assert_true(nt_hear(teacher, "paired round 0 3", NULL));
        for (int i = 0; i < 3; i++)
                hear_pair(fds[i], &told[i]);
        /* the next round waits for this one's games */
        nt_say(teacher, "pairs next\n");
        assert_true(nt_hear(teacher, "error the%20games", NULL));
        /* every game of the round ends: a pupil of each resigns */
        int games[3];
        for (int i = 0; i < 3; i++) {
                struct nt_served g = game_of(&sv, told[i].name);
                games[i] = nt_dial_as(&g, uids[i]);
                snprintf(hello, sizeof hello, "hello 2 play %c\n", told[i].seat);
                nt_say(games[i], hello);
                assert_true(nt_hear(games[i], "welcome player", NULL));
        }
        for (int i = 0; i < 3; i++) {
                bool first = true;
                for (int k = 0; k < i; k++)
                        first &= strcmp(told[k].name, told[i].name) != 0;
                if (!first)
                        continue;
                nt_say(games[i], "resign\n");
                assert_true(hear_result(teacher, told[i].name, NULL));
        }
        /* the third pupil leaves the class; the next round is made */
        close(fds[2]);
        assert_true(hear_text(teacher, " away ", text, sizeof text));
        nt_say(teacher, "pairs next\n");
        assert_true(nt_hear(teacher, "paired round 1 3", NULL));
        struct told again[3];
        hear_pair(fds[0], &again[0]);
        /* back in the class: told its game at once */
        fds[2] = nt_dial_as(&sv, uids[2]);
        nt_say(fds[2], "hello 2 pupil\n");
        hear_pair(fds[2], &again[2]);
        assert_string_not_equal(again[2].name, told[2].name);
        /* and only once: joining again from another terminal is not told */
        int more = nt_join(&sv, uids[2], "hello 2 pupil\n", "class pupil");
        bool closed;
        assert_false(nt_hear(more, "\npair ", &closed));
        close(more);

        /* the teacher ends the round's games: unfinished, in the record */
        nt_say(fds[0], "pairs end\n");
        assert_true(nt_hear(fds[0], "error that%20message%20is%20not%20yours", NULL));
        nt_say(teacher, "pairs end\n");
        assert_true(hear_result(teacher, again[0].name, "unfinished"));
        assert_true(hear_result(teacher, again[2].name, "unfinished"));
        nt_say(teacher, "pairs end\n");
        assert_true(nt_hear(teacher, "error no%20game", NULL));
        char csv[8192], line[256];
        assert_true(nt_read_class_csv(sv.dir, csv, sizeof csv));
        snprintf(line, sizeof line, "%s,game,,,52103,computer,unfinished,",
                 again[2].name);
        assert_non_null(strstr(csv, line));

        for (int i = 0; i < 3; i++) {
                close(games[i]);
                close(fds[i]);
        }
        close(teacher);
        nt_unserve(&sv);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(random_pairs_take_everyone_once),
            cmocka_unit_test(a_round_robin_meets_everyone_once),
            cmocka_unit_test(pairs_play_and_report),
            cmocka_unit_test(an_away_pupil_is_told_when_back),
        };
        signal(SIGPIPE, SIG_IGN);
        return cmocka_run_group_tests(tests, NULL, NULL);
}
