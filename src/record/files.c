/* files.c: XDG directories, atomic writes and bounded reads of records. */
#include "tt_ascii.h"
#include "record/files.h"
#include "tt_clean.h"

#include <dirent.h>
#include <errno.h>
#include <locale.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* The system's words for an error, in English whatever the locale: the
 * reasons of this module are English (they reach the engine protocol). */
static const char *english_strerror(int err)
{
        static locale_t c_locale;
        if (c_locale == (locale_t)0)
                c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
        return c_locale != (locale_t)0 ? strerror_l(err, c_locale) : strerror(err);
}

/* A reason quoting a path: the path may come from anyone (an argument,
 * the environment), so the reason is cleaned for the terminal. */
static void say(char *reason, size_t size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void say(char *reason, size_t size, const char *fmt, ...)
{
        if (reason == NULL || size == 0)
                return;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(reason, size, fmt, ap);
        va_end(ap);
        tt_clean_text(reason, size, reason);
}

static void set_reason(char *reason, size_t size, const char *what, const char *path,
                       int err)
{
        say(reason, size, "%s %s: %s", what, path, english_strerror(err));
}

static const char *home_dir(void)
{
        const char *home = getenv("HOME");
        if (home != NULL && home[0] == '/')
                return home;
        struct passwd *pw = getpwuid(getuid());
        return pw != NULL && pw->pw_dir != NULL ? pw->pw_dir : NULL;
}

/* mkdir -p with mode 0700 for what it creates. */
static int make_dirs(char *path, char *reason, size_t reason_size)
{
        for (char *p = path + 1;; p++) {
                if (*p != '/' && *p != '\0')
                        continue;
                char saved = *p;
                *p = '\0';
                if (mkdir(path, 0700) != 0 && errno != EEXIST) {
                        set_reason(reason, reason_size, "cannot create", path, errno);
                        *p = saved;
                        return -1;
                }
                *p = saved;
                if (saved == '\0')
                        break;
        }
        return 0;
}

int record_private_dir(char *path, char *reason, size_t reason_size)
{
        if (make_dirs(path, reason, reason_size) != 0)
                return -1;
        /* lstat: the directory itself, not what a link in its place names. */
        struct stat st;
        if (lstat(path, &st) != 0) {
                set_reason(reason, reason_size, "cannot use", path, errno);
                return -1;
        }
        const char *why = NULL;
        if (!S_ISDIR(st.st_mode))
                why = "not a directory";
        else if (st.st_uid != geteuid())
                why = "owned by another user";
        else if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0)
                why = "writable by other users (chmod 700 it)";
        if (why != NULL) {
                say(reason, reason_size, "unsafe directory %s: %s; not used", path, why);
                return -1;
        }
        return 0;
}

int record_dir(enum record_dir_kind kind, char *buf, size_t size, char *reason,
               size_t reason_size)
{
        const char *var = kind == RECORD_DIR_DATA ? "XDG_DATA_HOME" : "XDG_STATE_HOME";
        const char *fallback = kind == RECORD_DIR_DATA ? ".local/share" : ".local/state";
        const char *base = getenv(var);
        int n;
        if (base != NULL && base[0] == '/') {
                n = snprintf(buf, size, "%s/tabletop", base);
        } else {
                const char *home = home_dir();
                if (home == NULL) {
                        say(reason, reason_size, "no home directory for the saved games");
                        return -1;
                }
                n = snprintf(buf, size, "%s/%s/tabletop", home, fallback);
        }
        if (n < 0 || (size_t)n >= size) {
                say(reason, reason_size, "directory name too long");
                return -1;
        }
        return record_private_dir(buf, reason, reason_size);
}

static int fits(int n, size_t size, char *reason, size_t reason_size)
{
        if (n >= 0 && (size_t)n < size)
                return 0;
        say(reason, reason_size, "file name too long");
        return -1;
}

int record_path_for_save(const char *name, char *buf, size_t size, char *reason,
                         size_t reason_size)
{
        char dir[4096];
        if (strchr(name, '/') != NULL)
                return fits(snprintf(buf, size, "%s", name), size, reason, reason_size);
        if (record_dir(RECORD_DIR_DATA, dir, sizeof dir, reason, reason_size) != 0)
                return -1;
        return fits(snprintf(buf, size, "%s/%s", dir, name), size, reason, reason_size);
}

