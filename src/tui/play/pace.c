/* pace.c: pace and step keys of computer seats (see pace.h). */
#include "tui/play/pace.h"

void tui_pace_init(struct tui_pace *pc, int ms)
{
        pc->ms = ms < TUI_PACE_MIN_MS ? TUI_PACE_MIN_MS : ms;
        pc->step = false;
}

bool tui_pace_key(struct tui_pace *pc, int key, bool paused)
{
        switch (key) {
        case '.':
                if (paused)
                        pc->step = true;
                return true;
        case '+':
        case '=':
                pc->ms = pc->ms / 2 < TUI_PACE_MIN_MS ? TUI_PACE_MIN_MS : pc->ms / 2;
                return true;
        case '-':
                pc->ms = pc->ms * 2 > TUI_PACE_MAX_MS ? TUI_PACE_MAX_MS : pc->ms * 2;
                return true;
        default:
                return false;
        }
}

bool tui_pace_may_act(const struct tui_pace *pc, bool paused)
{
        return !paused || pc->step;
}

void tui_pace_acted(struct tui_pace *pc)
{
        pc->step = false;
}
