/* legal.c: legal actions of the move phase with T11 applied, checking an
 * action with the reason when it is illegal, applying it with its captures
 * (T13, T14, T18, T19), the preview for the UI and the pieces that can use
 * a score. */
#include "thaayam/internal.h"

/* ------------------------------------------------------------ captures */

/* T13, T14, T18: the pieces of other seats that a landing on path index
 * `to` of the mover captures; a single captures all opposing single
 * pieces, a twin all opposing twins, nothing on a palace or the castle. */
static int captures_at(const thaayam_state *st, int to, int by_twin, uint8_t *cseat,
                       uint8_t *cpiece)
{
        int square = thaayam_square_of(st->turn, to);
        int n = 0;
        if (thaayam_is_safe(square))
                return 0;
        for (int s = 0; s < THAAYAM_SEATS; s++) {
                if (s == st->turn || !(st->seats & (1u << s)))
                        continue;
                for (int p = 0; p < THAAYAM_PIECES; p++) {
                        int at = st->pos[s][p];
                        if (at < 0 || thaayam_square_of(s, at) != square)
                                continue;
                        if ((st->twin[s][p] != THAAYAM_NO_TWIN) != (by_twin != 0))
                                continue;
                        if (cseat) {
                                cseat[n] = (uint8_t)s;
                                cpiece[n] = (uint8_t)p;
                        }
                        n++;
                }
        }
        return n;
}

static void consume(thaayam_state *st, int value, int n)
{
        for (int i = 0; i < st->nthrows && n > 0; i++)
                if (st->throw_status[i] == THAAYAM_THROW_UNUSED &&
                    st->throws[i] == value) {
                        st->throw_status[i] = THAAYAM_THROW_USED;
                        n--;
                }
}

void thaayam_action_apply_unchecked(thaayam_state *st, const thaayam_action *a)
{
        th_own own;
        int seat = st->turn;
        switch (a->kind) {
        case THAAYAM_ACT_THROW:
                thaayam_throw_score(st, a->score, NULL, 0);
                return;
        case THAAYAM_ACT_DONE:
                th_end_turn(st);
                return;
        case THAAYAM_ACT_ENTER:
        case THAAYAM_ACT_OFF:
                consume(st, 1, 1);
                break;
        case THAAYAM_ACT_TWIN_ENTER:
                consume(st, 1, 2);
                break;
        case THAAYAM_ACT_MOVE:
                consume(st, a->score, 1);
                break;
        case THAAYAM_ACT_TWIN_MOVE:
                for (int v = 0; v < THAAYAM_NVALUES; v++)
                        consume(st, thaayam_values[v], a->group[v]);
                break;
        default:
                break;
        }
        th_own_of(st, &own);
        th_own_apply(&own, a);
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                st->pos[seat][p] = own.pos[p];
                st->twin[seat][p] = own.twin[p];
        }
        if (a->kind == THAAYAM_ACT_MOVE || a->kind == THAAYAM_ACT_TWIN_MOVE) {
                uint8_t cs[THAAYAM_SEATS * THAAYAM_PIECES],
                    cp[THAAYAM_SEATS * THAAYAM_PIECES];
                int twin = a->kind == THAAYAM_ACT_TWIN_MOVE;
                int n = captures_at(st, own.pos[a->piece], twin, cs, cp);
                for (int i = 0; i < n; i++) {
                        st->pos[cs[i]][cp[i]] = THAAYAM_POS_OFF; /* T14 */
                        if (twin && st->capture == THAAYAM_CAPTURE_SPLIT)
                                st->twin[cs[i]][cp[i]] = THAAYAM_NO_TWIN; /* T19 */
                }
                if (n)
                        st->extra = 1; /* T15 */
        }
        if (a->kind == THAAYAM_ACT_OFF)
                th_after_off(st);
}

/* -------------------------------------------------------------- legality */

typedef struct legal_arg {
        const uint8_t *counts;
        int best; /* max usable now (T11) */
        th_memo *memo;
        thaayam_action *out;
        size_t cap, n;
        int want_score; /* pieces_for_score: the score, else 0 */
        unsigned piece_mask;
} legal_arg;

