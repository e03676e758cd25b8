/* train_thaayam_eval.c: an experiment of issue 17 (docs/ai.md, "Why the
 * top level stays near 89 % against random players"): an evaluation of
 * two-player Thaayam positions learned from play, used by the computer
 * player's plan search (src/thaayam_ai/plan.c, through the custom
 * evaluation of tai_eval_params) in place of the hand-made one.
 *
 * The model: a network with one hidden layer of 32 tanh units and a
 * logistic output, the chance that the seat which has just used its scores
 * wins. Inputs: both seats' pieces (single pieces and twins per path index,
 * pieces off the board and borne off, some piece on the board: T8, T9,
 * T16-T21), the extra turn (T15), the capture setting (T19), and the
 * hand-made evaluation (eval.c) with its race part.
 *
 * Rounds: each round plays `games` two-player games (greedy plan searches
 * with the hand-made evaluation, from the second round also with the
 * network of the round before, against each other and against uniformly
 * random players; with `random-only`, only against random players),
 * records every end-of-move-phase position with the seat that has just
 * moved and whether it went on to win, and fits the network to those
 * outcomes (lambda = 1) or to TD(lambda) returns computed with the
 * network itself (cross-entropy, plain stochastic gradient, `epochs`
 * passes in a seeded order). Everything is seeded: the same arguments
 * give the same weights and the same figures.
 *
 * Then it plays the learned greedy player against random players (the
 * 1 000 games of the ladder's "level 3 - random" line: the same dice and
 * random choices; the hand-made greedy player's figure on the same games
 * is printed too) and against level 3 (pairs of games with the same dice,
 * seats swapped, capture settings alternating), and can write the weights
 * as a C table. Not run by make check (minutes of cpu time).
 *
 * Usage: train_thaayam_eval [games [epochs [rounds [out.c [pairs [lambda
 * [random-only]]]]]]] (defaults 40000 4 1 - 300 1 0; out.c "-": none).
 * The figures of docs/ai.md come from it (40 000 games: about 2.5 min of
 * cpu time).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "thaayam.h"
#include "thaayam_ai/tai.h"
#include "tt_rng.h"

/* The network: one hidden layer of tanh units, a logistic output. */
#define NET_SIDE 53 /* inputs per seat */
#define NET_IN (2 * NET_SIDE + 5)
#define NET_HIDDEN 32
#define NET_WEIGHTS (NET_HIDDEN * (NET_IN + 2) + 1)
#define NET_SCALE 25.0 /* pips per unit of the logit, for the plan search */

typedef struct sample {
        thaayam_state st;
        uint8_t me, won;
        uint32_t game;
        float target; /* won, or the TD(lambda) return */
} sample;

enum kind { RANDOM, HAND, NET, LEVEL3 };

typedef struct player {
        enum kind kind;
        double noise;
} player;

static thaayam_ctx ctx;
static tai_dice dice_table;
static tai_ws ws;
static tai_search search;
static thaayam_action list[THAAYAM_MAX_ACTIONS];
static float weights[NET_WEIGHTS];
static int have_net;
static thaayam_ai *level3;

static sample *samples;
static size_t nsamples, cap_samples;
static int recording;
static uint32_t game_id;
static double lambda = 1.0;
static int against_random; /* train on games against random players only */

/* ---- the network */

/* x[0..24] single pieces per path index, x[25..49] twins per index (T16),
 * x[50] pieces off the board (T8), x[51] borne off (T21), x[52] some piece
 * on the board (T9). */
static void side(const thaayam_state *st, int s, float *x)
{
        for (int i = 0; i < NET_SIDE; i++)
                x[i] = 0.0f;
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                int v = st->pos[s][p];
                if (v == THAAYAM_POS_HOME)
                        x[51] += 0.25f;
                else if (v == THAAYAM_POS_OFF)
                        x[50] += 0.25f;
                else if (v >= 0 && v <= THAAYAM_CASTLE_INDEX) {
                        x[52] = 1.0f;
                        x[(st->twin[s][p] == THAAYAM_NO_TWIN ? 0 : 25) + v] += 0.5f;
                }
        }
}

