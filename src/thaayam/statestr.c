/* statestr.c: the state string of Thaayam, written and read:
 *   thaayam players=4 capture=split turn=s phase=move scores=8,4,1,3 extra=0
 *   s=8=2,8=1,3,- e=-,-,-,- n=-,-,-,- w=24,24,#,#
 * (plus ` playon=1 places=s,...` when playing on for the places, T22).
 * Reading checks everything and names the field that is wrong. */
#include "thaayam/internal.h"

static void put_piece(tt_text *m, const thaayam_state *st, int seat, int p)
{
        int at = st->pos[seat][p];
        if (at == THAAYAM_POS_OFF)
                tt_text_char(m, '-');
        else if (at == THAAYAM_POS_HOME)
                tt_text_char(m, '#');
        else
                tt_text_int(m, at);
        if (st->twin[seat][p] != THAAYAM_NO_TWIN) {
                tt_text_char(m, '=');
                tt_text_int(m, st->twin[seat][p] + 1);
        }
}

size_t thaayam_state_format(const thaayam_state *st, char *buf, size_t len)
{
        tt_text m;
        tt_text_init(&m, buf, len);
        tt_text_str(&m, "thaayam players=");
        tt_text_int(&m, thaayam_nseats(st));
        tt_text_str(&m, st->capture == THAAYAM_CAPTURE_WHOLE ? " capture=whole"
                                                             : " capture=split");
        tt_text_str(&m, " turn=");
        tt_text_char(&m, thaayam_seat_char(st->turn));
        tt_text_str(&m, st->phase == THAAYAM_PHASE_MOVE ? " phase=move" : " phase=throw");
        tt_text_str(&m, " scores=");
        int first = 1;
        for (int i = 0; i < st->nthrows; i++) {
                if (st->phase == THAAYAM_PHASE_MOVE &&
                    st->throw_status[i] != THAAYAM_THROW_UNUSED)
                        continue;
                if (!first)
                        tt_text_char(&m, ',');
                first = 0;
                tt_text_int(&m, st->throws[i]);
        }
        tt_text_str(&m, " extra=");
        tt_text_int(&m, st->extra ? 1 : 0);
        for (int s = 0; s < THAAYAM_SEATS; s++) {
                if (!(st->seats & (1u << s)))
                        continue;
                tt_text_char(&m, ' ');
                tt_text_char(&m, thaayam_seat_char(s));
                tt_text_char(&m, '=');
                for (int p = 0; p < THAAYAM_PIECES; p++) {
                        if (p)
                                tt_text_char(&m, ',');
                        put_piece(&m, st, s, p);
                }
        }
        if (st->play_on) {
                tt_text_str(&m, " playon=1 places=");
                for (int i = 0; i < st->nplaces; i++) {
                        if (i)
                                tt_text_char(&m, ',');
                        tt_text_char(&m, thaayam_seat_char(st->places[i]));
                }
        }
        return tt_text_wanted(&m);
}

/* ------------------------------------------------------------------ reading */

/* What has been read so far; the fields are -1 until given. */
typedef struct reader {
        char *err;
        size_t errlen;
        thaayam_state st;
        int players, capture, turn, phase, extra, play_on;
        int have_scores, have_places;
        const char *places, *places_end;
        unsigned seen_seats;
} reader;

static int same(const char *a, size_t n, const char *b)
{
        size_t i = 0;
        for (; i < n && b[i]; i++)
                if (a[i] != b[i])
                        return 0;
        return i == n && b[i] == '\0';
}

/* Reads an unsigned decimal of at most 3 digits from [s, end); -1 if none. */
static int number(const char *s, const char *end, const char **next)
{
        int v = 0, d = 0;
        while (s < end && *s >= '0' && *s <= '9' && d < 3) {
                v = v * 10 + (*s++ - '0');
                d++;
        }
        *next = s;
        return d ? v : -1;
}

static thaayam_status syntax(reader *r, const char *why)
{
        tt_reason_copy(r->err, r->errlen, why);
        return THAAYAM_ERR_SYNTAX;
}

/* ---- one handler per name=value field (the seat fields come later) */

static thaayam_status read_players(reader *r, const char *v, size_t n)
{
        if (n != 1 || v[0] < '2' || v[0] > '4')
                return syntax(r, "players=: 2, 3 or 4 (T2)");
        r->players = v[0] - '0';
        return THAAYAM_OK;
}

