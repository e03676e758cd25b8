/* test_record.c: game records (src/record): save/load round trips of long
 * random games of both games (same state and same legal actions at every
 * step), every setting kept, truncated and corrupted records refused with
 * the line number and the file untouched, atomic saves, XDG directories,
 * autosave and resume. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <locale.h>

#include "record/files.h"
#include "record/record.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char tmpdir[256];

static int make_tmpdir(void **state)
{
        (void)state;
        snprintf(tmpdir, sizeof tmpdir, "/tmp/tt-record-XXXXXX");
        return mkdtemp(tmpdir) == NULL ? -1 : 0;
}

static int remove_tmpdir(void **state)
{
        (void)state;
        char cmd[300];
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
        return system(cmd) == 0 ? 0 : -1;
}

static struct session *new_game(const struct tt_game_ops *ops, const char *options,
                                uint64_t seed)
{
        struct session_settings set;
        session_settings_default(&set);
        snprintf(set.options, sizeof set.options, "%s", options);
        set.seed = seed;
        char why[TT_REASON_MAX] = "";
        struct session *s = session_new(ops, &set, 0, why, sizeof why);
        if (s == NULL)
                fail_msg("session_new(%s): %s", options, why);
        return s;
}

/* Plays up to n random legal actions (uniform over the legal list). */
static void random_game(struct session *s, int n, uint64_t seed)
{
        tt_rng rng;
        tt_rng_seed(&rng, seed);
        for (int i = 0; i < n && !session_over(s); i++) {
                struct tt_actions list;
                assert_int_equal(session_legal_actions(s, &list), 0);
                assert_true(list.count > 0);
                const char *a = list.items[tt_rng_below(&rng, (uint32_t)list.count)];
                char why[TT_REASON_MAX] = "";
                if (session_play(s, a, 0, why, sizeof why) != 0)
                        fail_msg("play %s: %s", a, why);
                tt_actions_free(&list);
        }
}

static void assert_same_position(struct session *a, struct session *b)
{
        char sa[TT_STATE_MAX], sb[TT_STATE_MAX];
        session_state(a, sa, sizeof sa);
        session_state(b, sb, sizeof sb);
        assert_string_equal(sa, sb);
        struct tt_actions la, lb;
        assert_int_equal(session_legal_actions(a, &la), 0);
        assert_int_equal(session_legal_actions(b, &lb), 0);
        assert_int_equal(la.count, lb.count);
        for (size_t i = 0; i < la.count; i++)
                assert_string_equal(la.items[i], lb.items[i]);
        tt_actions_free(&la);
        tt_actions_free(&lb);
        struct session_result ra, rb;
        session_result(a, &ra);
        session_result(b, &rb);
        assert_string_equal(ra.text, rb.text);
        assert_int_equal(ra.end, rb.end);
}

/* Saves, loads, and compares both games at every ply from the end back to
 * the start. */
static void round_trip(struct session *s)
{
        char path[400];
        snprintf(path, sizeof path, "%s/round.ttrec", tmpdir);
        char why[512] = "";
        if (record_save(s, path, "2026-11-29", why, sizeof why) != 0)
                fail_msg("save: %s", why);
        struct session *t = record_load(path, 0, why, sizeof why);
        if (t == NULL)
                fail_msg("load: %s", why);
        assert_int_equal(session_ply_count(t), session_ply_count(s));
        for (size_t ply = session_ply_count(s) + 1; ply-- > 0;) {
                assert_int_equal(session_seek(s, ply), 0);
                assert_int_equal(session_seek(t, ply), 0);
                assert_same_position(s, t);
                if (ply > 0)
                        assert_string_equal(session_action_at(s, ply),
                                            session_action_at(t, ply));
        }
        session_free(t);
}

