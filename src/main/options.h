/* options.h: the command lines of the games, table-driven. options.c owns
 * the getopt loop and what every game shares: --seat and --name pairs,
 * --start, --demo, --load, --replay, --resume, --ascii, --help, --version,
 * usage errors (status 2), and the small parsers below. A game describes
 * its command line in a struct cli_game_options: a table of its own
 * options with a handler each, its seats, its help and its front end
 * (quixo_options.c, thaayam_options.c). */
#ifndef TT_MAIN_OPTIONS_H
#define TT_MAIN_OPTIONS_H

#include "tui/net/lobby.h"
#include "tui/kit/screen.h"

#include <stdbool.h>
#include <stddef.h>

struct cli_parser;

/* One option of a game's table. */
struct cli_option {
        const char *name; /* long name, without "--" */
        bool has_value;
        /* Applies the option (value NULL when it has none): 0; -1 for a bad
         * value, reported with `bad`; or an exit status after a message of
         * its own. */
        int (*apply)(struct cli_parser *p, const char *value);
        const char *bad; /* N_(): usage message with one %s for the value */
};

/* The fields every game's arguments have, pointed to in them. */
struct cli_common {
        struct tui_options *ui;        /* --ascii */
        bool *start;                   /* --start, --demo */
        const char **load_file;        /* --load FILE */
        const char **replay_file;      /* --replay FILE */
        bool *resume;                  /* --resume */
        struct tui_host_request *host; /* --host, --table, --watchers, remote seats */
        bool *loop;                    /* --loop (with --demo) */
};

enum cli_seat_kind { CLI_SEAT_HUMAN, CLI_SEAT_COMPUTER, CLI_SEAT_EMPTY };

/* A game's command line. */
struct cli_game_options {
        const char *prog; /* "quixo": messages, --version */
        /* N_(): the --help text: the game's own lines, then (options.c)
         * --resume, --ascii, --engine, --help and --version, then the
         * example. */
        const char *help;
        const char *example;
        const struct cli_option *options; /* its own options, ended by name NULL */
        const char *sources_clash;        /* N_(): more than one of --load, ... given */

        /* Seats: --seat ID=KIND and --name ID=NAME. */
        const char *seat_ids;    /* the letters an ID may be */
        const char *seat_syntax; /* N_(): a bad --seat pair, one %s */
        const char *bad_kind;    /* N_(): a bad seat kind, one %s */
        int max_level;           /* computer:1 .. computer:max_level */
        bool has_empty;          /* "empty" is a seat kind */
        /* The seat of `id` in the settings after every option, or -1 when
         * the game has no such seat now: no_seat() is then the message
         * (translated, one %s for the id). no_seat may be NULL when every
         * letter of seat_ids is always a seat. */
        int (*seat_index)(const void *args, char id);
        const char *(*no_seat)(const void *args);
        /* Makes a seat human, empty or a computer (level 0: keep its level). */
        void (*set_seat)(void *args, int seat, enum cli_seat_kind kind, int level);
        /* The name buffer of a seat and its size. */
        char *(*seat_name)(void *args, int seat, size_t *size);

        /* After the options are read: before the --seat and --name pairs
         * are applied (--players, --demo) and after them (checks). -1 to
         * go on, or an exit status after a usage error. */
        int (*before_seats)(struct cli_parser *p);
        int (*after_seats)(struct cli_parser *p);

        /* The arguments handed to the front end. */
        size_t args_size;
        void (*defaults)(void *args); /* the remembered settings */
        void (*common)(void *args, struct cli_common *c);
        int (*run)(const void *args); /* the front end: 0, or failure */
};

enum { CLI_PAIRS_MAX = 16 };

/* An ID=VALUE pair of --seat or --name, applied once the options are read. */
struct cli_pending {
        char id;
        const char *value;
};

/* One parse in progress, for the handlers. */
struct cli_parser {
        const struct cli_game_options *game;
        void *args; /* the game's arguments */
        struct cli_common common;
        bool demo;          /* --demo */
        bool loop;          /* --loop */
        bool saved;         /* --saved: list the saved games and stop */
        int sources;        /* how many of --load, --replay, --resume, ... */
        int players;        /* for games that keep --players N till the end */
        unsigned seat_mask; /* for games that keep --seats till the end */
        char first;         /* --first ID (cli_opt_first), 0 when not given */
        unsigned given;     /* the game's own: which of its options were given */
        struct cli_pending seats[CLI_PAIRS_MAX], names[CLI_PAIRS_MAX];
        int nseats, nnames;
};

/* Parses argv (argv[0] is the game name) into args, already filled with
 * the defaults. -1 to go on, or an exit status: 0 after --help/--version,
 * 2 (with a message on stderr) for a bad command line. */
int cli_parse(const struct cli_game_options *game, int argc, char **argv, void *args);

/* `GAME [OPTION]...`: defaults, parse, then the front end; an exit status. */
int cli_run(const struct cli_game_options *game, int argc, char **argv);

/* The usage error of the parse's game: prints "PROG: " and the message (fmt
 * with one %s for arg), then where help is; returns CLI_EXIT_USAGE. */
int cli_bad(const struct cli_parser *p, const char *fmt, const char *arg);

/* Prints "PROG: " and the message (fmt with one %s for arg), then where
 * help is; returns CLI_EXIT_USAGE. */
int cli_usage(const char *prog, const char *fmt, const char *arg);

/* A handler for --first ID: one letter of the game's seat_ids into p->first. */
int cli_opt_first(struct cli_parser *p, const char *value);

/* "on"/"yes" or "off"/"no": 0, else -1. */
int cli_onoff(const char *v, bool *out);

/* A whole number min..max, nothing else: 0, else -1. */
int cli_int(const char *v, int min, int max, int *out);

/* The index of v in a NULL-ended list of words, or -1. */
int cli_word(const char *v, const char *const *words);

/* "X=VALUE" where X is one of the letters of ids: 0 with *id and *value,
 * else -1. */
int cli_pair(const char *arg, const char *ids, char *id, const char **value);

/* "computer" (*level = 0) or "computer:L" with L in 1..max_level. */
bool cli_computer(const char *v, int max_level, int *level);

/* What is wrong with a player's name for a buffer of `size` bytes (1 to
 * size-1 bytes, no control characters): a message with one %s for the
 * name, or NULL when it is good. */
const char *cli_name_problem(const char *name, size_t size);

/* Each game's command line, cli_GAME_options (GAME_options.c), for the
 * games of the Makefile's GAMES list. */
#define CLI_GAME_OPTIONS_DECLARE(g)                                                      \
        extern const struct cli_game_options cli_##g##_options;
TT_GAMES(CLI_GAME_OPTIONS_DECLARE)
#undef CLI_GAME_OPTIONS_DECLARE

#endif