/* The inputs of end position st (two seats) for seat me: both seats'
 * pieces, the extra turn (T15), the capture setting (T19), and the
 * hand-made evaluation (eval.c) with its race part. */
static void features(const thaayam_state *st, int me, float *x)
{
        int opp = me;
        for (int s = 0; s < THAAYAM_SEATS; s++)
                if (((st->seats >> s) & 1u) && s != me)
                        opp = s;
        side(st, me, x);
        side(st, opp, x + NET_SIDE);
        float *g = x + 2 * NET_SIDE;
        tai_eval_params p;
        tai_eval_defaults(&p);
        double full = tai_eval(&dice_table, &p, st, me, 0);
        p.full = 0;
        double race = tai_eval(&dice_table, &p, st, me, 0);
        g[0] = st->extra ? 1.0f : 0.0f;
        g[1] = st->capture == THAAYAM_CAPTURE_WHOLE ? 1.0f : 0.0f;
        g[2] = (float)(full / 50.0);
        g[3] = (float)(race / 50.0);
        g[4] = (float)((full - race) / 20.0);
}

/* The logit of the chance that me wins; hid gets the hidden units. */
static double logit(const float *x, float *hid)
{
        const float *w1 = weights, *b1 = w1 + NET_HIDDEN * NET_IN, *w2 = b1 + NET_HIDDEN,
                    *b2 = w2 + NET_HIDDEN;
        double out = *b2;
        for (int h = 0; h < NET_HIDDEN; h++) {
                const float *row = w1 + h * NET_IN;
                float a = b1[h];
                for (int i = 0; i < NET_IN; i++)
                        a += row[i] * x[i];
                hid[h] = tanhf(a);
                out += w2[h] * hid[h];
        }
        return out;
}

/* The plan search's evaluation (tai_eval_fn) for the network's player. */
static double net_eval(const void *data, const tai_dice *d, const thaayam_state *st,
                       int me)
{
        (void)data;
        (void)d;
        float x[NET_IN], hid[NET_HIDDEN];
        features(st, me, x);
        return NET_SCALE * logit(x, hid);
}

static double cpu(void)
{
        return (double)clock() / CLOCKS_PER_SEC;
}

static void record(const thaayam_state *st)
{
        if (!recording)
                return;
        if (nsamples == cap_samples) {
                cap_samples = cap_samples ? 2 * cap_samples : 1u << 16;
                samples = realloc(samples, cap_samples * sizeof *samples);
                if (samples == NULL) {
                        fprintf(stderr, "out of memory\n");
                        exit(1);
                }
        }
        samples[nsamples].st = *st;
        samples[nsamples].me = st->turn;
        samples[nsamples].won = 0;
        samples[nsamples].game = game_id;
        nsamples++;
}

/* One move phase of a greedy player: the best end position by its
 * evaluation; records it. */
static void greedy(thaayam_state *st, const player *pl, tt_rng *choice)
{
        search.ws = &ws;
        search.ctx = &ctx;
        search.dice = &dice_table;
        tai_eval_defaults(&search.params);
        search.params.noise = pl->noise;
        search.params.seed = tt_rng_next(choice);
        if (pl->kind == NET)
                search.params.custom = net_eval;
        search.me = st->turn;
        search.cap = 20000;
        search.want = 1;
        tai_search_run(&search, st);
        const tai_leaf *l = &search.top[0];
        for (int k = 0; k < l->len; k++) {
                if (l->plan[k].kind == THAAYAM_ACT_DONE)
                        record(st);
                thaayam_action_apply_unchecked(st, &l->plan[k]);
        }
}

