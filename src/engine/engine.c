/* engine.c: the command interpreter of the engine protocol (see engine.h and
 * docs/protocol.md). Every command gets exactly one reply: "= ..." or
 * "? reason", ended by an empty line; a refused command changes nothing. */
#include "tt_ascii.h"
#include "engine/engine.h"
#include "record/record.h"
#include "session/session.h"
#include "tt_text.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { MAX_ARGS = 32 };

/* genmove without level=: the strongest level of the game (the session
 * clamps a level to the game's own range: Quixo 1-5, Thaayam 1-3). */
#define ENGINE_STRONGEST_LEVEL 100

struct engine {
        const struct tt_game_ops *ops;
        struct session *s;
        uint64_t seed;
        bool quit;
        bool no_files;
        long max_think_ms;
};

/* The protocol has no clocks: its games run on a clock that stands still,
 * so the clocks (Q20) of a loaded record never run out while a bot thinks.
 * genmove's budget is the computer player's own business. */
static int64_t now_ms(void)
{
        return 0;
}

static struct session *new_session(const struct tt_game_ops *ops, const char *options,
                                   uint64_t seed, char *reason, size_t size)
{
        struct session_settings set;
        session_settings_default(&set);
        if (strlen(options) >= sizeof set.options) {
                snprintf(reason, size, "options too long");
                return NULL;
        }
        snprintf(set.options, sizeof set.options, "%s", options);
        set.seed = seed;
        return session_new(ops, &set, now_ms(), reason, size);
}

struct engine *engine_new(const struct tt_game_ops *ops, uint64_t seed)
{
        struct engine *e = calloc(1, sizeof *e);
        if (e == NULL)
                return NULL;
        e->ops = ops;
        e->seed = seed;
        char why[TT_REASON_MAX];
        e->s = new_session(ops, "", seed, why, sizeof why);
        if (e->s == NULL) {
                free(e);
                return NULL;
        }
        return e;
}

void engine_restrict(struct engine *e, bool files, long think_ms)
{
        e->no_files = !files;
        e->max_think_ms = think_ms;
}

void engine_free(struct engine *e)
{
        if (e == NULL)
                return;
        session_free(e->s);
        free(e);
}

/* ------------------------------------------------------------ replies */

/* Writes text with every byte that could break the framing (control
 * characters, bytes outside ASCII) replaced by '?'; newlines are kept when
 * `lines` (multi-line replies) and then never doubled. */
static void put_clean(FILE *out, const char *text, bool lines)
{
        char prev = '\n';
        for (const char *c = text; *c != '\0'; c++) {
                unsigned char ch = (unsigned char)*c;
                if (ch == '\n' && lines) {
                        if (prev != '\n')
                                fputc('\n', out);
                        prev = '\n';
                        continue;
                }
                fputc(ch < 0x20 || ch >= 0x7f ? '?' : ch, out);
                prev = (char)ch;
        }
}

static void ok(FILE *out, const char *text)
{
        if (text == NULL || text[0] == '\0') {
                fputs("=\n\n", out);
                return;
        }
        fputs("= ", out);
        put_clean(out, text, false);
        fputs("\n\n", out);
}

/* A reply of several lines: "=" then the lines. */
static void ok_lines(FILE *out, const char *text)
{
        fputs("=\n", out);
        put_clean(out, text, true);
        size_t n = strlen(text);
        if (n > 0 && text[n - 1] != '\n')
                fputc('\n', out);
        fputc('\n', out);
}

static void fail(FILE *out, const char *reason)
{
        char text[TT_REASON_MAX];
        /* the protocol's reasons are English: the reason's own words */
        tt_reason_expand(reason, NULL, NULL, text, sizeof text);
        fputs("? ", out);
        put_clean(out, text, false);
        fputs("\n\n", out);
}

/* A word of the input shown in a reply: printable ASCII only, cut short. */
static void quote_word(char *buf, size_t size, const char *word)
{
        size_t n = 0;
        for (const char *c = word; *c != '\0' && n + 4 < size && n < 40; c++)
                buf[n++] =
                    (unsigned char)*c >= 0x20 && (unsigned char)*c < 0x7f ? *c : '?';
        if (strlen(word) > 40 && n + 4 < size) {
                memcpy(buf + n, "...", 3);
                n += 3;
        }
        buf[n] = '\0';
}

/* ------------------------------------------------------------ commands */

struct cmd {
        int argc;
        char *argv[MAX_ARGS];
};

