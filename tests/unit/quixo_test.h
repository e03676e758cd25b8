/* quixo_test.h: helpers shared by the Quixo unit tests (tests/unit/test_quixo_*.c):
 * positions from state strings, moves from text, and a deliberately naive
 * array implementation of the rules (Q5-Q7, Q13, Q14, Q16, Q17) that the
 * bitboard library is checked against. Include after <cmocka.h>. */
#ifndef QUIXO_TEST_H
#define QUIXO_TEST_H

#include <string.h>

#include "quixo.h"
#include "tt_text.h"

/* The position of a state string (the test fails if it is refused). */
static inline quixo_pos qt_pos(const char *state)
{
        quixo_pos p;
        char why[QUIXO_REASON_MAX];
        quixo_status st = quixo_state_parse(&p, state, why, sizeof why);
        if (st != QUIXO_OK)
                fail_msg("state refused: %s (%s)", state, why);
        return p;
}

/* The legal move `text` of *p (the test fails if it is refused). */
static inline quixo_move qt_move(const quixo_pos *p, const char *text)
{
        quixo_move m = QUIXO_MOVE_NONE;
        char why[QUIXO_REASON_MAX];
        quixo_status st = quixo_action_parse_legal(p, text, &m, why, sizeof why);
        if (st != QUIXO_OK)
                fail_msg("move %s refused: %s", text, why);
        return m;
}

/* The state string of the position after the moves (space-separated text)
 * played from `state`; writes it into out (QUIXO_STATE_MAX). */
static inline void qt_after(const char *state, const char *moves, char *out)
{
        quixo_pos p = qt_pos(state);
        char buf[256];
        strncpy(buf, moves, sizeof buf - 1);
        buf[sizeof buf - 1] = '\0';
        for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " "))
                quixo_make(&p, qt_move(&p, tok));
        quixo_state_format(&p, out, QUIXO_STATE_MAX);
}

/* Asserts that `text` is refused in `state` with status st and reason why. */
static inline void qt_refused(const char *state, const char *text, quixo_status st,
                              const char *reason)
{
        quixo_pos p = qt_pos(state), before = p;
        quixo_move m = QUIXO_MOVE_NONE;
        char why[QUIXO_REASON_MAX] = "";
        quixo_status got = quixo_action_parse_legal(&p, text, &m, why, sizeof why);
        if (got != st)
                fail_msg("%s: expected status %d, got %d (%s)", text, (int)st, (int)got,
                         why);
        tt_reason_plain(why, sizeof why); /* its English text */
        assert_string_equal(why, reason);
        assert_int_equal(m, QUIXO_MOVE_NONE);
        assert_memory_equal(&p, &before, sizeof p);
}

/* ---- the naive reference: one int per square ---- */
typedef struct qt_ref {
        int cell[25]; /* 0 neutral, 1 x, 2 o */
        int dot[25];  /* seat, or -1 */
        int turn, players, order;
        unsigned ply;
} qt_ref;

static inline qt_ref qt_ref_of(const quixo_pos *p)
{
        qt_ref r;
        for (int i = 0; i < 25; i++) {
                r.cell[i] = (int)quixo_pos_cell(p, i);
                r.dot[i] = quixo_pos_dot(p, i);
        }
        r.turn = p->turn;
        r.players = p->players;
        r.order = p->order;
        r.ply = p->ply;
        return r;
}

static inline int qt_ref_team(const qt_ref *r)
{
        return r->players == 2 ? r->turn : (r->turn == 0 || r->turn == 2 ? 0 : 1);
}

static inline int qt_ref_border(int sq)
{
        int row = sq / 5, col = sq % 5;
        return row == 0 || row == 4 || col == 0 || col == 4;
}

static inline int qt_ref_takeable(const qt_ref *r, int sq)
{
        if (!qt_ref_border(sq))
                return 0;
        if (r->cell[sq] == 0)
                return 1;
        if (r->cell[sq] != qt_ref_team(r) + 1)
                return 0;
        if (r->ply < (unsigned)r->players)
                return 0;
        return r->players == 2 || r->dot[sq] == r->turn;
}

/* The TO squares of FROM: the row's and the column's ends, without FROM. */
static inline int qt_ref_ends(int from, int out[4])
{
        int row = from / 5, col = from % 5, n = 0;
        int cand[4] = {row * 5, row * 5 + 4, col, 20 + col};
        for (int i = 0; i < 4; i++) {
                int dup = cand[i] == from;
                for (int j = 0; j < n; j++)
                        dup |= out[j] == cand[i];
                if (!dup)
                        out[n++] = cand[i];
        }
        return n;
}

static inline void qt_ref_make(qt_ref *r, int from, int to, int dotseat)
{
        int fr = from / 5, fc = from % 5, tr = to / 5, tc = to % 5;
        if (fr == tr) {
                if (tc < fc)
                        for (int c = fc; c > tc; c--) {
                                r->cell[fr * 5 + c] = r->cell[fr * 5 + c - 1];
                                r->dot[fr * 5 + c] = r->dot[fr * 5 + c - 1];
                        }
                else
                        for (int c = fc; c < tc; c++) {
                                r->cell[fr * 5 + c] = r->cell[fr * 5 + c + 1];
                                r->dot[fr * 5 + c] = r->dot[fr * 5 + c + 1];
                        }
        } else {
                if (tr < fr)
                        for (int w = fr; w > tr; w--) {
                                r->cell[w * 5 + fc] = r->cell[(w - 1) * 5 + fc];
                                r->dot[w * 5 + fc] = r->dot[(w - 1) * 5 + fc];
                        }
                else
                        for (int w = fr; w < tr; w++) {
                                r->cell[w * 5 + fc] = r->cell[(w + 1) * 5 + fc];
                                r->dot[w * 5 + fc] = r->dot[(w + 1) * 5 + fc];
                        }
        }
        r->cell[to] = qt_ref_team(r) + 1;
        r->dot[to] = r->players == 4 ? dotseat : -1;
}

static inline void qt_ref_next(qt_ref *r)
{
        static const int cw[4] = {3, 0, 1, 2}, ccw[4] = {1, 2, 3, 0};
        r->ply++;
        if (r->players == 2)
                r->turn ^= 1;
        else
                r->turn = r->order ? ccw[r->turn] : cw[r->turn];
}

/* Asserts the reference and the library position are the same. */
static inline void qt_ref_same(const qt_ref *r, const quixo_pos *p)
{
        qt_ref q = qt_ref_of(p);
        assert_memory_equal(q.cell, r->cell, sizeof r->cell);
        assert_memory_equal(q.dot, r->dot, sizeof r->dot);
        assert_int_equal(q.turn, r->turn);
        assert_int_equal(q.ply, r->ply);
}

#endif
