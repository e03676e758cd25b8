/* test_saved_list.c: the saved games' list (tui/saved/list.h) reads only
 * records of this program: a header with a bad first line, an unknown
 * game, a control character, a bad seat or date, lines after the result,
 * a missing result or a cut last line leave the file out; a partial read
 * gives the header without moves; the folder's links, directories and
 * FIFOs are passed over; newest first; --load's unique beginning. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "tui/saved/list.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

static const char good[] = "tabletop-record 1\n"
                           "game quixo\n"
                           "options players=2 first=x repetition=on\n"
                           "seed 12\n"
                           "clock none\n"
                           "undo on\n"
                           "date 2026-11-29 14:08:17 UTC\n"
                           "seat x human 1 Ana Lucía\n"
                           "seat o computer 4\n"
                           "action c1-c5\n"
                           "action a1-a5\n"
                           "action e3-a3\n"
                           "state quixo players=2 turn=o ply=3 board=o.x../...../x..../"
                           "...../.o...\n"
                           "result none\n";

static int parse(const char *text, bool whole, struct tui_saved_game *g)
{
        return tui_saved_parse(text, strlen(text), whole, g);
}

/* good with the first occurrence of `from` replaced by `to`. */
static int parse_changed(const char *from, const char *to)
{
        static char buf[sizeof good + 8192];
        struct tui_saved_game g;
        const char *at = strstr(good, from);
        assert_non_null(at);
        snprintf(buf, sizeof buf, "%.*s%s%s", (int)(at - good), good, to,
                 at + strlen(from));
        return parse(buf, true, &g);
}

static void a_good_record_is_read(void **state)
{
        struct tui_saved_game g;
        char buf[200];
        (void)state;
        assert_int_equal(parse(good, true, &g), 0);
        assert_string_equal(g.game, "quixo");
        assert_int_equal(g.nseats, 2);
        assert_int_equal(g.seats[0].id, 'x');
        assert_false(g.seats[0].computer);
        assert_string_equal(g.seats[0].name, "Ana Lucía");
        assert_true(g.seats[1].computer);
        assert_int_equal(g.seats[1].level, 4);
        assert_string_equal(g.date, "2026-11-29 14:08");
        assert_int_equal(g.moves, 3);
        assert_string_equal(g.result, "none");
        tui_saved_players(&g, buf, sizeof buf);
        assert_string_equal(buf, "Ana Lucía, computer 4");
        tui_saved_date(&g, true, buf, sizeof buf);
        assert_string_equal(buf, "2026-11-29");
}

static void line_ends_with_cr_are_taken(void **state)
{
        char crlf[sizeof good * 2];
        struct tui_saved_game g;
        size_t n = 0;
        (void)state;
        for (const char *c = good; *c; c++) {
                if (*c == '\n')
                        crlf[n++] = '\r';
                crlf[n++] = *c;
        }
        crlf[n] = '\0';
        assert_int_equal(parse(crlf, true, &g), 0);
        assert_int_equal(g.moves, 3);
}

static void the_winner_is_named(void **state)
{
        struct tui_saved_game g;
        char buf[100];
        (void)state;
        assert_int_equal(parse(good, true, &g), 0);
        snprintf(g.result, sizeof g.result, "win x");
        tui_saved_result(&g, buf, sizeof buf);
        assert_string_equal(buf, "Ana Lucía won");
        snprintf(g.result, sizeof g.result, "draw");
        tui_saved_result(&g, buf, sizeof buf);
        assert_string_equal(buf, "draw");
}