/* One of two words, the first read as 0 and the second as 1 (the values of
 * thaayam_capture and thaayam_phase). */
_Static_assert(THAAYAM_CAPTURE_WHOLE == 1 && THAAYAM_PHASE_MOVE == 1,
               "two-word fields read 0 and 1");
static thaayam_status read_word(reader *r, const char *v, size_t n, const char *w0,
                                const char *w1, const char *why, int *out)
{
        if (same(v, n, w0))
                *out = 0;
        else if (same(v, n, w1))
                *out = 1;
        else
                return syntax(r, why);
        return THAAYAM_OK;
}

/* A flag 0 or 1. */
static thaayam_status read_flag(reader *r, const char *v, size_t n, const char *why,
                                int *out)
{
        if (n != 1 || (v[0] != '0' && v[0] != '1'))
                return syntax(r, why);
        *out = v[0] - '0';
        return THAAYAM_OK;
}

static thaayam_status read_capture(reader *r, const char *v, size_t n)
{
        return read_word(r, v, n, "split", "whole", "capture=: split or whole (T19)",
                         &r->capture);
}

static thaayam_status read_turn(reader *r, const char *v, size_t n)
{
        if (n != 1 || thaayam_seat_of_char(v[0]) < 0 || v[0] < 'a')
                return syntax(r, "turn=: a seat s, e, n or w");
        r->turn = thaayam_seat_of_char(v[0]);
        return THAAYAM_OK;
}

static thaayam_status read_phase(reader *r, const char *v, size_t n)
{
        return read_word(r, v, n, "throw", "move", "phase=: throw or move", &r->phase);
}

static thaayam_status read_scores(reader *r, const char *v, size_t n)
{
        const char *end = v + n;
        thaayam_state *st = &r->st;
        st->nthrows = 0;
        while (v < end) {
                const char *next;
                int score = number(v, end, &next);
                if (score < 0 || !thaayam_score_valid(score) ||
                    (next < end && *next != ','))
                        return syntax(r, "scores=: expected scores 1, 2, 3, 4 or 8 "
                                         "separated by commas (T4)");
                if (st->nthrows == THAAYAM_MAX_THROWS) {
                        tt_reason_n(r->err, r->errlen, THAAYAM_MAX_THROWS,
                                    "scores=: more than %d score",
                                    "scores=: more than %d scores", THAAYAM_MAX_THROWS);
                        return THAAYAM_ERR_SYNTAX;
                }
                st->throws[st->nthrows++] = (uint8_t)score;
                v = next;
                if (v < end && ++v == end)
                        return syntax(r, "scores=: ends with a comma");
        }
        r->have_scores = 1;
        return THAAYAM_OK;
}

static thaayam_status read_extra(reader *r, const char *v, size_t n)
{
        return read_flag(r, v, n, "extra=: 0 or 1 (T15)", &r->extra);
}

static thaayam_status read_playon(reader *r, const char *v, size_t n)
{
        return read_flag(r, v, n, "playon=: 0 or 1 (T22)", &r->play_on);
}

/* places= is checked once the pieces are known (check_places). */
static thaayam_status read_places(reader *r, const char *v, size_t n)
{
        r->places = v;
        r->places_end = v + n;
        r->have_places = 1;
        return THAAYAM_OK;
}

static const struct field {
        const char *name;
        thaayam_status (*read)(reader *r, const char *value, size_t len);
} fields[] = {
    {"players", read_players}, {"capture", read_capture}, {"turn", read_turn},
    {"phase", read_phase},     {"scores", read_scores},   {"extra", read_extra},
    {"playon", read_playon},   {"places", read_places},
};

/* One token name=value of the first pass: a field of the table, or a seat
 * field, only noted here (its twins need capture=, read first). */
static thaayam_status read_field(reader *r, const char *tok, const char *end)
{
        const char *eqs = tok;
        while (eqs < end && *eqs != '=')
                eqs++;
        if (eqs == end)
                return syntax(r, "expected name=value fields");
        size_t nlen = (size_t)(eqs - tok);
        int seat = nlen == 1 ? thaayam_seat_of_char(tok[0]) : -1;
        if (seat >= 0 && tok[0] >= 'a') {
                if (r->seen_seats & (1u << seat)) {
                        tt_reason(r->err, r->errlen, "%c=: given twice", tok[0]);
                        return THAAYAM_ERR_SYNTAX;
                }
                r->seen_seats |= 1u << seat;
                return THAAYAM_OK;
        }
        for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
                if (same(tok, nlen, fields[i].name))
                        return fields[i].read(r, eqs + 1, (size_t)(end - eqs - 1));
        tt_text m;
        tt_text_init(&m, r->err, r->errlen);
        tt_text_str(&m, "unknown field '");
        for (const char *c = tok; c < eqs && c < tok + 20; c++)
                tt_text_char(&m, *c);
        tt_text_str(&m, "='");
        return THAAYAM_ERR_SYNTAX;
}

