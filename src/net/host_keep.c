/* host_keep.c: the hosted game kept durable (keep.h): the hosting process
 * rewrites hosted-NAME.tthost in the host's data folder after every change
 * (host_keep) and removes it once the game's record is saved
 * (host_keep_done); `tabletop host --resume` lists and reads it back. */
#include "net/keep.h"
#include "net/host_internal.h"
#include "record/files.h"
#include "record/record.h"
#include "tt_text.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { KEEP_HEAD_MAX = 2048, KEEP_LINE_MAX = 600 };

int net_keep_path(const char *name, char *buf, size_t size, char *why, size_t len)
{
        char dir[4096];

        if (!net_name_valid(name)) {
                tt_reason(why, len, "'%s' is not a game name", name);
                return -1;
        }
        if (record_dir(RECORD_DIR_DATA, dir, sizeof dir, why, len) != 0)
                return -1;
        int n =
            snprintf(buf, size, "%s/%s%s%s", dir, NET_KEEP_PREFIX, name, NET_KEEP_EXT);
        if (n < 0 || (size_t)n >= size) {
                tt_reason(why, len, "path too long");
                return -1;
        }
        return 0;
}

static const char *kind_word(enum net_seat_kind k)
{
        return k == NET_SEAT_REMOTE     ? "remote"
               : k == NET_SEAT_COMPUTER ? "computer"
                                        : "host";
}

int net_keep_format(const struct session *s, const struct net_host_options *o,
                    const bool *held, const uid_t *holder, const char *said,
                    size_t said_len, char **text, size_t *len)
{
        char head[KEEP_HEAD_MAX], *record = NULL;
        size_t used = 0, rlen = 0;

        used += (size_t)snprintf(head + used, sizeof head - used, "%s 1\ntable %s\n",
                                 NET_KEEP_MAGIC, o->name);
        for (int i = 0; i < o->nseats && used < sizeof head; i++) {
                const struct net_seat_rule *r = &o->seats[i];
                char who[24] = "-", by[24] = "-"; /* uids: identity is the uid */
                if (r->kind == NET_SEAT_REMOTE && r->named)
                        snprintf(who, sizeof who, "%lu", (unsigned long)r->uid);
                if (held && held[i])
                        snprintf(by, sizeof by, "%lu", (unsigned long)holder[i]);
                used += (size_t)snprintf(head + used, sizeof head - used,
                                         "seat %c %s %s %s\n", r->id, kind_word(r->kind),
                                         who, by);
        }
        if (used < sizeof head) {
                used += (size_t)snprintf(head + used, sizeof head - used, "watch ");
                if (o->watch == NET_WATCH_ANYONE || o->watch == NET_WATCH_NOBODY ||
                    o->nwatchers == 0)
                        used += (size_t)snprintf(head + used, sizeof head - used, "%s\n",
                                                 o->watch == NET_WATCH_ANYONE ? "anyone"
                                                                              : "none");
                else
                        for (int i = 0; i < o->nwatchers && used < sizeof head; i++)
                                used += (size_t)snprintf(
                                    head + used, sizeof head - used, "%lu%s",
                                    (unsigned long)o->watchers[i],
                                    i + 1 < o->nwatchers ? "," : "\n");
        }
        if (used >= sizeof head || record_format(s, NULL, &record, &rlen) != 0)
                return -1;
        if (said_len > 0 && record_add_said(&record, &rlen, said, said_len) != 0) {
                free(record);
                return -1;
        }
        *text = malloc(used + rlen + 1);
        if (!*text) {
                free(record);
                return -1;
        }
        memcpy(*text, head, used);
        memcpy(*text + used, record, rlen + 1);
        *len = used + rlen;
        free(record);
        return 0;
}

int net_keep_write(const struct session *s, const struct net_host_options *o,
                   const bool *held, const uid_t *holder, const char *said,
                   size_t said_len, char *why, size_t len)
{
        char path[4200], *text;
        size_t n;
        int rc;

        if (net_keep_path(o->name, path, sizeof path, why, len) != 0)
                return -1;
        if (net_keep_format(s, o, held, holder, said, said_len, &text, &n) != 0) {
                tt_reason(why, len, "out of memory");
                return -1;
        }
        rc = record_rewrite_atomic(path, text, n, why, len);
        free(text);
        return rc;
}