static void cmd_new(struct engine *e, struct cmd *c, FILE *out)
{
        if (c->argc < 2) {
                char games[200], msg[240];
                tt_game_list("new ", "", " or ", false, games, sizeof games);
                snprintf(msg, sizeof msg, "new needs the game: %s", games);
                fail(out, msg);
                return;
        }
        if (strcmp(c->argv[1], e->ops->name) != 0) {
                char msg[128], word[48];
                quote_word(word, sizeof word, c->argv[1]);
                snprintf(msg, sizeof msg, "this engine plays %s, not '%s'", e->ops->name,
                         word);
                fail(out, msg);
                return;
        }
        char options[TT_OPTIONS_MAX] = "";
        size_t used = 0;
        for (int i = 2; i < c->argc; i++) {
                size_t n = strlen(c->argv[i]);
                if (used + n + 2 > sizeof options) {
                        fail(out, "options too long");
                        return;
                }
                if (used > 0)
                        options[used++] = ' ';
                memcpy(options + used, c->argv[i], n + 1);
                used += n;
        }
        uint64_t seed = e->seed;
        char v[32];
        if (e->ops->throw_score != NULL && tt_option_get(options, "seed", v, sizeof v)) {
                if (!tt_ascii_u64(v, UINT64_MAX, &seed)) {
                        fail(out, "seed must be a number");
                        return;
                }
        }
        char why[TT_REASON_MAX];
        struct session *s = new_session(e->ops, options, seed, why, sizeof why);
        if (s == NULL) {
                fail(out, why);
                return;
        }
        session_free(e->s);
        e->s = s;
        /* Without seed=, the next game continues with fresh numbers. */
        e->seed = e->seed * 6364136223846793005ULL + 1442695040888963407ULL;
        ok(out, NULL);
}

static void cmd_state(struct engine *e, struct cmd *c, FILE *out)
{
        (void)c;
        char state[TT_STATE_MAX];
        session_state(e->s, state, sizeof state);
        ok(out, state);
}

static void cmd_setstate(struct engine *e, struct cmd *c, FILE *out)
{
        if (c->argc < 2) {
                fail(out, "setstate needs a state string");
                return;
        }
        /* The state string is the rest of the line, words separated by
         * single spaces as the rules files write them. */
        char state[TT_STATE_MAX];
        size_t used = 0;
        for (int i = 1; i < c->argc; i++) {
                size_t n = strlen(c->argv[i]);
                if (used + n + 2 > sizeof state) {
                        fail(out, "state string too long");
                        return;
                }
                if (used > 0)
                        state[used++] = ' ';
                memcpy(state + used, c->argv[i], n + 1);
                used += n;
        }
        char why[TT_REASON_MAX];
        if (session_set_state(e->s, state, now_ms(), why, sizeof why) != 0) {
                fail(out, why);
                return;
        }
        ok(out, NULL);
}

static void cmd_moves(struct engine *e, struct cmd *c, FILE *out)
{
        (void)c;
        struct tt_actions list;
        if (session_legal_actions(e->s, &list) != 0) {
                fail(out, "out of memory");
                return;
        }
        if (list.count == 0) {
                ok(out, NULL);
        } else {
                fputs("=", out);
                for (size_t i = 0; i < list.count; i++) {
                        fputc(' ', out);
                        put_clean(out, list.items[i], false);
                }
                fputs("\n\n", out);
        }
        tt_actions_free(&list);
}

static void cmd_play(struct engine *e, struct cmd *c, FILE *out)
{
        if (c->argc != 2) {
                fail(out, c->argc < 2 ? "play needs an action" : "play takes one action");
                return;
        }
        char why[TT_REASON_MAX];
        if (session_play(e->s, c->argv[1], now_ms(), why, sizeof why) != 0) {
                fail(out, why);
                return;
        }
        ok(out, NULL);
}

static void cmd_undo(struct engine *e, struct cmd *c, FILE *out)
{
        (void)c;
        char why[TT_REASON_MAX];
        if (session_undo(e->s, now_ms(), why, sizeof why) != 0) {
                fail(out, why);
                return;
        }
        ok(out, NULL);
}

static void cmd_result(struct engine *e, struct cmd *c, FILE *out)
{
        (void)c;
        struct session_result r;
        session_result(e->s, &r);
        ok(out, r.text);
}

