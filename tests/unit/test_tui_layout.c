/* test_tui_layout.c: the one layout function of the front end (tui/layout.h)
 * with the Quixo board's request: 80x23 and 80x24 fit, smaller is "too small", big
 * windows get bigger cells, nothing overlaps or leaves the window, and
 * cells map back to themselves for mouse clicks. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "tui/kit/layout.h"
#include "tui/quixo/internal.h"

static void check_inside(const struct tui_layout *l)
{
        /* Board and panel inside the window, side by side, between the
         * title line and the status and help lines. */
        assert_true(l->board.y >= 1);
        assert_true(l->board.y + l->board.h <= l->status.y);
        assert_true(l->board.x >= 0);
        assert_true(l->board.x + l->board.w < l->panel.x);
        assert_true(l->panel.x + l->panel.w <= l->cols);
        assert_true(l->panel.w >= tui_quixo_layout_req.panel_min_w);
        assert_int_equal(l->status.y, l->rows - 2);
        assert_int_equal(l->help.y, l->rows - 1);
        assert_true(l->grid.y + l->grid.h <= l->board.y + l->board.h);
        assert_true(l->grid.x + l->grid.w <= l->board.x + l->board.w);
}

static void fits_80x24(void **state)
{
        struct tui_layout l;
        (void)state;
        tui_layout_compute(&l, &tui_quixo_layout_req, 24, 80);
        assert_false(l.too_small);
        assert_true(l.cell_h >= 1);
        assert_int_equal(l.cell_w, 2 * l.cell_h + 1);
        check_inside(&l);
        /* 80x23: a 24-line terminal under tmux or screen */
        tui_layout_compute(&l, &tui_quixo_layout_req, 23, 80);
        assert_false(l.too_small);
        assert_int_equal(l.cell_h, 2);
        check_inside(&l);
}

static void smaller_windows_are_compact(void **state)
{
        struct tui_layout l;
        (void)state;
        tui_layout_compute(&l, &tui_quixo_layout_req, 23, 80);
        assert_false(l.compact);
        tui_layout_compute(&l, &tui_quixo_layout_req, 22, 80);
        assert_false(l.too_small);
        assert_true(l.compact);
        tui_layout_compute(&l, &tui_quixo_layout_req, 24, 79);
        assert_true(l.compact);
        tui_layout_compute(&l, &tui_quixo_layout_req, 20, 60);
        assert_false(l.too_small);
        assert_true(l.compact);
        assert_true(l.panel.w >= 20);
        assert_true(l.grid.x + l.grid.w < l.panel.x);
        assert_true(l.grid.y + l.grid.h <= l.status.y);
}

static void smaller_windows_are_too_small(void **state)
{
        struct tui_layout l;
        (void)state;
        tui_layout_compute(&l, &tui_quixo_layout_req, 19, 60);
        assert_true(l.too_small);
        tui_layout_compute(&l, &tui_quixo_layout_req, 20, 59);
        assert_true(l.too_small);
        tui_layout_compute(&l, &tui_quixo_layout_req, 1, 1);
        assert_true(l.too_small);
        tui_layout_compute(&l, &tui_quixo_layout_req, 0, 0);
        assert_true(l.too_small);
}

static void cells_grow_with_the_window(void **state)
{
        struct tui_layout small, big, huge;
        (void)state;
        tui_layout_compute(&small, &tui_quixo_layout_req, 24, 80);
        tui_layout_compute(&big, &tui_quixo_layout_req, 50, 160);
        tui_layout_compute(&huge, &tui_quixo_layout_req, 100, 300);
        assert_true(big.cell_h > small.cell_h);
        assert_true(huge.cell_h > big.cell_h);
        check_inside(&big);
        check_inside(&huge);
}

static void every_size_is_consistent(void **state)
{
        struct tui_layout l;
        (void)state;
        for (int rows = 24; rows <= 80; rows += 3)
                for (int cols = 80; cols <= 260; cols += 7) {
                        tui_layout_compute(&l, &tui_quixo_layout_req, rows, cols);
                        assert_false(l.too_small);
                        check_inside(&l);
                }
}

static void cells_and_clicks_agree(void **state)
{
        struct tui_layout l;
        int row, col;
        (void)state;
        tui_layout_compute(&l, &tui_quixo_layout_req, 40, 120);
        for (int r = 0; r < 5; r++)
                for (int c = 0; c < 5; c++) {
                        struct tui_rect cell = tui_layout_cell(&l, r, c);
                        assert_true(tui_layout_hit(&l, cell.y, cell.x, &row, &col));
                        assert_int_equal(row, r);
                        assert_int_equal(col, c);
                        assert_true(tui_layout_hit(&l, cell.y + cell.h - 1,
                                                   cell.x + cell.w - 1, &row, &col));
                        assert_int_equal(row, r);
                        assert_int_equal(col, c);
                }
        assert_false(tui_layout_hit(&l, 0, 0, &row, &col));
        assert_false(tui_layout_hit(&l, l.panel.y, l.panel.x + 1, &row, &col));
}

static void squares_match_the_screen(void **state)
{
        (void)state;
        /* Q1: a1 bottom-left, e5 top-right, seen from South. */
        assert_int_equal(tui_quixo_square(4, 0), 0);
        assert_int_equal(tui_quixo_square(0, 4), 24);
        for (int sq = 0; sq < 25; sq++)
                assert_int_equal(tui_quixo_square(tui_quixo_row(sq), tui_quixo_col(sq)),
                                 sq);
}

/* On a projector the panel grows into the width the board leaves (up to
 * panel_grow_w), the board keeping its size; below panel_max_w nothing
 * changes. */
static void the_panel_grows_on_a_projector(void **state)
{
        struct tui_layout l, fixed;
        struct tui_layout_req req = tui_quixo_layout_req;
        (void)state;
        req.panel_grow_w = 0;
        tui_layout_compute(&l, &tui_quixo_layout_req, 60, 200);
        tui_layout_compute(&fixed, &req, 60, 200);
        check_inside(&l);
        assert_int_equal(l.cell_h, fixed.cell_h);
        assert_true(l.panel.w > fixed.panel.w);
        assert_true(l.panel.w >= tui_quixo_layout_req.panel_grow_w);
        tui_layout_compute(&l, &tui_quixo_layout_req, 24, 80);
        tui_layout_compute(&fixed, &req, 24, 80);
        assert_int_equal(l.panel.x, fixed.panel.x);
        assert_int_equal(l.panel.w, fixed.panel.w);
        assert_int_equal(l.board.x, fixed.board.x);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(fits_80x24),
            cmocka_unit_test(smaller_windows_are_compact),
            cmocka_unit_test(smaller_windows_are_too_small),
            cmocka_unit_test(cells_grow_with_the_window),
            cmocka_unit_test(every_size_is_consistent),
            cmocka_unit_test(cells_and_clicks_agree),
            cmocka_unit_test(squares_match_the_screen),
            cmocka_unit_test(the_panel_grows_on_a_projector),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
