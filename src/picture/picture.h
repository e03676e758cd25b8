/* picture.h: a position of a game as a clean diagram (SVG), the way the
 * rule sheets draw theirs: the Quixo board with its marks and dots, the
 * Thaayam board with its path, palaces, castle, pieces and twins, and the
 * move just made as an arrow (docs/classroom.md says what is drawn).
 *
 * No I/O: the picture is handed back as text; the command line
 * (`tabletop picture`) and the play screens write it to a file. Elements
 * carry ids and classes (id="sq-c3" class="square mark-x", id="piece-s2",
 * id="last-move") so that tests and style sheets can find them. */
#ifndef TT_PICTURE_PICTURE_H
#define TT_PICTURE_PICTURE_H

#include "session/session.h"

#include <stddef.h>

/* File name extension of pictures. */
#define PICTURE_EXT ".svg"

/* The SVG picture of the position of session s after `ply` of its actions
 * (0: the start, session_ply_count(s): the current position); the session
 * is not changed. *svg is malloc'ed (NUL-terminated, *len without the
 * NUL). 0, or -1 with a reason (ply out of range, a game without
 * pictures, out of memory). */
int picture_session_svg(const struct session *s, size_t ply, char **svg, size_t *len,
                        char *reason, size_t reason_size);

#endif
