/* engine.h: the engine protocol (docs/protocol.md): a GTP-like text protocol
 * on standard input and output that drives a game session, for bots,
 * scripts and the test suite. */
#ifndef TT_ENGINE_ENGINE_H
#define TT_ENGINE_ENGINE_H

#include "session/game.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Longest command line accepted; longer lines get "? line too long". */
enum { ENGINE_LINE_MAX = 8192 };

struct engine;

/* A new engine for one game, at the start of a default game. seed seeds the
 * generator until a `new ... seed=N` (Thaayam throws, the throw-off, the
 * computer). NULL when out of memory. */
struct engine *engine_new(const struct tt_game_ops *ops, uint64_t seed);
void engine_free(struct engine *e);

/* Restrictions for untrusted use (the fuzz targets, --engine --restrict):
 * files=false refuses save and load; think_ms caps genmove's time (0: no
 * cap). */
void engine_restrict(struct engine *e, bool files, long think_ms);

/* Handles one input line (without its '\n'; may contain any bytes, NULs
 * included) and writes exactly one reply to out, or nothing for a blank or
 * comment line. Returns false when the engine should stop (quit). */
bool engine_handle_line(struct engine *e, const char *line, size_t len, FILE *out);

/* Reads one line of at most `cap` bytes from in into buf, without the '\n'.
 * Longer lines are read on to their end in bounded steps and discarded. */
enum engine_line { ENGINE_LINE_OK, ENGINE_LINE_TOO_LONG, ENGINE_LINE_EOF };
enum engine_line engine_read_line(FILE *in, char *buf, size_t cap, size_t *len);

/* The whole protocol on in/out for the game named `game` ("quixo" or
 * "thaayam"): returns the exit status (0 at end of input or quit).
 * restricted (--engine --restrict, for a bot that others drive): no file
 * is read or written (save and load refused) and genmove thinks at most
 * ENGINE_RESTRICT_THINK_MS. */
enum { ENGINE_RESTRICT_THINK_MS = 2000 };
int engine_run(const char *game, bool restricted, FILE *in, FILE *out);

#endif
