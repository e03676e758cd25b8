/* teach/class_pairs.c: the pairs of a class on the teacher's terminal
 * (see class_pairs.h): the host's pair messages kept (texts sanitized),
 * the teacher's requests, the list of games drawn on the class's screen,
 * and watching one of them. */
#include "tui/teach/class_pairs.h"
#include "tui/teach/class.h"
#include "tui/kit/draw.h"
#include "tui/net/lobby.h"
#include "tui/seats.h"
#include "net/sanitize.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void e_paired(void *ctx, bool round_robin, int round, int rounds)
{
        struct teach_pairs *tp = ctx;
        memset(tp, 0, sizeof *tp);
        tp->made = true;
        tp->round_robin = round_robin;
        tp->round = round;
        tp->rounds = rounds;
}

static void e_pairing(void *ctx, const struct net_pairing *p)
{
        struct teach_pairs *tp = ctx;
        struct net_pairing *g = &tp->games[p->index];
        *g = *p;
        net_sanitize(g->a, sizeof g->a, p->a);
        net_sanitize(g->b, sizeof g->b, p->b);
        tp->listed[p->index] = true;
        if (p->index + 1 > tp->ngames)
                tp->ngames = p->index + 1;
}

static const struct net_pairs_events events = {
    .paired = e_paired,
    .pairing = e_pairing,
};

bool teach_pairs_take(struct teach_pairs *tp, const struct net_msg *m)
{
        return net_pairs_take(&events, tp, m);
}

/* ------------------------------------------------------------ requests */

static void ask(struct teach_class *tc, const char *what)
{
        char line[32], why[TT_REASON_MAX];

        tc->error[0] = '\0';
        if (tc->gone)
                return;
        snprintf(line, sizeof line, "pairs %s", what);
        if (net_conn_send(&tc->c, line) != 0 ||
            net_conn_flush(&tc->c, why, sizeof why) != 0)
                tc->gone = true;
}

void teach_pairs_random(struct teach_class *tc)
{
        ask(tc, "random");
}

void teach_pairs_round_robin(struct teach_class *tc)
{
        const struct teach_pairs *tp = &tc->pairs;
        ask(tc,
            tp->made && tp->round_robin && tp->round + 1 < tp->rounds ? "next" : "round");
}

void teach_pairs_end(struct teach_class *tc)
{
        ask(tc, "end");
}

bool teach_pairs_busy(const struct teach_pairs *tp)
{
        for (int k = 0; k < tp->ngames; k++)
                if (tp->listed[k] && tp->games[k].result == NET_PAIR_PLAYING)
                        return true;
        return false;
}

/* ------------------------------------------------------------- drawing */

bool teach_pairs_playing(const struct teach_pairs *tp, const char *login)
{
        for (int k = 0; k < tp->ngames; k++) {
                const struct net_pairing *g = &tp->games[k];
                if (tp->listed[k] && g->result == NET_PAIR_PLAYING &&
                    (strcmp(g->a, login) == 0 || strcmp(g->b, login) == 0))
                        return true;
        }
        return false;
}

void teach_pairs_summary(const struct teach_pairs *tp, char *buf, size_t len)
{
        int n = 0;
        size_t used = strlen(buf);

        for (int k = 0; k < tp->ngames; k++)
                if (tp->listed[k] && tp->games[k].result == NET_PAIR_PLAYING)
                        n += tp->games[k].b[0] ? 2 : 1;
        if (n > 0 && used + 1 < len) {
                char more[96];
                /* TRANSLATORS: after "3 pupils in the class.": pupils away
                 * playing the games of the pairs */
                snprintf(more, sizeof more,
                         ngettext("%d pupil playing a game.", "%d pupils playing games.",
                                  (unsigned long)n),
                         n);
                snprintf(buf + used, len - used, " %s", more);
        }
}

static void result_text(const struct net_pairing *g, char *buf, size_t len)
{
        const char *b = g->b[0] ? g->b : _("the computer");
        switch (g->result) {
        case NET_PAIR_A:
                snprintf(buf, len, _("%s won"), g->a);
                break;
        case NET_PAIR_B:
                snprintf(buf, len, _("%s won"), b);
                break;
        case NET_PAIR_DRAW:
                snprintf(buf, len, "%s", _("a draw"));
                break;
        case NET_PAIR_UNFINISHED:
                snprintf(buf, len, "%s", _("not finished"));
                break;
        default:
                snprintf(buf, len, "%s", _("playing"));
                break;
        }
}

int teach_pairs_rows(const struct teach_pairs *tp)
{
        int n = 0;
        for (int k = 0; k < tp->ngames; k++)
                n += tp->listed[k];
        return tp->made ? 1 + n : 0;
}

int teach_pairs_draw(const struct teach_pairs *tp, int y, int bottom, int x, int w)
{
        char a[80], b[80], result[120];

        if (!tp->made || y >= bottom)
                return y;
        if (tp->round_robin)
                /* TRANSLATORS: the class's games: this round, of how many */
                tui_textf(y++, x, w, TUI_TITLE,
                          _("Games: round %d of %d of the round robin"), tp->round + 1,
                          tp->rounds);
        else
                tui_text(y++, x, w, TUI_TITLE, _("Games: random pairs"));
        for (int k = 0; k < tp->ngames && y < bottom; k++) {
                const struct net_pairing *g = &tp->games[k];
                if (!tp->listed[k])
                        continue;
                snprintf(a, sizeof a, "%s (%s)", g->a, tui_seat_word(g->seat_a));
                snprintf(b, sizeof b, "%s (%s)", g->b[0] ? g->b : _("the computer"),
                         tui_seat_word(g->seat_b));
                result_text(g, result, sizeof result);
                tui_textf(y++, x, w,
                          g->result == NET_PAIR_PLAYING ? TUI_NORMAL : TUI_INFO,
                          "%2d  %-24.24s %-24.24s %s", k + 1, a, b, result);
        }
        return y;
}

/* ------------------------------------------------------------ watching */

enum tui_run teach_pairs_watch(struct teach_class *tc, int k, char *why, size_t len)
{
        const struct teach_pairs *tp = &tc->pairs;
        struct tui_lobby_game g;

        if (k < 1 || k > tp->ngames || !tp->listed[k - 1]) {
                snprintf(why, len, "%s", _("There is no game of that number."));
                return TUI_RUN_FAILED;
        }
        memset(&g, 0, sizeof g);
        g.uid = getuid(); /* the class's games are hosted by the teacher's login */
        net_login_show(g.uid, g.login, sizeof g.login);
        snprintf(g.name, sizeof g.name, "%s", tp->games[k - 1].name);
        enum tui_run r = tui_lobby_enter(&g, true, why, len);
        clear();
        return r;
}
