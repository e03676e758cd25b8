/* thaayam_options.h: the command line of `thaayam` / `tabletop thaayam`. */
#ifndef TT_THAAYAM_OPTIONS_H
#define TT_THAAYAM_OPTIONS_H

#include "tui/thaayam/screen.h"

/* Parses argv (argv[0] is the game name) into *a, whose settings are
 * already filled with the remembered defaults. Returns -1 to go on, or an
 * exit status: 0 after --help/--version, 2 (with a message on stderr)
 * for a bad command line. */
int cli_thaayam_parse(int argc, char **argv, struct tui_thaayam_args *a);

/* `thaayam [OPTION]...`: parses, then runs the front end; an exit status. */
int cli_thaayam(int argc, char **argv);

/* --help text of thaayam. */
void cli_thaayam_help(void);

#endif