static void quixo_long_random_games_round_trip(void **state)
{
        (void)state;
        static const char *const options[] = {"players=2", "players=4 order=ccw",
                                              "players=2 repetition=off first=o",
                                              "players=4 first=e"};
        for (int g = 0; g < 8; g++) {
                struct session *s = new_game(&tt_quixo_ops, options[g % 4], (uint64_t)g);
                random_game(s, 400, 1000 + (uint64_t)g);
                round_trip(s);
                session_free(s);
        }
}

static void thaayam_long_random_games_round_trip(void **state)
{
        (void)state;
        static const char *const options[] = {"players=2", "players=3 capture=whole",
                                              "players=4", "seats=ew capture=whole"};
        for (int g = 0; g < 8; g++) {
                struct session *s =
                    new_game(&tt_thaayam_ops, options[g % 4], 77 + (uint64_t)g);
                random_game(s, 600, 2000 + (uint64_t)g);
                round_trip(s);
                session_free(s);
        }
}

static void settings_seats_clocks_and_endings_are_kept(void **state)
{
        (void)state;
        struct session_settings set;
        session_settings_default(&set);
        snprintf(set.options, sizeof set.options, "players=4 order=ccw repetition=off");
        set.clock.mode = SESSION_CLOCK_GAME;
        set.clock.limit_ms = 60000;
        set.clock.increment_ms = 500;
        set.undo_allowed = false;
        set.advice = false; /* Q19 */
        set.seed = 123456789012345ULL;
        struct session *s = session_new(&tt_quixo_ops, &set, 0, NULL, 0);
        assert_non_null(s);
        assert_int_equal(session_set_seat(s, 's', SESSION_HUMAN, 1, "Ana Lucía"), 0);
        assert_int_equal(session_set_seat(s, 'e', SESSION_COMPUTER, 4, NULL), 0);
        assert_int_equal(session_play(s, "a1-a5/N", 7000, NULL, 0), 0);
        assert_int_equal(session_resign(s, 'x', 9000, NULL, 0), 0);
        char *text;
        size_t len;
        assert_int_equal(record_format(s, "today", &text, &len), 0);
        char why[256] = "";
        struct session *t = record_parse(text, len, 50000, why, sizeof why);
        if (t == NULL)
                fail_msg("%s\n%s", why, text);
        const struct session_settings *ts = session_settings(t);
        assert_int_equal(ts->clock.mode, SESSION_CLOCK_GAME);
        assert_int_equal(ts->clock.limit_ms, 60000);
        assert_int_equal(ts->clock.increment_ms, 500);
        assert_false(ts->undo_allowed);
        assert_false(ts->advice);
        assert_non_null(strstr(text, "\nadvice off\n"));
        assert_true(ts->seed == 123456789012345ULL);
        assert_string_equal(session_options(t),
                            "players=4 order=ccw first=s repetition=off");
        assert_string_equal(session_seat(t, 's')->name, "Ana Lucía");
        assert_int_equal(session_seat(t, 'e')->kind, SESSION_COMPUTER);
        assert_int_equal(session_seat(t, 'e')->level, 4);
        /* x used 7 s (+0.5), o 2 s: the clocks are in the record. */
        assert_int_equal(session_time_left(t, 'x', 50000), 53500);
        assert_int_equal(session_time_left(t, 'o', 50000), 58000);
        struct session_result r;
        session_result(t, &r);
        assert_string_equal(r.text, "win o");
        assert_int_equal(r.end, SESSION_END_RESIGN);
        assert_non_null(strstr(text, "\nend resign x\n"));
        free(text);
        session_free(t);
        session_free(s);
}

