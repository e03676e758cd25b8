/* again.c: a new game at one terminal with the same players, sides
 * swapped (issue 30: "n: new game with sides swapped, N: new set-up"), as
 * a hosted game's rematch does: the same settings, fresh dice, the names,
 * kinds and levels moved round the seats (two players: swapped; four-player
 * Quixo: two seats on, so the teams stay together; Thaayam: one seat on);
 * a default name stays with its seat (the new Cross is whoever plays X).
 * The games make a match, as hosted ones do: the games won by each player
 * (session/match.h) are shown in the panel and kept in each new game's
 * record (a said line of nobody's, "-", in English as records are). */
#include "tui/play/internal.h"
#include "tui/seats.h"
#include "session/game.h"
#include "i18n/i18n.h"

#include "net/sanitize.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

/* The score kept in s's record, in the seats' order of s ("Ben 0, Ana 1";
 * "root (X) 0, root (O) 1" when one name plays both sides). */
static void match_score(struct tui_play *p, struct session *s)
{
        char raw[TUI_LINK_TEXT_MAX], clean[TUI_LINK_TEXT_MAX],
            line[TUI_LINK_TEXT_MAX + 64];
        char when[8] = "00:00";
        time_t now = time(NULL);
        struct tm tm;

        session_match_text(&p->match, s, NULL, raw, sizeof raw);
        net_sanitize(clean, sizeof clean, raw);
        if (localtime_r(&now, &tm))
                strftime(when, sizeof when, "%H:%M", &tm);
        int n = snprintf(line, sizeof line, "said 0 %s all - Games won so far: %s.\n",
                         when, clean);
        if (n > 0 && (size_t)n < sizeof line && session_set_said(s, line, (size_t)n) != 0)
                tui_play_say(p, TUI_ERROR, "%s", _("out of memory"));
}

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
        char from_ids[TT_SEATS_MAX], to_ids[TT_SEATS_MAX];
        for (int i = 0; i < n && n == session_seat_count(s); i++) {
                const struct session_seat *from = session_seat_at(old, i);
                const struct session_seat *to = session_seat_at(s, (i + k) % n);
                /* a default name is the seat's own: Cross playing O is Circle */
                session_set_seat(s, to->id, from->kind, from->level,
                                 tui_seat_name_moved(from->name, from->id, to->id));
                from_ids[i] = from->id;
                to_ids[i] = to->id;
        }
        /* the ended game counts; the wins go round with the people */
        session_match_count(&p->match, old);
        if (n == session_seat_count(s))
                session_match_move(&p->match, from_ids, to_ids, n);
        match_score(p, s);
        session_think_cancel(&p->think);
        tui_link_close(&p->link);
        tui_play_show(p, s, false);
        p->result[0] = '\0';
        tui_play_say(p, TUI_INFO, "%s", _("A new game, sides swapped."));
}
