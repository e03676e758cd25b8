/* link.c: the link of a game played in this process: every operation goes
 * straight to the session the screen draws (see link.h). */
#include "tui/link.h"

static int local_play(void *impl, const char *action, int64_t now_ms, char *why,
                      size_t len)
{
        return session_play(impl, action, now_ms, why, len);
}

static int local_undo(void *impl, bool redo, int64_t now_ms, char *why, size_t len)
{
        return redo ? session_redo(impl, now_ms, why, len)
                    : session_undo(impl, now_ms, why, len);
}

static int local_resign(void *impl, char side, int64_t now_ms, char *why, size_t len)
{
        return session_resign(impl, side, now_ms, why, len);
}

static int local_agree_draw(void *impl, int64_t now_ms, char *why, size_t len)
{
        return session_agree_draw(impl, now_ms, why, len);
}

static int local_restart(void *impl, const char *state, int64_t now_ms, char *why,
                         size_t len)
{
        return session_set_state(impl, state, now_ms, why, len);
}

static bool local_tick(void *impl, int64_t now_ms)
{
        return session_tick(impl, now_ms);
}

static void local_clock_hold(void *impl, int64_t now_ms)
{
        session_clock_resume(impl, now_ms);
}

static bool local_runs_here(void *impl)
{
        (void)impl;
        return true;
}

static const struct tui_link_ops local_ops = {
    .play = local_play,
    .undo = local_undo,
    .resign = local_resign,
    .agree_draw = local_agree_draw,
    .restart = local_restart,
    .tick = local_tick,
    .clock_hold = local_clock_hold,
    .runs_here = local_runs_here,
};

void tui_link_local(struct tui_link *l, struct session *s)
{
        l->ops = &local_ops;
        l->impl = s;
        l->view = s;
}

void tui_link_close(struct tui_link *l)
{
        if (l->ops == &local_ops)
                session_free(l->view);
        l->ops = NULL;
        l->impl = NULL;
        l->view = NULL;
}
