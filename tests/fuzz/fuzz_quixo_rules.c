/* fuzz_quixo_rules.c: libFuzzer target for the Quixo rules library itself.
 * Input: a state string on the first line, then one move per line. Checks
 * that nothing crashes and that the library agrees with itself: state
 * strings and moves survive a round trip, a parsed move is one the
 * generator lists, a refused move changes nothing, reasons are terminated.
 * Lines "undo" take a move back (the target keeps its own list of
 * positions: the history of a game is the session's business). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "quixo.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(int ok)
{
        if (!ok)
                abort();
}

static void check_why(const char *why)
{
        check(memchr(why, '\0', QUIXO_REASON_MAX) != NULL);
}

static void round_trip(const quixo_pos *p)
{
        char s[QUIXO_STATE_MAX], why[QUIXO_REASON_MAX];
        quixo_pos q;
        quixo_state_format(p, s, sizeof s);
        check(quixo_state_parse(&q, s, why, sizeof why) == QUIXO_OK);
        check(memcmp(&q, p, sizeof q) == 0);
        quixo_move moves[QUIXO_MAX_MOVES];
        int n = quixo_gen_moves(p, moves);
        check(n >= 1 && n <= QUIXO_MAX_MOVES);
        for (int i = 0; i < n; i++) {
                char m[QUIXO_ACTION_MAX];
                quixo_move back = QUIXO_MOVE_NONE;
                quixo_action_format(moves[i], m, sizeof m);
                check(quixo_action_parse_legal(p, m, &back, why, sizeof why) == QUIXO_OK);
                check(back == moves[i]);
        }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
        char *text = malloc(size + 1);
        char why[QUIXO_REASON_MAX];
        if (!text)
                return 0;
        memcpy(text, data, size);
        text[size] = '\0';
        char *line = text, *next = strchr(line, '\n');
        if (next)
                *next++ = '\0';
        /* the positions of the game so far, for undo; the start when the
         * state string is refused */
        enum { MAX_PLIES = 256 };
        quixo_pos *hist = malloc(MAX_PLIES * sizeof *hist);
        size_t len = 0;
        if (!hist) {
                free(text);
                return 0;
        }
        quixo_status st = quixo_state_parse(&hist[0], line, why, sizeof why);
        check_why(why);
        if (st == QUIXO_OK)
                round_trip(&hist[0]);
        else {
                quixo_options o;
                quixo_options_default(&o, 2);
                check(quixo_pos_init(&hist[0], &o, why, sizeof why) == QUIXO_OK);
        }
        while (next) {
                line = next;
                next = strchr(line, '\n');
                if (next)
                        *next++ = '\0';
                if (strcmp(line, "undo") == 0) {
                        len -= len > 0;
                        continue;
                }
                quixo_pos before = hist[len];
                quixo_move m = QUIXO_MOVE_NONE;
                st = quixo_action_parse_legal(&before, line, &m, why, sizeof why);
                check_why(why);
                if (st == QUIXO_OK) {
                        quixo_move moves[QUIXO_MAX_MOVES];
                        int n = quixo_gen_moves(&before, moves), found = 0;
                        for (int i = 0; i < n; i++)
                                found |= moves[i] == m;
                        check(found);
                        check(quixo_action_check(&before, m, why, sizeof why) ==
                              QUIXO_OK);
                        quixo_pos after;
                        check(quixo_pos_preview(&before, m, &after, why, sizeof why) ==
                              QUIXO_OK);
                        round_trip(&after);
                        if (len + 1 < MAX_PLIES &&
                            quixo_pos_result(&before).outcome == QUIXO_OUTCOME_NONE)
                                hist[++len] = after;
                } else {
                        check(m == QUIXO_MOVE_NONE);
                        check(memcmp(&hist[len], &before, sizeof before) == 0);
                }
                quixo_result r = quixo_pos_result(&hist[len]);
                check(r.outcome <= QUIXO_OUTCOME_DRAW);
        }
        free(hist);
        free(text);
        return 0;
}
