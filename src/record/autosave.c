/* autosave.c: the game in progress kept for --resume: its path in the
 * state directory, rewritten after every change, read back, removed. */
#include "record/record.h"
#include "record/files.h"

#include <errno.h>
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
