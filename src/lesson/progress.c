/* progress.c: the lessons a user has done, kept in the state directory
 * ($XDG_STATE_HOME/tabletop/lessons, a safe private directory, see
 * record_dir): one "GAME.LESSON STEPS" line per lesson, written
 * atomically (record_write_atomic); a bad or unknown line is ignored. */
#include "lesson/lesson.h"
#include "record/files.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PROGRESS_PATH_MAX = 4200, PROGRESS_MAX = 8192, PROGRESS_KEY_MAX = 64 };

static int progress_path(char *path, size_t size, char *why, size_t len)
{
        char dir[4096];
        if (record_dir(RECORD_DIR_STATE, dir, sizeof dir, why, len) != 0)
                return -1;
        if ((size_t)snprintf(path, size, "%s/lessons", dir) >= size) {
                snprintf(why, len, "path too long");
                return -1;
        }
        return 0;
}

/* The file's text, or NULL (no file yet, or unreadable). */
static char *read_all(void)
{
        char path[PROGRESS_PATH_MAX], why[256];
        char *data = NULL;
        size_t n;
        if (progress_path(path, sizeof path, why, sizeof why) != 0 ||
            record_read_file_how(path, RECORD_READ_NOFOLLOW, &data, &n, why,
                                 sizeof why) != 0)
                return NULL;
        return data;
}

static void key_of(const struct lesson *l, char *key, size_t size)
{
        snprintf(key, size, "%s.%s", l->game, l->id);
}

/* The number on the line of `key` in text, or 0. */
static int find(const char *text, const char *key)
{
        size_t k = strlen(key);
        for (const char *line = text; line && *line;) {
                const char *end = strchr(line, '\n');
                if (strncmp(line, key, k) == 0 && line[k] == ' ') {
                        int v = atoi(line + k + 1);
                        return v > 0 && v < 1000 ? v : 0;
                }
                line = end ? end + 1 : NULL;
        }
        return 0;
}

int lesson_progress_get(const struct lesson *l)
{
        char key[PROGRESS_KEY_MAX];
        char *text = read_all();
        int v;
        key_of(l, key, sizeof key);
        v = text ? find(text, key) : 0;
        free(text);
        return v > l->nsteps ? l->nsteps : v;
}

int lesson_progress_set(const struct lesson *l, int done, char *why, size_t len)
{
        char key[PROGRESS_KEY_MAX], path[PROGRESS_PATH_MAX];
        static char out[PROGRESS_MAX];
        char *text = read_all();
        size_t at = 0, k;
        int rc;

        key_of(l, key, sizeof key);
        k = strlen(key);
        if (text && find(text, key) >= done) {
                free(text);
                return 0;
        }
        /* the other lessons' lines as they were, then this one */
        for (const char *line = text; line && *line;) {
                const char *end = strchr(line, '\n');
                size_t n = end ? (size_t)(end - line) : strlen(line);
                bool ours = strncmp(line, key, k) == 0 && line[k] == ' ';
                if (!ours && n > 0 && at + n + 1 < sizeof out) {
                        memcpy(out + at, line, n);
                        at += n;
                        out[at++] = '\n';
                }
                line = end ? end + 1 : NULL;
        }
        free(text);
        at += (size_t)snprintf(out + at, sizeof out - at, "%s %d\n", key, done);
        if (at >= sizeof out) {
                snprintf(why, len, "too many lessons in the progress file");
                return -1;
        }
        if (progress_path(path, sizeof path, why, len) != 0)
                return -1;
        rc = record_write_atomic(path, out, at, why, len);
        return rc;
}
