/* hint.c: what the play screen says of the computer's thoughts. The
 * hint key (a, ask): what the computer would play for the person to move, said
 * in the message line with what its search proved (a forced win or loss, a
 * draw by repetition) and the line it expects. It asks the session's
 * analysis (session_analyze) at a level that answers within a few
 * milliseconds (Quixo level 4: five plies; Thaayam: its top level), so the
 * screen does not wait. Only in a game of this terminal: a hosted game's
 * other players would not know of it. And the thinking line: while a
 * computer seat searches by depth (Quixo), the status line adds the depth
 * completed, the best move so far and, when the line has room, the first
 * reason for it. */
#include "tui/play/internal.h"

#include "i18n/i18n.h"
#include "session/session.h"
#include "tui/kit/draw.h"

#include <stdio.h>
#include <string.h>

enum { TUI_HINT_LEVEL = 4 }; /* clamped to each game's levels */

/* Adds the reasons for the hinted action to the message, each a whole
 * sentence in the player's language, while the message fits the status
 * and help lines (with room for the wrapping of words). */
static void add_reasons(struct tui_play *p, const char *action)
{
        const struct tt_game_ops *ops = session_ops(p->link.view);
        struct tt_explanation e;
        int room = 2 * (p->layout.status.w - 2) - 12;
        if (ops->explain == NULL ||
            ops->explain(session_position(p->link.view), action, &e) <= 0)
                return;
        for (int i = 0; i < e.count; i++) {
                const char *why = _(e.why[i]);
                size_t used = strlen(p->msg);
                if (tui_text_width(p->msg) + 1 + tui_text_width(why) > room ||
                    used + 2 >= sizeof p->msg)
                        break;
                snprintf(p->msg + used, sizeof p->msg - used, " %s", why);
        }
}

/* The actions of line (separated by spaces) in the game's words, joined
 * with commas; the line as it is when the game has no words. */
static const char *line_words(const struct tui_play *p, const char *line, char *buf,
                              size_t len)
{
        char action[TT_ACTION_MAX], words[128];
        buf[0] = '\0';
        if (!p->game->action_words) {
                snprintf(buf, len, "%s", line);
                return buf;
        }
        while (*line) {
                size_t n = strcspn(line, " ");
                snprintf(action, sizeof action, "%.*s", (int)n, line);
                line += n + (line[n] == ' ');
                if (!action[0])
                        continue;
                size_t used = strlen(buf);
                snprintf(buf + used, len - used, "%s%s", used ? ", " : "",
                         p->game->action_words(action, words, sizeof words));
        }
        return buf;
}

void tui_play_hint(struct tui_play *p)
{
        char best[1100], line[1100], rest_words[1100]; /* as long as a.line */
        if (!tui_play_local(p)) {
                tui_play_say(p, TUI_ERROR, "%s",
                             _("Hints are for games on this terminal only."));
                return;
        }
        if (p->replay || tui_play_over(p) || !tui_play_human_to_move(p)) {
                tui_play_say(p, TUI_ERROR, "%s", _("A hint is given on your own turn."));
                return;
        }
        struct tt_analysis a;
        if (session_analyze(p->link.view, TUI_HINT_LEVEL, 0, &a) != 0) {
                tui_play_say(p, TUI_ERROR, "%s", _("No hint here."));
                return;
        }
        /* the rest of the expected line, after the hinted action */
        const char *rest = strchr(a.line, ' ');
        rest = rest != NULL ? rest + 1 : "";
        /* in the game's words (issue 25: "Hint: 1+3 (then ...: done)") */
        line_words(p, a.best, best, sizeof best);
        line_words(p, a.line, line, sizeof line);
        line_words(p, rest, rest_words, sizeof rest_words);
        if (a.proof == 1) /* "within 1 move (both sides counted)" said it badly */
                tui_play_say(p, TUI_INFO, _("Hint: %s wins at once."), best);
        else if (a.proof > 0)
                tui_play_say(p, TUI_INFO,
                             ngettext("Hint: %s forces a win within %d move (both sides "
                                      "counted): %s.",
                                      "Hint: %s forces a win within %d moves (both sides "
                                      "counted): %s.",
                                      (unsigned long)a.proof),
                             best, a.proof, line);
        else if (a.proof < 0)
                tui_play_say(p, TUI_INFO,
                             ngettext("Hint: every move loses against best play; %s "
                                      "holds out longest (%d move).",
                                      "Hint: every move loses against best play; %s "
                                      "holds out longest (%d moves).",
                                      (unsigned long)-a.proof),
                             best, -a.proof);
        else if (a.draw)
                tui_play_say(p, TUI_INFO, _("Hint: %s, which draws by repetition."),
                             best);
        else if (rest[0] != '\0')
                tui_play_say(p, TUI_INFO,
                             _("Hint: %s (then, as the computer expects: %s)."), best,
                             rest_words);
        else
                tui_play_say(p, TUI_INFO, _("Hint: %s."), best);
        add_reasons(p, a.best);
}

/* The first reason for the best move so far, when the status line holds it
 * too (the thinking line never takes the help line: it changes too often). */
static void add_first_reason(struct tui_play *p, const char *best, char *buf, size_t len)
{
        const struct tt_game_ops *ops = session_ops(p->link.view);
        struct tt_explanation e;
        if (ops->explain == NULL ||
            ops->explain(session_position(p->link.view), best, &e) <= 0)
                return;
        const char *why = _(e.why[0]);
        size_t used = strlen(buf);
        if (tui_text_width(buf) + 1 + tui_text_width(why) > p->layout.status.w - 2 ||
            used + strlen(why) + 2 >= len)
                return;
        snprintf(buf + used, len - used, " %s", why);
}

void tui_play_thinking_note(struct tui_play *p, char *buf, size_t len)
{
        char best[TT_ACTION_MAX];
        const struct session_seat *seat = tui_play_to_move(p);
        if (seat == NULL || seat->kind != SESSION_COMPUTER)
                return;
        int depth = session_think_progress(&p->think, best, sizeof best);
        size_t used = strlen(buf);
        if (depth <= 0 || used + 2 >= len)
                return;
        if (used > 0) {
                buf[used++] = ' ';
                buf[used] = '\0';
        }
        snprintf(buf + used, len - used, _("Depth %d, best so far: %s."), depth, best);
        add_first_reason(p, best, buf, len);
}
