/* class_pairs.h: a pupil's terminal taken into the pair's game and back
 * (net/pairs.h): the class's host says which game of the teacher's the
 * pupil plays, at which seat and against whom; the class's screen ends,
 * the game is joined at that seat without a command, and when its screen
 * ends (the game over, q) the terminal joins the class again. */
#ifndef TUI_CLASS_PAIRS_H
#define TUI_CLASS_PAIRS_H

#include "net/wire.h"
#include "tui/app.h"
#include "tui/net/remote.h"
#include "tui/play/link.h"

/* A pair message of the host into news (the screen is to end: leave);
 * true when it was one. */
bool tui_class_pairs_take(const struct net_msg *m, struct tui_link_news *n);

/* After the class's screen ended with r: while the host has sent this
 * pupil a game, plays it (play: the play screen of a joined game), then
 * the class again (klass: the class joined). The last screen's end; why
 * holds a reason to print when the class could not be joined again
 * ("" otherwise). */
enum tui_run tui_class_pairs_follow(const struct tui_remote_target *klass, enum tui_run r,
                                    enum tui_run (*play)(struct tui_link *l,
                                                         const char *notice),
                                    char *why, size_t len);

#endif
