/* quixo_game.c: the Quixo rules library (include/quixo.h) behind the
 * game-independent interface of session/game.h. Positions are quixo_pos;
 * the session keeps the history and counts repetitions (Q21) itself. */
#include "session/game.h"
#include "tt_text.h"
#include "session/choose.h"
#include "quixo.h"

#include <stdio.h>
#include <string.h>

/* Parses the options of `new quixo` (Q4, Q12, Q21). */
static int parse_options(const char *options, quixo_options *opt, char *reason,
                         size_t size)
{
        static const char *const player_counts[] = {"2", "4", NULL};
        static const char *const orders[] = {"cw", "ccw", NULL};
        static const char *const on_off[] = {"off", "on", NULL};
        char v[32];
        int four = 0, word = 0, rc;
        if (tt_option_word(options, "players", player_counts, &four,
                           "players must be 2 or 4", reason, size) < 0)
                return -1;
        int players = four ? 4 : 2;
        quixo_options_default(opt, players);
        rc = tt_option_word(options, "order", orders, &word,
                            "order must be cw or ccw (Q12)", reason, size);
        if (rc < 0)
                return -1;
        if (rc > 0)
                opt->order = word ? QUIXO_CCW : QUIXO_CW;
        if (tt_option_get(options, "first", v, sizeof v)) {
                int first = -1;
                if (players == 2) {
                        if (strcmp(v, "x") == 0)
                                first = QUIXO_X;
                        else if (strcmp(v, "o") == 0)
                                first = QUIXO_O;
                } else if (strlen(v) == 1) {
                        const char *seats = "senw";
                        const char *p = strchr(seats, v[0]);
                        if (p != NULL && v[0] != '\0')
                                first = (int)(p - seats); /* QUIXO_S..QUIXO_W */
                }
                if (first < 0)
                        return tt_refuse(reason, size,
                                         players == 2
                                             ? "first must be x or o (Q4)"
                                             : "first must be s, e, n or w (Q4)");
                opt->first = first;
        }
        rc = tt_option_word(options, "repetition", on_off, &word,
                            "repetition must be on or off (Q21)", reason, size);
        if (rc < 0)
                return -1;
        if (rc > 0)
                opt->repetition = word == 1;
        /* Every word must be a known option. */
        static const char *const known[] = {"players", "order", "first", "repetition"};
        if (tt_options_check(options, known, sizeof known / sizeof known[0], reason,
                             size) != 0)
                return -1;
        return 0;
}

static int q_new_game(void *pos, const char *options, tt_rng *rng, char *canon,
                      size_t canon_size, char *reason, size_t reason_size)
{
        (void)rng;
        quixo_options opt;
        if (parse_options(options, &opt, reason, reason_size) != 0)
                return -1;
        quixo_pos p;
        char why[QUIXO_REASON_MAX];
        if (quixo_pos_init(&p, &opt, why, sizeof why) != QUIXO_OK)
                return tt_refuse(reason, reason_size, why);
        *(quixo_pos *)pos = p;
        if (opt.players == 2)
                snprintf(canon, canon_size, "players=2 first=%c repetition=%s",
                         quixo_mark_char(opt.first), opt.repetition ? "on" : "off");
        else
                snprintf(canon, canon_size, "players=4 order=%s first=%c repetition=%s",
                         opt.order == QUIXO_CCW ? "ccw" : "cw",
                         quixo_seat_char(opt.first), opt.repetition ? "on" : "off");
        return 0;
}

/* The library leaves the position as it was when it refuses. */
static int q_set_state(void *pos, const char *state, char *reason, size_t reason_size)
{
        return quixo_state_parse(pos, state, reason, reason_size) == QUIXO_OK ? 0 : -1;
}

static bool q_reachable(const void *pos, char *reason, size_t reason_size)
{
        return quixo_pos_reachable(pos, reason, reason_size);
}

static void q_get_state(const void *pos, char *buf, size_t size)
{
        quixo_state_format(pos, buf, size);
}

static bool decided(const quixo_pos *p)
{
        return quixo_pos_result(p).outcome != QUIXO_OUTCOME_NONE;
}

static void format_move(const void *move, char *buf, size_t size)
{
        quixo_action_format(*(const quixo_move *)move, buf, size);
}

static int q_legal_actions(const void *pos, struct tt_actions *out)
{
        quixo_move moves[QUIXO_MAX_MOVES];
        int n = decided(pos) ? 0 : quixo_gen_moves(pos, moves);
        return tt_actions_of(out, moves, (size_t)n, sizeof moves[0], format_move);
}

static int q_play(void *pos, const char *action, char *reason, size_t reason_size)
{
        quixo_pos *p = pos;
        if (decided(p))
                return tt_refuse(reason, reason_size, "the game is over");
        quixo_move m;
        char why[QUIXO_REASON_MAX];
        if (quixo_action_parse_legal(p, action, &m, why, sizeof why) != QUIXO_OK)
                return tt_refuse(reason, reason_size, why);
        quixo_make(p, m);
        return 0;
}

