/* dice.c: the four tamarind seeds (T4), the throw sequence (T5) and the
 * start-of-game throw-off (T6), step by step or in one call. */
#include "thaayam/internal.h"

int thaayam_score_valid(int score)
{
        return score == 1 || score == 2 || score == 3 || score == 4 || score == 8;
}

int thaayam_value_index(int score)
{
        switch (score) {
        case 1:
                return 0;
        case 2:
                return 1;
        case 3:
                return 2;
        case 4:
                return 3;
        case 8:
                return 4;
        default:
                return -1;
        }
}

int thaayam_score_of_faces(const uint8_t faces[4])
{
        /* T4: n light faces score n, none scores 8. */
        int light = 0;
        for (int i = 0; i < 4; i++)
                light += faces[i] ? 1 : 0;
        return light ? light : 8;
}

int thaayam_throw_seeds(tt_rng *rng, uint8_t faces[4])
{
        uint64_t bits = tt_rng_next(rng);
        uint8_t f[4];
        for (int i = 0; i < 4; i++)
                f[i] = (uint8_t)((bits >> (17 * i + 5)) & 1u);
        if (faces)
                for (int i = 0; i < 4; i++)
                        faces[i] = f[i];
        return thaayam_score_of_faces(f);
}

thaayam_status thaayam_faces_of_score(int score, uint8_t faces[4])
{
        if (!thaayam_score_valid(score))
                return THAAYAM_ERR_ARG;
        int light = score == 8 ? 0 : score;
        for (int i = 0; i < 4; i++)
                faces[i] = i < light ? 1 : 0;
        return THAAYAM_OK;
}

int thaayam_throw_again(int score)
{
        /* T5: keep throwing after 1, 4 and 8; stop after 2 or 3. */
        return score == 1 || score == 4 || score == 8;
}

static int popcount4(unsigned m)
{
        return (int)((m & 1u) + ((m >> 1) & 1u) + ((m >> 2) & 1u) + ((m >> 3) & 1u));
}

thaayam_status thaayam_throwoff_init(thaayam_throwoff *t, unsigned seats)
{
        seats &= 0xfu;
        if (popcount4(seats) < 2)
                return THAAYAM_ERR_ARG;
        t->contenders = (uint8_t)seats;
        t->pending = (uint8_t)seats;
        t->round = 0;
        for (int i = 0; i < THAAYAM_SEATS; i++)
                t->scores[i] = 0;
        t->winner = -1;
        return THAAYAM_OK;
}

int thaayam_throwoff_next(const thaayam_throwoff *t)
{
        if (t->winner >= 0)
                return -1;
        for (int s = 0; s < THAAYAM_SEATS; s++)
                if (t->pending & (1u << s))
                        return s;
        return -1;
}

thaayam_status thaayam_throwoff_throw(thaayam_throwoff *t, int score, char *err,
                                      size_t errlen)
{
        int seat = thaayam_throwoff_next(t);
        if (seat < 0) {
                tt_reason(err, errlen, "the throw-off is over: %c starts (T6)",
                          thaayam_seat_char(t->winner));
                return THAAYAM_ERR_PHASE;
        }
        if (!thaayam_score_valid(score)) {
                tt_reason(err, errlen, "%d is not a score: 1, 2, 3, 4 or 8 (T4)", score);
                return THAAYAM_ERR_ARG;
        }
        t->scores[seat] = (uint8_t)score;
        t->pending &= (uint8_t) ~(1u << seat);
        if (t->pending)
                return THAAYAM_OK;
        /* T6: the round is complete; the highest starts, tied leaders rethrow. */
        int best = 0;
        unsigned leaders = 0;
        for (int s = 0; s < THAAYAM_SEATS; s++) {
                if (!(t->contenders & (1u << s)))
                        continue;
                if (t->scores[s] > best) {
                        best = t->scores[s];
                        leaders = 0;
                }
                if (t->scores[s] == best)
                        leaders |= 1u << s;
        }
        if (popcount4(leaders) == 1) {
                for (int s = 0; s < THAAYAM_SEATS; s++)
                        if (leaders & (1u << s))
                                t->winner = (int8_t)s;
                return THAAYAM_OK;
        }
        t->contenders = (uint8_t)leaders;
        t->pending = (uint8_t)leaders;
        t->round++;
        for (int s = 0; s < THAAYAM_SEATS; s++)
                t->scores[s] = 0;
        return THAAYAM_OK;
}

int thaayam_throwoff_run(unsigned seats, tt_rng *rng)
{
        thaayam_throwoff t;
        if (thaayam_throwoff_init(&t, seats) != THAAYAM_OK)
                return -1;
        while (thaayam_throwoff_next(&t) >= 0)
                thaayam_throwoff_throw(&t, thaayam_throw_seeds(rng, NULL), NULL, 0);
        return t.winner;
}
