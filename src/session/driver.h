/* driver.h: the one turn driver. Whenever the game waits, it says what
 * happens next: a person decides, the rules act by themselves (a forced
 * pass, Q17; the end of a Thaayam turn, T11), a computer seat throws the
 * program's dice (T4), or a computer seat thinks of a move. The play
 * screen and the hosting process both ask it, then act at their own pace,
 * so a game at one terminal and a hosted one move on alike. */
#ifndef TT_SESSION_DRIVER_H
#define TT_SESSION_DRIVER_H

#include "session/session.h"

#include <stddef.h>

enum session_step {
        SESSION_STEP_NONE,     /* the game is over (or has no seat to move) */
        SESSION_STEP_PERSON,   /* a person at a seat decides (or a replay) */
        SESSION_STEP_FORCED,   /* the rules play `action` by themselves */
        SESSION_STEP_THROW,    /* a computer seat throws: `action` is "throw" */
        SESSION_STEP_COMPUTER, /* a computer seat chooses (session_think) */
};

/* What happens next in s; for FORCED and THROW the action to play (size
 * bytes; "" otherwise). */
enum session_step session_next_step(const struct session *s, char *action, size_t size);

#endif
