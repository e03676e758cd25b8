/* thaayam.c: the picture of a Thaayam position: the 5x5 board with the
 * palaces and the castle marked with a cross as on a drawn board (T1, T13),
 * the path of the player to move with arrows for its direction (T3), the
 * pieces and twins on their squares (T16), the pieces waiting to enter and
 * those borne off, the throws of the turn (T5, T9), and the last move as an
 * arrow along the path it took (T7, T8, T17, T21). */
#include "picture/internal.h"

#include "i18n/i18n.h"
#include "thaayam.h"

#include <stdio.h>
#include <string.h>

enum { CELL = 76, LEFT = 90, TOP = 104, SIDE = 5 * CELL };

/* Okabe-Ito colours of the seats S, E, N, W. */
static const char *const seat_color[THAAYAM_SEATS] = {"#D55E00", "#0072B2", "#009E73",
                                                      "#CC79A7"};
static const char *const seat_words[THAAYAM_SEATS] = {N_("South"), N_("East"),
                                                      N_("North"), N_("West")};
/* The side of the board each seat sits at, as (dx, dy) in the picture. */
static const int side_dx[THAAYAM_SEATS] = {0, 1, 0, -1};
static const int side_dy[THAAYAM_SEATS] = {1, 0, -1, 0};

static double centre_x(int sq)
{
        return LEFT + (sq % 5) * CELL + CELL / 2.0;
}

static double centre_y(int sq)
{
        return TOP + (4 - sq / 5) * CELL + CELL / 2.0; /* row 1 at the bottom (T1) */
}

static char upper(char c)
{
        return (char)(c - 'a' + 'A');
}

static bool thaayam_moves(const void *before, const char *action)
{
        thaayam_action a;
        (void)before;
        if (thaayam_action_parse(action, &a, NULL, 0) != THAAYAM_OK)
                return false;
        return a.kind == THAAYAM_ACT_ENTER || a.kind == THAAYAM_ACT_MOVE ||
               a.kind == THAAYAM_ACT_TWIN_MOVE || a.kind == THAAYAM_ACT_TWIN_ENTER ||
               a.kind == THAAYAM_ACT_OFF;
}

static void draw_cross(struct svg *w, int sq, const char *cls)
{
        double x = centre_x(sq) - CELL / 2.0, y = centre_y(sq) - CELL / 2.0;
        svg_open(w, "path");
        svg_attr(w, "class", cls);
        svg_attrf(w, "d", "M%d %dL%d %dM%d %dL%d %d", (int)x + 6, (int)y + 6,
                  (int)x + CELL - 6, (int)y + CELL - 6, (int)x + CELL - 6, (int)y + 6,
                  (int)x + 6, (int)y + CELL - 6);
        svg_attr(w, "stroke", "#8A7A5A");
        svg_attr(w, "stroke-width", "2");
        svg_close(w);
}

/* T1, T13: palaces and the castle carry a cross. */
static void draw_squares(struct svg *w)
{
        for (int sq = 0; sq < THAAYAM_SQUARES; sq++) {
                char name[3];
                int owner = -1;
                for (int seat = 0; seat < THAAYAM_SEATS; seat++)
                        if (thaayam_palace(seat) == sq)
                                owner = seat;
                bool castle = sq == THAAYAM_CASTLE_SQUARE;
                thaayam_square_name(sq, name);
                svg_open(w, "g");
                svg_attrf(w, "id", "sq-%s", name);
                if (owner >= 0)
                        svg_attrf(w, "class", "square palace palace-%c",
                                  thaayam_seat_char(owner));
                else
                        svg_attr(w, "class", castle ? "square castle" : "square");
                svg_open(w, "rect");
                svg_attr_num(w, "x", centre_x(sq) - CELL / 2.0);
                svg_attr_num(w, "y", centre_y(sq) - CELL / 2.0);
                svg_attr_num(w, "width", CELL);
                svg_attr_num(w, "height", CELL);
                svg_attr(w, "fill",
                         castle       ? "#EBDDB8"
                         : owner >= 0 ? "#F4EAD2"
                                      : "#FBF7EE");
                svg_attr(w, "stroke", "#8A7A5A");
                svg_attr(w, "stroke-width", "2");
                svg_close(w);
                if (owner >= 0 || castle)
                        draw_cross(w, sq, castle ? "castle-cross" : "palace-cross");
                svg_close(w);
        }
}