static void a_set_start_position_is_recorded(void **state)
{
        (void)state;
        struct session *s = new_game(&tt_thaayam_ops, "players=4 first=s", 1);
        const char *example = "thaayam players=4 capture=split turn=s phase=move "
                              "scores=1,1,1,1,1,8,8,4,1,1,3 extra=0 s=0,0,0,5 e=8,8,15,- "
                              "n=0,4,-,- w=-,-,-,-";
        assert_int_equal(session_set_state(s, example, 0, NULL, 0), 0);
        assert_int_equal(session_play(s, "1+1", 0, NULL, 0), 0);
        char *text;
        size_t len;
        assert_int_equal(record_format(s, NULL, &text, &len), 0);
        assert_non_null(strstr(text, "\nstart thaayam players=4"));
        struct session *t = record_parse(text, len, 0, NULL, 0);
        assert_non_null(t);
        char st[TT_STATE_MAX];
        session_start_state(t, st, sizeof st);
        assert_string_equal(st, example);
        assert_same_position(s, t);
        free(text);
        session_free(t);
        session_free(s);
}

static void replay_starts_at_the_beginning_with_every_action_queued(void **state)
{
        (void)state;
        struct session *s = new_game(&tt_thaayam_ops, "players=2", 9);
        random_game(s, 50, 5);
        char path[400];
        snprintf(path, sizeof path, "%s/replay.ttrec", tmpdir);
        assert_int_equal(record_save(s, path, NULL, NULL, 0), 0);
        struct session *r = record_replay(path, 0, NULL, 0);
        assert_non_null(r);
        assert_int_equal(session_ply_count(r), 0);
        assert_int_equal(session_redo_count(r), session_ply_count(s));
        assert_int_equal(session_seat_at(r, 0)->kind, SESSION_REPLAY);
        for (size_t i = 1; i <= session_ply_count(s); i++) {
                char next[TT_ACTION_MAX];
                assert_true(session_replay_next(r, next, sizeof next));
                assert_string_equal(next, session_action_at(s, i));
                assert_int_equal(session_redo(r, 0, NULL, 0), 0);
        }
        assert_false(session_replay_next(r, (char[8]){0}, 8));
        assert_same_position(s, r);
        session_free(r);
        session_free(s);
}

static char *read_all(const char *path, size_t *len)
{
        char *data;
        if (record_read_file(path, &data, len, NULL, 0) != 0)
                return NULL;
        return data;
}

static void write_all(const char *path, const char *data, size_t len)
{
        FILE *f = fopen(path, "wb");
        assert_non_null(f);
        assert_int_equal(fwrite(data, 1, len, f), len);
        assert_int_equal(fclose(f), 0);
}

/* Loads `text` from a file: must fail at `line` with `words` in the
 * reason, and leave the file as it was. */
static void assert_refused(const char *text, int line, const char *words)
{
        char path[400];
        snprintf(path, sizeof path, "%s/bad.ttrec", tmpdir);
        size_t len = strlen(text);
        write_all(path, text, len);
        char why[512] = "";
        struct session *s = record_load(path, 0, why, sizeof why);
        if (s != NULL)
                fail_msg("accepted a bad record:\n%s", text);
        char expect[64];
        snprintf(expect, sizeof expect, ": line %d: ", line);
        if (strstr(why, expect) == NULL || strstr(why, words) == NULL)
                fail_msg("reason '%s' lacks '%s' or '%s'", why, expect, words);
        size_t after_len;
        char *after = read_all(path, &after_len);
        assert_non_null(after);
        assert_int_equal(after_len, len);
        assert_memory_equal(after, text, len);
        free(after);
}

static const char good[] =
    "tabletop-record 1\n"
    "game quixo\n"
    "options players=2 first=x repetition=on\n"
    "seed 1\n"
    "clock none\n"
    "undo on\n"
    "date 2026-11-29\n"
    "seat x human 1 Ana\n"
    "seat o computer 3\n"
    "action c1-c5\n"
    "action a1-a5\n"
    "state quixo players=2 turn=x ply=2 board=o.x../...../...../...../.....\n"
    "result none\n";