static void q_result(const void *pos, char *buf, size_t size)
{
        quixo_result r = quixo_pos_result(pos);
        int winner = quixo_outcome_winner(r.outcome);
        tt_result_text(buf, size, r.outcome == QUIXO_OUTCOME_DRAW,
                       winner >= 0 ? quixo_mark_char(winner) : 0);
}

static char q_turn(const void *pos)
{
        const quixo_pos *p = pos;
        if (p->players == 4)
                return quixo_seat_char(p->turn);
        return quixo_mark_char(p->turn);
}

static void q_show(const void *pos, char *buf, size_t size)
{
        const quixo_pos *p = pos;
        tt_text t;

        tt_text_init(&t, buf, size);
        const bool four = p->players == 4;
        const char *cols = four ? "   a  b  c  d  e\n" : "  a b c d e\n";
#define PUT(...) tt_text_format(&t, __VA_ARGS__)
        PUT("%s", cols);
        for (int row = 4; row >= 0; row--) {
                PUT("%d", row + 1);
                for (int col = 0; col < 5; col++) {
                        int sq = row * 5 + col;
                        quixo_cell c = quixo_pos_cell(p, sq);
                        char mark = c == QUIXO_CELL_X   ? 'x'
                                    : c == QUIXO_CELL_O ? 'o'
                                                        : '.';
                        if (four) {
                                int dot = quixo_pos_dot(p, sq);
                                PUT(" %c%c", mark, dot >= 0 ? quixo_seat_char(dot) : '.');
                        } else {
                                PUT(" %c", mark);
                        }
                }
                PUT(" %d\n", row + 1);
        }
        PUT("%s", cols);
        if (four)
                PUT("%c to move (team %c), ply %u\n", quixo_seat_char(p->turn),
                    quixo_mark_char(p->turn & 1), (unsigned)p->ply);
        else
                PUT("%c to move, ply %u\n", quixo_mark_char(p->turn), (unsigned)p->ply);
#undef PUT
}

static int q_seats(const void *pos, char seats[TT_SEATS_MAX])
{
        const quixo_pos *p = pos;
        if (p->players == 4) {
                memcpy(seats, "senw", 4);
                return 4;
        }
        seats[0] = 'x';
        seats[1] = 'o';
        return 2;
}

static char q_side_of(const void *pos, char seat)
{
        const quixo_pos *p = pos;
        if (p->players != 4)
                return seat;
        return (seat == 's' || seat == 'n') ? 'x' : 'o'; /* Q11 */
}

static void q_loss_result(const void *pos, char side, char *buf, size_t size)
{
        (void)pos;
        snprintf(buf, size, "win %c", side == 'x' ? 'o' : 'x');
}

static bool q_turn_ended(const void *before, const void *after, const char *action)
{
        (void)before;
        (void)after;
        (void)action;
        return true;
}

/* Why a move is good or bad (quixo_explain: Q5, Q10, Q14, Q18). */
static int q_explain(const void *pos, const char *action, struct tt_explanation *out)
{
        quixo_explanation e;
        quixo_move m;
        out->count = 0;
        if (quixo_action_parse_legal(pos, action, &m, NULL, 0) != QUIXO_OK)
                return 0;
        quixo_explain(pos, m, &e);
        for (int i = 0; i < e.count && i < TT_EXPLAIN_MAX; i++)
                tt_reason_copy(out->why[out->count++], sizeof out->why[0], e.why[i]);
        return out->count;
}

/* Q17: a player who cannot take a cube passes. */
static bool q_forced(const char *action)
{
        return strcmp(action, "pass") == 0;
}

static bool q_is_chance(const char *action)
{
        (void)action;
        return false;
}

/* Q21: board, dots and player to move; the ply does not count. */
static void q_repetition_key(const void *pos, char *buf, size_t size)
{
        quixo_pos p = *(const quixo_pos *)pos;
        p.ply = 0;
        quixo_state_format(&p, buf, size);
}

/* Q11, Q19: four players are two teams. */
static bool q_has_teams(const void *pos)
{
        return ((const quixo_pos *)pos)->players == 4;
}

/* The words of seat_letters (two-player marks; four-player seats, Q11). */
static const char *const seat_words[] = {
    "X", "O", TT_N_("South"), TT_N_("East"), TT_N_("North"), TT_N_("West")};

const struct tt_game_ops tt_quixo_ops = {
    .name = "quixo",
    .title = "Quixo",
    .seat_letters = "xosenw", /* two players x o; four s e n w */
    .seat_words = seat_words,
    .has_teams = q_has_teams,
    .pos_size = sizeof(quixo_pos),
    .new_game = q_new_game,
    .set_state = q_set_state,
    .get_state = q_get_state,
    .legal_actions = q_legal_actions,
    .play = q_play,
    .result = q_result,
    .show = q_show,
    .turn = q_turn,
    .seats = q_seats,
    .side_of = q_side_of,
    .loss_result = q_loss_result,
    .turn_ended = q_turn_ended,
    .is_chance = q_is_chance,
    .forced = q_forced,
    .repetition_key = q_repetition_key,
    .choose = tt_choose_quixo,
    .analyze = tt_analyze_quixo,
    .throw_score = NULL,
    .reachable = q_reachable,
    .explain = q_explain,
};
