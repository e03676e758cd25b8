/* quixo/draw.c: drawing of the Quixo board: cubes whose X, O and blank
 * faces differ by shape as well as colour, the dots of the four-player game
 * on the side facing their seat (Q13), highlights of the cursor, the ends
 * a cube may go back in at (Q7), the last move and the winning line, and
 * the seat names around the board. Positions come from the layout only. */
#include "tui/kit/draw.h"
#include "tui/quixo/internal.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

const struct tui_layout_req tui_quixo_layout_req = {
    .grid_rows = 5,
    .grid_cols = 5,
    .frame_rows = 2,
    .frame_cols = 10,
    .panel_min_w = 26,
    .panel_max_w = 44,
    .panel_grow_w = 66, /* a projector: the moves in columns (panel.c) */
};

static const char *mark_glyph(quixo_cell c)
{
        const bool utf8 = tui_caps()->utf8;
        switch (c) {
        case QUIXO_CELL_X:
                return "X";
        case QUIXO_CELL_O:
                return "O";
        default:
                return utf8 ? "·" : ".";
        }
}

static enum tui_role mark_role(quixo_cell c)
{
        return c == QUIXO_CELL_X   ? TUI_SIDE1
               : c == QUIXO_CELL_O ? TUI_SIDE2
                                   : TUI_NEUTRAL;
}

/* Draws one glyph in a role but keeping a highlight background: in
 * colour the mark colour wins; without colour the highlight's attributes
 * are added. */
static attr_t on_bg(enum tui_role role, enum tui_role bg)
{
        attr_t a = tui_attr(role);
        if (bg != TUI_NORMAL)
                a = tui_caps()->color ? (tui_attr(bg) | (a & ~A_COLOR)) | A_BOLD
                                      : a | tui_attr(bg);
        return a;
}

static void put(int y, int x, enum tui_role role, enum tui_role bg, const char *g)
{
        attrset(on_bg(role, bg));
        mvaddstr(y, x, g);
        attrset(A_NORMAL);
}

/* A big mark filling the rectangle (projector sizes). */
static void big_mark(const struct tui_rect *r, quixo_cell c, enum tui_role bg)
{
        const bool utf8 = tui_caps()->utf8;
        enum tui_role role = mark_role(c);
        int i;

        if (c == QUIXO_CELL_X) {
                for (i = 0; i < r->h; i++) {
                        int dx = r->h > 1 ? i * (r->w - 1) / (r->h - 1) : r->w / 2;
                        int x1 = r->x + dx, x2 = r->x + r->w - 1 - dx;
                        if (x1 == x2) {
                                put(r->y + i, x1, role, bg, utf8 ? "╳" : "X");
                        } else {
                                put(r->y + i, x1, role, bg, utf8 ? "╲" : "\\");
                                put(r->y + i, x2, role, bg, utf8 ? "╱" : "/");
                        }
                }
        } else if (c == QUIXO_CELL_O) {
                for (i = 1; i < r->w - 1; i++) {
                        put(r->y, r->x + i, role, bg, utf8 ? "─" : "-");
                        put(r->y + r->h - 1, r->x + i, role, bg, utf8 ? "─" : "-");
                }
                for (i = 1; i < r->h - 1; i++) {
                        put(r->y + i, r->x, role, bg, utf8 ? "│" : "|");
                        put(r->y + i, r->x + r->w - 1, role, bg, utf8 ? "│" : "|");
                }
                put(r->y, r->x, role, bg, utf8 ? "╭" : "/");
                put(r->y, r->x + r->w - 1, role, bg, utf8 ? "╮" : "\\");
                put(r->y + r->h - 1, r->x, role, bg, utf8 ? "╰" : "\\");
                put(r->y + r->h - 1, r->x + r->w - 1, role, bg, utf8 ? "╯" : "/");
        } else {
                put(r->y + r->h / 2, r->x + r->w / 2, role, bg, mark_glyph(c));
        }
}

/* The mark of a cube in the rectangle r of its cell, with its dot in the
 * four-player game (Q13). */
