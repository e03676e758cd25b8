/* record.c: reading game records (format in docs/records.md), checked line
 * by line; writing is write.c, the autosave autosave.c. */
#include "tt_ascii.h"
#include "record/record.h"
#include "record/files.h"
#include "tt_clean.h"
#include "tt_text.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* ------------------------------------------------------------ reading */

enum { LINE_MAX_LEN = 4096 };

struct reader {
        const char *p, *end;
        int line;
        int version; /* of the record's first line: 1, or 2 (said lines) */
        char buf[LINE_MAX_LEN + 1];
        char *reason;
        size_t reason_size;
};

static void fail(struct reader *r, const char *fmt, ...)
{
        if (r->reason == NULL || r->reason_size == 0)
                return;
        int n = snprintf(r->reason, r->reason_size, "line %d: ", r->line);
        if (n < 0 || (size_t)n >= r->reason_size)
                return;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->reason + n, r->reason_size - (size_t)n, fmt, ap);
        va_end(ap);
        /* A reason may quote the record: never a control sequence. */
        tt_clean_text(r->reason, r->reason_size, r->reason);
}

/* The next line into r->buf: 1, 0 at the end, -1 on a bad line. */
static int next_line(struct reader *r)
{
        if (r->p >= r->end)
                return 0;
        r->line++;
        const char *nl = memchr(r->p, '\n', (size_t)(r->end - r->p));
        if (nl == NULL) {
                fail(r, "the last line has no end (truncated record?)");
                return -1;
        }
        size_t n = (size_t)(nl - r->p);
        if (n > LINE_MAX_LEN) {
                fail(r, "line too long");
                return -1;
        }
        for (size_t i = 0; i < n; i++) {
                unsigned char c = (unsigned char)r->p[i];
                if (c == '\0' || (c < 0x20 && c != '\t' && !(c == '\r' && i + 1 == n)) ||
                    c == 0x7f) {
                        fail(r, "control character in line");
                        return -1;
                }
        }
        memcpy(r->buf, r->p, n);
        if (n > 0 && r->buf[n - 1] == '\r')
                n--;
        r->buf[n] = '\0';
        /* Names and every other text of a record are shown on terminals:
         * valid UTF-8 without C1 or bidirectional controls only. */
        if (!tt_text_is_clean(r->buf)) {
                fail(r, "invalid UTF-8 or a control character in line");
                return -1;
        }
        r->p = nl + 1;
        return 1;
}

/* "key rest": splits r->buf; returns the rest (may be "") or NULL if the
 * key differs. */
static const char *keyword(const char *line, const char *key)
{
        size_t k = strlen(key);
        if (strncmp(line, key, k) != 0)
                return NULL;
        if (line[k] == '\0')
                return line + k;
        if (line[k] != ' ')
                return NULL;
        return line + k + 1;
}

static bool parse_u64(const char *s, uint64_t *out)
{
        return tt_ascii_u64(s, UINT64_MAX, out);
}

/* A clock time: at most SESSION_CLOCK_MAX_MS (7 days), so that no sum of
 * times overflows. */
static bool parse_ms(const char *s, int64_t *out)
{
        uint64_t v;
        if (!parse_u64(s, &v) || v > (uint64_t)SESSION_CLOCK_MAX_MS)
                return false;
        *out = (int64_t)v;
        return true;
}

struct header {
        const struct tt_game_ops *ops;
        struct session_settings set;
        unsigned seen; /* bit i: header_fields[i] was read */
        int advice_line;
        char start[TT_STATE_MAX];
        struct {
                char id;
                enum session_controller kind;
                int level;
                char name[SESSION_NAME_MAX];
                int line;
        } seats[TT_SEATS_MAX];
        int nseats;
        struct {
                char side;
                int64_t ms;
                int line;
        } times[TT_SEATS_MAX];
        int ntimes;
        int start_line;
        int end_line; /* the first line after the header */
};

