/* internal.h: what the picture files share: the scene a game draws, the
 * table of games that have pictures, and drawing helpers (text, arrows,
 * seat names) over the SVG writer. */
#ifndef TT_PICTURE_INTERNAL_H
#define TT_PICTURE_INTERNAL_H

#include "picture/picture.h"
#include "picture/svg.h"

#include <stdbool.h>

/* What is drawn: a position of a session and the move that led to it. */
struct picture_scene {
        const struct session *s;
        const void *pos;
        size_t ply;
        /* The last action that moved something (drawn as an arrow), the
         * position it was played in, and how many actions ago; NULL when
         * none. */
        const char *action;
        const void *before;
        bool at_end; /* the session's current position (its ending counts) */
};

/* A game that has pictures: a row of picture_games[] (picture.c). */
struct picture_game {
        const struct tt_game_ops *ops;
        /* Whether `action`, played in `before`, moves something to show
         * with an arrow. */
        bool (*moves)(const void *before, const char *action);
        /* Draws the whole document (svg_document included). */
        void (*draw)(struct svg *w, const struct picture_scene *sc);
};

/* Every game of the Makefile's GAMES list (tt_games.h) draws its
 * pictures: picture_GAME in src/picture/GAME.c. */
#define PICTURE_GAME_DECLARE(g) extern const struct picture_game picture_##g;
TT_GAMES(PICTURE_GAME_DECLARE)
#undef PICTURE_GAME_DECLARE

/* Text at (x, y); anchor "start", "middle" or "end"; cls may be NULL. */
void picture_text(struct svg *w, double x, double y, const char *anchor, const char *cls,
                  const char *text);
/* The column letters a-e and row numbers 5-1 of a 5x5 board whose corner
 * is (left, top), squares `cell` wide, in a group "labels": letters `above`
 * the board and `below` it, numbers `left_gap` before it and `right_gap`
 * after it (each an offset; 0: none on that side). */
void picture_grid_labels(struct svg *w, int left, int top, int cell, int above, int below,
                         int left_gap, int right_gap);
/* A filled triangle pointing from (x1, y1) towards (x2, y2), its tip at
 * (x2, y2), `size` long. */
void picture_arrow_head(struct svg *w, double x1, double y1, double x2, double y2,
                        double size, const char *fill);
/* The name of a seat of the session into buf ("" when unknown), cut to
 * PICTURE_NAME_CHARS characters with an ellipsis; returns buf. */
enum { PICTURE_NAME_CHARS = 20, PICTURE_NAME_MAX = 4 * PICTURE_NAME_CHARS + 8 };
const char *picture_seat_name(const struct session *s, char id, char *buf, size_t size);
/* The result to show: the session's ending at its end (time, resignation,
 * agreement), else the rules' ("none", "draw", "win x"). */
void picture_result(const struct picture_scene *sc, char *buf, size_t size);
/* The document's background and caption (title and the line below). */
void picture_caption(struct svg *w, int width, const char *title, const char *line);

#endif
