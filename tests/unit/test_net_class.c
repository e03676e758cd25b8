/* test_net_class.c: a class on the server (net/class.h, class_host.c),
 * spoken to as its terminals would: the teacher sets the board and asks,
 * pupils answer once, the roster goes to the teacher only, the reveal to
 * everyone, and the CSV record says the same. Hostile pupils: answering
 * twice (from the same terminal or another of the same login), answering
 * for another, sending the teacher's verbs, an oversized line, and a
 * stranger trying to teach. Other uids need root (skipped otherwise). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "net_test.h"
#include "net/class.h"
#include "net/wire.h"
#include "session/game.h"

enum { PUPIL = 52001 };

#define QUIXO_WIN "quixo players=2 turn=x ply=8 board=...../...../xxxx./...../oo.o."
#define THAAYAM_CAPTURE                                                                  \
        "thaayam players=2 capture=split turn=s phase=move scores=3 extra=0 s=2,0,-,- "  \
        "n=13,-,-,-"

static void class_options(struct net_host_options *o, const char *seats)
{
        net_host_options_default(o);
        snprintf(o->name, sizeof o->name, "c");
        o->quiet = true;
        o->hello_ms = 2000;
        o->idle_ms = 5000;
        o->klass = true;
        o->nseats = (int)strlen(seats);
        for (int i = 0; seats[i]; i++)
                o->seats[i] =
                    (struct net_seat_rule){.id = seats[i], .kind = NET_SEAT_HOST};
}

static void say_line(int fd, const char *verb, const char *text)
{
        char w[NET_LINE_MAX], line[NET_LINE_MAX + 32];
        assert_int_equal(net_quote(w, sizeof w, text), 0);
        snprintf(line, sizeof line, "%s %s\n", verb, w);
        nt_say(fd, line);
}

static void csv_cells_are_quoted_and_never_formulas(void **state)
{
        char out[128];
        (void)state;
        assert_int_equal(net_csv_cell(out, sizeof out, "ana"), 0);
        assert_string_equal(out, "ana");
        assert_int_equal(net_csv_cell(out, sizeof out, "a,b"), 0);
        assert_string_equal(out, "\"a,b\"");
        assert_int_equal(net_csv_cell(out, sizeof out, "say \"hi\""), 0);
        assert_string_equal(out, "\"say \"\"hi\"\"\"");
        assert_int_equal(net_csv_cell(out, sizeof out, "two\nlines"), 0);
        assert_string_equal(out, "\"two\nlines\"");
        assert_int_equal(net_csv_cell(out, sizeof out, "=1+2"), 0);
        assert_string_equal(out, "'=1+2");
        assert_int_equal(net_csv_cell(out, sizeof out, "@SUM(A1)"), 0);
        assert_string_equal(out, "'@SUM(A1)");
        assert_int_equal(net_csv_cell(out, sizeof out, "-2,+3"), 0);
        assert_string_equal(out, "\"'-2,+3\"");
        assert_int_equal(net_csv_cell(out, sizeof out, "+cmd|' /C calc'!A0"), 0);
        assert_string_equal(out, "'+cmd|' /C calc'!A0");
        assert_int_equal(net_csv_cell(out, 4, "abcdef"), -1);
        assert_string_equal(out, "");
}

/* The whole round: teacher, three pupils (two of the host's uid, one
 * other), a Quixo question, two right and one wrong, the roster, the
 * reveal, the CSV. */
