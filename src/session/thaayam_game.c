/* thaayam_game.c: the Thaayam rules library (include/thaayam.h) behind the
 * game-independent interface of session/game.h. Positions are
 * thaayam_state. Throws are actions "throw S" with the score given, so that
 * a record replays exactly (T4, T5); the session draws random scores. */
#include "tt_ascii.h"
#include "session/game.h"
#include "tt_text.h"
#include "session/choose.h"
#include "thaayam.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The T11 memo: a cache only, one per thread. */
static _Thread_local thaayam_ctx memo;
static _Thread_local bool memo_ready;

static thaayam_ctx *ctx(void)
{
        if (!memo_ready) {
                thaayam_ctx_init(&memo);
                memo_ready = true;
        }
        return &memo;
}

static const char seat_letters[] = "senw";
static const char *const seat_words[] = {TT_N_("South"), TT_N_("East"), TT_N_("North"),
                                         TT_N_("West")};

static int parse_options(const char *options, thaayam_options *opt, int *first,
                         bool *physical, char *reason, size_t size)
{
        static const char *const player_counts[] = {"2", "3", "4", NULL};
        static const char *const dice[] = {"program", "physical", NULL};
        static const char *const captures[] = {"split", "whole", NULL};
        char v[32];
        int word = 0, rc;
        memset(opt, 0, sizeof *opt);
        *first = -1;
        rc = tt_option_word(options, "players", player_counts, &word,
                            "players must be 2, 3 or 4 (T2)", reason, size);
        if (rc < 0)
                return -1;
        if (rc > 0)
                opt->players = word + 2;
        if (tt_option_get(options, "seats", v, sizeof v)) {
                unsigned mask = 0;
                for (const char *c = v; *c != '\0'; c++) {
                        const char *p = strchr(seat_letters, *c);
                        if (p == NULL || mask & (1u << (p - seat_letters)))
                                return tt_refuse(
                                    reason, size,
                                    "seats must be distinct letters of s, e, n, w");
                        mask |= 1u << (p - seat_letters);
                }
                int n = __builtin_popcount(mask);
                if (n < 2)
                        return tt_refuse(reason, size,
                                         "seats must name 2 to 4 seats (T2)");
                if (opt->players != 0 && opt->players != n)
                        return tt_refuse(reason, size, "players and seats disagree");
                opt->players = n;
                opt->seats = mask;
        }
        if (opt->players == 0)
                opt->players = 2;
        if (opt->seats == 0)
                opt->seats = opt->players == 2 ? 0x5u : opt->players == 3 ? 0x7u : 0xfu;
        rc = tt_option_word(options, "capture", captures, &word,
                            "capture must be split or whole (T19)", reason, size);
        if (rc < 0)
                return -1;
        if (rc > 0)
                opt->capture = word ? THAAYAM_CAPTURE_WHOLE : THAAYAM_CAPTURE_SPLIT;
        if (tt_option_get(options, "first", v, sizeof v)) {
                const char *p = strlen(v) == 1 ? strchr(seat_letters, v[0]) : NULL;
                if (p == NULL || !(opt->seats & (1u << (p - seat_letters))))
                        return tt_refuse(reason, size, "first must be a seat in play");
                *first = (int)(p - seat_letters);
        }
        if (tt_option_get(options, "seed", v, sizeof v)) {
                uint64_t seed;
                if (!tt_ascii_u64(v, UINT64_MAX, &seed))
                        return tt_refuse(reason, size, "seed must be a number");
        }
        /* T4: who throws the seeds; the rules are the same, the scores of
         * physical dice are typed (and a mistyped one may be taken back) */
        *physical = false;
        rc = tt_option_word(options, "dice", dice, &word,
                            "dice must be program or physical (T4)", reason, size);
        if (rc < 0)
                return -1;
        *physical = rc > 0 && word == 1;
        static const char *const known[] = {"players", "seats", "capture",
                                            "first",   "seed",  "dice"};
        if (tt_options_check(options, known, sizeof known / sizeof known[0], reason,
                             size) != 0)
                return -1;
        return 0;
}

static int t_new_game(void *pos, const char *options, tt_rng *rng, char *canon,
                      size_t canon_size, char *reason, size_t reason_size)
{
        thaayam_options opt;
        int first;
        bool physical = false;
        if (parse_options(options, &opt, &first, &physical, reason, reason_size) != 0)
                return -1;
        if (first < 0) /* T6: the throw-off decides who starts */
                first = thaayam_throwoff_run(opt.seats, rng);
        thaayam_state st;
        char why[TT_REASON_MAX];
        if (thaayam_init(&st, &opt, first, why, sizeof why) != THAAYAM_OK)
                return tt_refuse(reason, reason_size, why);
        *(thaayam_state *)pos = st;
        char seats[5];
        int n = 0;
        for (int i = 0; i < 4; i++)
                if (opt.seats & (1u << i))
                        seats[n++] = seat_letters[i];
        seats[n] = '\0';
        snprintf(canon, canon_size, "players=%d seats=%s capture=%s first=%c%s",
                 opt.players, seats,
                 opt.capture == THAAYAM_CAPTURE_WHOLE ? "whole" : "split",
                 seat_letters[first], physical ? " dice=physical" : "");
        return 0;
}

