/* ttt_game.h: a third game that lives only in the tests: three in a row
 * on 3x3 with red and blue counters (seats r and b, letters no other game
 * has; r moves first; an action is a square, "a1" to "c3"; a line of
 * three wins, a full board draws). It is added to the one table of games
 * (tt_game_register) and then played through the engine protocol, saved
 * and read as a record, hosted and joined, by the program's own code with
 * no change to it: the proof that a game is one descriptor
 * (docs/architecture.md, "Adding a game"). */
#ifndef TTT_GAME_H
#define TTT_GAME_H

#include "session/choose.h"
#include "session/game.h"

#include <stdio.h>
#include <string.h>

struct ttt_pos {
        char cell[9]; /* '.', 'r' or 'b'; a1 is cell 0, c3 cell 8 */
        char turn;    /* 'r' or 'b' */
};

static inline char ttt_winner(const struct ttt_pos *p)
{
        static const int lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                        {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
        for (int i = 0; i < 8; i++) {
                char c = p->cell[lines[i][0]];
                if (c != '.' && c == p->cell[lines[i][1]] && c == p->cell[lines[i][2]])
                        return c;
        }
        return 0;
}

static inline bool ttt_full(const struct ttt_pos *p)
{
        return memchr(p->cell, '.', 9) == NULL;
}

static inline int ttt_new(void *pos, const char *options, tt_rng *rng, char *canon,
                          size_t canon_size, char *reason, size_t reason_size)
{
        struct ttt_pos *p = pos;
        (void)rng;
        if (options && options[0])
                return tt_refuse(reason, reason_size, "three in a row has no options");
        memset(p->cell, '.', 9);
        p->turn = 'r';
        snprintf(canon, canon_size, "%s", "");
        return 0;
}

static inline void ttt_get_state(const void *pos, char *buf, size_t size)
{
        const struct ttt_pos *p = pos;
        snprintf(buf, size, "ttt turn=%c board=%.9s", p->turn, p->cell);
}

static inline int ttt_set_state(void *pos, const char *state, char *reason, size_t size)
{
        struct ttt_pos p;
        char cells[16];
        if (sscanf(state, "ttt turn=%c board=%15s", &p.turn, cells) != 2 ||
            strlen(cells) != 9 || strspn(cells, ".rb") != 9 ||
            (p.turn != 'r' && p.turn != 'b'))
                return tt_refuse(reason, size, "not a state of three in a row");
        memcpy(p.cell, cells, 9);
        *(struct ttt_pos *)pos = p;
        return 0;
}

static inline int ttt_legal(const void *pos, struct tt_actions *out)
{
        const struct ttt_pos *p = pos;
        tt_actions_init(out);
        if (ttt_winner(p))
                return 0;
        for (int i = 0; i < 9; i++) {
                char a[3] = {(char)('a' + i % 3), (char)('1' + i / 3), 0};
                if (p->cell[i] == '.' && tt_actions_add(out, a) != 0)
                        return -1;
        }
        tt_actions_sort(out);
        return 0;
}

static inline int ttt_play(void *pos, const char *action, char *reason, size_t size)
{
        struct ttt_pos *p = pos;
        if (strlen(action) != 2 || action[0] < 'a' || action[0] > 'c' ||
            action[1] < '1' || action[1] > '3')
                return tt_refuse(reason, size, "a square is a1 to c3");
        int i = (action[1] - '1') * 3 + (action[0] - 'a');
        if (ttt_winner(p) || p->cell[i] != '.')
                return tt_refuse(reason, size, "that square is taken");
        p->cell[i] = p->turn;
        p->turn = p->turn == 'r' ? 'b' : 'r';
        return 0;
}

static inline void ttt_result(const void *pos, char *buf, size_t size)
{
        const struct ttt_pos *p = pos;
        char w = ttt_winner(p);
        tt_result_text(buf, size, w || ttt_full(p), w);
}

static inline void ttt_show(const void *pos, char *buf, size_t size)
{
        const struct ttt_pos *p = pos;
        snprintf(buf, size, "%.3s\n%.3s\n%.3s\n", p->cell + 6, p->cell + 3, p->cell);
}

static inline char ttt_turn(const void *pos)
{
        return ((const struct ttt_pos *)pos)->turn;
}

static inline int ttt_seats(const void *pos, char seats[TT_SEATS_MAX])
{
        (void)pos;
        seats[0] = 'r';
        seats[1] = 'b';
        return 2;
}

static inline char ttt_side_of(const void *pos, char seat)
{
        (void)pos;
        return seat;
}

static inline void ttt_loss(const void *pos, char side, char *buf, size_t size)
{
        (void)pos;
        snprintf(buf, size, "win %c", side == 'r' ? 'b' : 'r');
}

static inline bool ttt_turn_ended(const void *before, const void *after,
                                  const char *action)
{
        (void)before;
        (void)after;
        (void)action;
        return true;
}

const struct tt_game_ops ttt_ops;
static const char *const ttt_seat_words[] = {"Red", "Blue"};

static inline int ttt_choose(const struct tt_choice *c, tt_rng *rng, char *out,
                             size_t size)
{
        return tt_choose_random(&ttt_ops, c->pos, rng, out, size);
}

const struct tt_game_ops ttt_ops = {
    .name = "ttt",
    .title = "Three in a row",
    .seat_letters = "rb",
    .seat_words = ttt_seat_words,
    .pos_size = sizeof(struct ttt_pos),
    .new_game = ttt_new,
    .set_state = ttt_set_state,
    .get_state = ttt_get_state,
    .legal_actions = ttt_legal,
    .play = ttt_play,
    .result = ttt_result,
    .show = ttt_show,
    .turn = ttt_turn,
    .seats = ttt_seats,
    .side_of = ttt_side_of,
    .loss_result = ttt_loss,
    .turn_ended = ttt_turn_ended,
    .choose = ttt_choose,
};

#endif
