/* thaayam/present.c: Thaayam in the presenter's view (play/present.h):
 * the last action in words, with its rule, and the scores of the turn. */
#include "tui/thaayam/internal.h"
#include "tui/play/present.h"
#include "i18n/i18n.h"

#include <stdio.h>

bool tui_thaayam_present_move(const struct session *s, const void *pos,
                              const char *action, char *buf, size_t len)
{
        const thaayam_state *before = pos;
        thaayam_action a;
        thaayam_preview pv;
        char name[SESSION_NAME_MAX + 32], from[3] = "", to[3] = "";
        tui_present_who(s, thaayam_seat_char(before->turn), name, sizeof name);
        if (thaayam_action_parse(action, &a, NULL, 0) != THAAYAM_OK)
                return false;
        if (a.kind == THAAYAM_ACT_THROW) {
                snprintf(buf, len,
                         thaayam_throw_again(a.score)
                             ? _("%s threw %d and throws again (T5).")
                             : _("%s threw %d (T5)."),
                         name, a.score);
                return false;
        }
        if (thaayam_action_preview(before, &a, &pv) != THAAYAM_OK)
                pv.ncaptured = 0, pv.from_square = pv.to_square = -1;
        if (pv.from_square >= 0)
                thaayam_square_name(pv.from_square, from);
        if (pv.to_square >= 0)
                thaayam_square_name(pv.to_square, to);
        switch (a.kind) {
        case THAAYAM_ACT_ENTER:
                snprintf(buf, len,
                         _("%s brought piece %d onto the palace with a 1 (T8)."), name,
                         a.piece + 1);
                break;
        case THAAYAM_ACT_MOVE:
                snprintf(buf, len,
                         pv.ncaptured ? _("%s moved piece %d by %d from %s to %s and "
                                          "captured there (T14).")
                                      : _("%s moved piece %d by %d from %s to %s."),
                         name, a.piece + 1, a.score, from, to);
                break;
        case THAAYAM_ACT_TWIN:
                snprintf(buf, len, _("%s joined pieces %d and %d into a twin (T16)."),
                         name, a.piece + 1, a.piece2 + 1);
                break;
        case THAAYAM_ACT_TWIN_MOVE:
                snprintf(buf, len,
                         pv.ncaptured ? _("%s moved the twin %d&%d from %s to %s and "
                                          "captured there (T18).")
                                      : _("%s moved the twin %d&%d from %s to %s (T17)."),
                         name, a.piece + 1, a.piece2 + 1, from, to);
                break;
        case THAAYAM_ACT_TWIN_ENTER:
                snprintf(buf, len, _("%s brought the twin %d&%d onto the palace (T19)."),
                         name, a.piece + 1, a.piece2 + 1);
                break;
        case THAAYAM_ACT_OFF:
                snprintf(buf, len, _("%s bore piece %d off (T21)."), name, a.piece + 1);
                break;
        default:
                snprintf(buf, len, _("%s ended the turn (T11)."), name);
                break;
        }
        /* The words above say all of an entry, a twin, a bear-off. */
        return a.kind == THAAYAM_ACT_MOVE || a.kind == THAAYAM_ACT_TWIN_MOVE;
}

/* Thaayam: the scores of the turn still to use, or thrown so far (T5, T7). */
void tui_thaayam_present_now(const void *pos, char *buf, size_t len)
{
        const thaayam_state *st = pos;
        char scores[THAAYAM_MAX_THROWS * 3 + 1] = "";
        size_t used = 0;
        for (int i = 0; i < st->nthrows; i++)
                if (st->throw_status[i] == THAAYAM_THROW_PENDING ||
                    st->throw_status[i] == THAAYAM_THROW_UNUSED)
                        used += (size_t)snprintf(scores + used, sizeof scores - used,
                                                 "%s%d", used ? " " : "", st->throws[i]);
        if (used == 0)
                return;
        snprintf(buf, len,
                 st->phase == THAAYAM_PHASE_THROW ? _("Thrown so far: %s")
                                                  : _("To use: %s"),
                 scores);
}