static char *replace(const char *text, const char *from, const char *to)
{
        const char *at = strstr(text, from);
        assert_non_null(at);
        size_t n = strlen(text) + strlen(to) + 1;
        char *out = malloc(n);
        assert_non_null(out);
        snprintf(out, n, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
        return out;
}

static void the_good_record_loads(void **state)
{
        (void)state;
        struct session *s = record_parse(good, strlen(good), 0, NULL, 0);
        assert_non_null(s);
        assert_string_equal(session_seat(s, 'x')->name, "Ana");
        char *text;
        size_t len;
        assert_int_equal(record_format(s, "today", &text, &len), 0);
        assert_null(strstr(text, "advice")); /* no teammates in two-player Quixo */
        free(text);
        session_free(s);
}

static void said_line(void *ctx, size_t ply, const char *when, bool team, const char *who,
                      const char *text)
{
        char *out = ctx;
        size_t n = strlen(out);
        snprintf(out + n, 512 - n, "[%zu %s %s %s %s]", ply, when, team ? "team" : "all",
                 who, text);
}

/* Version 2 (issue 30): a hosted game's saved record keeps the players'
 * chat in said lines before its state line; they are checked, read back
 * by record_said_each, and need the version; a record without them stays
 * version 1, which older programs read. */
static void a_hosted_games_chat_is_kept_in_its_record(void **state)
{
        (void)state;
        static const char said[] = "said 1 14:03 all ana good luck\n"
                                   "said 2 14:05 team ben go left\n";
        char *text, *copy, why[256] = "", got[512] = "";
        size_t len;
        struct session *s = record_parse(good, strlen(good), 0, NULL, 0);
        assert_non_null(s);
        assert_int_equal(record_format(s, "today", &text, &len), 0);
        assert_true(strncmp(text, "tabletop-record 1\n", 18) == 0); /* no chat */
        assert_int_equal(record_add_said(&text, &len, said, strlen(said)), 0);
        assert_int_equal(len, strlen(text));
        assert_true(strncmp(text, "tabletop-record 2\n", 18) == 0);
        assert_non_null(strstr(text, "said 2 14:05 team ben go left\nstate "));
        session_free(s);
        s = record_parse(text, len, 0, why, sizeof why);
        if (s == NULL)
                fail_msg("%s", why);
        session_free(s);
        assert_int_equal(record_said_each(text, len, said_line, got), 2);
        assert_string_equal(got, "[1 14:03 all ana good luck][2 14:05 team ben go left]");
        free(text);

        /* said lines need version 2 and their form */
        copy = replace(good, "state ", "said 1 14:03 all ana hi\nstate ");
        assert_refused(copy, 12, "needs a record of version 2");
        free(copy);
        static const char *const bad[] = {
            "said x 14:03 all ana hi\n", "said 1 1403 all ana hi\n",
            "said 1 14:03 some ana hi\n", "said 1 14:03 all\n",
            "said 1 1a:03 all ana hi\n"};
        for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
                char *v2 = replace(good, "tabletop-record 1", "tabletop-record 2");
                char line[64];
                snprintf(line, sizeof line, "%sstate ", bad[i]);
                copy = replace(v2, "state ", line); /* before the state line */
                assert_refused(copy, 12, "expected 'said PLY HH:MM all|team WHO TEXT'");
                free(copy);
                free(v2);
        }
        /* a version beyond the program's is refused, saying so */
        copy = replace(good, "tabletop-record 1", "tabletop-record 3");
        assert_refused(copy, 1, "is not supported");
        free(copy);
}

/* Q19: a four-player record written before the advice line existed loads
 * with advice allowed, the default of the set-up screen. */
static void a_four_player_record_without_advice_allows_it(void **state)
{
        (void)state;
        static const char four[] =
            "tabletop-record 1\n"
            "game quixo\n"
            "options players=4 order=cw first=s repetition=on\n"
            "seed 1\n"
            "clock none\n"
            "undo on\n"
            "state quixo players=4 order=cw turn=s ply=0 "
            "board=........../........../........../........../..........\n"
            "result none\n";
        char why[256] = "";
        struct session *s = record_parse(four, strlen(four), 0, why, sizeof why);
        if (s == NULL)
                fail_msg("%s", why);
        assert_true(session_settings(s)->advice);
        char *text;
        size_t len;
        assert_int_equal(record_format(s, "today", &text, &len), 0);
        assert_non_null(strstr(text, "\nadvice on\n"));
        free(text);
        session_free(s);
}