static int parse_clock(struct reader *r, const char *v, struct header *h)
{
        struct session_clock_settings *c = &h->set.clock;
        char a[32], b[32], d[32], extra;
        int n = sscanf(v, "%31s %31s %31s %c", a, b, d, &extra);
        memset(c, 0, sizeof *c);
        if (n == 1 && strcmp(a, "none") == 0 && strcmp(v, "none") == 0)
                return 0;
        if (n == 2 && strcmp(a, "per-move") == 0 && parse_ms(b, &c->limit_ms) &&
            c->limit_ms > 0) {
                c->mode = SESSION_CLOCK_PER_MOVE;
                return 0;
        }
        if (n == 3 && strcmp(a, "game") == 0 && parse_ms(b, &c->limit_ms) &&
            parse_ms(d, &c->increment_ms) && c->limit_ms > 0) {
                c->mode = SESSION_CLOCK_GAME;
                return 0;
        }
        fail(r,
             "bad clock '%.60s' (none, per-move MS, or game MS INCREMENT; at most "
             "604800000 ms, 7 days)",
             v);
        return -1;
}

static int parse_seat(struct reader *r, const char *v, struct header *h)
{
        if (h->nseats >= TT_SEATS_MAX) {
                fail(r, "too many seats");
                return -1;
        }
        char id = v[0];
        if (id == '\0' || v[1] != ' ') {
                fail(r, "bad seat line");
                return -1;
        }
        v += 2;
        enum session_controller kind;
        const char *rest;
        if ((rest = keyword(v, "human")) != NULL)
                kind = SESSION_HUMAN;
        else if ((rest = keyword(v, "computer")) != NULL)
                kind = SESSION_COMPUTER;
        else if ((rest = keyword(v, "replay")) != NULL)
                kind = SESSION_REPLAY;
        else {
                fail(r, "seat kind must be human, computer or replay");
                return -1;
        }
        int level = 0;
        const char *p = rest;
        while (*p >= '0' && *p <= '9' && level < 1000)
                level = level * 10 + (*p++ - '0');
        if (p == rest || (*p != '\0' && *p != ' ') || level >= 1000) {
                fail(r, "bad seat level");
                return -1;
        }
        if (*p == ' ')
                p++;
        if (strlen(p) >= SESSION_NAME_MAX) {
                fail(r, "player name too long");
                return -1;
        }
        for (int i = 0; i < h->nseats; i++) {
                if (h->seats[i].id == id) {
                        fail(r, "seat %c given twice", id);
                        return -1;
                }
        }
        h->seats[h->nseats].id = id;
        h->seats[h->nseats].kind = kind;
        h->seats[h->nseats].level = level;
        snprintf(h->seats[h->nseats].name, SESSION_NAME_MAX, "%s", p);
        h->seats[h->nseats].line = r->line;
        h->nseats++;
        return 0;
}

/* "on" or "off" into *out; anything else fails with `refusal`. */
static int parse_on_off(struct reader *r, const char *v, const char *refusal, bool *out)
{
        if (strcmp(v, "on") != 0 && strcmp(v, "off") != 0) {
                fail(r, "%s", refusal);
                return -1;
        }
        *out = strcmp(v, "on") == 0;
        return 0;
}

static int parse_options(struct reader *r, const char *v, struct header *h)
{
        if (strlen(v) >= sizeof h->set.options) {
                fail(r, "options too long");
                return -1;
        }
        snprintf(h->set.options, sizeof h->set.options, "%s", v);
        return 0;
}

static int parse_seed(struct reader *r, const char *v, struct header *h)
{
        if (!parse_u64(v, &h->set.seed)) {
                fail(r, "bad seed '%.40s'", v);
                return -1;
        }
        return 0;
}

static int parse_undo(struct reader *r, const char *v, struct header *h)
{
        return parse_on_off(r, v, "undo must be on or off", &h->set.undo_allowed);
}

static int parse_advice(struct reader *r, const char *v, struct header *h)
{
        h->advice_line = r->line;
        return parse_on_off(r, v, "advice must be on or off (Q19)", &h->set.advice);
}

static int parse_date(struct reader *r, const char *v, struct header *h)
{
        (void)r, (void)v, (void)h; /* kept for people, not read back */
        return 0;
}

static int parse_start(struct reader *r, const char *v, struct header *h)
{
        if (strlen(v) >= sizeof h->start || v[0] == '\0') {
                fail(r, "bad start state");
                return -1;
        }
        snprintf(h->start, sizeof h->start, "%s", v);
        h->start_line = r->line;
        return 0;
}

