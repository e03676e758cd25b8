/* explain.c: what an action does, in the words a teacher would use
 * (thaayam_explain): the pieces it captures and the turn that earns (T14,
 * T15, T18), an entry (T8, T19), a safe landing on a palace or the castle
 * (T13, T20), a twin formed or prepared (T16) and a bear-off (T21, T22).
 * Each reason is a reason of tt_text.h: a fixed English sentence citing
 * the rule, with piece numbers and squares as arguments, so the front end
 * reads it in the player's language. */
#include "internal.h"

#include <string.h>

/* One single piece captured, by the seat it belongs to: [seat][the turn
 * already had a capture]. Arguments: the piece number, the square. */
static const char *const capture_one[THAAYAM_SEATS][2] = {
    /* TRANSLATORS: a reason for an action (the hint, the presenter's view).
       %d is a piece number (1-4), %s a square (b4). "Throws again": the
       extra turn a capture earns. Keep the rule ids in parentheses. */
    {TT_N_("It captures South's piece %d on %s and throws again (T14, T15)."),
     TT_N_("It captures South's piece %d on %s (T14).")},
    {TT_N_("It captures East's piece %d on %s and throws again (T14, T15)."),
     TT_N_("It captures East's piece %d on %s (T14).")},
    {TT_N_("It captures North's piece %d on %s and throws again (T14, T15)."),
     TT_N_("It captures North's piece %d on %s (T14).")},
    {TT_N_("It captures West's piece %d on %s and throws again (T14, T15)."),
     TT_N_("It captures West's piece %d on %s (T14).")},
};

/* One twin captured by a twin (T18). Arguments: the two piece numbers, the
 * square. */
static const char *const capture_twin[THAAYAM_SEATS][2] = {
    {TT_N_("It captures South's twin %d&%d on %s and throws again (T15, T18)."),
     TT_N_("It captures South's twin %d&%d on %s (T18).")},
    {TT_N_("It captures East's twin %d&%d on %s and throws again (T15, T18)."),
     TT_N_("It captures East's twin %d&%d on %s (T18).")},
    {TT_N_("It captures North's twin %d&%d on %s and throws again (T15, T18)."),
     TT_N_("It captures North's twin %d&%d on %s (T18).")},
    {TT_N_("It captures West's twin %d&%d on %s and throws again (T15, T18)."),
     TT_N_("It captures West's twin %d&%d on %s (T18).")},
};

static char *next_reason(thaayam_explanation *out)
{
        return out->count < THAAYAM_EXPLAIN_MAX ? out->why[out->count++] : NULL;
}

#define SAY(out, ...)                                                                    \
        do {                                                                             \
                char *why_ = next_reason(out);                                           \
                if (why_)                                                                \
                        tt_reason(why_, sizeof(out)->why[0], __VA_ARGS__);               \
        } while (0)

static void explain_captures(const thaayam_state *st, const thaayam_action *a,
                             const thaayam_preview *pv, thaayam_explanation *out)
{
        char square[3];
        int again = st->extra ? 1 : 0; /* T15: one extra turn per turn */
        int seat = pv->captured_seat[0];
        thaayam_square_name(pv->to_square, square);
        if (pv->ncaptured == 1) {
                SAY(out, capture_one[seat][again], pv->captured_piece[0] + 1, square);
                return;
        }
        int p = pv->captured_piece[0], q = pv->captured_piece[1];
        if (a->kind == THAAYAM_ACT_TWIN_MOVE && pv->ncaptured == 2 &&
            pv->captured_seat[1] == seat && st->twin[seat][p] == q) {
                SAY(out, capture_twin[seat][again], (p < q ? p : q) + 1,
                    (p < q ? q : p) + 1, square);
                return;
        }
        char *why = next_reason(out);
        if (why == NULL)
                return;
        unsigned long n = (unsigned long)pv->ncaptured;
        if (again)
                tt_reason_n(why, sizeof out->why[0], n,
                            "It captures %d opposing piece on %s (T14, T18).",
                            "It captures %d opposing pieces on %s (T14, T18).",
                            pv->ncaptured, square);
        else
                tt_reason_n(why, sizeof out->why[0], n,
                            "It captures %d opposing piece on %s and throws again (T14, "
                            "T15, T18).",
                            "It captures %d opposing pieces on %s and throws again (T14, "
                            "T15, T18).",
                            pv->ncaptured, square);
}