static int action_uses(const thaayam_action *a, int score)
{
        switch (a->kind) {
        case THAAYAM_ACT_ENTER:
        case THAAYAM_ACT_OFF:
        case THAAYAM_ACT_TWIN_ENTER:
                return score == 1;
        case THAAYAM_ACT_MOVE:
                return a->score == score;
        case THAAYAM_ACT_TWIN_MOVE:
                return a->group[thaayam_value_index(score)] > 0;
        default:
                return 0;
        }
}

static int legal_visit(void *arg, const thaayam_action *a, const th_own *after, int used)
{
        legal_arg *l = arg;
        uint8_t c[THAAYAM_NVALUES];
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                c[v] = l->counts[v];
        th_scores_after(c, a);
        if (used + th_max_usable(after, c, l->memo) != l->best)
                return 0; /* T11: it would forfeit a score some order could use */
        if (l->want_score) {
                if (action_uses(a, l->want_score)) {
                        l->piece_mask |= 1u << a->piece;
                        if (a->kind == THAAYAM_ACT_TWIN_MOVE ||
                            a->kind == THAAYAM_ACT_TWIN_ENTER)
                                l->piece_mask |= 1u << a->piece2;
                }
                return 0;
        }
        if (l->n < l->cap)
                l->out[l->n] = *a;
        l->n++;
        return 0;
}

size_t thaayam_actions_bound(const thaayam_state *st)
{
        uint8_t c[THAAYAM_NVALUES];
        if (st->phase == THAAYAM_PHASE_THROW)
                return 1;
        thaayam_remaining(st, c);
        size_t groups = 1;
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                groups *= (size_t)c[v] + 1;
        return 2 * (groups - 1) + 37;
}

static size_t move_actions(const thaayam_state *st, thaayam_ctx *ctx, thaayam_action *out,
                           size_t cap, int want_score, unsigned *mask)
{
        uint8_t counts[THAAYAM_NVALUES];
        th_own own;
        th_memo memo;
        th_local_memo local;
        thaayam_remaining(st, counts);
        th_own_of(st, &own);
        th_memo_of(&memo, ctx, &local);
        legal_arg l = {
            counts, th_max_usable(&own, counts, &memo), &memo, out, cap, 0, want_score,
            0};
        /* with best == 0 only twin declarations (no score) remain possible */
        th_each_candidate(&own, counts, legal_visit, &l);
        if (mask)
                *mask = l.piece_mask;
        if (l.best == 0 && !want_score) { /* T11: done only when nothing can be used */
                if (l.n < cap) {
                        thaayam_action *d = &out[l.n];
                        d->kind = THAAYAM_ACT_DONE;
                        d->piece = d->piece2 = d->score = 0;
                        for (int v = 0; v < THAAYAM_NVALUES; v++)
                                d->group[v] = 0;
                }
                l.n++;
        }
        return l.n;
}

size_t thaayam_legal_actions(const thaayam_state *st, thaayam_ctx *ctx,
                             thaayam_action *out, size_t cap)
{
        if (th_game_over(st))
                return 0;
        if (st->phase == THAAYAM_PHASE_THROW) {
                if (cap > 0) {
                        thaayam_action *t = &out[0];
                        t->kind = THAAYAM_ACT_THROW;
                        t->piece = t->piece2 = t->score = 0;
                        for (int v = 0; v < THAAYAM_NVALUES; v++)
                                t->group[v] = 0;
                }
                return 1;
        }
        return move_actions(st, ctx, out, cap, 0, NULL);
}

unsigned thaayam_pieces_for_score(const thaayam_state *st, thaayam_ctx *ctx, int score)
{
        unsigned mask = 0;
        if (th_game_over(st) || st->phase != THAAYAM_PHASE_MOVE ||
            !thaayam_score_valid(score))
                return 0;
        move_actions(st, ctx, NULL, 0, score, &mask);
        return mask;
}

/* ------------------------------------------------------- check with reasons */

