/* term_model.h: a small model of an ANSI terminal for the tests of the
 * screen's output (issue 27): cursor motions (CUP, CUU/CUD/CUF/CUB, CHA,
 * VPA, CR, LF), SGR, EL and ED, UTF-8 text with wide characters and
 * combining marks, and xterm's pending wrap at the last column. Cells are
 * tui/kit/frame.h's, so a model's screen compares with a frame. Used by
 * test_tui_frame (the writer's bytes) and tests/programs/screen_look (two
 * tmux captures). Static functions: include it in one file of a program. */
#ifndef TERM_MODEL_H
#define TERM_MODEL_H

#include "tui/kit/frame.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

struct term_model {
        struct tui_frame screen;
        int row, col;
        bool wrap_pending;
        struct tui_cell pen; /* attributes of what is written next */
        int scrolled;        /* text past the last line: none expected */
        char error[160];     /* what could not be played, "" when all was */
};

static int term_model_init(struct term_model *t, int rows, int cols)
{
        memset(t, 0, sizeof *t);
        tui_cell_blank(&t->pen);
        return tui_frame_resize(&t->screen, rows, cols);
}

static void term_model_free(struct term_model *t)
{
        tui_frame_free(&t->screen);
}

static void term_model_erase(struct term_model *t, int row, int col)
{
        struct tui_cell *c = tui_frame_at(&t->screen, row, col);
        tui_cell_blank(c);
        c->bg = t->pen.bg;
}

static int term_model_sgr(struct term_model *t, const int *p, int n)
{
        static const struct {
                int on, off;
                uint8_t bit;
        } attrs[] = {{1, 22, TUI_CELL_BOLD},   {2, 22, TUI_CELL_DIM},
                     {3, 23, TUI_CELL_ITALIC}, {4, 24, TUI_CELL_UNDERLINE},
                     {5, 25, TUI_CELL_BLINK},  {7, 27, TUI_CELL_REVERSE},
                     {8, 28, TUI_CELL_INVIS}};
        int i, k;

        if (n == 0)
                tui_cell_blank(&t->pen);
        for (i = 0; i < n; i++) {
                int v = p[i];
                bool known = false;
                for (k = 0; k < (int)(sizeof attrs / sizeof attrs[0]); k++) {
                        if (v == attrs[k].on)
                                t->pen.attrs |= attrs[k].bit;
                        if (v == attrs[k].off)
                                t->pen.attrs &= (uint8_t)~attrs[k].bit;
                        known = known || v == attrs[k].on || v == attrs[k].off;
                }
                if (known)
                        continue;
                if (v == 0)
                        tui_cell_blank(&t->pen);
                else if (v >= 30 && v <= 37)
                        t->pen.fg = (int16_t)(v - 30);
                else if (v == 39)
                        t->pen.fg = -1;
                else if (v >= 40 && v <= 47)
                        t->pen.bg = (int16_t)(v - 40);
                else if (v == 49)
                        t->pen.bg = -1;
                else if (v >= 90 && v <= 97)
                        t->pen.fg = (int16_t)(v - 90 + 8);
                else if (v >= 100 && v <= 107)
                        t->pen.bg = (int16_t)(v - 100 + 8);
                else if ((v == 38 || v == 48) && i + 2 < n && p[i + 1] == 5) {
                        if (v == 38)
                                t->pen.fg = (int16_t)p[i + 2];
                        else
                                t->pen.bg = (int16_t)p[i + 2];
                        i += 2;
                } else {
                        snprintf(t->error, sizeof t->error, "SGR parameter %d", v);
                        return -1;
                }
        }
        return 0;
}

static int term_model_csi(struct term_model *t, const int *p, int n, char final)
{
        int a = n > 0 && p[0] > 0 ? p[0] : 1, b = n > 1 && p[1] > 0 ? p[1] : 1;
        int rows = t->screen.rows, cols = t->screen.cols, x, y;

        t->wrap_pending = false;
        switch (final) {
        case 'H':
                t->row = a - 1;
                t->col = b - 1;
                break;
        case 'A':
                t->row -= a;
                break;
        case 'B':
                t->row += a;
                break;
        case 'C':
                t->col += a;
                break;
        case 'D':
                t->col -= a;
                break;
        case 'G':
                t->col = a - 1;
                break;
        case 'd':
                t->row = a - 1;
                break;
        case 'K':
                if (n > 0 && p[0] != 0)
                        goto unexpected;
                for (x = t->col; x < cols; x++)
                        term_model_erase(t, t->row, x);
                break;
        case 'J':
                if (n != 1 || p[0] != 2)
                        goto unexpected;
                for (y = 0; y < rows; y++)
                        for (x = 0; x < cols; x++)
                                term_model_erase(t, y, x);
                break;
        case 'm':
                return term_model_sgr(t, p, n);
        default:
                goto unexpected;
        }
        if (t->row < 0)
                t->row = 0;
        if (t->row >= rows)
                t->row = rows - 1;
        if (t->col < 0)
                t->col = 0;
        if (t->col >= cols)
                t->col = cols - 1;
        return 0;
unexpected:
        snprintf(t->error, sizeof t->error, "CSI %d %c", n > 0 ? p[0] : -1, final);
        return -1;
}

