/* draw.c: drawing helpers shared by every screen (see draw.h). */
#include "tui/kit/draw.h"
#include "tui/kit/answer.h"
#include "i18n/i18n.h"
#include "tui/kit/key_clicks.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

/* Decodes one character of s; returns its byte length (>= 1) and width. */
static int next_char(const char *s, int *width)
{
        mbstate_t st;
        wchar_t wc;
        size_t n;

        memset(&st, 0, sizeof st);
        n = mbrtowc(&wc, s, MB_CUR_MAX, &st);
        if (n == 0 || n == (size_t)-1 || n == (size_t)-2) {
                *width = 1;
                return 1;
        }
        *width = wcwidth(wc);
        if (*width < 0)
                *width = 1;
        return (int)n;
}

int tui_text_width(const char *s)
{
        int w = 0, cw;
        while (*s) {
                s += next_char(s, &cw);
                w += cw;
        }
        return w;
}

void tui_text_pad(char *out, size_t size, const char *s, int cols)
{
        size_t len = 0;
        int w = 0, cw;

        if (size == 0)
                return;
        while (*s) {
                int n = next_char(s, &cw);
                if (w + cw > cols || len + (size_t)n >= size)
                        break;
                memcpy(out + len, s, (size_t)n);
                len += (size_t)n;
                s += n;
                w += cw;
        }
        for (; w < cols && len + 1 < size; w++)
                out[len++] = ' ';
        out[len] = '\0';
}

/* With TABLETOP_CUT_LOG=FILE every text cut to fit is written to FILE, one
 * line each: the tests look at every screen in every language at 80x24 and
 * want none (docs/translating.md). */
static void log_cut(int y, int x, int maxw, const char *s)
{
        static FILE *log;
        static bool tried;
        if (!tried) {
                const char *path = getenv("TABLETOP_CUT_LOG");
                tried = true;
                if (path && *path)
                        log = fopen(path, "a");
        }
        if (log) {
                fprintf(log, "%d,%d width %d: %s\n", y, x, maxw, s);
                fflush(log);
        }
}

void tui_text_ellipsize(char *out, size_t size, const char *s, int cols)
{
        const char *ell = tui_glyphs()->ellipsis;
        int ew = tui_text_width(ell);

        if (tui_text_width(s) <= cols || cols <= ew) {
                snprintf(out, size, "%s", s);
                return;
        }
        tui_text_pad(out, size, s, cols - ew);
        size_t len = strlen(out);
        snprintf(out + len, size - len, "%s", ell);
}

int tui_text(int y, int x, int maxw, enum tui_role role, const char *s)
{
        int used = 0, cw, n;
        const char *p = s;

        if (maxw <= 0 || y < 0 || x < 0)
                return 0;
        while (*p) {
                n = next_char(p, &cw);
                if (used + cw > maxw) {
                        log_cut(y, x, maxw, s);
                        break;
                }
                p += n;
                used += cw;
        }
        attrset(tui_attr(role));
        mvaddnstr(y, x, s, (int)(p - s));
        attrset(A_NORMAL);
        return used;
}

void tui_text_center(int y, int x, int w, enum tui_role role, const char *s)
{
        int tw = tui_text_width(s);
        tui_text(y, tw < w ? x + (w - tw) / 2 : x, w, role, s);
}

int tui_textf(int y, int x, int maxw, enum tui_role role, const char *fmt, ...)
{
        char buf[512];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(buf, sizeof buf, fmt, ap);
        va_end(ap);
        return tui_text(y, x, maxw, role, buf);
}