static int parse_time(struct reader *r, const char *v, struct header *h)
{
        if (h->ntimes >= TT_SEATS_MAX || v[0] == '\0' || v[1] != ' ' ||
            !parse_ms(v + 2, &h->times[h->ntimes].ms)) {
                fail(r, "bad time line (time SIDE MS, at most 604800000 ms)");
                return -1;
        }
        for (int i = 0; i < h->ntimes; i++) {
                if (h->times[i].side == v[0]) {
                        fail(r, "time for '%c' given twice", v[0]);
                        return -1;
                }
        }
        h->times[h->ntimes].side = v[0];
        h->times[h->ntimes].line = r->line;
        h->ntimes++;
        return 0;
}

/* The header lines after "game": each keyword once unless it repeats; the
 * required ones, in this order, name what a header lacks. */
static const struct header_field {
        const char *key;
        bool required, repeats;
        int (*parse)(struct reader *r, const char *v, struct header *h);
} header_fields[] = {
    {"options", true, false, parse_options}, {"seed", true, false, parse_seed},
    {"clock", true, false, parse_clock},     {"undo", true, false, parse_undo},
    {"advice", false, false, parse_advice},  {"date", false, false, parse_date},
    {"seat", false, true, parse_seat},       {"start", false, false, parse_start},
    {"time", false, true, parse_time},
};

enum { HEADER_FIELDS = sizeof header_fields / sizeof header_fields[0] };

static bool header_has(const struct header *h, const char *key)
{
        for (size_t i = 0; i < HEADER_FIELDS; i++)
                if (strcmp(header_fields[i].key, key) == 0)
                        return (h->seen & (1u << i)) != 0;
        return false;
}

static int parse_header_line(struct reader *r, struct header *h)
{
        const char *line = r->buf, *v;
        for (size_t i = 0; i < HEADER_FIELDS; i++) {
                const struct header_field *f = &header_fields[i];
                if ((v = keyword(line, f->key)) == NULL ||
                    (!f->repeats && (h->seen & (1u << i))))
                        continue;
                if (f->parse(r, v, h) != 0)
                        return -1;
                h->seen |= 1u << i;
                return 0;
        }
        char word[24];
        sscanf(line, "%23s", word);
        if (line[0] == '\0' || line[0] == ' ')
                fail(r, "empty or indented line");
        else
                fail(r, "unexpected '%s' (unknown or repeated header field)", word);
        return -1;
}

/* The first two lines: the magic with the version, and the game. */
static int parse_first_lines(struct reader *r, struct header *h)
{
        char version[32];
        int rc = next_line(r);
        if (rc == 0) {
                r->line = 1;
                fail(r, "empty file, not a record");
        }
        if (rc <= 0)
                return -1;
        const char *v = keyword(r->buf, RECORD_MAGIC);
        if (v == NULL) {
                fail(r, "not a tabletop record (first line must be '%s %d')",
                     RECORD_MAGIC, RECORD_VERSION_PLAIN);
                return -1;
        }
        snprintf(version, sizeof version, "%d", RECORD_VERSION);
        r->version = strcmp(v, "1") == 0 ? 1 : 2;
        if (strcmp(v, version) != 0 && strcmp(v, "1") != 0) {
                fail(r,
                     "record version '%.20s' is not supported (this program reads %d "
                     "to %d)",
                     v, RECORD_VERSION_PLAIN, RECORD_VERSION);
                return -1;
        }
        if ((rc = next_line(r)) <= 0 || (v = keyword(r->buf, "game")) == NULL ||
            (h->ops = tt_game_by_name(v)) == NULL) {
                if (rc == 0)
                        fail(r, "record ends after its first line");
                else if (rc > 0) {
                        char names[128];
                        tt_game_list("'game ", "'", " or ", false, names, sizeof names);
                        fail(r, "second line must be %s", names);
                }
                return -1;
        }
        return 0;
}

/* Header lines, up to the first action or the end lines. */
static int parse_header(struct reader *r, struct header *h)
{
        for (;;) {
                int rc = next_line(r);
                if (rc < 0)
                        return -1;
                if (rc == 0) {
                        fail(r, "record ends in its header (truncated?)");
                        return -1;
                }
                if (keyword(r->buf, "action") != NULL || keyword(r->buf, "end") != NULL ||
                    keyword(r->buf, "said") != NULL || keyword(r->buf, "state") != NULL)
                        break;
                if (parse_header_line(r, h) != 0)
                        return -1;
        }
        for (size_t i = 0; i < HEADER_FIELDS; i++) {
                if (header_fields[i].required && !(h->seen & (1u << i))) {
                        fail(r, "header lacks %s", header_fields[i].key);
                        return -1;
                }
        }
        h->end_line = r->line;
        return 0;
}

