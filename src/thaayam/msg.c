/* msg.c: writes rule reasons into a caller's buffer without stdio (the
 * rules library does no I/O); truncates safely, always NUL-terminates. */
#include <stdarg.h>

#include "thaayam/internal.h"

void th_msg_init(th_msg *m, char *buf, size_t len)
{
        m->buf = buf;
        m->len = buf ? len : 0;
        m->pos = 0;
        if (m->len > 0)
                m->buf[0] = '\0';
}

void th_msg_char(th_msg *m, char c)
{
        if (m->pos + 1 < m->len) {
                m->buf[m->pos] = c;
                m->buf[m->pos + 1] = '\0';
        }
        m->pos++;
}

void th_msg_str(th_msg *m, const char *s)
{
        while (*s)
                th_msg_char(m, *s++);
}

void th_msg_int(th_msg *m, long v)
{
        char tmp[24];
        int n = 0;
        unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
        if (v < 0)
                th_msg_char(m, '-');
        do {
                tmp[n++] = (char)('0' + u % 10);
                u /= 10;
        } while (u);
        while (n)
                th_msg_char(m, tmp[--n]);
}

void th_msgf(char *buf, size_t len, const char *fmt, ...)
{
        th_msg m;
        va_list ap;
        if (!buf || len == 0)
                return;
        th_msg_init(&m, buf, len);
        va_start(ap, fmt);
        for (; *fmt; fmt++) {
                if (*fmt != '%' || !fmt[1]) {
                        th_msg_char(&m, *fmt);
                        continue;
                }
                fmt++;
                switch (*fmt) {
                case 's':
                        th_msg_str(&m, va_arg(ap, const char *));
                        break;
                case 'd':
                        th_msg_int(&m, va_arg(ap, int));
                        break;
                case 'c':
                        th_msg_char(&m, (char)va_arg(ap, int));
                        break;
                default:
                        th_msg_char(&m, *fmt);
                        break;
                }
        }
        va_end(ap);
}
