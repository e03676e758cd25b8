/* svg.c: the SVG writer of svg.h: a growing buffer, escaping of text and
 * attribute values, checked names, and indentation of nested elements. */
#include "picture/svg.h"

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char replacement[] = "\xEF\xBF\xBD"; /* U+FFFD */

void svg_init(struct svg *w)
{
        memset(w, 0, sizeof *w);
}

void svg_free(struct svg *w)
{
        free(w->buf);
        svg_init(w);
}

static void put(struct svg *w, const char *s, size_t n)
{
        if (w->failed)
                return;
        if (w->len + n + 1 > w->cap) {
                size_t cap = w->cap ? w->cap : 1024;
                while (cap < w->len + n + 1) {
                        if (cap > SIZE_MAX / 2) {
                                w->failed = true;
                                return;
                        }
                        cap *= 2;
                }
                char *buf = realloc(w->buf, cap);
                if (!buf) {
                        w->failed = true;
                        return;
                }
                w->buf = buf;
                w->cap = cap;
        }
        memcpy(w->buf + w->len, s, n);
        w->len += n;
        w->buf[w->len] = '\0';
}

static void puts_(struct svg *w, const char *s)
{
        put(w, s, strlen(s));
}

/* XML names of this program: a letter or '_', then letters, digits, '_',
 * '-', '.', ':'. */
static bool valid_name(const char *name)
{
        if (!name || !((*name >= 'a' && *name <= 'z') || (*name >= 'A' && *name <= 'Z') ||
                       *name == '_'))
                return false;
        for (const char *c = name + 1; *c; c++)
                if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
                      (*c >= '0' && *c <= '9') || *c == '_' || *c == '-' || *c == '.' ||
                      *c == ':'))
                        return false;
        return true;
}

/* The length of the valid UTF-8 sequence of an XML character at s, or 0. */
static size_t utf8_char(const unsigned char *s)
{
        unsigned char c = s[0];
        if (c < 0x80)
                return 1;
        if (c >= 0xC2 && c <= 0xDF)
                return (s[1] & 0xC0) == 0x80 ? 2 : 0;
        if (c >= 0xE0 && c <= 0xEF) {
                unsigned char lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
                if (s[1] < lo || s[1] > hi || (s[2] & 0xC0) != 0x80)
                        return 0;
                /* U+FFFE and U+FFFF are not XML characters. */
                if (c == 0xEF && s[1] == 0xBF && (s[2] == 0xBE || s[2] == 0xBF))
                        return 0;
                return 3;
        }
        if (c >= 0xF0 && c <= 0xF4) {
                unsigned char lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
                if (s[1] < lo || s[1] > hi || (s[2] & 0xC0) != 0x80 ||
                    (s[3] & 0xC0) != 0x80)
                        return 0;
                return 4;
        }
        return 0;
}

/* Escaped text; in an attribute value also the quotes and the white space
 * that attribute normalisation would change. */
static void put_escaped(struct svg *w, const char *text, bool attribute)
{
        const unsigned char *s = (const unsigned char *)(text ? text : "");
        while (*s) {
                size_t n = utf8_char(s);
                switch (*s) {
                case '&':
                        puts_(w, "&amp;");
                        break;
                case '<':
                        puts_(w, "&lt;");
                        break;
                case '>':
                        puts_(w, "&gt;");
                        break;
                case '"':
                        puts_(w, attribute ? "&quot;" : "\"");
                        break;
                case '\'':
                        puts_(w, attribute ? "&apos;" : "'");
                        break;
                case '\t':
                        puts_(w, attribute ? "&#9;" : "\t");
                        break;
                case '\n':
                        puts_(w, attribute ? "&#10;" : "\n");
                        break;
                case '\r':
                        puts_(w, "&#13;");
                        break;
                default:
                        if (*s < 0x20 || *s == 0x7F || n == 0)
                                puts_(w, replacement);
                        else
                                put(w, (const char *)s, n);
                        break;
                }
                s += n ? n : 1;
        }
}

/* Ends a pending start tag with '>' before content. */
static void end_start_tag(struct svg *w)
{
        if (w->in_tag) {
                puts_(w, ">");
                w->in_tag = false;
        }
        if (w->depth > 0)
                w->content[w->depth - 1] = true;
}

