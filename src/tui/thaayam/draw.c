/* thaayam/draw.c: drawing of the Thaayam board (T1): palaces framed in
 * their seat's colour with the seat letter, the castle marked, pieces as
 * owner letter + numbers ("S12": pieces 1 and 2 of South; "S1&2": a twin,
 * drawn as one joined piece), a count per owner when a square holds more
 * than fits; highlights of the cursor, the selected piece, the previewed
 * landing and captures; the path overlay (T3). The seeds: seeds.c. */
#include "tui/kit/draw.h"
#include "tui/seats.h"
#include "tui/thaayam/internal.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

const struct tui_layout_req tui_thaayam_layout_req = {
    .grid_rows = 5,
    .grid_cols = 5,
    .frame_rows = 0,
    .frame_cols = 4,
    .panel_min_w = 24,
    .panel_max_w = 64, /* grows on a projector */
};

enum tui_role tui_thaayam_seat_role(int seat)
{
        static const enum tui_role roles[4] = {TUI_SIDE1, TUI_SIDE2, TUI_SIDE3,
                                               TUI_SIDE4};
        return seat >= 0 && seat < 4 ? roles[seat] : TUI_NORMAL;
}

/* The attributes of a role over a highlight background (as the Quixo
 * board). */
static attr_t on_bg(enum tui_role role, enum tui_role bg)
{
        attr_t a = tui_attr(role);
        if (bg != TUI_NORMAL)
                a = tui_caps()->color ? (tui_attr(bg) | (a & ~A_COLOR)) | A_BOLD
                                      : a | tui_attr(bg);
        return a;
}

/* Draws glyph text keeping a highlight background. */
static int put(int y, int x, int maxw, enum tui_role role, enum tui_role bg,
               const char *s)
{
        attr_t a = on_bg(role, bg);
        int n = (int)strlen(s);
        if (n > maxw)
                n = maxw;
        if (n <= 0)
                return 0;
        attrset(a);
        mvaddnstr(y, x, s, n);
        attrset(A_NORMAL);
        return n;
}

/* The size of the boxes of pieces: inner width and height in lines. */
struct box_size {
        int inner, h;
};
static const struct box_size box_sizes[] = {{8, 5}, {4, 3}}; /* largest first */

/* One piece, or a twin as two joined boxes ("│ S1 │ S2 │"), z.h lines
 * from (y, x); returns its width. With draw false only measures. */
static int piece_box(int y, int x, int seat, int p1, int p2, enum tui_role bg, bool draw,
                     struct box_size z)
{
        const struct tui_glyphs *g = tui_glyphs();
        enum tui_role role = tui_thaayam_seat_role(seat);
        int parts = p2 >= 0 ? 2 : 1, step = z.inner + 1, w = 1 + step * parts, i, k;
        int mid = y + z.h / 2;
        char label[8];

        if (!draw)
                return w;
        for (i = 0; i < parts; i++) {
                int xx = x + step * i;
                put(y, xx, 8, role, bg, i == 0 ? g->tl : g->tt);
                put(y + z.h - 1, xx, 8, role, bg, i == 0 ? g->bl : g->bt);
                for (k = 1; k < z.h - 1; k++) {
                        put(y + k, xx, 8, role, bg, g->v);
                        put(y + k, xx + 1, z.inner, role, bg, "          ");
                }
                for (k = 1; k <= z.inner; k++) {
                        put(y, xx + k, 8, role, bg, g->h);
                        put(y + z.h - 1, xx + k, 8, role, bg, g->h);
                }
                snprintf(label, sizeof label, "%c%d",
                         tui_seat_letter(thaayam_seat_char(seat)),
                         (i == 0 ? p1 : p2) + 1);
                put(mid, xx + 1 + (z.inner - 2) / 2, 2, role, bg, label);
        }
        for (k = 1; k < z.h - 1; k++)
                put(y + k, x + w - 1, 8, role, bg, g->v);
        put(y, x + w - 1, 8, role, bg, g->tr);
        put(y + z.h - 1, x + w - 1, 8, role, bg, g->br);
        return w;
}

/* The pieces on a square of a large board (a projector) as boxes of size
 * z, from the second line; false (nothing drawn) when the square is not
 * large enough for all of them. */
static bool draw_boxes_sized(const struct tui_rect *r, const thaayam_state *st, int sq,
                             enum tui_role bg, struct box_size z)
{
        int pass, s, p, x, line;
        /* a column free on the left, off the square's line */
        const struct tui_rect in = {r->y, r->x + 1, r->h, r->w - 1};