static void cmd_show(struct engine *e, struct cmd *c, FILE *out)
{
        (void)c;
        char board[TT_SHOW_MAX];
        session_show(e->s, board, sizeof board);
        ok_lines(out, board);
}

/* level=N, time=MS: a decimal number in range, else -1. */
static long parse_number(const char *text, long max)
{
        long v = 0;
        if (*text == '\0')
                return -1;
        for (; *text != '\0'; text++) {
                if (*text < '0' || *text > '9')
                        return -1;
                v = v * 10 + (*text - '0');
                if (v > max)
                        return -1;
        }
        return v;
}

/* The options of genmove and analyze: level=N and time=MS. 0, or -1 after
 * replying why not. */
static int think_options(struct engine *e, struct cmd *c, const char *name, long *level,
                         long *time_ms, FILE *out)
{
        *level = ENGINE_STRONGEST_LEVEL;
        *time_ms = 0;
        for (int i = 1; i < c->argc; i++) {
                if (strncmp(c->argv[i], "level=", 6) == 0) {
                        *level = parse_number(c->argv[i] + 6, 100);
                        if (*level < 1) {
                                fail(out, "level must be a number from 1 to 100");
                                return -1;
                        }
                } else if (strncmp(c->argv[i], "time=", 5) == 0) {
                        *time_ms = parse_number(c->argv[i] + 5, 86400000L);
                        if (*time_ms < 0) {
                                fail(out, "time must be milliseconds, at most 86400000");
                                return -1;
                        }
                } else {
                        char msg[96], word[48];
                        quote_word(word, sizeof word, c->argv[i]);
                        snprintf(msg, sizeof msg, "unknown %s option '%s'", name, word);
                        fail(out, msg);
                        return -1;
                }
        }
        if (e->max_think_ms > 0 && (*time_ms == 0 || *time_ms > e->max_think_ms))
                *time_ms = e->max_think_ms;
        return 0;
}

/* Appends a "why TEXT" line for each reason the game gives for the best
 * action (quixo_explain, thaayam_explain), in English, most important
 * first, while they fit. */
static void add_reasons(const struct engine *e, const char *best, char *text, size_t size)
{
        const struct tt_game_ops *ops = session_ops(e->s);
        struct tt_explanation why;
        if (ops->explain == NULL || ops->explain(session_position(e->s), best, &why) <= 0)
                return;
        for (int i = 0; i < why.count; i++) {
                char line[TT_REASON_MAX];
                size_t used = strlen(text);
                tt_reason_expand(why.why[i], NULL, NULL, line, sizeof line);
                if (used + strlen(line) + 6 >= size)
                        return;
                snprintf(text + used, size - used, "why %s\n", line);
        }
}

static void cmd_analyze(struct engine *e, struct cmd *c, FILE *out)
{
        long level, time_ms;
        if (think_options(e, c, "analyze", &level, &time_ms, out) != 0)
                return;
        if (session_over(e->s)) {
                fail(out, "the game is over");
                return;
        }
        struct tt_analysis a;
        if (session_analyze(e->s, (int)level, time_ms, &a) != 0) {
                fail(out, "no legal action");
                return;
        }
        char text[TT_STATE_MAX + 512];
        int n = snprintf(text, sizeof text,
                         "best %s\nscore %d\ndepth %d\nnodes %llu\nline %s\n", a.best,
                         a.score, a.depth, a.nodes, a.line);
        if (n > 0 && (size_t)n < sizeof text) {
                size_t used = (size_t)n;
                if (a.proof > 0)
                        snprintf(text + used, sizeof text - used, "wins in %d\n",
                                 a.proof);
                else if (a.proof < 0)
                        snprintf(text + used, sizeof text - used, "loses in %d\n",
                                 -a.proof);
                else if (a.draw)
                        snprintf(text + used, sizeof text - used, "draw by repetition\n");
        }
        add_reasons(e, a.best, text, sizeof text);
        ok_lines(out, text);
}

static void cmd_genmove(struct engine *e, struct cmd *c, FILE *out)
{
        long level, time_ms;
        if (think_options(e, c, "genmove", &level, &time_ms, out) != 0)
                return;
        if (session_over(e->s)) {
                fail(out, "the game is over");
                return;
        }
        char action[TT_ACTION_MAX], why[TT_REASON_MAX];
        if (session_choose(e->s, (int)level, time_ms, action, sizeof action) != 0) {
                fail(out, "no legal action");
                return;
        }
        if (session_play(e->s, action, now_ms(), why, sizeof why) != 0) {
                fail(out, why);
                return;
        }
        /* The action as played: a Thaayam throw shows its score ("throw 3"). */
        ok(out, session_action_at(e->s, session_ply_count(e->s)));
}

