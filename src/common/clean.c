/* clean.c: text made safe to show on a terminal (see tt_clean.h): the
 * cleaner of everything that comes from another user, a file or the
 * environment. Pure: the records, the network and the screens share it. */
#include "tt_clean.h"

#include <stdint.h>
#include <string.h>

/* What one step of the walk over a text found. */
enum piece_kind {
        PIECE_END,     /* the end of the text */
        PIECE_CHAR,    /* a valid character that is kept as it is */
        PIECE_TAB,     /* a tab, shown as a space */
        PIECE_DROP,    /* a valid character that is removed */
        PIECE_INVALID, /* one byte that is not valid UTF-8, shown as '?' */
};

static bool removed(uint32_t cp)
{
        if (cp < 0x20 || cp == 0x7f)
                return true;
        if (cp >= 0x80 && cp <= 0x9f)
                return true;
        if (cp == 0x061c || cp == 0x200e || cp == 0x200f)
                return true;
        if (cp >= 0x202a && cp <= 0x202e)
                return true;
        if (cp >= 0x2066 && cp <= 0x2069)
                return true;
        return false;
}

/* Decodes the piece at s; *len is its length in bytes (1 for an invalid
 * byte, 0 at the end). */
static enum piece_kind next_piece(const unsigned char *s, size_t *len)
{
        unsigned char b = s[0];
        *len = 1;
        if (b == 0) {
                *len = 0;
                return PIECE_END;
        }
        if (b == '\t')
                return PIECE_TAB;
        if (b < 0x80)
                return removed(b) ? PIECE_DROP : PIECE_CHAR;

        size_t need;
        uint32_t cp, min;
        if (b >= 0xc2 && b <= 0xdf) {
                need = 1;
                cp = b & 0x1fu;
                min = 0x80;
        } else if (b >= 0xe0 && b <= 0xef) {
                need = 2;
                cp = b & 0x0fu;
                min = 0x800;
        } else if (b >= 0xf0 && b <= 0xf4) {
                need = 3;
                cp = b & 0x07u;
                min = 0x10000;
        } else {
                return PIECE_INVALID; /* continuation, 0xc0, 0xc1, 0xf5-0xff */
        }
        for (size_t i = 1; i <= need; i++) {
                if ((s[i] & 0xc0u) != 0x80u) /* also stops at the NUL */
                        return PIECE_INVALID;
                cp = (cp << 6) | (s[i] & 0x3fu);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
                return PIECE_INVALID;
        *len = need + 1;
        return removed(cp) ? PIECE_DROP : PIECE_CHAR;
}

size_t tt_clean_text(char *dst, size_t size, const char *src)
{
        if (dst == NULL || size == 0)
                return 0;
        const unsigned char *s = (const unsigned char *)(src != NULL ? src : "");
        size_t out = 0;
        for (;;) {
                size_t len;
                enum piece_kind kind = next_piece(s, &len);
                if (kind == PIECE_END)
                        break;
                const char *bytes = (const char *)s;
                size_t n = len;
                if (kind == PIECE_TAB) {
                        bytes = " ";
                } else if (kind == PIECE_INVALID) {
                        bytes = "?";
                } else if (kind == PIECE_DROP) {
                        n = 0;
                }
                if (n > size - 1 - out)
                        break; /* cut before a character that does not fit */
                memmove(dst + out, bytes, n);
                out += n;
                s += len;
        }
        dst[out] = '\0';
        return out;
}

bool tt_text_is_clean(const char *s)
{
        if (s == NULL)
                return false;
        const unsigned char *p = (const unsigned char *)s;
        for (;;) {
                size_t len;
                enum piece_kind kind = next_piece(p, &len);
                if (kind == PIECE_END)
                        return true;
                if (kind != PIECE_CHAR)
                        return false;
                p += len;
        }
}
