/* lesson.h: the guided lessons of both games as data, and how an answer
 * is judged. A lesson is a short sequence of steps about one group of
 * rules; a step is a position (a state string), a task, what answers it
 * (a list of actions, or a goal the rules library checks: the move wins,
 * the move does not lose, the move captures; or one the computer's
 * analysis proves: the move forces a win), and the words for a right
 * and a wrong answer, citing the rule. Strings for people are marked N_()
 * and translated by the front end. Every lesson position and answer is
 * checked by tests/unit/test_lessons.c. Progress per user: progress.c. */
#ifndef TT_LESSON_H
#define TT_LESSON_H

#include <stdbool.h>
#include <stddef.h>

enum lesson_goal {
        LESSON_LISTED,        /* one of the actions in `accept` */
        LESSON_WINS,          /* Quixo: the move makes the mover's line, no other (Q10) */
        LESSON_DOES_NOT_LOSE, /* Quixo: the move does not make the opponent's line (Q10)
                               */
        LESSON_CAPTURES,      /* Thaayam: the move captures (T14, T18) */
        LESSON_FORCES_WIN     /* Quixo: the computer's analysis proves that the
                                 move wins whatever the opponent plays (Q10) */
};

struct lesson_step {
        const char *state;     /* the position */
        const char *task;      /* N_(): what to do, one short line */
        enum lesson_goal goal; /* how the answer is checked */
        const char *accept;    /* actions separated by spaces: the answers
                                  (LESSON_LISTED), or examples of right ones */
        const char *right;     /* N_(): said after a right answer */
        const char *wrong;     /* N_(): said after a legal wrong answer */
};

struct lesson {
        const char *game;  /* "quixo", "thaayam" */
        const char *id;    /* for the progress file: "taking" */
        const char *title; /* N_("Taking a cube") */
        const struct lesson_step *steps;
        int nsteps;
};

/* The lessons of a game, in order; *n is set to their count. */
const struct lesson *lesson_list(const char *game, int *n);

enum lesson_verdict {
        LESSON_RIGHT,  /* the answer does what the step asks */
        LESSON_WRONG,  /* a legal action, but not the answer: why = step->wrong */
        LESSON_ILLEGAL /* the rules refuse it: why = the library's reason */
};

/* Judges `action` played from the step's position with the rules library;
 * why (English, or the step's N_() text) says what was wrong. */
enum lesson_verdict lesson_judge(const struct lesson *l, const struct lesson_step *step,
                                 const char *action, char *why, size_t len);

/* Progress: how many steps of each lesson a user has done, kept in
 * $XDG_STATE_HOME/tabletop/lessons ("quixo.taking 2" lines), written
 * atomically. Unknown or bad lines are ignored. */
int lesson_progress_get(const struct lesson *l);
/* Records that `done` steps of the lesson are done (never lowers it);
 * 0, or -1 with why (the lesson goes on: progress is a convenience). */
int lesson_progress_set(const struct lesson *l, int done, char *why, size_t len);

/* A kind of question a teacher asks about any position of a game (a
 * class, docs/classroom.md): how answers are judged (lesson_judge: the
 * rules library, or the analysis for a forced win), a few words for the
 * teacher's choice, the task ("%s": the side to move, in words) and the
 * explanation shown at the reveal; texts N_() marked. */
struct lesson_question {
        const char *id; /* "win" */
        enum lesson_goal goal;
        const char *label;
        const char *task;
        const char *why;
        const char *none; /* N_(): why it cannot be asked of a position where
                             no move answers it */
};

/* The kinds of questions of `game` (rows ended by a NULL id; none: a
 * NULL id first), from each game's judge (GAME_judge.c). */
const struct lesson_question *lesson_questions(const char *game);

#endif