        r = &in;
        if (r->h < z.h + 4 || r->w < 13)
                return false;
        for (pass = 0; pass < 2; pass++) {
                bool draw = pass == 1;
                x = 0;
                line = 1;
                for (s = 0; s < 4; s++) {
                        int idx = thaayam_index_of(s, sq);
                        if (!(st->seats & (1u << s)) || idx < 0)
                                continue;
                        for (p = 0; p < 4; p++) {
                                int q = st->twin[s][p], w;
                                if (st->pos[s][p] != idx ||
                                    (q != THAAYAM_NO_TWIN && q < p))
                                        continue;
                                w = piece_box(0, 0, s, p, q == THAAYAM_NO_TWIN ? -1 : q,
                                              bg, false, z);
                                if (x > 0 && x + 1 + w > r->w) {
                                        line += z.h;
                                        x = 0;
                                } else if (x > 0) {
                                        x++;
                                }
                                if (line + z.h > r->h || w > r->w)
                                        return false;
                                piece_box(r->y + line, r->x + x, s, p,
                                          q == THAAYAM_NO_TWIN ? -1 : q, bg, draw, z);
                                x += w;
                        }
                }
        }
        return true;
}

/* The pieces as boxes, as large as the square allows them all (issue 25
 * item 11: on a projector they stayed 4 columns wide in 21-column
 * squares); false when even the small boxes do not fit. */
static bool draw_boxes(const struct tui_rect *r, const thaayam_state *st, int sq,
                       enum tui_role bg)
{
        for (size_t i = 0; i < sizeof box_sizes / sizeof box_sizes[0]; i++)
                if (draw_boxes_sized(r, st, sq, bg, box_sizes[i]))
                        return true;
        return false;
}

/* The pieces of one seat on a square as a token: singles first, then each
 * twin joined by '&' ("S12", "S1&2", "S3,1&2"). */
static int token(const thaayam_state *st, int seat, int sq, char *buf, size_t len)
{
        int idx = thaayam_index_of(seat, sq), p, n = 0;
        size_t k = 0;

        if (idx < 0)
                return 0;
        buf[k++] = tui_seat_letter(thaayam_seat_char(seat));
        for (p = 0; p < 4; p++) {
                if (st->pos[seat][p] != idx || st->twin[seat][p] != THAAYAM_NO_TWIN)
                        continue;
                if (k + 2 < len)
                        buf[k++] = (char)('1' + p);
                n++;
        }
        for (p = 0; p < 4; p++) {
                int q = st->twin[seat][p];
                if (st->pos[seat][p] != idx || q == THAAYAM_NO_TWIN || q < p)
                        continue;
                if (k + 5 < len)
                        k += (size_t)snprintf(buf + k, len - k, "%s%d&%d",
                                              k > 1 ? "," : "", p + 1, q + 1);
                n += 2;
        }
        buf[k] = '\0';
        return n;
}

/* The way the path goes on from its square `index` (T3): an arrow towards
 * the next square, "" on the castle. */
static const char *path_arrow(int seat, int index, const struct tui_glyphs *g)
{
        int here = thaayam_square_of(seat, index),
            next = thaayam_square_of(seat, index + 1);
        if (here < 0 || next < 0)
                return "";
        if (next % 5 != here % 5)
                return next % 5 > here % 5 ? g->right : g->left;
        return next / 5 > here / 5 ? g->up : g->down;
}

/* What a square shows over its background bg: name or path, palace or
 * castle, capture, pieces. */