int tui_text_wrap(const struct tui_rect *r, enum tui_role role, const char *s, int skip)
{
        int line = 0;
        const char *p = s;

        while (*p) {
                /* One line: as many words as fit in r->w columns. */
                const char *start = p, *end = p, *q = p;
                int w = 0, cw;
                while (*q && *q != '\n') {
                        const char *word = q;
                        int ww = 0;
                        bool cut = false;
                        while (*q && *q != ' ' && *q != '\n') {
                                int n = next_char(q, &cw);
                                /* a word longer than the line (a path) goes
                                 * on over the next lines */
                                if (w == 0 && ww > 0 && ww + cw > r->w) {
                                        cut = true;
                                        break;
                                }
                                q += n;
                                ww += cw;
                        }
                        if (w > 0 && w + ww > r->w) {
                                q = word;
                                break;
                        }
                        w += ww;
                        end = q;
                        if (cut || w > r->w)
                                break;
                        while (*q == ' ') {
                                q++;
                                w++;
                        }
                }
                if (line >= skip && line - skip < r->h) {
                        char buf[512];
                        size_t n = (size_t)(end - start);
                        if (n >= sizeof buf)
                                n = sizeof buf - 1;
                        memcpy(buf, start, n);
                        buf[n] = '\0';
                        tui_text(r->y + line - skip, r->x, r->w, role, buf);
                }
                line++;
                p = q;
                while (*p == ' ')
                        p++;
                if (*p == '\n')
                        p++;
        }
        return line;
}

void tui_fill(const struct tui_rect *r, enum tui_role role)
{
        int y;
        attrset(tui_attr(role));
        for (y = r->y; y < r->y + r->h; y++)
                mvhline(y, r->x, ' ', r->w);
        attrset(A_NORMAL);
}

static void put(int y, int x, enum tui_role role, const char *g)
{
        attrset(tui_attr(role));
        mvaddstr(y, x, g);
}

/* The background a blank in (attrs, pair) shows, or -2 when attrs make a
 * blank visible by themselves (reverse, underline, ...). */
static int blank_look(attr_t attrs, short pair)
{
        const attr_t shown =
            A_STANDOUT | A_UNDERLINE | A_REVERSE | A_INVIS | A_ALTCHARSET;
        short fg, bg;

        if (attrs & shown)
                return -2;
        if (pair == 0)
                return -1;
        if (pair_content(pair, &fg, &bg) == ERR)
                return -2;
        return bg;
}

/* Whether the blank at (y, x) is followed by a glyph before x_end. */
static bool glyph_follows(int y, int x, int x_end)
{
        for (x++; x < x_end; x++) {
                wchar_t wc[CCHARW_MAX + 1];
                cchar_t cc;
                attr_t attrs;
                short pair;
                if (mvin_wch(y, x, &cc) == ERR ||
                    getcchar(&cc, wc, &attrs, &pair, NULL) == ERR)
                        return false;
                if (wc[0] != L' ' || wc[1] != L'\0')
                        return true;
        }
        return false;
}

/* tui_blanks_join, or with to_end false only the blanks between glyphs
 * (blanks to the end of a line stay plain: curses clears them with one
 * sequence). */
static void blanks_join(const struct tui_rect *r, attr_t lead, bool to_end)
{
        for (int y = r->y; y < r->y + r->h; y++) {
                attr_t cur = lead & ~A_COLOR;
                short cur_pair = (short)PAIR_NUMBER(lead);
                for (int x = r->x; x < r->x + r->w; x++) {
                        wchar_t wc[CCHARW_MAX + 1];
                        cchar_t cc;
                        attr_t attrs;
                        short pair;
                        if (mvin_wch(y, x, &cc) == ERR ||
                            getcchar(&cc, wc, &attrs, &pair, NULL) == ERR)
                                break;
                        attrs &= ~A_COLOR;
                        if (wc[0] == L' ' && wc[1] == L'\0' &&
                            (attrs != cur || pair != cur_pair) &&
                            blank_look(attrs, pair) != -2 &&
                            blank_look(attrs, pair) == blank_look(cur, cur_pair) &&
                            (to_end || glyph_follows(y, x, r->x + r->w))) {
                                mvchgat(y, x, 1, cur, cur_pair, NULL);
                        } else {
                                cur = attrs;
                                cur_pair = pair;
                        }
                }
        }
}

void tui_blanks_join(const struct tui_rect *r, attr_t lead)
{
        blanks_join(r, lead, true);
}

void tui_blanks_join_between(const struct tui_rect *r)
{
        blanks_join(r, A_NORMAL, false);
}