/* Plays a two-player game; returns the winner (-1 if cut off). */
static int game(const player *south, const player *north, int capture, uint64_t dice_seed,
                uint64_t choice_seed)
{
        size_t first = nsamples;
        tt_rng dice, choice[THAAYAM_SEATS];
        tt_rng_seed(&dice, dice_seed);
        const player *pl[THAAYAM_SEATS] = {NULL};
        pl[THAAYAM_S] = south;
        pl[THAAYAM_N] = north;
        for (int i = 0; i < THAAYAM_SEATS; i++)
                tt_rng_seed(&choice[i], choice_seed * 4u + (unsigned)i);
        unsigned mask = (1u << THAAYAM_S) | (1u << THAAYAM_N);
        thaayam_options o = {2, mask, capture, 0};
        thaayam_state st;
        if (thaayam_init(&st, &o, thaayam_throwoff_run(mask, &dice), NULL, 0) !=
            THAAYAM_OK)
                abort();
        thaayam_ai_forget(level3);
        int winner = -1;
        for (long steps = 0; steps < 100000; steps++) {
                thaayam_result r;
                thaayam_get_result(&st, &r);
                if (r.over) {
                        winner = r.winner;
                        break;
                }
                if (st.phase == THAAYAM_PHASE_THROW) {
                        thaayam_throw_random(&st, &dice, NULL);
                        continue;
                }
                int t = st.turn;
                if (pl[t]->kind == HAND || pl[t]->kind == NET) {
                        greedy(&st, pl[t], &choice[t]);
                        continue;
                }
                thaayam_action a;
                if (pl[t]->kind == LEVEL3) {
                        thaayam_ai_result res;
                        if (thaayam_ai_choose(level3, &st, NULL, &choice[t], &res) != 0)
                                abort();
                        a = res.action;
                } else {
                        size_t n =
                            thaayam_legal_actions(&st, &ctx, list, THAAYAM_MAX_ACTIONS);
                        if (n == 0)
                                break;
                        a = list[tt_rng_below(&choice[t], (uint32_t)n)];
                }
                if (a.kind == THAAYAM_ACT_DONE)
                        record(&st);
                thaayam_action_apply_unchecked(&st, &a);
        }
        for (size_t i = first; i < nsamples; i++)
                samples[i].won = samples[i].me == winner;
        game_id++;
        return winner;
}

/* The training games of one round, in a fixed cycle: the hand-made greedy
 * player against a random player and against itself; once a network
 * exists, also the network's greedy player against a random player and
 * against the hand-made one with level 2's noise. With against_random,
 * every game is against a random player. Seats and capture settings
 * alternate. */
static void play_round(int games, uint64_t seed)
{
        static const player mix[2][4][2] = {{
                                                {{HAND, 0}, {RANDOM, 0}},
                                                {{HAND, 0}, {HAND, 0}},
                                                {{NET, 0}, {RANDOM, 0}},
                                                {{NET, 0}, {HAND, 12}},
                                            },
                                            {
                                                {{HAND, 0}, {RANDOM, 0}},
                                                {{HAND, 0}, {RANDOM, 0}},
                                                {{NET, 0}, {RANDOM, 0}},
                                                {{NET, 0}, {RANDOM, 0}},
                                            }};
        for (int g = 0; g < games; g++) {
                int m = g % 4;
                if (!have_net && m >= 2)
                        m -= 2;
                const player *a = &mix[against_random][m][0],
                             *b = &mix[against_random][m][1];
                uint64_t s = seed + 104729u * (uint64_t)g;
                if (g / 4 % 2)
                        game(b, a, g / 8 % 2, s, s ^ 0x2545f491u);
                else
                        game(a, b, g / 8 % 2, s, s ^ 0x2545f491u);
        }
}

static double value(const sample *sm)
{
        float x[NET_IN], hid[NET_HIDDEN];
        features(&sm->st, sm->me, x);
        return 1.0 / (1.0 + exp(-logit(x, hid)));
}

/* The targets: the outcome (lambda = 1), else the TD(lambda) return of the
 * seat's next positions in the same game under the current network. */
