/* browse.c: looking at earlier positions of the game without undoing
 * (see play.h). `[` shows the position one action back, `]` one forward;
 * any other key (or a click) returns to the game as it is, and then does
 * what it does. The earlier position is a session of its own, replayed
 * from the start up to that action (no clock, the same seats), which the
 * games' hooks see through tui_play_session(); the game itself stands
 * still meanwhile (as when paused: no computer plays, no clock runs). */
#include "tui/play/internal.h"
#include "i18n/i18n.h"

#include <stdio.h>

/* The game up to its action `ply` (0: the start), or NULL. */
static struct session *replayed(const struct session *s, size_t ply)
{
        struct session_settings set = *session_settings(s);
        char state[TT_STATE_MAX], why[TT_REASON_MAX];
        long long now = tui_now_ms();
        struct session *b;
        size_t i;

        set.clock.mode = SESSION_CLOCK_NONE;
        b = session_new(session_ops(s), &set, now, why, sizeof why);
        if (!b)
                return NULL;
        session_start_state(s, state, sizeof state);
        if (session_set_state(b, state, now, why, sizeof why) != 0)
                goto fail;
        for (i = 0; i < (size_t)session_seat_count(s); i++) {
                const struct session_seat *seat = session_seat_at(s, (int)i);
                if (session_set_seat(b, seat->id, seat->kind, seat->level, seat->name) !=
                    0)
                        goto fail;
        }
        for (i = 1; i <= ply; i++)
                if (session_play(b, session_action_at(s, i), now, why, sizeof why) != 0)
                        goto fail;
        return b;
fail:
        session_free(b);
        return NULL;
}

/* Shows the position after action ply (of count). */
static void show(struct tui_play *p, size_t ply)
{
        size_t count = session_ply_count(p->link.view);
        struct session *b = replayed(p->link.view, ply);

        if (!b) {
                tui_play_say(p, TUI_ERROR, "%s",
                             _("The earlier position cannot be shown."));
                return;
        }
        if (p->browse)
                session_free(p->browse);
        p->browse = b;
        p->browse_ply = ply;
        p->game->reset(p);
        p->game->changed(p, NULL, NULL);
        tui_play_say(p, TUI_INFO, _("Earlier position, after %lu of %lu actions."),
                     (unsigned long)ply, (unsigned long)count);
}

void tui_play_browse_end(struct tui_play *p)
{
        if (!p->browse)
                return;
        session_free(p->browse);
        p->browse = NULL;
        p->paused = p->browse_was_paused;
        if (!p->paused)
                p->link.ops->clock_hold(&p->link, tui_now_ms());
        p->next_auto_ms = tui_now_ms() + p->pace.ms;
        p->game->reset(p);
        p->game->changed(p, NULL, NULL);
        tui_play_clear_msg(p);
}

bool tui_play_browse_key(struct tui_play *p, const struct tui_event *ev)
{
        size_t count;

        if (ev->type != TUI_EV_KEY) {
                tui_play_browse_end(p);
                return false;
        }
        if (ev->key != '[' && ev->key != ']') {
                if (!p->browse)
                        return false;
                tui_play_browse_end(p);
                return ev->key == 27; /* Esc only returns */
        }
        count = session_ply_count(p->link.view);
        if (!p->browse) {
                /* a game played here, or a pupil's view of the teacher's
                 * board (role.c); not other hosted games, which go on */
                if (ev->key == ']' || p->replay ||
                    (!tui_play_local(p) && tui_play_role(p, NULL) != TUI_LINK_PUPIL))
                        return false;
                if (count == 0) {
                        tui_play_say(p, TUI_ERROR, "%s",
                                     _("No action has been played yet."));
                        return true;
                }
                p->browse_was_paused = p->paused;
                p->paused = true; /* the game stands still meanwhile */
                show(p, count - 1);
                return true;
        }
        if (ev->key == '[' && p->browse_ply > 0)
                show(p, p->browse_ply - 1);
        else if (ev->key == ']' && p->browse_ply + 1 < count)
                show(p, p->browse_ply + 1);
        else if (ev->key == ']')
                tui_play_browse_end(p); /* past the last: the game as it is */
        return true;
}