/* ---- the seat fields */

/* One piece "IDX", "-" or "#", with "=P" for a twin partner, at *v. */
static thaayam_status read_piece(reader *r, int seat, int p, const char **pv,
                                 const char *end)
{
        char f = thaayam_seat_char(seat);
        const char *v = *pv;
        if (*v == '-' || *v == '#') {
                r->st.pos[seat][p] = *v == '-' ? THAAYAM_POS_OFF : THAAYAM_POS_HOME;
                v++;
        } else {
                const char *next;
                int at = number(v, end, &next);
                if (at < 0) {
                        tt_reason(r->err, r->errlen,
                                  "%c=: piece %d: expected a path index 0-24, - (off "
                                  "the board) or # (borne off)",
                                  f, p + 1);
                        return THAAYAM_ERR_SYNTAX;
                }
                if (at > THAAYAM_CASTLE_INDEX) {
                        tt_reason(r->err, r->errlen,
                                  "%c=: piece %d: path index %d out of range 0-24 (T3)",
                                  f, p + 1, at);
                        return THAAYAM_ERR_SYNTAX;
                }
                r->st.pos[seat][p] = (int8_t)at;
                v = next;
        }
        r->st.twin[seat][p] = THAAYAM_NO_TWIN;
        if (v < end && *v == '=') {
                v++;
                if (v >= end || *v < '1' || *v > '4') {
                        tt_reason(r->err, r->errlen,
                                  "%c=: piece %d: twin partner must be a piece 1-4", f,
                                  p + 1);
                        return THAAYAM_ERR_SYNTAX;
                }
                r->st.twin[seat][p] = (int8_t)(*v - '1');
                v++;
        }
        *pv = v;
        return THAAYAM_OK;
}

/* Twins: partners point back, stand together, are legal (T16-T20). */
static thaayam_status check_twins(reader *r, int seat)
{
        const thaayam_state *st = &r->st;
        char f = thaayam_seat_char(seat);
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int q = st->twin[seat][p], at = st->pos[seat][p];
                if (q == THAAYAM_NO_TWIN)
                        continue;
                if (q == p)
                        tt_reason(r->err, r->errlen,
                                  "%c=: piece %d is its own twin partner", f, p + 1);
                else if (st->twin[seat][q] != p)
                        tt_reason(
                            r->err, r->errlen,
                            "%c=: piece %d names %d as twin partner, but %d does not "
                            "point back",
                            f, p + 1, q + 1, q + 1);
                else if (st->pos[seat][q] != at)
                        tt_reason(r->err, r->errlen,
                                  "%c=: twin %d&%d: both pieces must stand on the same "
                                  "square",
                                  f, p < q ? p + 1 : q + 1, p < q ? q + 1 : p + 1);
                else if (at == THAAYAM_POS_HOME || at == THAAYAM_CASTLE_INDEX)
                        tt_reason(r->err, r->errlen,
                                  "%c=: piece %d: a twin splits on the castle (T20)", f,
                                  p + 1);
                else if (st->capture == THAAYAM_CAPTURE_SPLIT &&
                         (at == THAAYAM_POS_OFF || at < THAAYAM_TWIN_INDEX))
                        tt_reason(r->err, r->errlen,
                                  "%c=: piece %d: with capture=split a twin is never off "
                                  "the board or behind index 8 (T16, T19)",
                                  f, p + 1);
                else
                        continue;
                return THAAYAM_ERR_ILLEGAL;
        }
        return THAAYAM_OK;
}

