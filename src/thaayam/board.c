/* board.c: the 5x5 board of Thaayam: squares, palaces and castle (T1, T13),
 * seats and their order (T2, T6), and the four 25-square paths (T3). */
#include "thaayam/internal.h"

const uint8_t thaayam_values[THAAYAM_NVALUES] = {1, 2, 3, 4, 8};

/* T3: path index -> square, per seat. South's path is the one of the rules
 * (c1 d1 e1 e2 e3 e4 e5 d5 c5 b5 a5 a4 a3 a2 a1 b1 | b2 b3 b4 c4 d4 d3 d2 c2 |
 * c3); each next seat's path is the previous one turned a quarter
 * counter-clockwise ((col, row) -> (4 - row, col)). */
static const uint8_t path_square[THAAYAM_SEATS][THAAYAM_PATH_LEN] = {
    {2, 3, 4, 9, 14, 19, 24, 23, 22, 21, 20, 15, 10,
     5, 0, 1, 6, 11, 16, 17, 18, 13, 8,  7,  12},
    {14, 19, 24, 23, 22, 21, 20, 15, 10, 5,  0,  1, 2,
     3,  4,  9,  8,  7,  6,  11, 16, 17, 18, 13, 12},
    {22, 21, 20, 15, 10, 5, 0, 1, 2,  3,  4,  9, 14,
     19, 24, 23, 18, 13, 8, 7, 6, 11, 16, 17, 12},
    {10, 5,  0,  1,  2,  3,  4,  9, 14, 19, 24, 23, 22,
     21, 20, 15, 16, 17, 18, 13, 8, 7,  6,  11, 12},
};

/* The inverse: square -> path index, per seat (every path visits all 25). */
static const uint8_t square_index[THAAYAM_SEATS][THAAYAM_SQUARES] = {
    {14, 15, 0,  1,  2,  13, 16, 23, 22, 3, 12, 17, 24,
     21, 4,  11, 18, 19, 20, 5,  10, 9,  8, 7,  6},
    {10, 11, 12, 13, 14, 9,  18, 17, 16, 15, 8, 19, 24,
     23, 0,  7,  20, 21, 22, 1,  6,  5,  4,  3, 2},
    {6,  7,  8, 9,  10, 5,  20, 19, 18, 11, 4,  21, 24,
     17, 12, 3, 22, 23, 16, 13, 2,  1,  0,  15, 14},
    {2,  3, 4,  5,  6,  1,  22, 21, 20, 7,  0,  23, 24,
     19, 8, 15, 16, 17, 18, 9,  14, 13, 12, 11, 10},
};

int thaayam_square_of(int seat, int index)
{
        if (seat < 0 || seat >= THAAYAM_SEATS || index < 0 || index >= THAAYAM_PATH_LEN)
                return -1;
        return path_square[seat][index];
}

int thaayam_index_of(int seat, int square)
{
        if (seat < 0 || seat >= THAAYAM_SEATS || square < 0 || square >= THAAYAM_SQUARES)
                return -1;
        return square_index[seat][square];
}

int thaayam_palace(int seat)
{
        return thaayam_square_of(seat, 0);
}

int thaayam_is_safe(int square)
{
        /* T13: c1, e3, c5, a3 and the castle c3. */
        return square == 2 || square == 14 || square == 22 || square == 10 ||
               square == THAAYAM_CASTLE_SQUARE;
}

void thaayam_square_name(int square, char name[3])
{
        if (square < 0 || square >= THAAYAM_SQUARES) {
                name[0] = '?';
                name[1] = '?';
        } else {
                name[0] = (char)('a' + square % 5);
                name[1] = (char)('1' + square / 5);
        }
        name[2] = '\0';
}

int thaayam_parse_square(const char *name)
{
        if (!name || name[0] < 'a' || name[0] > 'e' || name[1] < '1' || name[1] > '5' ||
            name[2] != '\0')
                return -1;
        return (name[1] - '1') * 5 + (name[0] - 'a');
}

char thaayam_seat_char(int seat)
{
        static const char letters[THAAYAM_SEATS] = {'s', 'e', 'n', 'w'};
        return seat >= 0 && seat < THAAYAM_SEATS ? letters[seat] : '?';
}

int thaayam_seat_of_char(char c)
{
        switch (c) {
        case 's':
        case 'S':
                return THAAYAM_S;
        case 'e':
        case 'E':
                return THAAYAM_E;
        case 'n':
        case 'N':
                return THAAYAM_N;
        case 'w':
        case 'W':
                return THAAYAM_W;
        default:
                return -1;
        }
}

int thaayam_next_seat(unsigned mask, int seat)
{
        /* T6: S -> E -> N -> W -> S, empty seats skipped. */
        mask &= 0xfu;
        if (!mask)
                return -1;
        for (int k = 1; k <= THAAYAM_SEATS; k++) {
                int s = ((seat < 0 ? 0 : seat) + k) % THAAYAM_SEATS;
                if (mask & (1u << s))
                        return s;
        }
        return -1;
}
