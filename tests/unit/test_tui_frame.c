/* test_tui_frame.c: tui_frame_diff (tui/kit/frame.h), the bytes that turn
 * one screen into the next (issue 27). A small model of an ANSI terminal
 * (term_model.h: cursor motions, SGR, EL, ED, UTF-8 text with wide
 * characters and combining marks, xterm's pending wrap) plays the bytes;
 * the screen it ends with must look like the new frame, for random frames
 * and for the changes the play screens make, and the bytes must stay few:
 * an unchanged frame writes nothing, a cursor step writes its two squares
 * without the grid line between them. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "term_model.h"
#include "tui/kit/frame.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ROWS = 7, COLS = 23 };

#define term term_model

static void term_init(struct term *t, int rows, int cols)
{
        assert_int_equal(term_model_init(t, rows, cols), 0);
}

static void term_play(struct term *t, const char *data, size_t len)
{
        if (term_model_play(t, data, len) != 0)
                fail_msg("the model could not play %s", t->error);
}

static void assert_looks_like(const struct term *t, const struct tui_frame *f)
{
        char why[200];

        if (!term_model_same_look(&t->screen, f, why, sizeof why))
                fail_msg("shown and framed differ at %s", why);
        assert_int_equal(t->scrolled, 0);
}

/* The bytes hold s. */
static bool holds(const struct tui_bytes *b, const char *s)
{
        size_t n = strlen(s);

        for (size_t i = 0; i + n <= b->len; i++)
                if (memcmp(b->data + i, s, n) == 0)
                        return true;
        return false;
}

/* --- frames ------------------------------------------------------------ */

static void set(struct tui_frame *f, int row, int col, wchar_t ch, uint8_t attrs, int fg,
                int bg)
{
        struct tui_cell *c = tui_frame_at(f, row, col);
        tui_cell_blank(c);
        c->ch[0] = ch;
        c->attrs = attrs;
        c->fg = (int16_t)fg;
        c->bg = (int16_t)bg;
}

static void text(struct tui_frame *f, int row, int col, const wchar_t *s, uint8_t attrs,
                 int fg, int bg)
{
        for (; *s && col < f->cols; s++, col++)
                set(f, row, col, *s, attrs, fg, bg);
}

static void copy(struct tui_frame *to, const struct tui_frame *from)
{
        assert_int_equal(tui_frame_resize(to, from->rows, from->cols), 0);
        memcpy(to->cells, from->cells,
               (size_t)from->rows * (size_t)from->cols * sizeof *to->cells);
}

static const int colours[] = {-1, 1, 7, 9, 15, 16, 227, 245};

static void random_cell(struct tui_frame *f, int row, int col)
{
        static const wchar_t chars[] = L"  aX\u00b7\u2502\u2500e";
        struct tui_cell *c = tui_frame_at(f, row, col);
        int r = rand() % 12;

        if (c->ch[0] == 0 ||
            (col + 1 < f->cols && tui_frame_at(f, row, col + 1)->ch[0] == 0))
                return; /* half of a wide character: left alone */
        set(f, row, col, chars[rand() % (int)(sizeof chars / sizeof chars[0] - 1)],
            (uint8_t)(rand() % 128), colours[rand() % 8], colours[rand() % 8]);
        if (r == 0) {
                c->ch[1] = L'\u0301'; /* a combining acute accent */
        } else if (r == 1 && col + 1 < f->cols) {
                struct tui_cell *half = tui_frame_at(f, row, col + 1);
                if (half->ch[0] != 0 &&
                    !(col + 2 < f->cols && tui_frame_at(f, row, col + 2)->ch[0] == 0)) {
                        c->ch[0] = L'\u6f22'; /* a wide character */
                        *half = *c;
                        memset(half->ch, 0, sizeof half->ch);
                }
        } else if (r < 5) {
                c->ch[0] = L' ';
                c->attrs = (uint8_t)(rand() % 2 ? TUI_CELL_BOLD : 0);
                c->bg = rand() % 2 ? -1 : c->bg;
        }
}