void tui_box(const struct tui_rect *r, enum tui_role role, const char *title)
{
        const struct tui_glyphs *g = tui_glyphs();
        int i;

        for (i = 1; i < r->w - 1; i++) {
                put(r->y, r->x + i, role, g->h);
                put(r->y + r->h - 1, r->x + i, role, g->h);
        }
        for (i = 1; i < r->h - 1; i++) {
                put(r->y + i, r->x, role, g->v);
                put(r->y + i, r->x + r->w - 1, role, g->v);
        }
        put(r->y, r->x, role, g->tl);
        put(r->y, r->x + r->w - 1, role, g->tr);
        put(r->y + r->h - 1, r->x, role, g->bl);
        put(r->y + r->h - 1, r->x + r->w - 1, role, g->br);
        attrset(A_NORMAL);
        if (title && *title) {
                char buf[256];
                snprintf(buf, sizeof buf, " %s ", title);
                tui_text(r->y, r->x + 2, r->w - 4, TUI_TITLE, buf);
        }
}

/* The glyph where grid lines meet at (y, x) of the grid (a corner, a T or
 * a cross), so frames drawn over the grid keep its joints. */
static const char *grid_joint(const struct tui_layout *l, int y, int x)
{
        const struct tui_glyphs *g = tui_glyphs();
        bool top = y == 0, bot = y == l->grid.h - 1;
        bool left = x == 0, right = x == l->grid.w - 1;
        if (top)
                return left ? g->tl : right ? g->tr : g->tt;
        if (bot)
                return left ? g->bl : right ? g->br : g->bt;
        return left ? g->lt : right ? g->rt : g->x;
}

void tui_draw_grid(const struct tui_layout *l)
{
        const struct tui_glyphs *g = tui_glyphs();
        const struct tui_rect *r = &l->grid;
        int y, x, ph = l->cell_h + 1, pw = l->cell_w + 1;

        for (y = 0; y < r->h; y++) {
                bool hl = y % ph == 0;
                for (x = 0; x < r->w; x++) {
                        bool vl = x % pw == 0;
                        const char *c;
                        if (!hl && !vl)
                                continue;
                        if (hl && vl) {
                                c = grid_joint(l, y, x);
                        } else {
                                c = hl ? g->h : g->v;
                        }
                        put(r->y + y, r->x + x, TUI_FRAME, c);
                }
        }
        attrset(A_NORMAL);
}

/* True when the screen shows glyph at (y, x). */
static bool shows(int y, int x, const char *glyph)
{
        wchar_t want[4];
        cchar_t cc;
        wchar_t have[CCHARW_MAX + 1];
        attr_t attrs;
        short pair;

        if (mbstowcs(want, glyph, 4) != 1 || mvin_wch(y, x, &cc) == ERR ||
            getcchar(&cc, have, &attrs, &pair, NULL) == ERR)
                return false;
        return have[0] == want[0];
}

/* A frame's corner: its own, unless the corner of another frame is there
 * already (neighbouring squares both framed): then the grid's joint, so
 * neither frame cuts into the other. Asked before the frame is drawn. */
static const char *frame_corner(const struct tui_layout *l, int y, int x,
                                const char *corner)
{
        const struct tui_glyphs *g = tui_glyphs();
        const char *joint = grid_joint(l, y - l->grid.y, x - l->grid.x);
        const char *corners[] = {g->tl, g->tr, g->bl, g->br};
        bool shared = false;

        for (int i = 0; i < 4; i++)
                if (strcmp(corners[i], joint) != 0 && strcmp(corners[i], corner) != 0 &&
                    shows(y, x, corners[i]))
                        shared = true;
        return shared ? joint : corner;
}

void tui_draw_cell_frame(const struct tui_layout *l, int row, int col, enum tui_role role)
{
        const struct tui_glyphs *g = tui_glyphs();
        struct tui_rect c = tui_layout_cell(l, row, col);
        struct tui_rect f = {c.y - 1, c.x - 1, c.h + 2, c.w + 2};
        const char *tl = frame_corner(l, f.y, f.x, g->tl);
        const char *tr = frame_corner(l, f.y, f.x + f.w - 1, g->tr);
        const char *bl = frame_corner(l, f.y + f.h - 1, f.x, g->bl);
        const char *br = frame_corner(l, f.y + f.h - 1, f.x + f.w - 1, g->br);
        int i;

        for (i = 0; i < f.w; i++) {
                put(f.y, f.x + i, role, g->h);
                put(f.y + f.h - 1, f.x + i, role, g->h);
        }
        for (i = 0; i < f.h; i++) {
                put(f.y + i, f.x, role, g->v);
                put(f.y + i, f.x + f.w - 1, role, g->v);
        }
        put(f.y, f.x, role, tl);
        put(f.y, f.x + f.w - 1, role, tr);
        put(f.y + f.h - 1, f.x, role, bl);
        put(f.y + f.h - 1, f.x + f.w - 1, role, br);
        attrset(A_NORMAL);
}