static void indent(struct svg *w, int depth)
{
        puts_(w, "\n");
        for (int i = 0; i < depth; i++)
                puts_(w, "  ");
}

void svg_document(struct svg *w, int width, int height)
{
        if (w->len != 0 || w->depth != 0) {
                w->failed = true;
                return;
        }
        puts_(w, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        svg_open(w, "svg");
        svg_attr(w, "xmlns", "http://www.w3.org/2000/svg");
        svg_attrf(w, "width", "%d", width);
        svg_attrf(w, "height", "%d", height);
        svg_attrf(w, "viewBox", "0 0 %d %d", width, height);
}

void svg_open(struct svg *w, const char *name)
{
        if (!valid_name(name) || w->depth >= SVG_DEPTH_MAX) {
                w->failed = true;
                return;
        }
        end_start_tag(w);
        if (w->depth > 0)
                w->children[w->depth - 1] = true;
        if (w->len > 0)
                indent(w, w->depth);
        puts_(w, "<");
        puts_(w, name);
        w->open[w->depth] = name;
        w->children[w->depth] = false;
        w->content[w->depth] = false;
        w->depth++;
        w->in_tag = true;
}

void svg_attr(struct svg *w, const char *name, const char *value)
{
        if (!w->in_tag || !valid_name(name)) {
                w->failed = true;
                return;
        }
        puts_(w, " ");
        puts_(w, name);
        puts_(w, "=\"");
        put_escaped(w, value, true);
        puts_(w, "\"");
}

void svg_attrf(struct svg *w, const char *name, const char *fmt, ...)
{
        char small[256];
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(small, sizeof small, fmt, ap);
        va_end(ap);
        if (n < 0) {
                w->failed = true;
                return;
        }
        if ((size_t)n < sizeof small) {
                svg_attr(w, name, small);
                return;
        }
        char *big = malloc((size_t)n + 1);
        if (!big) {
                w->failed = true;
                return;
        }
        va_start(ap, fmt);
        vsnprintf(big, (size_t)n + 1, fmt, ap);
        va_end(ap);
        svg_attr(w, name, big);
        free(big);
}

void svg_format_num(double value, char *buf, size_t size)
{
        /* Hundredths as an integer: no locale decimal comma, no "-0". */
        if (!isfinite(value) || value > 1e12 || value < -1e12)
                value = 0;
        long long h = llround(value * 100.0);
        const char *sign = h < 0 ? "-" : "";
        unsigned long long a = h < 0 ? (unsigned long long)(-h) : (unsigned long long)h;
        unsigned long long whole = a / 100, frac = a % 100;
        if (frac == 0)
                snprintf(buf, size, "%s%llu", sign, whole);
        else if (frac % 10 == 0)
                snprintf(buf, size, "%s%llu.%llu", sign, whole, frac / 10);
        else
                snprintf(buf, size, "%s%llu.%02llu", sign, whole, frac);
}

void svg_attr_num(struct svg *w, const char *name, double value)
{
        char num[32];
        svg_format_num(value, num, sizeof num);
        svg_attr(w, name, num);
}

void svg_text(struct svg *w, const char *text)
{
        if (w->depth == 0) {
                w->failed = true;
                return;
        }
        end_start_tag(w);
        put_escaped(w, text, false);
}

void svg_close(struct svg *w)
{
        if (w->depth == 0) {
                w->failed = true;
                return;
        }
        w->depth--;
        if (w->in_tag && !w->content[w->depth]) {
                puts_(w, "/>");
                w->in_tag = false;
                return;
        }
        end_start_tag(w);
        if (w->children[w->depth])
                indent(w, w->depth);
        puts_(w, "</");
        puts_(w, w->open[w->depth]);
        puts_(w, ">");
}

int svg_finish(struct svg *w, char **text, size_t *len)
{
        if (w->len == 0)
                w->failed = true;
        while (!w->failed && w->depth > 0)
                svg_close(w);
        puts_(w, "\n");
        if (w->failed) {
                svg_free(w);
                return -1;
        }
        *text = w->buf;
        *len = w->len;
        w->buf = NULL;
        svg_free(w);
        return 0;
}
