/* form_build.c: building the fields of a set-up form and reading seats
 * back (see form.h), so each game's set-up screen lists its settings
 * instead of spelling out every field. */
#include "tui/kit/form.h"
#include "i18n/i18n.h"

#include <stdio.h>

void tui_form_choice(struct tui_field *f, int *n, int id, const char *label,
                     const char *const *choices, int nchoices, int value)
{
        f[(*n)++] = (struct tui_field){.type = TUI_FIELD_CHOICE,
                                       .label = label,
                                       .choices = choices,
                                       .nchoices = nchoices,
                                       .value = value,
                                       .id = id};
}

void tui_form_number(struct tui_field *f, int *n, int id, const char *label, int value,
                     int min, int max, const char *unit)
{
        f[(*n)++] = (struct tui_field){.type = TUI_FIELD_NUMBER,
                                       .label = label,
                                       .value = value,
                                       .min = min,
                                       .max = max,
                                       .unit = unit,
                                       .id = id};
}

void tui_form_button(struct tui_field *f, int *n, int id, const char *label)
{
        f[(*n)++] =
            (struct tui_field){.type = TUI_FIELD_BUTTON, .label = label, .id = id};
}

void tui_form_seat(struct tui_field *f, int *n, int kind_id, int name_id,
                   const char *label, const char *const *kinds, int nkinds, int kind,
                   const char *name)
{
        tui_form_choice(f, n, kind_id, label, kinds, nkinds, kind);
        f[*n] = (struct tui_field){
            .type = TUI_FIELD_TEXT, .label = _("  name"), .id = name_id};
        tui_line_set(&f[(*n)++].text, name);
}

int tui_form_read_seat(struct tui_form *form, int kind_id, int name_id, char *name,
                       size_t len)
{
        const char *typed = tui_form_find(form, name_id)->text.text;
        if (*typed)
                snprintf(name, len, "%s", typed);
        return tui_form_find(form, kind_id)->value;
}
