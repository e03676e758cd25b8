/* thaayam_lessons.c: the guided lessons of Thaayam, one per group of
 * rules: the seeds and their scores (T4, T5, T7), entering (T8), the path
 * (T3, T10), capturing and the extra turn (T14, T15), palaces (T13), twins
 * (T16, T17), the castle (T20, T21). Two players, South and North. */
#include "lesson/internal.h"
#include "i18n/i18n.h"

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define TH(turn_scores, s, n)                                                            \
        "thaayam players=2 capture=split turn=s phase=move scores=" turn_scores          \
        " extra=0 s=" s " n=" n

static const struct lesson_step seeds[] = {
    {TH("8", "0,-,-,-", "-,-,-,-"),
     N_("No light face scores 8 (T4): move piece 1 by the 8."), LESSON_LISTED, "1+8",
     N_("The score is the number of light faces, 1 to 4, and none scores 8 "
        "(T4)."),
     N_("The task was piece 1 and the 8 (T7).")},
    {TH("4,2", "0,3,-,-", "-,-,-,-"),
     N_("You threw 4, then 2, which ends the throws (T5): use the 4 on piece 2."),
     LESSON_LISTED, "2+4",
     N_("After a 1, 4 or 8 you throw again; a 2 or 3 ends the throws, and you "
        "use the scores in any order (T5, T7)."),
     N_("Any order is allowed, but the task was the 4 on piece 2 (T7).")},
};

static const struct lesson_step entering[] = {
    {TH("1,3", "-,-,-,-", "-,-,-,-"),
     N_("Bring a piece onto your palace: only a 1 can do it (T8)."), LESSON_LISTED,
     "enter1 enter2 enter3 enter4",
     N_("A 1 puts a piece on your palace; the 3 may then move it (T8)."),
     N_("A piece enters only with a 1 (T8).")},
};

static const struct lesson_step path[] = {
    {TH("4", "22,5,-,-", "-,-,-,-"),
     N_("Move a piece by the 4: no piece may go past the castle (T10)."), LESSON_LISTED,
     "2+4",
     N_("Piece 1 on square 22 of the path would pass the castle, 24 (T3, "
        "T10)."),
     N_("Piece 1 would pass the castle: only piece 2 can use the 4 (T10).")},
};

static const struct lesson_step capturing[] = {
    {TH("3", "2,0,-,-", "13,-,-,-"),
     N_("Which piece can capture? Capture North's piece with the 3 (T14)."),
     LESSON_CAPTURES, "1+3",
     N_("North's piece goes off the board, and the capture earns you one more "
        "turn after this one (T14, T15)."),
     N_("Piece 2 lands on e2, where nobody stands: piece 1 goes from e1 to e4, onto "
        "North's piece (T14).")},
};

static const struct lesson_step palaces[] = {
    {TH("3", "1,3,-,-", "12,14,-,-"),
     N_("Capture with the 3: but the palaces are safe (T13)."), LESSON_CAPTURES, "2+3",
     N_("On e5, an ordinary square, North's piece is captured (T14)."),
     N_("e3 is East's palace: nothing is ever captured on a palace or the castle "
        "(T13).")},
};

static const struct lesson_step twins[] = {
    {TH("4", "8,8,-,-", "-,-,-,-"),
     N_("Declare pieces 1 and 2 a twin on North's palace (T16)."), LESSON_LISTED,
     "twin1&2",
     N_("Two of your pieces on the opposite palace may become a twin; it uses "
        "no score (T16)."),
     N_("Moving a single piece is allowed too, but the task was the twin: twin1&2 "
        "(T16).")},
    {TH("4,2", "8=2,8=1,-,-", "-,-,-,-"),
     N_("Move the twin by the 4 and the 2 together (T17)."), LESSON_LISTED, "1&2+4+2",
     N_("A twin moves by a group of scores and goes half their sum: 6 / 2 = 3 "
        "squares (T17)."),
     N_("The task was one move by both scores: 1&2+4+2 goes half of 6, 3 squares "
        "(T17).")},
};

static const struct lesson_step castle[] = {
    {TH("8", "20=2,20=1,#,#", "-,-,-,-"),
     N_("Move the twin into the castle with the 8 (T20)."), LESSON_LISTED, "1&2+8",
     N_("Half of 8 is 4 squares, to the castle, where the twin splits into "
        "two pieces (T17, T20)."),
     N_("The task was the twin and the 8: 1&2+8 (T20).")},
    {TH("1,2", "22,24,#,#", "-,-,-,-"),
     N_("Bring piece 1 into the castle, so that the 1 can bear a piece off (T21)."),
     LESSON_LISTED, "1+2",
     N_("Once all your pieces still in play stand on the castle, each 1 bears "
        "one off (T21)."),
     N_("Piece 1 must reach the castle first, with the 2 (T21).")},
    {TH("1", "24,24,#,#", "-,-,-,-"), N_("Now bear a piece off with the 1 (T21)."),
     LESSON_LISTED, "off1 off2",
     N_("Every piece still in play stands on the castle: the 1 bears one off "
        "(T21, T22)."),
     N_("The task was to bear a piece off with the 1: off1 or off2 (T21).")},
};

static const struct lesson thaayam_lessons[] = {
    {"thaayam", "seeds", N_("The seeds and their scores"), seeds, COUNT(seeds)},
    {"thaayam", "entering", N_("Entering"), entering, COUNT(entering)},
    {"thaayam", "path", N_("The path"), path, COUNT(path)},
    {"thaayam", "capturing", N_("Capturing and the extra turn"), capturing,
     COUNT(capturing)},
    {"thaayam", "palaces", N_("Palaces"), palaces, COUNT(palaces)},
    {"thaayam", "twins", N_("Twins"), twins, COUNT(twins)},
    {"thaayam", "castle", N_("The castle"), castle, COUNT(castle)},
};

const struct lesson *lesson_thaayam_list(int *n)
{
        *n = COUNT(thaayam_lessons);
        return thaayam_lessons;
}
