/* test_picture_svg.c: the SVG writer (src/picture/svg.c): escaping of text
 * and attribute values, control characters and invalid UTF-8, the
 * structure (nesting, empty elements, closing what is open), misuse that
 * must fail rather than give a broken document, and numbers without the
 * locale. And the pictures of positions (src/picture/picture.c): ids and
 * classes of the squares, the last move, a ply out of range. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "picture/picture.h"
#include "picture/svg.h"
#include "session_test.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

/* The document of one <text> element holding `text`, without the XML
 * declaration and the root. */
static char *text_element(const char *text)
{
        struct svg w;
        char *out;
        size_t len;
        svg_init(&w);
        svg_document(&w, 10, 10);
        svg_open(&w, "text");
        svg_text(&w, text);
        svg_close(&w);
        assert_int_equal(svg_finish(&w, &out, &len), 0);
        assert_int_equal(len, strlen(out));
        return out;
}

static void contains(const char *haystack, const char *needle)
{
        if (!strstr(haystack, needle))
                fail_msg("'%s' not found in:\n%s", needle, haystack);
}

static void escapes_text(void **state)
{
        (void)state;
        char *out = text_element("X & O <b> \"quoted\" 'single'");
        contains(out, "<text>X &amp; O &lt;b&gt; \"quoted\" 'single'</text>");
        free(out);
}

static void escapes_attribute_values(void **state)
{
        (void)state;
        struct svg w;
        char *out;
        size_t len;
        svg_init(&w);
        svg_document(&w, 10, 10);
        svg_open(&w, "g");
        svg_attr(&w, "data-name", "a\"b'c<d>&e\tf\ng");
        svg_close(&w);
        assert_int_equal(svg_finish(&w, &out, &len), 0);
        contains(out, "data-name=\"a&quot;b&apos;c&lt;d&gt;&amp;e&#9;f&#10;g\"");
        free(out);
}

static void replaces_controls_and_bad_utf8(void **state)
{
        (void)state;
        char *out = text_element("a\x01"
                                 "b\x1b[2J\x7f"
                                 "c\xff"
                                 "d\xc3"
                                 "e\xed\xa0\x80"
                                 "f\xef\xbf\xbf");
        /* U+FFFD for each: a control, ESC, DEL, a stray byte, a cut
         * sequence; one for each byte of a surrogate and of U+FFFF. */
        contains(out, "<text>a\xEF\xBF\xBD"
                      "b\xEF\xBF\xBD[2J\xEF\xBF\xBD"
                      "c\xEF\xBF\xBD"
                      "d\xEF\xBF\xBD"
                      "e\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"
                      "f\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD</text>");
        free(out);
        out = text_element("Ünïcödé – 日本語 😀");
        contains(out, "<text>Ünïcödé – 日本語 😀</text>");
        free(out);
}

static void writes_the_structure(void **state)
{
        (void)state;
        struct svg w;
        char *out;
        size_t len;
        svg_init(&w);
        svg_document(&w, 320, 200);
        svg_open(&w, "g");
        svg_attr(&w, "id", "board");
        svg_open(&w, "rect");
        svg_attr(&w, "id", "sq-a1");
        svg_close(&w);
        svg_open(&w, "g");
        svg_close(&w);
        svg_close(&w);
        svg_open(&w, "title");
        svg_text(&w, "");
        svg_close(&w);
        /* The root is left open: svg_finish closes it. */
        assert_int_equal(svg_finish(&w, &out, &len), 0);
        assert_string_equal(out,
                            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"320\" "
                            "height=\"200\" viewBox=\"0 0 320 200\">\n"
                            "  <g id=\"board\">\n"
                            "    <rect id=\"sq-a1\"/>\n"
                            "    <g/>\n"
                            "  </g>\n"
                            "  <title></title>\n"
                            "</svg>\n");
        assert_null(w.buf);
        free(out);
}

static void expect_failure(struct svg *w)
{
        char *out = (char *)"untouched";
        size_t len = 7;
        assert_int_equal(svg_finish(w, &out, &len), -1);
        assert_string_equal(out, "untouched");
        assert_int_equal(len, 7);
        assert_null(w->buf);
}

static void refuses_misuse(void **state)
{
        (void)state;
        struct svg w;

        svg_init(&w); /* an attribute after content */
        svg_document(&w, 1, 1);
        svg_open(&w, "text");
        svg_text(&w, "x");
        svg_attr(&w, "id", "late");
        expect_failure(&w);

        svg_init(&w); /* names that are not XML names */
        svg_document(&w, 1, 1);
        svg_open(&w, "g x=\"1\"");
        expect_failure(&w);
        svg_init(&w);
        svg_document(&w, 1, 1);
        svg_open(&w, "g");
        svg_attr(&w, "1id", "a");
        expect_failure(&w);

        svg_init(&w); /* closing more than was opened */
        svg_document(&w, 1, 1);
        svg_close(&w);
        svg_close(&w);
        expect_failure(&w);

        svg_init(&w); /* nothing written */
        expect_failure(&w);

        svg_init(&w); /* text outside the root */
        svg_text(&w, "x");
        expect_failure(&w);

        svg_init(&w); /* too deep */
        svg_document(&w, 1, 1);
        for (int i = 0; i < SVG_DEPTH_MAX; i++)
                svg_open(&w, "g");
        expect_failure(&w);
}

static void writes_numbers_without_the_locale(void **state)
{
        (void)state;
        char buf[32];
        /* A locale with a decimal comma, where the system has one. */
        setlocale(LC_NUMERIC, "de_DE.UTF-8");
        svg_format_num(12.5, buf, sizeof buf);
        assert_string_equal(buf, "12.5");
        svg_format_num(-0.25, buf, sizeof buf);
        assert_string_equal(buf, "-0.25");
        svg_format_num(-0.001, buf, sizeof buf);
        assert_string_equal(buf, "0");
        svg_format_num(64, buf, sizeof buf);
        assert_string_equal(buf, "64");
        svg_format_num(1.0 / 3.0, buf, sizeof buf);
        assert_string_equal(buf, "0.33");
        setlocale(LC_NUMERIC, "C");
}

