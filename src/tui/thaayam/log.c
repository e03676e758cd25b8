/* thaayam/log.c: the log of a Thaayam game on the play screen, rebuilt
 * from the session's history (see thaayam_log.h). */
#include "tui/thaayam/log.h"
#include "tui/seats.h"
#include "i18n/i18n.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void tui_thaayam_append(char *buf, size_t len, const char *fmt, ...)
{
        size_t k = strlen(buf);
        va_list ap;
        if (k + 1 >= len)
                return;
        va_start(ap, fmt);
        vsnprintf(buf + k, len - k, fmt, ap);
        va_end(ap);
}

static struct tui_thaayam_log_entry *log_new(struct tui_thaayam_log *log, int seat)
{
        struct tui_thaayam_log_entry *e;
        if (log->n == TUI_THAAYAM_LOG_MAX) {
                memmove(log->e, log->e + 1, sizeof log->e[0] * (TUI_THAAYAM_LOG_MAX - 1));
                log->n--;
        }
        e = &log->e[log->n++];
        e->seat = seat;
        e->text[0] = '\0';
        return e;
}

void tui_thaayam_captures(const thaayam_state *a, const thaayam_state *b, int mover,
                          bool shown, char *buf, size_t len)
{
        int s, q;
        buf[0] = '\0';
        for (s = 0; s < 4; s++) {
                if (s == mover || !(a->seats & (1u << s)))
                        continue;
                for (q = 0; q < 4; q++)
                        if (a->pos[s][q] >= 0 && b->pos[s][q] == THAAYAM_POS_OFF)
                                tui_thaayam_append(
                                    buf, len, "%s%c%d", buf[0] ? "," : "",
                                    shown ? tui_seat_letter(thaayam_seat_char(s))
                                          : thaayam_seat_char(s) - 32,
                                    q + 1);
        }
}

void tui_thaayam_remaining(const thaayam_state *st, char *buf, size_t len)
{
        int i;
        buf[0] = '\0';
        for (i = 0; i < st->nthrows; i++)
                if (st->throw_status[i] == THAAYAM_THROW_UNUSED)
                        tui_thaayam_append(buf, len, "%s%d", buf[0] ? " " : "",
                                           st->throws[i]);
}

void tui_thaayam_log_rebuild(struct tui_thaayam_log *log, const struct session *s)
{
        char start[TT_STATE_MAX], cap[64], rem[96];
        thaayam_state st, before;
        struct tui_thaayam_log_entry *e = NULL;
        size_t n = session_ply_count(s), i;
        int k;

        memcpy(log->e, log->kept, sizeof log->e[0] * (size_t)log->nkept);
        log->n = log->nkept;
        session_start_state(s, start, sizeof start);
        if (thaayam_state_parse(&st, start, NULL, 0) != THAAYAM_OK)
                return;
        for (i = 1; i <= n; i++) {
                const char *text = session_action_at(s, i);
                thaayam_action a;
                if (!text || thaayam_action_parse(text, &a, NULL, 0) != THAAYAM_OK)
                        return;
                before = st;
                if (a.kind == THAAYAM_ACT_THROW) {
                        if (st.nthrows == 0 || !e || e->seat != st.turn)
                                e = log_new(log, st.turn);
                        if (thaayam_throw_score(&st, a.score, NULL, 0) != THAAYAM_OK)
                                return;
                        if (st.phase == THAAYAM_PHASE_THROW) {
                                tui_thaayam_append(e->text, sizeof e->text, " %d",
                                                   a.score);
                        } else {
                                /* The sequence is complete: now the void
                                 * throws are known (T9). */
                                e->text[0] = '\0';
                                for (k = 0; k < st.nthrows; k++)
                                        tui_thaayam_append(
                                            e->text, sizeof e->text,
                                            st.throw_status[k] >=
                                                    THAAYAM_THROW_VOID_BEFORE_1
                                                ? " -%d-"
                                                : " %d",
                                            st.throws[k]);
                                tui_thaayam_append(e->text, sizeof e->text, "%s", ":");
                        }
                        continue;
                }
                if (!e)
                        e = log_new(log, st.turn);
                if (a.kind == THAAYAM_ACT_DONE) {
                        bool all_void = st.nthrows > 0;
                        for (k = 0; k < st.nthrows; k++)
                                all_void &=
                                    st.throw_status[k] >= THAAYAM_THROW_VOID_BEFORE_1;
                        tui_thaayam_remaining(&st, rem, sizeof rem);
                        if (all_void)
                                /* TRANSLATORS: after a turn in the log whose
                                   throws were all void, struck out (T9);
                                   keep the space (issue 25: "N -2-:" said
                                   nothing) */
                                tui_thaayam_append(e->text, sizeof e->text, "%s",
                                                   _(" all void (T9)"));
                        else if (rem[0])
                                /* TRANSLATORS: after a turn in the log: the
                                   scores it could not use; keep the space */
                                tui_thaayam_append(e->text, sizeof e->text,
                                                   _(" (lost %s)"), rem);
                        thaayam_action_apply_unchecked(&st, &a);
                        if (before.extra)
                                /* TRANSLATORS: after a turn in the log: it
                                   earned an extra turn; keep the space */
                                tui_thaayam_append(e->text, sizeof e->text, "%s",
                                                   _(" +turn (T15)"));
                        e = NULL;
                        continue;
                }
                thaayam_action_apply_unchecked(&st, &a);
                tui_thaayam_captures(&before, &st, before.turn, false, cap, sizeof cap);
                tui_thaayam_append(e->text, sizeof e->text, " %s", text);
                if (cap[0])
                        tui_thaayam_append(e->text, sizeof e->text, "(x%s)", cap);
        }
}

void tui_thaayam_log_keep(struct tui_thaayam_log *log)
{
        memcpy(log->kept, log->e, sizeof log->e[0] * (size_t)log->n);
        log->nkept = log->n;
}

void tui_thaayam_log_forget(struct tui_thaayam_log *log)
{
        log->nkept = 0;
}