int net_keep_remove(const char *name)
{
        char path[4200];
        if (net_keep_path(name, path, sizeof path, NULL, 0) != 0)
                return -1;
        return unlink(path) != 0 && errno != ENOENT ? -1 : 0;
}

/* ------------------------------------------------------------- reading */

/* The next line of text at *at (cut at '\n'), NULL at the end. */
static char *next_line(char **at)
{
        char *line = *at, *nl;
        if (!line || !*line)
                return NULL;
        nl = strchr(line, '\n');
        if (!nl)
                return NULL; /* a kept file's head lines always end */
        *nl = '\0';
        *at = nl + 1;
        return line;
}

/* A uid written by net_keep_format: "-" (none, false) or decimal digits. */
static bool uid_word(const char *w, uid_t *uid, bool *some)
{
        unsigned long long v = 0;
        *some = strcmp(w, "-") != 0;
        if (!*some)
                return true;
        if (!*w || strlen(w) > 10)
                return false;
        for (const char *d = w; *d; d++) {
                if (*d < '0' || *d > '9')
                        return false;
                v = v * 10 + (unsigned)(*d - '0');
        }
        *uid = (uid_t)v;
        return (unsigned long long)*uid == v;
}

/* One "seat ID KIND LOGIN HOLDER" line into o. */
static int read_seat(const char *v, struct net_host_options *o, char *why, size_t len)
{
        char id, kind[16], login[KEEP_LINE_MAX], held[KEEP_LINE_MAX];
        struct net_seat_rule *r;
        uid_t who = 0, by = 0;
        bool named, taken;

        if (o->nseats >= TT_SEATS_MAX ||
            sscanf(v, "%c %15s %599s %599s", &id, kind, login, held) != 4 ||
            !uid_word(login, &who, &named) || !uid_word(held, &by, &taken)) {
                tt_reason(why, len, "a bad seat line in a kept hosted game");
                return -1;
        }
        r = &o->seats[o->nseats++];
        memset(r, 0, sizeof *r);
        r->id = id;
        if (strcmp(kind, "host") == 0)
                r->kind = NET_SEAT_HOST;
        else if (strcmp(kind, "computer") == 0)
                r->kind = NET_SEAT_COMPUTER;
        else if (strcmp(kind, "remote") == 0)
                r->kind = NET_SEAT_REMOTE;
        else {
                tt_reason(why, len, "a bad seat line in a kept hosted game");
                return -1;
        }
        /* A seat for anyone stays with whoever took it. */
        if (r->kind == NET_SEAT_REMOTE && (named || taken)) {
                r->named = true;
                r->uid = named ? who : by;
                net_login_show(r->uid, r->login, sizeof r->login);
        }
        return 0;
}

