/* form.c: set-up screen widgets and the one-line editor (see form.h). */
#include "tui/kit/form.h"
#include "i18n/i18n.h"
#include "tui/kit/draw.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

/* The bytes the line may hold. */
static int room(const struct tui_line *e)
{
        return e->max > 0 && e->max < TUI_LINE_LONG_MAX ? e->max : TUI_LINE_MAX - 1;
}

void tui_line_set_max(struct tui_line *e, int max)
{
        e->max = max;
}

void tui_line_set(struct tui_line *e, const char *text)
{
        snprintf(e->text, (size_t)room(e) + 1, "%s", text ? text : "");
        e->len = (int)strlen(e->text);
        e->at = e->len;
        e->proposed = false;
        e->full = false;
}

void tui_line_propose(struct tui_line *e, const char *text)
{
        tui_line_set(e, text);
        e->proposed = e->len > 0;
}

static bool continuation(const struct tui_line *e, int i)
{
        return i > 0 && i < e->len && ((unsigned char)e->text[i] & 0xC0) == 0x80;
}

/* The cursor one character back or on (UTF-8 sequences whole). */
static int step_back(const struct tui_line *e, int i)
{
        if (i > 0)
                i--;
        while (continuation(e, i))
                i--;
        return i;
}

static int step_on(const struct tui_line *e, int i)
{
        if (i < e->len)
                i++;
        while (continuation(e, i))
                i++;
        return i;
}

/* Removes the bytes from..to (to not included). */
static void cut(struct tui_line *e, int from, int to)
{
        memmove(e->text + from, e->text + to, (size_t)(e->len - to + 1));
        e->len -= to - from;
        e->at = from;
}

enum tui_line_result tui_line_key(struct tui_line *e, int key)
{
        bool proposed = e->proposed;

        e->proposed = false;
        e->full = false;
        if (e->at < 0 || e->at > e->len)
                e->at = e->len;
        switch (key) {
        case '\n':
        case '\r':
        case KEY_ENTER:
                return TUI_LINE_DONE;
        case 27:
                return TUI_LINE_CANCEL;
        case KEY_BACKSPACE:
        case 127:
        case 8:
                cut(e, step_back(e, e->at), e->at);
                return TUI_LINE_EDITING;
        case KEY_DC:
                cut(e, e->at, step_on(e, e->at));
                return TUI_LINE_EDITING;
        case KEY_LEFT:
                e->at = step_back(e, e->at);
                return TUI_LINE_EDITING;
        case KEY_RIGHT:
                e->at = step_on(e, e->at);
                return TUI_LINE_EDITING;
        case KEY_HOME:
        case 1: /* Ctrl-A */
                e->at = 0;
                return TUI_LINE_EDITING;
        case KEY_END:
        case 5: /* Ctrl-E */
                e->at = e->len;
                return TUI_LINE_EDITING;
        case 21: /* Ctrl-U */
                tui_line_set(e, "");
                return TUI_LINE_EDITING;
        default:
                break;
        }
        /* Printable ASCII and the bytes of UTF-8 sequences (getch hands
         * multibyte input over byte by byte); no control characters. A
         * proposal gives way to the first one. */
        if (key >= 32 && key < 256 && key != 127) {
                if (proposed)
                        tui_line_set(e, "");
                if (e->len < room(e)) {
                        memmove(e->text + e->at + 1, e->text + e->at,
                                (size_t)(e->len - e->at + 1));
                        e->text[e->at++] = (char)key;
                        e->len++;
                } else {
                        e->full = true; /* the screen says so */
                }
        }
        return TUI_LINE_EDITING;
}

void tui_line_draw(const struct tui_line *e, int y, int x, int w, const char *prompt)
{
        char before[TUI_LINE_LONG_MAX], under[8];
        int used = tui_text(y, x, w, TUI_INFO, prompt ? prompt : "");
        int at = e->at >= 0 && e->at <= e->len ? e->at : e->len;
        int next = step_on(e, at);
        int from = 0;

        if (e->proposed) {
                /* shown selected: typing replaces it */
                used += tui_text(y, x + used, w - used, TUI_CURSOR, e->text);
                if (used < w)
                        tui_text(y, x + used, 1, TUI_CURSOR, " ");
                return;
        }
        /* the text before the cursor (its end when it is too wide), the
         * character under it, the rest */
        memcpy(before, e->text, (size_t)at);
        before[at] = '\0';
        while (from < at && tui_text_width(before + from) > w - used - 1)
                from = step_on(e, from);
        used += tui_text(y, x + used, w - used, TUI_NORMAL, before + from);
        if (at < e->len && next - at < (int)sizeof under) {
                memcpy(under, e->text + at, (size_t)(next - at));
                under[next - at] = '\0';
        } else {
                snprintf(under, sizeof under, " ");
        }
        if (used < w)
                used += tui_text(y, x + used, w - used, TUI_CURSOR, under);
        if (used < w && at < e->len)
                tui_text(y, x + used, w - used, TUI_NORMAL, e->text + next);
}

static bool reachable(const struct tui_field *fl)
{
        return !fl->hidden && !fl->disabled;
}

