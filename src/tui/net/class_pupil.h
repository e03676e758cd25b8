/* class_pupil.h: a pupil's terminal in a class (net/class.h): the link of
 * a hosted game (remote.c) shows the teacher's board as a watcher does,
 * and while a question is open the pupil answers by playing a move on it
 * with the keys or the mouse, once; the move goes to the teacher's host as
 * the answer (`reply`), never into the game. The teacher's notes, the
 * question in the pupil's own language, the answer received and the
 * reveal reach the message line. */
#ifndef TUI_CLASS_PUPIL_H
#define TUI_CLASS_PUPIL_H

#include "net/wire.h"
#include "session/session.h"
#include "tui/play/link.h"

#include <stdbool.h>
#include <stddef.h>

struct tui_class_pupil {
        bool in_class; /* the host said: a pupil of its class */
        int question;  /* the open question's number, 0: none */
        bool answered; /* this pupil's answer to it is in */
        char kind[16];
        char answer[64]; /* the answer sent */
        char lesson[32]; /* the lesson the class takes together, "" none */
};

/* A class message of the host (net/class.h) into news; 1 when there is
 * something to show, 0 nothing, -1 when it was no class message. */
int tui_class_pupil_take(struct tui_class_pupil *cp, const struct net_msg *m,
                         const struct session *view, struct tui_link_news *n);

/* Whether a question is open (until the reveal): the board takes a move
 * then, as the answer (once: a second is refused with a message). */
bool tui_class_pupil_asked(const struct tui_class_pupil *cp);

/* The line that sends `action` as the answer; -1 with why when there is
 * no question to answer. */
int tui_class_pupil_reply(struct tui_class_pupil *cp, const char *action, char *line,
                          size_t size, char *why, size_t len);

#endif
