/* game.c: a Quixo game in progress: position plus history (play, undo),
 * results by line (Q10, Q18), threefold repetition (Q21), and declared
 * results (draw by agreement Q21, resignation, time loss Q20). The only
 * allocating part of the rules library (the history grows by doubling). */
#include <stdlib.h>
#include <string.h>

#include "quixo/qx.h"

static const quixo_result no_result = {QUIXO_OUTCOME_NONE, QUIXO_REASON_NONE};

/* Whether *p is a well-formed position (the invariants of quixo_pos). */
static bool pos_valid(const quixo_pos *p)
{
        if (p->reserved != 0 || (p->mark[0] & p->mark[1]) != 0 ||
            ((p->mark[0] | p->mark[1]) & ~QUIXO_ALL_SQUARES) != 0 ||
            (p->dot & ~(p->mark[0] | p->mark[1])) != 0)
                return false;
        if (p->players == 2)
                return p->turn <= 1 && p->order == QUIXO_CW && p->dot == 0;
        if (p->players == 4)
                return p->turn <= 3 && p->order <= QUIXO_CCW;
        return false;
}

/* Room for at least `moves` moves (and moves + 1 positions). */
static quixo_status reserve(quixo_game *g, size_t moves)
{
        if (g->hist != NULL && g->moves != NULL && moves < g->cap)
                return QUIXO_OK;
        size_t cap = g->cap ? g->cap : 64;
        while (cap <= moves)
                cap *= 2;
        quixo_pos *h = realloc(g->hist, cap * sizeof *h);
        if (h == NULL)
                return QUIXO_E_NOMEM;
        g->hist = h;
        quixo_move *m = realloc(g->moves, cap * sizeof *m);
        if (m == NULL)
                return QUIXO_E_NOMEM;
        g->moves = m;
        g->cap = cap;
        return QUIXO_OK;
}

int quixo_game_occurrences(const quixo_game *g)
{
        const quixo_pos *cur = &g->hist[g->n];
        int marked = __builtin_popcount(cur->mark[0] | cur->mark[1]);
        int count = 1;
        /* Marked cubes never become neutral again (Q5, Q6), so no position
         * with fewer marked cubes can repeat: stop looking there. */
        for (size_t i = g->n; i-- > 0;) {
                const quixo_pos *h = &g->hist[i];
                if (__builtin_popcount(h->mark[0] | h->mark[1]) != marked)
                        break;
                if (quixo_pos_same(h, cur))
                        count++;
        }
        return count;
}

/* Lines first (Q10, Q18), then repetition (Q21). */
static void update_result(quixo_game *g)
{
        quixo_result r = quixo_pos_result(&g->hist[g->n]);
        if (r.outcome == QUIXO_OUTCOME_NONE && g->repetition &&
            quixo_game_occurrences(g) >= 3) {
                r.outcome = QUIXO_OUTCOME_DRAW;
                r.reason = QUIXO_REASON_REPETITION;
        }
        g->result = r;
}

static void start_from(quixo_game *g, const quixo_pos *pos)
{
        g->hist[0] = *pos;
        g->n = 0;
        g->declared = no_result;
        update_result(g);
}

quixo_status quixo_game_init(quixo_game *g, const quixo_options *opt, char *why,
                             size_t len)
{
        quixo_options def;
        quixo_pos start;
        if (opt == NULL) {
                quixo_options_default(&def, 2);
                opt = &def;
        }
        quixo_status st = quixo_pos_init(&start, opt, why, len);
        if (st != QUIXO_OK)
                return st;
        memset(g, 0, sizeof *g);
        st = reserve(g, 0);
        if (st != QUIXO_OK) {
                quixo_game_free(g);
                qx_say(why, len, "out of memory", NULL);
                return st;
        }
        g->repetition = opt->repetition;
        start_from(g, &start);
        return QUIXO_OK;
}

void quixo_game_free(quixo_game *g)
{
        free(g->hist);
        free(g->moves);
        memset(g, 0, sizeof *g);
}

quixo_status quixo_game_reset(quixo_game *g, const quixo_options *opt, char *why,
                              size_t len)
{
        quixo_options def;
        quixo_pos start;
        if (opt == NULL) {
                quixo_options_default(&def, 2);
                opt = &def;
        }
        quixo_status st = quixo_pos_init(&start, opt, why, len);
        if (st != QUIXO_OK)
                return st;
        st = reserve(g, 0);
        if (st != QUIXO_OK) {
                qx_say(why, len, "out of memory", NULL);
                return st;
        }
        g->repetition = opt->repetition;
        start_from(g, &start);
        return QUIXO_OK;
}

quixo_status quixo_game_copy(quixo_game *dst, const quixo_game *src)
{
        if (dst == src)
                return QUIXO_OK;
        quixo_status st = reserve(dst, src->n);
        if (st != QUIXO_OK)
                return st;
        memcpy(dst->hist, src->hist, (src->n + 1) * sizeof *src->hist);
        if (src->n > 0)
                memcpy(dst->moves, src->moves, src->n * sizeof *src->moves);
        dst->n = src->n;
        dst->repetition = src->repetition;
        dst->declared = src->declared;
        dst->result = src->result;
        return QUIXO_OK;
}

quixo_status quixo_game_set_pos(quixo_game *g, const quixo_pos *pos)
{
        if (!pos_valid(pos))
                return QUIXO_E_STATE;
        quixo_status st = reserve(g, 0);
        if (st != QUIXO_OK)
                return st;
        start_from(g, pos);
        return QUIXO_OK;
}

