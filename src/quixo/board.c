/* board.c: positions, squares and seats of Quixo (Q1-Q4, Q11, Q12): the
 * starting position, cell and dot accessors, square names, push ends. */
#include "quixo/internal.h"

void quixo_options_default(quixo_options *opt, int players)
{
        opt->players = players;
        opt->order = QUIXO_CW;
        opt->first = players == 4 ? QUIXO_S : QUIXO_X; /* Q4 */
        opt->repetition = true;                        /* Q21 */
}

static quixo_status check_options(const quixo_options *opt, char *why, size_t len)
{
        if (opt->players != 2 && opt->players != 4) {
                tt_reason_copy(why, len, "a game has 2 or 4 players (Q4, Q11)");
                return QUIXO_E_OPTION;
        }
        if (opt->order != QUIXO_CW && opt->order != QUIXO_CCW) {
                tt_reason_copy(why, len, "the turn order is cw or ccw (Q12)");
                return QUIXO_E_OPTION;
        }
        if (opt->players == 2 && opt->first != QUIXO_X && opt->first != QUIXO_O) {
                tt_reason_copy(why, len, "with two players x or o starts (Q4)");
                return QUIXO_E_OPTION;
        }
        if (opt->players == 4 && (opt->first < QUIXO_S || opt->first > QUIXO_W)) {
                tt_reason_copy(why, len,
                               "with four players a seat s, e, n or w starts (Q4, Q11)");
                return QUIXO_E_OPTION;
        }
        return QUIXO_OK;
}

quixo_status quixo_pos_init(quixo_pos *pos, const quixo_options *opt, char *why,
                            size_t len)
{
        quixo_status st = check_options(opt, why, len);
        if (st != QUIXO_OK)
                return st;
        pos->mark[0] = pos->mark[1] = 0; /* Q2: every cube neutral */
        pos->dot = 0;
        pos->ply = 0;
        pos->turn = (uint8_t)opt->first;
        pos->players = (uint8_t)opt->players;
        pos->order = (uint8_t)(opt->players == 4 ? opt->order : QUIXO_CW);
        pos->reserved = 0;
        tt_reason_clear(why, len);
        return QUIXO_OK;
}

quixo_cell quixo_pos_cell(const quixo_pos *pos, int sq)
{
        if (sq < 0 || sq >= QUIXO_SQUARES)
                return QUIXO_CELL_NEUTRAL;
        if (pos->mark[QUIXO_X] >> sq & 1u)
                return QUIXO_CELL_X;
        if (pos->mark[QUIXO_O] >> sq & 1u)
                return QUIXO_CELL_O;
        return QUIXO_CELL_NEUTRAL;
}

int quixo_pos_dot(const quixo_pos *pos, int sq)
{
        quixo_cell c = quixo_pos_cell(pos, sq);
        if (pos->players != 4 || c == QUIXO_CELL_NEUTRAL)
                return QUIXO_SEAT_NONE;
        /* team seat (S=0 / E=1) plus 2 when the dot points to N / W */
        return (c == QUIXO_CELL_X ? 0 : 1) + 2 * (int)(pos->dot >> sq & 1u);
}

int quixo_pos_team_to_move(const quixo_pos *pos)
{
        return pos->turn & 1;
}

int quixo_pos_seat_to_move(const quixo_pos *pos)
{
        return pos->players == 4 ? pos->turn : QUIXO_SEAT_NONE;
}

int quixo_seat_team(int seat)
{
        return seat & 1; /* Q11: S, N play X; E, W play O */
}

int quixo_seat_partner(int seat)
{
        return seat ^ 2;
}

int quixo_seat_next(int seat, quixo_order order)
{
        return qx_next_turn[2 + (order == QUIXO_CCW)][seat & 3];
}

char quixo_seat_char(int seat)
{
        return seat >= 0 && seat <= 3 ? "senw"[seat] : '?';
}

char quixo_mark_char(int mark)
{
        return mark == QUIXO_X ? 'x' : mark == QUIXO_O ? 'o' : '?';
}

int quixo_seat_of_char(char c)
{
        switch (c) {
        case 's':
                return QUIXO_S;
        case 'e':
                return QUIXO_E;
        case 'n':
                return QUIXO_N;
        case 'w':
                return QUIXO_W;
        default:
                return QUIXO_SEAT_NONE;
        }
}

int quixo_team_of_char(char c)
{
        int seat = quixo_seat_of_char(c);
        if (seat != QUIXO_SEAT_NONE)
                return quixo_seat_team(seat); /* Q11 */
        return c == 'x' ? QUIXO_X : c == 'o' ? QUIXO_O : -1;
}

bool quixo_pos_same(const quixo_pos *a, const quixo_pos *b)
{
        return a->mark[0] == b->mark[0] && a->mark[1] == b->mark[1] && a->dot == b->dot &&
               a->turn == b->turn && a->players == b->players;
}

uint64_t quixo_pos_hash(const quixo_pos *pos)
{
        uint64_t h = ((uint64_t)pos->mark[0] | (uint64_t)pos->mark[1] << 25) ^
                     ((uint64_t)pos->dot << 13) * 0x9e3779b97f4a7c15ULL;
        h ^= (uint64_t)(pos->turn | pos->players << 2) << 50;
        h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
        h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
        return h ^ (h >> 31);
}

int quixo_square_parse(const char *s)
{
        if (s == NULL || s[0] < 'a' || s[0] > 'e' || s[1] < '1' || s[1] > '5')
                return -1;
        return (s[1] - '1') * 5 + (s[0] - 'a');
}

void quixo_square_name(int sq, char name[3])
{
        if (sq < 0 || sq >= QUIXO_SQUARES) {
                name[0] = name[1] = '?';
        } else {
                name[0] = (char)('a' + sq % 5);
                name[1] = (char)('1' + sq / 5);
        }
        name[2] = '\0';
}

bool quixo_square_is_border(int sq)
{
        return sq >= 0 && sq < QUIXO_SQUARES && (QUIXO_BORDER_SQUARES >> sq & 1u);
}

int quixo_push_ends(int from, int out[3])
{
        if (from < 0 || from >= QUIXO_SQUARES)
                return 0;
        for (int i = 0; i < qx_end_count[from]; i++)
                out[i] = qx_ends[from][i];
        return qx_end_count[from];
}

void qx_text_square(tt_text *t, int sq)
{
        char name[3];
        quixo_square_name(sq, name);
        tt_text_str(t, name);
}

void qx_say_square(char *why, size_t len, int sq, const char *fmt)
{
        char name[3];
        quixo_square_name(sq, name);
        tt_reason(why, len, fmt, name);
}