static void headers_of_other_files_are_refused(void **state)
{
        struct tui_saved_game g;
        (void)state;
        assert_int_equal(parse_changed("tabletop-record 1", "tabletop-record 3"), -1);
        /* version 2 has said lines (a hosted game's chat, a match's score) */
        assert_int_equal(parse_changed("tabletop-record 1\n", "tabletop-record 2\n"), 0);
        assert_int_equal(parse_changed("\nstate ", "\nsaid 0 12:00 all - Games won so "
                                                   "far: Ana 1, Ben 0.\nstate "),
                         0);
        assert_int_equal(parse_changed("game quixo", "game chess"), -1);
        assert_int_equal(parse_changed("game quixo\n", ""), -1);
        assert_int_equal(parse("", true, &g), -1);
        assert_int_equal(parse("hello\n", true, &g), -1);
        /* no options line */
        assert_int_equal(parse_changed("options players=2 first=x repetition=on\n", ""),
                         -1);
        /* an unknown keyword */
        assert_int_equal(parse_changed("undo on", "colour red"), -1);
}

static void control_characters_are_refused(void **state)
{
        (void)state;
        assert_int_equal(parse_changed("Ana", "A\033[31mna"), -1); /* ESC */
        assert_int_equal(parse_changed("Ana", "A\tna"), -1);
        assert_int_equal(parse_changed("Ana", "A\xc2\x9bna"), -1);     /* C1 CSI */
        assert_int_equal(parse_changed("Ana", "A\xe2\x80\xaena"), -1); /* bidi */
        assert_int_equal(parse_changed("Ana", "A\xffna"), -1);         /* not UTF-8 */
}

static void a_nul_is_refused(void **state)
{
        struct tui_saved_game g;
        char buf[sizeof good];
        (void)state;
        memcpy(buf, good, sizeof good);
        buf[strstr(good, "Ana") - good] = '\0';
        assert_int_equal(tui_saved_parse(buf, sizeof good - 1, true, &g), -1);
}

static void bad_seats_and_dates_are_refused(void **state)
{
        char five[600];
        (void)state;
        assert_int_equal(parse_changed("seat o computer 4", "seat q computer 4"), -1);
        assert_int_equal(parse_changed("seat o computer 4", "seat o robot 4"), -1);
        assert_int_equal(parse_changed("seat o computer 4", "seat o computer x"), -1);
        assert_int_equal(parse_changed("seat o computer 4", "seat o computer 4000"), -1);
        assert_int_equal(parse_changed("seat o computer 4", "seat o computer"), -1);
        snprintf(five, sizeof five,
                 "seat o computer 4\nseat s human 1\nseat e human 1\n"
                 "seat n human 1\nseat w human 1");
        assert_int_equal(parse_changed("seat o computer 4", five), -1);
        char long_name[120];
        memset(long_name, 'a', sizeof long_name - 1);
        long_name[sizeof long_name - 1] = '\0';
        assert_int_equal(parse_changed("Ana Lucía", long_name), -1);
        assert_int_equal(parse_changed("2026-11-29 14:08", "yesterday at noon"), -1);
        assert_int_equal(parse_changed("2026-11-29 14:08", "2026-11-29"), -1);
}

static void cut_records_are_refused(void **state)
{
        struct tui_saved_game g;
        char buf[sizeof good];
        (void)state;
        /* no result line */
        assert_int_equal(parse_changed("result none\n", ""), -1);
        /* the last line without its end */
        memcpy(buf, good, sizeof good);
        buf[sizeof good - 2] = '\0';
        assert_int_equal(parse(buf, true, &g), -1);
        /* anything after the result */
        assert_int_equal(parse_changed("result none\n", "result none\naction c1-c5\n"),
                         -1);
        assert_int_equal(parse_changed("result none", "result maybe"), -1);
        assert_int_equal(parse_changed("result none", "result win q"), -1);
}

static void a_long_line_is_refused(void **state)
{
        static char line[5000];
        (void)state;
        memset(line, 'x', sizeof line - 1);
        memcpy(line, "state ", 6);
        line[sizeof line - 1] = '\0';
        assert_int_equal(parse_changed("state quixo", line), -1);
}

