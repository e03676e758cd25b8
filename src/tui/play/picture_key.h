/* picture_key.h: the picture key of the play screens (i): the position on
 * the screen as an SVG picture in the data directory (src/picture). */
#ifndef TUI_PICTURE_KEY_H
#define TUI_PICTURE_KEY_H

#include "session/session.h"

#include <stddef.h>

/* Writes the picture of session s at its current position to a new file
 * of the data directory ($XDG_DATA_HOME/tabletop/GAME-DATE.svg), the path
 * into path. 0, or -1 with why (nothing written). */
int tui_picture_write(const struct session *s, char *path, size_t path_size, char *why,
                      size_t len);

struct tui_play;
/* The key: writes the picture and says the file name in the message line
 * (or why not). */
void tui_play_picture(struct tui_play *p);

#endif
