/* game.c: the course of a game of Thaayam: a new game (T2), the throws of a
 * turn (T5) and the void scores (T9), the end of a turn and the extra turn
 * (T15), finishing, the winner and playing on for the places (T22). */
#include "thaayam/internal.h"

static int popcount4(unsigned m)
{
        return (int)((m & 1u) + ((m >> 1) & 1u) + ((m >> 2) & 1u) + ((m >> 3) & 1u));
}

int thaayam_nseats(const thaayam_state *st)
{
        return popcount4(st->seats);
}

int th_all_home(const thaayam_state *st, int seat)
{
        for (int p = 0; p < THAAYAM_PIECES; p++)
                if (st->pos[seat][p] != THAAYAM_POS_HOME)
                        return 0;
        return 1;
}

static unsigned finished_mask(const thaayam_state *st)
{
        unsigned m = 0;
        for (int i = 0; i < st->nplaces; i++)
                m |= 1u << st->places[i];
        return m;
}

int th_game_over(const thaayam_state *st)
{
        /* T22: the first to bear off all four wins; playing on, the game
         * ends when only one seat is left. */
        if (!st->play_on)
                return st->nplaces > 0;
        return popcount4(st->seats & ~finished_mask(st)) <= 1;
}

void th_own_of(const thaayam_state *st, th_own *own)
{
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                own->pos[p] = st->pos[st->turn][p];
                own->twin[p] = st->twin[st->turn][p];
        }
}

int thaayam_remaining(const thaayam_state *st, uint8_t counts[THAAYAM_NVALUES])
{
        int n = 0;
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                counts[v] = 0;
        if (st->phase != THAAYAM_PHASE_MOVE)
                return 0;
        for (int i = 0; i < st->nthrows; i++)
                if (st->throw_status[i] == THAAYAM_THROW_UNUSED) {
                        counts[thaayam_value_index(st->throws[i])]++;
                        n++;
                }
        return n;
}

static const unsigned default_seats[5] = {0, 0, 0x5u, 0x7u, 0xfu}; /* T2 */

thaayam_status thaayam_init(thaayam_state *st, const thaayam_options *opt, int first,
                            char *err, size_t errlen)
{
        thaayam_options o = {0, 0, THAAYAM_CAPTURE_SPLIT, 0};
        if (opt)
                o = *opt;
        unsigned seats = o.seats & 0xfu;
        if (o.seats & ~0xfu) {
                tt_reason(err, errlen, "unknown seats in the seat mask (T2)");
                return THAAYAM_ERR_ARG;
        }
        int players = o.players;
        if (players == 0)
                players = seats ? popcount4(seats) : 2;
        if (players < 2 || players > 4) {
                tt_reason_n(err, errlen, (unsigned long)players,
                            "%d player: Thaayam is for 2, 3 or 4 players (T2)",
                            "%d players: Thaayam is for 2, 3 or 4 players (T2)", players);
                return THAAYAM_ERR_ARG;
        }
        if (!seats)
                seats = default_seats[players];
        if (popcount4(seats) != players) {
                tt_reason_n(err, errlen, (unsigned long)popcount4(seats),
                            "%d players but %d seat chosen (T2)",
                            "%d players but %d seats chosen (T2)", players,
                            popcount4(seats));
                return THAAYAM_ERR_ARG;
        }
        if (o.capture != THAAYAM_CAPTURE_SPLIT && o.capture != THAAYAM_CAPTURE_WHOLE) {
                tt_reason(err, errlen,
                          "the twin capture setting is split or whole (T19)");
                return THAAYAM_ERR_ARG;
        }
        if (first < 0 || first >= THAAYAM_SEATS || !(seats & (1u << first))) {
                tt_reason(err, errlen, "seat %c is not in the game (T2)",
                          thaayam_seat_char(first));
                return THAAYAM_ERR_ARG;
        }
        thaayam_state s;
        s.seats = (uint8_t)seats;
        s.capture = (uint8_t)o.capture;
        s.turn = (uint8_t)first;
        s.phase = THAAYAM_PHASE_THROW;
        s.extra = 0;
        s.play_on = o.play_on ? 1 : 0;
        s.nplaces = 0;
        s.nthrows = 0;
        for (int i = 0; i < THAAYAM_SEATS; i++)
                s.places[i] = 0;
        for (int i = 0; i < THAAYAM_MAX_THROWS; i++) {
                s.throws[i] = 0;
                s.throw_status[i] = THAAYAM_THROW_PENDING;
        }
        for (int seat = 0; seat < THAAYAM_SEATS; seat++)
                for (int p = 0; p < THAAYAM_PIECES; p++) {
                        s.pos[seat][p] = THAAYAM_POS_OFF;
                        s.twin[seat][p] = THAAYAM_NO_TWIN;
                }
        *st = s;
        return THAAYAM_OK;
}