int record_path_for_load(const char *name, char *buf, size_t size, char *reason,
                         size_t reason_size)
{
        /* The same places as for saving: never the current directory for a
         * bare name, where anyone may have left a file of that name. */
        return record_path_for_save(name, buf, size, reason, reason_size);
}

int record_default_name(const char *game, const char *ext, char *buf, size_t size)
{
        time_t now = time(NULL);
        struct tm tm;
        char when[32];
        if (localtime_r(&now, &tm) == NULL ||
            strftime(when, sizeof when, "%Y-%m-%d-%H%M%S", &tm) == 0)
                snprintf(when, sizeof when, "game");
        int n = snprintf(buf, size, "%s-%s%s", game, when, ext);
        return n >= 0 && (size_t)n < size ? 0 : -1;
}

static int write_all(int fd, const void *data, size_t len)
{
        const char *p = data;
        while (len > 0) {
                ssize_t w = write(fd, p, len);
                if (w < 0) {
                        if (errno == EINTR)
                                continue;
                        return -1;
                }
                p += w;
                len -= (size_t)w;
        }
        return 0;
}

static int write_atomic(const char *path, const void *data, size_t len, mode_t mode,
                        bool sync_dir, char *reason, size_t reason_size);

int record_write_atomic(const char *path, const void *data, size_t len, char *reason,
                        size_t reason_size)
{
        return record_write_atomic_mode(path, data, len, 0600, reason, reason_size);
}

int record_write_atomic_mode(const char *path, const void *data, size_t len, mode_t mode,
                             char *reason, size_t reason_size)
{
        return write_atomic(path, data, len, mode, true, reason, reason_size);
}

int record_rewrite_atomic(const char *path, const void *data, size_t len, char *reason,
                          size_t reason_size)
{
        struct stat st;
        /* Replacing a file that is already there: whether the rename
         * reached the disk or not, a whole version (this or the last) is
         * there after a crash, so the folder needs no fsync of its own. */
        bool there = lstat(path, &st) == 0 && S_ISREG(st.st_mode);
        return write_atomic(path, data, len, 0600, !there, reason, reason_size);
}

static int write_atomic(const char *path, const void *data, size_t len, mode_t mode,
                        bool sync_dir, char *reason, size_t reason_size)
{
        size_t plen = strlen(path);
        char *tmp = malloc(plen + 16);
        char *dir = malloc(plen + 2);
        if (tmp == NULL || dir == NULL) {
                free(tmp);
                free(dir);
                set_reason(reason, reason_size, "cannot save", path, ENOMEM);
                return -1;
        }
        snprintf(tmp, plen + 16, "%s.tmp-XXXXXX", path);
        int fd = mkstemp(tmp);
        if (fd < 0) {
                set_reason(reason, reason_size, "cannot save", path, errno);
                free(tmp);
                free(dir);
                return -1;
        }
        if ((mode != 0600 && fchmod(fd, mode) != 0) || write_all(fd, data, len) != 0 ||
            fsync(fd) != 0) {
                int err = errno;
                close(fd);
                unlink(tmp);
                set_reason(reason, reason_size, "cannot save", path, err);
                free(tmp);
                free(dir);
                return -1;
        }
        if (close(fd) != 0 || rename(tmp, path) != 0) {
                int err = errno;
                unlink(tmp);
                set_reason(reason, reason_size, "cannot save", path, err);
                free(tmp);
                free(dir);
                return -1;
        }
        free(tmp);
        if (!sync_dir) {
                free(dir);
                return 0;
        }
        /* Make the rename itself durable. */
        memcpy(dir, path, plen + 1);
        char *slash = strrchr(dir, '/');
        if (slash == NULL)
                snprintf(dir, plen + 2, ".");
        else if (slash == dir)
                dir[1] = '\0';
        else
                *slash = '\0';
        int dfd = open(dir, O_RDONLY | O_DIRECTORY);
        if (dfd >= 0) {
                fsync(dfd); /* best effort: some file systems refuse it */
                close(dfd);
        }
        free(dir);
        return 0;
}

int record_read_file(const char *path, char **data, size_t *len, char *reason,
                     size_t reason_size)
{
        return record_read_file_how(path, RECORD_READ_FOLLOW, data, len, reason,
                                    reason_size);
}

