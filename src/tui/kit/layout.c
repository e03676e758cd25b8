/* layout.c: the one layout computation of the front end (see layout.h). */
#include "tui/kit/layout.h"
#include "tui/kit/event.h"

#include <string.h>

static int grid_extent(int cells, int cell)
{
        return cells * (cell + 1) + 1;
}

static void compute(struct tui_layout *l, const struct tui_layout_req *req, int rows,
                    int cols);

void tui_layout_compute(struct tui_layout *l, const struct tui_layout_req *req, int rows,
                        int cols)
{
        compute(l, req, rows, cols);
        if (l->too_small && rows >= TUI_COMPACT_ROWS && cols >= TUI_COMPACT_COLS &&
            req->min_rows == 0 && req->min_cols == 0) {
                /* The compact layout: less room round the grid, a narrower
                 * panel (the game draws it abbreviated). */
                struct tui_layout_req c = *req;
                if (c.frame_cols > 2)
                        c.frame_cols = 2;
                if (c.panel_min_w > 20)
                        c.panel_min_w = 20;
                c.min_rows = TUI_COMPACT_ROWS;
                c.min_cols = TUI_COMPACT_COLS;
                compute(l, &c, rows, cols);
                l->compact = !l->too_small;
                if (l->compact && l->panel.w > c.panel_min_w) {
                        /* the frame is only 2 columns: one more keeps the
                         * board's right labels apart from the panel's words */
                        l->panel.x++;
                        l->panel.w--;
                }
        }
}

static void compute(struct tui_layout *l, const struct tui_layout_req *req, int rows,
                    int cols)
{
        int min_rows = req->min_rows > 0 ? req->min_rows : TUI_MIN_ROWS;
        int min_cols = req->min_cols > 0 ? req->min_cols : TUI_MIN_COLS;
        int panel_max = req->panel_max_w > 0 ? req->panel_max_w : 40;
        int gr = req->grid_rows > 0 ? req->grid_rows : 1;
        int gc = req->grid_cols > 0 ? req->grid_cols : 1;
        int area_h, area_w, panel_w, h, gh, gw;

        memset(l, 0, sizeof *l);
        l->rows = rows;
        l->cols = cols;
        l->grid_rows = gr;
        l->grid_cols = gc;
        if (rows < min_rows || cols < min_cols) {
                l->too_small = true;
                return;
        }
        l->title = (struct tui_rect){0, 0, 1, cols};
        l->status = (struct tui_rect){rows - 2, 0, 1, cols};
        l->help = (struct tui_rect){rows - 1, 0, 1, cols};
        area_h = rows - 3;

        /* The panel gets a third of the width, within its bounds. */
        panel_w = cols / 3;
        if (panel_w < req->panel_min_w)
                panel_w = req->panel_min_w;
        if (panel_w > panel_max)
                panel_w = panel_max;
        area_w = cols - panel_w - 1;

        /* The largest cell that fits. */
        for (h = 1;; h++) {
                int nh = h + 1, nw = 2 * nh + 1;
                if (grid_extent(gr, nh) + 2 * req->frame_rows > area_h ||
                    grid_extent(gc, nw) + 2 * req->frame_cols > area_w)
                        break;
        }
        l->cell_h = h;
        l->cell_w = 2 * h + 1;
        gh = grid_extent(gr, l->cell_h);
        gw = grid_extent(gc, l->cell_w);
        if (gh + 2 * req->frame_rows > area_h || gw + 2 * req->frame_cols > area_w) {
                l->too_small = true;
                return;
        }
        /* A panel at its widest (a large window, a projector) may take the
         * width the board leaves beside it, up to panel_grow_w: the board
         * keeps its size and moves left. */
        if (req->panel_grow_w > panel_max && panel_w == panel_max) {
                int grow = req->panel_grow_w - panel_w;
                int spare = area_w - (gw + 2 * req->frame_cols);
                if (grow > spare)
                        grow = spare;
                area_w -= grow;
                panel_max = req->panel_grow_w;
        }
        /* The board area is centred in what is left of the panel; the panel
         * takes the rest of the width. */
        l->board.h = gh + 2 * req->frame_rows;
        l->board.w = gw + 2 * req->frame_cols;
        l->board.y = 1 + (area_h - l->board.h) / 2;
        l->board.x = (area_w - l->board.w) / 2;
        l->grid = (struct tui_rect){l->board.y + req->frame_rows,
                                    l->board.x + req->frame_cols, gh, gw};
        l->panel.x = l->board.x + l->board.w + 1;
        l->panel.w = cols - l->panel.x - 1;
        if (l->panel.w > panel_max + 8)
                l->panel.w = panel_max + 8;
        l->panel.y = 1;
        l->panel.h = area_h;
}

struct tui_rect tui_layout_cell(const struct tui_layout *l, int row, int col)
{
        struct tui_rect r;
        r.y = l->grid.y + 1 + row * (l->cell_h + 1);
        r.x = l->grid.x + 1 + col * (l->cell_w + 1);
        r.h = l->cell_h;
        r.w = l->cell_w;
        return r;
}

bool tui_layout_hit(const struct tui_layout *l, int y, int x, int *row, int *col)
{
        int dy = y - l->grid.y - 1, dx = x - l->grid.x - 1;
        if (l->too_small || dy < 0 || dx < 0)
                return false;
        if (dy / (l->cell_h + 1) >= l->grid_rows || dx / (l->cell_w + 1) >= l->grid_cols)
                return false;
        *row = dy / (l->cell_h + 1);
        *col = dx / (l->cell_w + 1);
        return true;
}

bool tui_rect_contains(const struct tui_rect *r, int y, int x)
{
        return y >= r->y && y < r->y + r->h && x >= r->x && x < r->x + r->w;
}

int tui_layout_step(int sq, int action, int rows, int cols)
{
        int r = rows - 1 - sq / cols, c = sq % cols;
        switch (action) {
        case TUI_A_UP:
                r = (r + rows - 1) % rows;
                break;
        case TUI_A_DOWN:
                r = (r + 1) % rows;
                break;
        case TUI_A_LEFT:
                c = (c + cols - 1) % cols;
                break;
        case TUI_A_RIGHT:
                c = (c + 1) % cols;
                break;
        default:
                return sq;
        }
        return (rows - 1 - r) * cols + c;
}