void tui_form_init(struct tui_form *f, struct tui_field *fields, int n)
{
        f->fields = fields;
        f->nfields = n;
        f->cursor = 0;
        f->editing = false;
        f->scroll = 0;
        while (f->cursor < n - 1 && !reachable(&fields[f->cursor]))
                f->cursor++;
}

struct tui_field *tui_form_current(struct tui_form *f)
{
        return f->cursor >= 0 && f->cursor < f->nfields ? &f->fields[f->cursor] : NULL;
}

struct tui_field *tui_form_find(struct tui_form *f, int id)
{
        int i;
        for (i = 0; i < f->nfields; i++)
                if (f->fields[i].id == id)
                        return &f->fields[i];
        return NULL;
}

static bool form_step(struct tui_form *f, int dir)
{
        int i = f->cursor;
        for (;;) {
                i += dir;
                if (i < 0 || i >= f->nfields)
                        return false;
                if (reachable(&f->fields[i])) {
                        f->cursor = i;
                        return true;
                }
        }
}

static bool step_value(struct tui_field *fl, int dir)
{
        if (fl->type == TUI_FIELD_CHOICE && fl->nchoices > 0) {
                fl->value = (fl->value + dir + fl->nchoices) % fl->nchoices;
                return true;
        }
        if (fl->type == TUI_FIELD_NUMBER) {
                int v = fl->value + dir;
                if (v < fl->min || v > fl->max)
                        return false;
                fl->value = v;
                return true;
        }
        return false;
}

/* The screen line of each shown field, -1 when scrolled away. */
static int field_line(const struct tui_form *f, const struct tui_rect *area, int idx)
{
        int i, line = 0;
        for (i = f->scroll; i < f->nfields; i++) {
                if (f->fields[i].hidden)
                        continue;
                if (line >= area->h)
                        return -1;
                if (i == idx)
                        return area->y + line;
                line++;
        }
        return -1;
}

/* The width of the label column (the values start after it). */
static int label_width(const struct tui_form *f, const struct tui_rect *area)
{
        int i, label_w = 0;

        for (i = 0; i < f->nfields; i++) {
                int w = tui_text_width(f->fields[i].label);
                if (!f->fields[i].hidden && f->fields[i].type != TUI_FIELD_BUTTON &&
                    w > label_w)
                        label_w = w;
        }
        label_w += 2;
        if (label_w > area->w / 2)
                label_w = area->w / 2;
        return label_w;
}

/* The value as shown: "< human >", "< 5 min >", "[Ana]". */
static void value_text(const struct tui_field *fl, char *buf, size_t len)
{
        const struct tui_glyphs *g = tui_glyphs();
        switch (fl->type) {
        case TUI_FIELD_CHOICE:
                snprintf(buf, len, "%s %s %s", g->left,
                         fl->value >= 0 && fl->value < fl->nchoices
                             ? _(fl->choices[fl->value])
                             : "?",
                         g->right);
                break;
        case TUI_FIELD_NUMBER:
                snprintf(buf, len, "%s %d%s%s %s", g->left, fl->value,
                         fl->unit ? " " : "", fl->unit ? fl->unit : "", g->right);
                break;
        default:
                snprintf(buf, len, "[%s]", fl->text.text);
                break;
        }
}

/* Where a field's value starts: after the label column, or further left
 * where the value would not fit after it (Basque's "another terminal
 * (hosted)" at 60 columns), so that the row's label is cut (with an
 * ellipsis) rather than its value; never into the first third of the
 * area. A name being typed scrolls, so it stays in the column. */
static int value_left(const struct tui_rect *area, const struct tui_field *fl,
                      int label_w)
{
        char buf[160];
        int x = area->x + 2 + label_w, least = area->x + 2 + area->w / 3;

        if (fl->type == TUI_FIELD_TEXT || fl->type == TUI_FIELD_BUTTON)
                return x;
        value_text(fl, buf, sizeof buf);
        int w = tui_text_width(buf);
        if (x + w > area->x + area->w) {
                x = area->x + area->w - w;
                if (x < least)
                        x = least;
                if (x > area->x + 2 + label_w)
                        x = area->x + 2 + label_w;
        }
        return x;
}

static enum tui_form_result activate(struct tui_form *f, struct tui_field *fl)
{
        switch (fl->type) {
        case TUI_FIELD_BUTTON:
                return TUI_FORM_PRESSED;
        case TUI_FIELD_TEXT:
                f->editing = true;
                return TUI_FORM_MOVED;
        default:
                return step_value(fl, 1) ? TUI_FORM_CHANGED : TUI_FORM_NOTHING;
        }
}