/* Plays old onto a model from nothing, then the difference to new. */
static size_t play_difference(struct term *t, const struct tui_frame *old,
                              const struct tui_frame *new, struct tui_bytes *b)
{
        term_init(t, old->rows, old->cols);
        tui_frame_diff(NULL, old, true, b);
        assert_false(b->failed);
        term_play(t, b->data, b->len);
        assert_looks_like(t, old);
        /* attributes normal, the cursor where old shows it (anywhere when
         * hidden), as the writer assumes */
        if (old->cursor_row < 0) {
                t->row = rand() % old->rows;
                t->col = rand() % old->cols;
                t->wrap_pending = false;
        }
        tui_cell_blank(&t->pen);
        b->len = 0;
        tui_frame_diff(old, new, false, b);
        assert_false(b->failed);
        term_play(t, b->data, b->len);
        assert_looks_like(t, new);
        if (new->cursor_row >= 0) {
                assert_int_equal(t->row, new->cursor_row);
                assert_int_equal(t->col, new->cursor_col);
                assert_false(t->wrap_pending);
        }
        return b->len;
}

static void random_frames_are_drawn_exactly(void **state)
{
        struct tui_frame old = {0}, new = {0};
        struct tui_bytes b = {0};
        struct term t;

        (void)state;
        srand(27);
        for (int round = 0; round < 400; round++) {
                int changes = rand() % 3 == 0 ? ROWS * COLS : rand() % 12;
                assert_int_equal(tui_frame_resize(&old, ROWS, COLS), 0);
                for (int i = 0; i < ROWS * COLS / 2; i++)
                        random_cell(&old, rand() % ROWS, rand() % COLS);
                copy(&new, &old);
                for (int i = 0; i < changes; i++)
                        random_cell(&new, rand() % ROWS, rand() % COLS);
                if (round % 3 == 0) { /* a cursor that shows */
                        old.cursor_row = rand() % ROWS;
                        old.cursor_col = rand() % COLS;
                        new.cursor_row = rand() % 2 ? old.cursor_row : rand() % ROWS;
                        new.cursor_col = rand() % COLS;
                }
                if (round % 5 == 0) { /* a line's end emptied */
                        int x = rand() % COLS;
                        if (x > 0 && tui_frame_at(&new, round % ROWS, x)->ch[0] == 0)
                                x--; /* a wide character goes whole */
                        for (; x < COLS; x++)
                                tui_cell_blank(tui_frame_at(&new, round % ROWS, x));
                }
                b.len = 0;
                play_difference(&t, &old, &new, &b);
                term_model_free(&t);
        }
        tui_frame_free(&old);
        tui_frame_free(&new);
        tui_bytes_free(&b);
}

static void an_unchanged_frame_writes_nothing(void **state)
{
        struct tui_frame f = {0}, g = {0};
        struct tui_bytes b = {0};

        (void)state;
        assert_int_equal(tui_frame_resize(&f, ROWS, COLS), 0);
        text(&f, 2, 3, L"Ana (X) to move", TUI_CELL_BOLD, 214, -1);
        copy(&g, &f);
        /* spaces differing only where nothing shows: their foreground and bold */
        set(&f, 4, 1, L' ', TUI_CELL_BOLD, 16, 227);
        set(&g, 4, 1, L' ', 0, 245, 227);
        tui_frame_diff(&f, &g, false, &b);
        assert_int_equal(b.len, 0);
        tui_frame_free(&f);
        tui_frame_free(&g);
        tui_bytes_free(&b);
}

/* Two squares of a Quixo board, 5 columns by 2 lines, and the grid line
 * between them: the cursor (bold black on white) goes from the left one to
 * the right one, which a takeable cube's yellow leaves. */
static void square(struct tui_frame *f, int col, int fg, int bg, uint8_t attrs)
{
        text(f, 1, col, L"     ", attrs, fg, bg);
        text(f, 2, col, L"  \u00b7  ", attrs, fg, bg);
}

static void a_cursor_step_writes_two_squares(void **state)
{
        struct tui_frame old = {0}, new = {0};
        struct tui_bytes b = {0};
        struct term t;
        size_t n;

        (void)state;
        assert_int_equal(tui_frame_resize(&old, 4, 20), 0);
        for (int y = 0; y < 4; y++)
                set(&old, y, 6, L'\u2502', 0, 245, -1);
        copy(&new, &old);
        square(&old, 1, 16, 15, TUI_CELL_BOLD);
        square(&old, 7, 16, 227, TUI_CELL_BOLD);
        square(&new, 1, 16, 227, TUI_CELL_BOLD);
        square(&new, 7, 16, 15, TUI_CELL_BOLD);
        n = play_difference(&t, &old, &new, &b);
        /* curses sent 195 bytes: the grid line again, and bold off and on
         * around it with both colours each time */
        assert_true(n <= 100);
        assert_false(holds(&b, "\u2502"));
        term_model_free(&t);
        tui_frame_free(&old);
        tui_frame_free(&new);
        tui_bytes_free(&b);
}