/* T3: the path of one seat, a dashed line from its palace to the castle
 * with an arrowhead on every step. */
static void draw_path(struct svg *w, int seat)
{
        svg_open(w, "g");
        svg_attr(w, "id", "path");
        svg_attrf(w, "class", "path path-%c", thaayam_seat_char(seat));
        svg_open(w, "polyline");
        char points[THAAYAM_PATH_LEN * 16] = "";
        size_t used = 0;
        for (int i = 0; i < THAAYAM_PATH_LEN && used < sizeof points; i++) {
                int sq = thaayam_square_of(seat, i);
                int n = snprintf(points + used, sizeof points - used, "%s%d,%d",
                                 i ? " " : "", (int)centre_x(sq), (int)centre_y(sq));
                used += n > 0 ? (size_t)n : 0;
        }
        svg_attr(w, "points", points);
        svg_attr(w, "fill", "none");
        svg_attr(w, "stroke", seat_color[seat]);
        svg_attr(w, "stroke-opacity", "0.45");
        svg_attr(w, "stroke-width", "2.5");
        svg_attr(w, "stroke-dasharray", "7 5");
        svg_close(w);
        for (int i = 0; i + 1 < THAAYAM_PATH_LEN; i++) {
                int a = thaayam_square_of(seat, i), b = thaayam_square_of(seat, i + 1);
                double mx = (centre_x(a) + centre_x(b)) / 2,
                       my = (centre_y(a) + centre_y(b)) / 2;
                picture_arrow_head(w, centre_x(a), centre_y(a),
                                   mx + (centre_x(b) - mx) * 0.2,
                                   my + (centre_y(b) - my) * 0.2, 11, seat_color[seat]);
        }
        svg_close(w);
}

/* A piece or a twin (piece2 >= 0) of `seat` at (x, y), radius r. */
static void draw_token(struct svg *w, int seat, int piece, int piece2, int sq, double x,
                       double y, double r)
{
        char s = thaayam_seat_char(seat), name[3], label[40];
        thaayam_square_name(sq, name);
        svg_open(w, "g");
        if (piece2 >= 0) {
                svg_attrf(w, "id", "twin-%c%d-%d", s, piece + 1, piece2 + 1);
                svg_attrf(w, "class", "piece twin seat-%c", s);
                snprintf(label, sizeof label, "%c%d&%d", upper(s), piece + 1, piece2 + 1);
        } else {
                svg_attrf(w, "id", "piece-%c%d", s, piece + 1);
                svg_attrf(w, "class", "piece seat-%c", s);
                snprintf(label, sizeof label, "%c%d", upper(s), piece + 1);
        }
        svg_attr(w, "data-square", name);
        double half = piece2 >= 0 ? r * 1.35 : r;
        svg_open(w, "rect");
        svg_attr_num(w, "x", x - half);
        svg_attr_num(w, "y", y - r);
        svg_attr_num(w, "width", 2 * half);
        svg_attr_num(w, "height", 2 * r);
        svg_attr_num(w, "rx", r);
        svg_attr(w, "fill", seat_color[seat]);
        svg_attr(w, "stroke", "#222222");
        svg_attr(w, "stroke-width", piece2 >= 0 ? "3" : "1.5");
        svg_close(w);
        svg_open(w, "text");
        svg_attr_num(w, "x", x);
        svg_attr_num(w, "y", y + r * 0.36);
        svg_attr(w, "text-anchor", "middle");
        svg_attr_num(w, "font-size", r * (piece2 >= 0 ? 0.68 : 1.0));
        svg_attr(w, "font-weight", "bold");
        svg_attr(w, "fill", "#ffffff");
        svg_text(w, label);
        svg_close(w);
        svg_close(w);
}

