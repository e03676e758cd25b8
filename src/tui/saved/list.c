/* list.c: the saved games' folder read as a list of games (see
 * saved_list.h): each record's header, its actions counted and its
 * result, from a bounded read that never follows a symbolic link; files
 * that are not records of this program are left out. */
#include "tui/saved/list.h"

#include "net/sanitize.h"
#include "record/files.h"
#include "tt_clean.h"
#include "session/game.h"
#include "i18n/i18n.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { LINE_MAX_BYTES = 4096, POOL_MAX = 2 * TUI_SAVED_LIST_MAX, NAMED_MAX = 5 };

/* src into dst of size bytes, cut when longer (dst always ended). */
static void copy_cut(char *dst, size_t size, const char *src)
{
        size_t n = strlen(src);
        if (size == 0)
                return;
        if (n >= size)
                n = size - 1;
        memcpy(dst, src, n);
        dst[n] = '\0';
}

/* ------------------------------------------------------------ parsing */

static bool digits(const char *s, int n)
{
        for (int i = 0; i < n; i++)
                if (s[i] < '0' || s[i] > '9')
                        return false;
        return true;
}

/* "2026-12-01 07:27:15 UTC": the minutes kept. */
static int parse_date(const char *v, struct tui_saved_game *g)
{
        if (strlen(v) < 16 || !digits(v, 4) || v[4] != '-' || !digits(v + 5, 2) ||
            v[7] != '-' || !digits(v + 8, 2) || v[10] != ' ' || !digits(v + 11, 2) ||
            v[13] != ':' || !digits(v + 14, 2))
                return -1;
        memcpy(g->date, v, 16);
        g->date[16] = '\0';
        return 0;
}

/* "seat ID KIND LEVEL [NAME]" (docs/records.md). */
/* A seat or side letter of a record: any game's of the table of games,
 * so that a new game's records never drop out of the list. */
static bool seat_letter(char c)
{
        return tt_game_seat_letter(c);
}

static int parse_seat(const char *v, struct tui_saved_game *g)
{
        struct tui_saved_seat *s;
        const char *kind = v + 2, *level, *name;
        int n = 0;

        if (g->nseats >= TUI_SAVED_SEATS_MAX || !seat_letter(v[0]) || v[1] != ' ')
                return -1;
        s = &g->seats[g->nseats];
        memset(s, 0, sizeof *s);
        s->id = v[0];
        if (strncmp(kind, "human ", 6) == 0 || strncmp(kind, "replay ", 7) == 0)
                s->computer = false;
        else if (strncmp(kind, "computer ", 9) == 0)
                s->computer = true;
        else
                return -1;
        level = strchr(kind, ' ') + 1;
        while (level[n] >= '0' && level[n] <= '9' && n < 3)
                s->level = s->level * 10 + (level[n++] - '0');
        if (n == 0 || (level[n] != '\0' && level[n] != ' '))
                return -1;
        name = level[n] == ' ' ? level + n + 1 : "";
        if (strlen(name) >= sizeof s->name)
                return -1;
        memcpy(s->name, name, strlen(name) + 1);
        g->nseats++;
        return 0;
}

/* One line of a record (no line end): -1 when it is not one. */
static int parse_line(const char *line, int number, struct tui_saved_game *g,
                      bool *options, bool *ended)
{
        static const char *const others[] = {"seed ",  "clock ", "undo ", "advice ",
                                             "start ", "time ",  "end ",  "state ",
                                             "said ",  NULL};
        if (*ended)
                return -1; /* nothing after the result */
        if (number == 1)
                /* version 2: with said lines (a hosted game's chat, a
                   match's score; docs/records.md) */
                return strcmp(line, "tabletop-record 1") == 0 ||
                               strcmp(line, "tabletop-record 2") == 0
                           ? 0
                           : -1;
        if (number == 2) {
                if (strncmp(line, "game ", 5) != 0 || !tt_game_by_name(line + 5) ||
                    strlen(line + 5) >= sizeof g->game)
                        return -1;
                memcpy(g->game, line + 5, strlen(line + 5) + 1);
                return 0;
        }
        if (strncmp(line, "action ", 7) == 0) {
                g->moves++;
                return 0;
        }
        if (strncmp(line, "seat ", 5) == 0)
                return parse_seat(line + 5, g);
        if (strncmp(line, "date ", 5) == 0)
                return parse_date(line + 5, g);
        if (strncmp(line, "options ", 8) == 0) {
                *options = true;
                return 0;
        }
        if (strncmp(line, "result ", 7) == 0) {
                const char *r = line + 7;
                if (strcmp(r, "none") != 0 && strcmp(r, "draw") != 0 &&
                    !(strncmp(r, "win ", 4) == 0 && seat_letter(r[4]) && !r[5]))
                        return -1;
                copy_cut(g->result, sizeof g->result, r);
                *ended = true;
                return 0;
        }
        for (int i = 0; others[i]; i++)
                if (strncmp(line, others[i], strlen(others[i])) == 0)
                        return 0;
        return -1;
}