static int piece_number(int p)
{
        return p + 1;
}

/* What every check of one kind of action looks at. */
typedef struct check_arg {
        const thaayam_state *st;
        const thaayam_action *a;
        uint8_t c[THAAYAM_NVALUES]; /* the unused scores */
        int seat, p, q, at, partner;
        char *err;
        size_t errlen;
} check_arg;

static thaayam_status refuse(const check_arg *k, const char *fmt, int x, int y)
{
        tt_reason(k->err, k->errlen, fmt, x, y);
        return THAAYAM_ERR_ILLEGAL;
}

/* Refuses a single-piece action of a piece in a twin: fmt takes the piece,
 * then the twin's lower and upper pieces twice. */
static thaayam_status refuse_in_twin(const check_arg *k, const char *fmt)
{
        int lo = piece_number(k->p < k->partner ? k->p : k->partner),
            hi = piece_number(k->p < k->partner ? k->partner : k->p);
        tt_reason(k->err, k->errlen, fmt, piece_number(k->p), lo, hi, lo, hi);
        return THAAYAM_ERR_ILLEGAL;
}

/* enterP (T8). */
static thaayam_status check_enter(const check_arg *k)
{
        int p = k->p, partner = k->partner;
        if (!k->c[0])
                return refuse(k, "no 1 left: a piece enters only with a 1 (T8)", 0, 0);
        if (k->at == THAAYAM_POS_HOME)
                return refuse(k, "piece %d has been borne off (T21)", piece_number(p), 0);
        if (k->at != THAAYAM_POS_OFF)
                return refuse(k, "piece %d is already on the board (T8)", piece_number(p),
                              0);
        if (partner != THAAYAM_NO_TWIN)
                return refuse_in_twin(k, "piece %d is in twin %d&%d: it enters as a twin "
                                         "with two 1s (enter%d&%d, T19)");
        return THAAYAM_OK;
}

/* P+S (T7, T8, T10, T17, T21). */
static thaayam_status check_move(const check_arg *k)
{
        int p = k->p, partner = k->partner, at = k->at, score = k->a->score;
        int vi = thaayam_value_index(score);
        if (vi < 0) {
                tt_reason(k->err, k->errlen, "%d is not a score: 1, 2, 3, 4 or 8 (T4)",
                          score);
                return THAAYAM_ERR_ARG;
        }
        if (!k->c[vi])
                return refuse(k, "there is no unused %d among the scores (T7)", score, 0);
        if (at == THAAYAM_POS_HOME)
                return refuse(k, "piece %d has been borne off (T21)", piece_number(p), 0);
        if (at == THAAYAM_POS_OFF)
                return refuse(k, "piece %d is off the board: it must enter with a 1 (T8)",
                              piece_number(p), 0);
        if (partner != THAAYAM_NO_TWIN)
                return refuse_in_twin(k, "piece %d is in twin %d&%d: a twin moves as one "
                                         "(%d&%d+..., T17)");
        if (at == THAAYAM_CASTLE_INDEX)
                return refuse(k,
                              "piece %d is on the castle and does not move again (T10)",
                              piece_number(p), 0);
        if (at + score > THAAYAM_CASTLE_INDEX) {
                if (score == 8)
                        tt_reason(k->err, k->errlen,
                                  "an 8 would take piece %d past the castle (T10)",
                                  piece_number(p));
                else
                        tt_reason(k->err, k->errlen,
                                  "a %d would take piece %d past the castle (T10)", score,
                                  piece_number(p));
                return THAAYAM_ERR_ILLEGAL;
        }
        return THAAYAM_OK;
}

/* twinP&Q (T16). */
static thaayam_status check_twin(const check_arg *k)
{
        for (int i = 0; i < 2; i++) {
                int r = i ? k->q : k->p;
                if (k->st->twin[k->seat][r] != THAAYAM_NO_TWIN)
                        return refuse(k, "piece %d is already in a twin (T16)",
                                      piece_number(r), 0);
                if (k->st->pos[k->seat][r] != THAAYAM_TWIN_INDEX)
                        return refuse(
                            k,
                            "piece %d is not on the opposite palace (path index "
                            "8): twins form there (T16)",
                            piece_number(r), 0);
        }
        return THAAYAM_OK;
}

