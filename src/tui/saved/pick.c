/* pick.c: the saved games' list to choose from (see saved_pick.h):
 * filtering, moving, completing, clicks, and the drawing of its columns
 * in any width down to the compact 60 columns, in any language (the
 * columns are as wide as their headings at least; texts that do not fit
 * end in an ellipsis, a game's name is cut in the middle). */
#include "tui/saved/pick.h"
#include "tui/kit/output.h"

#include "tui/kit/draw.h"
#include "tui/kit/layout.h"
#include "record/record.h"
#include "session/game.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

enum { CELL_MAX = 256, SHARED_MIN = 24, ROOMY = 30 };

/* The games whose names start with the name typed; the cursor on the one
 * named exactly, with or without ".ttrec", else on the newest. */
static void apply_filter(struct tui_saved_pick *k)
{
        size_t len = strlen(k->filter.text);
        char with_ext[TUI_LINE_MAX + 8];

        if (tui_save_name(k->filter.text, with_ext, sizeof with_ext) != 0)
                with_ext[0] = '\0';
        k->nshown = 0;
        k->cursor = 0;
        for (int i = 0; i < k->nall; i++)
                if (strncmp(k->all[i].name, k->filter.text, len) == 0) {
                        if (len > 0 && (strcmp(k->all[i].name, k->filter.text) == 0 ||
                                        strcmp(k->all[i].name, with_ext) == 0))
                                k->cursor = k->nshown;
                        k->shown[k->nshown++] = i;
                }
        k->top = 0;
}

void tui_saved_pick_open(struct tui_saved_pick *k, const char *game)
{
        k->game = game;
        k->nall = tui_saved_list(game, "", k->all, TUI_SAVED_LIST_MAX);
        tui_line_set(&k->filter, "");
        k->notice[0] = '\0';
        k->list_rows = 0;
        k->helping = false;
        apply_filter(k);
}

/* F1, or ? while no name is typed (a name may hold a ?): the help page. */
static bool help_key(const struct tui_saved_pick *k, const struct tui_event *ev)
{
        return ev->type == TUI_EV_KEY &&
               (ev->key == KEY_F(1) || (ev->key == '?' && !k->filter.text[0]));
}

static void help_open(struct tui_saved_pick *k)
{
        k->helping = true;
        k->help = (struct tui_help){
            .title = _("Open a saved game"),
            .text = _("This list shows the saved games, newest first: their names, "
                      "games, players, dates, moves and results. Typing a name keeps "
                      "only the games whose names start so, and Tab completes the name "
                      "typed. Up and Down, PgUp and PgDn, Home and End move; Enter or a "
                      "click opens the chosen game. When no saved game starts so, Enter "
                      "opens the name as typed: a name, or the path of a file. Esc "
                      "cancels.\n\nF1 shows this help, and ? too while no name is "
                      "typed.")};
}

/* Tab: the filter becomes the longest beginning the games shown share. */
static void complete(struct tui_saved_pick *k)
{
        size_t common;

        if (k->nshown == 0) {
                snprintf(k->notice, sizeof k->notice, "%s",
                         _("No saved game has a name that starts so."));
                return;
        }
        common = strlen(k->all[k->shown[0]].name);
        for (int i = 1; i < k->nshown; i++) {
                const char *a = k->all[k->shown[0]].name, *b = k->all[k->shown[i]].name;
                size_t n = 0;
                while (n < common && a[n] == b[n])
                        n++;
                common = n;
        }
        if (common >= TUI_LINE_MAX)
                common = TUI_LINE_MAX - 1;
        /* "maç" and "maö" share a byte of their last letters: cut on a
         * letter's first byte */
        const char *first = k->all[k->shown[0]].name;
        while (common > 0 && ((unsigned char)first[common] & 0xc0) == 0x80)
                common--;
        char text[TUI_LINE_MAX];
        memcpy(text, first, common);
        text[common] = '\0';
        tui_line_set(&k->filter, text);
        apply_filter(k);
}

static void move_to(struct tui_saved_pick *k, int cursor)
{
        if (cursor >= k->nshown)
                cursor = k->nshown - 1;
        if (cursor < 0)
                cursor = 0;
        k->cursor = cursor;
}

static enum tui_pick_result open_current(struct tui_saved_pick *k, char *name,
                                         size_t size, const char **game)
{
        if (k->nshown > 0) {
                const struct tui_saved_game *g = &k->all[k->shown[k->cursor]];
                snprintf(name, size, "%s", g->name);
                *game = g->game;
                return TUI_PICK_OPEN;
        }
        if (k->filter.text[0]) {
                /* not listed: a path, or a file the list leaves out */
                snprintf(name, size, "%s", k->filter.text);
                *game = NULL;
                return TUI_PICK_OPEN;
        }
        snprintf(k->notice, sizeof k->notice, "%s",
                 _("Type the name of a saved game, or a path."));
        return TUI_PICK_GOING;
}

