/* frame.c: frames of cells, and the bytes that turn one frame into the next
 * on an ANSI terminal (see frame.h). */
#include "tui/kit/frame.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What the terminal's pen holds between two writes: where the cursor is
 * and the attributes the next character gets. */
struct pen {
        int row, col; /* -1: not known (after the last column was written) */
        uint8_t attrs;
        int16_t fg, bg;
};

/* Longest sequence one step writes (a move, an SGR, a cell's text). */
enum { SEQ_MAX = 64, TEXT_MAX = TUI_CELL_CHARS * MB_LEN_MAX + 1 };

static void put(struct tui_bytes *b, const char *s, size_t n)
{
        if (b->failed || n == 0)
                return;
        if (b->len + n > b->cap) {
                size_t cap = b->cap ? b->cap : 4096;
                char *grown;
                while (cap < b->len + n)
                        cap *= 2;
                grown = realloc(b->data, cap);
                if (!grown) {
                        b->failed = true;
                        return;
                }
                b->data = grown;
                b->cap = cap;
        }
        memcpy(b->data + b->len, s, n);
        b->len += n;
}

void tui_bytes_free(struct tui_bytes *b)
{
        free(b->data);
        b->data = NULL;
        b->len = b->cap = 0;
        b->failed = false;
}

void tui_cell_blank(struct tui_cell *c)
{
        memset(c, 0, sizeof *c);
        c->ch[0] = L' ';
        c->fg = c->bg = -1;
}

bool tui_cell_equal(const struct tui_cell *a, const struct tui_cell *b)
{
        int i;

        if (a->attrs != b->attrs || a->fg != b->fg || a->bg != b->bg)
                return false;
        for (i = 0; i < TUI_CELL_CHARS; i++) {
                if (a->ch[i] != b->ch[i])
                        return false;
                if (a->ch[i] == 0)
                        break;
        }
        return true;
}

/* A space without reverse or underline: only its background shows, so its
 * foreground and its bold, dim, italic or blink may be whatever is
 * cheapest to send. */
static bool bare_space(const struct tui_cell *c)
{
        return c->ch[0] == L' ' && c->ch[1] == 0 &&
               !(c->attrs & (TUI_CELL_REVERSE | TUI_CELL_UNDERLINE));
}

/* The two cells look the same on the terminal. */
static bool same_look(const struct tui_cell *a, const struct tui_cell *b)
{
        if (bare_space(a) && bare_space(b))
                return a->bg == b->bg;
        return tui_cell_equal(a, b);
}

/* Looks like the terminal's blank: what erasing leaves. */
static bool plain_blank(const struct tui_cell *c)
{
        return bare_space(c) && c->bg == -1;
}

/* The right half of a wide character. */
static bool right_half(const struct tui_cell *c)
{
        return c->ch[0] == 0;
}

int tui_frame_resize(struct tui_frame *f, int rows, int cols)
{
        size_t n, i;

        free(f->cells);
        f->cells = NULL;
        f->rows = f->cols = 0;
        f->cursor_row = f->cursor_col = -1;
        if (rows <= 0 || cols <= 0)
                return 0;
        n = (size_t)rows * (size_t)cols;
        f->cells = malloc(n * sizeof *f->cells);
        if (!f->cells)
                return -1;
        for (i = 0; i < n; i++)
                tui_cell_blank(&f->cells[i]);
        f->rows = rows;
        f->cols = cols;
        return 0;
}

void tui_frame_free(struct tui_frame *f)
{
        free(f->cells);
        f->cells = NULL;
        f->rows = f->cols = 0;
}

struct tui_cell *tui_frame_at(const struct tui_frame *f, int row, int col)
{
        return &f->cells[(size_t)row * (size_t)f->cols + (size_t)col];
}

/* --- the sequences ---------------------------------------------------- */

static const struct {
        uint8_t bit;
        int code;
} attr_codes[] = {
    {TUI_CELL_BOLD, 1},      {TUI_CELL_DIM, 2},   {TUI_CELL_ITALIC, 3},
    {TUI_CELL_UNDERLINE, 4}, {TUI_CELL_BLINK, 5}, {TUI_CELL_REVERSE, 7},
    {TUI_CELL_INVIS, 8},
};