static void a_class_judges_each_pupil_once(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        char csv[8192];
        bool root = getuid() == 0;
        (void)state;

        class_options(&o, "xo");
        nt_serve(&sv, tt_game_by_name("quixo"), "players=2", 0, &o);
        int teacher = nt_join(&sv, getuid(), "hello 2 teach\n", "class teacher");
        say_line(teacher, "board", QUIXO_WIN);
        /* the teacher's board reaches a pupil as it joins */
        int ana = nt_join(&sv, getuid(), "hello 2 pupil\n", "xxxx./...../oo.o.");
        /* a pupil joins with a plain `tabletop join` too (hello play) */
        int ben = nt_join(&sv, getuid(), "hello 2 play\n", "class pupil");
        int cem = nt_join(&sv, root ? PUPIL : getuid(), "hello 2 pupil\n", "class pupil");

        /* a pupil may not teach, nor reply before a question */
        nt_say(ana, "question win\n");
        assert_true(nt_hear(ana, "error that%20message%20is%20not%20yours", NULL));
        say_line(ana, "reply", "e3-a3");
        assert_true(nt_hear(ana, "error no%20question", NULL));

        nt_say(teacher, "question win\n");
        assert_true(nt_hear(ana, "question 1 win", NULL));
        assert_true(nt_hear(cem, "question 1 win", NULL));
        /* the rules refuse it: not an answer yet */
        say_line(ana, "reply", "c3-c1");
        assert_true(nt_hear(ana, "error ", NULL));
        say_line(ana, "reply", "e3-a3");
        assert_true(nt_hear(ana, "replied 1 e3-a3", NULL));
        /* once only */
        say_line(ana, "reply", "a2-a1");
        assert_true(nt_hear(ana, "error you%20have%20answered", NULL));
        say_line(ben, "reply", "e3-a3");
        assert_true(nt_hear(ben, "replied 1 e3-a3", NULL));
        say_line(cem, "reply", "a2-a1");
        assert_true(nt_hear(cem, "replied 1 a2-a1", NULL));
        /* the teacher's roster: each pupil's answer and verdict */
        assert_true(nt_hear(teacher, " a2-a1 wrong ", NULL));
        /* the board does not change while a question is open */
        say_line(teacher, "board",
                 "quixo players=2 turn=x ply=0 board=...../...../...../...../.....");
        assert_true(nt_hear(teacher, "error reveal%20the%20answer", NULL));

        nt_say(teacher, "reveal\n");
        assert_true(nt_hear(ana, "reveal 1 win e3-a3 right", NULL));
        assert_true(nt_hear(ben, "reveal 1 win e3-a3 right", NULL));
        assert_true(nt_hear(cem, "reveal 1 win e3-a3 wrong", NULL));
        /* then the teacher is told where the record is; a pupil is not */
        assert_true(nt_hear(teacher, "reveal 1 win e3-a3 -\nrecord ", NULL));
        assert_false(nt_hear(ana, "record ", NULL));

        assert_true(nt_read_class_csv(sv.dir, csv, sizeof csv));
        assert_non_null(strstr(csv, "question,kind,position,right answers,pupil,answer,"
                                    "result,seconds\r\n"));
        assert_non_null(strstr(csv, ",e3-a3,right,"));
        assert_non_null(strstr(csv, ",a2-a1,wrong,"));
        assert_non_null(strstr(csv, "1,win,quixo players=2 turn=x ply=8"));
        close(ana);
        close(ben);
        close(cem);
        close(teacher);
        nt_unserve(&sv);
}

/* A Thaayam question: which score and piece capture (T14). */
static void a_thaayam_capture_question(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        (void)state;

        class_options(&o, "sn");
        nt_serve(&sv, tt_game_by_name("thaayam"), "players=2 capture=split", 0, &o);
        int teacher = nt_join(&sv, getuid(), "hello 2 teach\n", "class teacher");
        say_line(teacher, "board", THAAYAM_CAPTURE);
        int ana = nt_join(&sv, getuid(), "hello 2 pupil\n", "class pupil");
        int ben = nt_join(&sv, getuid(), "hello 2 pupil\n", "class pupil");
        nt_say(teacher, "question win\n"); /* a Quixo kind */
        assert_true(nt_hear(teacher, "error no%20such%20question", NULL));
        nt_say(teacher, "question capture\n");
        assert_true(nt_hear(ana, "question 1 capture", NULL));
        say_line(ana, "reply", "1+3");
        say_line(ben, "reply", "2+3");
        assert_true(nt_hear(ben, "replied 1 2", NULL));
        nt_say(teacher, "reveal\n");
        assert_true(nt_hear(ana, "right", NULL));
        assert_true(nt_hear(ben, "wrong", NULL));
        close(ana);
        close(ben);
        close(teacher);
        nt_unserve(&sv);
}

/* A question no move answers in the position is refused when asked, with
 * why, and nothing reaches the pupils: not a push that wins on an empty
 * board, nor a capture where no piece can capture. */