/* The session of the header: options, start, advice and seats. */
static struct session *start_session(struct reader *r, const struct header *h,
                                     int64_t now_ms)
{
        char why[TT_REASON_MAX];
        struct session *s = session_new(h->ops, &h->set, now_ms, why, sizeof why);
        if (s == NULL) {
                r->line = 3;
                tt_reason_plain(why, sizeof why);
                fail(r, "bad options: %s", why);
                return NULL;
        }
        int seats = session_seat_count(s);
        if (h->start[0] != '\0' &&
            session_set_state(s, h->start, now_ms, why, sizeof why) != 0) {
                r->line = h->start_line;
                tt_reason_plain(why, sizeof why);
                fail(r, "bad start state: %s", why);
                goto bad;
        }
        if (session_seat_count(s) != seats) {
                r->line = h->start_line;
                fail(r, "the start state has %d seats, the options %d",
                     session_seat_count(s), seats);
                goto bad;
        }
        if (h->start[0] != '\0' && h->ops->reachable != NULL &&
            !h->ops->reachable(session_position(s), why, sizeof why)) {
                r->line = h->start_line;
                tt_reason_plain(why, sizeof why);
                fail(r, "the start state cannot come from a game: %s", why);
                goto bad;
        }
        if (header_has(h, "advice") && !tt_game_has_teams(h->ops, session_position(s))) {
                r->line = h->advice_line;
                fail(r, "advice: only a game with teammates keeps an advice line (Q19)");
                goto bad;
        }
        for (int i = 0; i < h->nseats; i++) {
                if (session_set_seat(s, h->seats[i].id, h->seats[i].kind,
                                     h->seats[i].level, h->seats[i].name) != 0) {
                        r->line = h->seats[i].line;
                        fail(r, "no seat '%c' in this game, or a bad name",
                             h->seats[i].id);
                        goto bad;
                }
        }
        r->line = h->end_line;
        return s;
bad:
        session_free(s);
        return NULL;
}

/* ------------------------------------------------------------ the body */

struct body {
        struct session *s;
        const struct header *h;
        int64_t now_ms;
};

static int read_action(struct reader *r, const char *v, struct body *b)
{
        char why[TT_REASON_MAX];
        if (b->h->ops->throw_score != NULL && strcmp(v, "throw") == 0) {
                fail(r, "a throw in a record must give its score ('throw 3')");
                return -1;
        }
        if (session_play(b->s, v, b->now_ms, why, sizeof why) != 0) {
                tt_reason_plain(why, sizeof why);
                fail(r, "illegal action '%.80s': %s", v, why);
                return -1;
        }
        return 0;
}

static int read_end(struct reader *r, const char *v, struct body *b)
{
        enum session_end end;
        char name[16] = "", loser = 0, extra;
        int n = sscanf(v, "%15s %c %c", name, &loser, &extra);
        if (n < 1 || !session_end_parse(name, &end) ||
            (end == SESSION_END_AGREEMENT ? n != 1 : n != 2)) {
                fail(r, "bad end '%.60s' (resign SIDE, time SIDE or agreement)", v);
                return -1;
        }
        if (end == SESSION_END_TIME) {
                const struct session_settings *set = session_settings(b->s);
                const void *pos = session_position(b->s);
                char to_move = b->h->ops->side_of(pos, session_turn(b->s));
                if (set->clock.mode == SESSION_CLOCK_NONE) {
                        fail(r, "a loss on time in a game without a clock (Q20)");
                        return -1;
                }
                if (loser != to_move) {
                        fail(r, "a loss on time for '%c', but '%c' was to move (Q20)",
                             loser, to_move);
                        return -1;
                }
        }
        if (session_set_end(b->s, end, loser) != 0) {
                fail(r, "bad end '%.60s' (resign SIDE, time SIDE or agreement)", v);
                return -1;
        }
        return 0;
}

