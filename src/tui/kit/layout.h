/* layout.h: where everything goes on the screen, computed from the window
 * size alone. Every drawing function reads positions from a tui_layout, so
 * resizing, projector scaling and the "please enlarge" screen are one path.
 *
 *   row 0            title line
 *   rows 1..h-3      board area (left)    |  side panel (right)
 *   row h-2          status line
 *   row h-1          help line (keys)
 */
#ifndef TUI_LAYOUT_H
#define TUI_LAYOUT_H

#include <stdbool.h>

struct tui_rect {
        int y, x, h, w;
};

/* The smallest window every screen works in: 80x23 (a 24-line terminal
 * under tmux or screen, whose status line takes one). */
enum { TUI_MIN_ROWS = 23, TUI_MIN_COLS = 80 };
/* The smallest window of the compact layout (small cells, a narrow panel):
 * play screens lay out down to it. */
enum { TUI_COMPACT_ROWS = 20, TUI_COMPACT_COLS = 60 };

/* What a game screen asks for. */
struct tui_layout_req {
        int grid_rows, grid_cols; /* cells of the board */
        int frame_rows;           /* lines kept free above and below the grid */
        int frame_cols;           /* columns kept free left and right of the grid */
        int panel_min_w;          /* narrowest side panel */
        int panel_max_w;          /* widest side panel (0: 40) */
        int min_rows, min_cols;   /* smallest usable window (0: TUI_MIN_*) */
        int panel_grow_w;         /* a panel at panel_max_w may grow into the
                                     width the board leaves, up to this (a
                                     projector; 0: it does not) */
};

struct tui_layout {
        int rows, cols; /* the window */
        bool too_small; /* show the "please enlarge" message instead */
        bool compact;   /* below 80x23: the compact layout */
        struct tui_rect title, board, grid, panel, status, help;
        int cell_h, cell_w; /* inside of one cell, without its lines */
        int grid_rows, grid_cols;
};

/* Cells have a line between them and around them (grid lines); a cell is
 * cell_h lines high and cell_w = 2 * cell_h + 1 columns wide (terminal
 * character cells are about twice as high as wide), as big as fits. */
void tui_layout_compute(struct tui_layout *l, const struct tui_layout_req *req, int rows,
                        int cols);

/* The inside of the cell at (row, col), row 0 at the top. */
struct tui_rect tui_layout_cell(const struct tui_layout *l, int row, int col);

/* The cell under the screen position (y, x); false outside the grid. */
bool tui_layout_hit(const struct tui_layout *l, int y, int x, int *row, int *col);

/* The square one step from sq in the direction of an arrow key, wrapping
 * round the edges, on a board of rows x cols squares numbered from the
 * bottom row up: square = (rows - 1 - row) * cols + col (both games'
 * boards, as seen from South). Other actions leave sq as it is. */
int tui_layout_step(int sq, int action, int rows, int cols);

/* True if (y, x) lies inside r. */
bool tui_rect_contains(const struct tui_rect *r, int y, int x);

#endif
