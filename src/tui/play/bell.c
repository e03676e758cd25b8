/* bell.c: the play screen's "your turn" bell (issue 30): the terminal's
 * bell rings once when it becomes the turn of a person at this terminal,
 * or when a question waits for them (an undo, a draw), so that a player
 * who looks elsewhere while others think knows when to come back. On by
 * default in hosted games (each player at a terminal of their own), off in
 * games played at one terminal; '!' turns it on or off, remembered in the
 * settings (bell.hosted, bell.local). */
#include "tui/play/internal.h"
#include "tui/config.h"
#include "i18n/i18n.h"

#include <curses.h>

static const char *bell_key(const struct tui_play *p)
{
        return tui_play_local(p) ? "bell.local" : "bell.hosted";
}

/* Who at this terminal is to act now: the seat's id, 0 for nobody. */
static char awaited(struct tui_play *p)
{
        const struct session_seat *seat;

        if (p->replay || tui_play_over(p) || !tui_play_human_to_move(p) ||
            tui_play_rules_act(p))
                return 0;
        seat = tui_play_to_move(p);
        return seat ? seat->id : 0;
}

void tui_play_bell_init(struct tui_play *p)
{
        struct tui_config c;

        tui_config_load(&c);
        p->bell = tui_config_get_int(&c, bell_key(p), tui_play_local(p) ? 0 : 1, 0, 1);
        p->bell_seat = awaited(p); /* no bell for the turn the screen opens on */
}

void tui_play_bell_ring(struct tui_play *p)
{
        if (p->bell)
                beep();
}

void tui_play_bell_check(struct tui_play *p)
{
        char now = awaited(p);

        if (now && now != p->bell_seat)
                tui_play_bell_ring(p);
        p->bell_seat = now;
}

void tui_play_bell_toggle(struct tui_play *p)
{
        struct tui_config c;

        p->bell = !p->bell;
        tui_config_load(&c);
        tui_config_set_int(&c, bell_key(p), p->bell);
        if (tui_config_save(&c) != 0)
                tui_play_say(p, TUI_ERROR, _("Settings not remembered: %s"),
                             tui_config_problem());
        else
                tui_play_say(p, TUI_INFO, "%s",
                             p->bell
                                 ? _("The bell rings when it is your turn (! turns "
                                     "it off).")
                                 : _("No bell when it is your turn (! turns it on)."));
}
