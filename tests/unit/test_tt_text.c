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

/* A reason keeps its format (the msgid) and its arguments apart, so that
 * the front end can translate the words; expanded, it reads as English. */
static void reasons_keep_the_msgid_and_the_arguments(void **state)
{
        (void)state;
        char why[64], out[64];
        tt_reason(why, sizeof why, "%s is not on the border (%c%d)", "c3", 'Q', 3);
        assert_string_equal(why, "%s is not on the border (%c%d)\x1f"
                                 "c3\x1fQ\x1f"
                                 "3");
        assert_true(tt_reason_has_parts(why));
        assert_int_equal(tt_reason_expand(why, NULL, NULL, out, sizeof out), 28);
        assert_string_equal(out, "c3 is not on the border (Q3)");
        tt_reason_plain(why, sizeof why);
        assert_string_equal(why, "c3 is not on the border (Q3)");
        assert_false(tt_reason_has_parts(why));
        /* a fixed reason is plain text, its own msgid */
        tt_reason(why, sizeof why, "not a move");
        assert_string_equal(why, "not a move");
        assert_false(tt_reason_has_parts(why));
        /* an argument cannot bring in a separator */
        tt_reason(why, sizeof why, "name %s",
                  "a\x1f"
                  "b");
        tt_reason_plain(why, sizeof why);
        assert_string_equal(why, "name a?b");
}

static const char *reorder(const char *msgid, const char *plural, unsigned long n,
                           void *ctx)
{
        (void)ctx;
        if (plural)
                return n == 1 ? "bat: %2$c (%1$d)" : "asko: %2$c (%1$d) %%";
        return strcmp(msgid, "%s then %s") == 0 ? "%2$s, gero %1$s" : NULL;
}

/* The front end's format may reorder the arguments (%2$s) and choose the
 * plural form by the count. */
static void reasons_take_translated_formats_and_plurals(void **state)
{
        (void)state;
        char why[96], out[64];
        tt_reason(why, sizeof why, "%s then %s", "a1", "b2");
        tt_reason_expand(why, reorder, NULL, out, sizeof out);
        assert_string_equal(out, "b2, gero a1");
        tt_reason_n(why, sizeof why, 1, "%d piece of %c", "%d pieces of %c", 1, 's');
        tt_reason_expand(why, NULL, NULL, out, sizeof out);
        assert_string_equal(out, "1 piece of s");
        tt_reason_expand(why, reorder, NULL, out, sizeof out);
        assert_string_equal(out, "bat: s (1)");
        tt_reason_n(why, sizeof why, 3, "%d piece of %c", "%d pieces of %c", 3, 'n');
        tt_reason_expand(why, NULL, NULL, out, sizeof out);
        assert_string_equal(out, "3 pieces of n");
        tt_reason_expand(why, reorder, NULL, out, sizeof out);
        assert_string_equal(out, "asko: n (3) %");
        /* a missing argument (a reason cut short) shows as '?' */
        tt_reason(why, 14, "%s and %s", "abc", "def");
        tt_reason_expand(why, NULL, NULL, out, sizeof out);
        assert_string_equal(out, "abc and ?");
}

/* A reason's text may quote what a person typed: a huge positional
 * number ("%555555550003$s") is an unknown argument, never an overflow
 * (found by fuzz_engine_thaayam under UBSan). */
static void huge_positions_in_a_reason_are_unknown_arguments(void **state)
{
        char why[256], out[128];
        (void)state;
        tt_reason(why, sizeof why, "a %s b %555555550003085589368980519140$s c", "x");
        tt_reason_expand(why, NULL, NULL, out, sizeof out);
        assert_string_equal(out, "a x b ? c");
        tt_reason_copy(why, sizeof why, "%%%99999999999999999999d");
        tt_reason_expand(why, NULL, NULL, out, sizeof out);
        assert_string_equal(out, "%?");
}

static void writes_and_copies_reasons(void **state)
{
        (void)state;
        char why[32] = "old";
        tt_reason(why, sizeof why, "piece %d (T%d)", 3, 8);
        tt_reason_plain(why, sizeof why);
        assert_string_equal(why, "piece 3 (T8)");
        tt_reason_copy(why, 16, "a reason longer than the buffer");
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
            cmocka_unit_test(reasons_keep_the_msgid_and_the_arguments),
            cmocka_unit_test(reasons_take_translated_formats_and_plurals),
            cmocka_unit_test(huge_positions_in_a_reason_are_unknown_arguments),
        };
        return cmocka_run_group_tests_name("tt_text", tests, NULL, NULL);
}
