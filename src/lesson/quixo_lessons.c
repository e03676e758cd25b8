/* quixo_lessons.c: the guided lessons of Quixo, one per group of rules:
 * taking a cube (Q3, Q5), pushing (Q7), the line that wins and the line
 * that loses (Q10), thinking ahead (a forced win, checked by the
 * computer's analysis), teams and dots (Q11, Q13, Q14), passing (Q17). */
#include "lesson/internal.h"
#include "i18n/i18n.h"

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

static const struct lesson_step taking[] = {
    {"quixo players=2 turn=x ply=0 board=...../...../...../...../.....",
     N_("Take a corner cube and push it back in (Q3)."), LESSON_LISTED,
     "a1-a5 a1-e1 e1-a1 e1-e5 a5-a1 a5-e5 e5-a5 e5-e1",
     N_("A corner cube goes back in at the other end of its row or of its "
        "column (Q3, Q7)."),
     N_("That cube is on the edge but not on a corner: the corners are a1, e1, a5 and "
        "e5 (Q3).")},
    {"quixo players=2 turn=x ply=14 board=oo.oo/o...o/o.x.o/o...o/.x.o.",
     N_("Take the cube that shows your mark, X (Q5)."), LESSON_LISTED,
     "b1-b5 b1-a1 b1-e1",
     N_("You may take a neutral cube or one with your own mark, never one of "
        "your opponent's (Q5)."),
     N_("A neutral cube may be taken too, but the task was the cube with your X, b1 "
        "(Q5).")},
};

static const struct lesson_step pushing[] = {
    {"quixo players=2 turn=x ply=0 board=...../...../...../...../.....",
     N_("Take c1 and push it in at the far end of its column (Q7)."), LESSON_LISTED,
     "c1-c5",
     N_("The cubes of column c slide down one square and your X goes on top "
        "at c5 (Q6, Q7)."),
     N_("The task was c1, pushed in at c5, the other end of its column (Q7).")},
    {"quixo players=2 turn=x ply=0 board=...../...../...../...../.....",
     N_("Push a cube in so that the whole of row 3 slides (Q7)."), LESSON_LISTED,
     "a3-e3 e3-a3",
     N_("A cube taken from one end of a row and pushed in at the other end "
        "moves the whole row (Q7)."),
     N_("Only a cube taken from an end of row 3, a3 or e3, and pushed in at the other "
        "end moves the whole row (Q7).")},
};

static const struct lesson_step line[] = {
    {"quixo players=2 turn=x ply=8 board=...../...../xxxx./...../oo.o.",
     N_("Take a cube that lets you finish a line (Q10)."), LESSON_WINS, "e3-a3",
     N_("Five X in a row, column or diagonal win the game (Q10)."),
     N_("That push does not make five X in a row, a column or a diagonal (Q10).")},
    {"quixo players=2 turn=x ply=8 board=...../..o../oo.oo/...../x...x",
     N_("O has four in row 3: make a move that does not give O the fifth (Q10)."),
     LESSON_DOES_NOT_LOSE, "a1-a5",
     N_("A push that makes your opponent's line loses, even when you make "
        "your own with it (Q10)."),
     N_("That push slides the O of c4 into c3: five O in row 3, and X loses although "
        "O made no move (Q10).")},
};

static const struct lesson_step ahead[] = {
    {"quixo players=2 turn=x ply=26 board=oxxxo/x.xox/x..../.o..x/xo.oo",
     N_("Find the push after which X wins whatever O plays (Q10)."), LESSON_FORCES_WIN,
     "a2-a5",
     N_("Whatever O answers, X completes a line next: the computer has checked "
        "every answer (Q10)."),
     N_("After that push O can still defend: the computer finds an answer. Look for "
        "a push that makes two threats at once (Q10).")},
};

static const struct lesson_step teams[] = {
    {"quixo players=4 order=cw turn=s ply=8 "
     "board=........../........../........../........../xnxs......",
     N_("South: take the X cube whose dot points to you (Q13)."), LESSON_LISTED,
     "b1-b5/S b1-b5/N b1-a1/S b1-a1/N b1-e1/S b1-e1/N",
     N_("A cube of your team may be moved only by the teammate its dot points "
        "to (Q13)."),
     N_("That is a neutral cube; the task was b1, the X cube dotted to South (Q13).")},
    {"quixo players=4 order=cw turn=s ply=8 "
     "board=........../........../........../........../..........",
     N_("Push c1 in at c5 with its dot towards your partner, North (Q14)."),
     LESSON_LISTED, "c1-c5/N",
     N_("The dot you choose says which of you may move that cube later "
        "(Q14)."),
     N_("The task was c1-c5 with the dot towards North, your partner: c1-c5/N "
        "(Q14).")},
};

static const struct lesson_step passing[] = {
    {"quixo players=4 order=cw turn=s ply=16 "
     "board=xnoexnoexn/oe......oe/xn......xn/oe......oe/xnoexnoexn",
     N_("South cannot take any cube: watch what happens (Q17)."), LESSON_LISTED, "pass",
     N_("With no neutral cube and no X cube dotted to South on the edge, South "
        "must pass (Q17)."),
     N_("South has no cube to take: the only move is to pass (Q17).")},
};

static const struct lesson quixo_lessons[] = {
    {"quixo", "taking", N_("Taking a cube"), taking, COUNT(taking)},
    {"quixo", "pushing", N_("Pushing"), pushing, COUNT(pushing)},
    {"quixo", "line", N_("The line that wins, the line that loses"), line, COUNT(line)},
    {"quixo", "ahead", N_("Thinking ahead: a win that cannot be stopped"), ahead,
     COUNT(ahead)},
    {"quixo", "teams", N_("Teams and dots"), teams, COUNT(teams)},
    {"quixo", "passing", N_("Passing"), passing, COUNT(passing)},
};

const struct lesson *lesson_quixo_list(int *n)
{
        *n = COUNT(quixo_lessons);
        return quixo_lessons;
}