/* enterP&Q (T19). */
static thaayam_status check_twin_enter(const check_arg *k)
{
        int p = piece_number(k->p), q = piece_number(k->q);
        if (k->partner != k->q)
                return refuse(k, "pieces %d and %d are not a twin (T16)", p, q);
        if (k->at != THAAYAM_POS_OFF)
                return refuse(k, "twin %d&%d is already on the board (T19)", p, q);
        if (k->c[0] < 2)
                return refuse(k, "a twin enters only with two 1s of the turn (T19)", 0,
                              0);
        return THAAYAM_OK;
}

/* P&Q+S+S... (T10, T17, T19). */
static thaayam_status check_twin_move(const check_arg *k)
{
        int p = piece_number(k->p), q = piece_number(k->q);
        if (k->partner != k->q)
                return refuse(k, "pieces %d and %d are not a twin (T16)", p, q);
        if (k->at == THAAYAM_POS_OFF) {
                tt_reason(k->err, k->errlen,
                          "twin %d&%d is off the board: it enters with two 1s "
                          "(enter%d&%d, T19)",
                          p, q, p, q);
                return THAAYAM_ERR_ILLEGAL;
        }
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                if (k->a->group[v] > k->c[v])
                        return refuse(k,
                                      "there are not that many unused scores of %d "
                                      "(T7)",
                                      thaayam_values[v], 0);
        int sum = th_group_sum(k->a->group);
        if (sum / 2 < 1)
                return refuse(k,
                              "a twin moves half the sum rounded down: %d gives no "
                              "square (T17)",
                              sum, 0);
        if (k->at + sum / 2 > THAAYAM_CASTLE_INDEX) {
                tt_reason_n(k->err, k->errlen, (unsigned long)(sum / 2),
                            "%d square would take twin %d&%d past the castle (T10, T17)",
                            "%d squares would take twin %d&%d past the castle (T10, T17)",
                            sum / 2, p, q);
                return THAAYAM_ERR_ILLEGAL;
        }
        return THAAYAM_OK;
}

/* offP (T21). */
static thaayam_status check_off(const check_arg *k)
{
        int p = k->p;
        if (!k->c[0])
                return refuse(k, "no 1 left: a piece bears off with a 1 (T21)", 0, 0);
        if (k->at == THAAYAM_POS_HOME)
                return refuse(k, "piece %d has already been borne off (T21)",
                              piece_number(p), 0);
        if (k->at != THAAYAM_CASTLE_INDEX)
                return refuse(k, "piece %d is not on the castle (T21)", piece_number(p),
                              0);
        for (int i = 0; i < THAAYAM_PIECES; i++) {
                int at = k->st->pos[k->seat][i];
                if (at != THAAYAM_POS_HOME && at != THAAYAM_CASTLE_INDEX)
                        return refuse(k,
                                      "piece %d is not on the castle yet: bearing off "
                                      "starts when all pieces are there (T21)",
                                      piece_number(i), 0);
        }
        return THAAYAM_OK;
}

/* The check of each kind of move action (throw and done have none here). */
static thaayam_status (*const kind_checks[])(const check_arg *k) = {
    [THAAYAM_ACT_ENTER] = check_enter,
    [THAAYAM_ACT_MOVE] = check_move,
    [THAAYAM_ACT_TWIN] = check_twin,
    [THAAYAM_ACT_TWIN_MOVE] = check_twin_move,
    [THAAYAM_ACT_TWIN_ENTER] = check_twin_enter,
    [THAAYAM_ACT_OFF] = check_off,
};

