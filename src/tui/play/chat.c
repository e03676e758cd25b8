/* chat.c: the chat of a hosted game, kept (issue 30): every chat line, team
 * line and piece of news said to everyone (a join, a departure, an agreed
 * undo) stays, with when it came and who said it; the status line shows
 * the latest as before, 'c' opens the page of all of it, and a wide window
 * shows the latest lines beside the board. Texts come clean from the link
 * (remote.c sanitizes everything the host sends). Team lines reach only
 * the team (the host sends them to no one else) and are marked. */
#include "tui/play/internal.h"
#include "tui/kit/draw.h"
#include "record/files.h"
#include "record/record.h"
#include "i18n/i18n.h"

#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* The chat beside the board: at least this wide, and the game's panel
 * keeps at least PANEL_KEEP columns. */
enum { BESIDE_MIN = 28, BESIDE_MAX = 48, PANEL_KEEP = 36 };

/* A new line at the end of c (the oldest goes when it is full). */
static struct tui_chat_line *add(struct tui_chat *c)
{
        struct tui_chat_line *l;
        if (c->n == TUI_CHAT_LINES) {
                c->first = (c->first + 1) % TUI_CHAT_LINES;
                c->n--;
        }
        l = &c->line[(c->first + c->n++) % TUI_CHAT_LINES];
        memset(l, 0, sizeof *l);
        return l;
}

void tui_play_chat_keep(struct tui_play *p, const struct tui_link_news *n)
{
        struct tui_chat_line *l;
        time_t now = time(NULL);
        struct tm tm;

        if (n->talk == TUI_TALK_NONE || !n->said[0])
                return;
        l = add(&p->chat);
        if (localtime_r(&now, &tm))
                strftime(l->when, sizeof l->when, "%H:%M", &tm);
        l->talk = (int)n->talk;
        snprintf(l->who, sizeof l->who, "%s", n->who);
        snprintf(l->text, sizeof l->text, "%s", n->said);
}

/* The chat of the saved game opened last, until a screen takes it. */
static struct tui_chat loaded;

static void loaded_line(void *ctx, size_t ply, const char *when, bool team,
                        const char *who, const char *text)
{
        struct tui_chat_line *l = add(ctx);
        (void)ply;
        snprintf(l->when, sizeof l->when, "%s", when);
        l->talk = team ? TUI_TALK_TEAM : TUI_TALK_CHAT;
        snprintf(l->who, sizeof l->who, "%s", who);
        snprintf(l->text, sizeof l->text, "%s", text);
}

void tui_play_chat_read(const char *name, const char *path)
{
        char why[TT_REASON_MAX], *text;
        size_t len;

        memset(&loaded, 0, sizeof loaded);
        /* opened as record_open_named opens it: a bare name without
         * following a link */
        if (record_read_file_how(
                path, strchr(name, '/') ? RECORD_READ_FOLLOW : RECORD_READ_NOFOLLOW,
                &text, &len, why, sizeof why) != 0)
                return;
        record_said_each(text, len, loaded_line, &loaded);
        free(text);
}

void tui_play_chat_take(struct tui_play *p)
{
        p->chat = loaded;
        memset(&loaded, 0, sizeof loaded);
}

/* One kept line as it is shown: "14:03 ana: hello". */
static void line_text(const struct tui_chat_line *l, char *buf, size_t len)
{
        if (l->talk == TUI_TALK_SAID)
                snprintf(buf, len, "%s %s", l->when, l->text);
        else if (l->talk == TUI_TALK_TEAM)
                /* TRANSLATORS: a line of team advice in the chat view: the
                   time, who, the text */
                snprintf(buf, len, _("%s %s to the team: %s"), l->when, l->who, l->text);
        else
                snprintf(buf, len, "%s %s: %s", l->when, l->who, l->text);
}

static const struct tui_chat_line *nth(const struct tui_play *p, int i)
{
        return &p->chat.line[(p->chat.first + i) % TUI_CHAT_LINES];
}

static char page[TUI_CHAT_LINES * (TUI_LINK_TEXT_MAX + 64)];

void tui_play_chat_open(struct tui_play *p)
{
        size_t used = 0;
        char buf[TUI_LINK_TEXT_MAX + 128];

        page[0] = '\0';
        if (p->chat.n == 0)
                snprintf(page, sizeof page, "%s",
                         _("Nothing was said yet. t talks to everyone."));
        for (int i = 0; i < p->chat.n && used < sizeof page; i++) {
                line_text(nth(p, i), buf, sizeof buf);
                used += (size_t)snprintf(page + used, sizeof page - used, "%s\n", buf);
        }
        p->help.title = _("What was said");
        p->help.text = page;
        p->help.scroll = TUI_CHAT_LINES * 8; /* the latest: at the bottom */
        p->help_open = true;
}

void tui_play_chat_make_room(struct tui_play *p)
{
        struct tui_rect *panel = &p->layout.panel;
        int w;

        memset(&p->chat_at, 0, sizeof p->chat_at);
        if ((tui_play_local(p) && p->chat.n == 0) || p->layout.too_small ||
            p->layout.compact)
                return;
        w = panel->w - PANEL_KEEP - 2;
        if (w > BESIDE_MAX)
                w = BESIDE_MAX;
        if (w < BESIDE_MIN)
                return;
        panel->w -= w + 2;
        p->chat_at = (struct tui_rect){panel->y, panel->x + panel->w + 2, panel->h, w};
}

void tui_play_chat_draw(struct tui_play *p)
{
        const struct tui_rect *r = &p->chat_at;
        char buf[TUI_LINK_TEXT_MAX + 128];
        int y, i;

        if (r->w <= 0 || r->h < 3)
                return;
        /* a saved game's chat: the game may have c for itself (Thaayam) */
        tui_text(r->y, r->x, r->w, TUI_TITLE,
                 tui_play_local(p) ? _("Chat") : _("Chat (c: all of it)"));
        /* the latest lines, wrapped, from the bottom up */
        y = r->y + r->h;
        for (i = p->chat.n - 1; i >= 0 && y > r->y + 1; i--) {
                struct tui_rect count = {0, 0, 0, r->w}; /* counts only */
                line_text(nth(p, i), buf, sizeof buf);
                int lines = tui_text_wrap(&count, TUI_NORMAL, buf, 0);
                if (y - lines < r->y + 1)
                        break;
                y -= lines;
                struct tui_rect at = {y, r->x, lines, r->w};
                tui_text_wrap(&at,
                              nth(p, i)->talk == TUI_TALK_TEAM   ? TUI_ACTIVE
                              : nth(p, i)->talk == TUI_TALK_SAID ? TUI_DIM
                                                                 : TUI_NORMAL,
                              buf, 0);
        }
}