/* Every piece and twin on the board; several on a square share it. */
static void draw_pieces(struct svg *w, const thaayam_state *st)
{
        svg_open(w, "g");
        svg_attr(w, "id", "pieces");
        svg_attr(w, "font-family", "DejaVu Sans, Verdana, sans-serif");
        for (int sq = 0; sq < THAAYAM_SQUARES; sq++) {
                int seat_of[16], piece_of[16], partner_of[16], n = 0;
                for (int seat = 0; seat < THAAYAM_SEATS; seat++) {
                        if (!(st->seats & (1u << seat)))
                                continue;
                        for (int p = 0; p < THAAYAM_PIECES; p++) {
                                int idx = st->pos[seat][p], q = st->twin[seat][p];
                                if (idx < 0 || thaayam_square_of(seat, idx) != sq ||
                                    (q != THAAYAM_NO_TWIN && q < p))
                                        continue;
                                seat_of[n] = seat;
                                piece_of[n] = p;
                                partner_of[n] = q == THAAYAM_NO_TWIN ? -1 : q;
                                n++;
                        }
                }
                int cols = n <= 1 ? 1 : n <= 4 ? 2 : n <= 9 ? 3 : 4;
                double step = (double)CELL / cols, r = step / 2 - (cols == 1 ? 12 : 3);
                if (cols == 2)
                        r -= 4;
                for (int i = 0; i < n; i++) {
                        double x = centre_x(sq) - CELL / 2.0 + step * (i % cols + 0.5);
                        double y = centre_y(sq) - CELL / 2.0 + step * (i / cols + 0.5);
                        if (n == 2) /* two side by side in the middle row */
                                y = centre_y(sq);
                        double size = partner_of[i] >= 0 && cols > 1 ? r * 0.8 : r;
                        draw_token(w, seat_of[i], piece_of[i], partner_of[i], sq, x, y,
                                   size);
                }
        }
        svg_close(w);
}

static void outside_point(int seat, double *x, double *y)
{
        int palace = thaayam_palace(seat);
        /* a little aside along the board's edge, so that the arrow never
         * covers the palace's column letter or row number (issue 25 item 13) */
        *x = centre_x(palace) + side_dx[seat] * (CELL / 2.0 + 46) + side_dy[seat] * 34;
        *y = centre_y(palace) + side_dy[seat] * (CELL / 2.0 + 46) - side_dx[seat] * 34;
}

/* The last move along the squares it went through (T7, T8, T17, T21). */
static void draw_last_move(struct svg *w, const struct picture_scene *sc)
{
        const thaayam_state *before = sc->before;
        thaayam_action a;
        thaayam_preview pv;
        if (!sc->action || !before ||
            thaayam_action_parse(sc->action, &a, NULL, 0) != THAAYAM_OK ||
            thaayam_action_preview(before, &a, &pv) != THAAYAM_OK)
                return;
        int seat = before->turn;
        double xs[THAAYAM_PATH_LEN + 2], ys[THAAYAM_PATH_LEN + 2];
        int n = 0;
        if (pv.from_square < 0) { /* entering from beside the board */
                outside_point(seat, &xs[n], &ys[n]);
                n++;
        }
        int from = pv.from_square < 0 ? 0 : thaayam_index_of(seat, pv.from_square);
        int to = pv.to_index < 0 ? THAAYAM_CASTLE_INDEX : pv.to_index;
        for (int i = from; i <= to && n < THAAYAM_PATH_LEN; i++) {
                int sq = thaayam_square_of(seat, i);
                xs[n] = centre_x(sq);
                ys[n] = centre_y(sq);
                n++;
        }
        if (pv.to_square < 0) { /* borne off: out beside the board */
                outside_point(seat, &xs[n], &ys[n]);
                n++;
        }
        if (n < 2)
                return;
        /* The tip stops at the edge of the piece that moved, not over it. */
        if (pv.to_square >= 0) {
                xs[n - 1] -= (xs[n - 1] - xs[n - 2]) * 0.3;
                ys[n - 1] -= (ys[n - 1] - ys[n - 2]) * 0.3;
        }
        char points[(THAAYAM_PATH_LEN + 2) * 24] = "";
        size_t used = 0;
        for (int i = 0; i < n && used < sizeof points; i++) {
                char x[32], y[32];
                svg_format_num(xs[i], x, sizeof x);
                svg_format_num(ys[i], y, sizeof y);
                int k = snprintf(points + used, sizeof points - used, "%s%s,%s",
                                 i ? " " : "", x, y);
                used += k > 0 ? (size_t)k : 0;
        }
        char from_name[3] = "", to_name[3] = "";
        if (pv.from_square >= 0)
                thaayam_square_name(pv.from_square, from_name);
        if (pv.to_square >= 0)
                thaayam_square_name(pv.to_square, to_name);
        svg_open(w, "g");
        svg_attr(w, "id", "last-move");
        svg_attr(w, "class", "arrow");
        svg_attr(w, "data-action", sc->action);
        svg_attrf(w, "data-seat", "%c", thaayam_seat_char(seat));
        svg_attr(w, "data-from", from_name);
        svg_attr(w, "data-to", to_name);
        svg_attr(w, "opacity", "0.75");
        svg_open(w, "polyline");
        svg_attr(w, "points", points);
        svg_attr(w, "fill", "none");
        svg_attr(w, "stroke", "#333333");
        svg_attr(w, "stroke-width", "5");
        svg_attr(w, "stroke-linejoin", "round");
        svg_attr(w, "stroke-linecap", "round");
        svg_close(w);
        picture_arrow_head(w, xs[n - 2], ys[n - 2], xs[n - 1], ys[n - 1], 20, "#333333");
        svg_close(w);
}

