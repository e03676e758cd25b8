/* thaayam/choice.c: the action that the choice of the move phase means (a
 * score or a group of scores, and a piece or a twin), checked and
 * previewed by the rules library; and the e, w, b shortcuts. */
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

bool tui_thaayam_choice_action(const struct tui_thaayam_screen *t, thaayam_action *a)
{
        const struct tui_thaayam_choice *c = &t->choice;
        int seat = t->st.turn, at, v;

        memset(a, 0, sizeof *a);
        if (c->piece < 0 || c->ngroup == 0)
                return false;
        at = t->st.pos[seat][c->piece];
        a->piece = (uint8_t)c->piece;
        if (c->piece2 >= 0) {
                a->piece2 = (uint8_t)c->piece2;
                if (at == THAAYAM_POS_OFF) {
                        a->kind = THAAYAM_ACT_TWIN_ENTER; /* T19 */
                        return true;
                }
                a->kind = THAAYAM_ACT_TWIN_MOVE; /* T17 */
                for (v = 0; v < THAAYAM_NVALUES; v++)
                        a->group[v] = c->group[v];
                return true;
        }
        for (v = 0; v < THAAYAM_NVALUES; v++)
                if (c->group[v])
                        a->score = thaayam_values[v];
        /* Several scores for a single piece: a move, refused (T7). Other
         * scores than 1 off the board or on the castle: a move, which the
         * rules refuse with their reason (T8, T10). */
        if (c->ngroup == 1 && at == THAAYAM_POS_OFF && a->score == 1)
                a->kind = THAAYAM_ACT_ENTER; /* T8 */
        else if (c->ngroup == 1 && at == THAAYAM_CASTLE_INDEX && a->score == 1)
                a->kind = THAAYAM_ACT_OFF; /* T21 */
        else
                a->kind = THAAYAM_ACT_MOVE;
        return true;
}

int tui_thaayam_choice_check(struct tui_thaayam_screen *t, thaayam_action *a,
                             thaayam_preview *pv, char *why, size_t len)
{
        why[0] = '\0';
        if (!tui_thaayam_choice_action(t, a))
                return -1;
        if (t->choice.piece2 < 0 && t->choice.ngroup > 1) {
                snprintf(why, len, "%s",
                         _("a single piece moves by one score at a time (T7); "
                           "Backspace takes a score back"));
                return -1;
        }
        if (thaayam_check(&t->st, &t->ctx, a, why, len) != THAAYAM_OK)
                return -1;
        if (thaayam_preview_action(&t->st, a, pv) != THAAYAM_OK)
                memset(pv, 0, sizeof *pv);
        return 0;
}

/* The candidate of a kind for piece q (and r for a twin); false when the
 * piece cannot be one. */
static bool candidate(const thaayam_state *st, thaayam_action_kind kind, int q, int r,
                      thaayam_action *a)
{
        int seat = st->turn;

        memset(a, 0, sizeof *a);
        a->kind = (uint8_t)kind;
        a->piece = (uint8_t)q;
        a->piece2 = (uint8_t)(kind == THAAYAM_ACT_TWIN ? r : 0);
        switch (kind) {
        case THAAYAM_ACT_ENTER:
                if (st->pos[seat][q] != THAAYAM_POS_OFF)
                        return false;
                if (st->twin[seat][q] != THAAYAM_NO_TWIN) {
                        if (st->twin[seat][q] < q)
                                return false;
                        a->kind = THAAYAM_ACT_TWIN_ENTER; /* T19 */
                        a->piece2 = (uint8_t)st->twin[seat][q];
                }
                return true;
        case THAAYAM_ACT_OFF:
                return st->pos[seat][q] == THAAYAM_CASTLE_INDEX;
        case THAAYAM_ACT_TWIN:
                return st->pos[seat][q] == THAAYAM_TWIN_INDEX &&
                       st->pos[seat][r] == THAAYAM_TWIN_INDEX;
        default:
                return false;
        }
}

int tui_thaayam_quick(struct tui_thaayam_screen *t, thaayam_action_kind kind, char *text,
                      size_t text_len, char *why, size_t why_len)
{
        int q, r, chosen = t->choice.piece;
        char reason[TT_REASON_MAX] = "";
        thaayam_action a;

        why[0] = '\0';
        /* The chosen piece (or its twin) first, when it can. */
        if (chosen >= 0 && kind != THAAYAM_ACT_TWIN) {
                int twin = t->st.twin[t->st.turn][chosen];
                int low = twin != THAAYAM_NO_TWIN && twin < chosen ? twin : chosen;
                if (candidate(&t->st, kind, low, low + 1, &a) &&
                    thaayam_check(&t->st, &t->ctx, &a, NULL, 0) == THAAYAM_OK) {
                        thaayam_format_action(&a, text, text_len);
                        return 0;
                }
        }
        for (q = 0; q < 4; q++)
                for (r = q + 1; r < (kind == THAAYAM_ACT_TWIN ? 4 : q + 2); r++) {
                        if (!candidate(&t->st, kind, q, r, &a))
                                continue;
                        if (thaayam_check(&t->st, &t->ctx, &a, reason, sizeof reason) !=
                            THAAYAM_OK) {
                                if (!why[0]) {
                                        thaayam_format_action(&a, text, text_len);
                                        snprintf(why, why_len, "%s: %s", text, _(reason));
                                }
                                continue;
                        }
                        thaayam_format_action(&a, text, text_len);
                        return 0;
                }
        if (why[0])
                return -1;
        snprintf(why, why_len, "%s",
                 kind == THAAYAM_ACT_ENTER ? _("No piece of yours is off the board (T8).")
                 : kind == THAAYAM_ACT_TWIN
                     ? _("A twin needs two of your single pieces on the opposite palace "
                         "(T16).")
                     : _("No piece of yours is on the castle (T21)."));
        return -1;
}