static void cmd_throw(struct engine *e, struct cmd *c, FILE *out)
{
        if (c->argc > 2) {
                fail(out, "throw takes at most one score");
                return;
        }
        char action[32] = "throw";
        if (c->argc == 2) {
                const char *sc = c->argv[1];
                if (strlen(sc) != 1 || strchr("12348", sc[0]) == NULL) {
                        fail(out, "a score is 1, 2, 3, 4 or 8 (T4)");
                        return;
                }
                snprintf(action, sizeof action, "throw %s", sc);
        }
        char why[TT_REASON_MAX];
        if (session_play(e->s, action, now_ms(), why, sizeof why) != 0) {
                fail(out, why);
                return;
        }
        const char *played = session_action_at(e->s, session_ply_count(e->s));
        ok(out, played + strlen("throw "));
}

static void cmd_save(struct engine *e, struct cmd *c, FILE *out)
{
        if (e->no_files) {
                fail(out, "files are disabled here");
                return;
        }
        if (c->argc != 2) {
                fail(out, c->argc < 2 ? "save needs a file name"
                                      : "save takes one file name (no spaces)");
                return;
        }
        char why[TT_REASON_MAX];
        if (record_save(e->s, c->argv[1], NULL, why, sizeof why) != 0) {
                fail(out, why);
                return;
        }
        ok(out, NULL);
}

static void cmd_load(struct engine *e, struct cmd *c, FILE *out)
{
        if (e->no_files) {
                fail(out, "files are disabled here");
                return;
        }
        if (c->argc != 2) {
                fail(out, c->argc < 2 ? "load needs a file name"
                                      : "load takes one file name (no spaces)");
                return;
        }
        char why[TT_REASON_MAX];
        struct session *s = record_load(c->argv[1], now_ms(), why, sizeof why);
        if (s == NULL) {
                fail(out, why);
                return;
        }
        if (session_ops(s) != e->ops) {
                session_free(s);
                char msg[96];
                snprintf(msg, sizeof msg,
                         "this engine plays %s: the record is another game",
                         e->ops->name);
                fail(out, msg);
                return;
        }
        session_free(e->s);
        e->s = s;
        ok(out, NULL);
}

static void cmd_quit(struct engine *e, struct cmd *c, FILE *out)
{
        (void)c;
        e->quit = true;
        ok(out, NULL);
}

static void cmd_help(struct engine *e, struct cmd *c, FILE *out);

struct command {
        const char *name;
        void (*run)(struct engine *e, struct cmd *c, FILE *out);
        int max_args;      /* words after the command, -1: any */
        bool needs_throws; /* only for games with throws (throw_score) */
        const char *usage;
};

static const struct command commands[] = {
    {"new", cmd_new, -1, false, "new GAME [OPTION=VALUE]..."},
    {"state", cmd_state, 0, false, "state"},
    {"setstate", cmd_setstate, -1, false, "setstate STATE-STRING"},
    {"moves", cmd_moves, 0, false, "moves"},
    {"play", cmd_play, -1, false, "play ACTION"},
    {"undo", cmd_undo, 0, false, "undo"},
    {"result", cmd_result, 0, false, "result"},
    {"show", cmd_show, 0, false, "show"},
    {"genmove", cmd_genmove, -1, false, "genmove [level=N] [time=MS]"},
    {"analyze", cmd_analyze, -1, false, "analyze [level=N] [time=MS]"},
    {"throw", cmd_throw, -1, true, "throw [S]"},
    {"save", cmd_save, -1, false, "save FILE"},
    {"load", cmd_load, -1, false, "load FILE"},
    {"help", cmd_help, 0, false, "help"},
    {"quit", cmd_quit, 0, false, "quit"},
};

static bool available(const struct engine *e, const struct command *cmd)
{
        return !cmd->needs_throws || e->ops->throw_score != NULL;
}

static void cmd_help(struct engine *e, struct cmd *c, FILE *out)
{
        (void)c;
        char text[1024] = "";
        size_t used = 0;
        for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
                if (!available(e, &commands[i]))
                        continue;
                int n =
                    snprintf(text + used, sizeof text - used, "%s\n", commands[i].usage);
                if (n > 0 && (size_t)n < sizeof text - used)
                        used += (size_t)n;
        }
        ok_lines(out, text);
}