/* Appends ";"-separated parameters to seq at *len. */
static void param(char *seq, size_t *len, const char *fmt, int n)
{
        int w;

        if (*len > 2 && seq[*len - 1] != '[')
                seq[(*len)++] = ';';
        w = snprintf(seq + *len, SEQ_MAX - *len, fmt, n);
        if (w > 0 && (size_t)w < SEQ_MAX - *len)
                *len += (size_t)w;
}

/* A colour as xterm's setaf and setab send it: 30-37, 90-97, 38;5;N. */
static void colour(char *seq, size_t *len, int n, bool bg)
{
        if (n < 0)
                param(seq, len, "%d", bg ? 49 : 39);
        else if (n < 8)
                param(seq, len, "%d", (bg ? 40 : 30) + n);
        else if (n < 16)
                param(seq, len, "%d", (bg ? 100 : 90) + n - 8);
        else
                param(seq, len, bg ? "48;5;%d" : "38;5;%d", n);
}

/* The shorter SGR sequence from the pen's attributes to the cell's: all
 * of them after a reset, or (when none is to be turned off) only what
 * changes. "" when nothing does. Returns its length. */
static size_t sgr(const struct pen *p, const struct tui_cell *c, char seq[SEQ_MAX])
{
        char reset[SEQ_MAX] = "\033[0", more[SEQ_MAX] = "\033[";
        size_t rlen = 3, mlen = 2;
        size_t i;

        seq[0] = '\0';
        if (p->attrs == c->attrs && p->fg == c->fg && p->bg == c->bg)
                return 0;
        if (c->attrs == 0 && c->fg == -1 && c->bg == -1) {
                memcpy(seq, "\033[m", 4);
                return 3;
        }
        for (i = 0; i < sizeof attr_codes / sizeof attr_codes[0]; i++)
                if (c->attrs & attr_codes[i].bit)
                        param(reset, &rlen, "%d", attr_codes[i].code);
        if (c->fg != -1)
                colour(reset, &rlen, c->fg, false);
        if (c->bg != -1)
                colour(reset, &rlen, c->bg, true);
        reset[rlen++] = 'm';
        reset[rlen] = '\0';
        if ((p->attrs & ~c->attrs) == 0) {
                for (i = 0; i < sizeof attr_codes / sizeof attr_codes[0]; i++)
                        if ((c->attrs & ~p->attrs) & attr_codes[i].bit)
                                param(more, &mlen, "%d", attr_codes[i].code);
                if (c->fg != p->fg)
                        colour(more, &mlen, c->fg, false);
                if (c->bg != p->bg)
                        colour(more, &mlen, c->bg, true);
                more[mlen++] = 'm';
                more[mlen] = '\0';
                if (mlen < rlen) {
                        memcpy(seq, more, mlen + 1);
                        return mlen;
                }
        }
        memcpy(seq, reset, rlen + 1);
        return rlen;
}

/* The attributes to send for cell c after the pen's: its own, or for a
 * bare space (only its background shows) the pen's with its background,
 * which costs at most a change of background. */
static struct tui_cell as_sent(const struct pen *p, const struct tui_cell *c)
{
        struct tui_cell t = *c;

        if (bare_space(c) && !(p->attrs & (TUI_CELL_REVERSE | TUI_CELL_UNDERLINE))) {
                t.attrs = p->attrs;
                t.fg = p->fg;
        }
        return t;
}

static void pen_take(struct pen *p, const struct tui_cell *c)
{
        p->attrs = c->attrs;
        p->fg = c->fg;
        p->bg = c->bg;
}

/* Shortest of the relative moves along one axis: by n forward or back
 * (CUF/CUB or CUD/CUU) or to the absolute place (CHA or VPA); "" when
 * already there. */
static void axis_move(char *seq, int from, int to, char fwd, char back, char absolute)
{
        char rel[SEQ_MAX], abs_[SEQ_MAX];
        int n = to > from ? to - from : from - to;
        char dir = to > from ? fwd : back;

        seq[0] = '\0';
        if (from == to)
                return;
        if (n == 1)
                snprintf(rel, sizeof rel, "\033[%c", dir);
        else
                snprintf(rel, sizeof rel, "\033[%d%c", n, dir);
        snprintf(abs_, sizeof abs_, "\033[%d%c", to + 1, absolute);
        memcpy(seq, strlen(rel) <= strlen(abs_) ? rel : abs_, SEQ_MAX);
}

