/* teach/class.h: the teaching board hosted for a class (docs/classroom.md,
 * "A class on the server"): the teacher's terminal starts the hosting
 * process of a class (net/class.h) and speaks to it as the teacher: the
 * board's position after every change (and every what-if move), notes,
 * questions and reveals; it keeps the roster the host sends. The roster
 * and the class's keys are a screen of their own (class_screen.c). */
#ifndef TUI_TEACH_CLASS_H
#define TUI_TEACH_CLASS_H

#include "net/class.h"
#include "net/rendezvous.h"
#include "net/wire.h"
#include "session/game.h"
#include "tui/net/lobby.h"
#include "tui/teach/class_pairs.h"

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

struct teach_board_game;

struct teach_class {
        struct net_conn c;
        bool gone;
        pid_t server;
        char login[NET_LOGIN_LONG_MAX + 1]; /* the teacher's, whole: pupils type it */
        char name[NET_NAME_MAX + 1];
        const struct teach_board_game *g;
        struct net_class_pupil roster[NET_CLASS_ROSTER_MAX];
        bool listed[NET_CLASS_ROSTER_MAX];
        int question; /* the last question's number, 0: none */
        bool open;    /* asked, not revealed */
        char kind[16];
        char answers[128]; /* the right answers, after the reveal */
        char note[NET_CLASS_NOTE_MAX];
        char sent[TT_STATE_MAX];     /* the position the pupils were sent last */
        char error[TT_REASON_MAX];   /* the host's last refusal, "" none */
        char record[1024];           /* where the class's record is, clean; "" */
        const struct lesson *lesson; /* taken together now, or NULL */
        const struct lesson *last;   /* the last one taken (the roster's column) */
        struct teach_pairs pairs;    /* the pairs' games (class_pairs.h) */
};

/* Hosts a class of game g at the position `state` (the host request gives
 * its name and who may join: --table, --watchers, --max-watchers) and
 * joins it as the teacher. 0, or -1 with why. */
int teach_class_open(struct teach_class *tc, const struct teach_board_game *g,
                     const char *state, const struct tui_host_request *req, char *why,
                     size_t len);
/* The class ends: its hosting process is asked to stop (everyone is told,
 * the record is written). */
void teach_class_close(struct teach_class *tc);

/* The board's position for the pupils; action: the one that led to it
 * from the last position sent (a what-if move), or NULL. Nothing is sent
 * when the position is the one sent last. */
void teach_class_board(struct teach_class *tc, const char *state, const char *action);
void teach_class_note(struct teach_class *tc, const char *text);
void teach_class_ask(struct teach_class *tc, const char *kind);
void teach_class_reveal(struct teach_class *tc);
/* The class takes lesson l together (each pupil at their terminal); NULL
 * ends the lesson going on. */
void teach_class_lesson(struct teach_class *tc, const struct lesson *l);

/* Reads what the host sent; true when something changed. */
bool teach_class_poll(struct teach_class *tc);
/* The descriptor to wait on, or -1. */
int teach_class_fd(const struct teach_class *tc);

/* Counts: pupils here, answers in, right answers (of the open or last
 * question). */
void teach_class_count(const struct teach_class *tc, int *here, int *answered,
                       int *right);
/* One line about the class for the board's status line. */
void teach_class_summary(const struct teach_class *tc, char *buf, size_t len);

/* The class's screen: the roster, the note, questions and the reveal. */
enum tui_run teach_class_screen(const struct teach_board_game *g, struct teach_class *tc);

/* The class being taught from this terminal, or NULL (what-if play sends
 * its moves to it). */
extern struct teach_class *teach_class_now;

#endif
