/* svg.h: a small writer of SVG documents (well-formed XML) into a memory
 * buffer, for the pictures of positions (picture.h). No I/O: the caller
 * takes the finished text and writes it where it wants.
 *
 *     struct svg w;
 *     svg_init(&w);
 *     svg_document(&w, 320, 200);          <?xml ...?> and <svg ...>
 *     svg_open(&w, "rect");                <rect
 *     svg_attr(&w, "id", "sq-a1");           id="sq-a1"
 *     svg_attr_num(&w, "x", 12.5);           x="12.5"
 *     svg_close(&w);                       />
 *     svg_open(&w, "text"); svg_text(&w, "X & O"); svg_close(&w);
 *     if (svg_finish(&w, &text, &len) != 0) ... out of memory or misuse
 *
 * Every text and attribute value is escaped (& < > " '), control characters
 * and bytes that are not UTF-8 become U+FFFD, so any input gives a
 * well-formed document. Element and attribute names are the program's own
 * and are checked: a bad name, an attribute after content or too deep a
 * nesting makes the writer fail (svg_finish returns -1), never a broken
 * document. Numbers are written without the locale (always a '.').
 */
#ifndef TT_PICTURE_SVG_H
#define TT_PICTURE_SVG_H

#include <stdbool.h>
#include <stddef.h>

enum { SVG_DEPTH_MAX = 16 };

struct svg {
        char *buf;
        size_t len, cap;
        int depth;                       /* open elements */
        const char *open[SVG_DEPTH_MAX]; /* their names (static strings) */
        bool children[SVG_DEPTH_MAX];    /* has child elements (for indenting) */
        bool content[SVG_DEPTH_MAX];     /* has any content: not self-closing */
        bool in_tag;                     /* the innermost start tag is not ended */
        bool failed;
};

void svg_init(struct svg *w);
/* Frees the buffer (also after svg_finish failed). */
void svg_free(struct svg *w);

/* The XML declaration and the root element <svg> with its namespace, size
 * in pixels and viewBox "0 0 width height". Close it like any element (or
 * let svg_finish do it). */
void svg_document(struct svg *w, int width, int height);

/* Starts an element; `name` must live as long as the writer (a literal). */
void svg_open(struct svg *w, const char *name);
/* An attribute of the element just opened (before any content). */
void svg_attr(struct svg *w, const char *name, const char *value);
void svg_attrf(struct svg *w, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A number with at most two decimals, e.g. 12, 12.5, -0.25. */
void svg_attr_num(struct svg *w, const char *name, double value);
/* Character data inside the current element. */
void svg_text(struct svg *w, const char *text);
/* Ends the innermost element: "/>" when it is empty, else "</name>". */
void svg_close(struct svg *w);

/* Writes a number as svg_attr_num does into buf (at least 24 bytes). */
void svg_format_num(double value, char *buf, size_t size);

/* Ends every open element and hands the document over: *text (malloc'ed,
 * NUL-terminated; the caller frees it), *len without the NUL. The writer
 * is empty afterwards. -1 when anything failed (nothing handed over). */
int svg_finish(struct svg *w, char **text, size_t *len);

#endif
