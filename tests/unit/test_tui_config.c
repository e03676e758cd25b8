/* test_tui_config.c: the remembered settings file (tui/config.h) and the
 * widgets' editing logic (tui/form.h): parse errors are ignored, values
 * round-trip through an atomic save, bounds are kept; a planted link is
 * not followed and an unsafe directory is refused. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "tui/config.h"
#include "tui/saved/files.h"
#include "tui/kit/form.h"

#include <curses.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char dir[64];

static int make_home(void **state)
{
        (void)state;
        snprintf(dir, sizeof dir, "/tmp/test-tui-config.XXXXXX");
        assert_non_null(mkdtemp(dir));
        setenv("XDG_CONFIG_HOME", dir, 1);
        return 0;
}

static int remove_home(void **state)
{
        char cmd[96];
        (void)state;
        snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
        return system(cmd) == 0 ? 0 : -1;
}

static void write_file(const char *text)
{
        char path[128];
        FILE *f;
        snprintf(path, sizeof path, "%s/tabletop", dir);
        mkdir(path, 0700);
        snprintf(path, sizeof path, "%s/tabletop/settings", dir);
        f = fopen(path, "w");
        assert_non_null(f);
        fputs(text, f);
        fclose(f);
}

static int count_entries(const char *path)
{
        DIR *d = opendir(path);
        struct dirent *e;
        int n = 0;
        assert_non_null(d);
        while ((e = readdir(d)) != NULL)
                if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
                        n++;
        closedir(d);
        return n;
}

static void bad_lines_are_ignored(void **state)
{
        struct tui_config c;
        (void)state;
        write_file("# comment\n"
                   "quixo.players = 4\n"
                   "no equals sign here\n"
                   "=novalue\n"
                   "quixo.limit=abc\n"
                   "quixo.increment=99999\n"
                   "  quixo.seat.s.name=Ana Maria  \n");
        tui_config_load(&c);
        assert_int_equal(tui_config_get_int(&c, "quixo.players", 2, 2, 4), 4);
        assert_int_equal(tui_config_get_int(&c, "quixo.limit", 300, 1, 36000), 300);
        assert_int_equal(tui_config_get_int(&c, "quixo.increment", 0, 0, 3600), 0);
        assert_string_equal(tui_config_get(&c, "quixo.seat.s.name", "?"), "Ana Maria");
        assert_string_equal(tui_config_get(&c, "missing", "dflt"), "dflt");
}

/* A value with ESC, a C1 control or a bidi override would reach the screen
 * (a seat's name): it is ignored, the default applies. */
static void values_with_controls_are_ignored(void **state)
{
        struct tui_config c;
        (void)state;
        write_file("quixo.seat.s.name=\x1b[31mRed\n"
                   "quixo.seat.n.name=\xc2\x9b"
                   "2J\n"
                   "quixo.seat.e.name=\xe2\x80\xae"
                   "evil\n"
                   "quixo.seat.w.name=Ana\n");
        tui_config_load(&c);
        assert_string_equal(tui_config_get(&c, "quixo.seat.s.name", "-"), "-");
        assert_string_equal(tui_config_get(&c, "quixo.seat.n.name", "-"), "-");
        assert_string_equal(tui_config_get(&c, "quixo.seat.e.name", "-"), "-");
        assert_string_equal(tui_config_get(&c, "quixo.seat.w.name", "-"), "Ana");
}

static void save_then_load_round_trips(void **state)
{
        struct tui_config c, d;
        char path[128];
        (void)state;
        memset(&c, 0, sizeof c);
        assert_int_equal(tui_config_set(&c, "a.b", "one"), 0);
        assert_int_equal(tui_config_set_int(&c, "a.n", 42), 0);
        assert_int_equal(tui_config_set(&c, "a.b", "two"), 0); /* replaces */
        assert_int_equal(tui_config_set(&c, "bad key", "x"), -1);
        assert_int_equal(tui_config_set(&c, "k", "line\nbreak"), -1);
        assert_int_equal(tui_config_save(&c), 0);
        tui_config_load(&d);
        assert_int_equal(d.n, 2);
        assert_string_equal(tui_config_get(&d, "a.b", ""), "two");
        assert_int_equal(tui_config_get_int(&d, "a.n", 0, 0, 100), 42);
        /* No temporary file is left behind: the settings file alone. */
        snprintf(path, sizeof path, "%s/tabletop", dir);
        assert_int_equal(count_entries(path), 1);
}

/* Another user of a shared XDG_CONFIG_HOME plants a link where the old
 * code wrote its temporary file (.settings.PID.tmp): saving must not write
 * through it. */
