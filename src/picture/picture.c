/* picture.c: the picture of a session's position (picture.h): replays the
 * session's actions from its start up to the ply asked for, keeps the last
 * move for the arrow, and hands the scene to the game's drawing (the rows
 * of picture_games[]); the drawing helpers the games share. */
#include "picture/internal.h"

#include "i18n/i18n.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The games that have pictures, ended by NULL. */
#define PICTURE_GAME_ROW(g) &picture_##g,
static const struct picture_game *const picture_games[] = {TT_GAMES(PICTURE_GAME_ROW)
                                                               NULL};
#undef PICTURE_GAME_ROW

static const struct picture_game *game_of(const struct tt_game_ops *ops)
{
        for (int i = 0; picture_games[i] != NULL; i++)
                if (strcmp(picture_games[i]->ops->name, ops->name) == 0)
                        return picture_games[i];
        return NULL;
}

static int refuse(char *reason, size_t size, const char *text)
{
        if (reason && size > 0)
                snprintf(reason, size, "%s", text);
        return -1;
}

int picture_session_svg(const struct session *s, size_t ply, char **svg, size_t *len,
                        char *reason, size_t reason_size)
{
        const struct tt_game_ops *ops = session_ops(s);
        const struct picture_game *game = game_of(ops);
        size_t count = session_ply_count(s);
        char state[TT_STATE_MAX], why[TT_REASON_MAX];

        if (!game)
                return refuse(reason, reason_size, _("This game has no pictures."));
        if (ply > count) {
                if (reason && reason_size > 0)
                        snprintf(reason, reason_size,
                                 ngettext("There is no ply %zu: the game has %zu action "
                                          "(ply 0 to %zu).",
                                          "There is no ply %zu: the game has %zu actions "
                                          "(ply 0 to %zu).",
                                          count),
                                 ply, count, count);
                return -1;
        }
        unsigned char *pos = malloc(ops->pos_size), *next = malloc(ops->pos_size);
        unsigned char *before = malloc(ops->pos_size);
        if (!pos || !next || !before) {
                free(pos);
                free(next);
                free(before);
                return refuse(reason, reason_size, _("Out of memory."));
        }
        struct picture_scene sc = {
            .s = s, .pos = pos, .ply = ply, .at_end = ply == count};
        session_start_state(s, state, sizeof state);
        int rc = ops->set_state(pos, state, why, sizeof why);
        for (size_t i = 1; rc == 0 && i <= ply; i++) {
                const char *action = session_action_at(s, i);
                memcpy(next, pos, ops->pos_size);
                rc = ops->play(next, action, why, sizeof why);
                if (rc == 0 && game->moves(pos, action)) {
                        memcpy(before, pos, ops->pos_size);
                        sc.before = before;
                        sc.action = action;
                }
                memcpy(pos, next, ops->pos_size);
        }
        if (rc != 0) {
                free(pos);
                free(next);
                free(before);
                return refuse(reason, reason_size, why);
        }
        struct svg w;
        svg_init(&w);
        game->draw(&w, &sc);
        free(pos);
        free(next);
        free(before);
        if (svg_finish(&w, svg, len) != 0)
                return refuse(reason, reason_size, _("Out of memory."));
        return 0;
}

void picture_text(struct svg *w, double x, double y, const char *anchor, const char *cls,
                  const char *text)
{
        svg_open(w, "text");
        if (cls)
                svg_attr(w, "class", cls);
        svg_attr_num(w, "x", x);
        svg_attr_num(w, "y", y);
        svg_attr(w, "text-anchor", anchor);
        svg_text(w, text);
        svg_close(w);
}

void picture_grid_labels(struct svg *w, int left, int top, int cell, int above, int below,
                         int left_gap, int right_gap)
{
        char label[2] = "";
        int side = 5 * cell;

        svg_open(w, "g");
        svg_attr(w, "id", "labels");
        svg_attr(w, "font-family", "DejaVu Sans, Verdana, sans-serif");
        svg_attr(w, "font-size", "14");
        svg_attr(w, "fill", "#555555");
        for (int i = 0; i < 5; i++) {
                double mid_x = left + i * cell + cell / 2.0;
                double mid_y = top + i * cell + cell / 2.0 + 5;
                label[0] = (char)('a' + i);
                if (above)
                        picture_text(w, mid_x, top - above, "middle", NULL, label);
                if (below)
                        picture_text(w, mid_x, top + side + below, "middle", NULL, label);
                label[0] = (char)('5' - i);
                if (left_gap)
                        picture_text(w, left - left_gap, mid_y, "middle", NULL, label);
                if (right_gap)
                        picture_text(w, left + side + right_gap, mid_y, "middle", NULL,
                                     label);
        }
        svg_close(w);
}

