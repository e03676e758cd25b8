/* quixo.c: the picture of a Quixo position, as the rule sheets draw it: the
 * 5x5 board of cubes with their faces (cross, circle, blank; Q2), in the
 * four-player game each marked cube's dot on the side of the seat it
 * points to (Q13) and the seats around the board (Q11), the lines of five
 * that decide the game (Q10), and the last push as an arrow from the square
 * the cube was taken from to the end where it went back in (Q7). */
#include "picture/internal.h"

#include "i18n/i18n.h"
#include "quixo.h"

#include <stdio.h>
#include <string.h>

enum { CELL = 64, LEFT = 70, TOP = 120, SIDE = 5 * CELL };

static const char color_x[] = "#D55E00"; /* Okabe-Ito vermillion */
static const char color_o[] = "#0072B2"; /* Okabe-Ito blue */

/* Seat words of the four-player game, in seat order S, E, N, W (Q11). */
static const char *const seat_words[4] = {N_("South"), N_("East"), N_("North"),
                                          N_("West")};

static double cell_x(int sq)
{
        return LEFT + (sq % 5) * CELL;
}

static double cell_y(int sq)
{
        return TOP + (4 - sq / 5) * CELL; /* row 1 at the bottom (Q1) */
}

static bool quixo_moves(const void *before, const char *action)
{
        (void)before;
        return strcmp(action, "pass") != 0;
}

static void draw_mark(struct svg *w, quixo_cell cell, double x, double y)
{
        const double in = 15;
        if (cell == QUIXO_CELL_X) {
                svg_open(w, "path");
                svg_attr(w, "class", "cross");
                svg_attrf(w, "d", "M%d %dL%d %dM%d %dL%d %d", (int)(x + in),
                          (int)(y + in), (int)(x + CELL - in), (int)(y + CELL - in),
                          (int)(x + CELL - in), (int)(y + in), (int)(x + in),
                          (int)(y + CELL - in));
                svg_attr(w, "stroke", color_x);
                svg_attr(w, "stroke-width", "7");
                svg_attr(w, "stroke-linecap", "round");
                svg_close(w);
        } else if (cell == QUIXO_CELL_O) {
                svg_open(w, "circle");
                svg_attr(w, "class", "circle");
                svg_attr_num(w, "cx", x + CELL / 2.0);
                svg_attr_num(w, "cy", y + CELL / 2.0);
                svg_attr_num(w, "r", CELL / 2.0 - in);
                svg_attr(w, "fill", "none");
                svg_attr(w, "stroke", color_o);
                svg_attr(w, "stroke-width", "7");
                svg_close(w);
        }
}

/* Q13: the dot sits on the edge of the cube facing its seat. */
static void draw_dot(struct svg *w, int seat, double x, double y)
{
        static const double dx[4] = {0, 1, 0, -1}, dy[4] = {1, 0, -1, 0};
        const double reach = CELL / 2.0 - 10;
        svg_open(w, "circle");
        svg_attrf(w, "class", "dot dot-%c", quixo_seat_char(seat));
        svg_attr_num(w, "cx", x + CELL / 2.0 + dx[seat] * reach);
        svg_attr_num(w, "cy", y + CELL / 2.0 + dy[seat] * reach);
        svg_attr(w, "r", "5");
        svg_attr(w, "fill", "#222222");
        svg_close(w);
}

static void draw_square(struct svg *w, const quixo_pos *pos, int sq, uint32_t win)
{
        static const char *const mark_class[] = {"mark-blank", "mark-x", "mark-o"};
        quixo_cell cell = quixo_pos_cell(pos, sq);
        double x = cell_x(sq), y = cell_y(sq);
        bool winning = (win >> sq) & 1u;
        char name[3];

        quixo_square_name(sq, name);
        svg_open(w, "g");
        svg_attrf(w, "id", "sq-%s", name);
        svg_attrf(w, "class", "square %s%s", mark_class[cell], winning ? " win" : "");
        svg_open(w, "rect");
        svg_attr_num(w, "x", x + 4);
        svg_attr_num(w, "y", y + 4);
        svg_attr_num(w, "width", CELL - 8);
        svg_attr_num(w, "height", CELL - 8);
        svg_attr(w, "rx", "7");
        svg_attr(w, "fill", winning ? "#FFF1A8" : "#FBF7EE");
        svg_attr(w, "stroke", winning ? "#222222" : "#8A7A5A");
        svg_attr(w, "stroke-width", winning ? "3" : "1.5");
        svg_close(w);
        draw_mark(w, cell, x, y);
        int dot = quixo_pos_dot(pos, sq);
        if (dot != QUIXO_SEAT_NONE)
                draw_dot(w, dot, x, y);
        svg_close(w);
}