void tui_draw_title(const struct tui_layout *l, const char *left, const char *right)
{
        int rw = right ? tui_text_width(right) : 0;
        tui_fill(&l->title, TUI_NORMAL);
        tui_text(l->title.y, 1, l->cols - rw - 3, TUI_TITLE, left ? left : "");
        if (right)
                tui_text(l->title.y, l->cols - rw - 1, rw, TUI_DIM, right);
}

void tui_draw_status(const struct tui_layout *l, enum tui_role role, const char *msg)
{
        tui_fill(&l->status, TUI_NORMAL);
        if (msg)
                tui_text(l->status.y, 1, l->cols - 2, role, msg);
}

/* The pages of a key line too long for the window: the first pair of the
 * page shown, the first of the next one (0: back to the start), and which
 * key line they belong to (another line starts at its first page). */
static struct {
        unsigned long line;
        int first, next;
        bool m; /* paged, and m shows the next page (tui_key_more) */
} key_pages;

int tui_long_message_top(const struct tui_layout *l, enum tui_role role, const char *msg)
{
        if (tui_text_width(msg) <= l->cols - 2 || l->help.y >= l->rows)
                return -1;
        /* Wrapped whole: the help line, then the rows above the status
         * line (over the bottom of the board) while the message lasts. */
        struct tui_rect count = {0, 1, 0, l->cols - 2};
        int lines = tui_text_wrap(&count, role, msg, 0);
        if (lines < 2)
                lines = 2;
        return l->help.y + 1 - lines < 0 ? 0 : l->help.y + 1 - lines;
}

bool tui_draw_long_message(const struct tui_layout *l, enum tui_role role,
                           const char *msg)
{
        int top = tui_long_message_top(l, role, msg);
        if (top < 0)
                return false;
        struct tui_rect area = {top, 0, l->help.y + 1 - top, l->cols};
        struct tui_rect text = {top, 1, area.h, l->cols - 2};
        tui_fill(&area, TUI_NORMAL);
        tui_key_clicks_reset(); /* the key line is covered */
        key_pages.m = false;
        tui_text_wrap(&text, role, msg, 0);
        return true;
}

static unsigned long key_line_id(const char *const *keys, int cols)
{
        unsigned long h = 2166136261UL ^ (unsigned long)cols;
        for (int i = 0; keys[i]; i++)
                for (const char *c = keys[i]; *c; c++)
                        h = (h ^ (unsigned char)*c) * 16777619UL;
        return h;
}

static int pair_width(const char *const *keys, int i)
{
        return tui_text_width(keys[i]) + 1 + tui_text_width(keys[i + 1]) + 2;
}

void tui_draw_help_line_more(void)
{
        key_pages.first = key_pages.next;
}

bool tui_draw_help_line_paged(void)
{
        return key_pages.m;
}

static int keys_width(const char *const *keys)
{
        int total = 1;
        for (int n = 0; keys[n] && keys[n + 1]; n += 2)
                total += pair_width(keys, n);
        return total;
}

bool tui_draw_help_line_fits(const struct tui_layout *l, const char *const *keys)
{
        return keys_width(keys) <= l->cols - 1;
}

void tui_draw_help_line(const struct tui_layout *l, const char *const *keys)
{
        tui_draw_help_line_keyed(l, keys, "m");
}

