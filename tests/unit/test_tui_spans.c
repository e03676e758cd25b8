/* test_tui_spans.c: tui_blanks_join (tui/kit/draw.h), which gives the blanks
 * of a square the attributes of the glyph before them wherever a blank looks
 * the same in both, so that a square goes to the terminal as one span of
 * attributes: a centre dot and its blanks become one span, while blanks on
 * another background, underlined or reversed keep their own; on a line of
 * text (tui_blanks_join_between) the blanks to the line's end stay plain.
 * Curses draws on xterm-256color into /dev/null. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "tui/kit/draw.h"

#include <stdio.h>
#include <stdlib.h>

enum { GREY = 1, CURSOR, YELLOW };

static SCREEN *screen;
static FILE *out, *in;

static int set_up(void **state)
{
        (void)state;
        out = fopen("/dev/null", "w");
        in = fopen("/dev/null", "r");
        if (!out || !in)
                return -1;
        screen = newterm("xterm-256color", out, in);
        if (!screen)
                return -1;
        set_term(screen);
        if (start_color() == ERR)
                return -1;
        use_default_colors();
        init_pair(GREY, 250, -1);
        init_pair(CURSOR, 16, 231);
        init_pair(YELLOW, 16, 227);
        return 0;
}

static int tear_down(void **state)
{
        (void)state;
        endwin();
        delscreen(screen);
        fclose(out);
        fclose(in);
        return 0;
}

/* The attributes and pair at (y, x). */
static void at(int y, int x, attr_t *attrs, short *pair)
{
        cchar_t cc;
        wchar_t wc[CCHARW_MAX + 1];
        assert_int_not_equal(mvin_wch(y, x, &cc), ERR);
        assert_int_not_equal(getcchar(&cc, wc, attrs, pair, NULL), ERR);
        *attrs &= ~A_COLOR;
}

/* The number of changes of attributes along line y from x over w columns. */
static int changes(int y, int x, int w)
{
        attr_t a0, a;
        short p0, p;
        int n = 0;
        at(y, x, &a0, &p0);
        for (int i = 1; i < w; i++) {
                at(y, x + i, &a, &p);
                if (a != a0 || p != p0)
                        n++;
                a0 = a;
                p0 = p;
        }
        return n;
}

/* A cube 5 wide and 2 high with its mark in the middle of the second line,
 * drawn as the board draws it: the blanks, then the mark over them. */
static void cube(int y, int x, attr_t fill, attr_t mark)
{
        attrset(fill);
        mvhline(y, x, ' ', 5);
        mvhline(y + 1, x, ' ', 5);
        attrset(mark);
        mvaddstr(y + 1, x + 2, "*");
        attrset(A_NORMAL);
}

static void plain_cube_one_span(void **state)
{
        const struct tui_rect r = {0, 0, 2, 5};
        attr_t mark = COLOR_PAIR(GREY);
        (void)state;
        erase();
        cube(0, 0, A_NORMAL, mark);
        assert_int_equal(changes(1, 0, 5), 2); /* blanks, mark, blanks */
        tui_blanks_join(&r, mark);
        assert_int_equal(changes(0, 0, 5), 0);
        assert_int_equal(changes(1, 0, 5), 0);
        {
                attr_t a;
                short p;
                at(0, 0, &a, &p);
                assert_int_equal(p, GREY);
        }
}

static void highlight_bold_mark_one_span(void **state)
{
        /* a highlight filled without bold, its mark bold on it */
        const struct tui_rect r = {0, 0, 2, 5};
        attr_t mark = COLOR_PAIR(YELLOW) | A_BOLD;
        (void)state;
        erase();
        cube(0, 0, COLOR_PAIR(YELLOW), mark);
        assert_int_equal(changes(1, 0, 5), 2);
        tui_blanks_join(&r, mark);
        assert_int_equal(changes(0, 0, 5), 0);
        assert_int_equal(changes(1, 0, 5), 0);
        {
                attr_t a;
                short p;
                at(1, 0, &a, &p);
                assert_true(a & A_BOLD);
                assert_int_equal(p, YELLOW);
        }
}

static void other_backgrounds_kept(void **state)
{
        /* a cube's blanks after the cursor's white ones keep the
         * terminal's background, and the cursor's keep theirs */
        const struct tui_rect r = {0, 0, 2, 10};
        (void)state;
        erase();
        cube(0, 0, COLOR_PAIR(CURSOR) | A_BOLD, COLOR_PAIR(CURSOR) | A_BOLD);
        cube(0, 5, A_NORMAL, COLOR_PAIR(GREY));
        tui_blanks_join(&r, COLOR_PAIR(GREY));
        for (int y = 0; y < 2; y++) {
                attr_t a;
                short p;
                at(y, 4, &a, &p);
                assert_int_equal(p, CURSOR);
                at(y, 5, &a, &p);
                assert_int_equal(p, 0);
        }
}

static void visible_blanks_kept(void **state)
{
        /* underlined or reversed blanks show: they keep their attributes */
        const struct tui_rect r = {0, 0, 1, 6};
        attr_t a;
        short p;
        (void)state;
        erase();
        attrset(COLOR_PAIR(GREY));
        mvaddstr(0, 0, "*");
        attrset(A_UNDERLINE);
        mvaddstr(0, 1, "  ");
        attrset(A_REVERSE);
        mvaddstr(0, 3, "  ");
        attrset(A_NORMAL);
        mvaddstr(0, 5, " ");
        tui_blanks_join(&r, A_NORMAL);
        at(0, 1, &a, &p);
        assert_true(a & A_UNDERLINE);
        assert_int_equal(p, 0);
        at(0, 3, &a, &p);
        assert_true(a & A_REVERSE);
        at(0, 5, &a, &p);
        assert_false(a & A_REVERSE); /* reversed blanks lead no blank */
}

static void key_line_blanks_between_only(void **state)
{
        /* "Enter play  q quit": the blanks between words join the word
         * before them; those after the last word stay plain (curses clears
         * them with one sequence) */
        const struct tui_rect r = {0, 0, 1, 20};
        attr_t a;
        short p;
        (void)state;
        erase();
        attrset(COLOR_PAIR(GREY) | A_BOLD);
        mvaddstr(0, 0, "Enter");
        attrset(A_NORMAL);
        mvaddstr(0, 5, " ");
        attrset(COLOR_PAIR(GREY));
        mvaddstr(0, 6, "play");
        attrset(A_NORMAL);
        mvaddstr(0, 10, "  ");
        attrset(COLOR_PAIR(GREY) | A_BOLD);
        mvaddstr(0, 12, "q");
        attrset(A_NORMAL);
        mvhline(0, 13, ' ', 7);
        tui_blanks_join_between(&r);
        at(0, 5, &a, &p);
        assert_true(a & A_BOLD);
        assert_int_equal(p, GREY);
        at(0, 10, &a, &p);
        assert_false(a & A_BOLD);
        assert_int_equal(p, GREY);
        at(0, 13, &a, &p);
        assert_false(a & A_BOLD);
        assert_int_equal(p, 0);
        at(0, 19, &a, &p);
        assert_int_equal(p, 0);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(plain_cube_one_span),
            cmocka_unit_test(highlight_bold_mark_one_span),
            cmocka_unit_test(other_backgrounds_kept),
            cmocka_unit_test(visible_blanks_kept),
            cmocka_unit_test(key_line_blanks_between_only),
        };
        return cmocka_run_group_tests(tests, set_up, tear_down);
}