static thaayam_status read_seat(reader *r, int seat, const char *v, const char *end)
{
        char f = thaayam_seat_char(seat);
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                if (v >= end) {
                        tt_reason_n(r->err, r->errlen, (unsigned long)p,
                                    "%c=: %d piece given, 4 expected (T2)",
                                    "%c=: %d pieces given, 4 expected (T2)", f, p);
                        return THAAYAM_ERR_SYNTAX;
                }
                thaayam_status rc = read_piece(r, seat, p, &v, end);
                if (rc)
                        return rc;
                if (p < THAAYAM_PIECES - 1) {
                        if (v >= end || *v != ',') {
                                if (v >= end)
                                        tt_reason_n(
                                            r->err, r->errlen, (unsigned long)p + 1,
                                            "%c=: %d piece given, 4 expected (T2)",
                                            "%c=: %d pieces given, 4 expected (T2)", f,
                                            p + 1);
                                else
                                        tt_reason(r->err, r->errlen,
                                                  "%c=: piece %d: unexpected character",
                                                  f, p + 1);
                                return THAAYAM_ERR_SYNTAX;
                        }
                        v++;
                }
        }
        if (v != end) {
                tt_reason(r->err, r->errlen, "%c=: more than 4 pieces given (T2)", f);
                return THAAYAM_ERR_SYNTAX;
        }
        return check_twins(r, seat);
}

/* ---- the passes over the tokens, and the checks of the whole */

/* Calls fn for each space-separated token of text after the first word;
 * stops at the first error. */
static thaayam_status each_token(reader *r, const char *s,
                                 thaayam_status (*fn)(reader *, const char *,
                                                      const char *))
{
        for (;;) {
                while (*s == ' ')
                        s++;
                if (!*s)
                        return THAAYAM_OK;
                const char *tok = s;
                while (*s && *s != ' ')
                        s++;
                thaayam_status rc = fn(r, tok, s);
                if (rc)
                        return rc;
        }
}

/* The second pass: the seat fields, now that capture= is known. */
static thaayam_status read_seat_field(reader *r, const char *tok, const char *end)
{
        if (end - tok >= 2 && tok[1] == '=' && tok[0] >= 'a') {
                int seat = thaayam_seat_of_char(tok[0]);
                if (seat >= 0)
                        return read_seat(r, seat, tok + 2, end);
        }
        return THAAYAM_OK;
}

static thaayam_status check_fields(reader *r)
{
        if (r->players < 0 || r->capture < 0 || r->turn < 0 || r->phase < 0 ||
            r->extra < 0 || !r->have_scores) {
                tt_reason(r->err, r->errlen, "missing field %s",
                          r->players < 0    ? "players="
                          : r->capture < 0  ? "capture="
                          : r->turn < 0     ? "turn="
                          : r->phase < 0    ? "phase="
                          : !r->have_scores ? "scores="
                                            : "extra=");
                return THAAYAM_ERR_SYNTAX;
        }
        int nseats = 0;
        for (int i = 0; i < THAAYAM_SEATS; i++)
                nseats += (r->seen_seats >> i) & 1u;
        if (nseats != r->players) {
                tt_reason_n(r->err, r->errlen, (unsigned long)nseats,
                            "players=%d but %d seat field given (T2)",
                            "players=%d but %d seat fields given (T2)", r->players,
                            nseats);
                return THAAYAM_ERR_ILLEGAL;
        }
        r->st.seats = (uint8_t)r->seen_seats;
        r->st.capture = (uint8_t)r->capture;
        r->st.turn = (uint8_t)r->turn;
        r->st.phase = (uint8_t)r->phase;
        r->st.extra = (uint8_t)r->extra;
        r->st.play_on = (uint8_t)r->play_on;
        return THAAYAM_OK;
}

/* The scores in the order thrown (T5), and what the phase allows. */
static thaayam_status check_throws(reader *r)
{
        thaayam_state *st = &r->st;
        int moving = st->phase == THAAYAM_PHASE_MOVE;
        for (int i = 0; i < st->nthrows; i++)
                st->throw_status[i] =
                    moving ? THAAYAM_THROW_UNUSED : THAAYAM_THROW_PENDING;
        /* the scores are in the order thrown: a 2 or a 3 ends them */
        for (int i = 0; i + moving < st->nthrows; i++)
                if (!thaayam_throw_again(st->throws[i])) {
                        tt_reason(r->err, r->errlen,
                                  moving ? "scores=: a %d ends the throws (T5), so only "
                                           "the last score can be a 2 or a 3"
                                         : "scores=: in the throw phase a %d would have "
                                           "ended the throws (T5)",
                                  st->throws[i]);
                        return THAAYAM_ERR_ILLEGAL;
                }
        if (moving)
                return THAAYAM_OK;
        if (st->nthrows >= THAAYAM_MAX_THROWS) {
                tt_reason_copy(r->err, r->errlen, "scores=: too many throws");
                return THAAYAM_ERR_ILLEGAL;
        }
        if (st->extra) {
                tt_reason_copy(r->err, r->errlen,
                               "extra=1 in the throw phase: captures happen only when "
                               "moving (T15)");
                return THAAYAM_ERR_ILLEGAL;
        }
        return THAAYAM_OK;
}

