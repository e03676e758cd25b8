/* text.c: a bounded string builder for reasons and notation (the rules
 * library has no stdio). Output is always NUL-terminated and cut to fit. */
#include "quixo/qx.h"

void qx_text_init(qx_text *t, char *buf, size_t len)
{
        t->buf = buf;
        t->len = buf ? len : 0;
        t->pos = 0;
        if (t->len > 0)
                t->buf[0] = '\0';
}

void qx_text_putc(qx_text *t, char c)
{
        if (t->pos + 1 < t->len) {
                t->buf[t->pos++] = c;
                t->buf[t->pos] = '\0';
        }
}

void qx_text_puts(qx_text *t, const char *s)
{
        while (*s)
                qx_text_putc(t, *s++);
}

void qx_text_putu(qx_text *t, unsigned long v)
{
        char digits[24];
        int n = 0;
        do {
                digits[n++] = (char)('0' + v % 10);
                v /= 10;
        } while (v);
        while (n > 0)
                qx_text_putc(t, digits[--n]);
}

void qx_text_square(qx_text *t, int sq)
{
        char name[3];
        quixo_square_name(sq, name);
        qx_text_puts(t, name);
}

void qx_say(char *why, size_t len, ...)
{
        qx_text t;
        va_list ap;
        const char *s;
        qx_text_init(&t, why, len);
        va_start(ap, len);
        while ((s = va_arg(ap, const char *)) != NULL)
                qx_text_puts(&t, s);
        va_end(ap);
}

void qx_say_square(char *why, size_t len, int sq, const char *rest)
{
        qx_text t;
        qx_text_init(&t, why, len);
        qx_text_square(&t, sq);
        qx_text_puts(&t, rest);
}
