/* quixo/help.c: the help screen's text of Quixo: its keys and a summary of
 * the rules with their ids. */
#include "tui/quixo/internal.h"
#include "i18n/i18n.h"

const char *tui_quixo_help_text(void)
{
        return _(
            "KEYS\n"
            "Arrows or h j k l: move the cursor. Enter or Space: take the cube under "
            "the cursor, then choose the highlighted end where it goes back in; the "
            "board shows the result while the cursor is on an end. With four players "
            "choose then where the dot points (yourself or your partner) with the "
            "arrows and Enter. Esc: step back. Mouse: click a cube, then an end.\n"
            ": type a move in notation (c1-c5, c1-c5/N with four players, pass).\n"
            "u undo, r redo (when the game allows undo), s save, o load (open), "
            "d offer a draw, g resign (give up), p pause (stops the clocks), "
            "? or F1 this help, q quit (offers to save), n new game when it is over.\n"
            "Saved games: a name without / is kept in ~/.local/share/tabletop "
            "($XDG_DATA_HOME); o and --load look there after the current directory.\n"
            "Computer seats (all of them with --demo): . plays one move while paused, "
            "+ plays faster, - slower.\n"
            "\n"
            "RULES (summary)\n"
            "Q1-Q3: 25 cubes on a 5x5 board, columns a-e, rows 1-5 seen from South. "
            "Only the 16 border cubes may be taken.\n"
            "Q5-Q7: take a border cube that is blank or shows your mark, never your "
            "opponent's. Push it back in at an end of its row or column (not where it "
            "came from), with your mark on top; the cubes between slide one step.\n"
            "Q9-Q10: no passing with two players. A line of five of one mark (row, "
            "column or long diagonal) ends the game: if the push shows a line of the "
            "opponent's mark, the mover loses, even if it also made the mover's own "
            "line.\n"
            "Q11-Q18: four players in two teams, South and North play X, East and "
            "West play O, turns go round the table (clockwise S W N E by default). A "
            "marked cube carries a dot pointing to one player of its team: only that "
            "player may take it. When putting a cube back, point the dot to yourself "
            "or your partner. Everyone's first move takes a blank cube. A player who "
            "cannot take any cube passes (done by itself).\n"
            "Q19: whether teammates may advise each other is agreed before the game.\n"
            "Q20: with a time limit, a player (team) whose time runs out loses.\n"
            "Q21: draw by agreement, and (if on) when the same position comes up a "
            "third time.");
}
