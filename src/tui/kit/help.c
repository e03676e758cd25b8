/* help.c: the scrollable help page (see help.h). */
#include "tui/kit/help.h"
#include "tui/kit/output.h"
#include "tui/saved/files.h"
#include "tui/kit/draw.h"
#include "i18n/i18n.h"

#include <curses.h>

void tui_help_draw(struct tui_help *h)
{
        static const char *keys[7];
        struct tui_layout l;
        struct tui_layout_req req = {1, 1, 0, 0, 0, 0, 1, 1, 0};
        struct tui_rect body;
        int rows, cols;

        getmaxyx(stdscr, rows, cols);
        erase();
        tui_layout_compute(&l, &req, rows, cols);
        if (rows < 5 || cols < 20) {
                tui_draw_enlarge(rows, cols, TUI_COMPACT_ROWS, TUI_COMPACT_COLS);
                return;
        }
        l.title = (struct tui_rect){0, 0, 1, cols};
        l.help = (struct tui_rect){rows - 1, 0, 1, cols};
        tui_draw_title(&l, h->title, NULL);
        body = (struct tui_rect){2, 2, rows - 4, cols - 4};
        /* the saved games' folder as it is ($XDG_DATA_HOME), not as written */
        const char *text = tui_help_with_data_dir(h->text);
        /* Wrap once to count, then draw from the scroll position. */
        h->page = body.h;
        h->lines =
            tui_text_wrap(&(struct tui_rect){0, 0, 0, body.w}, TUI_NORMAL, text, 0);
        if (h->scroll > h->lines - body.h)
                h->scroll = h->lines - body.h;
        if (h->scroll < 0)
                h->scroll = 0;
        tui_text_wrap(&body, TUI_NORMAL, text, h->scroll);
        keys[0] = _("Up/Down");
        keys[1] = _("scroll");
        keys[2] = _("Esc");
        keys[3] = _("close");
        keys[4] = NULL;
        tui_draw_help_line(&l, keys);
}

bool tui_help_handle(struct tui_help *h, const struct tui_event *ev)
{
        if (ev->type == TUI_EV_MOUSE)
                return true;
        if (ev->type != TUI_EV_KEY || tui_key_more(ev))
                return false;
        switch (ev->key) {
        case KEY_NPAGE:
                h->scroll += h->page > 1 ? h->page - 1 : 1;
                return false;
        case KEY_PPAGE:
                h->scroll -= h->page > 1 ? h->page - 1 : 1;
                return false;
        case 'q':
        case 'Q':
                return true;
        default:
                break;
        }
        switch (ev->action) {
        case TUI_A_DOWN:
                h->scroll++;
                return false;
        case TUI_A_UP:
                h->scroll--;
                return false;
        case TUI_A_BACK:
        case TUI_A_HELP:
        case TUI_A_OK:
                return true;
        default:
                return false;
        }
}

bool tui_help_run(const char *title, const char *text)
{
        struct tui_help h = {title, text, 0, 0, 0};
        struct tui_event ev;

        for (;;) {
                tui_help_draw(&h);
                tui_refresh();
                tui_next_event(&ev, -1);
                if (ev.type == TUI_EV_HANGUP)
                        return false;
                if (ev.type == TUI_EV_RESIZE)
                        clear();
                if (tui_help_handle(&h, &ev))
                        return true;
        }
}

enum tui_shared_key tui_shared_keys(const struct tui_event *ev, const char *title,
                                    const char *help_text)
{
        if (tui_key_more(ev))
                return TUI_SHARED_DONE;
        if (ev->type != TUI_EV_KEY || ev->action != TUI_A_HELP)
                return TUI_SHARED_NONE;
        if (!tui_help_run(title, help_text))
                return TUI_SHARED_HANGUP;
        clear();
        return TUI_SHARED_DONE;
}
