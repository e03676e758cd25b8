/* key_clicks.c: clicks on the key line as keys (see key_clicks.h). */
#include "tui/kit/key_clicks.h"
#include "tui/kit/draw.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdbool.h>
#include <string.h>

enum { KEY_CLICKS_MAX = 64 };

struct key_click {
        int y, x0, x1; /* columns x0 .. x1 - 1 of line y */
        int key;
};
static struct key_click hits[KEY_CLICKS_MAX];
static int nhits;

void tui_key_clicks_reset(void)
{
        nhits = 0;
}

static void add(int y, int x0, int x1, int key)
{
        if (key && x1 > x0 && nhits < KEY_CLICKS_MAX)
                hits[nhits++] = (struct key_click){y, x0, x1, key};
}

/* The key of one part of a key's text ("u", "Enter", "←"), or 0. */
static int key_of(const char *part, size_t len)
{
        static const struct {
                const char *text;
                int key;
        } arrows[] = {{"←", KEY_LEFT}, {"→", KEY_RIGHT}, {"↑", KEY_UP}, {"↓", KEY_DOWN}};
        char buf[64];

        if (len == 0 || len >= sizeof buf)
                return 0;
        memcpy(buf, part, len);
        buf[len] = '\0';
        if (len == 1 && (unsigned char)buf[0] > ' ' && (unsigned char)buf[0] < 127)
                return buf[0];
        for (size_t i = 0; i < sizeof arrows / sizeof arrows[0]; i++)
                if (strcmp(buf, arrows[i].text) == 0)
                        return arrows[i].key;
        if (strcmp(buf, _("Enter")) == 0 || strcmp(buf, "Enter") == 0)
                return '\n';
        if (strcmp(buf, _("Esc")) == 0 || strcmp(buf, "Esc") == 0)
                return 27;
        if (strcmp(buf, "Tab") == 0)
                return '\t';
        if (strcmp(buf, "Up") == 0)
                return KEY_UP;
        if (strcmp(buf, "Down") == 0)
                return KEY_DOWN;
        if (strcmp(buf, "Left") == 0)
                return KEY_LEFT;
        if (strcmp(buf, "Right") == 0)
                return KEY_RIGHT;
        return 0;
}

/* Splits text at '/' (and, when spaces is set, at spaces) into at most 8
 * parts: their starts and lengths; returns how many. */
static int split(const char *text, bool spaces, const char **start, size_t *len)
{
        int n = 0;
        const char *s = text;

        while (*s && n < 8) {
                size_t k = 0;
                while (s[k] && s[k] != '/' && !(spaces && s[k] == ' '))
                        k++;
                start[n] = s;
                len[n++] = k;
                s += k;
                if (*s)
                        s++;
        }
        return n;
}

/* The width on screen of len bytes of s. */
static int width_of(const char *s, size_t len)
{
        char buf[128];
        if (len >= sizeof buf)
                len = sizeof buf - 1;
        memcpy(buf, s, len);
        buf[len] = '\0';
        return tui_text_width(buf);
}

void tui_key_clicks_add(int y, int key_x, const char *key, int what_x, const char *what)
{
        const char *kp[8], *wp[8];
        size_t kl[8], wl[8];
        int nk, nw, keys[8], i, x;

        /* One named key ("Enter", "Up/Down" are translated as a whole). */
        if (strcmp(key, _("Up/Down")) == 0 || strcmp(key, _("Left/Right")) == 0) {
                bool up = strcmp(key, _("Up/Down")) == 0;
                const char *slash = strchr(key, '/');
                int w1 = slash ? width_of(key, (size_t)(slash - key)) : 1;
                add(y, key_x, key_x + w1 + 1, up ? KEY_UP : KEY_LEFT);
                add(y, key_x + w1 + 1, key_x + tui_text_width(key),
                    up ? KEY_DOWN : KEY_RIGHT);
                return;
        }
        nk = split(key, strchr(key, '/') == NULL, kp, kl);
        for (i = 0; i < nk; i++)
                keys[i] = key_of(kp[i], kl[i]);
        if (nk == 1 && !keys[0]) {
                /* a whole name with a space or a slash of its own */
                keys[0] = key_of(key, strlen(key));
        }
        /* "←↑↓→": each arrow is a key of its own */
        if (nk == 1 && !keys[0] && strcmp(key, "←↑↓→") == 0) {
                static const int arrows[] = {KEY_LEFT, KEY_UP, KEY_DOWN, KEY_RIGHT};
                for (i = 0; i < 4; i++)
                        add(y, key_x + i, key_x + i + 1, arrows[i]);
                return;
        }
        for (i = 0, x = key_x; i < nk; i++) {
                int w = width_of(kp[i], kl[i]);
                add(y, x, x + w, keys[i]);
                x += w + 1;
        }
        /* The words: split as the key is ("undo/redo" for "u/r"), else they
         * are the key's when it is one. */
        nw = split(what, false, wp, wl);
        if (nw == nk && nk > 1) {
                for (i = 0, x = what_x; i < nw; i++) {
                        int w = width_of(wp[i], wl[i]);
                        add(y, x, x + w, keys[i]);
                        x += w + 1;
                }
        } else if (nk == 1) {
                add(y, what_x, what_x + tui_text_width(what), keys[0]);
        }
}

void tui_key_clicks_add_key(int y, int x0, int x1, int key)
{
        add(y, x0, x1, key);
}

int tui_key_clicks_at(int y, int x)
{
        for (int i = 0; i < nhits; i++)
                if (hits[i].y == y && x >= hits[i].x0 && x < hits[i].x1)
                        return hits[i].key;
        return 0;
}
