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

/* Appends one argument of a reason: US then its text (separators inside
 * an argument are replaced, so they cannot split it). */
static void reason_args(tt_text *t, const char *fmt, va_list ap)
{
        for (; *fmt; fmt++) {
                char one_buf[24];
                tt_text one;
                const char *arg = one_buf;

                if (*fmt != '%' || !fmt[1])
                        continue;
                while (fmt[1] >= '0' && fmt[1] <= '9')
                        fmt++;
                tt_text_init(&one, one_buf, sizeof one_buf);
                switch (*++fmt) {
                case 's':
                        arg = va_arg(ap, const char *);
                        if (arg == NULL)
                                arg = "(null)";
                        break;
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
                default: /* %%: no argument */
                        continue;
                }
                tt_text_char(t, TT_REASON_ARG);
                for (; *arg; arg++)
                        tt_text_char(t,
                                     (*arg == TT_REASON_ARG || *arg == TT_REASON_PLURAL)
                                         ? '?'
                                         : *arg);
        }
}

void tt_reason(char *why, size_t size, const char *fmt, ...)
{
        tt_text t;
        va_list ap;
        tt_text_init(&t, why, size);
        tt_text_str(&t, fmt);
        va_start(ap, fmt);
        reason_args(&t, fmt, ap);
        va_end(ap);
}

void tt_reason_n(char *why, size_t size, unsigned long n, const char *singular,
                 const char *plural, ...)
{
        tt_text t;
        va_list ap;
        tt_text_init(&t, why, size);
        tt_text_str(&t, singular);
        tt_text_char(&t, TT_REASON_PLURAL);
        tt_text_str(&t, plural);
        tt_text_char(&t, TT_REASON_PLURAL);
        tt_text_uint(&t, n);
        va_start(ap, plural);
        reason_args(&t, n == 1 ? singular : plural, ap);
        va_end(ap);
}

void tt_reason_copy(char *why, size_t size, const char *text)
{
        tt_text t;
        tt_text_init(&t, why, size);
        tt_text_str(&t, text);
}

void tt_reason_clear(char *why, size_t size)
{
        tt_text t;
        tt_text_init(&t, why, size);
}

bool tt_reason_has_parts(const char *why)
{
        for (; why && *why; why++)
                if (*why == TT_REASON_ARG || *why == TT_REASON_PLURAL)
                        return true;
        return false;
}

/* The longest msgid or plural a reason may carry (longer ones are cut). */
#define REASON_PART_MAX 512
#define REASON_ARGS_MAX 9

struct reason_parts {
        char msgid[REASON_PART_MAX];
        char plural[REASON_PART_MAX]; /* "" when the reason does not count */
        unsigned long n;
        const char *arg[REASON_ARGS_MAX]; /* into why; each ends at US or NUL */
        int nargs;
};

/* Copies why's text up to the next separator into buf; returns the end. */
static const char *reason_part(const char *why, char *buf, size_t size)
{
        tt_text t;
        tt_text_init(&t, buf, size);
        for (; *why && *why != TT_REASON_ARG && *why != TT_REASON_PLURAL; why++)
                tt_text_char(&t, *why);
        return why;
}

static void reason_split(const char *why, struct reason_parts *r)
{
        char count[24];
        const char *p = reason_part(why, r->msgid, sizeof r->msgid);

        r->plural[0] = '\0';
        r->n = 0;
        r->nargs = 0;
        if (*p == TT_REASON_PLURAL) {
                p = reason_part(p + 1, r->plural, sizeof r->plural);
                if (*p == TT_REASON_PLURAL)
                        p = reason_part(p + 1, count, sizeof count);
                else
                        count[0] = '\0';
                for (const char *d = count; *d >= '0' && *d <= '9'; d++)
                        r->n = r->n * 10 + (unsigned long)(*d - '0');
        }
        while (*p == TT_REASON_ARG && r->nargs < REASON_ARGS_MAX) {
                r->arg[r->nargs++] = p + 1;
                for (p++; *p && *p != TT_REASON_ARG && *p != TT_REASON_PLURAL; p++)
                        continue;
        }
}

static void put_arg(tt_text *t, const struct reason_parts *r, int i)
{
        const char *a;
        if (i < 0 || i >= r->nargs) {
                tt_text_char(t, '?');
                return;
        }
        for (a = r->arg[i]; *a && *a != TT_REASON_ARG && *a != TT_REASON_PLURAL; a++)
                tt_text_char(t, *a);
}

size_t tt_reason_expand(const char *why, tt_reason_translator *translate, void *ctx,
                        char *out, size_t size)
{
        struct reason_parts r;
        const char *fmt = NULL;
        int next = 0;
        tt_text t;

        tt_text_init(&t, out, size);
        if (why == NULL)
                return 0;
        reason_split(why, &r);
        if (translate)
                fmt = translate(r.msgid, r.plural[0] ? r.plural : NULL, r.n, ctx);
        if (fmt == NULL)
                fmt = (r.plural[0] && r.n != 1) ? r.plural : r.msgid;
        for (; *fmt; fmt++) {
                int pos = 0;
                const char *c = fmt + 1;

                if (*fmt != '%' || !fmt[1]) {
                        tt_text_char(&t, *fmt);
                        continue;
                }
                if (fmt[1] == '%') {
                        tt_text_char(&t, '%');
                        fmt++;
                        continue;
                }
                /* %N$ then an optional width, then the conversion */
                /* the number capped (a reason's text may quote input, so a
                 * "%999...9$" must not overflow: any large one is unknown) */
                while (*c >= '0' && *c <= '9') {
                        if (pos < 10000)
                                pos = pos * 10 + (*c - '0');
                        c++;
                }
                if (*c == '$' && pos > 0)
                        c++;
                else
                        pos = 0, c = fmt + 1;
                while (*c >= '0' && *c <= '9')
                        c++;
                if (*c != 's' && *c != 'd' && *c != 'u' && *c != 'c') {
                        tt_text_char(&t, *fmt);
                        continue;
                }
                put_arg(&t, &r, pos > 0 ? pos - 1 : next++);
                fmt = c;
        }
        return tt_text_wanted(&t);
}

void tt_reason_plain(char *why, size_t size)
{
        char copy[2 * REASON_PART_MAX];
        if (why == NULL || size == 0 || !tt_reason_has_parts(why))
                return;
        tt_reason_copy(copy, sizeof copy, why);
        tt_reason_expand(copy, NULL, NULL, why, size);
}