static void long_attribute_values(void **state)
{
        (void)state;
        struct svg w;
        char *out, big[1000];
        size_t len;
        memset(big, 'a', sizeof big - 1);
        big[sizeof big - 1] = '\0';
        svg_init(&w);
        svg_document(&w, 1, 1);
        svg_open(&w, "g");
        svg_attrf(&w, "data-x", "%s!", big);
        svg_close(&w);
        assert_int_equal(svg_finish(&w, &out, &len), 0);
        contains(out, "aaaa!\"");
        free(out);
}

/* Pictures of positions. */

static char *picture_of(struct session *s, size_t ply)
{
        char *svg = NULL, why[TT_REASON_MAX] = "";
        size_t len;
        if (picture_session_svg(s, ply, &svg, &len, why, sizeof why) != 0)
                fail_msg("picture: %s", why);
        return svg;
}

static void quixo_squares_have_ids_and_marks(void **state)
{
        (void)state;
        struct session *s = sst_new(&tt_quixo_ops, "", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        play_ok(s, "c1-c5", 0);
        play_ok(s, "e2-a2", 0);
        char *svg = picture_of(s, 2);
        contains(svg, "<g id=\"sq-c5\" class=\"square mark-x\">");
        contains(svg, "<g id=\"sq-a2\" class=\"square mark-o\">");
        contains(svg, "<g id=\"sq-c1\" class=\"square mark-blank\">");
        contains(svg, "id=\"last-move\" class=\"arrow\" data-action=\"e2-a2\" "
                      "data-from=\"e2\" data-to=\"a2\"");
        free(svg);
        /* The start: no marks, no arrow; the session is not changed. */
        svg = picture_of(s, 0);
        assert_null(strstr(svg, "mark-x"));
        assert_null(strstr(svg, "last-move"));
        free(svg);
        assert_int_equal(session_ply_count(s), 2);
        session_free(s);
}

static void quixo_dots_of_four_players(void **state)
{
        (void)state;
        struct session *s =
            sst_new(&tt_quixo_ops, "players=4", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        play_ok(s, "c1-c5/N", 0); /* Q14: the dot towards North */
        char *svg = picture_of(s, 1);
        contains(svg, "<g id=\"sq-c5\" class=\"square mark-x\">");
        contains(svg, "class=\"dot dot-n\"");
        contains(svg, "id=\"seat-w\"");
        free(svg);
        session_free(s);
}

static void thaayam_pieces_and_path(void **state)
{
        (void)state;
        struct session *s =
            sst_new(&tt_thaayam_ops, "first=s", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        play_ok(s, "throw 1", 0);
        play_ok(s, "throw 3", 0);
        play_ok(s, "enter1", 0); /* T8: on the palace c1 */
        play_ok(s, "1+3", 0);    /* T7: c1 -> e2 */
        char *svg = picture_of(s, 4);
        contains(svg, "id=\"piece-s1\" class=\"piece seat-s\" data-square=\"e2\"");
        contains(svg, "<g id=\"sq-c1\" class=\"square palace palace-s\">");
        contains(svg, "<g id=\"sq-c3\" class=\"square castle\">");
        contains(svg,
                 "data-action=\"1+3\" data-seat=\"s\" data-from=\"c1\" data-to=\"e2\"");
        contains(svg, "class=\"path path-s\"");
        free(svg);
        svg = picture_of(s, 3);
        contains(svg, "id=\"piece-s1\" class=\"piece seat-s\" data-square=\"c1\"");
        contains(svg, "data-action=\"enter1\"");
        free(svg);
        session_free(s);
}

static void cuts_long_names(void **state)
{
        (void)state;
        struct session *s = sst_new(&tt_quixo_ops, "", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        /* 25 characters, some of two bytes: cut after the 20th. */
        assert_int_equal(
            session_set_seat(s, 'o', SESSION_HUMAN, 1, "ÁÉÍÓÚáéíóú0123456789vwxyz"), 0);
        char *svg = picture_of(s, 0);
        contains(svg, "O: ÁÉÍÓÚáéíóú0123456789\xE2\x80\xA6<");
        assert_null(strstr(svg, "789v"));
        free(svg);
        session_free(s);
}

static void refuses_a_ply_out_of_range(void **state)
{
        (void)state;
        struct session *s = sst_new(&tt_quixo_ops, "", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        play_ok(s, "c1-c5", 0);
        char *svg = (char *)"untouched", why[TT_REASON_MAX] = "";
        size_t len = 0;
        assert_int_equal(picture_session_svg(s, 2, &svg, &len, why, sizeof why), -1);
        assert_string_equal(svg, "untouched");
        contains(why, "There is no ply 2: the game has 1 action (ply 0 to 1).");
        session_free(s);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(escapes_text),
            cmocka_unit_test(escapes_attribute_values),
            cmocka_unit_test(replaces_controls_and_bad_utf8),
            cmocka_unit_test(writes_the_structure),
            cmocka_unit_test(refuses_misuse),
            cmocka_unit_test(writes_numbers_without_the_locale),
            cmocka_unit_test(long_attribute_values),
            cmocka_unit_test(quixo_squares_have_ids_and_marks),
            cmocka_unit_test(quixo_dots_of_four_players),
            cmocka_unit_test(thaayam_pieces_and_path),
            cmocka_unit_test(cuts_long_names),
            cmocka_unit_test(refuses_a_ply_out_of_range),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
