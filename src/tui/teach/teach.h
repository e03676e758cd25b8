/* teach.h: the classroom screens. The teaching board (a position set up
 * by hand, checked against the rules, saved and loaded as a record with a
 * `start` state, then played "what if" on the shared play screen) and the
 * guided lessons (src/lesson) shown on the play screen. See
 * docs/classroom.md. */
#ifndef TUI_TEACH_H
#define TUI_TEACH_H

#include "tui/app.h"

/* `tabletop teach GAME [FILE] [--lessons]`: starts the terminal, opens the
 * teaching board of the game (with the position of FILE, a record) or its
 * lessons, stops the terminal. An exit status: 0, 1 when the terminal
 * could not be used, 2 for an unknown game (said on stderr). */
struct tui_host_request;
int tui_teach_main(const struct tui_options *ui, const char *game, const char *file,
                   bool lessons);
/* `tabletop teach GAME [FILE] --host [--table NAME] [--watchers LIST]
 * [--max-watchers N]`: the teaching board hosted for a class. An exit
 * status as above (1 also when the class cannot be hosted). */
int tui_teach_host_main(const struct tui_options *ui, const char *game, const char *file,
                        const struct tui_host_request *host);

/* The start menu's entry: which game, then its teaching board, in the
 * started terminal. */
enum tui_run tui_teach_from_menu(void);

/* A pupil's terminal whose class takes a lesson together (the play screen
 * ended with TUI_RUN_LESSON): the lesson of the link's class, step by
 * step, in this terminal's language, each step done said to the host;
 * it ends when the pupil leaves it or the teacher ends it. The link
 * stays open. */
struct tui_link;
enum tui_run tui_teach_pupil_lesson(struct tui_link *l);

#endif