int tui_saved_parse(const char *text, size_t len, bool whole, struct tui_saved_game *out)
{
        char line[LINE_MAX_BYTES + 1];
        size_t at = 0;
        int number = 0;
        bool options = false, ended = false;

        memset(out, 0, sizeof *out);
        while (at < len) {
                const char *start = text + at;
                const char *nl = memchr(start, '\n', len - at);
                size_t n;
                if (!nl) {
                        if (whole)
                                return -1; /* a last line with no end: truncated */
                        break;             /* the part not read */
                }
                n = (size_t)(nl - start);
                at += n + 1;
                if (n > 0 && start[n - 1] == '\r')
                        n--;
                if (n > LINE_MAX_BYTES)
                        return -1;
                for (size_t i = 0; i < n; i++)
                        if ((unsigned char)start[i] < 0x20 || start[i] == 0x7f)
                                return -1; /* NUL, ESC, tabs... */
                memcpy(line, start, n);
                line[n] = '\0';
                if (!net_text_clean(line)) /* bad UTF-8, C1, bidi controls */
                        return -1;
                if (parse_line(line, ++number, out, &options, &ended) != 0)
                        return -1;
        }
        if (number < 2 || !options)
                return -1;
        if (whole && !ended)
                return -1;
        if (!whole) {
                out->moves = -1;
                out->result[0] = '\0';
        }
        return 0;
}

/* ------------------------------------------------------------ reading */

/* Reads the file `name` of the open folder dfd: 0, or -1 when it is not a
 * regular file, cannot be read or is no record. */
static int read_one(int dfd, const char *name, struct tui_saved_game *g)
{
        struct stat st;
        char *buf;
        size_t got = 0;
        int fd, rc;

        fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0)
                return -1;
        if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
            !(buf = malloc(TUI_SAVED_READ_MAX))) {
                close(fd);
                return -1;
        }
        while (got < TUI_SAVED_READ_MAX) {
                ssize_t r = read(fd, buf + got, TUI_SAVED_READ_MAX - got);
                if (r < 0 && errno == EINTR)
                        continue;
                if (r <= 0)
                        break;
                got += (size_t)r;
        }
        /* the whole file, unless the bound stopped the reading */
        bool whole = got < TUI_SAVED_READ_MAX || st.st_size <= (off_t)got;
        close(fd);
        rc = tui_saved_parse(buf, got, whole, g);
        free(buf);
        if (rc != 0)
                return -1;
        copy_cut(g->name, sizeof g->name, name);
        g->mtime = st.st_mtime;
        if (!g->date[0]) {
                struct tm tm;
                if (gmtime_r(&st.st_mtime, &tm))
                        strftime(g->date, sizeof g->date, "%Y-%m-%d %H:%M", &tm);
        }
        return 0;
}

/* A file of the folder, newest first. */
struct candidate {
        char name[TUI_SAVED_NAME_MAX];
        time_t mtime;
};

static int newest_first(const void *a, const void *b)
{
        const struct candidate *x = a, *y = b;
        if (x->mtime != y->mtime)
                return x->mtime < y->mtime ? 1 : -1;
        return strcmp(x->name, y->name);
}

/* Names the list can show: any name the save prompt takes ("maç", spaces
 * too: "vs computer.ttrec"), so clean text (tt_clean.h: valid UTF-8, no
 * control characters) that is not hidden and not a save's temporary
 * file. */
static bool listable(const char *name, const char *prefix)
{
        size_t len = strlen(name);
        return name[0] != '.' && len < TUI_SAVED_NAME_MAX && !strstr(name, ".tmp-") &&
               strncmp(name, prefix, strlen(prefix)) == 0 && !strchr(name, '\t') &&
               tt_text_is_clean(name);
}

