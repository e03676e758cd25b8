/* possible.c: whether a position set by hand (a teaching board, a puzzle)
 * can come about in a game, beyond what the state string reader checks:
 * opposing pieces sharing an ordinary square (T13, T14, T18). */
#include "thaayam/internal.h"

/* What stands on a square: for each seat, single pieces and twins. */
typedef struct th_square_count {
        uint8_t single[THAAYAM_SEATS];
        uint8_t twin[THAAYAM_SEATS];
} th_square_count;

/* Two different seats with something of the same kind on the square;
 * 1 and the seats when found. */
static int two_seats(const uint8_t count[THAAYAM_SEATS], int *a, int *b)
{
        *a = -1;
        for (int s = 0; s < THAAYAM_SEATS; s++) {
                if (!count[s])
                        continue;
                if (*a < 0) {
                        *a = s;
                        continue;
                }
                *b = s;
                return 1;
        }
        return 0;
}

int thaayam_state_possible(const thaayam_state *st, char *err, size_t errlen)
{
        th_square_count sq[THAAYAM_SQUARES] = {0};

        for (int s = 0; s < THAAYAM_SEATS; s++) {
                if (!(st->seats & (1u << s)))
                        continue;
                for (int p = 0; p < THAAYAM_PIECES; p++) {
                        int at = st->pos[s][p];
                        if (at < 0 || at > THAAYAM_CASTLE_INDEX)
                                continue;
                        int square = thaayam_square_of(s, at);
                        if (st->twin[s][p] == THAAYAM_NO_TWIN)
                                sq[square].single[s]++;
                        else if (st->twin[s][p] > p)
                                sq[square].twin[s]++;
                }
        }
        for (int square = 0; square < THAAYAM_SQUARES; square++) {
                int a, b;
                char name[3];
                if (thaayam_is_safe(square))
                        continue; /* T13 */
                thaayam_square_name(square, name);
                if (two_seats(sq[square].single, &a, &b)) {
                        tt_reason(err, errlen,
                                  "%s: pieces of %c and %c on one ordinary square: "
                                  "the last to come captures (T14)",
                                  name, thaayam_seat_char(a), thaayam_seat_char(b));
                        return 0;
                }
                if (two_seats(sq[square].twin, &a, &b)) {
                        tt_reason(err, errlen,
                                  "%s: twins of %c and %c on one ordinary square: the "
                                  "last to come captures (T18)",
                                  name, thaayam_seat_char(a), thaayam_seat_char(b));
                        return 0;
                }
        }
        return 1;
}
