/* present.c: the presenter's view of the play screens (present.h): the
 * panel beside the board shows the last move in words (with why, in a
 * teacher's words: the game's explain) and the moves in
 * large print (a 3x5 dot font drawn with half blocks), and the key hints
 * are left out. The board is the game's own drawing, as large as the
 * window allows. */
#include "tui/play/present.h"

#include "i18n/i18n.h"
#include "tui/kit/draw.h"
#include "tui/play/play.h"
#include "tui/seats.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool presenting;

bool tui_present_on(void)
{
        return presenting;
}

void tui_present_set(bool on)
{
        presenting = on;
}

void tui_play_present_toggle(struct tui_play *p)
{
        presenting = !presenting;
        clear(); /* the layout of the panel changes everywhere */
        tui_play_say(p, TUI_INFO, "%s",
                     presenting ? _("Presenter's view: f goes back to the usual screen.")
                                : _("The usual screen: f shows the presenter's view."));
}

/* ------------------------------------------------------------ large print */

/* Rows of 3 dots, top first: 4 the left dot, 2 the middle, 1 the right. */
static const char big_chars[] = "0123456789abcdefghijklmnopqrstuvwxyz-/&+.: ";
static const unsigned char big_rows[][5] = {
    {7, 5, 5, 5, 7}, {2, 6, 2, 2, 7}, {7, 1, 7, 4, 7}, {7, 1, 3, 1, 7}, {5, 5, 7, 1, 1},
    {7, 4, 7, 1, 7}, {7, 4, 7, 5, 7}, {7, 1, 1, 2, 2}, {7, 5, 7, 5, 7}, {7, 5, 7, 1, 7},
    {2, 5, 7, 5, 5}, {6, 5, 6, 5, 6}, {3, 4, 4, 4, 3}, {6, 5, 5, 5, 6}, {7, 4, 6, 4, 7},
    {7, 4, 6, 4, 4}, {3, 4, 5, 5, 3}, {5, 5, 7, 5, 5}, {7, 2, 2, 2, 7}, {1, 1, 1, 5, 2},
    {5, 5, 6, 5, 5}, {4, 4, 4, 4, 7}, {5, 7, 7, 5, 5}, {6, 5, 5, 5, 5}, {2, 5, 5, 5, 2},
    {6, 5, 6, 4, 4}, {2, 5, 5, 6, 3}, {6, 5, 6, 5, 5}, {3, 4, 2, 1, 6}, {7, 2, 2, 2, 2},
    {5, 5, 5, 5, 7}, {5, 5, 5, 5, 2}, {5, 5, 7, 7, 5}, {5, 5, 2, 5, 5}, {5, 5, 2, 2, 2},
    {7, 1, 2, 4, 7}, {0, 0, 7, 0, 0}, {1, 1, 2, 4, 4}, {2, 5, 2, 5, 3}, {0, 2, 7, 2, 0},
    {0, 0, 0, 0, 2}, {0, 2, 0, 2, 0}, {0, 0, 0, 0, 0},
};

static const unsigned char *big_glyph(char c)
{
        if (c >= 'A' && c <= 'Z')
                c = (char)(c - 'A' + 'a');
        const char *at = c ? strchr(big_chars, c) : NULL;
        return at ? big_rows[at - big_chars] : NULL;
}

int tui_big_text(const char *s, bool unicode, int row, char *buf, size_t len)
{
        /* Unicode: two dot rows per line (upper half, lower half, both). */
        static const char *const halves[4] = {" ", "\xE2\x96\x80", "\xE2\x96\x84",
                                              "\xE2\x96\x88"};
        int lines = unicode ? 3 : 5;
        size_t used = 0;

        if (len == 0)
                return 0;
        buf[0] = '\0';
        for (const char *c = s; *c; c++) {
                const unsigned char *g = big_glyph(*c);
                if (!g)
                        return 0;
                for (int col = 0; col < 4; col++) {
                        unsigned bit = col < 3 ? 4u >> col : 0u;
                        const char *piece;
                        if (unicode) {
                                int top = row * 2, bottom = row * 2 + 1;
                                int k = ((g[top] & bit) ? 1 : 0) |
                                        (bottom < 5 && (g[bottom] & bit) ? 2 : 0);
                                piece = halves[k];
                        } else {
                                piece = (g[row] & bit) ? "#" : " ";
                        }
                        size_t n = strlen(piece);
                        if (used + n + 1 > len)
                                return 0;
                        memcpy(buf + used, piece, n + 1);
                        used += n;
                }
        }
        return lines;
}

/* ------------------------------------------------------- the last move */

/* The position before the session's last action (replayed from its start
 * with the game's rules); false at the start or when it cannot be made. */
static bool position_before_last(const struct session *s, void *before)
{
        const struct tt_game_ops *ops = session_ops(s);
        size_t count = session_ply_count(s);
        char state[TT_STATE_MAX], why[TT_REASON_MAX];
        if (count == 0)
                return false;
        session_start_state(s, state, sizeof state);
        if (ops->set_state(before, state, why, sizeof why) != 0)
                return false;
        for (size_t i = 1; i < count; i++)
                if (ops->play(before, session_action_at(s, i), why, sizeof why) != 0)
                        return false;
        return true;
}

void tui_present_who(const struct session *s, char id, char *buf, size_t len)
{
        const struct session_seat *seat = session_seat(s, id);
        tui_seat_who(seat ? seat->name : "", id, buf, len);
}

