/* choice.c: from what a player points at to the action the rules mean.
 * A front end lets the player pick a piece (or a twin) and some scores, or
 * ask for "the" entry, twin declaration or bear-off; which kind of action
 * that is (T7, T8, T17, T19, T21) and which piece can make it are decided
 * here, so that no front end keeps rules of its own. */
#include <string.h>

#include "thaayam/internal.h"

thaayam_status thaayam_action_from_choice(const thaayam_state *st, int piece, int piece2,
                                          const uint8_t group[THAAYAM_NVALUES],
                                          thaayam_action *a, char *err, size_t errlen)
{
        int seat = st->turn, at, v, n = 0;

        memset(a, 0, sizeof *a);
        tt_reason_clear(err, errlen);
        if (piece < 0 || piece >= THAAYAM_PIECES || piece2 >= THAAYAM_PIECES ||
            piece2 == piece) {
                tt_reason(err, errlen, "choose one of your pieces 1 to 4");
                return THAAYAM_ERR_ARG;
        }
        for (v = 0; v < THAAYAM_NVALUES; v++)
                n += group[v];
        if (n == 0) {
                tt_reason(err, errlen, "choose a score: 1, 2, 3, 4 or 8 (T4)");
                return THAAYAM_ERR_ARG;
        }
        at = st->pos[seat][piece];
        if (piece2 >= 0) {
                a->piece = (uint8_t)(piece < piece2 ? piece : piece2);
                a->piece2 = (uint8_t)(piece < piece2 ? piece2 : piece);
                if (at == THAAYAM_POS_OFF) {
                        /* T19: a whole twin off the board comes in only with
                         * two 1s, whatever scores were chosen */
                        a->kind = THAAYAM_ACT_TWIN_ENTER;
                        return THAAYAM_OK;
                }
                a->kind = THAAYAM_ACT_TWIN_MOVE; /* T17: the group moves the twin */
                memcpy(a->group, group, sizeof a->group);
                return THAAYAM_OK;
        }
        a->piece = (uint8_t)piece;
        for (v = 0; v < THAAYAM_NVALUES; v++)
                if (group[v])
                        a->score = thaayam_values[v];
        if (n > 1) {
                a->kind = THAAYAM_ACT_MOVE;
                tt_reason(
                    err, errlen,
                    "a single piece takes one score at a time: only a twin moves by "
                    "a group (T17)");
                return THAAYAM_ERR_ILLEGAL;
        }
        /* Off the board or on the castle, only a 1 means something (T8,
         * T21); any other score stays a move, which thaayam_action_check refuses
         * with the rule (T8, T10). */
        if (at == THAAYAM_POS_OFF && a->score == 1)
                a->kind = THAAYAM_ACT_ENTER; /* T8 */
        else if (at == THAAYAM_CASTLE_INDEX && a->score == 1)
                a->kind = THAAYAM_ACT_OFF; /* T21 */
        else
                a->kind = THAAYAM_ACT_MOVE; /* T7 */
        return THAAYAM_OK;
}

/* The candidate of `kind` for piece q (and r for a twin declaration), or 0
 * when q cannot even try it. */
static int candidate(const thaayam_state *st, int kind, int q, int r, thaayam_action *a)
{
        int seat = st->turn, partner = st->twin[seat][q];

        memset(a, 0, sizeof *a);
        a->kind = (uint8_t)kind;
        a->piece = (uint8_t)q;
        switch (kind) {
        case THAAYAM_ACT_ENTER:
                if (st->pos[seat][q] != THAAYAM_POS_OFF)
                        return 0;
                if (partner != THAAYAM_NO_TWIN) { /* T19: the whole twin enters */
                        a->kind = THAAYAM_ACT_TWIN_ENTER;
                        a->piece = (uint8_t)(q < partner ? q : partner);
                        a->piece2 = (uint8_t)(q < partner ? partner : q);
                }
                return 1;
        case THAAYAM_ACT_OFF:
                return st->pos[seat][q] == THAAYAM_CASTLE_INDEX; /* T21 */
        case THAAYAM_ACT_TWIN:
                a->piece = (uint8_t)(q < r ? q : r);
                a->piece2 = (uint8_t)(q < r ? r : q);
                return r >= 0 && r != q && st->pos[seat][q] == THAAYAM_TWIN_INDEX &&
                       st->pos[seat][r] == THAAYAM_TWIN_INDEX; /* T16 */
        default:
                return 0;
        }
}