static void draw_marks(struct tui_rect r, quixo_cell c, int dot, enum tui_role bg)
{
        const struct tui_glyphs *g = tui_glyphs();
        int my = r.y + r.h / 2, mx = r.x + r.w / 2;

        if (dot == QUIXO_SEAT_NONE) {
                if (r.h >= 5 && c != QUIXO_CELL_NEUTRAL) {
                        struct tui_rect in = {r.y + 1, r.x + 2, r.h - 2, r.w - 4};
                        big_mark(&in, c, bg);
                } else {
                        put(my, mx, mark_role(c), bg, mark_glyph(c));
                }
                return;
        }
        /* Q13: the dot sits on the side of the cube facing its seat; the
         * mark moves away from it when the cell is too small for both. */
        if (r.h >= 3) {
                if (r.h >= 7) {
                        struct tui_rect in = {r.y + 2, r.x + 3, r.h - 4, r.w - 6};
                        big_mark(&in, c, bg);
                } else {
                        put(my, mx, mark_role(c), bg, mark_glyph(c));
                }
                switch (dot) {
                case QUIXO_S:
                        put(r.y + r.h - 1, mx, mark_role(c), bg, g->dot);
                        break;
                case QUIXO_N:
                        put(r.y, mx, mark_role(c), bg, g->dot);
                        break;
                case QUIXO_E:
                        put(my, r.x + r.w - 1, mark_role(c), bg, g->dot);
                        break;
                default:
                        put(my, r.x, mark_role(c), bg, g->dot);
                        break;
                }
        } else if (r.h == 2) {
                /* Two lines: every mark on the lower line, as on the rest of
                 * the board (lines of five stay straight); the dot is an
                 * arrow towards its seat, above the mark or beside it. */
                const char *arrow = dot == QUIXO_S   ? g->down
                                    : dot == QUIXO_N ? g->up
                                    : dot == QUIXO_E ? g->right
                                                     : g->left;
                bool side = dot == QUIXO_E || dot == QUIXO_W;
                int ax = dot == QUIXO_E ? r.x + r.w - 1 : dot == QUIXO_W ? r.x : mx;
                put(r.y + 1, mx, mark_role(c), bg, mark_glyph(c));
                put(side ? r.y + 1 : r.y, ax, mark_role(c), bg, arrow);
        } else {
                /* One line: an arrow towards the seat. */
                const char *arrow = dot == QUIXO_S   ? g->down
                                    : dot == QUIXO_N ? g->up
                                    : dot == QUIXO_E ? g->right
                                                     : g->left;
                put(my, mx, mark_role(c), bg, mark_glyph(c));
                put(my, dot == QUIXO_W ? r.x : r.x + r.w - 1, mark_role(c), bg, arrow);
        }
}

static void draw_cube(const struct tui_layout *l, const struct tui_quixo_view *v, int sq)
{
        struct tui_rect r = tui_layout_cell(l, tui_quixo_row(sq), tui_quixo_col(sq));
        quixo_cell c = quixo_pos_cell(v->pos, sq);
        int dot = v->pos->players == 4 ? quixo_pos_dot(v->pos, sq) : QUIXO_SEAT_NONE;
        uint32_t bit = 1u << sq;
        enum tui_role bg = TUI_NORMAL;

        if (sq == v->cursor) /* seen on a winning line too (the teaching
                                board's cursor stays there, issue 25) */
                bg = TUI_CURSOR;
        else if (v->win & bit)
                bg = TUI_WIN;
        else if ((v->targets | v->takeable) & bit)
                bg = TUI_TARGET;
        else if (sq == v->selected)
                bg = TUI_NORMAL; /* the taken cube: framed, not filled like
                                    the cursor */
        else if (v->last & bit)
                bg = TUI_LAST;
        if (bg != TUI_NORMAL)
                tui_fill(&r, bg);
        draw_marks(r, c, dot, bg);
        /* the whole cube one span of its mark's attributes (issue 27) */
        tui_blanks_join(&r, on_bg(mark_role(c), bg));
}

/* Arrow outside the board at the end where the cube is pushed in. */
static void draw_push_arrow(const struct tui_layout *l, int from, int to)
{
        const struct tui_glyphs *g = tui_glyphs();
        int tr = tui_quixo_row(to), tc = tui_quixo_col(to);
        int fr = tui_quixo_row(from), fc = tui_quixo_col(from);
        struct tui_rect r = tui_layout_cell(l, tr, tc);

        if (tc == fc) { /* the column slides */
                if (tr < fr)
                        tui_text(l->grid.y - 1, r.x + r.w / 2, 1, TUI_TARGET, g->down);
                else
                        tui_text(l->grid.y + l->grid.h, r.x + r.w / 2, 1, TUI_TARGET,
                                 g->up);
        } else {
                if (tc < fc)
                        tui_text(r.y + r.h / 2, l->grid.x - 2, 1, TUI_TARGET, g->right);
                else
                        tui_text(r.y + r.h / 2, l->grid.x + l->grid.w + 1, 1, TUI_TARGET,
                                 g->left);
        }
}

