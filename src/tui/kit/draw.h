/* draw.h: drawing helpers shared by every screen: clipped text (display
 * width aware, UTF-8 or ASCII), boxes, board grids, the title, status and
 * help lines, and the "please enlarge" screen. All positions come from a
 * tui_layout (layout.h); all attributes from roles (screen.h).
 */
#ifndef TUI_DRAW_H
#define TUI_DRAW_H

#include "tui/kit/layout.h"
#include "tui/kit/screen.h"

/* Display width (terminal columns) of a UTF-8 string. */
int tui_text_width(const char *s);

/* s cut to at most cols terminal columns (never inside a character) and
 * padded with spaces to cols, into out (what "%-8.8s" does for bytes). */
void tui_text_pad(char *out, size_t size, const char *s, int cols);

/* s cut to at most cols columns, ending in an ellipsis when it was cut
 * (the glyphs' ellipsis: "…", "~" in ASCII). */
void tui_text_ellipsize(char *out, size_t size, const char *s, int cols);

/* Draws s at (y, x) in at most maxw columns; returns the columns used. */
int tui_text(int y, int x, int maxw, enum tui_role role, const char *s);

/* Same, centred in a width of w columns starting at x. */
void tui_text_center(int y, int x, int w, enum tui_role role, const char *s);

/* printf-style into a rectangle's first line. */
int tui_textf(int y, int x, int maxw, enum tui_role role, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* Word-wraps s into r (one paragraph per '\n'); returns the lines used.
 * skip: lines to leave out at the top (for scrolling). */
int tui_text_wrap(const struct tui_rect *r, enum tui_role role, const char *s, int skip);

/* Fills r with spaces in a role (backgrounds, highlights). */
void tui_fill(const struct tui_rect *r, enum tui_role role);

/* The blanks of r take the attributes of the glyph before them on their
 * line (lead at each line's start) wherever a blank looks the same in both:
 * same background, no underline or reverse (a foreground colour or bold
 * shows on no blank). A square then goes to the terminal as one span of
 * attributes per line instead of a change around every glyph. */
void tui_blanks_join(const struct tui_rect *r, attr_t lead);

/* The same for the blanks between glyphs only (a line of text: the key
 * line); blanks up to a line's end stay as they are. */
void tui_blanks_join_between(const struct tui_rect *r);

/* A frame around r (r includes the frame), with an optional title. */
void tui_box(const struct tui_rect *r, enum tui_role role, const char *title);

/* The grid lines of the layout's board. */
void tui_draw_grid(const struct tui_layout *l);

/* One cell's frame (the four lines around it) in a role, for highlights. */
void tui_draw_cell_frame(const struct tui_layout *l, int row, int col,
                         enum tui_role role);

/* Title line, status line (a message in a role), help line of keys:
 * keys is a list of pairs {key, what, key, what, ..., NULL}. */
void tui_draw_title(const struct tui_layout *l, const char *left, const char *right);
void tui_draw_status(const struct tui_layout *l, enum tui_role role, const char *msg);

/* A message longer than the status line, drawn whole over the status
 * line, the key line and, when it needs more, the rows above (the key
 * line's clicks are forgotten). Call after the key line; false (nothing
 * drawn) when the message fits the status line. */
bool tui_draw_long_message(const struct tui_layout *l, enum tui_role role,
                           const char *msg);
/* The first row such a message takes (a side panel ends above it); -1
 * when it fits the status line. */
int tui_long_message_top(const struct tui_layout *l, enum tui_role role, const char *msg);
/* A key line too long for the window ends in "m more": the screen passes
 * its keys to tui_key_more() (event.h), which shows the next page. */
void tui_draw_help_line(const struct tui_layout *l, const char *const *keys);
/* The same where the screen names the key of the next page itself (the
 * play screens' m): its "more" button names that key; NULL names none
 * (the arrow glyph: a click only, where every letter is typed). */
void tui_draw_help_line_keyed(const struct tui_layout *l, const char *const *keys,
                              const char *more_key);

/* The next page of a key line too long for its window (its "more"
 * button, TUI_KEY_MORE); after the last page, the first again. */
void tui_draw_help_line_more(void);

/* True when the key line drawn last has pages and its "more" names m. */
bool tui_draw_help_line_paged(void);

/* True when the keys fit the key line in one page. */
bool tui_draw_help_line_fits(const struct tui_layout *l, const char *const *keys);

/* The whole window is too small: says so and how big it must be. */
void tui_draw_enlarge(int rows, int cols, int min_rows, int min_cols);

/* The play screens' question before quitting (both games): with a game in
 * progress it offers to save it for --resume. */
const char *tui_quit_question(bool can_save);

/* A play screen too small to draw: the request to enlarge it, then the
 * quit question when it is open (question, the one the status line asks),
 * else (NULL) that q quits. */
void tui_draw_enlarge_play(int rows, int cols, const char *question);

/* The start of a screen's drawing: lays out the window by req, clears it,
 * and draws the title (right: NULL or a text at the right end). False when
 * the window is too small: the "please enlarge" message is drawn then. */
bool tui_draw_begin(struct tui_layout *l, const struct tui_layout_req *req,
                    const char *title, const char *right);

#endif