/* Whether piece q stands for its unit: a twin off the board is tried once,
 * by its lower piece. */
static int first_of_unit(const thaayam_state *st, int kind, int q)
{
        int partner = st->twin[st->turn][q];
        return kind != THAAYAM_ACT_ENTER || partner == THAAYAM_NO_TWIN || partner > q;
}

thaayam_status thaayam_action_find(const thaayam_state *st, thaayam_ctx *ctx, int kind,
                                   int prefer, thaayam_action *a, char *err,
                                   size_t errlen)
{
        thaayam_action c, refused;
        thaayam_status first = THAAYAM_OK;
        int found = 0, q, r;

        memset(&refused, 0, sizeof refused);
        refused.kind = THAAYAM_ACT_DONE;
        tt_reason_clear(err, errlen);
        if (kind != THAAYAM_ACT_ENTER && kind != THAAYAM_ACT_TWIN &&
            kind != THAAYAM_ACT_OFF) {
                *a = refused;
                tt_reason(err, errlen, "only an entry, a twin or a bear-off is found");
                return THAAYAM_ERR_ARG;
        }
        if (prefer >= THAAYAM_PIECES)
                prefer = -1;
        /* Every candidate in piece order; the first legal one is kept, the
         * reason of the first refused one is given when none is legal. */
        for (q = 0; q < THAAYAM_PIECES && !found; q++)
                for (r = q + 1; r < (kind == THAAYAM_ACT_TWIN ? THAAYAM_PIECES : q + 2);
                     r++) {
                        if (!first_of_unit(st, kind, q) || !candidate(st, kind, q, r, &c))
                                continue;
                        if (first == THAAYAM_OK) {
                                thaayam_status rc =
                                    thaayam_action_check(st, ctx, &c, err, errlen);
                                if (rc == THAAYAM_OK) {
                                        found = 1;
                                        *a = c;
                                        break;
                                }
                                first = rc;
                                refused = c;
                        } else if (thaayam_action_check(st, ctx, &c, NULL, 0) ==
                                   THAAYAM_OK) {
                                found = 1;
                                *a = c;
                                break;
                        }
                }
        if (!found) {
                *a = refused;
                if (first != THAAYAM_OK)
                        return first;
                tt_reason(err, errlen,
                          kind == THAAYAM_ACT_ENTER
                              ? "No piece of yours is off the board (T8)."
                          : kind == THAAYAM_ACT_TWIN
                              ? "A twin needs two of your single pieces on the opposite "
                                "palace (T16)."
                              : "No piece of yours is on the castle (T21).");
                return THAAYAM_ERR_ILLEGAL;
        }
        tt_reason_clear(err, errlen);
        /* The preferred piece when it can (for a twin: a pair with it). */
        if (prefer < 0 || a->piece == prefer ||
            (a->piece2 == prefer && a->kind != THAAYAM_ACT_ENTER &&
             a->kind != THAAYAM_ACT_OFF))
                return THAAYAM_OK;
        for (r = 0; r < (kind == THAAYAM_ACT_TWIN ? THAAYAM_PIECES : 1); r++)
                if (candidate(st, kind, prefer, r, &c) &&
                    thaayam_action_check(st, ctx, &c, NULL, 0) == THAAYAM_OK) {
                        *a = c;
                        break;
                }
        return THAAYAM_OK;
}
