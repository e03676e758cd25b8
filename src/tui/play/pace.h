/* pace.h: the pace of computer seats, and the keys of a demonstration
 * (--demo, computers on every seat for a class to watch): besides pause
 * (p, in each game), `.` plays one step while paused, `+` plays faster and
 * `-` slower. Game-independent: both play screens use it. */
#ifndef TUI_PACE_H
#define TUI_PACE_H

#include <stdbool.h>

enum { TUI_PACE_MIN_MS = 100, TUI_PACE_MAX_MS = 6400 };

struct tui_pace {
        int ms;    /* pause between two computer actions */
        bool step; /* one action asked for while paused */
};

void tui_pace_init(struct tui_pace *pc, int ms);

/* Handles `.`, `+` (also `=`) and `-`; true when key was one of them.
 * `.` only counts while paused. */
bool tui_pace_key(struct tui_pace *pc, int key, bool paused);

/* Whether a computer seat may act now: play is not paused, or one step was
 * asked for. */
bool tui_pace_may_act(const struct tui_pace *pc, bool paused);

/* A computer seat acted: a step asked for is used up. */
void tui_pace_acted(struct tui_pace *pc);

#endif