int tui_saved_list(const char *game, const char *prefix, struct tui_saved_game *out,
                   int max)
{
        static struct candidate pool[POOL_MAX];
        char dir[4096], why[TT_REASON_MAX];
        struct dirent *e;
        DIR *d;
        int npool = 0, seen = 0, n = 0, dfd;

        if (max > TUI_SAVED_LIST_MAX)
                max = TUI_SAVED_LIST_MAX;
        if (max <= 0 ||
            record_dir(RECORD_DIR_DATA, dir, sizeof dir, why, sizeof why) != 0 ||
            !(d = opendir(dir)))
                return 0;
        dfd = dirfd(d);
        /* the newest files (stat only), then their headers */
        while (seen++ < TUI_SAVED_SCAN_MAX && (e = readdir(d)) != NULL) {
                struct stat st;
                if (!listable(e->d_name, prefix) ||
                    fstatat(dfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
                    !S_ISREG(st.st_mode))
                        continue;
                struct candidate c;
                size_t len = strlen(e->d_name);
                if (len >= sizeof c.name) /* listable() keeps names shorter */
                        continue;
                memcpy(c.name, e->d_name, len + 1);
                c.mtime = st.st_mtime;
                if (npool < POOL_MAX) {
                        pool[npool++] = c;
                } else {
                        /* full: the oldest gives way to a newer one */
                        int oldest = 0;
                        for (int i = 1; i < npool; i++)
                                if (newest_first(&pool[i], &pool[oldest]) > 0)
                                        oldest = i;
                        if (newest_first(&c, &pool[oldest]) < 0)
                                pool[oldest] = c;
                }
        }
        qsort(pool, (size_t)npool, sizeof pool[0], newest_first);
        for (int i = 0; i < npool && n < max; i++)
                if (read_one(dfd, pool[i].name, &out[n]) == 0 &&
                    (!game || strcmp(out[n].game, game) == 0))
                        n++;
        closedir(d);
        return n;
}

/* ------------------------------------------------------------- words */

static void append(char *buf, size_t len, const char *text)
{
        size_t at = strlen(buf);
        if (at < len)
                copy_cut(buf + at, len - at, text);
}

void tui_saved_players(const struct tui_saved_game *g, char *buf, size_t len)
{
        char one[TUI_SEAT_NAME_MAX + 32];

        if (len == 0)
                return;
        buf[0] = '\0';
        for (int i = 0; i < g->nseats; i++) {
                const struct tui_saved_seat *s = &g->seats[i];
                if (s->name[0])
                        snprintf(one, sizeof one, "%s", s->name);
                else if (s->computer)
                        /* TRANSLATORS: a computer seat in the saved games' list,
                           with its level */
                        snprintf(one, sizeof one, _("computer %d"), s->level);
                else
                        snprintf(one, sizeof one, "%s", tui_seat_word(s->id));
                if (i > 0)
                        append(buf, len, ", ");
                append(buf, len, one);
        }
}

void tui_saved_result(const struct tui_saved_game *g, char *buf, size_t len)
{
        const char *who = NULL;

        if (!g->result[0])
                snprintf(buf, len, "%s", "?");
        else if (strcmp(g->result, "none") == 0)
                /* TRANSLATORS: the result of a saved game still going on */
                snprintf(buf, len, "%s", _("not over"));
        else if (strcmp(g->result, "draw") == 0)
                snprintf(buf, len, "%s", _("draw"));
        else {
                char id = g->result[4];
                for (int i = 0; i < g->nseats && !who; i++)
                        if (g->seats[i].id == id && g->seats[i].name[0])
                                who = g->seats[i].name;
                /* TRANSLATORS: the result of a saved game: who won (a name,
                   or a mark or seat: X, South) */
                snprintf(buf, len, _("%s won"), who ? who : tui_seat_word(id));
        }
}

void tui_saved_date(const struct tui_saved_game *g, bool short_form, char *buf,
                    size_t len)
{
        snprintf(buf, len, "%.*s", short_form ? 10 : 16, g->date);
}

/* ----------------------------------------------------------- --load */

int tui_saved_resolve(const char *game, const char *name, char *out, size_t size,
                      char *why, size_t len)
{
        static struct tui_saved_game found[TUI_SAVED_LIST_MAX];
        char path[4200], reason[TT_REASON_MAX], names[400] = "";
        char with_ext[TUI_SAVED_NAME_MAX + 8];
        struct stat st;
        int n;

        if (strchr(name, '/') ||
            (record_path_for_load(name, path, sizeof path, reason, sizeof reason) == 0 &&
             lstat(path, &st) == 0) ||
            !name[0]) {
                snprintf(out, size, "%s", name); /* as it is: the load says the rest */
                return 0;
        }
        /* "vs computer" for "vs computer.ttrec", even with "vs computer
         * 2.ttrec" beside it: the load adds .ttrec (tui_load_game) */
        if (tui_save_name(name, with_ext, sizeof with_ext) == 0 &&
            strcmp(with_ext, name) != 0 &&
            record_path_for_load(with_ext, path, sizeof path, reason, sizeof reason) ==
                0 &&
            lstat(path, &st) == 0) {
                snprintf(out, size, "%s", name);
                return 0;
        }
        n = tui_saved_list(game, name, found, TUI_SAVED_LIST_MAX);
        if (n == 1) {
                snprintf(out, size, "%s", found[0].name);
                return 0;
        }
        if (n == 0) {
                snprintf(why, len,
                         _("no saved game is named '%s' or has a name that starts so "
                           "(--saved lists them)"),
                         name);
                return -1;
        }
        for (int i = 0; i < n && i < NAMED_MAX; i++) {
                if (i > 0)
                        append(names, sizeof names, ", ");
                append(names, sizeof names, found[i].name);
        }
        if (n > NAMED_MAX) {
                char more[64];
                snprintf(more, sizeof more,
                         ngettext(" and %d more", " and %d more",
                                  (unsigned long)(n - NAMED_MAX)),
                         n - NAMED_MAX);
                append(names, sizeof names, more);
        }
        snprintf(why, len,
                 ngettext("'%s' starts the names of %d saved games: %s; type more of "
                          "the name",
                          "'%s' starts the names of %d saved games: %s; type more of "
                          "the name",
                          (unsigned long)n),
                 name, n, names);
        return -1;
}