static void a_planted_link_at_the_temporary_name_is_not_followed(void **state)
{
        struct tui_config c;
        char victim[128], link[128];
        (void)state;
        snprintf(victim, sizeof victim, "%s/victim", dir);
        FILE *f = fopen(victim, "w");
        assert_non_null(f);
        fputs("precious\n", f);
        fclose(f);
        snprintf(link, sizeof link, "%s/tabletop/.settings.%ld.tmp", dir, (long)getpid());
        unlink(link);
        assert_int_equal(symlink(victim, link), 0);
        memset(&c, 0, sizeof c);
        assert_int_equal(tui_config_set(&c, "a.b", "x"), 0);
        assert_int_equal(tui_config_save(&c), 0);
        f = fopen(victim, "r");
        assert_non_null(f);
        char line[64] = "";
        assert_non_null(fgets(line, sizeof line, f));
        fclose(f);
        assert_string_equal(line, "precious\n");
        struct stat st;
        assert_int_equal(lstat(link, &st), 0); /* left alone */
        assert_true(S_ISLNK(st.st_mode));
        unlink(link);
}

/* A settings directory others may write, or one owned by someone else,
 * is refused with a reason and nothing is written in it. */
static void an_unsafe_settings_directory_is_refused(void **state)
{
        struct tui_config c;
        char base[128], sub[160], path[200];
        (void)state;
        memset(&c, 0, sizeof c);
        assert_int_equal(tui_config_set(&c, "a.b", "x"), 0);
        snprintf(base, sizeof base, "%s/shared", dir);
        snprintf(sub, sizeof sub, "%s/tabletop", base);
        assert_int_equal(mkdir(base, 0700), 0);
        assert_int_equal(mkdir(sub, 0700), 0);
        assert_int_equal(chmod(sub, 0777), 0);
        setenv("XDG_CONFIG_HOME", base, 1);
        assert_int_equal(tui_config_save(&c), -1);
        assert_non_null(strstr(tui_config_problem(), "writable by other users"));
        assert_int_equal(count_entries(sub), 0);
        tui_config_load(&c); /* not trusted either */
        assert_int_equal(c.n, 0);
        assert_int_equal(chmod(sub, 0700), 0);
        if (geteuid() != 0) {
                printf("skipped: a directory of another user needs root (chown)\n");
        } else {
                assert_int_equal(chown(sub, 65534, 65534), 0);
                assert_int_equal(tui_config_set(&c, "a.b", "x"), 0);
                assert_int_equal(tui_config_save(&c), -1);
                assert_non_null(strstr(tui_config_problem(), "owned by another user"));
                assert_int_equal(count_entries(sub), 0);
        }
        snprintf(path, sizeof path, "%s/settings", sub);
        assert_int_equal(access(path, F_OK), -1);
        setenv("XDG_CONFIG_HOME", dir, 1);
}

static void line_editor_edits(void **state)
{
        struct tui_line e;
        (void)state;
        tui_line_set(&e, "Ab");
        assert_int_equal(tui_line_key(&e, 'c'), TUI_LINE_EDITING);
        assert_string_equal(e.text, "Abc");
        tui_line_key(&e, KEY_BACKSPACE);
        assert_string_equal(e.text, "Ab");
        tui_line_key(&e, 2); /* control characters are not taken */
        assert_string_equal(e.text, "Ab");
        /* A two-byte UTF-8 character goes away with one backspace. */
        tui_line_key(&e, 0xC3);
        tui_line_key(&e, 0xA9);
        assert_string_equal(e.text, "Ab\xC3\xA9");
        tui_line_key(&e, 127);
        assert_string_equal(e.text, "Ab");
        for (int i = 0; i < 200; i++)
                tui_line_key(&e, 'x');
        assert_int_equal((int)strlen(e.text), TUI_LINE_MAX - 1);
        assert_int_equal(tui_line_key(&e, '\r'), TUI_LINE_DONE);
        assert_int_equal(tui_line_key(&e, 27), TUI_LINE_CANCEL);
}

static void line_editor_moves_its_cursor(void **state)
{
        struct tui_line e;
        (void)state;
        tui_line_set(&e, "ac");
        tui_line_key(&e, KEY_LEFT);
        tui_line_key(&e, 'b');
        assert_string_equal(e.text, "abc");
        tui_line_key(&e, KEY_HOME);
        tui_line_key(&e, KEY_DC);
        assert_string_equal(e.text, "bc");
        tui_line_key(&e, KEY_END);
        tui_line_key(&e, 'd');
        assert_string_equal(e.text, "bcd");
        /* a UTF-8 character is stepped over whole */
        tui_line_set(&e, "a\xC3\xA9");
        tui_line_key(&e, KEY_LEFT);
        assert_int_equal(e.at, 1);
        tui_line_key(&e, KEY_BACKSPACE);
        assert_string_equal(e.text, "\xC3\xA9");
}