void tui_draw_help_line_keyed(const struct tui_layout *l, const char *const *keys,
                              const char *key)
{
        /* TRANSLATORS: the last button of a key line too long for the
           window: a click (or its key, m in a game) shows the keys that
           did not fit */
        const char *more = _("more");
        const char *more_key = key ? key : tui_glyphs()->right;
        int x = 1, i, n = 0, total = keys_width(keys), room = l->cols - 1;
        unsigned long id = key_line_id(keys, l->cols);

        tui_fill(&l->help, TUI_NORMAL);
        tui_key_clicks_reset();
        while (keys[n] && keys[n + 1])
                n += 2;
        if (id != key_pages.line || key_pages.first >= n) {
                key_pages.line = id;
                key_pages.first = 0;
        }
        bool paged = total > room;
        key_pages.m = paged && key && strcmp(key, "m") == 0;
        if (paged) /* the keys that fit, then the button for the rest */
                room -= tui_text_width(more_key) + 1 + tui_text_width(more) + 1;
        key_pages.next = 0;
        for (i = paged ? key_pages.first : 0; i < n; i += 2) {
                int need = pair_width(keys, i);
                int key_x = x;
                if (x + need > room && i > key_pages.first) {
                        key_pages.next = i;
                        break;
                }
                x += tui_text(l->help.y, x, l->cols - x, TUI_KEY, keys[i]);
                x += 1;
                /* a click on the hint is the key (key_clicks.h) */
                tui_key_clicks_add(l->help.y, key_x, keys[i], x, keys[i + 1]);
                x += tui_text(l->help.y, x, l->cols - x, TUI_DIM, keys[i + 1]);
                x += 2;
        }
        if (paged) {
                int key_x = x;
                x += tui_text(l->help.y, x, l->cols - x, TUI_KEY, more_key);
                x += 1;
                x += tui_text(l->help.y, x, l->cols - x, TUI_DIM, more);
                tui_key_clicks_add_key(l->help.y, key_x, x, TUI_KEY_MORE);
        }
        tui_blanks_join_between(&l->help); /* issue 27 */
}

const char *tui_quit_question(bool can_save)
{
        static char buf[256];
        /* TRANSLATORS: keep the keys s, y and n as they are: the program
           shows the language's letters for y and n ("the key for yes|y") */
        tui_answer_text(buf, sizeof buf,
                        can_save ? _("Quit? s: save and quit, y: quit without saving, "
                                     "n: go on")
                                 : _("Quit? y: yes, n: no"),
                        "s");
        return buf;
}

void tui_draw_enlarge_play(int rows, int cols, const char *question)
{
        int y = rows / 2 + 1;
        tui_draw_enlarge(rows, cols, TUI_COMPACT_ROWS, TUI_COMPACT_COLS);
        if (y >= rows)
                return;
        if (!question) {
                tui_text_center(y, 0, cols, TUI_DIM, _("q: quit"));
        } else if (tui_text_width(question) <= cols) {
                tui_text_center(y, 0, cols, TUI_ERROR, question);
        } else {
                /* the whole question, on as many lines as it takes */
                struct tui_rect r = {y, 1, rows - y, cols > 2 ? cols - 2 : cols};
                tui_text_wrap(&r, TUI_ERROR, question, 0);
        }
}

void tui_draw_enlarge(int rows, int cols, int min_rows, int min_cols)
{
        char buf[128];
        int y = rows / 2 - 1;

        erase();
        tui_key_clicks_reset();
        key_pages.m = false;
        if (y < 0)
                y = 0;
        tui_text_center(y, 0, cols, TUI_ERROR, _("Please enlarge the window"));
        snprintf(buf, sizeof buf, _("(now %dx%d, needs %dx%d)"), cols, rows, min_cols,
                 min_rows);
        if (y + 1 < rows)
                tui_text_center(y + 1, 0, cols, TUI_DIM, buf);
}

bool tui_draw_begin(struct tui_layout *l, const struct tui_layout_req *req,
                    const char *title, const char *right)
{
        int rows, cols;

        getmaxyx(stdscr, rows, cols);
        tui_layout_compute(l, req, rows, cols);
        erase();
        if (l->too_small) {
                tui_draw_enlarge(rows, cols, TUI_COMPACT_ROWS, TUI_COMPACT_COLS);
                return false;
        }
        tui_draw_title(l, title, right);
        return true;
}
