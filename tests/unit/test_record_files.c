/* test_record_files.c: records on a shared machine (src/record/files.c):
 * a bare name never reads the current directory, and a FIFO, a device, a
 * directory or a planted symbolic link is refused without blocking; an
 * unsafe data or state directory is not used; reasons quoting a record or
 * a path never carry a control sequence; stale temporary files of ours are
 * removed, nothing else. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "record/files.h"
#include "record/record.h"

#include <fcntl.h>
#include <stdbool.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static char tmpdir[256];

static int make_tmpdir(void **state)
{
        (void)state;
        snprintf(tmpdir, sizeof tmpdir, "/tmp/tt-record-files-XXXXXX");
        if (mkdtemp(tmpdir) == NULL)
                return -1;
        alarm(20); /* a blocking open would hang: fail instead */
        return 0;
}

static int remove_tmpdir(void **state)
{
        (void)state;
        char cmd[300];
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
        return system(cmd) == 0 ? 0 : -1;
}

static void put_file(const char *path, const char *text)
{
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs(text, f);
        fclose(f);
}

/* A record saved in the data directory, and another user's file of the
 * same name in the current directory: --load NAME opens the first. */
static void a_bare_name_never_reads_the_current_directory(void **state)
{
        (void)state;
        char data[400], work[400], cwd[600], path[700], why[512] = "";
        snprintf(data, sizeof data, "%s/bare/data", tmpdir);
        snprintf(work, sizeof work, "%s/bare", tmpdir);
        setenv("XDG_DATA_HOME", data, 1);
        assert_int_equal(mkdir(work, 0700), 0);
        assert_non_null(getcwd(cwd, sizeof cwd));
        assert_int_equal(chdir(work), 0);
        put_file("mine.ttrec", "planted by someone else\n");
        struct session *s =
            record_open_named("mine.ttrec", false, 0, path, sizeof path, why, sizeof why);
        assert_null(s);
        /* not the planted file's content, but the missing saved game */
        assert_non_null(strstr(why, "No such file"));
        assert_non_null(strstr(path, "/bare/data/tabletop/mine.ttrec"));
        /* ./NAME reaches the current directory */
        s = record_open_named("./mine.ttrec", false, 0, path, sizeof path, why,
                              sizeof why);
        assert_null(s);
        assert_string_equal(path, "./mine.ttrec");
        assert_non_null(strstr(why, "line 1"));
        assert_int_equal(chdir(cwd), 0);
        unsetenv("XDG_DATA_HOME");
}

/* A FIFO with no writer would block open() and read() for ever. */
static void a_fifo_a_device_and_a_directory_are_refused_at_once(void **state)
{
        (void)state;
        char fifo[400], why[512] = "";
        char *text = NULL;
        size_t len = 0;
        snprintf(fifo, sizeof fifo, "%s/fifo.ttrec", tmpdir);
        assert_int_equal(mkfifo(fifo, 0600), 0);
        assert_int_equal(record_read_file(fifo, &text, &len, why, sizeof why), -1);
        assert_non_null(strstr(why, "a pipe, not a record"));
        assert_int_equal(record_read_file("/dev/zero", &text, &len, why, sizeof why), -1);
        assert_non_null(strstr(why, "a device, not a record"));
        assert_int_equal(record_read_file(tmpdir, &text, &len, why, sizeof why), -1);
        assert_non_null(strstr(why, "a directory, not a record"));
        assert_null(text);
}

/* In the data directory, a bare name that is a symbolic link is refused;
 * a path the player wrote may be one. */
static void a_symbolic_link_behind_a_bare_name_is_not_followed(void **state)
{
        (void)state;
        char data[400], dir[500], link[600], target[500], path[700], why[512] = "";
        snprintf(data, sizeof data, "%s/link/data", tmpdir);
        setenv("XDG_DATA_HOME", data, 1);
        assert_int_equal(record_dir(RECORD_DIR_DATA, dir, sizeof dir, NULL, 0), 0);
        snprintf(target, sizeof target, "%s/target.ttrec", tmpdir);
        put_file(target, "not a record\n");
        snprintf(link, sizeof link, "%s/l.ttrec", dir);
        assert_int_equal(symlink(target, link), 0);
        assert_null(
            record_open_named("l.ttrec", false, 0, path, sizeof path, why, sizeof why));
        assert_non_null(strstr(why, "symbolic link"));
        assert_null(
            record_open_named(link, false, 0, path, sizeof path, why, sizeof why));
        assert_non_null(strstr(why, "line 1"));
        unsetenv("XDG_DATA_HOME");
}