/* T9: with no piece on the board when the turn starts, the scores before
 * the first 1 are void, and all of them when there is no 1. */
static void begin_move_phase(thaayam_state *st)
{
        int on_board = 0;
        for (int p = 0; p < THAAYAM_PIECES; p++)
                if (st->pos[st->turn][p] >= 0)
                        on_board = 1;
        int first_one = -1;
        if (!on_board)
                for (int i = 0; i < st->nthrows && first_one < 0; i++)
                        if (st->throws[i] == 1)
                                first_one = i;
        for (int i = 0; i < st->nthrows; i++) {
                if (on_board || (first_one >= 0 && i >= first_one))
                        st->throw_status[i] = THAAYAM_THROW_UNUSED;
                else if (first_one >= 0)
                        st->throw_status[i] = THAAYAM_THROW_VOID_BEFORE_1;
                else
                        st->throw_status[i] = THAAYAM_THROW_VOID_NO_1;
        }
        st->phase = THAAYAM_PHASE_MOVE;
}

thaayam_status thaayam_throw_score(thaayam_state *st, int score, char *err, size_t errlen)
{
        if (th_game_over(st)) {
                tt_reason(err, errlen, "the game is over (T22)");
                return THAAYAM_ERR_OVER;
        }
        if (st->phase != THAAYAM_PHASE_THROW) {
                tt_reason(
                    err, errlen,
                    "the throws of this turn are over (a 2 or 3 ends them, T5): use "
                    "the scores");
                return THAAYAM_ERR_PHASE;
        }
        if (!thaayam_score_valid(score)) {
                tt_reason(err, errlen, "%d is not a score: 1, 2, 3, 4 or 8 (T4)", score);
                return THAAYAM_ERR_ARG;
        }
        st->throws[st->nthrows] = (uint8_t)score;
        st->throw_status[st->nthrows] = THAAYAM_THROW_PENDING;
        st->nthrows++;
        /* T5: a 2 or 3 ends the sequence (and the library's cap of throws). */
        if (!thaayam_throw_again(score) || st->nthrows == THAAYAM_MAX_THROWS)
                begin_move_phase(st);
        return THAAYAM_OK;
}

int thaayam_throw_random(thaayam_state *st, tt_rng *rng, uint8_t faces[4])
{
        if (th_game_over(st) || st->phase != THAAYAM_PHASE_THROW)
                return -1;
        int score = thaayam_throw_seeds(rng, faces);
        thaayam_throw_score(st, score, NULL, 0);
        return score;
}

static void start_turn(thaayam_state *st, int seat)
{
        st->turn = (uint8_t)seat;
        st->phase = THAAYAM_PHASE_THROW;
        st->nthrows = 0;
        st->extra = 0;
}

static int next_playing(const thaayam_state *st)
{
        unsigned playing = st->seats & ~(st->play_on ? finished_mask(st) : 0u);
        return thaayam_next_seat(playing, st->turn);
}

/* `done`: T15 another turn after a capture, otherwise the next seat (T6). */
void th_end_turn(thaayam_state *st)
{
        if (st->extra)
                start_turn(st, st->turn);
        else
                start_turn(st, next_playing(st));
}

/* After a piece was borne off (T21): has the player finished (T22)? */
void th_after_off(thaayam_state *st)
{
        if (!th_all_home(st, st->turn))
                return;
        st->places[st->nplaces++] = st->turn;
        if (st->play_on && !th_game_over(st))
                start_turn(st, next_playing(st));
}

void thaayam_get_result(const thaayam_state *st, thaayam_result *r)
{
        r->over = th_game_over(st);
        r->winner = st->nplaces ? st->places[0] : -1;
        r->nplaces = st->nplaces;
        for (int i = 0; i < THAAYAM_SEATS; i++)
                r->places[i] = i < st->nplaces ? st->places[i] : -1;
        if (st->play_on && r->over) {
                unsigned left = st->seats & ~finished_mask(st);
                for (int s = 0; s < THAAYAM_SEATS; s++)
                        if (left & (1u << s))
                                r->places[r->nplaces++] = s;
        }
}

thaayam_status thaayam_play_on(thaayam_state *st)
{
        if (st->play_on || st->nplaces == 0)
                return THAAYAM_ERR_PHASE;
        st->play_on = 1;
        if (!th_game_over(st))
                start_turn(st, next_playing(st));
        return THAAYAM_OK;
}