enum tui_pick_result tui_saved_pick_event(struct tui_saved_pick *k,
                                          const struct tui_event *ev, char *name,
                                          size_t size, const char **game)
{
        int page = k->list_rows > 1 ? k->list_rows - 1 : 1;

        if (k->helping) {
                if (tui_help_handle(&k->help, ev))
                        k->helping = false;
                return TUI_PICK_GOING;
        }
        if (help_key(k, ev)) {
                help_open(k);
                return TUI_PICK_GOING;
        }
        if (ev->type == TUI_EV_MOUSE) {
                int row = ev->y - k->list_y;
                if (row >= 0 && row < k->list_rows && k->top + row < k->nshown) {
                        k->cursor = k->top + row;
                        return open_current(k, name, size, game);
                }
                return TUI_PICK_GOING;
        }
        if (ev->type != TUI_EV_KEY)
                return TUI_PICK_GOING;
        k->notice[0] = '\0';
        switch (ev->key) {
        case KEY_UP:
                move_to(k, k->cursor - 1);
                return TUI_PICK_GOING;
        case KEY_DOWN:
                move_to(k, k->cursor + 1);
                return TUI_PICK_GOING;
        case KEY_PPAGE:
                move_to(k, k->cursor - page);
                return TUI_PICK_GOING;
        case KEY_NPAGE:
                move_to(k, k->cursor + page);
                return TUI_PICK_GOING;
        case KEY_HOME:
                move_to(k, 0);
                return TUI_PICK_GOING;
        case KEY_END:
                move_to(k, k->nshown - 1);
                return TUI_PICK_GOING;
        case '\t':
                complete(k);
                return TUI_PICK_GOING;
        default:
                break;
        }
        switch (tui_line_key(&k->filter, ev->key)) {
        case TUI_LINE_CANCEL:
                return TUI_PICK_CANCEL;
        case TUI_LINE_DONE:
                return open_current(k, name, size, game);
        default:
                apply_filter(k);
                return TUI_PICK_GOING;
        }
}

/* ------------------------------------------------------------ drawing */

/* s in exactly w columns: cut with an ellipsis when longer, padded (on
 * the left when right is set). */
static void cell(int y, int x, int w, enum tui_role role, const char *s, bool right)
{
        char out[CELL_MAX];
        int sw = tui_text_width(s);

        if (w <= 0)
                return;
        if (sw > w) {
                tui_text_ellipsize(out, sizeof out, s, w);
                tui_text(y, x, w, role, out);
                return;
        }
        if (right)
                snprintf(out, sizeof out, "%*s%s", w - sw, "", s);
        else
                tui_text_pad(out, sizeof out, s, w);
        tui_text(y, x, w, role, out);
}

/* The width of s's first n bytes. */
static int width_of(const char *s, size_t n)
{
        char part[CELL_MAX];
        if (n >= sizeof part)
                n = sizeof part - 1;
        memcpy(part, s, n);
        part[n] = '\0';
        return tui_text_width(part);
}

/* A name wider than w, cut in the middle: saves named alike differ at the
 * end ("thaayam-kept-2026-12-05-190945"), which a cut at the end hid. The
 * ".ttrec" every save has goes first; cuts fall between characters. */
static void cut_name(const char *name, int w, char *out, size_t size)
{
        char base[CELL_MAX];
        size_t n = strlen(name), ext = strlen(RECORD_EXT), head = 0, tail;
        if (n > ext && strcmp(name + n - ext, RECORD_EXT) == 0)
                n -= ext;
        if (w < 7 || n >= sizeof base) {
                tui_text_ellipsize(out, size, name, w);
                return;
        }
        memcpy(base, name, n);
        base[n] = '\0';
        if (tui_text_width(base) <= w) {
                tui_text_ellipsize(out, size, base, w); /* fits: as it is */
                return;
        }
        int head_w = w / 2, tail_w = w - 1 - head_w;
        for (size_t i = 1; i <= n; i++)
                if ((i == n || ((unsigned char)base[i] & 0xc0) != 0x80) &&
                    width_of(base, i) <= head_w)
                        head = i;
        tail = n;
        for (size_t i = n; i > head; i--)
                if (((unsigned char)base[i - 1] & 0xc0) != 0x80 &&
                    tui_text_width(base + i - 1) <= tail_w)
                        tail = i - 1;
        int len = snprintf(out, size, "%.*s%s%s", (int)head, base, tui_glyphs()->ellipsis,
                           base + tail);
        if (len < 0 || (size_t)len >= size)
                tui_text_ellipsize(out, size, name, w);
}

static int at_least(int a, int b)
{
        return a > b ? a : b;
}