/* The reasons an action cannot be made at all, T11 aside. */
static thaayam_status basic_check(const thaayam_state *st, const thaayam_action *a,
                                  char *err, size_t errlen)
{
        check_arg k = {.st = st,
                       .a = a,
                       .seat = st->turn,
                       .p = a->piece,
                       .q = a->piece2,
                       .err = err,
                       .errlen = errlen};
        int twin = a->kind == THAAYAM_ACT_TWIN || a->kind == THAAYAM_ACT_TWIN_MOVE ||
                   a->kind == THAAYAM_ACT_TWIN_ENTER;
        if (k.p >= THAAYAM_PIECES || (twin && (k.q >= THAAYAM_PIECES || k.q <= k.p))) {
                tt_reason_copy(err, errlen,
                               "pieces are numbered 1 to 4, a twin lower first");
                return THAAYAM_ERR_ARG;
        }
        if (a->kind >= sizeof kind_checks / sizeof kind_checks[0] ||
            kind_checks[a->kind] == NULL) {
                tt_reason_copy(err, errlen, "unknown action");
                return THAAYAM_ERR_ARG;
        }
        thaayam_remaining(st, k.c);
        k.at = st->pos[k.seat][k.p];
        k.partner = st->twin[k.seat][k.p];
        return kind_checks[a->kind](&k);
}

static int own_max(const th_own *own, const uint8_t c[THAAYAM_NVALUES], th_memo *memo)
{
        return th_max_usable(own, c, memo);
}

/* T11: why an action that leaves `lost` usable scores unused is refused.
 * With one score lost, names a score that every best plan uses (before[]
 * cannot spare one) and that the best continuation after the action leaves
 * over (c[] can spare one); a score unused by every best plan anyway is
 * never named. */
static thaayam_status refuse_t11(const th_own *own, uint8_t before[THAAYAM_NVALUES],
                                 int best, const th_own *after,
                                 uint8_t c[THAAYAM_NVALUES], int lost, int left,
                                 th_memo *memo, char *err, size_t errlen)
{
        if (lost > 1) {
                tt_reason_n(
                    err, errlen, (unsigned long)lost,
                    "that would leave %d score unused although it could be used (T11)",
                    "that would leave %d scores unused although they could be used (T11)",
                    lost);
                return THAAYAM_ERR_ILLEGAL;
        }
        int wasted = 0;
        for (int v = THAAYAM_NVALUES - 1; v >= 0 && !wasted; v--) {
                if (!c[v] || !before[v])
                        continue;
                before[v]--;
                bool needed = own_max(own, before, memo) < best;
                before[v]++;
                if (!needed)
                        continue;
                c[v]--;
                if (own_max(after, c, memo) == left)
                        wasted = thaayam_values[v];
                c[v]++;
        }
        if (wasted)
                tt_reason(
                    err, errlen,
                    "that would leave the %d unused although it could be used (T11)",
                    wasted);
        else
                tt_reason(err, errlen,
                          "that would leave one score more unused than another choice "
                          "(T11)");
        return THAAYAM_ERR_ILLEGAL;
}

