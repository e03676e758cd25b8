/* link.c: the link of a game played in this process: every operation goes
 * straight to the session the screen draws (see link.h). */
#include "tui/play/link.h"

static int local_play(struct tui_link *l, const char *action, int64_t now_ms, char *why,
                      size_t len)
{
        return session_play(l->view, action, now_ms, why, len);
}

static int local_undo(struct tui_link *l, bool redo, int64_t now_ms, char *why,
                      size_t len)
{
        return redo ? session_redo(l->view, now_ms, why, len)
                    : session_undo(l->view, now_ms, why, len);
}

static int local_resign(struct tui_link *l, char side, int64_t now_ms, char *why,
                        size_t len)
{
        return session_resign(l->view, side, now_ms, why, len);
}

static int local_agree_draw(struct tui_link *l, int64_t now_ms, char *why, size_t len)
{
        return session_agree_draw(l->view, now_ms, why, len);
}

static int local_restart(struct tui_link *l, const char *state, int64_t now_ms, char *why,
                         size_t len)
{
        return session_set_state(l->view, state, now_ms, why, len);
}

static bool local_tick(struct tui_link *l, int64_t now_ms)
{
        return session_tick(l->view, now_ms);
}

static void local_clock_hold(struct tui_link *l, int64_t now_ms)
{
        session_clock_resume(l->view, now_ms);
}

static bool local_yes(const struct tui_link *l)
{
        (void)l;
        return true;
}

static bool local_mine(const struct tui_link *l, char id)
{
        (void)l;
        (void)id;
        return true;
}

static enum tui_link_seat local_seat_state(const struct tui_link *l, char id)
{
        (void)l;
        (void)id;
        return TUI_LINK_SEAT_HERE;
}

static int local_poll(struct tui_link *l, int64_t now_ms, struct tui_link_news *news)
{
        (void)l;
        (void)now_ms;
        (void)news;
        return 0;
}

static int local_answer(struct tui_link *l, bool yes, char *why, size_t len)
{
        (void)l;
        (void)yes;
        (void)why;
        (void)len;
        return 0;
}

static int local_chat(struct tui_link *l, const char *text, bool team, char *why,
                      size_t len)
{
        (void)l;
        (void)text;
        (void)team;
        if (why && len)
                why[0] = '\0';
        return -1; /* everyone is at this terminal */
}

static void local_close(struct tui_link *l)
{
        session_free(l->view);
}

static const struct tui_link_ops local_ops = {
    .play = local_play,
    .undo = local_undo,
    .resign = local_resign,
    .agree_draw = local_agree_draw,
    .restart = local_restart,
    .tick = local_tick,
    .clock_hold = local_clock_hold,
    .runs_here = local_yes,
    .mine = local_mine,
    .seat_state = local_seat_state,
    .poll = local_poll,
    .answer = local_answer,
    .chat = local_chat,
    .close = local_close,
};

void tui_link_local(struct tui_link *l, struct session *s)
{
        l->ops = &local_ops;
        l->impl = NULL;
        l->view = s;
}

void tui_link_close(struct tui_link *l)
{
        if (l->ops)
                l->ops->close(l);
        l->ops = NULL;
        l->impl = NULL;
        l->view = NULL;
}
