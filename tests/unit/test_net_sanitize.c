/* test_net_sanitize.c: text from other users made safe for a terminal
 * (src/net/sanitize.c): escapes, C1 controls raw and in UTF-8, bidi
 * controls, invalid UTF-8, truncation on a character boundary. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net/sanitize.h"

#include <string.h>

static void check(const char *in, const char *want)
{
        char out[256];
        size_t n = net_sanitize(out, sizeof out, in);
        assert_string_equal(out, want);
        assert_int_equal(n, strlen(want));
        assert_true(net_text_clean(out));
        assert_int_equal(net_text_clean(in), strcmp(in, want) == 0);
}

static void keeps_plain_text(void **state)
{
        (void)state;
        check("alice", "alice");
        check("Ünïcödé – 日本語 😀", "Ünïcödé – 日本語 😀");
        check("", "");
}

static void removes_escapes_and_controls(void **state)
{
        (void)state;
        check("a\x1b[2Jb", "a[2Jb");
        check("\x1b]0;title\x07x", "]0;titlex");
        check("tab\there", "tab here");
        check("line\nfeed\rcr", "linefeedcr");
        check("del\x7f!", "del!");
}

static void removes_csi_raw_and_utf8(void **state)
{
        (void)state;
        check("a\x9b"
              "31mb",
              "a?31mb"); /* raw 0x9b is not UTF-8 */
        check("a\xc2\x9b"
              "31mb",
              "a31mb");                                  /* U+009B */
        check("\xc2\x80\xc2\x9f|\xc2\xa0", "|\xc2\xa0"); /* C1 ends at U+009F */
}

static void removes_bidi_controls(void **state)
{
        (void)state;
        check("abc\xe2\x80\xae"
              "fed",
              "abcfed"); /* U+202E right-to-left override */
        check("\xe2\x80\xaa\xe2\x80\xab\xe2\x80\xac\xe2\x80\xad", "");
        check("\xe2\x81\xa6x\xe2\x81\xa7y\xe2\x81\xa8z\xe2\x81\xa9", "xyz");
        check("\xe2\x80\x8e\xe2\x80\x8f\xd8\x9c!", "!");
        check("\xe2\x80\xaf", "\xe2\x80\xaf"); /* U+202F is a plain space */
}

static void replaces_invalid_utf8(void **state)
{
        (void)state;
        check("\xff\xfe", "??");
        check("a\xc3", "a?");              /* cut short at the end */
        check("\xc3(x", "?(x");            /* bad continuation */
        check("\xc0\xaf", "??");           /* overlong '/' */
        check("\xe0\x80\xaf", "???");      /* overlong, three bytes */
        check("\xed\xa0\x80", "???");      /* a surrogate */
        check("\xf4\x90\x80\x80", "????"); /* past U+10FFFF */
        check("\xf0\x9f\x98", "???");      /* a cut four-byte character */
}

static void truncates_on_a_boundary(void **state)
{
        (void)state;
        char out[8];
        /* "ab" + 3 two-byte characters = 8 bytes: the last does not fit */
        size_t n = net_sanitize(out, sizeof out, "ab\xc3\xa9\xc3\xa9\xc3\xa9");
        assert_int_equal(n, 6);
        assert_string_equal(out, "ab\xc3\xa9\xc3\xa9");
        n = net_sanitize(out, 4, "\xf0\x9f\x98\x80");
        assert_int_equal(n, 0);
        assert_string_equal(out, "");
        n = net_sanitize(out, 1, "abc");
        assert_int_equal(n, 0);
        assert_string_equal(out, "");
        assert_int_equal(net_sanitize(out, 0, "abc"), 0);
        assert_int_equal(net_sanitize(out, sizeof out, NULL), 0);
        assert_false(net_text_clean(NULL));
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(keeps_plain_text),
            cmocka_unit_test(removes_escapes_and_controls),
            cmocka_unit_test(removes_csi_raw_and_utf8),
            cmocka_unit_test(removes_bidi_controls),
            cmocka_unit_test(replaces_invalid_utf8),
            cmocka_unit_test(truncates_on_a_boundary),
        };
        return cmocka_run_group_tests_name("net_sanitize", tests, NULL, NULL);
}
