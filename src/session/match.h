/* match.h: the score of a match, the games played in a row by the same
 * people with sides swapped (issue 30: a hosted rematch, n at one
 * terminal). The games won are kept by seat and move round with the people
 * at each new game, so two players of the same name (one login at two
 * terminals) are told apart: their seat is written after the name. */
#ifndef TT_SESSION_MATCH_H
#define TT_SESSION_MATCH_H

#include "session/game.h"
#include "session/session.h"

#include <stddef.h>

struct session_match {
        int games; /* played so far */
        int n;
        struct {
                char id; /* the seat in the current game */
                int wins;
        } seat[TT_SEATS_MAX];
};

/* The games won by the people at seat id (0 when none). */
int session_match_wins(const struct session_match *m, char id);

/* Sets them (a seat more when id is new; ignored when the table is full). */
void session_match_set(struct session_match *m, char id, int wins);

/* The ended game s counts: one game more, and a win for every seat of the
 * winning side (a team counts once per player). */
void session_match_count(struct session_match *m, const struct session *s);

/* The people of seat from[i] sit at seat to[i] in the next game (n
 * seats): their wins go with them. */
void session_match_move(struct session_match *m, const char *from, const char *to, int n);

/* The score in the seats' order of s: "ana 1, ben 0". A name used on more
 * than one side gets its seat's word ("root (X) 1, root (O) 0"); one name
 * on two seats of a side (a team) is listed once. word gives a seat's word
 * (NULL: the game's own, in English, as records are); a seat without a
 * name is its word. Returns the length the whole text needs. */
size_t session_match_text(const struct session_match *m, const struct session *s,
                          const char *(*word)(char id), char *buf, size_t len);

#endif