static void corrupted_records_name_line_and_reason(void **state)
{
        (void)state;
        static const struct {
                const char *from, *to;
                int line;
                const char *words;
        } cases[] = {
            {"tabletop-record 1", "tabletop-record 3", 1, "version"},
            {"tabletop-record 1", "PGN", 1, "not a tabletop record"},
            {"game quixo", "game chess", 2, "game quixo"},
            {"options players=2", "options players=3", 3, "players must be 2 or 4"},
            {"seed 1\n", "seed one\n", 4, "bad seed"},
            {"clock none", "clock fast", 5, "bad clock"},
            {"undo on", "undo maybe", 6, "undo must be on or off"},
            {"seat o computer 3", "seat n computer 3", 9, "no seat 'n'"},
            {"seat o computer 3", "seat o robot 3", 9, "seat kind"},
            {"action a1-a5", "action c5-c1", 11, "illegal action 'c5-c1'"},
            {"action a1-a5", "action c5-c1", 11, "(Q5)"},
            {"action a1-a5", "action zz", 11, "illegal action 'zz'"},
            {"ply=2 board=o.x", "ply=2 board=x.o", 12, "not to this state"},
            {"result none", "result win x", 13, "does not match"},
            {"date 2026-11-29\n", "date 2026-11-29\nmood happy\n", 8,
             "unexpected 'mood'"},
            {"seed 1\n", "seed 1\nseed 2\n", 5, "repeated"},
            {"action c1-c5", "action c1\x01-c5", 10, "control character"},
            {"result none\n", "result none\nextra\n", 14, "after the result"},
            {"undo on\n", "", 9, "lacks undo"},
            /* Q19: advice is a setting of four-player Quixo only */
            {"undo on\n", "undo on\nadvice off\n", 7, "only a game with teammates"},
            {"undo on\n", "undo on\nadvice sometimes\n", 7, "advice must be on or off"},
        };
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
                char *bad = replace(good, cases[i].from, cases[i].to);
                assert_refused(bad, cases[i].line, cases[i].words);
                free(bad);
        }
}

static void every_truncation_is_refused(void **state)
{
        (void)state;
        size_t n = strlen(good);
        for (size_t cut = 0; cut < n; cut++) {
                char why[512] = "";
                struct session *s = record_parse(good, cut, 0, why, sizeof why);
                if (s != NULL)
                        fail_msg("a record cut at byte %zu was accepted", cut);
                assert_int_equal(strncmp(why, "line ", 5), 0);
        }
        /* And through a file: the reason names the line, the file stays. */
        char *cut = strndup(good, n - 5);
        assert_refused(cut, 13, "no end");
        free(cut);
        cut = strndup(good, (size_t)(strstr(good, "state ") - good));
        assert_refused(cut, 11, "truncated");
        free(cut);
}

static void thaayam_record_needs_throw_scores(void **state)
{
        (void)state;
        struct session *s = new_game(&tt_thaayam_ops, "first=s", 3);
        assert_int_equal(session_play(s, "throw 3", 0, NULL, 0), 0);
        char *text;
        size_t len;
        assert_int_equal(record_format(s, "d", &text, &len), 0);
        assert_non_null(strstr(text, "\naction throw 3\n"));
        char *bad = replace(text, "action throw 3", "action throw");
        assert_refused(bad, 10, "must give its score");
        free(bad);
        bad = replace(text, "action throw 3", "action throw 5");
        assert_refused(bad, 10, "illegal action 'throw 5'");
        free(bad);
        free(text);
        session_free(s);
}