/* A data or state directory others may write, or owned by someone else,
 * is not used: saving refuses with the reason. */
static void an_unsafe_data_directory_is_refused(void **state)
{
        (void)state;
        char base[400], dir[500], path[700], why[512] = "";
        snprintf(base, sizeof base, "%s/unsafe", tmpdir);
        snprintf(dir, sizeof dir, "%s/tabletop", base);
        assert_int_equal(mkdir(base, 0700), 0);
        assert_int_equal(mkdir(dir, 0700), 0);
        assert_int_equal(chmod(dir, 0777), 0);
        setenv("XDG_DATA_HOME", base, 1);
        setenv("XDG_STATE_HOME", base, 1);
        assert_int_equal(record_dir(RECORD_DIR_DATA, path, sizeof path, why, sizeof why),
                         -1);
        assert_non_null(strstr(why, "unsafe directory"));
        assert_int_equal(
            record_path_for_save("g.ttrec", path, sizeof path, why, sizeof why), -1);
        assert_int_equal(
            record_autosave_path("quixo", path, sizeof path, why, sizeof why), -1);
        assert_int_equal(chmod(dir, 0700), 0);
        if (geteuid() != 0) {
                printf("skipped: a directory of another user needs root (chown)\n");
        } else {
                assert_int_equal(chown(dir, 65534, 65534), 0);
                assert_int_equal(
                    record_dir(RECORD_DIR_STATE, path, sizeof path, why, sizeof why), -1);
                assert_non_null(strstr(why, "owned by another user"));
        }
        unsetenv("XDG_DATA_HOME");
        unsetenv("XDG_STATE_HOME");
}

/* True when text is not plain for a terminal: a byte that is not valid
 * UTF-8 (a raw C1 byte such as 0x9b), or a character a terminal acts on:
 * C0 (ESC), DEL, C1 (U+0080-U+009F), bidi overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069). */
static bool has_control(const char *text)
{
        const unsigned char *p = (const unsigned char *)text;
        while (*p) {
                unsigned cp = *p;
                int more = 0;
                if (*p >= 0xc2 && *p <= 0xdf)
                        more = 1, cp = *p & 0x1f;
                else if (*p >= 0xe0 && *p <= 0xef)
                        more = 2, cp = *p & 0x0f;
                else if (*p >= 0xf0 && *p <= 0xf4)
                        more = 3, cp = *p & 0x07;
                else if (*p >= 0x80)
                        return true; /* a stray byte */
                for (int i = 1; i <= more; i++) {
                        if ((p[i] & 0xc0) != 0x80)
                                return true;
                        cp = cp << 6 | (p[i] & 0x3f);
                }
                if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f) ||
                    (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069))
                        return true;
                p += more + 1;
        }
        return false;
}

/* A record whose bad line holds ESC, a CSI (raw and in UTF-8) and a bidi
 * override, and a path holding them: the reasons quote neither raw. */
static void reasons_never_carry_a_control_sequence(void **state)
{
        (void)state;
        static const char *const bad[] = {
            "tabletop-record 1\ngame quixo\n\x9b"
            "31mBAD header\n",
            "tabletop-record 1\ngame quixo\n\xc2\x9b"
            "31mBAD header\n",
            "tabletop-record 1\ngame quixo\n\xe2\x80\xae"
            "dab header\n",
            "tabletop-record 1\ngame quixo\n\x1b[31mBAD header\n",
            "tabletop-record 1\ngame \xe2\x81\xa6quixo\n",
        };
        char why[512];
        for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
                why[0] = '\0';
                assert_null(record_parse(bad[i], strlen(bad[i]), 0, why, sizeof why));
                assert_true(why[0] != '\0');
                if (has_control(why))
                        fail_msg("case %zu: raw control in the reason: %s", i, why);
        }
        /* the path, as given to --load, quoted in the reason */
        char path[400], out[700];
        snprintf(path, sizeof path,
                 "%s/\x1b]0;title\x07\xc2\x9b"
                 "2J\xe2\x80\xaex.ttrec",
                 tmpdir);
        assert_null(record_load(path, 0, why, sizeof why));
        assert_non_null(strstr(why, "No such file"));
        if (has_control(why))
                fail_msg("raw control in the reason: %s", why);
        put_file(path, bad[3]);
        assert_null(record_open_named(path, false, 0, out, sizeof out, why, sizeof why));
        assert_non_null(strstr(why, "line 3"));
        if (has_control(why))
                fail_msg("raw control in the reason: %s", why);
}

