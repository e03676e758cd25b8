/* test_tt_text.c: the bounded string builder of the rules libraries
 * (include/tt_text.h): appending, the small format, cutting to fit with
 * the length asked for, and the reason writers. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "tt_text.h"

static void builds_text_from_pieces(void **state)
{
        (void)state;
        char buf[64];
        tt_text t;
        tt_text_init(&t, buf, sizeof buf);
        tt_text_str(&t, "piece ");
        tt_text_int(&t, -12);
        tt_text_char(&t, ' ');
        tt_text_uint(&t, 4000000000UL);
        tt_text_format(&t, " %s=%d%c %u%%", "x", 7, '!', 3u);
        assert_string_equal(buf, "piece -12 4000000000 x=7! 3%");
        assert_int_equal(tt_text_wanted(&t), strlen(buf));
        assert_int_equal(tt_text_written(&t), strlen(buf));
        assert_false(tt_text_truncated(&t));
}

static void cuts_to_fit_and_counts_what_was_asked(void **state)
{
        (void)state;
        char buf[6];
        tt_text t;
        tt_text_init(&t, buf, sizeof buf);
        tt_text_str(&t, "abcdefgh");
        tt_text_char(&t, 'z'); /* nothing more is written once cut */
        assert_string_equal(buf, "abcde");
        assert_int_equal(tt_text_wanted(&t), 9);
        assert_int_equal(tt_text_written(&t), 5);
        assert_true(tt_text_truncated(&t));
        /* no buffer at all */
        tt_text_init(&t, NULL, 10);
        tt_text_str(&t, "abc");
        assert_int_equal(tt_text_wanted(&t), 3);
        assert_int_equal(tt_text_written(&t), 0);
}

static void writes_and_copies_reasons(void **state)
{
        (void)state;
        char why[16] = "old";
        tt_reason(why, sizeof why, "piece %d (T%d)", 3, 8);
        assert_string_equal(why, "piece 3 (T8)");
        tt_reason_copy(why, sizeof why, "a reason longer than the buffer");
        assert_string_equal(why, "a reason longer");
        tt_reason_copy(why, sizeof why, "");
        assert_string_equal(why, "");
        tt_reason(NULL, 0, "nothing %s", "written");
        tt_reason_copy(NULL, 0, "nothing");
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(builds_text_from_pieces),
            cmocka_unit_test(cuts_to_fit_and_counts_what_was_asked),
            cmocka_unit_test(writes_and_copies_reasons),
        };
        return cmocka_run_group_tests_name("tt_text", tests, NULL, NULL);
}