static int count_entries(const char *dir)
{
        DIR *d = opendir(dir);
        assert_non_null(d);
        int n = 0;
        struct dirent *e;
        while ((e = readdir(d)) != NULL)
                n += e->d_name[0] != '.';
        closedir(d);
        return n;
}

static void atomic_save_replaces_and_leaves_no_temporary_file(void **state)
{
        (void)state;
        char dir[400], path[450];
        snprintf(dir, sizeof dir, "%s/atomic", tmpdir);
        assert_int_equal(mkdir(dir, 0700), 0);
        snprintf(path, sizeof path, "%s/game.ttrec", dir);
        assert_int_equal(record_write_atomic(path, "one\n", 4, NULL, 0), 0);
        assert_int_equal(record_write_atomic(path, "second\n", 7, NULL, 0), 0);
        size_t len;
        char *data = read_all(path, &len);
        assert_non_null(data);
        assert_string_equal(data, "second\n");
        free(data);
        assert_int_equal(count_entries(dir), 1);
        struct stat st;
        assert_int_equal(stat(path, &st), 0);
        assert_int_equal(st.st_mode & 0777, 0600);
        /* A failing save (no such directory) reports why. */
        char why[256] = "";
        char missing[500];
        snprintf(missing, sizeof missing, "%s/nope/game.ttrec", dir);
        assert_int_equal(record_write_atomic(missing, "x", 1, why, sizeof why), -1);
        assert_non_null(strstr(why, "cannot save"));
}

static void xdg_directories_are_created_private(void **state)
{
        (void)state;
        char base[400], dir[600];
        snprintf(base, sizeof base, "%s/xdg/state", tmpdir);
        setenv("XDG_STATE_HOME", base, 1);
        assert_int_equal(record_dir(RECORD_DIR_STATE, dir, sizeof dir, NULL, 0), 0);
        char expect[450];
        snprintf(expect, sizeof expect, "%s/tabletop", base);
        assert_string_equal(dir, expect);
        struct stat st;
        assert_int_equal(stat(dir, &st), 0);
        assert_int_equal(st.st_mode & 0777, 0700);
        /* A relative XDG_DATA_HOME is ignored: ~/.local/share is used. */
        char home[400];
        snprintf(home, sizeof home, "%s/home", tmpdir);
        assert_int_equal(mkdir(home, 0700), 0);
        setenv("HOME", home, 1);
        setenv("XDG_DATA_HOME", "relative/dir", 1);
        assert_int_equal(record_dir(RECORD_DIR_DATA, dir, sizeof dir, NULL, 0), 0);
        snprintf(expect, sizeof expect, "%s/.local/share/tabletop", home);
        assert_string_equal(dir, expect);
        unsetenv("XDG_DATA_HOME");
}

/* Games saved by name from the screens: a bare name is a file of the data
 * directory, a name with a '/' a path; loading the same. */