/* The library leaves the position as it was when it refuses. */
static int t_set_state(void *pos, const char *state, char *reason, size_t reason_size)
{
        return thaayam_state_parse(pos, state, reason, reason_size) == THAAYAM_OK ? 0
                                                                                  : -1;
}

static void t_get_state(const void *pos, char *buf, size_t size)
{
        thaayam_state_format(pos, buf, size);
}

static void format_action(const void *action, char *buf, size_t size)
{
        thaayam_action_format(action, buf, size);
}

static int t_legal_actions(const void *pos, struct tt_actions *out)
{
        tt_actions_init(out);
        size_t cap = thaayam_actions_bound(pos);
        if (cap == 0)
                cap = 1;
        thaayam_action *acts = malloc(cap * sizeof *acts);
        if (acts == NULL)
                return -1;
        size_t n = thaayam_legal_actions(pos, ctx(), acts, cap);
        if (n > cap)
                n = cap; /* cannot happen: the bound is an upper bound */
        int rc = tt_actions_of(out, acts, n, sizeof *acts, format_action);
        free(acts);
        return rc;
}

static int t_play(void *pos, const char *action, char *reason, size_t reason_size)
{
        thaayam_action a;
        char why[TT_REASON_MAX];
        if (thaayam_action_parse(action, &a, why, sizeof why) != THAAYAM_OK)
                return tt_refuse(reason, reason_size, why);
        if (a.kind == THAAYAM_ACT_THROW && a.score == 0) {
                /* The reason a throw is impossible now, if it is. */
                thaayam_state tmp = *(const thaayam_state *)pos;
                a.score = 1;
                if (thaayam_action_apply(&tmp, ctx(), &a, why, sizeof why) != THAAYAM_OK)
                        return tt_refuse(reason, reason_size, why);
                return tt_refuse(reason, reason_size, "a throw needs its score here");
        }
        if (thaayam_action_apply(pos, ctx(), &a, why, sizeof why) != THAAYAM_OK)
                return tt_refuse(reason, reason_size, why);
        return 0;
}

static void t_result(const void *pos, char *buf, size_t size)
{
        thaayam_result r;
        thaayam_get_result(pos, &r);
        /* Playing on for the places (T22), the game goes on after the win. */
        tt_result_text(buf, size, r.over,
                       r.winner >= 0 && r.over ? thaayam_seat_char(r.winner) : 0);
}

static char t_turn(const void *pos)
{
        return thaayam_seat_char(((const thaayam_state *)pos)->turn);
}

static int t_seats(const void *pos, char seats[TT_SEATS_MAX])
{
        const thaayam_state *st = pos;
        int n = 0;
        for (int i = 0; i < THAAYAM_SEATS; i++)
                if (st->seats & (1u << i))
                        seats[n++] = thaayam_seat_char(i);
        return n;
}

static char t_side_of(const void *pos, char seat)
{
        (void)pos;
        return seat;
}

/* How far a seat's pieces have come: borne off counts as the whole path. */
static int progress(const thaayam_state *st, int seat)
{
        int sum = 0;
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int v = st->pos[seat][p];
                sum += v == THAAYAM_POS_HOME ? THAAYAM_PATH_LEN + 1 : v + 1;
        }
        return sum;
}

/* Decision: when a side loses on time or resigns, the winner is the other
 * player furthest ahead (pieces borne off first, then squares travelled);
 * ties go to the first seat after the loser in turn order (T6). */
static void t_loss_result(const void *pos, char side, char *buf, size_t size)
{
        const thaayam_state *st = pos;
        int loser = thaayam_seat_of_char(side);
        int best = -1, best_score = -1;
        int seat = loser;
        for (int i = 0; i < THAAYAM_SEATS; i++) {
                seat = thaayam_next_seat(st->seats, seat);
                if (seat < 0 || seat == loser)
                        break;
                int score = progress(st, seat);
                if (score > best_score) {
                        best = seat;
                        best_score = score;
                }
        }
        if (best < 0)
                snprintf(buf, size, "none");
        else
                snprintf(buf, size, "win %c", thaayam_seat_char(best));
}

static bool t_turn_ended(const void *before, const void *after, const char *action)
{
        const thaayam_state *b = before, *a = after;
        return b->turn != a->turn || strcmp(action, "done") == 0;
}