static void targets(void)
{
        size_t end = nsamples;
        while (end > 0) {
                size_t first = end;
                while (first > 0 && samples[first - 1].game == samples[end - 1].game)
                        first--;
                int have[THAAYAM_SEATS] = {0};
                double g_next[THAAYAM_SEATS] = {0}, v_next[THAAYAM_SEATS] = {0};
                for (size_t i = end; i-- > first;) {
                        sample *sm = &samples[i];
                        int s = sm->me;
                        double g = lambda >= 1.0 || !have[s]
                                       ? sm->won
                                       : (1.0 - lambda) * v_next[s] + lambda * g_next[s];
                        sm->target = (float)g;
                        have[s] = 1;
                        g_next[s] = g;
                        v_next[s] = lambda >= 1.0 ? 0.0 : value(sm);
                }
                end = first;
        }
}

static void train(int epochs, uint64_t seed)
{
        tt_rng rng;
        tt_rng_seed(&rng, seed);
        uint32_t *order = malloc(nsamples * sizeof *order);
        if (order == NULL)
                abort();
        for (size_t i = 0; i < nsamples; i++)
                order[i] = (uint32_t)i;
        float *w1 = weights, *b1 = w1 + NET_HIDDEN * NET_IN, *w2 = b1 + NET_HIDDEN,
              *b2 = w2 + NET_HIDDEN;
        for (int e = 0; e < epochs; e++) {
                double rate = 0.01 / (1.0 + e), loss = 0.0;
                targets();
                for (size_t i = nsamples; i > 1; i--) {
                        uint32_t j = tt_rng_below(&rng, (uint32_t)i);
                        uint32_t t = order[i - 1];
                        order[i - 1] = order[j];
                        order[j] = t;
                }
                for (size_t k = 0; k < nsamples; k++) {
                        const sample *sm = &samples[order[k]];
                        float x[NET_IN], hid[NET_HIDDEN];
                        features(&sm->st, sm->me, x);
                        double out = logit(x, hid);
                        double p = 1.0 / (1.0 + exp(-out));
                        double y = sm->target;
                        loss -= y * log(p + 1e-12) + (1.0 - y) * log(1.0 - p + 1e-12);
                        float g = (float)(rate * (p - y));
                        *b2 -= g;
                        for (int h = 0; h < NET_HIDDEN; h++) {
                                float gh = g * w2[h] * (1.0f - hid[h] * hid[h]);
                                w2[h] -= g * hid[h];
                                b1[h] -= gh;
                                float *row = w1 + h * NET_IN;
                                for (int i = 0; i < NET_IN; i++)
                                        if (x[i] != 0.0f)
                                                row[i] -= gh * x[i];
                        }
                }
                printf("  epoch %d: loss %.4f\n", e + 1, loss / (double)nsamples);
                fflush(stdout);
        }
        free(order);
}

/* The learned greedy player against p in `pairs` pairs of games with the
 * same dice (seats swapped), seeded as the ladder seeds its matches
 * (tests/ladder/ladder.h). Returns the games won. */
static int match(const player *me, const player *p, int pairs, uint64_t seed)
{
        int won = 0;
        for (int g = 0; g < 2 * pairs; g++) {
                uint64_t s = seed + 7919u * (uint64_t)(g / 2);
                int south = g % 2 == 0;
                int w = south ? game(me, p, (g / 2) % 2, s, s ^ 0x5bd1e995u)
                              : game(p, me, (g / 2) % 2, s, s ^ 0x5bd1e995u);
                won += w == (south ? THAAYAM_S : THAAYAM_N);
        }
        return won;
}

