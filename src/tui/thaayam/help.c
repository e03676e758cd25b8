/* thaayam/help.c: the help screen's text of Thaayam: its keys, a summary of
 * the rules with their ids, and what the screen's signs mean. */
#include "tui/thaayam/internal.h"
#include "i18n/i18n.h"

#include <stdio.h>

static const char *keys_and_rules(void);

/* What the board, the panel and the log show, in the words and signs the
 * screen uses (a newcomer met "-3-", "(xS1)" and "+turn" unexplained). */
static const char *screen_legend(void)
{
        /* TRANSLATORS: use the words and letters your translation of the
           panel and the log shows ("waiting:", "Throws:", "(lost 2)", "all
           void", "+turn", the seat letter on the board: Basque H12) */
        return _("WHAT THE SCREEN SHOWS\n"
                 "Board: a square shows its name (c1), or with v its number on your path "
                 "and the way on (T3). A palace has its seat's letter in a corner, the "
                 "castle ## (both safe, T13). Pieces are their owner's letter and "
                 "numbers: S12 is South's pieces 1 and 2, S1&2 a twin (T16), S×3 (Sx3 "
                 "in ASCII) three pieces where the numbers do not fit. An x in a corner "
                 "marks the "
                 "last move's capture.\n"
                 "Panel: under each player, waiting: the pieces off the board (each "
                 "enters with a 1, T8) and borne off: the pieces out. Throws (Scores "
                 "while they are used): -3- is void (no piece on the board before the "
                 "first 1, T9), (3) is used, a highlighted score is chosen. The seeds of "
                 "the last throw are drawn with their score (= 3).\n"
                 "Log, a line a turn: the seat, its throws, then its actions in "
                 "notation: enter1 (piece 1 enters), 1+3 (piece 1 moves 3), 1&2+4 (a "
                 "twin moves), off1 (piece 1 is borne off). (xN2) after an action: it "
                 "captured North's piece 2 (T14); (lost 2): a score nothing could use "
                 "(T11); all void (T9); +turn (T15): a capture earned another turn.");
}

const char *tui_thaayam_help_text(void)
{
        static char text[16384];
        snprintf(text, sizeof text, "%s\n\n%s", keys_and_rules(), screen_legend());
        return text;
}

static const char *keys_and_rules(void)
{
        return _(
            "KEYS\n"
            "Throw phase: Enter or Space throws the four seeds (with physical dice: "
            "type the score thrown, 1 2 3 4 or 8).\n"
            "Move phase: type a score (1 2 3 4 8) and choose a piece, or a piece and "
            "then a score: Tab cycles through your pieces (also those off the board), "
            "arrows or h j k l move the cursor and Enter takes the piece on that "
            "square (again: the next one there). The board shows where it lands and "
            "what it captures; Enter plays it. For a twin type several scores (they "
            "add up, the twin moves half, T17); Backspace takes the last score back, "
            "Esc clears the choice.\n"
            "e enter a piece with a 1 (T8, also a whole twin, T19), w declare a twin "
            "on the opposite palace (T16), b bear a piece off from the castle with a 1 "
            "(T21), v show your path with the order of its squares (T3).\n"
            "Mouse: click a piece or a square as Enter does there, a score in the "
            "panel to choose it, and the words of the key line to use their keys; the "
            "\"more\" button at the end of the key line shows the keys that do not "
            "fit.\n"
            ": type an action in notation: enter2, 2+8, twin1&2, 1&2+4+1, enter1&2, "
            "off3, done. This always works.\n"
            "u undo (actions of the current move phase; throws are never taken back), "
            "r redo, s save, o load (open), p pause, a a hint (the plan the computer "
            "would play), c play on for the remaining "
            "places when the game is won (the game so far is saved first), ? or F1 "
            "this help, q quit (offers to save), i picture of the position (an SVG "
            "file in the data directory), f the presenter's view for a projector "
            "(large print, no key hints) and back.\n"
            "Saved games: a name without / is kept in ~/.local/share/tabletop "
            "($XDG_DATA_HOME), and o and --load read a name without / from there only; "
            "./NAME is a file of the current directory.\n"
            "Computer seats (all of them with --demo): . plays one action while "
            "paused, + plays faster, - slower.\n"
            "\n"
            "RULES (summary)\n"
            "T1-T3: 5x5 board; palaces in the middle of each side (S c1, E e3, N c5, W "
            "a3), the castle c3 in the centre. Each piece runs its owner's path of 25 "
            "squares: from the own palace round the outer ring to the right, then the "
            "inner ring the other way, then the castle.\n"
            "T4-T5: four seeds; the score is the number of light faces up (1-4), or 8 "
            "when none. Keep throwing after 1, 4 and 8; a 2 or 3 ends the throws.\n"
            "T6: everyone throws once before the game; the highest starts; ties throw "
            "again. Play passes S, E, N, W.\n"
            "T7-T11: after throwing, use each score on one piece (several scores may go "
            "to one piece). A piece enters on its palace only with a 1. With no piece "
            "on the board, scores thrown before the first 1 are void. A piece may not "
            "go past the castle. Use as many scores as possible; only scores no order "
            "of play can use are forfeited.\n"
            "T12-T15: a single piece ending its move on an ordinary square with "
            "opposing single pieces captures them; they go off the board. Palaces and "
            "the castle are safe. A capture earns another turn.\n"
            "T16-T20: two own pieces on the opposite palace may become a twin; a twin "
            "moves by a group of scores, half their sum; only a twin captures a twin. A "
            "captured twin splits (split) or stays a twin and enters with two 1s "
            "(whole). A twin on the castle splits.\n"
            "T21-T22: once all your remaining pieces are on the castle, each 1 bears "
            "one off. The first to bear off all four wins; the others may play on for "
            "the places.");
}

const char *tui_thaayam_rule_ids_legend(void)
{
        /* TRANSLATORS: a line under the set-up form and the throw-off's
           title, which show rule ids such as (T19) or (T6); short: it must
           fit 70 columns */
        return _("T6, T19...: the numbers of the rules; ? shows the rules.");
}
