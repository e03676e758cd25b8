/* class.h: a class on the server (docs/classroom.md, "A class on the
 * server"): a hosted session whose state is the teacher's board (a
 * position, played forward and taken back), the teacher's notes, one
 * question at a time and the roster of pupils with their answers. The
 * hosting process is the one of hosted games (host.c, class_host.c); this
 * file defines what both sides share: the kinds of questions, the
 * messages the host sends to a class's terminals (read here into calls, as
 * client.h does for a game's), and the cells of the class's record (CSV).
 *
 * To the host (besides a game's messages; roles: protocol.h):
 *   hello 2 teach          the teacher's terminal (the host's uid only)
 *   hello 2 pupil          a pupil (hello 2 play in a class is the same)
 *   board STATE [ACTION|- [OPTIONS]]   teacher: the board's position
 *                          (percent-encoded), the action that led to it
 *                          from the last one, the rules' options it needs
 *   note TEXT              teacher: a short note for every pupil
 *   question KIND          teacher: a question about the board (kinds below)
 *   reveal                 teacher: the answers, to everyone
 *   reply ACTION           pupil: the answer to the open question, once
 *   lesson ID|-            teacher: the class takes lesson ID of the game
 *                          (lesson.h), each pupil at their terminal; - ends it
 *   progress ID STEPS      pupil: STEPS steps of lesson ID are done
 * From the host (besides a game's):
 *   class ROLE LOGIN       welcome into the class: teacher or pupil
 *   note TEXT              the teacher's note
 *   question ID KIND       a question is open
 *   replied ID ACTION      this pupil's answer is in
 *   reveal ID KIND ANSWERS VERDICT   the right answers (comma-separated,
 *                          - for none) and this pupil's verdict: right,
 *                          wrong, or - (no answer)
 *   pupil N LOGIN PRESENCE ANSWER VERDICT MS STEPS   line N of the
 *                          roster, to the teacher only (- for no answer
 *                          yet; STEPS: of the last lesson taken, - none)
 *   lesson ID|-            a lesson is taken together now / no longer
 *   record PATH            the class's record was written there (after a
 *                          reveal; to the teacher only)
 */
#ifndef TT_NET_CLASS_H
#define TT_NET_CLASS_H

#include "lesson/lesson.h"
#include "net/wire.h"

#include <stdbool.h>
#include <stddef.h>

enum {
        NET_CLASS_ROSTER_MAX = 64, /* pupils one class remembers */
        NET_CLASS_NOTE_MAX = 160,  /* bytes of a note */
        NET_CLASS_ANSWERS_MAX = 4, /* right answers named at a reveal */
};

/* A kind of question of a game by its id (the games' own, lesson.h:
 * lesson_questions), or NULL. */
const struct lesson_question *net_class_kind(const char *game, const char *id);

enum net_class_verdict { NET_CLASS_NONE, NET_CLASS_RIGHT, NET_CLASS_WRONG };
const char *net_class_verdict_word(enum net_class_verdict v);

/* A line of the roster, as the teacher's terminal is told it. */
struct net_class_pupil {
        int index;
        char login[48]; /* the login, with #N for another terminal of the host's */
        bool here;
        char answer[64]; /* "" when none */
        enum net_class_verdict verdict;
        long long ms; /* from the question to the answer; -1: none */
        int steps;    /* of the last lesson taken together; -1: none */
};

/* What a class's terminal does with the host's class messages; any may be
 * NULL. Texts arrive decoded, neither translated nor sanitized. */
struct net_class_events {
        void (*joined)(void *ctx, bool teacher, const char *login);
        void (*note)(void *ctx, const char *text);
        void (*question)(void *ctx, int id, const char *kind);
        void (*replied)(void *ctx, int id, const char *action);
        void (*reveal)(void *ctx, int id, const char *kind, const char *answers,
                       enum net_class_verdict verdict);
        void (*pupil)(void *ctx, const struct net_class_pupil *p);
        void (*record)(void *ctx, const char *path);
        /* a lesson taken together starts (its id, checked against the
         * game's lessons by the caller) or ends ("") */
        void (*lesson)(void *ctx, const char *id);
};

/* One message of the host: true when it was a class message (an event may
 * have been called), false otherwise. */
bool net_class_take(const struct net_class_events *ev, void *ctx,
                    const struct net_msg *m);

/* One cell of a CSV file (RFC 4180) from untrusted text: quoted when it
 * holds a comma, a quote, a line break or spaces at its ends (quotes
 * doubled), and a text a spreadsheet would take for a formula (starting
 * with = + - @, a tab or a carriage return) gets a ' first. -1 when out
 * is too small (out is then ""). */
int net_csv_cell(char *out, size_t size, const char *text);

#endif
