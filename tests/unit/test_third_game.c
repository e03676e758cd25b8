/* test_third_game.c: a third game, three in a row (ttt_game.h), that lives
 * only in the tests, added to the one table of games and then used by the
 * program's own code, unchanged: the engine protocol plays it, a record
 * saves and reads it, and a hosting process serves it to two terminals
 * (issue 24: one game descriptor). The play screen is not here: its face of
 * a game is not yet reached through the table (docs/architecture.md). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net_test.h"
#include "ttt_game.h"
#include "engine/engine.h"
#include "record/record.h"
#include "tui/saved/list.h"

#include <stdlib.h>

static int setup(void **state)
{
        (void)state;
        return tt_game_register(&ttt_ops) == 0 ? 0 : -1;
}

static void it_is_one_more_row_of_the_table(void **state)
{
        int n = 0;
        (void)state;
        assert_ptr_equal(tt_game_by_name("ttt"), &ttt_ops);
        for (const struct tt_game_ops *const *g = tt_game_all(); *g; g++)
                n++;
        assert_int_equal(n, 3);
        assert_int_equal(tt_game_register(&ttt_ops), -1); /* its name is taken */
}

/* The engine protocol's answers to lines of input. */
static char *engine(const char *input)
{
        static char out[8192];
        FILE *in = fmemopen((void *)input, strlen(input), "r");
        FILE *o = fmemopen(out, sizeof out, "w");
        assert_non_null(in);
        assert_non_null(o);
        assert_int_equal(engine_run("ttt", true, in, o), 0);
        fclose(in);
        fclose(o);
        return out;
}

static void the_engine_protocol_plays_it(void **state)
{
        (void)state;
        const char *out = engine("play b2\nplay b2\nplay a1\nplay c1\nplay a2\nplay a3\n"
                                 "play c3\nresult\nstate\n");
        assert_non_null(strstr(out, "? that square is taken"));
        assert_non_null(strstr(out, "= win r")); /* a3 b2 c1: a diagonal */
        assert_non_null(strstr(out, "= ttt turn=b board=b.rbr.r.."));
        assert_null(strstr(out, "board=b.rbr.r.b")); /* c3 refused: it is over */
}

static void a_record_keeps_it(void **state)
{
        char why[TT_REASON_MAX], *text = NULL;
        size_t len = 0;
        struct session_settings set;
        (void)state;
        session_settings_default(&set);
        struct session *s = session_new(&ttt_ops, &set, 0, why, sizeof why);
        assert_non_null(s);
        assert_int_equal(session_play(s, "a1", 0, why, sizeof why), 0);
        assert_int_equal(session_play(s, "b1", 0, why, sizeof why), 0);
        assert_int_equal(session_play(s, "a2", 0, why, sizeof why), 0);
        assert_int_equal(record_format(s, NULL, &text, &len), 0);
        assert_non_null(strstr(text, "game ttt\n"));
        struct session *again = record_parse(text, len, 0, why, sizeof why);
        assert_non_null(again);
        assert_ptr_equal(session_ops(again), &ttt_ops);
        assert_int_equal(session_ply_count(again), 3);
        assert_string_equal(session_action_at(again, 3), "a2");
        assert_int_equal(session_turn(again), 'b');
        /* the saved games' list reads it too: its seat letters are the
         * table's, not a list of the two games' */
        struct tui_saved_game g;
        assert_int_equal(tui_saved_parse(text, len, true, &g), 0);
        free(text);
        session_free(s);
        session_free(again);
}

static void a_host_serves_it_to_two_terminals(void **state)
{
        struct net_host_options o;
        struct nt_served sv;
        (void)state;
        nt_options(&o);
        o.seats[0].id = 'r'; /* the host's */
        o.seats[1].id = 'b'; /* anyone's */
        nt_serve(&sv, &ttt_ops, "", 0, &o);
        int x = nt_dial_as(&sv, getuid()), p = nt_dial_as(&sv, getuid());
        nt_say(x, "hello 2 play r\n");
        assert_true(nt_hear(x, "welcome player r", NULL));
        nt_say(p, "hello 2 play b\n");
        assert_true(nt_hear(p, "game ttt", NULL)); /* the record of the game */
        const char *moves[] = {"b2", "a1", "c1", "a2", "a3"};
        for (int i = 0; i < 5; i++) {
                char line[32], want[32];
                snprintf(line, sizeof line, "play %s\n", moves[i]);
                snprintf(want, sizeof want, "act %d %s", i + 1, moves[i]);
                nt_say(i % 2 ? p : x, line);
                assert_true(nt_hear(i % 2 ? x : p, want, NULL));
        }
        nt_say(p, "play c3\n"); /* r made a line: the game is over */
        assert_true(nt_hear(p, "error", NULL));
        close(x);
        close(p);
        nt_unserve(&sv);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(it_is_one_more_row_of_the_table),
            cmocka_unit_test(the_engine_protocol_plays_it),
            cmocka_unit_test(a_record_keeps_it),
            cmocka_unit_test(a_host_serves_it_to_two_terminals),
        };
        signal(SIGPIPE, SIG_IGN);
        return cmocka_run_group_tests(tests, setup, NULL);
}