static void draw_labels(struct svg *w)
{
        picture_grid_labels(w, LEFT, TOP, CELL, 0, 20, 12, 0);
}

/* "1 2" of the pieces of a seat at a position (off or borne off), "–". */
static void pieces_at(const thaayam_state *st, int seat, int where, char *buf,
                      size_t size)
{
        size_t used = 0;
        buf[0] = '\0';
        for (int p = 0; p < THAAYAM_PIECES && used + 3 < size; p++)
                if (st->pos[seat][p] == where)
                        used += (size_t)snprintf(buf + used, size - used, "%s%d",
                                                 used ? " " : "", p + 1);
        if (used == 0)
                snprintf(buf, size, "%s", "\xE2\x80\x93");
}

/* Below the board: every seat's player, waiting and borne-off pieces, and
 * the throws of the turn (used and lost ones struck out, T9). */
static int draw_panel(struct svg *w, const struct picture_scene *sc,
                      const thaayam_state *st)
{
        int y = TOP + SIDE + 52;
        char text[PICTURE_NAME_MAX + 80], pieces[32], nb[PICTURE_NAME_MAX];
        svg_open(w, "g");
        svg_attr(w, "id", "seats");
        svg_attr(w, "font-family", "DejaVu Sans, Verdana, sans-serif");
        svg_attr(w, "font-size", "15");
        svg_attr(w, "fill", "#222222");
        for (int seat = 0; seat < THAAYAM_SEATS; seat++) {
                if (!(st->seats & (1u << seat)))
                        continue;
                char id = thaayam_seat_char(seat);
                svg_open(w, "g");
                svg_attrf(w, "id", "seat-%c", id);
                svg_open(w, "rect");
                svg_attr_num(w, "x", 24);
                svg_attr_num(w, "y", y - 13);
                svg_attr(w, "width", "16");
                svg_attr(w, "height", "16");
                svg_attr(w, "rx", "8");
                svg_attr(w, "fill", seat_color[seat]);
                svg_close(w);
                const char *name = picture_seat_name(sc->s, id, nb, sizeof nb);
                if (name[0])
                        snprintf(text, sizeof text, _("%s (%s)"), name,
                                 _(seat_words[seat]));
                else
                        snprintf(text, sizeof text, "%s", _(seat_words[seat]));
                picture_text(w, 48, y, "start", "seat-name", text);
                pieces_at(st, seat, THAAYAM_POS_OFF, pieces, sizeof pieces);
                snprintf(text, sizeof text, _("waiting: %s"), pieces);
                svg_open(w, "text");
                svg_attrf(w, "id", "waiting-%c", id);
                svg_attr(w, "x", "250");
                svg_attr_num(w, "y", y);
                svg_text(w, text);
                svg_close(w);
                pieces_at(st, seat, THAAYAM_POS_HOME, pieces, sizeof pieces);
                snprintf(text, sizeof text, _("borne off: %s"), pieces);
                svg_open(w, "text");
                svg_attrf(w, "id", "home-%c", id);
                svg_attr(w, "x", "400");
                svg_attr_num(w, "y", y);
                svg_text(w, text);
                svg_close(w);
                svg_close(w);
                y += 24;
        }
        svg_close(w);
        if (st->nthrows > 0) {
                svg_open(w, "text");
                svg_attr(w, "id", "throws");
                svg_attr(w, "x", "24");
                svg_attr_num(w, "y", y + 8);
                svg_attr(w, "font-family", "DejaVu Sans, Verdana, sans-serif");
                svg_attr(w, "font-size", "15");
                svg_text(w, _("Throws of this turn:"));
                for (int i = 0; i < st->nthrows; i++) {
                        bool gone = st->throw_status[i] != THAAYAM_THROW_PENDING &&
                                    st->throw_status[i] != THAAYAM_THROW_UNUSED;
                        char score[8];
                        snprintf(score, sizeof score, " %d", st->throws[i]);
                        svg_open(w, "tspan");
                        svg_attr(w, "class", gone ? "score spent" : "score");
                        if (gone) {
                                svg_attr(w, "text-decoration", "line-through");
                                svg_attr(w, "fill", "#888888");
                        }
                        svg_text(w, score);
                        svg_close(w);
                }
                svg_close(w);
                y += 24;
        }
        return y;
}