static void a_question_nothing_answers_is_not_asked(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        (void)state;

        class_options(&o, "xo");
        nt_serve(&sv, tt_game_by_name("quixo"), "players=2", 0, &o);
        int teacher = nt_join(&sv, getuid(), "hello 2 teach\n", "class teacher");
        int ana = nt_join(&sv, getuid(), "hello 2 pupil\n", "class pupil");
        nt_say(teacher, "question win\n");
        assert_true(nt_hear(teacher, "error no%20push%20makes%20the%20mover", NULL));
        /* no question 1 went out: the next one asked is question 1 */
        nt_say(teacher, "question safe\n");
        assert_true(nt_hear(ana, "question 1 safe", NULL));
        close(ana);
        close(teacher);
        nt_unserve(&sv);

        class_options(&o, "sn");
        nt_serve(&sv, tt_game_by_name("thaayam"), "players=2 capture=split", 0, &o);
        teacher = nt_join(&sv, getuid(), "hello 2 teach\n", "class teacher");
        say_line(teacher, "board",
                 "thaayam players=2 capture=split turn=s phase=move scores=3 extra=0 "
                 "s=2,0,-,- n=-,-,-,-");
        ana = nt_join(&sv, getuid(), "hello 2 pupil\n", "class pupil");
        nt_say(teacher, "question capture\n");
        assert_true(nt_hear(teacher, "error no%20score%20and%20piece%20capture", NULL));
        assert_false(nt_hear(ana, "question", NULL));
        close(ana);
        close(teacher);
        nt_unserve(&sv);
}

/* Lessons taken together: the teacher starts one, each pupil reports its
 * progress, the roster and the record say how far each has got. Progress
 * lines are untrusted: no lesson going on, another lesson, a step out of
 * range or not a number, a step already said, a pupil starting or ending
 * the lesson: each is refused or ignored, and the roster says only what
 * was true. */
static void pupils_report_their_lesson_steps(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        char csv[8192], line[64];
        int n = 0;
        (void)state;

        const struct lesson *all = lesson_list("quixo", &n);
        assert_true(n > 0);
        const struct lesson *l = &all[0]; /* taking */
        class_options(&o, "xo");
        nt_serve(&sv, tt_game_by_name("quixo"), "players=2", 0, &o);
        int teacher = nt_join(&sv, getuid(), "hello 2 teach\n", "class teacher");
        int ana = nt_join(&sv, getuid(), "hello 2 pupil\n", "class pupil");
        int ben = nt_join(&sv, getuid(), "hello 2 pupil\n", "class pupil");

        snprintf(line, sizeof line, "progress %s 1\n", l->id);
        nt_say(ana, line);
        assert_true(nt_hear(ana, "error no%20lesson", NULL));
        nt_say(ana, "lesson taking\n"); /* the teacher's */
        assert_true(nt_hear(ana, "error that%20message%20is%20not%20yours", NULL));
        nt_say(teacher, "lesson nosuch\n");
        assert_true(nt_hear(teacher, "error no%20such%20lesson", NULL));

        snprintf(line, sizeof line, "lesson %s\n", l->id);
        nt_say(teacher, line);
        snprintf(line, sizeof line, "lesson %s", l->id);
        assert_true(nt_hear(ana, line, NULL));
        assert_true(nt_hear(ben, line, NULL));
        /* a question waits for the end of the lesson */
        nt_say(teacher, "question win\n");
        assert_true(nt_hear(teacher, "error end%20the%20lesson", NULL));

        nt_say(ana, "progress pushing 1\n");
        assert_true(nt_hear(ana, "error that%20is%20not%20the%20class", NULL));
        snprintf(line, sizeof line, "progress %s %d\n", l->id, l->nsteps + 1);
        nt_say(ana, line);
        assert_true(nt_hear(ana, "error the%20lesson%20has%20no%20such%20step", NULL));
        snprintf(line, sizeof line, "progress %s -1\n", l->id);
        nt_say(ana, line);
        assert_true(nt_hear(ana, "error the%20lesson%20has%20no%20such%20step", NULL));
        snprintf(line, sizeof line, "progress %s 99999999999\n", l->id);
        nt_say(ana, line);
        assert_true(nt_hear(ana, "error the%20lesson%20has%20no%20such%20step", NULL));
        snprintf(line, sizeof line, "progress %s 1 more\n", l->id);
        nt_say(ana, line);
        assert_true(nt_hear(ana, "error ", NULL));

        /* ana does the whole lesson, ben one step; ana's step said twice
         * gives no second roster line */
        snprintf(line, sizeof line, "progress %s %d\n", l->id, l->nsteps);
        nt_say(ana, line);
        snprintf(line, sizeof line, "%d\n", l->nsteps);
        assert_true(nt_hear(teacher, line, NULL));
        snprintf(line, sizeof line, "progress %s 1\n", l->id);
        nt_say(ana, line);
        nt_say(ben, line);
        assert_true(nt_hear(teacher, "- 1\n", NULL));

        nt_say(teacher, "lesson -\n");
        assert_true(nt_hear(ana, "lesson -", NULL));
        assert_true(nt_read_class_csv(sv.dir, csv, sizeof csv));
        snprintf(line, sizeof line, "%d of %d steps,done,", l->nsteps, l->nsteps);
        assert_non_null(strstr(csv, line));
        snprintf(line, sizeof line, "1 of %d steps,not done,", l->nsteps);
        assert_non_null(strstr(csv, line));
        assert_non_null(strstr(csv, "lesson,taking,"));
        close(ana);
        close(ben);
        close(teacher);
        nt_unserve(&sv);
}