/* The game's play screen (its present_move and present_now hooks). */
static const struct tui_play_game *screen_of(const struct session *s)
{
        const struct tui_game_entry *g = tui_game_find(session_ops(s)->name);
        return g ? g->screen : NULL;
}

static void position_now(const struct session *s, char *buf, size_t len)
{
        const struct tui_play_game *screen = screen_of(s);
        buf[0] = '\0';
        if (screen && screen->present_now)
                screen->present_now(session_position(s), buf, len);
}

/* Adds why the move was good or bad in a teacher's words (the game's
 * explain: "It blocks the line of O on row 1 (Q10)."), the first two
 * reasons, each a whole sentence in the player's language. */
static void add_reasons(const struct tt_game_ops *ops, const void *before,
                        const char *action, char *buf, size_t len)
{
        struct tt_explanation e;
        if (ops->explain == NULL || ops->explain(before, action, &e) <= 0)
                return;
        for (int i = 0; i < e.count && i < 2; i++) {
                size_t used = strlen(buf);
                snprintf(buf + used, len - used, "%s%s", used ? " " : "", _(e.why[i]));
        }
}

void tui_present_explain(const struct session *s, char *buf, size_t len)
{
        const struct tt_game_ops *ops = session_ops(s);
        size_t count = session_ply_count(s);
        if (len == 0)
                return;
        buf[0] = '\0';
        const struct tui_play_game *screen = screen_of(s);
        if (!screen || !screen->present_move || count == 0)
                return;
        void *before = malloc(ops->pos_size);
        if (before && position_before_last(s, before) &&
            screen->present_move(s, before, session_action_at(s, count), buf, len))
                add_reasons(ops, before, session_action_at(s, count), buf, len);
        free(before);
}

/* ------------------------------------------------------------ the panel */

/* The explanation is worked out again only when the game changed. */
static struct {
        const struct session *s;
        size_t count;
        char action[TT_ACTION_MAX];
        char text[400];
} cache;

static const char *explanation(const struct session *s)
{
        size_t count = session_ply_count(s);
        const char *last = count ? session_action_at(s, count) : "";
        if (cache.s != s || cache.count != count || strcmp(cache.action, last) != 0) {
                tui_present_explain(s, cache.text, sizeof cache.text);
                cache.s = s;
                cache.count = count;
                snprintf(cache.action, sizeof cache.action, "%s", last);
        }
        return cache.text;
}

bool tui_present_draw(struct tui_play *p)
{
        const struct session *s = tui_play_session(p);
        const struct tui_rect *panel = &p->layout.panel;
        bool unicode = tui_caps()->utf8;
        int y = panel->y, bottom = panel->y + panel->h;

        if (!presenting)
                return false;
        /* the top of the game's panel that the view keeps (Thaayam's
         * players, scores and seeds: issue 25 item 11) */
        int keep = p->game->present_keep ? p->game->present_keep(p) : 0;
        if (keep < 0 || keep > panel->h - 8)
                keep = 0;
        y += keep;
        struct tui_rect below = {y, panel->x, bottom - y, panel->w};
        tui_fill(&below, TUI_NORMAL);
        if (panel->w < 8 || bottom - y < 4)
                return true;
        /* The last move in words (or how the game ended). */
        const char *words = tui_play_over(p) && p->result[0] ? p->result : explanation(s);
        if (words[0]) {
                struct tui_rect r = {y, panel->x, bottom - y, panel->w};
                int used = tui_text_wrap(&r, TUI_ACTIVE, words, 0);
                y += (used > 0 ? used : 1) + 1;
        }
        char now[200] = "";
        if (!keep) /* else the game's panel shows it */
                position_now(s, now, sizeof now);
        if (now[0] && y < bottom) {
                tui_text(y, panel->x, panel->w, TUI_ACTIVE, now);
                y += 2;
        }
        if (y >= bottom)
                return true;
        tui_text(y++, panel->x, panel->w, TUI_TITLE, _("Moves"));
        /* The latest moves in large print, as many as fit, newest last; in
         * plain bold text when the panel is too narrow for them. */
        size_t count = session_ply_count(s);
        int big_lines = unicode ? 3 : 5, per = big_lines + 1;
        int fit = (bottom - y) / per;
        size_t first = count > (size_t)fit ? count - (size_t)fit : 0;
        for (size_t i = first + 1; i <= count && y < bottom; i++) {
                char text[TT_ACTION_MAX + 160], line[TT_ACTION_MAX * 64], said[128];
                const char *act = session_action_at(s, i);
                size_t number = p->game->move_number ? p->game->move_number(p, i) : i;
                /* in words where the game has them ("piece 1 enters", in the
                   player's language), as the play screen says them; large
                   when the font has every letter, else in plain print */
                if (p->game->action_words) {
                        act = p->game->action_words(act, said, sizeof said);
                        snprintf(text, sizeof text, "%zu. %s", number, act);
                } else
                        snprintf(text, sizeof text, "%zu.%s", number, act);
                int n = tui_text_width(text) * 4 <= panel->w
                            ? tui_big_text(text, unicode, 0, line, sizeof line)
                            : 0;
                if (n == 0) {
                        tui_text(y, panel->x, panel->w, TUI_ACTIVE, text);
                        y += 2;
                        continue;
                }
                for (int row = 0; row < n && y < bottom; row++, y++) {
                        tui_big_text(text, unicode, row, line, sizeof line);
                        tui_text(y, panel->x, panel->w,
                                 i == count ? TUI_ACTIVE : TUI_NORMAL, line);
                }
                y++;
        }
        return true;
}