static void a_proposed_text_gives_way_to_typing(void **state)
{
        struct tui_line e;
        (void)state;
        tui_line_propose(&e, "quixo-1.ttrec");
        tui_line_key(&e, 'x');
        assert_string_equal(e.text, "x");
        /* an editing key keeps it */
        tui_line_propose(&e, "quixo-1.ttrec");
        tui_line_key(&e, KEY_BACKSPACE);
        tui_line_key(&e, 'x');
        assert_string_equal(e.text, "quixo-1.ttrex");
        tui_line_propose(&e, "ab");
        tui_line_key(&e, KEY_LEFT);
        tui_line_key(&e, 'x');
        assert_string_equal(e.text, "axb");
}

static void a_typed_save_name_gets_the_extension(void **state)
{
        char out[80];
        (void)state;
        assert_int_equal(tui_save_name("vs computer", out, sizeof out), 0);
        assert_string_equal(out, "vs computer.ttrec");
        assert_int_equal(tui_save_name("g1.ttrec", out, sizeof out), 0);
        assert_string_equal(out, "g1.ttrec");
        assert_int_equal(tui_save_name("./here", out, sizeof out), 0);
        assert_string_equal(out, "./here"); /* a path as it is */
        assert_int_equal(tui_save_name("vs computer", out, 12), -1);
}

static void form_moves_and_changes_values(void **state)
{
        static const char *const two[] = {"a", "b"};
        struct tui_field f[4] = {
            {.type = TUI_FIELD_CHOICE,
             .label = "c",
             .choices = two,
             .nchoices = 2,
             .id = 1},
            {.type = TUI_FIELD_NUMBER,
             .label = "n",
             .value = 5,
             .min = 1,
             .max = 9,
             .id = 2,
             .hidden = true},
            {.type = TUI_FIELD_NUMBER,
             .label = "m",
             .value = 9,
             .min = 1,
             .max = 9,
             .id = 3},
            {.type = TUI_FIELD_BUTTON, .label = "go", .id = 4},
        };
        struct tui_form form;
        struct tui_event ev = {.type = TUI_EV_KEY};
        (void)state;
        tui_form_init(&form, f, 4);
        ev.key = KEY_RIGHT;
        ev.action = TUI_A_RIGHT;
        assert_int_equal(tui_form_handle(&form, &ev, NULL), TUI_FORM_CHANGED);
        assert_int_equal(f[0].value, 1);
        assert_int_equal(tui_form_handle(&form, &ev, NULL), TUI_FORM_CHANGED);
        assert_int_equal(f[0].value, 0); /* choices wrap */
        ev.key = KEY_DOWN;
        ev.action = TUI_A_DOWN;
        tui_form_handle(&form, &ev, NULL);
        assert_int_equal(tui_form_current(&form)->id, 3); /* hidden field skipped */
        ev.key = KEY_RIGHT;
        ev.action = TUI_A_RIGHT;
        assert_int_equal(tui_form_handle(&form, &ev, NULL), TUI_FORM_NOTHING);
        assert_int_equal(f[2].value, 9); /* stays within bounds */
        ev.key = '0';
        ev.action = TUI_A_NONE;
        tui_form_handle(&form, &ev, NULL);
        assert_true(f[2].value >= 1 && f[2].value <= 9);
        ev.key = KEY_DOWN;
        ev.action = TUI_A_DOWN;
        tui_form_handle(&form, &ev, NULL);
        ev.key = '\r';
        ev.action = TUI_A_OK;
        assert_int_equal(tui_form_handle(&form, &ev, NULL), TUI_FORM_PRESSED);
        assert_int_equal(tui_form_current(&form)->id, 4);
        ev.key = 27;
        ev.action = TUI_A_BACK;
        assert_int_equal(tui_form_handle(&form, &ev, NULL), TUI_FORM_BACK);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(bad_lines_are_ignored),
            cmocka_unit_test(values_with_controls_are_ignored),
            cmocka_unit_test(save_then_load_round_trips),
            cmocka_unit_test(a_planted_link_at_the_temporary_name_is_not_followed),
            cmocka_unit_test(an_unsafe_settings_directory_is_refused),
            cmocka_unit_test(line_editor_edits),
            cmocka_unit_test(line_editor_moves_its_cursor),
            cmocka_unit_test(a_proposed_text_gives_way_to_typing),
            cmocka_unit_test(a_typed_save_name_gets_the_extension),
            cmocka_unit_test(form_moves_and_changes_values),
        };
        return cmocka_run_group_tests(tests, make_home, remove_home);
}
