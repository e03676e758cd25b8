/* test_tui_present.c: the presenter's view's words and large print
 * (src/tui/play/present.c): the last move of each game explained with its rule
 * id, computed from the record (also after undo), with why in a teacher's
 * words (the game's explain), and the 3x5 dot font. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "tui/play/present.h"
#include "session_test.h"

#include <string.h>

static void explains_quixo_moves(void **state)
{
        (void)state;
        char buf[400];
        struct session *s = sst_new(&tt_quixo_ops, "", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        session_set_seat(s, 'x', SESSION_HUMAN, 1, "Ana");
        tui_present_explain(s, buf, sizeof buf);
        assert_string_equal(buf, "");
        play_ok(s, "c1-c5", 0);
        tui_present_explain(s, buf, sizeof buf);
        assert_string_equal(buf,
                            "Ana (X) took the cube on c1 and pushed it back in at c5 "
                            "(Q7). It takes a neutral cube, which now shows X (Q5, "
                            "Q6).");
        play_ok(s, "e2-a2", 0);
        tui_present_explain(s, buf, sizeof buf);
        assert_string_equal(buf,
                            "O took the cube on e2 and pushed it back in at a2 (Q7). "
                            "It takes a neutral cube, which now shows O (Q5, Q6).");
        char why[TT_REASON_MAX];
        assert_int_equal(session_undo(s, 0, why, sizeof why), 0);
        tui_present_explain(s, buf, sizeof buf);
        assert_string_equal(buf,
                            "Ana (X) took the cube on c1 and pushed it back in at c5 "
                            "(Q7). It takes a neutral cube, which now shows X (Q5, "
                            "Q6).");
        session_free(s);

        s = sst_new(&tt_quixo_ops, "players=4", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        play_ok(s, "c1-c5/N", 0);
        tui_present_explain(s, buf, sizeof buf);
        assert_string_equal(
            buf, "South took the cube on c1 and pushed it back in at c5, its "
                 "dot towards North (Q14). It takes a neutral cube, which now "
                 "shows X (Q5, Q6). Its dot points to the partner, who may take "
                 "this cube later (Q13, Q14).");
        session_free(s);
}

static void explains_thaayam_actions(void **state)
{
        (void)state;
        char buf[400];
        struct session *s =
            sst_new(&tt_thaayam_ops, "first=s", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        play_ok(s, "throw 1", 0);
        tui_present_explain(s, buf, sizeof buf);
        assert_string_equal(buf, "South threw 1 and throws again (T5).");
        play_ok(s, "throw 3", 0);
        tui_present_explain(s, buf, sizeof buf);
        assert_string_equal(buf, "South threw 3 (T5).");
        play_ok(s, "enter1", 0);
        tui_present_explain(s, buf, sizeof buf);
        assert_string_equal(buf, "South brought piece 1 onto the palace with a 1 (T8).");
        play_ok(s, "1+3", 0);
        tui_present_explain(s, buf, sizeof buf);
        assert_string_equal(buf, "South moved piece 1 by 3 from c1 to e2.");
        session_free(s);
}

static void writes_large_print(void **state)
{
        (void)state;
        char line[200];
        /* '1' is {2, 6, 2, 2, 7}: dots . # . / # # . / . # . / . # . / # # # */
        assert_int_equal(tui_big_text("1", false, 0, line, sizeof line), 5);
        assert_string_equal(line, " #  ");
        tui_big_text("1", false, 1, line, sizeof line);
        assert_string_equal(line, "##  ");
        tui_big_text("1", false, 4, line, sizeof line);
        assert_string_equal(line, "### ");
        /* Half blocks: rows 0+1, 2+3, 4. */
        assert_int_equal(tui_big_text("1", true, 0, line, sizeof line), 3);
        assert_string_equal(line, "\xE2\x96\x84\xE2\x96\x88  ");
        tui_big_text("1", true, 2, line, sizeof line);
        assert_string_equal(line, "\xE2\x96\x80\xE2\x96\x80\xE2\x96\x80 ");
        /* Every character of the notations has a large form. */
        assert_int_equal(tui_big_text("12.c1-c5/N 1&2+4 enter3 throw done pass", false, 0,
                                      line, sizeof line),
                         5);
        /* Others have none; a buffer too small gives nothing. */
        assert_int_equal(tui_big_text("c1*", false, 0, line, sizeof line), 0);
        assert_int_equal(tui_big_text("c1-c5", false, 0, line, 8), 0);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(explains_quixo_moves),
            cmocka_unit_test(explains_thaayam_actions),
            cmocka_unit_test(writes_large_print),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
