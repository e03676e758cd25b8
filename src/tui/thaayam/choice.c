/* thaayam/choice.c: the action that the choice of the move phase means (a
 * score or a group of scores, and a piece or a twin) and the e, w, b
 * shortcuts: the rules library decides the action, checks and previews
 * it; this file only turns its answers into what the screen shows. */
#include "tui/thaayam/play.h"
#include "session/game.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

void tui_thaayam_choice_clear(struct tui_thaayam_choice *c)
{
        c->piece = c->piece2 = -1;
        memset(c->group, 0, sizeof c->group);
        c->ngroup = 0;
}

/* The library's action for the choice; its status, with why. */
static thaayam_status choice_to_action(const struct tui_thaayam_screen *t,
                                       thaayam_action *a, char *why, size_t len)
{
        const struct tui_thaayam_choice *c = &t->choice;
        return thaayam_action_from_choice(&t->st, c->piece, c->piece2, c->group, a, why,
                                          len);
}

bool tui_thaayam_choice_action(const struct tui_thaayam_screen *t, thaayam_action *a)
{
        thaayam_status st = choice_to_action(t, a, NULL, 0);
        /* several scores for a single piece: still an action to name */
        return st == THAAYAM_OK || st == THAAYAM_ERR_ILLEGAL;
}

/* why becomes its reason's text in the player's language (the panel shows
 * it as it is). */
static void translate_reason(char *why, size_t len)
{
        char copy[TT_REASON_MAX];
        snprintf(copy, sizeof copy, "%s", why);
        snprintf(why, len, "%s", _(copy));
}

int tui_thaayam_choice_check(struct tui_thaayam_screen *t, thaayam_action *a,
                             thaayam_preview *pv, char *why, size_t len)
{
        thaayam_status st = choice_to_action(t, a, why, len);

        if (st == THAAYAM_ERR_ARG) {
                why[0] = '\0'; /* incomplete: nothing to say */
                return -1;
        }
        if (st != THAAYAM_OK) {
                char reason[TT_REASON_MAX];
                snprintf(reason, sizeof reason, "%s", _(why));
                /* TRANSLATORS: %s is the rule's reason for refusing the choice */
                snprintf(why, len, _("%s; Backspace takes a score back"), reason);
                return -1;
        }
        if (thaayam_action_check(&t->st, &t->ctx, a, why, len) != THAAYAM_OK) {
                translate_reason(why, len);
                return -1;
        }
        if (thaayam_action_preview(&t->st, a, pv) != THAAYAM_OK)
                memset(pv, 0, sizeof *pv);
        return 0;
}

int tui_thaayam_quick(struct tui_thaayam_screen *t, thaayam_action_kind kind, char *text,
                      size_t text_len, char *why, size_t why_len)
{
        char reason[TT_REASON_MAX];
        thaayam_action a;

        if (thaayam_action_find(&t->st, &t->ctx, kind, t->choice.piece, &a, reason,
                                sizeof reason) == THAAYAM_OK) {
                thaayam_action_format(&a, text, text_len);
                return 0;
        }
        if (a.kind == THAAYAM_ACT_DONE) {
                snprintf(why, why_len, "%s", _(reason));
        } else {
                thaayam_action_format(&a, text, text_len);
                snprintf(why, why_len, "%s: %s", text, _(reason));
        }
        return -1;
}
