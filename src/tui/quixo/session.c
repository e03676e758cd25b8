/* quixo/session.c: a new Quixo session from the set-up screen's settings:
 * the options (players, order, who starts, repetition: Q4, Q12, Q21), the
 * clock (Q20), undo and advice (Q19), and the seats. */
#include "tui/kit/event.h"
#include "tui/quixo/internal.h"
#include "session/session.h"

#include <stdio.h>

struct session *tui_quixo_new_session(const struct tui_quixo_settings *set, char *why,
                                      size_t len)
{
        struct session_settings ss;
        struct session *s;
        int i;

        session_settings_default(&ss);
        if (set->players == 4)
                snprintf(ss.options, sizeof ss.options,
                         "players=4 order=%s first=%c repetition=%s",
                         set->order ? "ccw" : "cw", tui_quixo_seat_ids4[set->first4],
                         set->repetition ? "on" : "off");
        else
                snprintf(
                    ss.options, sizeof ss.options, "players=2 first=%c repetition=%s",
                    tui_quixo_seat_ids2[set->first2], set->repetition ? "on" : "off");
        ss.clock.mode = set->clock == TUI_QUIXO_CLOCK_MOVE   ? SESSION_CLOCK_PER_MOVE
                        : set->clock == TUI_QUIXO_CLOCK_GAME ? SESSION_CLOCK_GAME
                                                             : SESSION_CLOCK_NONE;
        ss.clock.limit_ms = (int64_t)set->limit_s * 1000;
        ss.clock.increment_ms = (int64_t)set->increment_s * 1000;
        ss.undo_allowed = set->undo;
        ss.advice = set->advice;
        /* a random label for the record: the play screen keys the
         * generator of the computer seats from getrandom(2) */
        if (session_random_seed(&ss.seed, why, len) != 0)
                return NULL;
        s = session_new(&tt_quixo_ops, &ss, tui_now_ms(), why, len);
        if (!s)
                return NULL;
        for (i = 0; i < set->players; i++) {
                const struct tui_seat_setting *seat =
                    set->players == 4 ? &set->seat4[i] : &set->seat2[i];
                char id =
                    set->players == 4 ? tui_quixo_seat_ids4[i] : tui_quixo_seat_ids2[i];
                /* a computer seat goes by its seat's default name (Circle),
                 * not by the name of the person who sat there before */
                bool computer = seat->kind == TUI_SEAT_COMPUTER;
                session_set_seat(
                    s, id, computer ? SESSION_COMPUTER : SESSION_HUMAN, seat->level,
                    computer ? tui_quixo_default_name(set->players, i) : seat->name);
        }
        return s;
}
