/* write.c: writing game records (format in docs/records.md): the text of
 * a session, and saving it atomically. */
#include "record/record.h"
#include "record/files.h"
#include "tt_clean.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* ------------------------------------------------------------ writing */

struct text {
        char *buf;
        size_t len, cap;
        bool failed;
};

static void put(struct text *t, const char *fmt, ...)
{
        if (t->failed)
                return;
        for (;;) {
                va_list ap;
                va_start(ap, fmt);
                int n = vsnprintf(t->buf + t->len, t->cap - t->len, fmt, ap);
                va_end(ap);
                if (n < 0) {
                        t->failed = true;
                        return;
                }
                if ((size_t)n < t->cap - t->len) {
                        t->len += (size_t)n;
                        return;
                }
                size_t cap = t->cap * 2 + (size_t)n;
                char *bigger = realloc(t->buf, cap);
                if (bigger == NULL) {
                        t->failed = true;
                        return;
                }
                t->buf = bigger;
                t->cap = cap;
        }
}

static const char *kind_name(enum session_controller kind)
{
        return kind == SESSION_COMPUTER ? "computer"
               : kind == SESSION_REPLAY ? "replay"
                                        : "human";
}

/* The settings lines, from "tabletop-record 1" to the seats. */
static void format_settings(struct text *t, const struct session *s, const char *date)
{
        const struct session_settings *set = session_settings(s);
        const struct tt_game_ops *ops = session_ops(s);
        put(t, "%s %d\n", RECORD_MAGIC, RECORD_VERSION_PLAIN);
        put(t, "game %s\n", ops->name);
        put(t, "options %s\n", session_options(s));
        put(t, "seed %" PRIu64 "\n", set->seed);
        switch (set->clock.mode) {
        case SESSION_CLOCK_PER_MOVE:
                put(t, "clock per-move %" PRId64 "\n", set->clock.limit_ms);
                break;
        case SESSION_CLOCK_GAME:
                put(t, "clock game %" PRId64 " %" PRId64 "\n", set->clock.limit_ms,
                    set->clock.increment_ms);
                break;
        default:
                put(t, "clock none\n");
        }
        put(t, "undo %s\n", set->undo_allowed ? "on" : "off");
        /* Q19's advice is a setting of the games with teammates. */
        if (tt_game_has_teams(ops, session_position(s)))
                put(t, "advice %s\n", set->advice ? "on" : "off");
        /* Texts written clean (tt_clean_text), as the reader wants them. */
        char clean[256];
        tt_clean_text(clean, sizeof clean, date);
        put(t, "date %s\n", clean);
        for (int i = 0; i < session_seat_count(s); i++) {
                const struct session_seat *seat = session_seat_at(s, i);
                tt_clean_text(clean, sizeof clean, seat->name);
                put(t, "seat %c %s %d%s%s\n", seat->id, kind_name(seat->kind),
                    seat->level, clean[0] != '\0' ? " " : "", clean);
        }
}

/* The start, when it is not the usual one of the options, and the time
 * left of each side with a game clock. */
static void format_start(struct text *t, const struct session *s)
{
        const struct session_settings *set = session_settings(s);
        const struct tt_game_ops *ops = session_ops(s);
        char state[TT_STATE_MAX], fresh_state[TT_STATE_MAX];
        session_start_state(s, state, sizeof state);
        struct session_settings plain = *set;
        snprintf(plain.options, sizeof plain.options, "%s", session_options(s));
        struct session *fresh = session_new(ops, &plain, 0, NULL, 0);
        if (fresh == NULL) {
                put(t, "start %s\n", state);
        } else {
                session_state(fresh, fresh_state, sizeof fresh_state);
                if (strcmp(state, fresh_state) != 0)
                        put(t, "start %s\n", state);
                session_free(fresh);
        }
        if (set->clock.mode != SESSION_CLOCK_GAME)
                return;
        char sides[TT_SEATS_MAX];
        int nsides = 0;
        for (int i = 0; i < session_seat_count(s); i++) {
                char side = ops->side_of(session_position(s), session_seat_at(s, i)->id);
                if (memchr(sides, side, (size_t)nsides) == NULL) {
                        sides[nsides++] = side;
                        put(t, "time %c %" PRId64 "\n", side,
                            session_time_left(s, side, INT64_MIN));
                }
        }
}

/* The actions, the ending, the state and the result. */
static void format_body(struct text *t, const struct session *s)
{
        char state[TT_STATE_MAX];
        for (size_t i = 1; i <= session_ply_count(s); i++)
                put(t, "action %s\n", session_action_at(s, i));
        struct session_result r;
        session_result(s, &r);
        if (r.end == SESSION_END_TIME || r.end == SESSION_END_RESIGN)
                put(t, "end %s %c\n", session_end_name(r.end), r.loser);
        else if (r.end == SESSION_END_AGREEMENT)
                put(t, "end agreement\n");
        session_state(s, state, sizeof state);
        put(t, "state %s\n", state);
        put(t, "result %s\n", r.text);
}

int record_format(const struct session *s, const char *date, char **text, size_t *len)
{
        struct text t = {malloc(4096), 0, 4096, false};
        if (t.buf == NULL)
                return -1;
        t.buf[0] = '\0';
        char today[64];
        if (date == NULL) {
                time_t now = time(NULL);
                struct tm tm;
                if (gmtime_r(&now, &tm) == NULL ||
                    strftime(today, sizeof today, "%Y-%m-%d %H:%M:%S UTC", &tm) == 0)
                        snprintf(today, sizeof today, "unknown");
                date = today;
        }
        format_settings(&t, s, date);
        format_start(&t, s);
        format_body(&t, s);
        if (t.failed) {
                free(t.buf);
                return -1;
        }
        *text = t.buf;
        *len = t.len;
        size_t said_len;
        const char *said = session_said(s, &said_len);
        if (said_len > 0 && record_add_said(text, len, said, said_len) != 0) {
                free(*text);
                return -1;
        }
        return 0;
}

int record_save(const struct session *s, const char *path, const char *date, char *reason,
                size_t reason_size)
{
        char *text;
        size_t len;
        if (record_format(s, date, &text, &len) != 0) {
                if (reason != NULL && reason_size > 0)
                        snprintf(reason, reason_size, "out of memory");
                return -1;
        }
        int rc = record_write_atomic(path, text, len, reason, reason_size);
        free(text);
        return rc;
}

int record_add_said(char **text, size_t *len, const char *said, size_t said_len)
{
        static const char first[] = RECORD_MAGIC " 1\n";
        char *at, *out;
        size_t head;

        if (said_len == 0)
                return 0;
        if (*len < sizeof first - 1 || memcmp(*text, first, sizeof first - 1) != 0)
                return -1;
        /* the state line (a line of its own: no earlier line starts so) */
        at = strstr(*text, "\nstate ");
        if (!at)
                return -1;
        head = (size_t)(at + 1 - *text);
        out = malloc(*len + said_len + 1);
        if (!out)
                return -1;
        memcpy(out, *text, head);
        memcpy(out + head, said, said_len);
        memcpy(out + head + said_len, *text + head, *len - head);
        out[*len + said_len] = '\0';
        out[sizeof first - 3] = '0' + RECORD_VERSION; /* "tabletop-record 2" */
        free(*text);
        *text = out;
        *len += said_len;
        return 0;
}