/* The clocks of the header's time lines, once the game is replayed. */
static int set_times(struct reader *r, const char *v, struct body *b)
{
        (void)v;
        const struct session_clock_settings *clock = &session_settings(b->s)->clock;
        for (int i = 0; i < b->h->ntimes; i++) {
                char side = b->h->times[i].side;
                int64_t ms = b->h->times[i].ms;
                if (clock->mode != SESSION_CLOCK_GAME ||
                    session_time_left(b->s, side, b->now_ms) < 0) {
                        r->line = b->h->times[i].line;
                        fail(r, "time for '%c', which has no game clock", side);
                        return -1;
                }
                /* Without an increment a side never has more than the limit;
                 * with one, at most the bound of every clock. */
                if (clock->increment_ms == 0 && ms > clock->limit_ms) {
                        r->line = b->h->times[i].line;
                        fail(r, "time for '%c' is more than the clock's %" PRId64 " ms",
                             side, clock->limit_ms);
                        return -1;
                }
                session_set_time_left(b->s, side, b->h->times[i].ms);
        }
        return 0;
}

/* "said PLY HH:MM all|team WHO TEXT" (version 2): a line of the players'
 * chat, kept by the host of the game; checked, then left to whoever shows
 * it (record_said_each). */
static int read_said(struct reader *r, const char *v, struct body *b)
{
        (void)b;
        char ply[16], when[8], kind[8], who[RECORD_SAID_WHO_MAX + 1];
        int n = 0;

        if (r->version < 2) {
                fail(r, "a 'said' line needs a record of version 2");
                return -1;
        }
        if (sscanf(v, "%9[0-9] %7s %7s %64s %n", ply, when, kind, who, &n) != 4 ||
            n == 0 || strlen(v + n) > RECORD_SAID_TEXT_MAX || strlen(when) != 5 ||
            when[2] != ':' || (strcmp(kind, "all") != 0 && strcmp(kind, "team") != 0)) {
                fail(r, "expected 'said PLY HH:MM all|team WHO TEXT'");
                return -1;
        }
        for (int i = 0; i < 5; i++)
                if (i != 2 && (when[i] < '0' || when[i] > '9')) {
                        fail(r, "expected 'said PLY HH:MM all|team WHO TEXT'");
                        return -1;
                }
        return 0;
}

static int read_state(struct reader *r, const char *v, struct body *b)
{
        char state[TT_STATE_MAX];
        session_state(b->s, state, sizeof state);
        if (strcmp(v, state) != 0) {
                fail(r, "the actions lead to '%.100s', not to this state", state);
                return -1;
        }
        return 0;
}

static int read_result(struct reader *r, const char *v, struct body *b)
{
        struct session_result res;
        session_result(b->s, &res);
        if (strcmp(v, res.text) != 0) {
                fail(r, "result '%.20s' does not match the game, which gives '%s'", v,
                     res.text);
                return -1;
        }
        return 0;
}

/* The lines after the header, in this order. A step without a key reads
 * no line. `missing`: the message when a line that must come does not;
 * `truncated`: when the record ends after the step's line (NULL: the
 * record must end there). */
static const struct body_step {
        const char *key;
        bool optional, repeats;
        int (*read)(struct reader *r, const char *v, struct body *b);
        const char *missing, *truncated;
} body_steps[] = {
    {"action", true, true, read_action, NULL,
     "record ends without its state and result lines (truncated?)"},
    {"end", true, false, read_end, NULL,
     "record ends without its state line (truncated?)"},
    {"said", true, true, read_said, NULL,
     "record ends without its state line (truncated?)"},
    {NULL, false, false, set_times, NULL, NULL},
    {"state", false, false, read_state, "expected the 'state' line after the actions",
     "record ends without its result line (truncated?)"},
    {"result", false, false, read_result, "expected the 'result' line", NULL},
};

/* r->buf holds the first line after the header. */
static int parse_body(struct reader *r, struct body *b)
{
        for (size_t i = 0; i < sizeof body_steps / sizeof body_steps[0]; i++) {
                const struct body_step *step = &body_steps[i];
                const char *v;
                if (step->key == NULL) {
                        if (step->read(r, NULL, b) != 0)
                                return -1;
                        continue;
                }
                do {
                        if ((v = keyword(r->buf, step->key)) == NULL) {
                                if (step->optional)
                                        break;
                                fail(r, "%s", step->missing);
                                return -1;
                        }
                        if (step->read(r, v, b) != 0)
                                return -1;
                        int rc = next_line(r);
                        if (rc < 0)
                                return -1;
                        if (rc > 0 && step->truncated == NULL) {
                                fail(r, "unexpected line after the result");
                                return -1;
                        }
                        if (rc == 0 && step->truncated != NULL) {
                                fail(r, "%s", step->truncated);
                                return -1;
                        }
                } while (step->repeats);
        }
        return 0;
}

