/* lobby_screen.c: "Join or watch a game" of the start menu: the games
 * hosted on this machine as a list to choose from, then join (j or Enter)
 * or watch (w) the chosen one in this terminal (see lobby.h). */
#include "tui/net/lobby.h"
#include "tui/kit/output.h"
#include "tui/kit/draw.h"
#include "tui/kit/event.h"
#include "tui/kit/form.h"
#include "tui/kit/help.h"
#include "tui/kit/layout.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

enum { SHOWN_MAX = 12, ID_REFRESH = 100, ID_BACK = 101 };

struct lobby_screen {
        struct tui_lobby_game games[SHOWN_MAX];
        int ngames;
        struct tui_field f[SHOWN_MAX + 2];
        char labels[SHOWN_MAX][128];
        struct tui_form form;
        char msg[300];
        enum tui_role msg_role;
};

static void build(struct lobby_screen *s)
{
        static struct tui_lobby_silent silent[SHOWN_MAX];
        int n = 0, nsilent;
        bool cut;

        s->ngames =
            tui_lobby_look(s->games, SHOWN_MAX, silent, SHOWN_MAX, &nsilent, &cut);
        for (int i = 0; i < s->ngames; i++) {
                const struct tui_lobby_game *g = &s->games[i];
                char who[80];
                snprintf(who, sizeof who, "%s/%s", g->login, g->name);
                if (strcmp(g->game, "class") == 0) /* net/class.h: pupils, no seats */
                        snprintf(s->labels[i], sizeof s->labels[i],
                                 /* TRANSLATORS: a class on the server
                                    (docs/classroom.md): who teaches it, "class", how many
                                    pupils; keep the width %-20s */
                                 ngettext("%-20s class    %d pupil",
                                          "%-20s class    %d pupils",
                                          (unsigned long)g->seats),
                                 who, g->seats);
                else
                        snprintf(s->labels[i], sizeof s->labels[i],
                                 /* TRANSLATORS: a hosted game: who hosts it, the game,
                                    how many seats, how many are free, who may watch; keep
                                    the widths %-20s and %-8s */
                                 ngettext("%-20s %-8s %d seat, %d free, watchers: %s",
                                          "%-20s %-8s %d seats, %d free, watchers: %s",
                                          (unsigned long)g->seats),
                                 who, g->game, g->seats, g->open, g->watch);
                s->f[n++] = (struct tui_field){
                    .type = TUI_FIELD_BUTTON, .label = s->labels[i], .id = i};
        }
        s->f[n++] = (struct tui_field){
            .type = TUI_FIELD_BUTTON, .label = _("Look again"), .id = ID_REFRESH};
        s->f[n++] = (struct tui_field){
            .type = TUI_FIELD_BUTTON, .label = _("Back"), .id = ID_BACK};
        tui_form_init(&s->form, s->f, n);
        if (nsilent > 0) {
                /* TRANSLATORS: games listed in the base folder that did not
                   answer when asked what they are (a stranger's socket, or a
                   busy host) */
                snprintf(s->msg, sizeof s->msg,
                         ngettext("%d hosted game did not answer.",
                                  "%d hosted games did not answer.",
                                  (unsigned long)nsilent),
                         nsilent);
                s->msg_role = TUI_INFO;
        } else if (s->ngames == 0) {
                snprintf(s->msg, sizeof s->msg, "%s",
                         _("No game is hosted on this machine now. Host one from a "
                           "game's set-up screen (\"another terminal\" seats)."));
                s->msg_role = TUI_INFO;
        }
}

/* The message: on the status line, or wrapped whole under the list when
 * longer (the screen has room there: 80x24 and 60x20 cut it). */
static void draw_message(const struct lobby_screen *s, const struct tui_layout *l,
                         const struct tui_rect *area)
{
        int top = area->y + area->h + 1;
        struct tui_rect below = {top, area->x, l->status.y - top, area->w};

        if (tui_text_width(s->msg) <= l->cols - 2 || below.h < 2) {
                tui_draw_status(l, s->msg_role, s->msg);
                return;
        }
        tui_fill(&l->status, TUI_NORMAL);
        tui_text_wrap(&below, s->msg_role, s->msg, 0);
}