static void draw_labels(struct svg *w)
{
        picture_grid_labels(w, LEFT, TOP, CELL, 14, 26, 18, 18);
}

/* Q7: the cube left FROM and went back in at TO. */
static void draw_last_move(struct svg *w, const struct picture_scene *sc)
{
        quixo_move m;
        if (!sc->action || quixo_action_parse(sc->action, &m, NULL, 0) != QUIXO_OK ||
            quixo_move_is_pass(m))
                return;
        int from = quixo_move_from(m), to = quixo_move_to(m);
        char a[3], b[3];
        quixo_square_name(from, a);
        quixo_square_name(to, b);
        double x1 = cell_x(from) + CELL / 2.0, y1 = cell_y(from) + CELL / 2.0;
        double x2 = cell_x(to) + CELL / 2.0, y2 = cell_y(to) + CELL / 2.0;
        svg_open(w, "g");
        svg_attr(w, "id", "last-move");
        svg_attr(w, "class", "arrow");
        svg_attr(w, "data-action", sc->action);
        svg_attr(w, "data-from", a);
        svg_attr(w, "data-to", b);
        svg_attr(w, "opacity", "0.7");
        svg_open(w, "line");
        svg_attr_num(w, "x1", x1);
        svg_attr_num(w, "y1", y1);
        /* The tip at the near edge of the cube that went in, not over it. */
        svg_attr_num(w, "x2", x2 - (x2 - x1) * 0.17);
        svg_attr_num(w, "y2", y2 - (y2 - y1) * 0.17);
        svg_attr(w, "stroke", "#333333");
        svg_attr(w, "stroke-width", "6");
        svg_attr(w, "stroke-linecap", "round");
        svg_close(w);
        svg_open(w, "circle");
        svg_attr_num(w, "cx", x1);
        svg_attr_num(w, "cy", y1);
        svg_attr(w, "r", "7");
        svg_attr(w, "fill", "#333333");
        svg_close(w);
        picture_arrow_head(w, x1, y1, x2 - (x2 - x1) * 0.11, y2 - (y2 - y1) * 0.11, 22,
                           "#333333");
        svg_close(w);
}

/* Who is who: "X: Ana" below the board, or each seat at its side (Q11). */
static void draw_players(struct svg *w, const struct picture_scene *sc,
                         const quixo_pos *pos)
{
        char text[2 * PICTURE_NAME_MAX + 80], xb[PICTURE_NAME_MAX], ob[PICTURE_NAME_MAX],
            nb[PICTURE_NAME_MAX];
        svg_open(w, "g");
        svg_attr(w, "id", "players");
        svg_attr(w, "font-family", "DejaVu Sans, Verdana, sans-serif");
        svg_attr(w, "font-size", "15");
        svg_attr(w, "fill", "#222222");
        if (pos->players == 2) {
                const char *x = picture_seat_name(sc->s, 'x', xb, sizeof xb),
                           *o = picture_seat_name(sc->s, 'o', ob, sizeof ob);
                if (x[0] || o[0]) {
                        /* one space between words in SVG text: a mark
                           between the players (issue 25 item 13) */
                        snprintf(text, sizeof text, _("X: %s · O: %s"), x, o);
                        picture_text(w, LEFT + SIDE / 2.0, TOP + SIDE + 58, "middle",
                                     NULL, text);
                }
        } else {
                /* S below, E right, N above, W left, as the players sit. */
                static const int x[4] = {LEFT + SIDE / 2, LEFT + SIDE + 46,
                                         LEFT + SIDE / 2, LEFT - 46};
                static const int y[4] = {TOP + SIDE + 58, TOP + SIDE / 2, TOP - 38,
                                         TOP + SIDE / 2};
                static const int turn[4] = {0, -90, 0, 90};
                for (int seat = 0; seat < 4; seat++) {
                        char id = quixo_seat_char(seat);
                        const char *name = picture_seat_name(sc->s, id, nb, sizeof nb);
                        char mark = quixo_seat_team(seat) == QUIXO_X ? 'X' : 'O';
                        if (name[0])
                                snprintf(text, sizeof text, _("%s: %s (%c)"),
                                         _(seat_words[seat]), name, mark);
                        else
                                snprintf(text, sizeof text, _("%s (%c)"),
                                         _(seat_words[seat]), mark);
                        svg_open(w, "text");
                        svg_attrf(w, "id", "seat-%c", id);
                        svg_attr_num(w, "x", x[seat]);
                        svg_attr_num(w, "y", y[seat]);
                        svg_attr(w, "text-anchor", "middle");
                        if (turn[seat])
                                svg_attrf(w, "transform", "rotate(%d %d %d)", turn[seat],
                                          x[seat], y[seat]);
                        svg_text(w, text);
                        svg_close(w);
                }
        }
        svg_close(w);
}