struct columns {
        int x[6], w[6]; /* name, game, players, date, moves, result; w 0: left out */
        bool short_date;
        int gap; /* spaces between columns */
};

enum { C_NAME, C_GAME, C_PLAYERS, C_DATE, C_MOVES, C_RESULT, C_COUNT };

static const char *heading(int c)
{
        switch (c) {
        case C_NAME:
                /* TRANSLATORS: the headings of the saved games' list; each
                   column is at least as wide as its heading (the list must
                   fit 60 columns): keep them short */
                return _("Name");
        case C_GAME:
                return _("Game");
        case C_PLAYERS:
                return _("Players");
        case C_DATE:
                return _("Date");
        case C_MOVES:
                return _("Moves");
        default:
                return _("Result");
        }
}

/* The columns in width w: the game, date, moves and result as wide as
 * they need; the name and the players share the rest. In a narrow window
 * the date loses its time, then the result and the moves go. */
static void lay_columns(const struct tui_saved_pick *k, int x, int w, struct columns *c)
{
        char buf[CELL_MAX];
        int need[C_COUNT] = {0}, rest, longest = 0, players = 0, i;

        for (i = 0; i < C_COUNT; i++)
                need[i] = tui_text_width(heading(i));
        for (i = 0; i < k->nshown; i++) {
                const struct tui_saved_game *g = &k->all[k->shown[i]];
                const struct tt_game_ops *ops = tt_game_by_name(g->game);
                need[C_GAME] = at_least(need[C_GAME], tui_text_width(_(ops->title)));
                tui_saved_result(g, buf, sizeof buf);
                need[C_RESULT] = at_least(need[C_RESULT], tui_text_width(buf));
                longest = at_least(longest, tui_text_width(g->name));
                tui_saved_players(g, buf, sizeof buf);
                players = at_least(players, tui_text_width(buf));
        }
        need[C_RESULT] = need[C_RESULT] > 14
                             ? at_least(14, tui_text_width(heading(C_RESULT)))
                             : need[C_RESULT];
        need[C_MOVES] = at_least(need[C_MOVES], 4);
        c->short_date = w < 76;
        need[C_DATE] = at_least(need[C_DATE], c->short_date ? 10 : 16);
        c->gap = 2;
        rest =
            w - need[C_GAME] - need[C_DATE] - need[C_MOVES] - need[C_RESULT] - 5 * c->gap;
        if (rest < ROOMY) {
                c->gap = 1;
                rest += 5;
        }
        if (rest < SHARED_MIN) {
                rest += need[C_RESULT] + c->gap;
                need[C_RESULT] = 0;
        }
        if (rest < SHARED_MIN) {
                rest += need[C_MOVES] + c->gap;
                need[C_MOVES] = 0;
        }
        /* the name as long as it is, up to about half the rest */
        need[C_NAME] = at_least(need[C_NAME], longest < rest / 2 ? longest : rest / 2);
        need[C_PLAYERS] = rest - need[C_NAME];
        /* on a wide window no wider than the longest players' names, so
         * the date, moves and result stay near them */
        if (need[C_PLAYERS] > at_least(players, SHARED_MIN)) {
                need[C_PLAYERS] = at_least(players, SHARED_MIN);
                /* and what it leaves to a long name */
                need[C_NAME] = at_least(need[C_NAME], longest < rest - need[C_PLAYERS]
                                                          ? longest
                                                          : rest - need[C_PLAYERS]);
        }
        if (need[C_PLAYERS] < tui_text_width(heading(C_PLAYERS))) {
                need[C_PLAYERS] = tui_text_width(heading(C_PLAYERS));
                need[C_NAME] = rest - need[C_PLAYERS];
        }
        for (i = 0; i < C_COUNT; i++) {
                c->x[i] = x;
                c->w[i] = need[i];
                if (need[i] > 0)
                        x += need[i] + c->gap;
        }
}

static void draw_line(const struct tui_saved_game *g, const struct columns *c, int y,
                      enum tui_role role)
{
        char buf[CELL_MAX];
        const struct tt_game_ops *ops = tt_game_by_name(g->game);

        if (tui_text_width(g->name) > c->w[C_NAME] && c->w[C_NAME] > 0) {
                cut_name(g->name, c->w[C_NAME], buf, sizeof buf);
                cell(y, c->x[C_NAME], c->w[C_NAME], role, buf, false);
        } else
                cell(y, c->x[C_NAME], c->w[C_NAME], role, g->name, false);
        cell(y, c->x[C_GAME], c->w[C_GAME], role, _(ops->title), false);
        tui_saved_players(g, buf, sizeof buf);
        cell(y, c->x[C_PLAYERS], c->w[C_PLAYERS], role, buf, false);
        tui_saved_date(g, c->short_date, buf, sizeof buf);
        cell(y, c->x[C_DATE], c->w[C_DATE], role, buf, false);
        if (g->moves >= 0)
                snprintf(buf, sizeof buf, "%ld", g->moves);
        else
                snprintf(buf, sizeof buf, "?");
        cell(y, c->x[C_MOVES], c->w[C_MOVES], role, buf, true);
        tui_saved_result(g, buf, sizeof buf);
        cell(y, c->x[C_RESULT], c->w[C_RESULT], role, buf, false);
}

