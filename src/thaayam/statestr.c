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

size_t thaayam_to_string(const thaayam_state *st, char *buf, size_t len)
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

typedef struct reader {
        char *err;
        size_t errlen;
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

static thaayam_status read_scores(thaayam_state *st, const char *v, const char *end,
                                  reader *r)
{
        st->nthrows = 0;
        while (v < end) {
                const char *next;
                int score = number(v, end, &next);
                if (score < 0 || !thaayam_score_valid(score) ||
                    (next < end && *next != ',')) {
                        tt_reason(r->err, r->errlen,
                                  "scores=: expected scores 1, 2, 3, 4 or 8 separated by "
                                  "commas "
                                  "(T4)");
                        return THAAYAM_ERR_SYNTAX;
                }
                if (st->nthrows == THAAYAM_MAX_THROWS) {
                        tt_reason(r->err, r->errlen, "scores=: more than %d scores",
                                  THAAYAM_MAX_THROWS);
                        return THAAYAM_ERR_SYNTAX;
                }
                st->throws[st->nthrows++] = (uint8_t)score;
                v = next;
                if (v < end) {
                        v++;
                        if (v == end) {
                                tt_reason(r->err, r->errlen,
                                          "scores=: ends with a comma");
                                return THAAYAM_ERR_SYNTAX;
                        }
                }
        }
        return THAAYAM_OK;
}

static thaayam_status read_seat(thaayam_state *st, int seat, const char *v,
                                const char *end, reader *r)
{
        char f = thaayam_seat_char(seat);
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                if (v >= end) {
                        tt_reason(r->err, r->errlen,
                                  "%c=: %d pieces given, 4 expected (T2)", f, p);
                        return THAAYAM_ERR_SYNTAX;
                }
                if (*v == '-') {
                        st->pos[seat][p] = THAAYAM_POS_OFF;
                        v++;
                } else if (*v == '#') {
                        st->pos[seat][p] = THAAYAM_POS_HOME;
                        v++;
                } else {
                        const char *next;
                        int at = number(v, end, &next);
                        if (at < 0) {
                                tt_reason(
                                    r->err, r->errlen,
                                    "%c=: piece %d: expected a path index 0-24, - (off "
                                    "the board) or # (borne off)",
                                    f, p + 1);
                                return THAAYAM_ERR_SYNTAX;
                        }
                        if (at > THAAYAM_CASTLE_INDEX) {
                                tt_reason(
                                    r->err, r->errlen,
                                    "%c=: piece %d: path index %d out of range 0-24 (T3)",
                                    f, p + 1, at);
                                return THAAYAM_ERR_SYNTAX;
                        }
                        st->pos[seat][p] = (int8_t)at;
                        v = next;
                }
                st->twin[seat][p] = THAAYAM_NO_TWIN;
                if (v < end && *v == '=') {
                        v++;
                        if (v >= end || *v < '1' || *v > '4') {
                                tt_reason(
                                    r->err, r->errlen,
                                    "%c=: piece %d: twin partner must be a piece 1-4", f,
                                    p + 1);
                                return THAAYAM_ERR_SYNTAX;
                        }
                        st->twin[seat][p] = (int8_t)(*v - '1');
                        v++;
                }
                if (p < THAAYAM_PIECES - 1) {
                        if (v >= end || *v != ',') {
                                tt_reason(r->err, r->errlen,
                                          v >= end
                                              ? "%c=: %d pieces given, 4 expected (T2)"
                                              : "%c=: piece %d: unexpected character",
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
        /* twins: partners point back, stand together, are legal (T16-T20) */
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int q = st->twin[seat][p];
                if (q == THAAYAM_NO_TWIN)
                        continue;
                int at = st->pos[seat][p];
                if (q == p) {
                        tt_reason(r->err, r->errlen,
                                  "%c=: piece %d is its own twin partner", f, p + 1);
                        return THAAYAM_ERR_ILLEGAL;
                }
                if (st->twin[seat][q] != p) {
                        tt_reason(
                            r->err, r->errlen,
                            "%c=: piece %d names %d as twin partner, but %d does not "
                            "point back",
                            f, p + 1, q + 1, q + 1);
                        return THAAYAM_ERR_ILLEGAL;
                }
                if (st->pos[seat][q] != at) {
                        tt_reason(
                            r->err, r->errlen,
                            "%c=: twin %d&%d: both pieces must stand on the same square",
                            f, p < q ? p + 1 : q + 1, p < q ? q + 1 : p + 1);
                        return THAAYAM_ERR_ILLEGAL;
                }
                if (at == THAAYAM_POS_HOME || at == THAAYAM_CASTLE_INDEX) {
                        tt_reason(r->err, r->errlen,
                                  "%c=: piece %d: a twin splits on the castle (T20)", f,
                                  p + 1);
                        return THAAYAM_ERR_ILLEGAL;
                }
                if (st->capture == THAAYAM_CAPTURE_SPLIT &&
                    (at == THAAYAM_POS_OFF || at < THAAYAM_TWIN_INDEX)) {
                        tt_reason(
                            r->err, r->errlen,
                            "%c=: piece %d: with capture=split a twin is never off the "
                            "board or behind index 8 (T16, T19)",
                            f, p + 1);
                        return THAAYAM_ERR_ILLEGAL;
                }
        }
        return THAAYAM_OK;
}

thaayam_status thaayam_from_string(thaayam_state *out, const char *text, char *err,
                                   size_t errlen)
{
        reader rd = {err, errlen};
        reader *r = &rd;
        thaayam_state st;
        thaayam_options o = {2, 0, 0, 0};
        const char *s = text;
        int players = -1, capture = -1, turn = -1, phase = -1, extra = -1, play_on = 0;
        int have_scores = 0, have_places = 0;
        const char *places = NULL, *places_end = NULL;
        unsigned seen_seats = 0;

        if (err && errlen)
                err[0] = '\0';
        if (!text) {
                tt_reason(err, errlen, "empty state string");
                return THAAYAM_ERR_SYNTAX;
        }
        thaayam_init(&st, &o, THAAYAM_S, NULL, 0);
        st.seats = 0;
        while (*s == ' ')
                s++;
        if (!(s[0] == 't' && same(s, 7, "thaayam") && (s[7] == ' ' || s[7] == '\0'))) {
                tt_reason(err, errlen, "a Thaayam state string starts with 'thaayam'");
                return THAAYAM_ERR_SYNTAX;
        }
        s += 7;
        for (;;) {
                while (*s == ' ')
                        s++;
                if (!*s)
                        break;
                const char *tok = s;
                while (*s && *s != ' ')
                        s++;
                const char *end = s;
                const char *eqs = tok;
                while (eqs < end && *eqs != '=')
                        eqs++;
                if (eqs == end) {
                        tt_reason(err, errlen, "expected name=value fields");
                        return THAAYAM_ERR_SYNTAX;
                }
                size_t nlen = (size_t)(eqs - tok);
                const char *v = eqs + 1;
                size_t vlen = (size_t)(end - v);
                int seat = nlen == 1 ? thaayam_seat_of_char(tok[0]) : -1;
                if (seat >= 0 && tok[0] >= 'a') {
                        if (seen_seats & (1u << seat)) {
                                tt_reason(err, errlen, "%c=: given twice", tok[0]);
                                return THAAYAM_ERR_SYNTAX;
                        }
                        seen_seats |= 1u << seat;
                        /* capture= is needed to check twins: read seats after */
                        continue;
                } else if (same(tok, nlen, "players")) {
                        if (vlen != 1 || v[0] < '2' || v[0] > '4') {
                                tt_reason(err, errlen, "players=: 2, 3 or 4 (T2)");
                                return THAAYAM_ERR_SYNTAX;
                        }
                        players = v[0] - '0';
                } else if (same(tok, nlen, "capture")) {
                        if (same(v, vlen, "split"))
                                capture = THAAYAM_CAPTURE_SPLIT;
                        else if (same(v, vlen, "whole"))
                                capture = THAAYAM_CAPTURE_WHOLE;
                        else {
                                tt_reason(err, errlen, "capture=: split or whole (T19)");
                                return THAAYAM_ERR_SYNTAX;
                        }
                } else if (same(tok, nlen, "turn")) {
                        if (vlen != 1 || thaayam_seat_of_char(v[0]) < 0 || v[0] < 'a') {
                                tt_reason(err, errlen, "turn=: a seat s, e, n or w");
                                return THAAYAM_ERR_SYNTAX;
                        }
                        turn = thaayam_seat_of_char(v[0]);
                } else if (same(tok, nlen, "phase")) {
                        if (same(v, vlen, "throw"))
                                phase = THAAYAM_PHASE_THROW;
                        else if (same(v, vlen, "move"))
                                phase = THAAYAM_PHASE_MOVE;
                        else {
                                tt_reason(err, errlen, "phase=: throw or move");
                                return THAAYAM_ERR_SYNTAX;
                        }
                } else if (same(tok, nlen, "scores")) {
                        thaayam_status rc = read_scores(&st, v, end, r);
                        if (rc)
                                return rc;
                        have_scores = 1;
                } else if (same(tok, nlen, "extra")) {
                        if (vlen != 1 || (v[0] != '0' && v[0] != '1')) {
                                tt_reason(err, errlen, "extra=: 0 or 1 (T15)");
                                return THAAYAM_ERR_SYNTAX;
                        }
                        extra = v[0] - '0';
                } else if (same(tok, nlen, "playon")) {
                        if (vlen != 1 || (v[0] != '0' && v[0] != '1')) {
                                tt_reason(err, errlen, "playon=: 0 or 1 (T22)");
                                return THAAYAM_ERR_SYNTAX;
                        }
                        play_on = v[0] - '0';
                } else if (same(tok, nlen, "places")) {
                        places = v;
                        places_end = end;
                        have_places = 1;
                } else {
                        tt_text m;
                        tt_text_init(&m, err, errlen);
                        tt_text_str(&m, "unknown field '");
                        for (const char *c = tok; c < eqs && c < tok + 20; c++)
                                tt_text_char(&m, *c);
                        tt_text_str(&m, "='");
                        return THAAYAM_ERR_SYNTAX;
                }
        }
        if (players < 0 || capture < 0 || turn < 0 || phase < 0 || extra < 0 ||
            !have_scores) {
                tt_reason(err, errlen, "missing field %s",
                          players < 0    ? "players="
                          : capture < 0  ? "capture="
                          : turn < 0     ? "turn="
                          : phase < 0    ? "phase="
                          : !have_scores ? "scores="
                                         : "extra=");
                return THAAYAM_ERR_SYNTAX;
        }
        int nseats = 0;
        for (int i = 0; i < THAAYAM_SEATS; i++)
                nseats += (seen_seats >> i) & 1u;
        if (nseats != players) {
                tt_reason(err, errlen, "players=%d but %d seat fields given (T2)",
                          players, nseats);
                return THAAYAM_ERR_ILLEGAL;
        }
        st.seats = (uint8_t)seen_seats;
        st.capture = (uint8_t)capture;
        st.turn = (uint8_t)turn;
        st.phase = (uint8_t)phase;
        st.extra = (uint8_t)extra;
        st.play_on = (uint8_t)play_on;
        /* second pass: the seat fields */
        s = text;
        for (;;) {
                while (*s == ' ')
                        s++;
                if (!*s)
                        break;
                const char *tok = s;
                while (*s && *s != ' ')
                        s++;
                if (s - tok >= 2 && tok[1] == '=' && tok[0] >= 'a') {
                        int seat = thaayam_seat_of_char(tok[0]);
                        if (seat >= 0) {
                                thaayam_status rc = read_seat(&st, seat, tok + 2, s, r);
                                if (rc)
                                        return rc;
                        }
                }
        }
        if (!(st.seats & (1u << turn))) {
                tt_reason(err, errlen, "turn=%c: that seat is not in the game",
                          thaayam_seat_char(turn));
                return THAAYAM_ERR_ILLEGAL;
        }
        for (int i = 0; i < st.nthrows; i++)
                st.throw_status[i] = phase == THAAYAM_PHASE_MOVE ? THAAYAM_THROW_UNUSED
                                                                 : THAAYAM_THROW_PENDING;
        if (phase == THAAYAM_PHASE_THROW) {
                for (int i = 0; i < st.nthrows; i++)
                        if (!thaayam_throw_again(st.throws[i])) {
                                tt_reason(
                                    err, errlen,
                                    "scores=: in the throw phase a %d would have ended "
                                    "the throws (T5)",
                                    st.throws[i]);
                                return THAAYAM_ERR_ILLEGAL;
                        }
                if (st.nthrows >= THAAYAM_MAX_THROWS) {
                        tt_reason(err, errlen, "scores=: too many throws");
                        return THAAYAM_ERR_ILLEGAL;
                }
                if (extra) {
                        tt_reason(err, errlen,
                                  "extra=1 in the throw phase: captures happen only when "
                                  "moving (T15)");
                        return THAAYAM_ERR_ILLEGAL;
                }
        } else {
                /* the scores are in the order thrown: a 2 or a 3 ends them */
                for (int i = 0; i + 1 < st.nthrows; i++)
                        if (!thaayam_throw_again(st.throws[i])) {
                                tt_reason(
                                    err, errlen,
                                    "scores=: a %d ends the throws (T5), so only the "
                                    "last score can be a 2 or a 3",
                                    st.throws[i]);
                                return THAAYAM_ERR_ILLEGAL;
                        }
        }
        /* finished seats and places (T22) */
        unsigned finished = 0;
        for (int seat = 0; seat < THAAYAM_SEATS; seat++)
                if ((st.seats & (1u << seat)) && th_all_home(&st, seat))
                        finished |= 1u << seat;
        st.nplaces = 0;
        if (have_places && !play_on) {
                tt_reason(err, errlen, "places=: only with playon=1 (T22)");
                return THAAYAM_ERR_ILLEGAL;
        }
        if (play_on) {
                const char *p = places;
                unsigned listed = 0;
                while (p && p < places_end) {
                        int seat = thaayam_seat_of_char(*p);
                        if (seat < 0 || *p < 'a' || (listed & (1u << seat)) ||
                            !(finished & (1u << seat))) {
                                tt_reason(
                                    err, errlen,
                                    "places=: list the seats that have borne off all "
                                    "four pieces, in order, separated by commas (T22)");
                                return THAAYAM_ERR_ILLEGAL;
                        }
                        listed |= 1u << seat;
                        st.places[st.nplaces++] = (uint8_t)seat;
                        p++;
                        if (p < places_end && *p++ != ',') {
                                tt_reason(err, errlen,
                                          "places=: seats separated by commas");
                                return THAAYAM_ERR_SYNTAX;
                        }
                }
                if (listed != finished) {
                        tt_reason(
                            err, errlen,
                            "places=: every seat that has borne off all four pieces "
                            "must be listed (T22)");
                        return THAAYAM_ERR_ILLEGAL;
                }
                if ((finished & (1u << turn)) && !th_game_over(&st)) {
                        tt_reason(err, errlen,
                                  "turn=%c: that seat has already finished (T22)",
                                  thaayam_seat_char(turn));
                        return THAAYAM_ERR_ILLEGAL;
                }
        } else {
                for (int seat = 0; seat < THAAYAM_SEATS; seat++)
                        if (finished & (1u << seat))
                                st.places[st.nplaces++] = (uint8_t)seat;
                if (st.nplaces > 1) {
                        tt_reason(
                            err, errlen,
                            "%d seats have borne off all four pieces: the first one "
                            "won (T22); use playon=1 places=...",
                            st.nplaces);
                        return THAAYAM_ERR_ILLEGAL;
                }
        }
        *out = st;
        return THAAYAM_OK;
}