static thaayam_status illegal(reader *r, const char *why)
{
        tt_reason_copy(r->err, r->errlen, why);
        return THAAYAM_ERR_ILLEGAL;
}

/* places= with play on: the finished seats in finishing order (T22). */
static thaayam_status read_place_list(reader *r, unsigned finished)
{
        thaayam_state *st = &r->st;
        const char *p = r->places;
        unsigned listed = 0;
        while (p && p < r->places_end) {
                int seat = thaayam_seat_of_char(*p);
                if (seat < 0 || *p < 'a' || (listed & (1u << seat)) ||
                    !(finished & (1u << seat)))
                        return illegal(r, "places=: list the seats that have borne off "
                                          "all four pieces, in order, separated by "
                                          "commas (T22)");
                listed |= 1u << seat;
                st->places[st->nplaces++] = (uint8_t)seat;
                p++;
                if (p < r->places_end && *p++ != ',')
                        return syntax(r, "places=: seats separated by commas");
        }
        if (listed != finished)
                return illegal(r,
                               "places=: every seat that has borne off all four pieces "
                               "must be listed (T22)");
        if ((finished & (1u << st->turn)) && !th_game_over(st)) {
                tt_reason(r->err, r->errlen,
                          "turn=%c: that seat has already finished (T22)",
                          thaayam_seat_char(st->turn));
                return THAAYAM_ERR_ILLEGAL;
        }
        return THAAYAM_OK;
}

/* Finished seats and places (T22). */
static thaayam_status check_places(reader *r)
{
        thaayam_state *st = &r->st;
        unsigned finished = 0;
        for (int seat = 0; seat < THAAYAM_SEATS; seat++)
                if ((st->seats & (1u << seat)) && th_all_home(st, seat))
                        finished |= 1u << seat;
        st->nplaces = 0;
        if (r->have_places && !r->play_on)
                return illegal(r, "places=: only with playon=1 (T22)");
        if (r->play_on)
                return read_place_list(r, finished);
        for (int seat = 0; seat < THAAYAM_SEATS; seat++)
                if (finished & (1u << seat))
                        st->places[st->nplaces++] = (uint8_t)seat;
        if (st->nplaces > 1) {
                tt_reason_n(r->err, r->errlen, (unsigned long)st->nplaces,
                            "%d seat has borne off all four pieces: the first one won "
                            "(T22); use playon=1 places=...",
                            "%d seats have borne off all four pieces: the first one "
                            "won (T22); use playon=1 places=...",
                            st->nplaces);
                return THAAYAM_ERR_ILLEGAL;
        }
        return THAAYAM_OK;
}

thaayam_status thaayam_state_parse(thaayam_state *out, const char *text, char *err,
                                   size_t errlen)
{
        reader r = {.err = err,
                    .errlen = errlen,
                    .players = -1,
                    .capture = -1,
                    .turn = -1,
                    .phase = -1,
                    .extra = -1};
        thaayam_options o = {2, 0, 0, 0};
        thaayam_status rc;

        tt_reason_clear(err, errlen);
        if (!text)
                return syntax(&r, "empty state string");
        thaayam_init(&r.st, &o, THAAYAM_S, NULL, 0);
        r.st.seats = 0;
        const char *s = text;
        while (*s == ' ')
                s++;
        if (!(s[0] == 't' && same(s, 7, "thaayam") && (s[7] == ' ' || s[7] == '\0')))
                return syntax(&r, "a Thaayam state string starts with 'thaayam'");
        if ((rc = each_token(&r, s + 7, read_field)) || (rc = check_fields(&r)) ||
            (rc = each_token(&r, text, read_seat_field)))
                return rc;
        if (!(r.st.seats & (1u << r.turn))) {
                tt_reason(err, errlen, "turn=%c: that seat is not in the game",
                          thaayam_seat_char(r.turn));
                return THAAYAM_ERR_ILLEGAL;
        }
        if ((rc = check_throws(&r)) || (rc = check_places(&r)))
                return rc;
        *out = r.st;
        return THAAYAM_OK;
}
