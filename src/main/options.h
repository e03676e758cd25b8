/* options.h: pieces of the games' command lines shared by quixo_options.c
 * and thaayam_options.c: the usage error, on/off and whole numbers,
 * ID=VALUE pairs, computer seat kinds and player names. */
#ifndef TT_MAIN_OPTIONS_H
#define TT_MAIN_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

/* Prints "PROG: " and the message (fmt with one %s for arg), then where
 * help is; returns CLI_EXIT_USAGE. */
int cli_usage(const char *prog, const char *fmt, const char *arg);

/* "on"/"yes" or "off"/"no": 0, else -1. */
int cli_onoff(const char *v, bool *out);

/* A whole number min..max, nothing else: 0, else -1. */
int cli_int(const char *v, int min, int max, int *out);

/* "X=VALUE" where X is one of the letters of ids: 0 with *id and *value,
 * else -1. */
int cli_pair(const char *arg, const char *ids, char *id, const char **value);

/* "computer" (*level = 0) or "computer:L" with L in 1..max_level. */
bool cli_computer(const char *v, int max_level, int *level);

/* What is wrong with a player's name for a buffer of `size` bytes (1 to
 * size-1 bytes, no control characters): a message with one %s for the
 * name, or NULL when it is good. */
const char *cli_name_problem(const char *name, size_t size);

#endif
