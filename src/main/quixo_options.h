/* quixo_options.h: the command line of `quixo` / `tabletop quixo`. */
#ifndef TT_QUIXO_OPTIONS_H
#define TT_QUIXO_OPTIONS_H

#include "tui/quixo/screen.h"

/* Parses argv (argv[0] is the game name) into *a, whose settings are
 * already filled with the remembered defaults. Returns -1 to go on, or an
 * exit status: 0 after --help/--version, 2 (with a message on stderr)
 * for a bad command line. */
int cli_quixo_parse(int argc, char **argv, struct tui_quixo_args *a);

/* `quixo [OPTION]...`: parses, then runs the front end; an exit status. */
int cli_quixo(int argc, char **argv);

/* --help text of quixo. */
void cli_quixo_help(void);

#endif