static const char *lobby_help(void)
{
        return _("This screen lists the games and classes hosted on this machine now. "
                 "Choose one: Enter or j joins it, taking a free seat (or a pupil's "
                 "place in a class); w watches it, when its host lets others watch. r "
                 "looks again for games hosted since; Esc goes back to the start "
                 "menu.\n\nA game is hosted from its set-up screen, with a seat for "
                 "\"another terminal\"; 'tabletop join LOGIN' joins from the command "
                 "line. See the manual page tabletop(6).");
}

static void draw(struct lobby_screen *s, struct tui_rect *area)
{
        static const struct tui_layout_req req = {1, 1, 0, 0, 0, 0, 0, 0, 0};
        static const char *keys[11];
        struct tui_layout l;
        int cols, w;

        if (!tui_draw_begin(&l, &req, _("Join or watch a game"), NULL))
                return;
        cols = getmaxx(stdscr);
        tui_text_center(3, 0, cols, TUI_TITLE, _("Games hosted on this machine"));
        w = cols - 4 < 76 ? cols - 4 : 76;
        *area = (struct tui_rect){5, (cols - w) / 2, s->form.nfields, w};
        tui_form_draw(&s->form, area);
        draw_message(s, &l, area);
        keys[0] = _("Enter/j");
        keys[1] = _("join");
        keys[2] = "w";
        keys[3] = _("watch");
        keys[4] = "r";
        keys[5] = _("look again");
        keys[6] = _("Esc");
        keys[7] = _("back");
        keys[8] = "?";
        keys[9] = _("help");
        keys[10] = NULL;
        tui_draw_help_line(&l, keys);
}

/* Joins or watches game i in this terminal; back here afterwards. */
static enum tui_run enter(struct lobby_screen *s, int i, bool watch)
{
        char why[TT_REASON_MAX];
        enum tui_run r = tui_lobby_enter(&s->games[i], watch, why, sizeof why);
        clear();
        if (r == TUI_RUN_FAILED) {
                snprintf(s->msg, sizeof s->msg,
                         watch ? _("Cannot watch %s/%s: %s") : _("Cannot join %s/%s: %s"),
                         s->games[i].login, s->games[i].name, why);
                s->msg_role = TUI_ERROR;
                return TUI_RUN_BACK;
        }
        build(s);
        s->msg[0] = '\0';
        return r;
}

enum tui_run tui_lobby_screen(void)
{
        static struct lobby_screen s;
        struct tui_rect area = {0, 0, 0, 0};
        struct tui_event ev;

        memset(&s, 0, sizeof s);
        build(&s);
        for (;;) {
                struct tui_field *cur;
                enum tui_run r = TUI_RUN_BACK;

                draw(&s, &area);
                tui_refresh();
                tui_next_event(&ev, -1);
                if (ev.type == TUI_EV_HANGUP)
                        return TUI_RUN_HANGUP;
                if (ev.type == TUI_EV_RESIZE) {
                        clear();
                        continue;
                }
                enum tui_shared_key shared =
                    tui_shared_keys(&ev, _("Join or watch a game"), lobby_help());
                if (shared == TUI_SHARED_HANGUP)
                        return TUI_RUN_HANGUP;
                if (shared == TUI_SHARED_DONE)
                        continue;
                if (ev.type == TUI_EV_KEY && (ev.key == 'r' || ev.key == 'R')) {
                        s.msg[0] = '\0';
                        build(&s);
                        continue;
                }
                cur = tui_form_current(&s.form);
                if (ev.type == TUI_EV_KEY && cur && cur->id < s.ngames &&
                    (ev.key == 'j' || ev.key == 'J' || ev.key == 'w' || ev.key == 'W')) {
                        r = enter(&s, cur->id, ev.key == 'w' || ev.key == 'W');
                } else {
                        switch (tui_form_handle(&s.form, &ev, &area)) {
                        case TUI_FORM_PRESSED:
                                if (cur->id == ID_BACK)
                                        return TUI_RUN_BACK;
                                if (cur->id == ID_REFRESH) {
                                        s.msg[0] = '\0';
                                        build(&s);
                                } else {
                                        r = enter(&s, cur->id, false);
                                }
                                break;
                        case TUI_FORM_BACK:
                                return TUI_RUN_BACK;
                        default:
                                break;
                        }
                }
                if (r == TUI_RUN_HANGUP || r == TUI_RUN_QUIT)
                        return r;
        }
}