static void draw_square_marks(const struct tui_thaayam_view *v, int sq,
                              const struct tui_rect r, enum tui_role bg)
{
        const struct tui_glyphs *g = tui_glyphs();
        int s, line, x;
        char toks[4][16], name[3], buf[16];
        int counts[4], ntok = 0, seats_here[4];
        bool fits = true;

        /* First line: the square's name, or its place on the overlaid path
         * (T3); a palace's seat letter or the castle's mark on the right. */
        if (v->path_seat >= 0) {
                int index = thaayam_index_of(v->path_seat, sq);
                snprintf(buf, sizeof buf, "%d", index);
                put(r.y, r.x, r.w, TUI_INFO, bg, buf);
                if (r.w >= 5)
                        put(r.y, r.x + (int)strlen(buf) + 1, 8, TUI_INFO, bg,
                            path_arrow(v->path_seat, index, g));
        } else if (r.w >= 5) {
                thaayam_square_name(sq, name);
                put(r.y, r.x, r.w, TUI_DIM, bg, name);
        }
        if (sq == THAAYAM_CASTLE_SQUARE) {
                put(r.y, r.x + r.w - 2, 2, TUI_TITLE, bg, "##");
        } else {
                /* a seat not in play keeps its palace, safe (T13): framed
                 * dim, and in ASCII, where frames look like the grid, its
                 * letter dim too */
                for (s = 0; s < 4; s++) {
                        bool in_play = v->st->seats & (1u << s);
                        if (thaayam_palace(s) != sq || (!in_play && tui_caps()->utf8))
                                continue;
                        buf[0] = tui_seat_letter(thaayam_seat_char(s));
                        buf[1] = '\0';
                        put(r.y, r.x + r.w - 1, 1,
                            in_play ? tui_thaayam_seat_role(s) : TUI_DIM, bg, buf);
                }
        }
        if ((v->capture | v->last_capture) & (1u << sq))
                put(r.y, r.x + r.w - 1, 1, TUI_ERROR, bg, "x");

        /* The pieces, one owner after another, wrapped over the lines left. */
        for (s = 0; s < 4; s++) {
                if (!(v->st->seats & (1u << s)))
                        continue;
                counts[ntok] = token(v->st, s, sq, toks[ntok], sizeof toks[ntok]);
                if (counts[ntok] > 0)
                        seats_here[ntok++] = s;
        }
        if (ntok == 0)
                return;
        if (draw_boxes(&r, v->st, sq, bg))
                return; /* a large square: pieces as boxes, twins joined */
        line = 1;
        x = 0;
        for (s = 0; s < ntok && fits; s++) {
                int w = (int)strlen(toks[s]);
                if (x > 0 && x + 1 + w > r.w) {
                        line++;
                        x = 0;
                } else if (x > 0) {
                        x++;
                }
                if (line >= r.h || w > r.w)
                        fits = false;
                x += w;
        }
        if (r.h < 2)
                line = 0, fits = false;
        if (fits) {
                line = 1;
                x = 0;
                for (s = 0; s < ntok; s++) {
                        int w = (int)strlen(toks[s]);
                        if (x > 0 && x + 1 + w > r.w) {
                                line++;
                                x = 0;
                        } else if (x > 0) {
                                x++;
                        }
                        put(r.y + line, r.x + x, w, tui_thaayam_seat_role(seats_here[s]),
                            bg, toks[s]);
                        x += w;
                }
                return;
        }
        /* Too many: a count of pieces per owner ("S×4 E×2": not to be read
         * as piece numbers). */
        line = r.h >= 2 ? 1 : 0;
        x = r.h >= 2 ? 0 : 3;
        for (s = 0; s < ntok && line < r.h; s++) {
                snprintf(buf, sizeof buf, "%c%s%d",
                         tui_seat_letter(thaayam_seat_char(seats_here[s])),
                         tui_caps()->utf8 ? "×" : "x", counts[s]);
                int w = tui_text_width(buf);
                if (x > 0 && x + 1 + w > r.w) {
                        line++;
                        x = 0;
                        if (line >= r.h)
                                break;
                } else if (x > 0) {
                        x++;
                }
                /* put() counts bytes: the whole count, or the letter only */
                put(r.y + line, r.x + x, w <= r.w - x ? (int)strlen(buf) : 1,
                    tui_thaayam_seat_role(seats_here[s]), bg, buf);
                x += w;
        }
        (void)g;
}

static void draw_square(const struct tui_layout *l, const struct tui_thaayam_view *v,
                        int row, int col)
{
        int sq = tui_thaayam_square(row, col);
        struct tui_rect r = tui_layout_cell(l, row, col);
        enum tui_role bg = TUI_NORMAL;

        if (sq == v->cursor)
                bg = TUI_CURSOR;
        else if (sq == v->to)
                bg = TUI_TARGET;
        else if (sq == v->from || (v->last & (1u << sq)))
                bg = TUI_LAST;
        if (bg != TUI_NORMAL)
                tui_fill(&r, bg);
        draw_square_marks(v, sq, r, bg);
        /* each line of the square one span of attributes from its first
         * glyph on; blank lines join the grid's lines beside them (issue 27) */
        tui_blanks_join(&r,
                        bg != TUI_NORMAL ? on_bg(TUI_NORMAL, bg) : tui_attr(TUI_FRAME));
}

void tui_thaayam_draw_board(const struct tui_layout *l, const struct tui_thaayam_view *v)
{
        int row, col, s;

        tui_draw_grid(l);
        /* Palaces framed in their seat's colour, the castle in the title's.
         * The palace of a seat not in play is still safe (T13): framed dim. */
        for (s = 0; s < 4; s++) {
                int sq = thaayam_palace(s);
                tui_draw_cell_frame(l, 4 - sq / 5, sq % 5,
                                    v->st->seats & (1u << s) ? tui_thaayam_seat_role(s)
                                                             : TUI_DIM);
        }
        tui_draw_cell_frame(l, 2, 2, TUI_TITLE);
        if (v->from >= 0)
                tui_draw_cell_frame(l, 4 - v->from / 5, v->from % 5, TUI_CURSOR);
        if (v->to >= 0)
                tui_draw_cell_frame(l, 4 - v->to / 5, v->to % 5, TUI_TARGET);
        for (row = 0; row < 5; row++)
                for (col = 0; col < 5; col++)
                        draw_square(l, v, row, col);
        /* The seat letters beside the board: W left, E right; S and N are
         * on their palaces' frames. */
        if (l->grid.x >= 2) {
                int y = l->grid.y + l->grid.h / 2;
                if (v->st->seats & (1u << THAAYAM_W))
                        tui_text(y, l->grid.x - 2, 1, TUI_SIDE4, "W");
                if (v->st->seats & (1u << THAAYAM_E))
                        tui_text(y, l->grid.x + l->grid.w + 1, 1, TUI_SIDE2, "E");
        }
}