void picture_arrow_head(struct svg *w, double x1, double y1, double x2, double y2,
                        double size, const char *fill)
{
        double dx = x2 - x1, dy = y2 - y1;
        double d = dx * dx + dy * dy;
        if (d <= 0)
                return;
        double r = sqrt(d);
        dx /= r;
        dy /= r;
        double bx = x2 - dx * size, by = y2 - dy * size;
        double half = size * 0.5;
        char p[3][2][32];
        svg_format_num(x2, p[0][0], sizeof p[0][0]);
        svg_format_num(y2, p[0][1], sizeof p[0][1]);
        svg_format_num(bx - dy * half, p[1][0], sizeof p[1][0]);
        svg_format_num(by + dx * half, p[1][1], sizeof p[1][1]);
        svg_format_num(bx + dy * half, p[2][0], sizeof p[2][0]);
        svg_format_num(by - dx * half, p[2][1], sizeof p[2][1]);
        svg_open(w, "polygon");
        svg_attrf(w, "points", "%s,%s %s,%s %s,%s", p[0][0], p[0][1], p[1][0], p[1][1],
                  p[2][0], p[2][1]);
        svg_attr(w, "fill", fill);
        svg_close(w);
}

const char *picture_seat_name(const struct session *s, char id, char *buf, size_t size)
{
        const struct session_seat *seat = session_seat(s, id);
        const unsigned char *name = (const unsigned char *)(seat ? seat->name : "");
        size_t used = 0;
        int chars = 0;
        if (size == 0)
                return "";
        /* At most PICTURE_NAME_CHARS characters, cut between characters. */
        while (name[used] && chars < PICTURE_NAME_CHARS) {
                size_t n = 1;
                while ((name[used + n] & 0xC0) == 0x80)
                        n++;
                if (used + n + 4 > size)
                        break;
                used += n;
                chars++;
        }
        memcpy(buf, name, used);
        buf[used] = '\0';
        if (name[used] && used + 4 <= size)
                memcpy(buf + used, "\xE2\x80\xA6", 4); /* an ellipsis */
        return buf;
}

void picture_result(const struct picture_scene *sc, char *buf, size_t size)
{
        if (sc->at_end) {
                struct session_result r;
                session_result(sc->s, &r);
                snprintf(buf, size, "%s", r.text);
                return;
        }
        session_ops(sc->s)->result(sc->pos, buf, size);
}

void picture_caption(struct svg *w, int width, const char *title, const char *line)
{
        svg_open(w, "rect");
        svg_attr(w, "id", "background");
        svg_attr(w, "width", "100%");
        svg_attr(w, "height", "100%");
        svg_attr(w, "fill", "#ffffff");
        svg_close(w);
        svg_open(w, "g");
        svg_attr(w, "id", "caption");
        svg_attr(w, "font-family", "DejaVu Sans, Verdana, sans-serif");
        svg_attr(w, "fill", "#222222");
        svg_open(w, "text");
        svg_attr(w, "id", "title");
        svg_attr_num(w, "x", width / 2.0);
        svg_attr(w, "y", "30");
        svg_attr(w, "text-anchor", "middle");
        svg_attr(w, "font-size", "20");
        svg_attr(w, "font-weight", "bold");
        svg_text(w, title);
        svg_close(w);
        svg_open(w, "text");
        svg_attr(w, "id", "status");
        svg_attr_num(w, "x", width / 2.0);
        svg_attr(w, "y", "54");
        svg_attr(w, "text-anchor", "middle");
        svg_attr(w, "font-size", "15");
        svg_text(w, line);
        svg_close(w);
        svg_close(w);
}