/* Strangers and hostile pupils: only the host's uid teaches; a login's
 * second terminal takes its line over and cannot answer again; nothing of
 * another pupil's answer reaches a pupil before the reveal; a line too
 * long ends the connection. */
static void hostile_pupils_change_nothing(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        bool closed;
        (void)state;
        NT_NEEDS_ROOT();

        class_options(&o, "xo");
        nt_serve(&sv, tt_game_by_name("quixo"), "players=2", 0, &o);
        int teacher = nt_join(&sv, getuid(), "hello 2 teach\n", "class teacher");
        say_line(teacher, "board", QUIXO_WIN);

        int fake = nt_dial_as(&sv, PUPIL + 5);
        nt_say(fake, "hello 2 teach\n");
        assert_true(nt_hear(fake, "bye only%20the%20host", &closed));
        close(fake);

        int ana = nt_join(&sv, PUPIL, "hello 2 pupil\n", "class pupil");
        int ben = nt_join(&sv, PUPIL + 1, "hello 2 pupil\n", "class pupil");
        nt_say(teacher, "question win\n");
        assert_true(nt_hear(ana, "question 1 win", NULL));
        /* the teacher's verbs from a pupil */
        nt_say(ben, "reveal\n");
        assert_true(nt_hear(ben, "error that%20message%20is%20not%20yours", NULL));
        say_line(ben, "board",
                 "quixo players=2 turn=x ply=0 board=...../...../...../...../.....");
        assert_true(nt_hear(ben, "error that%20message", NULL));
        say_line(ben, "note", "\x1b[2Jhacked");
        assert_true(nt_hear(ben, "error that%20message", NULL));
        /* nor tell the others an answer */
        say_line(ben, "chat", "it is e3-a3");
        assert_true(nt_hear(ben, "error in%20a%20class", NULL));
        assert_false(nt_hear(ana, "it%20is", NULL));
        /* answering for another: a reply names no one, the uid decides */
        nt_say(ben, "reply e3-a3 ana\n");
        assert_true(nt_hear(ben, "error unknown%20message", NULL));
        say_line(ana, "reply", "a2-a1");
        assert_true(nt_hear(ana, "replied 1 a2-a1", NULL));
        /* ana again from another terminal: the line is taken over, and
         * answered already */
        int ana2 = nt_join(&sv, PUPIL, "hello 2 pupil\n", "replied 1 a2-a1");
        assert_true(nt_hear(ana, "bye you%20joined", &closed));
        say_line(ana2, "reply", "e3-a3");
        assert_true(nt_hear(ana2, "error you%20have%20answered", NULL));
        /* ben never heard ana's answer; his own goes in */
        say_line(ben, "reply", "e3-a3");
        assert_false(nt_hear(ben, "a2-a1", NULL));
        /* an oversized line ends only that connection */
        {
                static char big[NET_LINE_MAX + 100];
                memset(big, 'a', sizeof big - 2);
                memcpy(big, "reply ", 6);
                big[sizeof big - 2] = '\n';
                big[sizeof big - 1] = '\0';
                nt_say(ben, big);
                assert_true(nt_hear(ben, "bye ", &closed));
        }
        assert_true(nt_hear(teacher, "e3-a3 right", NULL)); /* ben's line */
        nt_say(teacher, "reveal\n");
        assert_true(nt_hear(ana2, "reveal 1 win e3-a3 wrong", NULL));
        close(ana2);
        close(ben);
        close(teacher);
        nt_unserve(&sv);
}