/* "anyone", "none" or uids separated by commas into o. */
static int read_watch(const char *v, struct net_host_options *o, char *why, size_t len)
{
        char copy[KEEP_LINE_MAX], *save = NULL, *w;

        if (strcmp(v, "anyone") == 0 || strcmp(v, "none") == 0)
                return net_host_parse_watchers(o, v, why, len);
        snprintf(copy, sizeof copy, "%s", v);
        o->watch = NET_WATCH_LISTED;
        o->nwatchers = 0;
        for (w = strtok_r(copy, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
                bool some;
                if (o->nwatchers >= NET_WATCHERS_MAX ||
                    !uid_word(w, &o->watchers[o->nwatchers], &some) || !some) {
                        tt_reason(why, len, "a bad watch line in a kept hosted game");
                        return -1;
                }
                o->nwatchers++;
        }
        return 0;
}

/* The head lines of a kept file into o; *rest: where its record starts. */
static int read_head(char *text, struct net_host_options *o, char **rest, char *why,
                     size_t len)
{
        char *at = text, *line, magic[40];
        bool table = false, watch = false;

        snprintf(magic, sizeof magic, "%s 1", NET_KEEP_MAGIC);
        line = next_line(&at);
        if (!line || strcmp(line, magic) != 0) {
                tt_reason(why, len, "not a kept hosted game");
                return -1;
        }
        while (at && strncmp(at, RECORD_MAGIC " ", strlen(RECORD_MAGIC) + 1) != 0) {
                line = next_line(&at);
                if (!line || strlen(line) >= KEEP_LINE_MAX) {
                        tt_reason(why, len, "a kept hosted game without its record");
                        return -1;
                }
                if (strncmp(line, "table ", 6) == 0 && net_name_valid(line + 6)) {
                        snprintf(o->name, sizeof o->name, "%s", line + 6);
                        table = true;
                } else if (strncmp(line, "seat ", 5) == 0) {
                        if (read_seat(line + 5, o, why, len) != 0)
                                return -1;
                } else if (strncmp(line, "watch ", 6) == 0) {
                        if (read_watch(line + 6, o, why, len) != 0)
                                return -1;
                        watch = true;
                } else {
                        tt_reason(why, len, "an unknown line in a kept hosted game");
                        return -1;
                }
        }
        if (!table || !watch || o->nseats == 0) {
                tt_reason(why, len,
                          "a kept hosted game without its table, seats or watchers");
                return -1;
        }
        *rest = at;
        return 0;
}

static int read_kept(const char *name, char **text, size_t *n, char *why, size_t len)
{
        char path[4200];
        if (net_keep_path(name, path, sizeof path, why, len) != 0)
                return -1;
        if (access(path, F_OK) != 0) {
                tt_reason(why, len, "no hosted game named %s is kept", name);
                return -1;
        }
        return record_read_file_how(path, RECORD_READ_NOFOLLOW, text, n, why, len);
}

/* The said lines of a kept record, written again as the hosting process
 * writes them (record_said_each hands only clean ones), at most
 * SESSION_SAID_MAX bytes: the oldest are kept, as the host keeps them. */
struct said_back {
        char *buf;
        size_t len;
};

static void said_back(void *ctx, size_t ply, const char *when, bool team, const char *who,
                      const char *text)
{
        struct said_back *b = ctx;
        char line[KEEP_LINE_MAX + RECORD_SAID_TEXT_MAX];
        int n = snprintf(line, sizeof line, "said %zu %s %s %s %s\n", ply, when,
                         team ? "team" : "all", who, text);
        if (n > 0 && (size_t)n < sizeof line && b->len + (size_t)n <= SESSION_SAID_MAX) {
                memcpy(b->buf + b->len, line, (size_t)n);
                b->len += (size_t)n;
        }
}

struct session *net_keep_load(const char *name, int64_t now_ms,
                              struct net_host_options *o, char *why, size_t len)
{
        struct session *s = NULL;
        char *text = NULL, *rest;
        size_t n;

        net_host_options_default(o);
        o->nseats = 0;
        if (read_kept(name, &text, &n, why, len) != 0)
                return NULL;
        if (read_head(text, o, &rest, why, len) == 0) {
                if (strcmp(o->name, name) != 0)
                        tt_reason(why, len, "a kept hosted game of another table");
                else
                        s = record_parse(rest, n - (size_t)(rest - text), now_ms, why,
                                         len);
        }
        struct said_back b = {s ? malloc(SESSION_SAID_MAX) : NULL, 0};
        if (b.buf) { /* the chat, for the resumed hosting process */
                record_said_each(rest, n - (size_t)(rest - text), said_back, &b);
                if (session_set_said(s, b.buf, b.len) != 0) {
                        tt_reason(why, len, "out of memory");
                        session_free(s);
                        s = NULL;
                }
                free(b.buf);
        } else if (s) {
                tt_reason(why, len, "out of memory");
                session_free(s);
                s = NULL;
        }
        free(text);
        if (s && session_seat_count(s) != o->nseats) {
                tt_reason(why, len, "a kept hosted game whose seats do not match");
                session_free(s);
                s = NULL;
        }
        return s;
}

/* The game of a kept file ("game quixo" in its record), "" when none. */
static void kept_game(const char *path, char *game, size_t size)
{
        char buf[KEEP_HEAD_MAX + 64];
        const char *g;
        ssize_t n = -1;
        int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);

        game[0] = '\0';
        if (fd >= 0) {
                n = read(fd, buf, sizeof buf - 1);
                close(fd);
        }
        if (n <= 0)
                return;
        buf[n] = '\0';
        /* version 1, or 2 when the game's chat is kept */
        g = strstr(buf, "\n" RECORD_MAGIC " ");
        if (g &&
            (g[sizeof RECORD_MAGIC + 1] == '1' || g[sizeof RECORD_MAGIC + 1] == '2') &&
            strncmp(g + sizeof RECORD_MAGIC + 2, "\ngame ", 6) == 0)
                sscanf(g + sizeof RECORD_MAGIC + 8, "%15[a-z]", game);
        (void)size;
}

