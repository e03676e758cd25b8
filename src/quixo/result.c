/* result.c: lines and results of Quixo (Q10, Q18), and result words. */
#include "quixo/qx.h"

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
        qx_text t;
        int w = quixo_outcome_winner(r.outcome);
        const char *side = players == 4 ? "team " : "";
        qx_text_init(&t, buf, len);
        if (r.outcome == QUIXO_OUTCOME_NONE) {
                qx_text_puts(&t, "the game goes on");
                return t.pos;
        }
        if (r.outcome == QUIXO_OUTCOME_DRAW) {
                qx_text_puts(&t, r.reason == QUIXO_REASON_REPETITION
                                     ? "draw by threefold repetition (Q21)"
                                     : "draw by agreement (Q21)");
                return t.pos;
        }
        char wc = (char)(quixo_mark_char(w) - 'a' + 'A');
        char lc = (char)(quixo_mark_char(w ^ 1) - 'a' + 'A');
        qx_text_puts(&t, side);
        qx_text_putc(&t, wc);
        qx_text_puts(&t, " wins: ");
        switch (r.reason) {
        case QUIXO_REASON_LINE:
                qx_text_puts(&t, "a line of five (Q10)");
                break;
        case QUIXO_REASON_OPPONENT_LINE:
                qx_text_puts(&t, side);
                qx_text_putc(&t, lc);
                qx_text_puts(&t, " completed a line of ");
                qx_text_putc(&t, wc);
                qx_text_puts(&t, " (Q10)");
                break;
        case QUIXO_REASON_RESIGNATION:
                qx_text_puts(&t, side);
                qx_text_putc(&t, lc);
                qx_text_puts(&t, " resigned");
                break;
        case QUIXO_REASON_TIME:
                qx_text_puts(&t, side);
                qx_text_putc(&t, lc);
                qx_text_puts(&t, "'s time ran out (Q20)");
                break;
        default:
                qx_text_puts(&t, "the game is over");
                break;
        }
        return t.pos;
}