static void blanks_to_the_end_are_erased(void **state)
{
        struct tui_frame old = {0}, new = {0};
        struct tui_bytes b = {0};
        struct term t;

        (void)state;
        assert_int_equal(tui_frame_resize(&old, 3, 60), 0);
        text(&old, 1, 0, L"Preview of a1-a5: Enter plays it, Esc takes another cube", 0,
             75, -1);
        copy(&new, &old);
        for (int x = 6; x < 60; x++)
                tui_cell_blank(tui_frame_at(&new, 1, x));
        text(&new, 1, 0, L"X wins", TUI_CELL_BOLD, 214, -1);
        play_difference(&t, &old, &new, &b);
        assert_true(holds(&b, "\033[K"));
        assert_true(b.len < 40);
        term_model_free(&t);
        tui_frame_free(&old);
        tui_frame_free(&new);
        tui_bytes_free(&b);
}

static void a_cleared_screen_is_drawn_whole(void **state)
{
        struct tui_frame f = {0};
        struct tui_bytes b = {0};
        struct term t;

        (void)state;
        assert_int_equal(tui_frame_resize(&f, ROWS, COLS), 0);
        text(&f, 0, 0, L"Quixo", TUI_CELL_BOLD, 75, -1);
        text(&f, ROWS - 1, COLS - 4, L"end.", TUI_CELL_REVERSE, -1, -1);
        term_init(&t, ROWS, COLS);
        /* a screen with anything on it: the clear erases it */
        for (int x = 0; x < COLS; x++)
                set(&t.screen, 3, x, L'#', 0, 1, 2);
        f.cursor_row = 2;
        f.cursor_col = 5;
        tui_frame_diff(&f, &f, true, &b);
        assert_memory_equal(b.data, "\033(B\033[m\033[H\033[2J", 13);
        term_play(&t, b.data, b.len);
        assert_looks_like(&t, &f);
        /* parked where asked, after the last column's pending wrap */
        assert_int_equal(t.row, 2);
        assert_int_equal(t.col, 5);
        assert_false(t.wrap_pending);
        term_model_free(&t);
        tui_frame_free(&f);
        tui_bytes_free(&b);
}

static void a_cursor_that_stays_writes_nothing(void **state)
{
        struct tui_frame f = {0}, g = {0};
        struct tui_bytes b = {0};
        struct term t;

        (void)state;
        assert_int_equal(tui_frame_resize(&f, ROWS, COLS), 0);
        text(&f, 2, 3, L"Name: Ana", 0, -1, -1);
        f.cursor_row = 2;
        f.cursor_col = 12;
        copy(&g, &f);
        g.cursor_row = 2;
        g.cursor_col = 12;
        tui_frame_diff(&f, &g, false, &b);
        assert_int_equal(b.len, 0);
        /* only the cursor moves: a step back, nothing else */
        g.cursor_col = 11;
        b.len = 0;
        tui_frame_diff(&f, &g, false, &b);
        assert_int_equal(b.len, 3);
        b.len = 0;
        play_difference(&t, &f, &g, &b);
        term_model_free(&t);
        tui_frame_free(&f);
        tui_frame_free(&g);
        tui_bytes_free(&b);
}

static void attributes_are_left_normal(void **state)
{
        struct tui_frame old = {0}, new = {0};
        struct tui_bytes b = {0};
        struct term t;

        (void)state;
        assert_int_equal(tui_frame_resize(&old, ROWS, COLS), 0);
        copy(&new, &old);
        text(&new, 3, 2, L"\u25b6 Circle (O)", TUI_CELL_BOLD | TUI_CELL_UNDERLINE, 16,
             214);
        play_difference(&t, &old, &new, &b);
        assert_true(t.pen.attrs == 0 && t.pen.fg == -1 && t.pen.bg == -1);
        term_model_free(&t);
        tui_frame_free(&old);
        tui_frame_free(&new);
        tui_bytes_free(&b);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(random_frames_are_drawn_exactly),
            cmocka_unit_test(an_unchanged_frame_writes_nothing),
            cmocka_unit_test(a_cursor_step_writes_two_squares),
            cmocka_unit_test(blanks_to_the_end_are_erased),
            cmocka_unit_test(a_cleared_screen_is_drawn_whole),
            cmocka_unit_test(a_cursor_that_stays_writes_nothing),
            cmocka_unit_test(attributes_are_left_normal),
        };
        if (!setlocale(LC_ALL, "C.UTF-8"))
                return 1;
        return cmocka_run_group_tests(tests, NULL, NULL);
}