static void write_weights(const char *path, int games, int epochs, int rounds)
{
        FILE *f = fopen(path, "w");
        if (f == NULL) {
                perror(path);
                exit(1);
        }
        fprintf(
            f,
            "/* The weights of the learned Thaayam evaluation, written by\n"
            " * tools/train_thaayam_eval %d %d %d (deterministic): hidden weights\n"
            " * (%d rows of %d inputs), hidden biases, output weights, output bias. */\n"
            "static const float thaayam_net_weights[%d] = {\n",
            games, epochs, rounds, NET_HIDDEN, NET_IN, NET_WEIGHTS);
        for (int i = 0; i < NET_WEIGHTS; i++)
                fprintf(f, "%.8gf,%s", (double)weights[i], i % 6 == 5 ? "\n" : " ");
        fprintf(f, "};\n");
        fclose(f);
}

int main(int argc, char **argv)
{
        int games = argc > 1 ? atoi(argv[1]) : 40000;
        int epochs = argc > 2 ? atoi(argv[2]) : 4;
        int rounds = argc > 3 ? atoi(argv[3]) : 1;
        const char *out = argc > 4 && strcmp(argv[4], "-") != 0 ? argv[4] : NULL;
        int pairs = argc > 5 ? atoi(argv[5]) : 300;
        lambda = argc > 6 ? atof(argv[6]) : 1.0;
        against_random = argc > 7 ? atoi(argv[7]) != 0 : 0;
        if (games <= 0 || epochs <= 0 || rounds <= 0 || pairs < 0) {
                fprintf(stderr,
                        "usage: train_thaayam_eval [games [epochs [rounds [out.c|- "
                        "[pairs [lambda [random-only]]]]]]]\n");
                return 2;
        }
        thaayam_ctx_init(&ctx);
        tai_dice_init(&dice_table);
        if (tai_ws_init(&ws, 16, 32768) != 0 || (level3 = thaayam_ai_new(3)) == NULL)
                return 1;
        tt_rng init;
        tt_rng_seed(&init, 20261201u);
        for (int i = 0; i < NET_WEIGHTS; i++)
                weights[i] =
                    (float)((double)tt_rng_below(&init, 1u << 20) / (1u << 20) - 0.5) *
                    0.2f;
        for (int r = 0; r < rounds; r++) {
                double t0 = cpu();
                samples = NULL;
                nsamples = cap_samples = 0;
                recording = 1;
                play_round(games, 1000003u * (uint64_t)(r + 1));
                printf("round %d: %d games, %zu positions, %.1f s cpu\n", r + 1, games,
                       nsamples, cpu() - t0);
                t0 = cpu();
                train(epochs, 77u + (uint64_t)r);
                printf("round %d: trained in %.1f s cpu\n", r + 1, cpu() - t0);
                free(samples);
                samples = NULL;
                nsamples = 0;
                recording = 0;
                have_net = 1;
        }
        if (out != NULL)
                write_weights(out, games, epochs, rounds);
        if (pairs > 0) {
                double t0 = cpu();
                static const player rnd = {RANDOM, 0}, l3 = {LEVEL3, 0}, net = {NET, 0},
                                    hand = {HAND, 0};
                int w = match(&hand, &rnd, 500, 777u);
                double f = w / 1000.0;
                printf("hand-made greedy - random: %d of 1000 (%.1f %% +-%.1f)\n", w,
                       100 * f, 196 * sqrt(f * (1 - f) / 1000));
                w = match(&net, &rnd, 500, 777u);
                f = w / 1000.0;
                printf(
                    "learned greedy - random: %d of 1000 (%.1f %% +-%.1f), %.1f s cpu\n",
                    w, 100 * f, 196 * sqrt(f * (1 - f) / 1000), cpu() - t0);
                fflush(stdout);
                t0 = cpu();
                w = match(&net, &l3, pairs, 20261301u);
                f = w / (2.0 * pairs);
                printf(
                    "learned greedy - level 3: %d of %d (%.1f %% +-%.1f), %.1f s cpu\n",
                    w, 2 * pairs, 100 * f, 196 * sqrt(f * (1 - f) / (2 * pairs)),
                    cpu() - t0);
        }
        thaayam_ai_free(level3);
        tai_ws_free(&ws);
        return 0;
}