/* The cheapest way from the pen's place to (row, col): the absolute
 * address (CUP), or a vertical then a horizontal step (a carriage return
 * for the first column). Returns its length. */
static size_t move(const struct pen *p, int row, int col, char seq[SEQ_MAX])
{
        char cup[SEQ_MAX];

        seq[0] = '\0';
        if (p->row == row && p->col == col)
                return 0;
        if (row == 0 && col == 0)
                snprintf(cup, sizeof cup, "\033[H");
        else if (col == 0)
                snprintf(cup, sizeof cup, "\033[%dH", row + 1);
        else
                snprintf(cup, sizeof cup, "\033[%d;%dH", row + 1, col + 1);
        if (p->row >= 0) {
                char v[SEQ_MAX], h[SEQ_MAX];
                axis_move(v, p->row, row, 'B', 'A', 'd');
                if (col == 0 && p->col != 0)
                        snprintf(h, sizeof h, "\r");
                else
                        axis_move(h, p->col, col, 'C', 'D', 'G');
                size_t vl = strlen(v), hl = strlen(h);
                if (vl + hl < strlen(cup)) {
                        memcpy(seq, v, vl);
                        memcpy(seq + vl, h, hl + 1);
                        return vl + hl;
                }
        }
        memcpy(seq, cup, SEQ_MAX);
        return strlen(seq);
}

/* The cell's character and combining marks in the locale's encoding
 * ("?" for what it cannot encode). Returns the byte count. */
static size_t cell_text(const struct tui_cell *c, char out[TEXT_MAX])
{
        size_t len = 0;
        int i;

        for (i = 0; i < TUI_CELL_CHARS && c->ch[i]; i++) {
                mbstate_t st;
                size_t n;
                memset(&st, 0, sizeof st);
                n = wcrtomb(out + len, c->ch[i], &st);
                if (n == (size_t)-1) {
                        if (i > 0)
                                continue; /* a mark it cannot encode */
                        out[len] = '?';
                        n = 1;
                }
                len += n;
        }
        if (len == 0)
                out[len++] = ' ';
        out[len] = '\0';
        return len;
}

/* Columns the cell's character takes: 2 for a wide one, else 1. */
static int cell_width(const struct tui_cell *c)
{
        return wcwidth(c->ch[0]) == 2 ? 2 : 1;
}

/* --- a frame's difference ----------------------------------------------- */

struct writer {
        struct pen pen;
        int cols;
        struct tui_bytes *out;
        const struct tui_cell *line; /* the line being written */
};

static void go_to(struct writer *w, int row, int col)
{
        char seq[SEQ_MAX];
        size_t n = move(&w->pen, row, col, seq);

        put(w->out, seq, n);
        w->pen.row = row;
        w->pen.col = col;
}

/* Writes the cell at the pen's place. */
static void write_cell(struct writer *w, int x)
{
        char seq[SEQ_MAX], text[TEXT_MAX];
        const struct tui_cell *c = &w->line[x];
        struct tui_cell t = as_sent(&w->pen, c);
        size_t n = sgr(&w->pen, &t, seq);

        put(w->out, seq, n);
        pen_take(&w->pen, &t);
        n = cell_text(c, text);
        put(w->out, text, n);
        w->pen.col += cell_width(c);
        if (w->pen.col >= w->cols) /* the pending wrap of the last column */
                w->pen.row = w->pen.col = -1;
}

/* Erases from the pen's place to the end of the line (EL), in the
 * terminal's background. */
static void erase_line(struct writer *w)
{
        struct tui_cell blank, t;
        char seq[SEQ_MAX];
        size_t n;

        tui_cell_blank(&blank);
        t = as_sent(&w->pen, &blank);
        n = sgr(&w->pen, &t, seq);
        put(w->out, seq, n);
        pen_take(&w->pen, &t);
        put(w->out, "\033[K", 3);
}

/* Bytes to write cells [from, to) from the pen's place and then to take
 * the attributes of cell `to` (no cell written twice for a wide one). */