static void term_model_print(struct term_model *t, wchar_t ch)
{
        int w = wcwidth(ch), cols = t->screen.cols, i;
        struct tui_cell *c;

        if (w == 0) { /* a combining mark joins the character before */
                int col = t->wrap_pending ? t->col : t->col - 1;
                c = tui_frame_at(&t->screen, t->row, col > 0 ? col : 0);
                if (c->ch[0] == 0 && col > 0)
                        c--;
                for (i = 1; i < TUI_CELL_CHARS; i++)
                        if (c->ch[i] == 0) {
                                c->ch[i] = ch;
                                if (i + 1 < TUI_CELL_CHARS)
                                        c->ch[i + 1] = 0;
                                break;
                        }
                return;
        }
        if (t->wrap_pending) {
                t->wrap_pending = false;
                t->col = 0;
                if (++t->row >= t->screen.rows) {
                        t->row = t->screen.rows - 1;
                        t->scrolled++;
                }
        }
        c = tui_frame_at(&t->screen, t->row, t->col);
        *c = t->pen;
        memset(c->ch, 0, sizeof c->ch);
        c->ch[0] = ch;
        if (w == 2 && t->col + 1 < cols) {
                c[1] = t->pen;
                memset(c[1].ch, 0, sizeof c[1].ch);
        }
        t->col += w == 2 ? 2 : 1;
        if (t->col >= cols) {
                t->col = cols - 1;
                t->wrap_pending = true;
        }
}

/* Plays the bytes; 0, or -1 with t->error saying what it could not. */
static int term_model_play(struct term_model *t, const char *data, size_t len)
{
        size_t i = 0;
        mbstate_t st;

        memset(&st, 0, sizeof st);
        while (i < len) {
                wchar_t wc;
                size_t k;
                if (data[i] == '\033') {
                        int p[16], n = 0, v = -1;
                        if (i + 2 < len && data[i + 1] == '(' && data[i + 2] == 'B') {
                                i += 3;
                                continue;
                        }
                        if (i + 1 >= len || data[i + 1] != '[') {
                                snprintf(t->error, sizeof t->error, "ESC %c",
                                         i + 1 < len ? data[i + 1] : '?');
                                return -1;
                        }
                        i += 2;
                        while (i < len &&
                               (data[i] == ';' || (data[i] >= '0' && data[i] <= '9'))) {
                                if (data[i] == ';') {
                                        if (n >= 15)
                                                break;
                                        p[n++] = v < 0 ? 0 : v;
                                        v = -1;
                                } else {
                                        v = (v < 0 ? 0 : v * 10) + (data[i] - '0');
                                }
                                i++;
                        }
                        if (v >= 0 || n > 0)
                                p[n++] = v < 0 ? 0 : v;
                        if (i >= len) {
                                snprintf(t->error, sizeof t->error, "an unended CSI");
                                return -1;
                        }
                        if (term_model_csi(t, p, n, data[i++]) != 0)
                                return -1;
                        continue;
                }
                if (data[i] == '\r' || data[i] == '\n') {
                        if (data[i] == '\n' && t->row + 1 < t->screen.rows)
                                t->row++;
                        t->col = 0;
                        t->wrap_pending = false;
                        i++;
                        continue;
                }
                k = mbrtowc(&wc, data + i, len - i, &st);
                if (k == (size_t)-1 || k == (size_t)-2 || k == 0 || wc < 0x20) {
                        snprintf(t->error, sizeof t->error, "byte 0x%02x",
                                 (unsigned char)data[i]);
                        return -1;
                }
                term_model_print(t, wc);
                i += k;
        }
        return 0;
}

/* Only its background shows. */
static bool term_model_bare_space(const struct tui_cell *c)
{
        return c->ch[0] == L' ' && c->ch[1] == 0 &&
               !(c->attrs & (TUI_CELL_REVERSE | TUI_CELL_UNDERLINE));
}

/* The two screens look the same: the same characters, with the same
 * attributes wherever they show (a bare space shows only its background).
 * When not, why says where. */
static bool term_model_same_look(const struct tui_frame *a, const struct tui_frame *b,
                                 char *why, size_t size)
{
        int y, x;

        if (a->rows != b->rows || a->cols != b->cols) {
                snprintf(why, size, "sizes %dx%d and %dx%d", a->cols, a->rows, b->cols,
                         b->rows);
                return false;
        }
        for (y = 0; y < a->rows; y++)
                for (x = 0; x < a->cols; x++) {
                        const struct tui_cell *p = tui_frame_at(a, y, x);
                        const struct tui_cell *q = tui_frame_at(b, y, x);
                        if (term_model_bare_space(p) && term_model_bare_space(q) &&
                            p->bg == q->bg)
                                continue;
                        if (tui_cell_equal(p, q))
                                continue;
                        snprintf(why, size,
                                 "line %d column %d: U+%04X attrs %x colours %d/%d, and "
                                 "U+%04X attrs %x colours %d/%d",
                                 y + 1, x + 1, (unsigned)p->ch[0], p->attrs, p->fg, p->bg,
                                 (unsigned)q->ch[0], q->attrs, q->fg, q->bg);
                        return false;
                }
        return true;
}

#endif
