/* sanitize.h: text from the network (names, chat, reasons) made safe to
 * show on a terminal with the library's cleaner (tt_clean.h), and fprintf
 * for a terminal that cleans what it prints. */
#ifndef TT_NET_SANITIZE_H
#define TT_NET_SANITIZE_H

#include "tt_clean.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* tt_clean_text and tt_text_is_clean, under the names the network and
 * the screens use for text that came from another user. */
static inline size_t net_sanitize(char *dst, size_t size, const char *src)
{
        return tt_clean_text(dst, size, src);
}

static inline bool net_text_clean(const char *s)
{
        return tt_text_is_clean(s);
}

/* fprintf for a terminal (stderr): the formatted text is cleaned line by
 * line as net_sanitize does, the line ends kept, so that no file name,
 * record line or reason quoted in it writes a control sequence. Returns
 * what fputs returns for the last piece. */
int net_print_clean(FILE *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
