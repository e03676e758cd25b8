/* autosave.c: the game in progress kept for --resume: its path in the
 * state directory, rewritten after every change, read back, removed. */
#include "tt_ascii.h"
#include "record/record.h"
#include "record/files.h"

#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <sys/file.h>
#include <stdbool.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* ------------------------------------------------------------ autosave */

int record_autosave_path(const char *game, char *buf, size_t size, char *reason,
                         size_t reason_size)
{
        char dir[4096];
        if (record_dir(RECORD_DIR_STATE, dir, sizeof dir, reason, reason_size) != 0)
                return -1;
        int n = snprintf(buf, size, "%s/%s-current%s", dir, game, RECORD_EXT);
        if (n < 0 || (size_t)n >= size) {
                if (reason != NULL && reason_size > 0)
                        snprintf(reason, reason_size, "path too long");
                return -1;
        }
        return 0;
}

void record_autosave(struct session *s, void *ctx)
{
        struct record_autosave *a = ctx;
        char path[4096], why[TT_REASON_MAX];
        int rc;
        if (a != NULL && a->path[0] != '\0')
                rc = record_save(s, a->path, NULL, why, sizeof why);
        else
                rc = record_autosave_path(session_ops(s)->name, path, sizeof path, why,
                                          sizeof why) == 0
                         ? record_save(s, path, NULL, why, sizeof why)
                         : -1;
        if (rc != 0 && a != NULL) {
                a->failures++;
                snprintf(a->reason, sizeof a->reason, "%s", why);
        }
}

struct session *record_resume(const char *game, int64_t now_ms, char *reason,
                              size_t reason_size)
{
        char path[4096];
        if (record_autosave_path(game, path, sizeof path, reason, reason_size) != 0)
                return NULL;
        return record_load(path, now_ms, reason, reason_size);
}

int record_autosave_clear(const char *game)
{
        char path[4096];
        if (record_autosave_path(game, path, sizeof path, NULL, 0) != 0)
                return -1;
        if (unlink(path) != 0 && errno != ENOENT)
                return -1;
        return 0;
}

/* ---------------------------------------------------------- the lock */

static int lock_path(const char *game, char *buf, size_t size)
{
        char dir[4096];
        if (record_dir(RECORD_DIR_STATE, dir, sizeof dir, NULL, 0) != 0)
                return -1;
        int n = snprintf(buf, size, "%s/%s-current.lock", dir, game);
        return n < 0 || (size_t)n >= size ? -1 : 0;
}

/* The lock is a flock() on the file, which the kernel gives back when
 * the process ends however it ends (kill -9 included; a zombie keeps
 * none); the pid in the file only names the holder. */
static int held_fd = -1;
static char held_game[32];

/* The pid written in the lock file, 1 when it cannot be read. */
static long lock_holder(int fd)
{
        char text[32];
        ssize_t n = pread(fd, text, sizeof text - 1, 0);
        if (n <= 0)
                return 1;
        text[n] = '\0';
        long pid;
        text[strcspn(text, "\n")] = '\0';
        if (!tt_ascii_long(text, 1, LONG_MAX, &pid))
                return 1;
        return pid;
}

long record_autosave_lock(const char *game)
{
        char path[4200], text[32];
        if (held_fd >= 0 && strcmp(held_game, game) == 0)
                return 0;
        if (held_fd >= 0 || strlen(game) >= sizeof held_game ||
            lock_path(game, path, sizeof path) != 0)
                return -1;
        int fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0600);
        if (fd < 0)
                return -1;
        if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
                long pid = errno == EWOULDBLOCK ? lock_holder(fd) : -1;
                close(fd);
                return pid;
        }
        int n = snprintf(text, sizeof text, "%ld\n", (long)getpid());
        if (ftruncate(fd, 0) != 0 || pwrite(fd, text, (size_t)n, 0) != n) {
                close(fd);
                return -1;
        }
        held_fd = fd;
        snprintf(held_game, sizeof held_game, "%s", game);
        return 0;
}

long record_autosave_holder(const char *game)
{
        char path[4200];
        if (held_fd >= 0 && strcmp(held_game, game) == 0)
                return 0;
        if (lock_path(game, path, sizeof path) != 0)
                return 0;
        int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0)
                return 0;
        long pid = 0;
        if (flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK)
                pid = lock_holder(fd);
        close(fd);
        return pid;
}

void record_autosave_unlock(const char *game)
{
        if (held_fd < 0 || strcmp(held_game, game) != 0)
                return;
        if (ftruncate(held_fd, 0) != 0) {
                /* the pid stays; the lock goes with the close all the same */
        }
        close(held_fd);
        held_fd = -1;
        held_game[0] = '\0';
}