static void a_partial_read_gives_the_header(void **state)
{
        struct tui_saved_game g;
        size_t half = (size_t)(strstr(good, "action e3") - good) + 4;
        (void)state;
        assert_int_equal(tui_saved_parse(good, half, false, &g), 0);
        assert_string_equal(g.game, "quixo");
        assert_int_equal(g.nseats, 2);
        assert_int_equal(g.moves, -1);
        assert_string_equal(g.result, "");
}

/* ------------------------------------------------------------ the folder */

static char home[64], folder[128];

static int make_folder(void **state)
{
        (void)state;
        snprintf(home, sizeof home, "/tmp/test-saved-list.XXXXXX");
        assert_non_null(mkdtemp(home));
        setenv("XDG_DATA_HOME", home, 1);
        snprintf(folder, sizeof folder, "%s/tabletop", home);
        assert_int_equal(mkdir(folder, 0700), 0);
        return 0;
}

static int remove_folder(void **state)
{
        char cmd[96];
        (void)state;
        snprintf(cmd, sizeof cmd, "rm -rf %s", home);
        return system(cmd) == 0 ? 0 : -1;
}

/* A file of the folder with text, its time `age` seconds ago. */
static void put(const char *name, const char *text, int age)
{
        char path[256];
        struct timeval tv[2];
        FILE *f;
        snprintf(path, sizeof path, "%s/%s", folder, name);
        f = fopen(path, "w");
        assert_non_null(f);
        fputs(text, f);
        fclose(f);
        gettimeofday(&tv[0], NULL);
        tv[0].tv_sec -= age;
        tv[1] = tv[0];
        assert_int_equal(utimes(path, tv), 0);
}

static void the_folder_is_listed_newest_first(void **state)
{
        struct tui_saved_game list[TUI_SAVED_LIST_MAX];
        char path[256], outside[256];
        (void)state;
        put("old.ttrec", good, 300);
        put("new.ttrec", good, 100);
        put("mid.ttrec", good, 200);
        put("junk.ttrec", "junk\n", 50);
        put(".hidden.ttrec", good, 10);
        put("new.ttrec.tmp-abc123", good, 10);
        /* a link to a good record outside, a directory, a FIFO */
        snprintf(outside, sizeof outside, "%s/outside.ttrec", home);
        snprintf(path, sizeof path, "%s/link.ttrec", folder);
        FILE *f = fopen(outside, "w");
        assert_non_null(f);
        fputs(good, f);
        fclose(f);
        assert_int_equal(symlink(outside, path), 0);
        snprintf(path, sizeof path, "%s/dir.ttrec", folder);
        assert_int_equal(mkdir(path, 0700), 0);
        snprintf(path, sizeof path, "%s/fifo.ttrec", folder);
        assert_int_equal(mkfifo(path, 0600), 0);

        int n = tui_saved_list(NULL, "", list, TUI_SAVED_LIST_MAX);
        assert_int_equal(n, 3);
        assert_string_equal(list[0].name, "new.ttrec");
        assert_string_equal(list[1].name, "mid.ttrec");
        assert_string_equal(list[2].name, "old.ttrec");
        assert_int_equal(tui_saved_list("thaayam", "", list, TUI_SAVED_LIST_MAX), 0);
        assert_int_equal(tui_saved_list("quixo", "m", list, TUI_SAVED_LIST_MAX), 1);
        assert_int_equal(tui_saved_list(NULL, "", list, 2), 2);
}

/* Every name the save prompt takes is listed: letters of any language, a
 * name as long as the prompt holds (63 bytes) with ".ttrec"; names that
 * are not clean text for a terminal are not. */
