/* match.c: the score of a match kept by seat (see match.h). */
#include "session/match.h"

#include <stdio.h>
#include <string.h>

int session_match_wins(const struct session_match *m, char id)
{
        for (int i = 0; i < m->n; i++)
                if (m->seat[i].id == id)
                        return m->seat[i].wins;
        return 0;
}

void session_match_set(struct session_match *m, char id, int wins)
{
        int i;
        for (i = 0; i < m->n && m->seat[i].id != id; i++)
                ;
        if (i == m->n) {
                if (m->n == TT_SEATS_MAX)
                        return;
                m->n++;
                m->seat[i].id = id;
        }
        m->seat[i].wins = wins;
}

void session_match_count(struct session_match *m, const struct session *s)
{
        const struct tt_game_ops *ops = session_ops(s);
        struct session_result r;

        m->games++;
        session_result(s, &r);
        if (strncmp(r.text, "win ", 4) != 0)
                return;
        for (int i = 0; i < session_seat_count(s); i++) {
                char id = session_seat_at(s, i)->id;
                if (ops->side_of(session_position(s), id) == r.text[4])
                        session_match_set(m, id, session_match_wins(m, id) + 1);
        }
}

void session_match_move(struct session_match *m, const char *from, const char *to, int n)
{
        struct session_match was = *m;
        m->n = 0;
        for (int i = 0; i < n && i < TT_SEATS_MAX; i++)
                session_match_set(m, to[i], session_match_wins(&was, from[i]));
}

/* The game's own word of seat id (English), or "?". */
static const char *own_word(const struct tt_game_ops *ops, char id)
{
        const char *at = ops->seat_letters && id ? strchr(ops->seat_letters, id) : NULL;
        return at && ops->seat_words ? ops->seat_words[at - ops->seat_letters] : "?";
}

size_t session_match_text(const struct session_match *m, const struct session *s,
                          const char *(*word)(char id), char *buf, size_t len)
{
        const struct tt_game_ops *ops = session_ops(s);
        const void *pos = session_position(s);
        int n = session_seat_count(s);
        size_t used = 0;

        if (len)
                buf[0] = '\0';
        for (int i = 0; i < n; i++) {
                const struct session_seat *seat = session_seat_at(s, i);
                char side = ops->side_of(pos, seat->id);
                const char *w = word ? word(seat->id) : own_word(ops, seat->id);
                bool listed = false, shared = false;
                for (int j = 0; j < n && seat->name[0]; j++) {
                        const struct session_seat *o = session_seat_at(s, j);
                        if (j == i || strcmp(o->name, seat->name) != 0)
                                continue;
                        if (ops->side_of(pos, o->id) != side)
                                shared = true; /* the name alone tells nobody apart */
                        else if (j < i)
                                listed = true; /* a team's player on two seats */
                }
                if (listed)
                        continue;
                char one[SESSION_NAME_MAX + 64];
                int wins = session_match_wins(m, seat->id);
                if (!seat->name[0])
                        snprintf(one, sizeof one, "%s %d", w, wins);
                else if (shared)
                        snprintf(one, sizeof one, "%s (%s) %d", seat->name, w, wins);
                else
                        snprintf(one, sizeof one, "%s %d", seat->name, wins);
                int k =
                    snprintf(used < len ? buf + used : NULL, used < len ? len - used : 0,
                             "%s%s", used ? ", " : "", one);
                if (k > 0)
                        used += (size_t)k;
        }
        return used;
}