/* Where a move by the score(s) ends: the castle, a palace, or the opposite
 * palace beside a piece to pair with. */
static void explain_landing(const thaayam_state *st, const thaayam_action *a,
                            const thaayam_preview *pv, thaayam_explanation *out)
{
        int seat = st->turn, p = a->piece + 1, q = a->piece2 + 1;
        bool twin = a->kind == THAAYAM_ACT_TWIN_MOVE;
        if (pv->to_index == THAAYAM_CASTLE_INDEX) {
                if (twin)
                        SAY(out,
                            TT_N_("The twin %d&%d reaches the castle and splits into two "
                                  "pieces (T20)."),
                            p, q);
                else
                        SAY(out,
                            TT_N_("Piece %d reaches the castle, where it is safe (T13, "
                                  "T21)."),
                            p);
                return;
        }
        if (!thaayam_is_safe(pv->to_square))
                return;
        if (!twin && pv->to_index == THAAYAM_TWIN_INDEX)
                for (int other = 0; other < THAAYAM_PIECES; other++)
                        if (other != a->piece &&
                            st->pos[seat][other] == THAAYAM_TWIN_INDEX &&
                            st->twin[seat][other] == THAAYAM_NO_TWIN) {
                                SAY(out,
                                    TT_N_(
                                        "Piece %d joins piece %d on the opposite palace, "
                                        "where the two can form a twin (T16)."),
                                    p, other + 1);
                                return;
                        }
        if (twin)
                SAY(out,
                    TT_N_("The twin %d&%d lands on a palace, where it is safe (T13)."), p,
                    q);
        else
                SAY(out, TT_N_("Piece %d lands on a palace, where it is safe (T13)."), p);
}

int thaayam_explain(const thaayam_state *st, const thaayam_action *a,
                    thaayam_explanation *out)
{
        thaayam_preview pv;
        memset(out, 0, sizeof *out);
        if (st->phase != THAAYAM_PHASE_MOVE || a->kind == THAAYAM_ACT_THROW ||
            a->kind == THAAYAM_ACT_DONE ||
            thaayam_action_preview(st, a, &pv) != THAAYAM_OK)
                return 0;
        int seat = st->turn, p = a->piece + 1, q = a->piece2 + 1;
        switch (a->kind) {
        case THAAYAM_ACT_ENTER:
                SAY(out, TT_N_("It enters piece %d on the palace (T8)."), p);
                break;
        case THAAYAM_ACT_TWIN_ENTER:
                SAY(out,
                    TT_N_("It enters the twin %d&%d on the palace with two 1s (T19)."), p,
                    q);
                break;
        case THAAYAM_ACT_TWIN:
                SAY(out, TT_N_("It forms a twin of pieces %d and %d (T16)."), p, q);
                break;
        case THAAYAM_ACT_OFF: {
                int left = 0;
                for (int i = 0; i < THAAYAM_PIECES; i++)
                        left += i != a->piece && st->pos[seat][i] != THAAYAM_POS_HOME;
                if (left == 0)
                        SAY(out,
                            TT_N_("It bears off the last piece: all four are home (T21, "
                                  "T22)."));
                else
                        SAY(out, TT_N_("It bears piece %d off (T21)."), p);
                break;
        }
        case THAAYAM_ACT_MOVE:
        case THAAYAM_ACT_TWIN_MOVE:
                if (pv.ncaptured > 0)
                        explain_captures(st, a, &pv, out);
                explain_landing(st, a, &pv, out);
                break;
        default:
                break;
        }
        return out->count;
}
