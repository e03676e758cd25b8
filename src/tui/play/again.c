/* again.c: a new game at one terminal with the same players, sides
 * swapped (issue 30: "n: new game with sides swapped, N: new set-up"), as
 * a hosted game's rematch does: the same settings, fresh dice, the names,
 * kinds and levels moved round the seats (two players: swapped; four-player
 * Quixo: two seats on, so the teams stay together; Thaayam: one seat on). */
#include "tui/play/internal.h"
#include "session/game.h"
#include "i18n/i18n.h"

#include <stdio.h>

void tui_play_again_swapped(struct tui_play *p)
{
        const struct session *old = p->link.view;
        const struct tt_game_ops *ops = session_ops(old);
        struct session_settings set = *session_settings(old);
        char why[TT_REASON_MAX];
        struct session *s;
        int n = session_seat_count(old);
        int k = tt_game_has_teams(ops, session_position(old)) ? 2 : 1;

        if (!p->fixed_seed && session_random_seed(&set.seed, why, sizeof why) != 0) {
                tui_play_say(p, TUI_ERROR, "%s", _(why));
                return;
        }
        s = session_new(ops, &set, tui_now_ms(), why, sizeof why);
        if (s && !p->fixed_seed && session_secure_dice(s, why, sizeof why) != 0) {
                session_free(s);
                s = NULL;
        }
        if (!s) {
                tui_play_say(p, TUI_ERROR, "%s", _(why));
                return;
        }
        for (int i = 0; i < n && n == session_seat_count(s); i++) {
                const struct session_seat *from = session_seat_at(old, i);
                const struct session_seat *to = session_seat_at(s, (i + k) % n);
                session_set_seat(s, to->id, from->kind, from->level, from->name);
        }
        session_think_cancel(&p->think);
        tui_link_close(&p->link);
        tui_play_show(p, s, false);
        p->result[0] = '\0';
        tui_play_say(p, TUI_INFO, "%s", _("A new game, sides swapped."));
}