int record_read_file_how(const char *path, enum record_read_how how, char **data,
                         size_t *len, char *reason, size_t reason_size)
{
        /* Non-blocking, so that a FIFO or a device named as a record never
         * holds the program in open() or read(); only a regular file is
         * read, in blocking mode again. */
        int flags = O_RDONLY | O_NONBLOCK | O_NOCTTY;
        if (how == RECORD_READ_NOFOLLOW)
                flags |= O_NOFOLLOW;
        int fd = open(path, flags);
        if (fd < 0) {
                if (errno == ELOOP && how == RECORD_READ_NOFOLLOW) {
                        say(reason, reason_size,
                            "cannot open %s: a symbolic link, not a saved "
                            "game",
                            path);
                } else {
                        set_reason(reason, reason_size, "cannot open", path, errno);
                }
                return -1;
        }
        struct stat st;
        if (fstat(fd, &st) != 0) {
                set_reason(reason, reason_size, "cannot read", path, errno);
                close(fd);
                return -1;
        }
        if (!S_ISREG(st.st_mode)) {
                say(reason, reason_size, "cannot read %s: %s", path,
                    S_ISDIR(st.st_mode)    ? "a directory, not a record"
                    : S_ISFIFO(st.st_mode) ? "a pipe, not a record"
                    : S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)
                        ? "a device, not a record"
                        : "not a regular file");
                close(fd);
                return -1;
        }
        int fl = fcntl(fd, F_GETFL);
        if (fl == -1 || fcntl(fd, F_SETFL, fl & ~O_NONBLOCK) == -1) {
                set_reason(reason, reason_size, "cannot read", path, errno);
                close(fd);
                return -1;
        }
        size_t cap = 4096, n = 0;
        char *buf = malloc(cap);
        for (;;) {
                if (buf == NULL) {
                        set_reason(reason, reason_size, "cannot read", path, ENOMEM);
                        close(fd);
                        return -1;
                }
                if (n + 1 >= cap) {
                        if (cap > RECORD_FILE_MAX) {
                                say(reason, reason_size,
                                    "%s: file too large for a record", path);
                                free(buf);
                                close(fd);
                                return -1;
                        }
                        char *bigger = realloc(buf, cap * 2);
                        if (bigger == NULL)
                                free(buf);
                        buf = bigger;
                        cap *= 2;
                        continue;
                }
                ssize_t r = read(fd, buf + n, cap - n - 1);
                if (r < 0) {
                        if (errno == EINTR)
                                continue;
                        set_reason(reason, reason_size, "cannot read", path, errno);
                        free(buf);
                        close(fd);
                        return -1;
                }
                if (r == 0)
                        break;
                n += (size_t)r;
        }
        close(fd);
        buf[n] = '\0';
        *data = buf;
        *len = n;
        return 0;
}

/* A name this program gives its temporary files: NAME.tmp-XXXXXX (mkstemp
 * in record_write_atomic) or .settings.PID.tmp (the settings of earlier
 * versions). */
static bool temporary_name(const char *name)
{
        size_t n = strlen(name);
        const char *dot = n > 11 ? name + n - 11 : NULL;
        if (dot != NULL && memcmp(dot, ".tmp-", 5) == 0) {
                for (const char *p = dot + 5; *p != '\0'; p++)
                        if (!tt_ascii_alnum(*p))
                                return false;
                return true;
        }
        const char *pid = name + strlen(".settings.");
        if (strncmp(name, ".settings.", strlen(".settings.")) != 0 || n < 16 ||
            strcmp(name + n - 4, ".tmp") != 0)
                return false;
        for (const char *p = pid; p < name + n - 4; p++)
                if (!tt_ascii_digit(*p))
                        return false;
        return true;
}

int record_clean_temporaries(const char *dir, time_t now, time_t min_age)
{
        DIR *d = opendir(dir);
        if (d == NULL)
                return -1;
        int fd = dirfd(d), removed = 0;
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
                struct stat st;
                if (!temporary_name(e->d_name) ||
                    fstatat(fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
                        continue;
                /* Only our own regular files, and only old ones: a save of
                 * another copy of the program may be under way. */
                if (!S_ISREG(st.st_mode) || st.st_uid != geteuid() ||
                    now - st.st_mtime < min_age)
                        continue;
                if (unlinkat(fd, e->d_name, 0) == 0)
                        removed++;
        }
        closedir(d);
        return removed;
}
