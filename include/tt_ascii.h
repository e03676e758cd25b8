/* tt_ascii.h: character classes and number reading for machine text (the
 * engine protocol, records, state strings, notation, options, settings),
 * ASCII only and the same under every locale: <ctype.h> and strtol follow
 * the locale (in tr_TR, toupper('i') is 'İ'), these never do. */
#ifndef TT_ASCII_H
#define TT_ASCII_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

static inline bool tt_ascii_digit(char c)
{
        return c >= '0' && c <= '9';
}

static inline bool tt_ascii_lower(char c)
{
        return c >= 'a' && c <= 'z';
}

static inline bool tt_ascii_upper(char c)
{
        return c >= 'A' && c <= 'Z';
}

static inline bool tt_ascii_alpha(char c)
{
        return tt_ascii_lower(c) || tt_ascii_upper(c);
}

static inline bool tt_ascii_alnum(char c)
{
        return tt_ascii_alpha(c) || tt_ascii_digit(c);
}

static inline bool tt_ascii_space(char c)
{
        return c == ' ' || (c >= '\t' && c <= '\r');
}

static inline char tt_ascii_to_lower(char c)
{
        return tt_ascii_upper(c) ? (char)(c - 'A' + 'a') : c;
}

static inline char tt_ascii_to_upper(char c)
{
        return tt_ascii_lower(c) ? (char)(c - 'a' + 'A') : c;
}

/* Reads the whole of s as a decimal number of at most max: digits only
 * (no sign, no space, no other character before or after). false when s
 * is anything else or too large (*out unchanged). */
static inline bool tt_ascii_u64(const char *s, uint64_t max, uint64_t *out)
{
        uint64_t v = 0;
        if (s == NULL || !tt_ascii_digit(*s))
                return false;
        for (; tt_ascii_digit(*s); s++) {
                unsigned d = (unsigned)(*s - '0');
                if (v > (max - d) / 10)
                        return false;
                v = v * 10 + d;
        }
        if (*s != '\0')
                return false;
        *out = v;
        return true;
}

/* The same with an optional '-' for a number within [min, max]. */
static inline bool tt_ascii_long(const char *s, long min, long max, long *out)
{
        uint64_t v;
        bool minus = s != NULL && *s == '-';
        if (minus && min > 0)
                return false;
        if (!tt_ascii_u64(
                minus ? s + 1 : s,
                minus ? (uint64_t)0 - (uint64_t)min : (uint64_t)(max < 0 ? 0 : max), &v))
                return false;
        long n = minus ? (long)(0 - v) : (long)v;
        if (n < min || n > max)
                return false;
        *out = n;
        return true;
}

#endif
