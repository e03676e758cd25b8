/* explain.c: why a move is good or bad, in the words a teacher would use
 * (quixo_explain): the lines it completes for the mover or for the other
 * side (Q10, Q18), the other side's lines it blocks or leaves open, the
 * lines it prepares, the neutral cube it takes (Q5) and the dot it turns
 * to the partner (Q14). Each reason is written as a reason of tt_text.h:
 * a fixed English sentence citing the rule, with the line and the mark as
 * arguments, so the front end reads it in the player's language. */
#include "internal.h"

#include <string.h>

/* The kinds of reasons about lines, in the order they are given. */
enum line_reason { LR_LOSES, LR_WINS, LR_BLOCKS, LR_PREPARES, LR_ALLOWS, LR_COUNT };

/* The sentences about one line: [reason][row, column, diagonal][2p, 4p].
 * Arguments: the mark (X or O), then the row number, the column letter or
 * the diagonal's two end squares. */
static const char *const line_words[LR_COUNT][3][2] = {
    [LR_LOSES] =
        {
            /* TRANSLATORS: a reason for a move (the hint, the presenter's
               view). %c is a mark, X or O; %d a row number (1-5), the
               second %c a column letter (a-e), %s-%s the end squares of a
               diagonal. Keep the rule id in parentheses. */
            {TT_N_("It completes a line of %c on row %d for the other side: that "
                   "loses (Q10)."),
             TT_N_("It completes a line of team %c on row %d for the other team: that "
                   "loses (Q18).")},
            {TT_N_("It completes a line of %c on column %c for the other side: that "
                   "loses (Q10)."),
             TT_N_("It completes a line of team %c on column %c for the other team: "
                   "that loses (Q18).")},
            {TT_N_("It completes a line of %c on the diagonal %s-%s for the other "
                   "side: that loses (Q10)."),
             TT_N_("It completes a line of team %c on the diagonal %s-%s for the other "
                   "team: that loses (Q18).")},
        },
    [LR_WINS] =
        {
            {TT_N_("It completes the line of %c on row %d (Q10)."),
             TT_N_("It completes the line of team %c on row %d (Q18).")},
            {TT_N_("It completes the line of %c on column %c (Q10)."),
             TT_N_("It completes the line of team %c on column %c (Q18).")},
            {TT_N_("It completes the line of %c on the diagonal %s-%s (Q10)."),
             TT_N_("It completes the line of team %c on the diagonal %s-%s (Q18).")},
        },
    [LR_BLOCKS] =
        {
            {TT_N_("It blocks the line of %c on row %d (Q10)."),
             TT_N_("It blocks the line of team %c on row %d (Q18).")},
            {TT_N_("It blocks the line of %c on column %c (Q10)."),
             TT_N_("It blocks the line of team %c on column %c (Q18).")},
            {TT_N_("It blocks the line of %c on the diagonal %s-%s (Q10)."),
             TT_N_("It blocks the line of team %c on the diagonal %s-%s (Q18).")},
        },
    [LR_PREPARES] =
        {
            {TT_N_("It prepares a line of %c on row %d for the next turn (Q10)."),
             TT_N_("It prepares a line of team %c on row %d for a later turn (Q18).")},
            {TT_N_("It prepares a line of %c on column %c for the next turn (Q10)."),
             TT_N_("It prepares a line of team %c on column %c for a later turn "
                   "(Q18).")},
            {TT_N_("It prepares a line of %c on the diagonal %s-%s for the next turn "
                   "(Q10)."),
             TT_N_("It prepares a line of team %c on the diagonal %s-%s for a later "
                   "turn (Q18).")},
        },
    [LR_ALLOWS] =
        {
            {TT_N_("It lets %c complete a line on row %d next (Q10)."),
             TT_N_("It lets team %c complete a line on row %d next (Q18).")},
            {TT_N_("It lets %c complete a line on column %c next (Q10)."),
             TT_N_("It lets team %c complete a line on column %c next (Q18).")},
            {TT_N_("It lets %c complete a line on the diagonal %s-%s next (Q10)."),
             TT_N_("It lets team %c complete a line on the diagonal %s-%s next (Q18).")},
        },
};

static const uint32_t lines[12] = QX_LINES;

/* The lines (bit i for lines[i]) full of `mark` on the board. */
static unsigned full_lines(const quixo_pos *pos, int mark)
{
        unsigned out = 0;
        for (int i = 0; i < 12; i++)
                if ((pos->mark[mark] & lines[i]) == lines[i])
                        out |= 1u << i;
        return out;
}