static void names_of_any_language_are_listed(void **state)
{
        struct tui_saved_game list[TUI_SAVED_LIST_MAX];
        char longest[80];
        (void)state;
        memset(longest, 'a', 63);
        snprintf(longest + 63, sizeof longest - 63, ".ttrec");
        put("maç.ttrec", good, 100);
        put("oyun ş.ttrec", good, 200);
        put(longest, good, 300);
        put("bad\xc3.ttrec", good, 10);     /* not UTF-8 */
        put("esc\033[31m.ttrec", good, 10); /* a control character */
        put("tab\t.ttrec", good, 10);
        put("c1\xc2\x9b.ttrec", good, 10); /* a C1 control (CSI) */
        int n = tui_saved_list(NULL, "", list, TUI_SAVED_LIST_MAX);
        assert_int_equal(n, 3);
        assert_string_equal(list[0].name, "maç.ttrec");
        assert_string_equal(list[1].name, "oyun ş.ttrec");
        assert_string_equal(list[2].name, longest);
        assert_int_equal(tui_saved_list("quixo", "ma", list, TUI_SAVED_LIST_MAX), 1);
}

static void the_list_is_capped(void **state)
{
        static struct tui_saved_game list[TUI_SAVED_LIST_MAX + 10];
        char name[32];
        (void)state;
        for (int i = 0; i < TUI_SAVED_LIST_MAX + 5; i++) {
                snprintf(name, sizeof name, "g%03d.ttrec", i);
                put(name, good, 1000 - i); /* g104 the newest */
        }
        assert_int_equal(tui_saved_list(NULL, "", list, TUI_SAVED_LIST_MAX + 10),
                         TUI_SAVED_LIST_MAX);
        assert_string_equal(list[0].name, "g104.ttrec");
        assert_string_equal(list[TUI_SAVED_LIST_MAX - 1].name, "g005.ttrec");
}

static void a_unique_beginning_names_a_game(void **state)
{
        char out[256], why[600];
        (void)state;
        put("ana-1.ttrec", good, 30);
        put("ana-2.ttrec", good, 20);
        put("ben.ttrec", good, 10);
        assert_int_equal(
            tui_saved_resolve("quixo", "b", out, sizeof out, why, sizeof why), 0);
        assert_string_equal(out, "ben.ttrec");
        assert_int_equal(
            tui_saved_resolve("quixo", "ana", out, sizeof out, why, sizeof why), -1);
        assert_non_null(strstr(why, "ana-2.ttrec, ana-1.ttrec"));
        assert_int_equal(
            tui_saved_resolve("quixo", "zoe", out, sizeof out, why, sizeof why), -1);
        assert_non_null(strstr(why, "'zoe'"));
        /* a whole name and a path are used as they are */
        assert_int_equal(
            tui_saved_resolve("quixo", "ana-1.ttrec", out, sizeof out, why, sizeof why),
            0);
        assert_string_equal(out, "ana-1.ttrec");
        assert_int_equal(
            tui_saved_resolve("quixo", "./an", out, sizeof out, why, sizeof why), 0);
        assert_string_equal(out, "./an");
        /* only the game's own */
        assert_int_equal(
            tui_saved_resolve("thaayam", "b", out, sizeof out, why, sizeof why), -1);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(a_good_record_is_read),
            cmocka_unit_test(line_ends_with_cr_are_taken),
            cmocka_unit_test(the_winner_is_named),
            cmocka_unit_test(headers_of_other_files_are_refused),
            cmocka_unit_test(control_characters_are_refused),
            cmocka_unit_test(a_nul_is_refused),
            cmocka_unit_test(bad_seats_and_dates_are_refused),
            cmocka_unit_test(cut_records_are_refused),
            cmocka_unit_test(a_long_line_is_refused),
            cmocka_unit_test(a_partial_read_gives_the_header),
            cmocka_unit_test_setup_teardown(the_folder_is_listed_newest_first,
                                            make_folder, remove_folder),
            cmocka_unit_test_setup_teardown(names_of_any_language_are_listed, make_folder,
                                            remove_folder),
            cmocka_unit_test_setup_teardown(the_list_is_capped, make_folder,
                                            remove_folder),
            cmocka_unit_test_setup_teardown(a_unique_beginning_names_a_game, make_folder,
                                            remove_folder),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