thaayam_status thaayam_action_check(const thaayam_state *st, thaayam_ctx *ctx,
                                    const thaayam_action *a, char *err, size_t errlen)
{
        tt_reason_clear(err, errlen);
        if (th_game_over(st)) {
                tt_reason(err, errlen, "the game is over: %c has won (T22)",
                          thaayam_seat_char(st->places[0]));
                return THAAYAM_ERR_OVER;
        }
        if (a->kind > THAAYAM_ACT_DONE) {
                tt_reason(err, errlen, "unknown action");
                return THAAYAM_ERR_ARG;
        }
        if (st->phase == THAAYAM_PHASE_THROW) {
                if (a->kind != THAAYAM_ACT_THROW) {
                        tt_reason(
                            err, errlen,
                            "throw first: the scores are used once a 2 or 3 ends the "
                            "throws (T5, T7)");
                        return THAAYAM_ERR_PHASE;
                }
                if (!thaayam_score_valid(a->score)) {
                        tt_reason(err, errlen, "%d is not a score: 1, 2, 3, 4 or 8 (T4)",
                                  a->score);
                        return THAAYAM_ERR_ARG;
                }
                return THAAYAM_OK;
        }
        if (a->kind == THAAYAM_ACT_THROW) {
                tt_reason(
                    err, errlen,
                    "the throws of this turn are over (a 2 or 3 ends them, T5): use the "
                    "scores, then done");
                return THAAYAM_ERR_PHASE;
        }
        uint8_t c[THAAYAM_NVALUES];
        th_own own;
        th_memo memo;
        th_local_memo local;
        thaayam_remaining(st, c);
        th_own_of(st, &own);
        th_memo_of(&memo, ctx, &local);
        int best = own_max(&own, c, &memo);
        if (a->kind == THAAYAM_ACT_DONE) {
                if (best == 0)
                        return THAAYAM_OK;
                thaayam_action first;
                char text[THAAYAM_ACTION_MAX];
                move_actions(st, ctx, &first, 1, 0, NULL);
                thaayam_action_format(&first, text, sizeof text);
                tt_reason_n(
                    err, errlen, (unsigned long)best,
                    "%d of the scores can still be used (e.g. %s): done only when "
                    "none can (T11)",
                    "%d of the scores can still be used (e.g. %s): done only when "
                    "none can (T11)",
                    best, text);
                return THAAYAM_ERR_ILLEGAL;
        }
        thaayam_status rc = basic_check(st, a, err, errlen);
        if (rc != THAAYAM_OK)
                return rc;
        /* T11 */
        th_own after = own;
        uint8_t before[THAAYAM_NVALUES];
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                before[v] = c[v];
        int used = th_own_apply(&after, a);
        th_scores_after(c, a);
        int left = own_max(&after, c, &memo);
        if (used + left == best)
                return THAAYAM_OK;
        return refuse_t11(&own, before, best, &after, c, best - used - left, left, &memo,
                          err, errlen);
}

thaayam_status thaayam_action_apply(thaayam_state *st, thaayam_ctx *ctx,
                                    const thaayam_action *a, char *err, size_t errlen)
{
        thaayam_status rc = thaayam_action_check(st, ctx, a, err, errlen);
        if (rc == THAAYAM_OK)
                thaayam_action_apply_unchecked(st, a);
        return rc;
}

/* ------------------------------------------------------------------ preview */

thaayam_status thaayam_action_preview(const thaayam_state *st, const thaayam_action *a,
                                      thaayam_preview *pv)
{
        pv->from_square = pv->to_square = pv->to_index = -1;
        pv->ncaptured = 0;
        pv->splits = 0;
        if (th_game_over(st))
                return THAAYAM_ERR_OVER;
        if (st->phase != THAAYAM_PHASE_MOVE || a->kind == THAAYAM_ACT_THROW)
                return THAAYAM_ERR_PHASE;
        if (a->kind == THAAYAM_ACT_DONE)
                return THAAYAM_OK;
        thaayam_status rc = basic_check(st, a, NULL, 0);
        if (rc != THAAYAM_OK)
                return rc;
        int seat = st->turn;
        int at = st->pos[seat][a->piece];
        if (at >= 0)
                pv->from_square = thaayam_square_of(seat, at);
        if (a->kind == THAAYAM_ACT_TWIN) {
                pv->to_index = at;
                pv->to_square = pv->from_square;
                return THAAYAM_OK;
        }
        if (a->kind == THAAYAM_ACT_OFF)
                return THAAYAM_OK;
        th_own own;
        th_own_of(st, &own);
        th_own_apply(&own, a);
        pv->to_index = own.pos[a->piece];
        pv->to_square = thaayam_square_of(seat, pv->to_index);
        if (a->kind == THAAYAM_ACT_MOVE || a->kind == THAAYAM_ACT_TWIN_MOVE)
                pv->ncaptured =
                    captures_at(st, pv->to_index, a->kind == THAAYAM_ACT_TWIN_MOVE,
                                pv->captured_seat, pv->captured_piece);
        pv->splits =
            a->kind == THAAYAM_ACT_TWIN_MOVE && pv->to_index == THAAYAM_CASTLE_INDEX;
        return THAAYAM_OK;
}
