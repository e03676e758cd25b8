/* tt_text.h: a bounded string builder over a caller's buffer, and the
 * writing of reasons into a caller's `why, size` pair, for the rules
 * libraries (which have no stdio). The output is always NUL-terminated and
 * cut to fit; the builder counts the characters it was asked for, so a
 * caller can tell the text was cut and how long it would have been. */
#ifndef TT_TEXT_H
#define TT_TEXT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct tt_text {
        char *buf;
        size_t size; /* of buf; 0 when buf is NULL: nothing is written */
        size_t len;  /* characters asked for so far (may exceed size - 1) */
} tt_text;

/* Starts an empty text in buf[0..size-1] (buf may be NULL with size 0). */
void tt_text_init(tt_text *t, char *buf, size_t size);

/* Appends a character, a string, a signed or an unsigned decimal number. */
void tt_text_char(tt_text *t, char c);
void tt_text_str(tt_text *t, const char *s);
void tt_text_int(tt_text *t, long v);
void tt_text_uint(tt_text *t, unsigned long v);

/* Appends a format with only %s, %d, %u, %c and %%, each with an optional
 * width (%7s: right-justified in 7 characters); no flags. */
void tt_text_format(tt_text *t, const char *fmt, ...);
void tt_text_vformat(tt_text *t, const char *fmt, va_list ap);

/* The length of the whole text asked for (without the NUL), and the length
 * actually in the buffer (at most size - 1). */
size_t tt_text_wanted(const tt_text *t);
size_t tt_text_written(const tt_text *t);

/* True when something was cut off to fit the buffer. */
bool tt_text_truncated(const tt_text *t);

/* Writes a reason into why[0..size-1] from a format as tt_text_format
 * (why may be NULL, size 0: nothing is written). */
void tt_reason(char *why, size_t size, const char *fmt, ...);

/* Copies the reason text into why (cut to fit; why may be NULL). */
void tt_reason_copy(char *why, size_t size, const char *text);

#endif
