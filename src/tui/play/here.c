/* here.c: who is at a hosted game (issue 30, "who is here"): a player who
 * dropped is marked away with how long, the panel says how many watch, and
 * '@' opens a page listing the players and the watchers by login. What it
 * shows comes from the host's seat and watching messages (remote.c), clean
 * already; a game played at one terminal has nobody away and no watchers. */
#include "tui/play/internal.h"
#include "tui/seats.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

/* How long since ms (tui_now_ms), as a clock: "3:07", "1:02:09". */
static void duration(long long since, char *buf, size_t len)
{
        long long s = tui_now_ms() - since;
        s = s > 0 ? s / 1000 : 0;
        if (s >= 3600)
                snprintf(buf, len, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
        else
                snprintf(buf, len, "%lld:%02lld", s / 60, s % 60);
}

bool tui_play_seat_away(const struct tui_play *p, char id, char *buf, size_t len)
{
        char clock[32];
        long long since;

        if (!p->link.ops->away_since ||
            (since = p->link.ops->away_since(&p->link, id)) < 0)
                return false;
        duration(since, clock, sizeof clock);
        /* TRANSLATORS: in the players' panel, for a player whose terminal
           dropped: how long ago (minutes:seconds); keep it short */
        snprintf(buf, len, _("away %s"), clock);
        return true;
}

bool tui_play_anyone_away(const struct tui_play *p)
{
        const struct session *s = p->link.view;
        if (!p->link.ops->away_since)
                return false;
        for (int i = 0; i < session_seat_count(s); i++)
                if (p->link.ops->away_since(&p->link, session_seat_at(s, i)->id) >= 0)
                        return true;
        return false;
}

int tui_play_watching_line(const struct tui_play *p, char *buf, size_t len)
{
        char logins[TUI_LINK_TEXT_MAX];
        int n = p->link.ops->watchers
                    ? p->link.ops->watchers(&p->link, logins, sizeof logins)
                    : 0;
        buf[0] = '\0';
        if (n > 0 && tui_play_role(p, NULL) == TUI_LINK_PUPIL)
                /* TRANSLATORS: in the panel of a pupil in a class: how many
                   pupils are in it ("3 pupils"); @ lists them */
                snprintf(buf, len,
                         ngettext("%d pupil (@ lists)", "%d pupils (@ lists)",
                                  (unsigned long)n),
                         n);
        else if (n > 0)
                /* TRANSLATORS: in the players' panel of a hosted game: how
                   many people watch it ("3 watching"); @ lists them */
                snprintf(buf, len,
                         ngettext("%d watching (@ lists)", "%d watching (@ lists)",
                                  (unsigned long)n),
                         n);
        return n;
}

/* The page of '@': the players, each with where they are, then the
 * watchers by login. */
static char page[TUI_LINK_TEXT_MAX * 2 + 1024];

static void add(size_t *used, const char *fmt, const char *a, const char *b)
{
        if (*used < sizeof page)
                *used += (size_t)snprintf(page + *used, sizeof page - *used, fmt, a, b);
}

void tui_play_here_open(struct tui_play *p)
{
        const struct session *s = p->link.view;
        char logins[TUI_LINK_TEXT_MAX], where[64], who[160];
        size_t used = 0;
        int n;

        if (tui_play_local(p)) {
                tui_play_say(p, TUI_INFO, "%s",
                             _("Everyone plays at this terminal: nobody watches."));
                return;
        }
        page[0] = '\0';
        n = p->link.ops->watchers ? p->link.ops->watchers(&p->link, logins, sizeof logins)
                                  : 0;
        if (tui_play_role(p, NULL) == TUI_LINK_PUPIL) {
                /* a class: the teacher plays every seat; the pupils by login */
                add(&used, "%s%s\n", _("PUPILS"), "");
                add(&used, "%s%s\n", n ? logins : _("Nobody else is in the class."), "");
                p->help.title = _("Who is in the class");
                p->help.text = page;
                p->help.scroll = 0;
                p->help_open = true;
                return;
        }
        add(&used, "%s%s\n", _("PLAYERS"), "");
        for (int i = 0; i < session_seat_count(s); i++) {
                const struct session_seat *seat = session_seat_at(s, i);
                if (seat->kind == SESSION_COMPUTER)
                        snprintf(where, sizeof where, "%s", _("computer"));
                else if (tui_play_seat_away(p, seat->id, where, sizeof where))
                        ;
                else if (p->link.ops->seat_state(&p->link, seat->id) ==
                         TUI_LINK_SEAT_OPEN)
                        snprintf(where, sizeof where, "%s", _("nobody yet"));
                else
                        snprintf(where, sizeof where, "%s", _("here"));
                tui_seat_who(tui_play_seat_name(seat), seat->id, who, sizeof who);
                add(&used, "%s: %s\n", who, where);
        }
        add(&used, "\n%s%s\n", _("WATCHING"), "");
        if (n == 0)
                add(&used, "%s%s\n", _("Nobody watches."), "");
        else
                add(&used, "%s%s\n", logins, "");
        p->help.title = _("Who is here");
        p->help.text = page;
        p->help.scroll = 0;
        p->help_open = true;
}
