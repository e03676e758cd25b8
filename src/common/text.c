/* text.c: the bounded string builder and the reason writers of tt_text.h,
 * shared by the Quixo and Thaayam rules libraries (no stdio there). */
#include "tt_text.h"

void tt_text_init(tt_text *t, char *buf, size_t size)
{
        t->buf = buf;
        t->size = buf ? size : 0;
        t->len = 0;
        if (t->size > 0)
                t->buf[0] = '\0';
}

void tt_text_char(tt_text *t, char c)
{
        if (t->len + 1 < t->size) {
                t->buf[t->len] = c;
                t->buf[t->len + 1] = '\0';
        }
        t->len++;
}

void tt_text_str(tt_text *t, const char *s)
{
        if (s == NULL)
                s = "(null)";
        while (*s)
                tt_text_char(t, *s++);
}

void tt_text_uint(tt_text *t, unsigned long v)
{
        char digits[24];
        int n = 0;
        do {
                digits[n++] = (char)('0' + v % 10);
                v /= 10;
        } while (v);
        while (n > 0)
                tt_text_char(t, digits[--n]);
}

void tt_text_int(tt_text *t, long v)
{
        if (v < 0) {
                tt_text_char(t, '-');
                tt_text_uint(t, 0UL - (unsigned long)v);
        } else {
                tt_text_uint(t, (unsigned long)v);
        }
}

/* Appends s right-justified in `width` characters (bytes: the texts are
 * ASCII). */
static void put_padded(tt_text *t, const char *s, unsigned width)
{
        size_t n = 0;
        while (s[n])
                n++;
        for (; width > n; width--)
                tt_text_char(t, ' ');
        tt_text_str(t, s);
}

void tt_text_vformat(tt_text *t, const char *fmt, va_list ap)
{
        for (; *fmt; fmt++) {
                char num[24];
                tt_text one;
                unsigned width = 0;

                if (*fmt != '%' || !fmt[1]) {
                        tt_text_char(t, *fmt);
                        continue;
                }
                while (fmt[1] >= '0' && fmt[1] <= '9' && width < 100)
                        width = width * 10 + (unsigned)(*++fmt - '0');
                tt_text_init(&one, num, sizeof num);
                switch (*++fmt) {
                case 's':
                        put_padded(t, va_arg(ap, const char *), width);
                        continue;
                case 'd':
                        tt_text_int(&one, va_arg(ap, int));
                        break;
                case 'u':
                        tt_text_uint(&one, va_arg(ap, unsigned));
                        break;
                case 'c':
                        tt_text_char(&one, (char)va_arg(ap, int));
                        break;
                case '\0':
                        return;
                default: /* %% and anything unknown: the character itself */
                        tt_text_char(&one, *fmt);
                        break;
                }
                put_padded(t, num, width);
        }
}

void tt_text_format(tt_text *t, const char *fmt, ...)
{
        va_list ap;
        va_start(ap, fmt);
        tt_text_vformat(t, fmt, ap);
        va_end(ap);
}

size_t tt_text_wanted(const tt_text *t)
{
        return t->len;
}

size_t tt_text_written(const tt_text *t)
{
        if (t->size == 0)
                return 0;
        return t->len < t->size - 1 ? t->len : t->size - 1;
}

bool tt_text_truncated(const tt_text *t)
{
        return t->len > tt_text_written(t);
}

void tt_reason(char *why, size_t size, const char *fmt, ...)
{
        tt_text t;
        va_list ap;
        tt_text_init(&t, why, size);
        va_start(ap, fmt);
        tt_text_vformat(&t, fmt, ap);
        va_end(ap);
}

void tt_reason_copy(char *why, size_t size, const char *text)
{
        tt_text t;
        tt_text_init(&t, why, size);
        tt_text_str(&t, text);
}
