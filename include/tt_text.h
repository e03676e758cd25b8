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

/* Reasons. A reason is read by a person in their own language, so the
 * library writes its words as a fixed message id (the msgid the front end
 * looks up in its catalogue: a format with %s, %d, %u, %c) and what varies
 * (a square, a seat, a number) beside it, as text:
 *
 *     FORMAT [US ARG]...                      US = TT_REASON_ARG ('\x1f')
 *     SINGULAR RS PLURAL RS N [US ARG]...     RS = TT_REASON_PLURAL ('\x1e')
 *
 * A reason with no argument is plain text, its own msgid. tt_reason_expand()
 * (or tt_reason_plain()) turns a reason into the text a person reads, from
 * the English format or from a translated one (the front end's _() does
 * that: src/i18n). Code that puts a reason inside a longer English text
 * (the engine protocol, record errors, logs) expands it first. */
#define TT_REASON_ARG '\x1f'
#define TT_REASON_PLURAL '\x1e'

/* Marks a reason's text kept in a table or passed to a helper, for the
 * catalogue (xgettext); it is the text itself. */
#define TT_N_(text) (text)

/* Writes a reason into why[0..size-1]: the format and its arguments (why
 * may be NULL, size 0: nothing is written). */
void tt_reason(char *why, size_t size, const char *fmt, ...);

/* A reason counting n things: singular and plural formats (the catalogue
 * gives the language's forms; English takes singular when n is 1), then
 * the arguments of the format (n among them where the text shows it). */
void tt_reason_n(char *why, size_t size, unsigned long n, const char *singular,
                 const char *plural, ...);

/* Copies a reason (or a fixed text, its own msgid) into why, cut to fit. */
void tt_reason_copy(char *why, size_t size, const char *text);

/* Empties why (no reason). */
void tt_reason_clear(char *why, size_t size);

/* Gives the format to use for a reason's msgid (and plural, n when the
 * reason counts: plural is NULL otherwise); NULL keeps the English. */
typedef const char *tt_reason_translator(const char *msgid, const char *plural,
                                         unsigned long n, void *ctx);

/* Writes the text of a reason into out[0..size-1] (cut to fit): the format
 * (from translate, or English) with each conversion replaced by its
 * argument, in order or by position (%2$s). A missing argument shows as
 * "?". Returns the length asked for, like tt_text_wanted(). */
size_t tt_reason_expand(const char *why, tt_reason_translator *translate, void *ctx,
                        char *out, size_t size);

/* Turns the reason in why into its English text, in place. */
void tt_reason_plain(char *why, size_t size);

/* True when why has arguments or plural forms (is not plain text). */
bool tt_reason_has_parts(const char *why);

#endif