/* The lines that the player `turn` (a mark, or a seat with four players)
 * could complete with one move from the board of *pos, without completing
 * one of the other team's with the same move (which would lose, Q10). */
static unsigned threats(const quixo_pos *pos, int turn)
{
        quixo_pos q = *pos, r;
        quixo_move moves[QUIXO_MAX_MOVES];
        unsigned out = 0;
        q.turn = (uint8_t)turn;
        int team = quixo_pos_team_to_move(&q);
        int n = quixo_gen_moves(&q, moves);
        for (int i = 0; i < n; i++) {
                if (quixo_move_is_pass(moves[i]))
                        continue;
                quixo_pos_after(&q, moves[i], &r);
                if (full_lines(&r, team ^ 1) == 0)
                        out |= full_lines(&r, team);
        }
        return out;
}

/* Adds the sentence of reason `kind` about line `line` of `mark`. */
static void add_line(quixo_explanation *out, enum line_reason kind, unsigned set,
                     int mark, bool four)
{
        int line = 0;
        while (line < 12 && !(set & (1u << line)))
                line++;
        if (line == 12 || out->count >= QUIXO_EXPLAIN_MAX)
                return;
        char m = (char)(quixo_mark_char(mark) - 'a' + 'A');
        char *why = out->why[out->count++];
        size_t len = sizeof out->why[0];
        if (line < 5) {
                tt_reason(why, len, line_words[kind][0][four], m, line + 1);
        } else if (line < 10) {
                tt_reason(why, len, line_words[kind][1][four], m, 'a' + line - 5);
        } else {
                char a[3], b[3];
                quixo_square_name(line == 10 ? 0 : 20, a);
                quixo_square_name(line == 10 ? 24 : 4, b);
                tt_reason(why, len, line_words[kind][2][four], m, a, b);
        }
}

static void add_text(quixo_explanation *out, const char *text)
{
        if (out->count < QUIXO_EXPLAIN_MAX)
                tt_reason_copy(out->why[out->count++], sizeof out->why[0], text);
}

int quixo_explain(const quixo_pos *pos, quixo_move m, quixo_explanation *out)
{
        memset(out, 0, sizeof *out);
        if (m == QUIXO_MOVE_NONE || quixo_move_is_pass(m) ||
            quixo_action_check(pos, m, NULL, 0) != QUIXO_OK)
                return 0;
        bool four = pos->players == 4;
        int mover = pos->turn, team = quixo_pos_team_to_move(pos), other = team ^ 1;
        quixo_pos after;
        quixo_pos_after(pos, m, &after);

        /* Q10, Q18: a line of the other side loses, even with one's own. */
        unsigned lost = full_lines(&after, other), won = full_lines(&after, team);
        if (lost) {
                add_line(out, LR_LOSES, lost, other, four);
                return out->count;
        }
        if (won) {
                add_line(out, LR_WINS, won, team, four);
                return out->count;
        }
        /* The other side's next player, before and after this move. */
        quixo_pos before_next = *pos;
        before_next.ply = after.ply;
        unsigned open_before = threats(&before_next, after.turn);
        unsigned open_after = threats(&after, after.turn);
        if (open_before & ~open_after)
                add_line(out, LR_BLOCKS, open_before & ~open_after, other, four);
        /* The mover's own lines for a later turn: new ones only. */
        unsigned mine_before = threats(pos, mover), mine_after = threats(&after, mover);
        if (mine_after & ~mine_before)
                add_line(out, LR_PREPARES, mine_after & ~mine_before, team, four);
        if (open_after & ~open_before)
                add_line(out, LR_ALLOWS, open_after & ~open_before, other, four);
        /* Q5, Q14: the cube taken and the dot. */
        if (quixo_pos_cell(pos, quixo_move_from(m)) == QUIXO_CELL_NEUTRAL)
                if (out->count < QUIXO_EXPLAIN_MAX)
                        tt_reason(out->why[out->count++], sizeof out->why[0],
                                  "It takes a neutral cube, which now shows %c (Q5, Q6).",
                                  (char)(quixo_mark_char(team) - 'a' + 'A'));
        if (four && quixo_move_dot(m) == quixo_seat_partner(mover))
                add_text(out, TT_N_("Its dot points to the partner, who may take this "
                                    "cube later (Q13, Q14)."));
        return out->count;
}
