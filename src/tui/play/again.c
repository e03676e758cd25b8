/* again.c: a new game at one terminal with the same players, sides
 * swapped (issue 30: "n: new game with sides swapped, N: new set-up"), as
 * a hosted game's rematch does: the same settings, fresh dice, the names,
 * kinds and levels moved round the seats (two players: swapped; four-player
 * Quixo: two seats on, so the teams stay together; Thaayam: one seat on).
 * The games make a match, as hosted ones do: the games won by each name
 * are shown in the panel and kept in each new game's record (a said line
 * of nobody's, "-", in English as records are). */
#include "tui/play/internal.h"
#include "session/game.h"
#include "i18n/i18n.h"

#include "net/sanitize.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

/* The ended game s counts: a win for every name on the winning side. */
static void count_win(struct tui_play *p, const struct session *s)
{
        const struct tt_game_ops *ops = session_ops(s);
        struct session_result r;

        p->match.games++;
        session_result(s, &r);
        if (strncmp(r.text, "win ", 4) != 0)
                return;
        for (int i = 0; i < session_seat_count(s); i++) {
                const struct session_seat *seat = session_seat_at(s, i);
                int k;
                if (ops->side_of(session_position(s), seat->id) != r.text[4])
                        continue;
                for (k = 0; k < p->match.n; k++)
                        if (strcmp(p->match.won[k].name, seat->name) == 0)
                                break;
                if (k == p->match.n) {
                        if (k == TT_SEATS_MAX)
                                continue;
                        p->match.n++;
                        snprintf(p->match.won[k].name, sizeof p->match.won[k].name, "%s",
                                 seat->name);
                        p->match.won[k].wins = 0;
                }
                p->match.won[k].wins++;
        }
}

/* The score in the seats' order of s ("Ben 0, Ana 1"), clean, and kept in
 * s's record. */
static void match_score(struct tui_play *p, struct session *s)
{
        char raw[sizeof p->match.score], line[sizeof p->match.score + 64];
        char when[8] = "00:00";
        size_t used = 0;
        time_t now = time(NULL);
        struct tm tm;

        raw[0] = '\0';
        for (int i = 0; i < session_seat_count(s); i++) {
                const struct session_seat *seat = session_seat_at(s, i);
                int wins = 0;
                bool listed = false;
                for (int j = 0; j < i; j++)
                        listed |= strcmp(session_seat_at(s, j)->name, seat->name) == 0;
                if (listed)
                        continue;
                for (int k = 0; k < p->match.n; k++)
                        if (strcmp(p->match.won[k].name, seat->name) == 0)
                                wins = p->match.won[k].wins;
                if (used < sizeof raw)
                        used += (size_t)snprintf(raw + used, sizeof raw - used, "%s%s %d",
                                                 used ? ", " : "", seat->name, wins);
        }
        net_sanitize(p->match.score, sizeof p->match.score, raw);
        if (localtime_r(&now, &tm))
                strftime(when, sizeof when, "%H:%M", &tm);
        int n = snprintf(line, sizeof line, "said 0 %s all - Games won so far: %s.\n",
                         when, p->match.score);
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
        for (int i = 0; i < n && n == session_seat_count(s); i++) {
                const struct session_seat *from = session_seat_at(old, i);
                const struct session_seat *to = session_seat_at(s, (i + k) % n);
                session_set_seat(s, to->id, from->kind, from->level, from->name);
        }
        count_win(p, old);
        match_score(p, s);
        session_think_cancel(&p->think);
        tui_link_close(&p->link);
        tui_play_show(p, s, false);
        p->result[0] = '\0';
        tui_play_say(p, TUI_INFO, "%s", _("A new game, sides swapped."));
}