static void saved_games_by_name_live_in_the_data_directory(void **state)
{
        (void)state;
        char base[400], path[700], expect[700], cwd[600];
        snprintf(base, sizeof base, "%s/names/data", tmpdir);
        setenv("XDG_DATA_HOME", base, 1);
        assert_int_equal(record_path_for_save("g.ttrec", path, sizeof path, NULL, 0), 0);
        snprintf(expect, sizeof expect, "%s/tabletop/g.ttrec", base);
        assert_string_equal(path, expect);
        struct stat st;
        snprintf(expect, sizeof expect, "%s/tabletop", base);
        assert_int_equal(stat(expect, &st), 0); /* created, private */
        assert_int_equal(st.st_mode & 0777, 0700);
        assert_int_equal(record_path_for_save("./g.ttrec", path, sizeof path, NULL, 0),
                         0);
        assert_string_equal(path, "./g.ttrec");
        /* loading: a bare name is always a file of the data directory, even
         * when the current directory has one of that name (anyone may have
         * left it there); "./g.ttrec" reaches the current directory */
        assert_non_null(getcwd(cwd, sizeof cwd));
        snprintf(expect, sizeof expect, "%s/names", tmpdir);
        assert_int_equal(chdir(expect), 0);
        assert_int_equal(record_path_for_load("g.ttrec", path, sizeof path, NULL, 0), 0);
        snprintf(expect, sizeof expect, "%s/tabletop/g.ttrec", base);
        assert_string_equal(path, expect);
        write_all("g.ttrec", "x", 1);
        assert_int_equal(record_path_for_load("g.ttrec", path, sizeof path, NULL, 0), 0);
        assert_string_equal(path, expect);
        assert_int_equal(record_path_for_load("./g.ttrec", path, sizeof path, NULL, 0),
                         0);
        assert_string_equal(path, "./g.ttrec");
        assert_int_equal(chdir(cwd), 0);
        /* a new name from the date: game-YYYY-MM-DD-HHMMSS.ttrec */
        char name[64];
        assert_int_equal(record_default_name("thaayam", ".ttrec", name, sizeof name), 0);
        assert_int_equal(strlen(name), strlen("thaayam-2026-11-29-171523.ttrec"));
        assert_memory_equal(name, "thaayam-", 8);
        assert_string_equal(name + strlen(name) - 6, ".ttrec");
        assert_int_equal(record_default_name("thaayam", ".ttrec", name, 10), -1);
        unsetenv("XDG_DATA_HOME");
}

static void autosave_after_every_action_and_resume(void **state)
{
        (void)state;
        char base[400];
        snprintf(base, sizeof base, "%s/resume", tmpdir);
        setenv("XDG_STATE_HOME", base, 1);
        struct session *s = new_game(&tt_quixo_ops, "players=4", 4);
        struct record_autosave status;
        memset(&status, 0, sizeof status);
        session_set_on_change(s, record_autosave, &status);
        random_game(s, 9, 8);
        assert_int_equal(status.failures, 0);
        char why[512] = "";
        struct session *r = record_resume("quixo", 0, why, sizeof why);
        if (r == NULL)
                fail_msg("resume: %s", why);
        assert_same_position(s, r);
        session_undo(s, 0, NULL, 0); /* an undo is saved too */
        session_free(r);
        r = record_resume("quixo", 0, why, sizeof why);
        assert_non_null(r);
        assert_same_position(s, r);
        session_free(r);
        session_free(s);
        assert_int_equal(record_autosave_clear("quixo"), 0);
        assert_null(record_resume("quixo", 0, why, sizeof why));
        assert_non_null(strstr(why, "No such file"));
        assert_int_equal(record_autosave_clear("quixo"), 0);
}

int main(void)
{
        /* make check runs this again under tr_TR.UTF-8 and de_DE.UTF-8 */
        setlocale(LC_ALL, "");
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(quixo_long_random_games_round_trip),
            cmocka_unit_test(a_hosted_games_chat_is_kept_in_its_record),
            cmocka_unit_test(thaayam_long_random_games_round_trip),
            cmocka_unit_test(settings_seats_clocks_and_endings_are_kept),
            cmocka_unit_test(a_set_start_position_is_recorded),
            cmocka_unit_test(replay_starts_at_the_beginning_with_every_action_queued),
            cmocka_unit_test(the_good_record_loads),
            cmocka_unit_test(a_four_player_record_without_advice_allows_it),
            cmocka_unit_test(corrupted_records_name_line_and_reason),
            cmocka_unit_test(every_truncation_is_refused),
            cmocka_unit_test(thaayam_record_needs_throw_scores),
            cmocka_unit_test(atomic_save_replaces_and_leaves_no_temporary_file),
            cmocka_unit_test(xdg_directories_are_created_private),
            cmocka_unit_test(saved_games_by_name_live_in_the_data_directory),
            cmocka_unit_test(autosave_after_every_action_and_resume),
        };
        return cmocka_run_group_tests_name("record", tests, make_tmpdir, remove_tmpdir);
}
