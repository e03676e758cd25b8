/* tt_clean.h: makes text from another user (names, chat), from a file or
 * from the environment safe to show on a terminal: valid UTF-8 only, no
 * control characters, no bidi overrides. Part of the pure library: the
 * records, the network and the screens all clean text with it. */
#ifndef TT_CLEAN_H
#define TT_CLEAN_H

#include <stdbool.h>
#include <stddef.h>

/* Copies src into dst (size bytes, always NUL-terminated when size > 0) so
 * that a terminal shows it as plain text:
 *   - a byte that is not part of a valid UTF-8 character (including raw
 *     C1 bytes such as 0x9b, overlong forms, surrogates) becomes '?';
 *   - a tab becomes a space; every other C0 control (U+0000-U+001F), DEL
 *     (U+007F) and every C1 control (U+0080-U+009F) is removed;
 *   - the bidirectional controls U+061C, U+200E, U+200F, U+202A-U+202E and
 *     U+2066-U+2069 are removed;
 *   - the text is cut on a character boundary when it does not fit.
 * Returns the length written (without the NUL). src NULL counts as "".
 * dst may be src (cleaning in place: the text never grows). */
size_t tt_clean_text(char *dst, size_t size, const char *src);

/* Whether s is already clean: tt_clean_text would copy it unchanged (given
 * room enough). NULL is not clean. */
bool tt_text_is_clean(const char *s);

#endif
