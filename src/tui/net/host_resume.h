/* host_resume.h: hosting again a game kept by a hosting process that was
 * killed or stopped with the machine (net/keep.h, docs/network.md):
 * `tabletop host --resume [NAME]` and the start menu's "Resume the hosted
 * game" entries. The game comes back with its position, its moves and its
 * seats (a remote seat stays reserved for the login that held it). */
#ifndef TUI_HOST_RESUME_H
#define TUI_HOST_RESUME_H

#include "tui/app.h"
#include "tui/kit/screen.h"

#include <stddef.h>

/* `tabletop host --resume [NAME]`: the kept game NAME, or the only one
 * kept; with several and no NAME, lists them. An exit status. */
int tui_host_resume_main(const struct tui_options *ui, const char *name);

/* Hosts the kept game NAME again and plays it at this terminal, in a
 * started terminal; TUI_RUN_FAILED with why. */
enum tui_run tui_host_resume_run(const char *name, char *why, size_t len);

#endif