/* The teacher may set a position of other rules' options (four players
 * on a two-player class): the class's game follows, and a bad position
 * changes nothing. */
static void the_board_may_change_its_players(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        char line[NET_LINE_MAX * 2], s4[NET_LINE_MAX], opts[256];
        (void)state;

        class_options(&o, "xo");
        nt_serve(&sv, tt_game_by_name("quixo"), "players=2", 0, &o);
        int teacher = nt_join(&sv, getuid(), "hello 2 teach\n", "class teacher");
        int ana = nt_join(&sv, getuid(), "hello 2 pupil\n", "class pupil");
        assert_int_equal(net_quote(s4, sizeof s4,
                                   "quixo players=4 order=cw turn=s ply=0 "
                                   "board=........../........../........../........../"
                                   ".........."),
                         0);
        assert_int_equal(net_quote(opts, sizeof opts, "players=4 order=cw"), 0);
        snprintf(line, sizeof line, "board %s - %s\n", s4, opts);
        nt_say(teacher, line);
        assert_true(nt_hear(ana, "options players=4", NULL));
        say_line(teacher, "board", "quixo players=2 turn=x ply=0 board=xxxxx/xxxxx");
        assert_true(nt_hear(teacher, "error ", NULL));
        close(ana);
        close(teacher);
        nt_unserve(&sv);
}

/* --watchers: only the logins listed join the class. */
static void only_listed_pupils_join(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        bool closed;
        (void)state;
        NT_NEEDS_ROOT();

        class_options(&o, "xo");
        o.watch = NET_WATCH_LISTED;
        o.watchers[0] = PUPIL;
        o.nwatchers = 1;
        nt_serve(&sv, tt_game_by_name("quixo"), "players=2", 0, &o);
        int ana = nt_join(&sv, PUPIL, "hello 2 pupil\n", "class pupil");
        int ben = nt_dial_as(&sv, PUPIL + 1);
        nt_say(ben, "hello 2 play\n");
        assert_true(nt_hear(ben, "bye the%20host%20does%20not%20let%20you", &closed));
        close(ben);
        close(ana);
        nt_unserve(&sv);
}

/* `tabletop list` sees a class. */
static void a_class_is_listed_as_a_class(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        (void)state;
        class_options(&o, "xo");
        nt_serve(&sv, tt_game_by_name("quixo"), "players=2", 0, &o);
        int a = nt_join(&sv, getuid(), "hello 2 pupil\n", "class pupil");
        int probe = nt_dial_as(&sv, getuid());
        nt_say(probe, "hello 2 info\n");
        assert_true(nt_hear(probe, "info class 1 0 anyone", NULL));
        close(probe);
        close(a);
        nt_unserve(&sv);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(csv_cells_are_quoted_and_never_formulas),
            cmocka_unit_test(a_class_judges_each_pupil_once),
            cmocka_unit_test(a_thaayam_capture_question),
            cmocka_unit_test(a_question_nothing_answers_is_not_asked),
            cmocka_unit_test(pupils_report_their_lesson_steps),
            cmocka_unit_test(hostile_pupils_change_nothing),
            cmocka_unit_test(the_board_may_change_its_players),
            cmocka_unit_test(only_listed_pupils_join),
            cmocka_unit_test(a_class_is_listed_as_a_class),
        };
        signal(SIGPIPE, SIG_IGN);
        return cmocka_run_group_tests(tests, NULL, NULL);
}
