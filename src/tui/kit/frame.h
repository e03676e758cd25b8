/* frame.h: a screen's worth of cells as the terminal shows them, and the
 * bytes that turn one frame into the next on a terminal that speaks ANSI
 * (ECMA-48, as xterm, tmux, screen and the Linux console do): only the
 * cells that changed, one SGR sequence for each change of attributes, the
 * cheapest cursor motion, an unchanged cell rewritten only where that is
 * cheaper than going round it (issue 27). No curses here: tui/kit/output.c
 * fills the frames from curses and writes the bytes. */
#ifndef TUI_KIT_FRAME_H
#define TUI_KIT_FRAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

/* A character and its combining marks. */
enum { TUI_CELL_CHARS = 5 };

enum tui_cell_attr {
        TUI_CELL_BOLD = 1 << 0,
        TUI_CELL_DIM = 1 << 1,
        TUI_CELL_ITALIC = 1 << 2,
        TUI_CELL_UNDERLINE = 1 << 3,
        TUI_CELL_BLINK = 1 << 4,
        TUI_CELL_REVERSE = 1 << 5,
        TUI_CELL_INVIS = 1 << 6,
};

/* One cell. ch[0] == 0 marks the right half of a wide character (the cell
 * before it holds the character). Colours are the terminal's numbers
 * (0-255), -1 its default. */
struct tui_cell {
        wchar_t ch[TUI_CELL_CHARS]; /* ends at the first 0, or full */
        uint8_t attrs;              /* enum tui_cell_attr */
        int16_t fg, bg;
};

struct tui_frame {
        int rows, cols;
        struct tui_cell *cells; /* rows * cols, row by row */
        /* Where the cursor shows; -1: hidden, left where the last change
         * was drawn. */
        int cursor_row, cursor_col;
};

/* A growing buffer of bytes for the terminal. */
struct tui_bytes {
        char *data;
        size_t len, cap;
        bool failed; /* out of memory: the bytes are incomplete */
};

/* A plain blank: a space, no attributes, default colours. */
void tui_cell_blank(struct tui_cell *c);
bool tui_cell_equal(const struct tui_cell *a, const struct tui_cell *b);

/* The frame made rows x cols of plain blanks, the cursor hidden; 0, or -1
 * (out of memory, the frame then empty). */
int tui_frame_resize(struct tui_frame *f, int rows, int cols);
void tui_frame_free(struct tui_frame *f);
struct tui_cell *tui_frame_at(const struct tui_frame *f, int row, int col);

/* Appends to out the bytes that make a terminal showing old show new (the
 * same size). The terminal's attributes are taken as normal, and left
 * normal; its cursor is where old's shows, or unknown when old's is
 * hidden, and ends where new's shows (a hidden one where the last change
 * left it). With clear, the screen is cleared first and old is not read
 * (it may be NULL). A frame that looks like old adds nothing. */
void tui_frame_diff(const struct tui_frame *old, const struct tui_frame *new, bool clear,
                    struct tui_bytes *out);

void tui_bytes_free(struct tui_bytes *b);

#endif
