/* program.h: the command that runs this program again as it was started
 * (argv[0]), for messages that name a command to type later ("Continue it
 * with: ./build/tabletop quixo --resume"): a name typed with a slash is
 * not on the PATH, so the path itself is named. */
#ifndef TUI_PROGRAM_H
#define TUI_PROGRAM_H

#include <stddef.h>

/* Remembers argv[0] (main, before anything runs); NULL or "" forgets it. */
void tui_program_set(const char *argv0);

/* The command that plays `game`: argv[0] itself when it is named after
 * the game ("quixo", "build/quixo"), else argv[0] followed by the game
 * ("./build/tabletop quixo", "tabletop thaayam"); "tabletop GAME" when
 * argv[0] is not known. Returns buf. */
const char *tui_program_command(const char *game, char *buf, size_t size);

#endif