static void seat_label(const struct tui_layout *l, const struct tui_quixo_view *v, int i,
                       int seat)
{
        const char *s = v->seat_label[i];
        enum tui_role role = i == v->active ? TUI_ACTIVE : TUI_NORMAL;
        char buf[96];
        int w, y, x;

        if (!s)
                return;
        if (i == v->active)
                snprintf(buf, sizeof buf, "%s %s", tui_glyphs()->bullet, s);
        else
                snprintf(buf, sizeof buf, "%s", s);
        w = tui_text_width(buf);
        switch (seat) {
        case QUIXO_N:
                tui_text_center(l->board.y, l->grid.x, l->grid.w, role, buf);
                break;
        case QUIXO_S:
                tui_text_center(l->board.y + l->board.h - 1, l->grid.x, l->grid.w, role,
                                buf);
                break;
        case QUIXO_W:
        case QUIXO_E: {
                /* Narrow sides: the name on one line, the team below it,
                 * the turn marker above; each cut to the room there is,
                 * a cut name ending in an ellipsis, and East's a column
                 * short of the panel. */
                int room = l->grid.x - l->board.x - 3;
                if (seat == QUIXO_E && l->panel.w > 0) {
                        int before_panel = l->panel.x - 1 - (l->grid.x + l->grid.w + 3);
                        if (before_panel < room)
                                room = before_panel;
                }
                if (room < 1)
                        break;
                const char *paren = strrchr(s, '(');
                char name[64];
                size_t n = paren && paren > s ? (size_t)(paren - s) : strlen(s);
                if (n >= sizeof name)
                        n = sizeof name - 1;
                memcpy(name, s, n);
                while (n > 0 && name[n - 1] == ' ')
                        n--;
                name[n] = '\0';
                y = l->grid.y + l->grid.h / 2;
                for (int k = 0; k < 3; k++) {
                        const char *t =
                            k == 0   ? (i == v->active ? tui_glyphs()->bullet : NULL)
                            : k == 1 ? name
                                     : paren;
                        if (!t)
                                continue;
                        char cut[96];
                        tui_text_ellipsize(cut, sizeof cut, t, room);
                        t = cut;
                        w = tui_text_width(t);
                        x = seat == QUIXO_W ? l->grid.x - 3 - w
                                            : l->grid.x + l->grid.w + 3;
                        tui_text(y - 1 + k, x, room, k == 2 ? TUI_NORMAL : role, t);
                }
                break;
        }
        default:
                break;
        }
}

void tui_quixo_draw_board(const struct tui_layout *l, const struct tui_quixo_view *v)
{
        char name[3];
        int sq, i;

        tui_draw_grid(l);
        /* Column letters and row numbers (Q1). */
        for (i = 0; i < 5; i++) {
                struct tui_rect c = tui_layout_cell(l, 4, i);
                struct tui_rect r = tui_layout_cell(l, 4 - i, 0);
                name[0] = (char)('a' + i);
                name[1] = '\0';
                tui_text(l->grid.y - 1, c.x + c.w / 2, 1, TUI_DIM, name);
                tui_text(l->grid.y + l->grid.h, c.x + c.w / 2, 1, TUI_DIM, name);
                name[0] = (char)('1' + i);
                tui_text(r.y + r.h / 2, l->grid.x - 2, 1, TUI_DIM, name);
                tui_text(r.y + r.h / 2, l->grid.x + l->grid.w + 1, 1, TUI_DIM, name);
        }
        for (sq = 0; sq < QUIXO_SQUARES; sq++)
                draw_cube(l, v, sq);
        if (v->selected >= 0)
                tui_draw_cell_frame(l, tui_quixo_row(v->selected),
                                    tui_quixo_col(v->selected), TUI_KEY);
        if (v->push_from >= 0 && v->push_to >= 0)
                draw_push_arrow(l, v->push_from, v->push_to);
        if (v->pos->players == 4) {
                for (i = 0; i < 4; i++)
                        seat_label(l, v, i, i);
        } else {
                seat_label(l, v, 0, QUIXO_S);
                seat_label(l, v, 1, QUIXO_N);
        }
}