static struct session *parse(struct reader *r, int64_t now_ms)
{
        struct header h;
        memset(&h, 0, sizeof h);
        session_settings_default(&h.set);
        if (parse_first_lines(r, &h) != 0 || parse_header(r, &h) != 0)
                return NULL;
        struct session *s = start_session(r, &h, now_ms);
        if (s == NULL)
                return NULL;
        struct body b = {s, &h, now_ms};
        if (parse_body(r, &b) != 0) {
                session_free(s);
                return NULL;
        }
        session_clock_resume(s, now_ms);
        return s;
}

struct session *record_parse(const char *text, size_t len, int64_t now_ms, char *reason,
                             size_t reason_size)
{
        struct reader *r = calloc(1, sizeof *r);
        if (r == NULL) {
                if (reason != NULL && reason_size > 0)
                        snprintf(reason, reason_size, "out of memory");
                return NULL;
        }
        r->p = text;
        r->end = text + len;
        r->reason = reason;
        r->reason_size = reason_size;
        struct session *s = parse(r, now_ms);
        free(r);
        return s;
}

static struct session *load_how(const char *path, enum record_read_how how,
                                int64_t now_ms, char *reason, size_t reason_size)
{
        char *text;
        size_t len;
        if (record_read_file_how(path, how, &text, &len, reason, reason_size) != 0)
                return NULL;
        char why[TT_REASON_MAX];
        struct session *s = record_parse(text, len, now_ms, why, sizeof why);
        free(text);
        if (s == NULL && reason != NULL && reason_size > 0) {
                snprintf(reason, reason_size, "%s: %s", path, why);
                tt_clean_text(reason, reason_size, reason);
        }
        return s;
}

struct session *record_load(const char *path, int64_t now_ms, char *reason,
                            size_t reason_size)
{
        return load_how(path, RECORD_READ_FOLLOW, now_ms, reason, reason_size);
}

static void rewind_for_replay(struct session *s)
{
        session_seek(s, 0);
        for (int i = 0; i < session_seat_count(s); i++) {
                const struct session_seat *seat = session_seat_at(s, i);
                session_set_seat(s, seat->id, SESSION_REPLAY, seat->level, NULL);
        }
}

struct session *record_replay(const char *path, int64_t now_ms, char *reason,
                              size_t reason_size)
{
        struct session *s = record_load(path, now_ms, reason, reason_size);
        if (s != NULL)
                rewind_for_replay(s);
        return s;
}

struct session *record_open_named(const char *name, bool replay, int64_t now_ms,
                                  char *path, size_t path_size, char *reason,
                                  size_t reason_size)
{
        if (record_path_for_load(name, path, path_size, reason, reason_size) != 0)
                return NULL;
        enum record_read_how how =
            strchr(name, '/') != NULL ? RECORD_READ_FOLLOW : RECORD_READ_NOFOLLOW;
        struct session *s = load_how(path, how, now_ms, reason, reason_size);
        if (s != NULL && replay)
                rewind_for_replay(s);
        return s;
}

int record_said_each(const char *text, size_t len, record_said_fn fn, void *ctx)
{
        const char *p = text, *end = text + len;
        int n = 0;

        while (p < end) {
                const char *nl = memchr(p, '\n', (size_t)(end - p));
                size_t l = nl ? (size_t)(nl - p) : (size_t)(end - p);
                char line[LINE_MAX_LEN + 1], ply[16], when[8], kind[8];
                char who[RECORD_SAID_WHO_MAX + 1];
                int at = 0;
                if (l <= LINE_MAX_LEN && l > 5 && strncmp(p, "said ", 5) == 0) {
                        memcpy(line, p, l);
                        line[l] = '\0';
                        if (l > 0 && line[l - 1] == '\r')
                                line[l - 1] = '\0';
                        if (sscanf(line + 5, "%9[0-9] %7s %7s %64s %n", ply, when, kind,
                                   who, &at) == 4 &&
                            at > 0 && tt_text_is_clean(line)) {
                                fn(ctx, (size_t)strtoull(ply, NULL, 10), when,
                                   strcmp(kind, "team") == 0, who, line + 5 + at);
                                n++;
                        }
                }
                p += l + 1;
        }
        return n;
}