static size_t rewrite_cost(const struct writer *w, int from, int to)
{
        const struct tui_cell *line = w->line;
        struct pen p = w->pen;
        char seq[SEQ_MAX], text[TEXT_MAX];
        struct tui_cell t;
        size_t cost = 0;
        int x;

        for (x = from; x < to; x++) {
                if (right_half(&line[x]))
                        continue;
                t = as_sent(&p, &line[x]);
                cost += sgr(&p, &t, seq);
                pen_take(&p, &t);
                cost += cell_text(&line[x], text);
        }
        t = as_sent(&p, &line[to]);
        return cost + sgr(&p, &t, seq);
}

/* The cost of going from the pen's place to cell x and taking its
 * attributes. */
static size_t jump_cost(const struct writer *w, int row, int x)
{
        char seq[SEQ_MAX];
        struct tui_cell t = as_sent(&w->pen, &w->line[x]);

        return move(&w->pen, row, x, seq) + sgr(&w->pen, &t, seq);
}

/* Writes what changed on one line. dirty and blank_tail are scratch
 * arrays of the line's width. */
static void diff_row(struct writer *w, const struct tui_cell *old,
                     const struct tui_cell *line, int row, bool *dirty, bool *blank_tail)
{
        int cols = w->cols, x, last = -1;

        w->line = line;
        for (x = 0; x < cols; x++)
                dirty[x] = old ? !same_look(&old[x], &line[x]) : !plain_blank(&line[x]);
        /* a wide character is written whole: both its halves or neither */
        for (x = cols - 1; x > 0; x--)
                if (dirty[x] && right_half(&line[x]))
                        dirty[x - 1] = true;
        for (x = cols - 1; x >= 0; x--) {
                blank_tail[x] =
                    plain_blank(&line[x]) && (x + 1 == cols || blank_tail[x + 1]);
                if (dirty[x] && last < 0)
                        last = x;
        }
        x = 0;
        while (x <= last) {
                int next, y;
                if (!dirty[x]) {
                        x++;
                        continue;
                }
                go_to(w, row, x);
                while (x <= last && dirty[x]) {
                        /* blanks to the end of the line: erased (EL) */
                        if (blank_tail[x] && last - x >= 3) {
                                erase_line(w);
                                return;
                        }
                        if (!right_half(&line[x]))
                                write_cell(w, x);
                        x++;
                }
                if (x > last)
                        break;
                for (next = x; !dirty[next]; next++)
                        ;
                /* the unchanged cells between: written again where that
                 * is cheaper than going round them */
                if (w->pen.row >= 0 &&
                    rewrite_cost(w, x, next) <= jump_cost(w, row, next))
                        for (y = x; y < next; y++)
                                dirty[y] = true;
                else
                        x = next;
        }
}

void tui_frame_diff(const struct tui_frame *old, const struct tui_frame *new, bool clear,
                    struct tui_bytes *out)
{
        struct writer w = {.pen = {-1, -1, 0, -1, -1}, .cols = new->cols, .out = out};
        size_t start = out->len;
        bool *dirty, *blank_tail;
        int row;

        if (new->rows <= 0 || new->cols <= 0)
                return;
        if (!clear && (!old || old->rows != new->rows || old->cols != new->cols))
                clear = true;
        if (!clear && old->cursor_row >= 0) {
                w.pen.row = old->cursor_row;
                w.pen.col = old->cursor_col;
        }
        dirty = malloc((size_t) new->cols * sizeof *dirty);
        blank_tail = malloc((size_t) new->cols * sizeof *blank_tail);
        if (!dirty || !blank_tail) {
                free(dirty);
                free(blank_tail);
                out->failed = true;
                return;
        }
        if (clear) {
                /* G0 to ASCII, normal attributes, home, erase the screen */
                put(out, "\033(B\033[m\033[H\033[2J", 13);
                w.pen.row = w.pen.col = 0;
        }
        for (row = 0; row < new->rows; row++)
                diff_row(&w, clear ? NULL : tui_frame_at(old, row, 0),
                         tui_frame_at(new, row, 0), row, dirty, blank_tail);
        free(dirty);
        free(blank_tail);
        if (w.pen.attrs || w.pen.fg != -1 || w.pen.bg != -1)
                put(out, "\033[m", 3);
        if (new->cursor_row >= 0 && new->cursor_row < new->rows &&new->cursor_col >= 0 &&
            new->cursor_col < new->cols &&
            (out->len > start || clear || old->cursor_row != new->cursor_row ||
             old->cursor_col != new->cursor_col))
                go_to(&w, new->cursor_row, new->cursor_col);
}