static void status_line(const struct picture_scene *sc, const quixo_pos *pos, char *buf,
                        size_t size)
{
        char result[TT_RESULT_MAX], nb[PICTURE_NAME_MAX];
        picture_result(sc, result, sizeof result);
        if (strcmp(result, "draw") == 0) {
                snprintf(buf, size, "%s", _("The game is drawn."));
        } else if (strncmp(result, "win ", 4) == 0) {
                snprintf(buf, size, result[4] == 'x' ? _("X wins.") : _("O wins."));
        } else if (pos->players == 2) {
                char id = pos->turn == QUIXO_X ? 'x' : 'o';
                const char *name = picture_seat_name(sc->s, id, nb, sizeof nb);
                if (name[0])
                        snprintf(buf, size, _("%s (%c) to move."), name,
                                 id == 'x' ? 'X' : 'O');
                else
                        snprintf(buf, size,
                                 id == 'x' ? _("X to move.") : _("O to move."));
        } else {
                int seat = pos->turn;
                const char *name =
                    picture_seat_name(sc->s, quixo_seat_char(seat), nb, sizeof nb);
                char mark = quixo_seat_team(seat) == QUIXO_X ? 'X' : 'O';
                if (name[0])
                        snprintf(buf, size, _("%s (%s, %c) to move."), name,
                                 _(seat_words[seat]), mark);
                else
                        snprintf(buf, size, _("%s (%c) to move."), _(seat_words[seat]),
                                 mark);
        }
}

static void quixo_draw(struct svg *w, const struct picture_scene *sc)
{
        const quixo_pos *pos = sc->pos;
        const int width = 2 * LEFT + SIDE, height = TOP + SIDE + 76;
        char title[160], line[256];

        snprintf(title, sizeof title,
                 ngettext("Quixo after %lu move", "Quixo after %lu moves", pos->ply),
                 (unsigned long)pos->ply); /* moves of the game, a set-up's included */
        status_line(sc, pos, line, sizeof line);
        svg_document(w, width, height);
        svg_attr(w, "class", pos->players == 2 ? "quixo players-2" : "quixo players-4");
        svg_open(w, "title");
        svg_text(w, title);
        svg_close(w);
        picture_caption(w, width, title, line);
        svg_open(w, "g");
        svg_attr(w, "id", "board");
        svg_open(w, "rect");
        svg_attr(w, "id", "frame");
        svg_attr_num(w, "x", LEFT - 6);
        svg_attr_num(w, "y", TOP - 6);
        svg_attr_num(w, "width", SIDE + 12);
        svg_attr_num(w, "height", SIDE + 12);
        svg_attr(w, "rx", "8");
        svg_attr(w, "fill", "#D9C7A0");
        svg_attr(w, "stroke", "#8A7A5A");
        svg_attr(w, "stroke-width", "2");
        svg_close(w);
        uint32_t win = quixo_winning_lines(pos);
        for (int sq = 0; sq < QUIXO_SQUARES; sq++)
                draw_square(w, pos, sq, win);
        svg_close(w);
        draw_labels(w);
        draw_last_move(w, sc);
        draw_players(w, sc, pos);
}

const struct picture_game picture_quixo = {
    .ops = &tt_quixo_ops,
    .moves = quixo_moves,
    .draw = quixo_draw,
};