/* ------------------------------------------------------------ lines */

static bool is_blank(char c)
{
        return c == ' ' || c == '\t';
}

bool engine_handle_line(struct engine *e, const char *line, size_t len, FILE *out)
{
        if (len > 0 && line[len - 1] == '\r') /* CRLF input */
                len--;
        size_t start = 0;
        while (start < len && is_blank(line[start]))
                start++;
        if (start == len || line[start] == '#') /* blank or comment: ignored */
                return !e->quit;
        if (len > ENGINE_LINE_MAX) {
                fail(out, "line too long");
                fflush(out);
                return !e->quit;
        }
        for (size_t i = start; i < len; i++) {
                unsigned char ch = (unsigned char)line[i];
                if (ch == '\0' || (ch < 0x20 && ch != '\t') || ch == 0x7f) {
                        fail(out, "control character or NUL byte in the line");
                        fflush(out);
                        return !e->quit;
                }
                if (ch >= 0x80) {
                        fail(out, "non-ASCII byte in the line");
                        fflush(out);
                        return !e->quit;
                }
        }
        char buf[ENGINE_LINE_MAX + 1];
        memcpy(buf, line + start, len - start);
        buf[len - start] = '\0';
        struct cmd c = {0, {NULL}};
        char *p = buf;
        bool too_many = false;
        while (*p != '\0') {
                while (is_blank(*p))
                        *p++ = '\0';
                if (*p == '\0')
                        break;
                if (c.argc == MAX_ARGS) {
                        too_many = true;
                        break;
                }
                c.argv[c.argc++] = p;
                while (*p != '\0' && !is_blank(*p))
                        p++;
        }
        const struct command *cmd = NULL;
        for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
                if (strcmp(c.argv[0], commands[i].name) == 0 &&
                    available(e, &commands[i]))
                        cmd = &commands[i];
        if (cmd == NULL) {
                char msg[96], word[48];
                quote_word(word, sizeof word, c.argv[0]);
                snprintf(msg, sizeof msg, "unknown command '%s' (try help)", word);
                fail(out, msg);
        } else if (too_many || (cmd->max_args >= 0 && c.argc - 1 > cmd->max_args)) {
                char msg[96];
                snprintf(msg, sizeof msg, "too many arguments: %s", cmd->usage);
                fail(out, msg);
        } else {
                cmd->run(e, &c, out);
        }
        fflush(out);
        return !e->quit;
}

enum engine_line engine_read_line(FILE *in, char *buf, size_t cap, size_t *len)
{
        size_t n = 0;
        bool too_long = false;
        int ch;
        while ((ch = getc(in)) != EOF) {
                if (ch == '\n')
                        break;
                if (n < cap)
                        buf[n++] = (char)ch;
                else
                        too_long = true; /* read on to the end, keep nothing */
        }
        *len = n;
        if (ch == EOF && n == 0 && !too_long)
                return ENGINE_LINE_EOF;
        return too_long ? ENGINE_LINE_TOO_LONG : ENGINE_LINE_OK;
}

int engine_run(const char *game, bool restricted, FILE *in, FILE *out)
{
        const struct tt_game_ops *ops = tt_game_by_name(game);
        if (ops == NULL)
                return 2;
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        uint64_t seed = (uint64_t)ts.tv_sec * 1000000007ULL ^ (uint64_t)ts.tv_nsec;
        struct engine *e = engine_new(ops, seed);
        if (e == NULL)
                return 1;
        if (restricted)
                engine_restrict(e, false, ENGINE_RESTRICT_THINK_MS);
        char *buf = malloc(ENGINE_LINE_MAX + 1);
        if (buf == NULL) {
                engine_free(e);
                return 1;
        }
        for (;;) {
                size_t len;
                enum engine_line r = engine_read_line(in, buf, ENGINE_LINE_MAX, &len);
                if (r == ENGINE_LINE_EOF)
                        break;
                if (r == ENGINE_LINE_TOO_LONG) {
                        size_t i = 0;
                        while (i < len && is_blank(buf[i]))
                                i++;
                        if (i < len && buf[i] == '#')
                                continue; /* a long comment is still a comment */
                        fail(out, "line too long");
                        fflush(out);
                        continue;
                }
                if (!engine_handle_line(e, buf, len, out))
                        break;
        }
        free(buf);
        engine_free(e);
        return 0;
}