/* Is table `name` of this login being hosted now (its socket answers)? */
static bool hosted_now(const char *name)
{
        char path[NET_PATH_MAX], why[TT_REASON_MAX];
        int fd;

        if (net_socket_path(getuid(), name, false, path, sizeof path, why, sizeof why) !=
                0 ||
            (fd = net_connect(path, getuid(), why, sizeof why)) < 0)
                return false;
        close(fd);
        return true;
}

int net_keep_list(struct net_kept *out, int max)
{
        char dir[4096], path[4400];
        struct dirent *e;
        DIR *d;
        int n = 0, seen = 0;

        if (record_dir(RECORD_DIR_DATA, dir, sizeof dir, NULL, 0) != 0 ||
            !(d = opendir(dir)))
                return 0;
        while ((e = readdir(d)) && n < max && seen++ < 4096) {
                size_t pl = strlen(NET_KEEP_PREFIX), el = strlen(NET_KEEP_EXT),
                       l = strlen(e->d_name);
                char name[NET_NAME_MAX + 1];
                struct stat st;

                if (l <= pl + el || l - pl - el > NET_NAME_MAX ||
                    strncmp(e->d_name, NET_KEEP_PREFIX, pl) != 0 ||
                    strcmp(e->d_name + l - el, NET_KEEP_EXT) != 0)
                        continue;
                memcpy(name, e->d_name + pl, l - pl - el);
                name[l - pl - el] = '\0';
                snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
                if (!net_name_valid(name) || lstat(path, &st) != 0 ||
                    !S_ISREG(st.st_mode) || st.st_uid != getuid() || hosted_now(name))
                        continue;
                int i = n++;
                while (i > 0 && out[i - 1].when < st.st_mtime) {
                        out[i] = out[i - 1];
                        i--;
                }
                memset(&out[i], 0, sizeof out[i]);
                snprintf(out[i].name, sizeof out[i].name, "%s", name);
                kept_game(path, out[i].game, sizeof out[i].game);
                out[i].when = st.st_mtime;
        }
        closedir(d);
        return n;
}

int net_keep_set_aside(const char *name, char *saved, size_t size)
{
        char path[4200], base[256], file[300], prefix[80], why[TT_REASON_MAX];
        struct net_host_options o;
        struct session *s;

        if (net_keep_path(name, path, sizeof path, NULL, 0) != 0 ||
            access(path, F_OK) != 0)
                return 0;
        s = net_keep_load(name, 0, &o, why, sizeof why);
        if (!s)
                return -1;
        snprintf(prefix, sizeof prefix, "%s-%s", session_ops(s)->name, name);
        if (record_default_name(prefix, "", base, sizeof base) != 0) {
                session_free(s);
                return -1;
        }
        /* a name no other saved game has, taken atomically */
        for (int k = 1; k < 1000; k++) {
                int fd;
                if (k == 1)
                        snprintf(file, sizeof file, "%s%s", base, RECORD_EXT);
                else
                        snprintf(file, sizeof file, "%s-%d%s", base, k, RECORD_EXT);
                if (record_path_for_save(file, saved, size, why, sizeof why) != 0)
                        break;
                fd = open(saved, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                          0600);
                if (fd >= 0) {
                        close(fd);
                        if (record_save(s, saved, NULL, why, sizeof why) != 0) {
                                unlink(saved);
                                break;
                        }
                        session_free(s);
                        return net_keep_remove(name) == 0 ? 1 : -1;
                }
                if (errno != EEXIST)
                        break;
        }
        session_free(s);
        return -1;
}

/* ------------------------------------------------ the hosting process */

void host_keep(struct host *h)
{
        char why[TT_REASON_MAX];
        if (h->cls)
                return; /* a class is no game to resume: its record is its CSV */
        /* A failure never stops the game: the next change tries again. */
        (void)net_keep_write(h->s, &h->o, h->held, h->holder, h->said, h->said_len, why,
                             sizeof why);
}

void host_keep_done(struct host *h)
{
        (void)net_keep_remove(h->o.name);
}