static void status_line(const struct picture_scene *sc, const thaayam_state *st,
                        char *buf, size_t size)
{
        char result[TT_RESULT_MAX], nb[PICTURE_NAME_MAX];
        picture_result(sc, result, sizeof result);
        if (strncmp(result, "win ", 4) == 0) {
                int seat = thaayam_seat_of_char(result[4]);
                const char *name = picture_seat_name(sc->s, result[4], nb, sizeof nb);
                const char *word = seat >= 0 ? _(seat_words[seat]) : "?";
                if (name[0])
                        snprintf(buf, size, _("%s (%s) wins."), name, word);
                else
                        snprintf(buf, size, _("%s wins."), word);
                return;
        }
        if (strcmp(result, "draw") == 0) {
                snprintf(buf, size, "%s", _("The game is drawn."));
                return;
        }
        const char *name =
            picture_seat_name(sc->s, thaayam_seat_char(st->turn), nb, sizeof nb);
        const char *word = _(seat_words[st->turn]);
        char who[120];
        if (name[0])
                snprintf(who, sizeof who, _("%s (%s)"), name, word);
        else
                snprintf(who, sizeof who, "%s", word);
        snprintf(buf, size,
                 st->phase == THAAYAM_PHASE_THROW
                     ? _("%s to throw; the dashed line is their path.")
                     : _("%s to use the scores; the dashed line is their path."),
                 who);
}

static void thaayam_draw(struct svg *w, const struct picture_scene *sc)
{
        const thaayam_state *st = sc->pos;
        int rows = 0;
        for (int seat = 0; seat < THAAYAM_SEATS; seat++)
                rows += (st->seats >> seat) & 1;
        const int width = 2 * LEFT + SIDE;
        const int height = TOP + SIDE + 52 + 24 * rows + (st->nthrows ? 24 : 0) + 8;
        char title[160], line[256];

        snprintf(
            title, sizeof title,
            ngettext("Thaayam after %zu action", "Thaayam after %zu actions", sc->ply),
            sc->ply);
        status_line(sc, st, line, sizeof line);
        svg_document(w, width, height);
        svg_attrf(w, "class", "thaayam players-%d", rows);
        svg_open(w, "title");
        svg_text(w, title);
        svg_close(w);
        picture_caption(w, width, title, line);
        svg_open(w, "g");
        svg_attr(w, "id", "board");
        draw_squares(w);
        svg_close(w);
        draw_labels(w);
        draw_path(w, st->turn);
        draw_pieces(w, st);
        draw_last_move(w, sc);
        draw_panel(w, sc, st);
}

const struct picture_game picture_thaayam = {
    .ops = &tt_thaayam_ops,
    .moves = thaayam_moves,
    .draw = thaayam_draw,
};