/* What an action does (thaayam_explain: T8, T13-T16, T18-T22). */
static int t_explain(const void *pos, const char *action, struct tt_explanation *out)
{
        thaayam_explanation e;
        thaayam_action a;
        out->count = 0;
        if (thaayam_action_parse(action, &a, NULL, 0) != THAAYAM_OK)
                return 0;
        thaayam_explain(pos, &a, &e);
        for (int i = 0; i < e.count && i < TT_EXPLAIN_MAX; i++)
                tt_reason_copy(out->why[out->count++], sizeof out->why[0], e.why[i]);
        return out->count;
}

/* T11: a move phase whose scores can no longer be used ends. */
static bool t_forced(const char *action)
{
        return strcmp(action, "done") == 0;
}

static bool t_is_chance(const char *action)
{
        return strncmp(action, "throw", 5) == 0;
}

static int t_throw_score(tt_rng *rng)
{
        uint8_t faces[4];
        return thaayam_throw_seeds(rng, faces); /* T4 */
}

/* The drawing: the 5x5 board with the pieces on each square (seat letter
 * and piece number, palaces in brackets), then each seat's pieces. */
static void t_show(const void *pos, char *buf, size_t size)
{
        const thaayam_state *st = pos;
        tt_text t;

        tt_text_init(&t, buf, size);
#define PUT(...) tt_text_format(&t, __VA_ARGS__)
        PUT("      a       b       c       d       e\n");
        for (int row = 4; row >= 0; row--) {
                PUT("%d", row + 1);
                for (int col = 0; col < 5; col++) {
                        int sq = row * 5 + col;
                        char cell[16] = "";
                        size_t n = 0;
                        for (int seat = 0; seat < THAAYAM_SEATS; seat++) {
                                if (!(st->seats & (1u << seat)))
                                        continue;
                                for (int p = 0; p < THAAYAM_PIECES; p++) {
                                        int idx = st->pos[seat][p];
                                        if (idx < 0 || thaayam_square_of(seat, idx) != sq)
                                                continue;
                                        if (n + 2 < 7) {
                                                cell[n++] = thaayam_seat_char(seat);
                                                cell[n++] = (char)('1' + p);
                                        } else if (n < 7) {
                                                cell[n++] = '+';
                                        }
                                }
                        }
                        cell[n] = '\0';
                        if (n == 0)
                                snprintf(cell, sizeof cell, "%s",
                                         sq == THAAYAM_CASTLE_SQUARE ? "#"
                                         : thaayam_is_safe(sq)       ? "*"
                                                                     : ".");
                        PUT(" %7s", cell);
                }
                PUT("  %d\n", row + 1);
        }
        PUT("      a       b       c       d       e\n");
        for (int seat = 0; seat < THAAYAM_SEATS; seat++) {
                if (!(st->seats & (1u << seat)))
                        continue;
                PUT("%c:", thaayam_seat_char(seat));
                for (int p = 0; p < THAAYAM_PIECES; p++) {
                        int idx = st->pos[seat][p];
                        if (idx == THAAYAM_POS_OFF)
                                PUT(" %d=off", p + 1);
                        else if (idx == THAAYAM_POS_HOME)
                                PUT(" %d=home", p + 1);
                        else {
                                char name[3];
                                thaayam_square_name(thaayam_square_of(seat, idx), name);
                                PUT(" %d=%s(%d)", p + 1, name, idx);
                        }
                        if (st->twin[seat][p] != THAAYAM_NO_TWIN)
                                PUT("&%d", st->twin[seat][p] + 1);
                }
                PUT("\n");
        }
        PUT("%c to %s, scores:", thaayam_seat_char(st->turn),
            st->phase == THAAYAM_PHASE_THROW ? "throw" : "move");
        if (st->phase == THAAYAM_PHASE_THROW) {
                for (int i = 0; i < st->nthrows; i++)
                        PUT(" %d", st->throws[i]);
        } else {
                for (int i = 0; i < st->nthrows; i++)
                        if (st->throw_status[i] == THAAYAM_THROW_UNUSED)
                                PUT(" %d", st->throws[i]);
        }
        PUT("%s\n", st->extra ? " (extra turn earned)" : "");
#undef PUT
}

const struct tt_game_ops tt_thaayam_ops = {
    .name = "thaayam",
    .title = "Thaayam",
    .seat_letters = seat_letters,
    .seat_words = seat_words,
    .has_teams = NULL,
    .pos_size = sizeof(thaayam_state),
    .new_game = t_new_game,
    .set_state = t_set_state,
    .get_state = t_get_state,
    .legal_actions = t_legal_actions,
    .play = t_play,
    .result = t_result,
    .show = t_show,
    .turn = t_turn,
    .seats = t_seats,
    .side_of = t_side_of,
    .loss_result = t_loss_result,
    .turn_ended = t_turn_ended,
    .is_chance = t_is_chance,
    .forced = t_forced,
    .explain = t_explain,
    .repetition_key = NULL,
    .choose = tt_choose_thaayam,
    .analyze = tt_analyze_thaayam,
    .throw_score = t_throw_score,
};
