/* setup_screen.c: the set-up screen loop of both games (see
 * setup_screen.h). */
#include "tui/setup_screen.h"
#include "tui/kit/output.h"

#include "tui/app.h"
#include "tui/kit/draw.h"
#include "tui/kit/help.h"
#include "tui/kit/layout.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>

static char note[400]; /* tui_setup_note */

static const char *legend; /* tui_setup_legend */

void tui_setup_legend(const char *text)
{
        legend = text;
}

void tui_setup_note(const char *text)
{
        snprintf(note, sizeof note, "%s", text ? text : "");
}

/* The form's place: below the title, at most 70 columns, centred. */
static struct tui_rect form_area(const struct tui_layout *l)
{
        struct tui_rect r = {2, 2, l->rows - 5, l->cols - 4};
        if (r.w > 70) {
                r.x = (l->cols - 70) / 2;
                r.w = 70;
        }
        return r;
}

/* The key line; while a name is edited m is typed: its "more" is then a
 * button for the mouse only. */
static void draw_keys(const struct tui_setup_screen *s, const struct tui_layout *l,
                      const char *const *keys)
{
        tui_draw_help_line_keyed(l, keys, s->form->editing ? NULL : "m");
}

static void draw(const struct tui_setup_screen *s, const struct tui_layout *l,
                 const char *why)
{
        const char *keys[] = {_("Up/Down"), _("move"),  _("Left/Right"),
                              _("change"),  _("Enter"), _("choose"),
                              _("Esc"),     _("back"),  "s",
                              _("start"),   "?",        _("help"),
                              NULL};
        struct tui_rect area = form_area(l);
        tui_draw_title(l, s->title, NULL);
        tui_form_draw(s->form, &area);
        if (legend && l->status.y - 1 > area.y)
                tui_text(l->status.y - 1, area.x, area.w, TUI_DIM, legend);
        if (why[0])
                tui_draw_status(l, TUI_ERROR, why);
        else if (note[0]) {
                /* whole, over the key line when longer than the status line
                 * (a command with its path) */
                draw_keys(s, l, keys);
                tui_draw_status(l, TUI_INFO, note);
                tui_draw_long_message(l, TUI_INFO, note);
                return;
        } else
                tui_draw_status(l, TUI_DIM,
                                s->form->editing
                                    ? _("Type the name, Enter to keep it, Esc to stop.")
                                    : _("Left/Right change a setting; Enter on a name "
                                        "edits it."));
        draw_keys(s, l, keys);
}

/* The help of the set-up screen: its own keys first, then the game's. */
static const char *setup_help(const struct tui_setup_screen *s)
{
        static char text[16384];
        snprintf(text, sizeof text, "%s\n\n%s",
                 _("This screen sets up a new game. Up and Down (or k and j) move "
                   "between the settings; Left and Right (or h and l) change one, "
                   "and a number field also takes digits typed; Enter edits a name or "
                   "presses a button; s or the Start button starts the game; Esc goes "
                   "back; q quits. The mouse works too: click a setting to change it. "
                   "The settings are remembered for the next game.\n\n"
                   "The game itself:"),
                 s->help_text);
        return text;
}

enum tui_setup_result tui_setup_run(const struct tui_setup_screen *s)
{
        struct tui_layout l;
        struct tui_layout_req req = {1, 1, 0, 0, 0, 0, 0, 0, 0};
        struct tui_event ev;
        struct tui_rect area;
        char why[200] = "";
        bool hangup;

        for (;;) {
                int rows, cols;
                getmaxyx(stdscr, rows, cols);
                tui_layout_compute(&l, &req, rows, cols);
                erase();
                if (l.too_small)
                        tui_draw_enlarge(rows, cols, TUI_COMPACT_ROWS, TUI_COMPACT_COLS);
                else
                        draw(s, &l, why);
                tui_refresh();
                tui_next_event(&ev, -1);
                if (ev.type == TUI_EV_KEY || ev.type == TUI_EV_MOUSE)
                        note[0] = '\0'; /* read: the usual words again */
                if (ev.type == TUI_EV_HANGUP)
                        return TUI_SETUP_HANGUP;
                if (ev.type == TUI_EV_RESIZE) {
                        clear();
                        continue;
                }
                if (ev.type == TUI_EV_INTERRUPT) {
                        if (tui_ask_yes_no(_("Quit? (y/n)"), &hangup))
                                return TUI_SETUP_QUIT;
                        if (hangup)
                                return TUI_SETUP_HANGUP;
                        continue;
                }
                if (!s->form->editing && ev.type == TUI_EV_KEY) {
                        if (ev.action == TUI_A_HELP) {
                                if (!tui_help_run(s->help_title, setup_help(s)))
                                        return TUI_SETUP_HANGUP;
                                continue;
                        }
                        if (tui_key_more(&ev)) /* the keys that did not fit */
                                continue;
                        if (ev.key == 'q' || ev.key == 'Q')
                                return TUI_SETUP_QUIT;
                        if (ev.key == 's' || ev.key == 'S') {
                                if (s->read_back(s->ctx, true, why, sizeof why))
                                        return TUI_SETUP_START;
                                continue;
                        }
                }
                area = form_area(&l);
                switch (tui_form_handle(s->form, &ev, &area)) {
                case TUI_FORM_CHANGED:
                        why[0] = '\0';
                        s->changed(s->ctx, tui_form_current(s->form)->id);
                        break;
                case TUI_FORM_PRESSED:
                        if (tui_form_current(s->form)->id == s->start_id) {
                                if (s->read_back(s->ctx, true, why, sizeof why))
                                        return TUI_SETUP_START;
                                break;
                        }
                        s->read_back(s->ctx, false, why, sizeof why);
                        return TUI_SETUP_BACK;
                case TUI_FORM_BACK:
                        s->read_back(s->ctx, false, why, sizeof why);
                        return TUI_SETUP_BACK;
                default:
                        break;
                }
        }
}