/* A file of `dir` with an mtime `age` seconds ago. */
static void old_file(const char *dir, const char *name, time_t age)
{
        char path[600];
        snprintf(path, sizeof path, "%s/%s", dir, name);
        put_file(path, "x\n");
        struct timespec t[2] = {{time(NULL) - age, 0}, {time(NULL) - age, 0}};
        assert_int_equal(utimensat(AT_FDCWD, path, t, AT_SYMLINK_NOFOLLOW), 0);
}

static bool exists(const char *dir, const char *name)
{
        char path[600];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, name);
        return lstat(path, &st) == 0;
}

/* kill -9 during a save leaves NAME.tmp-XXXXXX: at start the old ones of
 * this user are removed, nothing else. */
static void stale_temporary_files_are_removed_and_nothing_else(void **state)
{
        (void)state;
        char dir[400], link[600];
        snprintf(dir, sizeof dir, "%s/stale", tmpdir);
        assert_int_equal(mkdir(dir, 0700), 0);
        old_file(dir, "g.ttrec.tmp-a1B2c3", 7200);                 /* ours, old */
        old_file(dir, "quixo-current.ttrec.tmp-Zz9yX8", 7200);     /* ours, old */
        old_file(dir, ".settings.4242.tmp", 7200);                 /* ours, old */
        old_file(dir, "h.ttrec.tmp-q1w2e3", 60);                   /* a save now */
        old_file(dir, "g.ttrec", 7200);                            /* a game */
        old_file(dir, "notes.tmp-abc", 7200);                      /* not ours */
        old_file(dir, "x.tmp-abc!ef", 7200);                       /* not ours */
        snprintf(link, sizeof link, "%s/l.ttrec.tmp-abcdef", dir); /* a link */
        assert_int_equal(symlink("g.ttrec", link), 0);
        snprintf(link, sizeof link, "%s/d.ttrec.tmp-abcdef", dir); /* a folder */
        assert_int_equal(mkdir(link, 0700), 0);
        if (geteuid() == 0) { /* another user's file */
                old_file(dir, "u.ttrec.tmp-uvwxyz", 7200);
                snprintf(link, sizeof link, "%s/u.ttrec.tmp-uvwxyz", dir);
                assert_int_equal(lchown(link, 65534, 65534), 0);
        } else {
                printf("skipped: another user's file needs root (chown)\n");
        }
        assert_int_equal(record_clean_temporaries(dir, time(NULL), RECORD_STALE_AGE), 3);
        assert_false(exists(dir, "g.ttrec.tmp-a1B2c3"));
        assert_false(exists(dir, "quixo-current.ttrec.tmp-Zz9yX8"));
        assert_false(exists(dir, ".settings.4242.tmp"));
        assert_true(exists(dir, "h.ttrec.tmp-q1w2e3"));
        assert_true(exists(dir, "g.ttrec"));
        assert_true(exists(dir, "notes.tmp-abc"));
        assert_true(exists(dir, "x.tmp-abc!ef"));
        assert_true(exists(dir, "l.ttrec.tmp-abcdef"));
        assert_true(exists(dir, "d.ttrec.tmp-abcdef"));
        if (geteuid() == 0)
                assert_true(exists(dir, "u.ttrec.tmp-uvwxyz"));
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(a_bare_name_never_reads_the_current_directory),
            cmocka_unit_test(a_fifo_a_device_and_a_directory_are_refused_at_once),
            cmocka_unit_test(a_symbolic_link_behind_a_bare_name_is_not_followed),
            cmocka_unit_test(an_unsafe_data_directory_is_refused),
            cmocka_unit_test(reasons_never_carry_a_control_sequence),
            cmocka_unit_test(stale_temporary_files_are_removed_and_nothing_else),
        };
        return cmocka_run_group_tests_name("record_files", tests, make_tmpdir,
                                           remove_tmpdir);
}
