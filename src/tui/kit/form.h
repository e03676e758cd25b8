/* form.h: the reusable widgets of set-up screens and menus.
 *
 * A tui_form is a vertical list of fields: choices (left/right cycles
 * through the values), numbers (left/right within bounds, digits typed),
 * text (Enter edits, typed characters, Enter/Esc ends) and buttons (Enter
 * activates). Hidden fields are skipped, disabled ones shown dim. A form has
 * no loop of its own: a screen feeds it events with tui_form_handle() and
 * draws it with tui_form_draw(), so clocks, resizes and signals stay with
 * the screen. tui_line is the one-line text editor used by text fields and
 * by the ':' command line of game screens.
 */
#ifndef TUI_FORM_H
#define TUI_FORM_H

#include "tui/kit/event.h"
#include "tui/kit/layout.h"

#include <stdbool.h>
#include <stddef.h>

#define TUI_LINE_MAX 64       /* the usual bound: names, moves, files */
#define TUI_LINE_LONG_MAX 160 /* a longer line: a class's note, chat */

/* A one-line editor of at most TUI_LINE_MAX - 1 bytes (or `max`, up to
 * TUI_LINE_LONG_MAX - 1; printable ASCII and UTF-8 sequences), with a
 * cursor (Left, Right, Home, End, Backspace, Delete, Ctrl-U); a text wider
 * than the window shows its end up to the cursor. A proposed text (a
 * default name) is shown selected: the first character typed replaces
 * it, an editing key keeps it to edit. `full` says that the last key was
 * refused for want of room, so that the screen says so at once. */
struct tui_line {
        char text[TUI_LINE_LONG_MAX];
        int len;
        int at;        /* the cursor: a byte offset, 0..len */
        bool proposed; /* the text is a proposal, not typed */
        int max;       /* bytes it holds at most; 0: TUI_LINE_MAX - 1 */
        bool full;     /* the last key found no room */
};
/* The line's bound in bytes: 0 is TUI_LINE_MAX - 1, at most
 * TUI_LINE_LONG_MAX - 1. Set before the text. */
void tui_line_set_max(struct tui_line *e, int max);
enum tui_line_result { TUI_LINE_EDITING, TUI_LINE_DONE, TUI_LINE_CANCEL };
/* The text to edit, the cursor at its end. */
void tui_line_set(struct tui_line *e, const char *text);
/* The same, as a proposal (see above). */
void tui_line_propose(struct tui_line *e, const char *text);
enum tui_line_result tui_line_key(struct tui_line *e, int key);
/* Draws prompt + text + a cursor at (y, x) in w columns. */
void tui_line_draw(const struct tui_line *e, int y, int x, int w, const char *prompt);

enum tui_field_type {
        TUI_FIELD_CHOICE,
        TUI_FIELD_NUMBER,
        TUI_FIELD_TEXT,
        TUI_FIELD_BUTTON
};

struct tui_field {
        enum tui_field_type type;
        const char *label;          /* already translated */
        const char *const *choices; /* CHOICE: value names, N_() marked (they
                                       are translated when drawn) */
        int nchoices;
        int value;            /* CHOICE: index; NUMBER: the number */
        int min, max;         /* NUMBER bounds */
        const char *unit;     /* NUMBER: shown after the value */
        struct tui_line text; /* TEXT */
        bool hidden;          /* not shown, not reachable */
        bool disabled;        /* shown dim, not reachable */
        int id;               /* the screen's own identifier */
};

struct tui_form {
        struct tui_field *fields;
        int nfields;
        int cursor;   /* index of the selected field */
        bool editing; /* a TEXT field is being edited */
        int scroll;   /* first shown field when they do not all fit */
};

enum tui_form_result {
        TUI_FORM_NOTHING, /* the event was not for the form */
        TUI_FORM_MOVED,   /* cursor moved or text edited */
        TUI_FORM_CHANGED, /* a value changed (screen may update other fields) */
        TUI_FORM_PRESSED, /* a button was activated: tui_form_current() */
        TUI_FORM_BACK     /* Esc outside of text editing */
};

/* Puts the cursor on the first reachable field. */
void tui_form_init(struct tui_form *f, struct tui_field *fields, int n);
enum tui_form_result tui_form_handle(struct tui_form *f, const struct tui_event *ev,
                                     const struct tui_rect *area);
/* Draws the fields into area: label column, then value column. */
void tui_form_draw(struct tui_form *f, const struct tui_rect *area);
struct tui_field *tui_form_current(struct tui_form *f);
struct tui_field *tui_form_find(struct tui_form *f, int id);

/* Building a form (form_build.c): each call appends a field to f[*n] and
 * counts it. Labels are already translated; choices are N_() marked. */
void tui_form_choice(struct tui_field *f, int *n, int id, const char *label,
                     const char *const *choices, int nchoices, int value);
void tui_form_number(struct tui_field *f, int *n, int id, const char *label, int value,
                     int min, int max, const char *unit);
void tui_form_button(struct tui_field *f, int *n, int id, const char *label);
/* A seat: who sits there (a choice of kinds), then its name below. */
void tui_form_seat(struct tui_field *f, int *n, int kind_id, int name_id,
                   const char *label, const char *const *kinds, int nkinds, int kind,
                   const char *name);
/* Reads a seat back: the index of its kind; its name into name (size len)
 * when one was typed, else name is left as it was. */
int tui_form_read_seat(struct tui_form *form, int kind_id, int name_id, char *name,
                       size_t len);

#endif
