/* quixo/present.c: Quixo in the presenter's view (play/present.h): the
 * last move in words, with the rule it follows. */
#include "tui/quixo/internal.h"
#include "tui/play/present.h"
#include "tui/seats.h"
#include "i18n/i18n.h"

#include <stdio.h>

bool tui_quixo_present_move(const struct session *s, const void *pos, const char *action,
                            char *buf, size_t len)
{
        const quixo_pos *before = pos;
        quixo_move m;
        char name[SESSION_NAME_MAX + 32], from[3], to[3];
        char id = before->players == 4 ? quixo_seat_char(quixo_pos_seat_to_move(before))
                                       : quixo_mark_char(quixo_pos_team_to_move(before));
        tui_present_who(s, id, name, sizeof name);
        if (quixo_action_parse(action, &m, NULL, 0) != QUIXO_OK)
                return false;
        if (quixo_move_is_pass(m)) {
                snprintf(buf, len, _("%s could take no cube and passed (Q17)."), name);
                return false;
        }
        quixo_square_name(quixo_move_from(m), from);
        quixo_square_name(quixo_move_to(m), to);
        if (quixo_move_dot(m) == QUIXO_SEAT_NONE)
                snprintf(buf, len,
                         _("%s took the cube on %s and pushed it back in at %s (Q7)."),
                         name, from, to);
        else
                snprintf(buf, len,
                         _("%s took the cube on %s and pushed it back in at %s, its dot "
                           "towards %s (Q14)."),
                         name, from, to,
                         tui_seat_word(quixo_seat_char(quixo_move_dot(m))));
        return true;
}
