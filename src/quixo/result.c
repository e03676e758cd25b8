/* result.c: lines and results of Quixo (Q10, Q18), and result words. */
#include "quixo/internal.h"

quixo_outcome quixo_outcome_win(int team)
{
        return team == QUIXO_O ? QUIXO_OUTCOME_WIN_O : QUIXO_OUTCOME_WIN_X;
}

int quixo_outcome_winner(quixo_outcome outcome)
{
        if (outcome == QUIXO_OUTCOME_WIN_X)
                return QUIXO_X;
        if (outcome == QUIXO_OUTCOME_WIN_O)
                return QUIXO_O;
        return -1;
}

quixo_result quixo_pos_result(const quixo_pos *pos)
{
        quixo_result r = {QUIXO_OUTCOME_NONE, QUIXO_REASON_NONE};
        int mover = (pos->turn & 1) ^ 1; /* the team that made the last move */
        int other = mover ^ 1;
        if (qx_has_line(pos->mark[other])) { /* Q10: opponent's line loses, first */
                r.outcome = quixo_outcome_win(other);
                r.reason = QUIXO_REASON_OPPONENT_LINE;
        } else if (qx_has_line(pos->mark[mover])) { /* Q10: own line wins */
                r.outcome = quixo_outcome_win(mover);
                r.reason = QUIXO_REASON_LINE;
        }
        return r;
}

uint32_t quixo_lines(const quixo_pos *pos, int mark)
{
        static const uint32_t lines[12] = QX_LINES;
        if (mark != QUIXO_X && mark != QUIXO_O)
                return 0;
        uint32_t m = pos->mark[mark], all = 0;
        for (int i = 0; i < 12; i++)
                if ((m & lines[i]) == lines[i])
                        all |= lines[i];
        return all;
}

uint32_t quixo_winning_lines(const quixo_pos *pos)
{
        int w = quixo_outcome_winner(quixo_pos_result(pos).outcome);
        return w < 0 ? 0 : quixo_lines(pos, w);
}

size_t quixo_result_format(quixo_result r, int players, char *buf, size_t len)
{
        size_t n;
        int w = quixo_outcome_winner(r.outcome);
        bool teams = players == 4;
        const char *fmt;
        if (r.outcome == QUIXO_OUTCOME_NONE) {
                tt_reason_copy(buf, len, "the game goes on");
        } else if (r.outcome == QUIXO_OUTCOME_DRAW) {
                tt_reason_copy(buf, len,
                               r.reason == QUIXO_REASON_REPETITION
                                   ? "draw by threefold repetition (Q21)"
                                   : "draw by agreement (Q21)");
        } else {
                /* whole sentences (a reason: the front end translates it), the
                   winner's mark, then the loser's where the text names it */
                switch (r.reason) {
                case QUIXO_REASON_LINE:
                        fmt = teams ? TT_N_("team %c wins: a line of five (Q10)")
                                    : TT_N_("%c wins: a line of five (Q10)");
                        break;
                case QUIXO_REASON_OPPONENT_LINE:
                        fmt = teams
                                  ? TT_N_("team %c wins: team %c completed a line of %c "
                                          "(Q10)")
                                  : TT_N_("%c wins: %c completed a line of %c (Q10)");
                        break;
                case QUIXO_REASON_RESIGNATION:
                        fmt = teams ? TT_N_("team %c wins: team %c resigned")
                                    : TT_N_("%c wins: %c resigned");
                        break;
                case QUIXO_REASON_TIME:
                        fmt = teams ? TT_N_("team %c wins: team %c's time ran out (Q20)")
                                    : TT_N_("%c wins: %c's time ran out (Q20)");
                        break;
                default:
                        fmt = teams ? TT_N_("team %c wins: the game is over")
                                    : TT_N_("%c wins: the game is over");
                        break;
                }
                char wc = (char)(quixo_mark_char(w) - 'a' + 'A');
                char lc = (char)(quixo_mark_char(w ^ 1) - 'a' + 'A');
                tt_reason(buf, len, fmt, wc, lc, wc);
        }
        n = tt_reason_expand(buf, NULL, NULL, NULL, 0); /* the English text's */
        return n < len ? n : (len ? len - 1 : 0);
}