enum tui_form_result tui_form_handle(struct tui_form *f, const struct tui_event *ev,
                                     const struct tui_rect *area)
{
        struct tui_field *fl = tui_form_current(f);

        if (!fl)
                return TUI_FORM_NOTHING;
        if (f->editing && ev->type == TUI_EV_MOUSE) {
                /* a click elsewhere keeps the name typed and goes on there,
                 * so the mouse alone never gets stuck in a name */
                f->editing = false;
                enum tui_form_result r = tui_form_handle(f, ev, area);
                return r == TUI_FORM_NOTHING ? TUI_FORM_CHANGED : r;
        }
        if (f->editing) {
                if (ev->type != TUI_EV_KEY)
                        return TUI_FORM_NOTHING;
                if (tui_line_key(&fl->text, ev->key) != TUI_LINE_EDITING)
                        f->editing = false;
                return f->editing ? TUI_FORM_MOVED : TUI_FORM_CHANGED;
        }
        if (ev->type == TUI_EV_MOUSE && area) {
                int i;
                for (i = 0; i < f->nfields; i++) {
                        if (field_line(f, area, i) == ev->y && reachable(&f->fields[i]) &&
                            ev->x >= area->x && ev->x < area->x + area->w) {
                                struct tui_field *hit = &f->fields[i];
                                int left = value_left(area, hit, label_width(f, area));
                                f->cursor = i;
                                /* The left arrow of a value (and the space
                                 * after it) steps back, as Left does; the
                                 * rest of the line steps on, as Enter. */
                                if ((hit->type == TUI_FIELD_CHOICE ||
                                     hit->type == TUI_FIELD_NUMBER) &&
                                    ev->x >= left && ev->x <= left + 1)
                                        return step_value(hit, -1) ? TUI_FORM_CHANGED
                                                                   : TUI_FORM_MOVED;
                                return activate(f, hit);
                        }
                }
                return TUI_FORM_NOTHING;
        }
        if (ev->type != TUI_EV_KEY)
                return TUI_FORM_NOTHING;
        if (fl->type == TUI_FIELD_NUMBER && ev->key >= '0' && ev->key <= '9') {
                int v = fl->value * 10 + (ev->key - '0');
                if (v > fl->max)
                        v = ev->key - '0';
                if (v >= fl->min && v <= fl->max) {
                        fl->value = v;
                        return TUI_FORM_CHANGED;
                }
                return TUI_FORM_NOTHING;
        }
        switch (ev->action) {
        case TUI_A_UP:
        case TUI_A_PREV:
                return form_step(f, -1) ? TUI_FORM_MOVED : TUI_FORM_NOTHING;
        case TUI_A_DOWN:
        case TUI_A_NEXT:
                return form_step(f, 1) ? TUI_FORM_MOVED : TUI_FORM_NOTHING;
        case TUI_A_LEFT:
                return step_value(fl, -1) ? TUI_FORM_CHANGED : TUI_FORM_NOTHING;
        case TUI_A_RIGHT:
                return step_value(fl, 1) ? TUI_FORM_CHANGED : TUI_FORM_NOTHING;
        case TUI_A_OK:
                return activate(f, fl);
        case TUI_A_BACK:
                /* Esc goes back; Backspace only ever edits (a stray one must
                 * not leave the screen, or the program) */
                return ev->key == 27 ? TUI_FORM_BACK : TUI_FORM_NOTHING;
        default:
                return TUI_FORM_NOTHING;
        }
}

void tui_form_draw(struct tui_form *f, const struct tui_rect *area)
{
        const struct tui_glyphs *g = tui_glyphs();
        int i, label_w = label_width(f, area), line;

        /* Keeps the cursor in view. */
        if (f->cursor < f->scroll)
                f->scroll = f->cursor;
        while (field_line(f, area, f->cursor) < 0 && f->scroll < f->cursor)
                f->scroll++;

        for (i = f->scroll; i < f->nfields; i++) {
                struct tui_field *fl = &f->fields[i];
                bool cur = i == f->cursor;
                enum tui_role lr = fl->disabled ? TUI_DIM : cur ? TUI_CURSOR : TUI_NORMAL;
                char buf[TUI_LINE_LONG_MAX + 40];
                int x = area->x + 2;

                if (fl->hidden)
                        continue;
                line = field_line(f, area, i);
                if (line < 0)
                        break;
                if (cur)
                        tui_text(line, area->x, 2, TUI_KEY, g->bullet);
                if (fl->type == TUI_FIELD_BUTTON) {
                        /* a label too long for the window is cut with an
                         * ellipsis, the button's brackets kept */
                        char label[sizeof buf - 8];
                        tui_text_ellipsize(label, sizeof label, fl->label,
                                           area->w - 2 - 4);
                        snprintf(buf, sizeof buf, "[ %s ]", label);
                        tui_text(line, x, area->w - 2, lr, buf);
                        continue;
                }
                /* a label cut for its row's value keeps a space before it */
                int vx = value_left(area, fl, label_w);
                char label[sizeof buf];
                tui_text_ellipsize(label, sizeof label, fl->label, vx - x - 1);
                tui_text(line, x, vx - x, fl->disabled ? TUI_DIM : TUI_NORMAL,
                         vx - x < label_w ? label : fl->label);
                x = vx;
                value_text(fl, buf, sizeof buf);
                if (fl->type == TUI_FIELD_TEXT && cur && f->editing)
                        tui_line_draw(&fl->text, line, x, area->x + area->w - x, "");
                else
                        tui_text(line, x, area->x + area->w - x, lr, buf);
        }
}
