/* match.c: the match's line in the players' panel after a rematch (issue
 * 30): "Match: ana 1, ben 0", from the host's wins by seat or the match at
 * one terminal (again.c), in the words of this terminal's language, and
 * drawn over more lines where the panel is narrow. */
#include "tui/play/internal.h"
#include "tui/seats.h"
#include "tui/kit/draw.h"
#include "i18n/i18n.h"
#include "net/sanitize.h"

#include <stdio.h>
#include <string.h>

int tui_play_match_line(const struct tui_play *p, char *buf, size_t len)
{
        char score[TUI_LINK_TEXT_MAX], raw[TUI_LINK_TEXT_MAX];
        int games = p->match.games;
        if (p->link.ops->match) {
                games = p->link.ops->match(&p->link, score, sizeof score);
        } else {
                /* the seats' words of this language */
                session_match_text(&p->match, p->link.view, tui_seat_word, raw,
                                   sizeof raw);
                net_sanitize(score, sizeof score, raw);
        }
        buf[0] = '\0';
        if (games > 0)
                /* TRANSLATORS: in the players' panel after a rematch: the
                   games won so far by each player ("ana 1, ben 1"; one name
                   on both sides gets its seat's word, "root (X) 0, root (O)
                   1"); where the panel is narrow each player's score goes on
                   to the next line */
                snprintf(buf, len, _("Match: %s"), score);
        return games;
}

int tui_play_match_draw(const struct tui_play *p, int y, int x, int w, int max_lines,
                        enum tui_role role)
{
        char line[TUI_LINK_TEXT_MAX + 64], out[TUI_LINK_TEXT_MAX + 64];
        int lines = 0;
        const char *at = line;

        if (tui_play_match_line(p, line, sizeof line) <= 0 || max_lines <= 0)
                return 0;
        /* one player's score at a time ("ana 1,"), on the next line
         * (indented) when it does not fit; the last line takes the rest */
        while (*at && lines < max_lines) {
                size_t used = 0;
                out[0] = '\0';
                if (lines > 0)
                        used = (size_t)snprintf(out, sizeof out, "  ");
                do {
                        const char *comma = strstr(at, ", ");
                        size_t n = comma ? (size_t)(comma - at) + 1 : strlen(at);
                        char piece[sizeof out];
                        snprintf(piece, sizeof piece, "%.*s", (int)n, at);
                        bool first = used == 0 || (lines > 0 && used == 2);
                        if (!first && lines < max_lines - 1 &&
                            tui_text_width(out) + 1 + tui_text_width(piece) > w)
                                break;
                        if (used < sizeof out)
                                used += (size_t)snprintf(out + used, sizeof out - used,
                                                         "%s%s", first ? "" : " ", piece);
                        at += n;
                        while (*at == ' ')
                                at++;
                } while (*at);
                tui_text(y + lines, x, w, role, out);
                lines++;
        }
        return lines;
}