quixo_status quixo_game_set_state(quixo_game *g, const char *state, char *why, size_t len)
{
        quixo_pos p;
        quixo_status st = quixo_pos_parse(&p, state, why, len);
        if (st != QUIXO_OK)
                return st;
        st = quixo_game_set_pos(g, &p);
        if (st == QUIXO_E_NOMEM)
                qx_say(why, len, "out of memory", NULL);
        return st;
}

const quixo_pos *quixo_game_pos(const quixo_game *g)
{
        return &g->hist[g->n];
}

size_t quixo_game_length(const quixo_game *g)
{
        return g->n;
}

quixo_move quixo_game_move_at(const quixo_game *g, size_t i)
{
        return i < g->n ? g->moves[i] : QUIXO_MOVE_NONE;
}

const quixo_pos *quixo_game_pos_at(const quixo_game *g, size_t i)
{
        return i <= g->n ? &g->hist[i] : NULL;
}

quixo_move quixo_game_last_move(const quixo_game *g)
{
        return g->n > 0 ? g->moves[g->n - 1] : QUIXO_MOVE_NONE;
}

quixo_result quixo_game_result(const quixo_game *g)
{
        return g->result.outcome != QUIXO_OUTCOME_NONE ? g->result : g->declared;
}

bool quixo_game_over(const quixo_game *g)
{
        return quixo_game_result(g).outcome != QUIXO_OUTCOME_NONE;
}

int quixo_game_moves(const quixo_game *g, quixo_move *out)
{
        if (quixo_game_over(g))
                return 0;
        return qx_gen(&g->hist[g->n], out);
}

quixo_status quixo_game_play(quixo_game *g, quixo_move m, char *why, size_t len)
{
        if (quixo_game_over(g)) {
                char words[QUIXO_WHY_MAX];
                quixo_result_format(quixo_game_result(g), g->hist[g->n].players, words,
                                    sizeof words);
                qx_say(why, len, "the game is over: ", words, NULL);
                return QUIXO_E_GAME_OVER;
        }
        quixo_status st = quixo_move_check(&g->hist[g->n], m, why, len);
        if (st != QUIXO_OK)
                return st;
        st = reserve(g, g->n + 1);
        if (st != QUIXO_OK) {
                qx_say(why, len, "out of memory", NULL);
                return st;
        }
        g->hist[g->n + 1] = g->hist[g->n];
        qx_make(&g->hist[g->n + 1], m);
        g->moves[g->n] = m;
        g->n++;
        update_result(g);
        return QUIXO_OK;
}

quixo_status quixo_game_play_text(quixo_game *g, const char *text, char *why, size_t len)
{
        quixo_move m;
        if (quixo_game_over(g))
                return quixo_game_play(g, QUIXO_MOVE_NONE, why, len);
        quixo_status st = quixo_move_parse(&g->hist[g->n], text, &m, why, len);
        if (st != QUIXO_OK)
                return st;
        return quixo_game_play(g, m, why, len);
}

quixo_status quixo_game_undo(quixo_game *g)
{
        if (g->n == 0)
                return QUIXO_E_NO_UNDO;
        g->n--;
        g->declared = no_result;
        update_result(g);
        return QUIXO_OK;
}

void quixo_game_set_repetition(quixo_game *g, bool on)
{
        g->repetition = on;
        update_result(g);
}

bool quixo_game_repetition(const quixo_game *g)
{
        return g->repetition;
}

quixo_status quixo_game_declare(quixo_game *g, quixo_result r, char *why, size_t len)
{
        if (g->result.outcome != QUIXO_OUTCOME_NONE) {
                qx_say(why, len, "the game is already decided", NULL);
                return QUIXO_E_GAME_OVER;
        }
        if (r.outcome == QUIXO_OUTCOME_NONE) {
                g->declared = no_result;
                qx_say(why, len, "", NULL);
                return QUIXO_OK;
        }
        bool win = r.outcome == QUIXO_OUTCOME_WIN_X || r.outcome == QUIXO_OUTCOME_WIN_O;
        bool ok =
            (r.reason == QUIXO_REASON_AGREEMENT && r.outcome == QUIXO_OUTCOME_DRAW) ||
            ((r.reason == QUIXO_REASON_RESIGNATION || r.reason == QUIXO_REASON_TIME) &&
             win);
        if (!ok) {
                qx_say(why, len,
                       "only a draw by agreement, a resignation or a loss on time can be "
                       "declared",
                       NULL);
                return QUIXO_E_OPTION;
        }
        if (g->declared.outcome != QUIXO_OUTCOME_NONE) {
                qx_say(why, len, "the game is already over", NULL);
                return QUIXO_E_GAME_OVER;
        }
        g->declared = r;
        qx_say(why, len, "", NULL);
        return QUIXO_OK;
}

quixo_status quixo_game_agree_draw(quixo_game *g, char *why, size_t len)
{
        quixo_result r = {QUIXO_OUTCOME_DRAW, QUIXO_REASON_AGREEMENT};
        return quixo_game_declare(g, r, why, len);
}

quixo_status quixo_game_resign(quixo_game *g, int team, char *why, size_t len)
{
        if (team != QUIXO_X && team != QUIXO_O) {
                qx_say(why, len, "a team is x or o", NULL);
                return QUIXO_E_OPTION;
        }
        quixo_result r = {quixo_outcome_win(team ^ 1), QUIXO_REASON_RESIGNATION};
        return quixo_game_declare(g, r, why, len);
}

quixo_status quixo_game_time_loss(quixo_game *g, int team, char *why, size_t len)
{
        if (team != QUIXO_X && team != QUIXO_O) {
                qx_say(why, len, "a team is x or o", NULL);
                return QUIXO_E_OPTION;
        }
        quixo_result r = {quixo_outcome_win(team ^ 1), QUIXO_REASON_TIME};
        return quixo_game_declare(g, r, why, len);
}