void tui_saved_pick_draw(struct tui_saved_pick *k, const char *title)
{
        static const struct tui_layout_req req = {
            1, 1, 0, 0, 0, 0, TUI_COMPACT_ROWS, TUI_COMPACT_COLS, 0};
        const char *keys[11];
        char line[200];
        struct tui_layout l;
        struct columns c;
        int cols, i;

        if (k->helping) {
                tui_help_draw(&k->help);
                return;
        }
        if (!tui_draw_begin(&l, &req, title, NULL)) {
                k->list_rows = 0;
                return;
        }
        cols = l.cols;
        lay_columns(k, 1, cols - 2, &c);
        for (i = 0; i < C_COUNT; i++)
                if (c.w[i] > 0)
                        cell(2, c.x[i], c.w[i], TUI_TITLE, heading(i), i == C_MOVES);
        k->list_y = 3;
        k->list_rows = l.status.y - 1 - k->list_y;
        if (k->list_rows < 1)
                k->list_rows = 1;
        /* the cursor's line always shown */
        if (k->cursor < k->top)
                k->top = k->cursor;
        if (k->cursor >= k->top + k->list_rows)
                k->top = k->cursor - k->list_rows + 1;
        for (i = 0; i < k->list_rows && k->top + i < k->nshown; i++) {
                int at = k->top + i;
                if (at == k->cursor) {
                        struct tui_rect bar = {k->list_y + i, 0, 1, cols};
                        tui_fill(&bar, TUI_CURSOR);
                }
                draw_line(&k->all[k->shown[at]], &c, k->list_y + i,
                          at == k->cursor ? TUI_CURSOR : TUI_NORMAL);
        }
        /* under the list: a notice, or how many are shown */
        if (k->notice[0])
                snprintf(line, sizeof line, "%s", k->notice);
        else if (k->nall == 0)
                snprintf(line, sizeof line, "%s",
                         _("No saved games yet. Type a path to open a file."));
        else if (k->nshown == 0)
                snprintf(line, sizeof line, "%s",
                         _("No saved game starts so: Enter opens the name as typed."));
        else
                snprintf(line, sizeof line,
                         ngettext("%d of %d saved game", "%d of %d saved games",
                                  (unsigned long)k->nall),
                         k->nshown, k->nall);
        tui_text(l.status.y - 1, 1, cols - 2, k->notice[0] ? TUI_ERROR : TUI_DIM, line);
        tui_fill(&l.status, TUI_NORMAL);
        tui_line_draw(&k->filter, l.status.y, 1, cols - 2, _("Name: "));
        keys[0] = _("Up/Down");
        keys[1] = _("move");
        keys[2] = _("Enter");
        /* TRANSLATORS: the key line of the saved games' list: Enter opens
           the chosen game, Tab completes the name typed */
        keys[3] = _("open");
        keys[4] = "Tab";
        keys[5] = _("complete");
        keys[6] = _("Esc");
        keys[7] = _("cancel");
        keys[8] = "?";
        keys[9] = _("help");
        keys[10] = NULL;
        if (!tui_draw_help_line_fits(&l, keys))
                keys[8] = NULL; /* F1 still shows it */
        /* letters are typed into the name: a "more" only to click */
        tui_draw_help_line_keyed(&l, keys, NULL);
}

/* ------------------------------------------------------ from the menu */

enum tui_pick_result tui_saved_pick_run(char *name, size_t size, const char **game,
                                        bool *hangup)
{
        static struct tui_saved_pick k;
        struct tui_event ev;

        *hangup = false;
        tui_saved_pick_open(&k, NULL);
        for (;;) {
                enum tui_pick_result r;
                tui_saved_pick_draw(&k, _("Open a saved game"));
                tui_refresh();
                tui_next_event(&ev, -1);
                if (ev.type == TUI_EV_HANGUP) {
                        *hangup = true;
                        return TUI_PICK_CANCEL;
                }
                if (ev.type == TUI_EV_RESIZE) {
                        clear();
                        continue;
                }
                if (ev.type == TUI_EV_INTERRUPT)
                        return TUI_PICK_CANCEL;
                r = tui_saved_pick_event(&k, &ev, name, size, game);
                if (r != TUI_PICK_GOING)
                        return r;
        }
}
