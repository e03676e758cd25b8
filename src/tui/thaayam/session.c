/* thaayam/session.c: a new Thaayam session from the set-up screen's
 * settings: its seats in play, the capture rule (T19), who starts (the
 * throw-off's winner, --first, or the session's own throw-off, T6), or a
 * position given as a state string. */
#include "tui/kit/event.h"
#include "tui/thaayam/internal.h"
#include "session/session.h"

#include <stdio.h>
#include <string.h>

static void set_seats(struct session *s, const struct tui_thaayam_settings *set)
{
        int i;
        for (i = 0; i < 4; i++) {
                const struct tui_seat_setting *seat = &set->seat[i];
                if (!session_seat(s, tui_thaayam_seat_ids[i]))
                        continue;
                session_set_seat(s, tui_thaayam_seat_ids[i],
                                 seat->kind == TUI_SEAT_COMPUTER ? SESSION_COMPUTER
                                                                 : SESSION_HUMAN,
                                 seat->level, seat->name[0] ? seat->name : NULL);
        }
}

struct session *tui_thaayam_new_session(const struct tui_thaayam_settings *set, int first,
                                        uint64_t seed, const char *state, char *why,
                                        size_t len)
{
        struct session_settings ss;
        struct session *s;
        char seats[5];
        int i, n = 0;

        session_settings_default(&ss);
        for (i = 0; i < 4; i++)
                if (set->seat[i].kind != TUI_SEAT_EMPTY)
                        seats[n++] = tui_thaayam_seat_ids[i];
        seats[n] = '\0';
        if (state) {
                thaayam_state st;
                if (thaayam_state_parse(&st, state, why, len) != THAAYAM_OK)
                        return NULL;
                /* The seats and the capture rule of the position. */
                n = 0;
                for (i = 0; i < 4; i++)
                        if (st.seats & (1u << i))
                                seats[n++] = tui_thaayam_seat_ids[i];
                seats[n] = '\0';
                snprintf(ss.options, sizeof ss.options, "seats=%s capture=%s first=%c",
                         seats, st.capture == THAAYAM_CAPTURE_WHOLE ? "whole" : "split",
                         thaayam_seat_char(st.turn));
        } else {
                /* no first seat: the session throws off (T6) */
                snprintf(ss.options, sizeof ss.options, "seats=%s capture=%s", seats,
                         set->capture == THAAYAM_CAPTURE_WHOLE ? "whole" : "split");
                if (first >= 0 && first < 4)
                        snprintf(ss.options + strlen(ss.options),
                                 sizeof ss.options - strlen(ss.options), " first=%c",
                                 tui_thaayam_seat_ids[first]);
        }
        /* kept in the record, so --resume and --load keep the dice (T4) */
        if (set->dice == TUI_THAAYAM_DICE_PHYSICAL)
                snprintf(ss.options + strlen(ss.options),
                         sizeof ss.options - strlen(ss.options), " dice=physical");
        ss.undo_allowed = set->undo;
        ss.seed = seed;
        s = session_new(&tt_thaayam_ops, &ss, tui_now_ms(), why, len);
        if (!s)
                return NULL;
        if (state && session_set_state(s, state, tui_now_ms(), why, len) != 0) {
                session_free(s);
                return NULL;
        }
        set_seats(s, set);
        return s;
}
