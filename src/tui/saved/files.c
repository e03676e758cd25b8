/* files.c: saving and loading games by name for both games' screens
 * (see files.h), through the records module (src/record). */
#include "tui/saved/files.h"

#include "tui/config.h"
#include "i18n/i18n.h"
#include "record/files.h"
#include "record/record.h"
#include "tt_text.h"

#include <dirent.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

int tui_default_save_name(const char *game, char *buf, size_t size)
{
        return record_default_name(game, RECORD_EXT, buf, size);
}

int tui_save_name(const char *name, char *out, size_t size)
{
        size_t n = strlen(name), ext = strlen(RECORD_EXT);
        bool bare =
            !strchr(name, '/') && !(n >= ext && strcmp(name + n - ext, RECORD_EXT) == 0);
        int w = snprintf(out, size, "%s%s", name, bare ? RECORD_EXT : "");
        return w < 0 || (size_t)w >= size ? -1 : 0;
}

int tui_save_game(const struct session *s, const char *name, char *path, size_t path_size,
                  char *why, size_t len)
{
        char file[4096];
        if (tui_save_name(name, file, sizeof file) != 0) {
                tt_reason_copy(why, len, "file name too long");
                return -1;
        }
        /* a name of the folder the saved games' list would not show
         * (list.c): the game would look lost */
        bool in_folder = !strchr(file, '/');
        if (in_folder && file[0] == '.') {
                tt_reason_copy(why, len,
                               "a name that starts with a dot is hidden from the saved "
                               "games' list: choose another");
                return -1;
        }
        if (in_folder && strstr(file, ".tmp-")) {
                tt_reason_copy(
                    why, len,
                    "a name with \".tmp-\" is taken for an unfinished save and "
                    "not listed: choose another");
                return -1;
        }
        if (record_path_for_save(file, path, path_size, why, len) != 0)
                return -1;
        return record_save(s, path, NULL, why, len);
}

struct session *tui_load_game(const char *name, bool replay, int64_t now_ms, char *path,
                              size_t path_size, char *why, size_t len)
{
        char file[4096], where[4096], reason[TT_REASON_MAX];
        struct stat st;

        /* "vs computer" opens "vs computer.ttrec" when there is no file
         * "vs computer" (tui_save_name) */
        if (tui_save_name(name, file, sizeof file) == 0 && strcmp(file, name) != 0 &&
            record_path_for_load(name, where, sizeof where, reason, sizeof reason) == 0 &&
            lstat(where, &st) != 0 &&
            record_path_for_load(file, where, sizeof where, reason, sizeof reason) == 0 &&
            lstat(where, &st) == 0)
                name = file;
        return record_open_named(name, replay, now_ms, path, path_size, why, len);
}

void tui_file_error(char *out, size_t size, const char *fmt, const char *name,
                    const char *why)
{
        /* record/files.c: "cannot VERB PATH: ERROR" */
        const char *verb = strncmp(why, "cannot ", 7) == 0 ? why + 7 : NULL;
        const char *path = verb ? strchr(verb, ' ') : NULL;
        const char *rest = path ? strstr(path + 1, ": ") : NULL;
        if (rest && rest > path + 1 && rest[2]) {
                char file[4096];
                snprintf(file, sizeof file, "%.*s", (int)(rest - path - 1), path + 1);
                snprintf(out, size, fmt, file, rest + 2);
                return;
        }
        snprintf(out, size, fmt, name, _(why));
}

void tui_clean_stale_files(void)
{
        char dir[4096], why[TT_REASON_MAX];
        time_t now = time(NULL);
        /* Only directories that are safe to write in (record_private_dir). */
        if (record_dir(RECORD_DIR_DATA, dir, sizeof dir, why, sizeof why) == 0)
                record_clean_temporaries(dir, now, RECORD_STALE_AGE);
        if (record_dir(RECORD_DIR_STATE, dir, sizeof dir, why, sizeof why) == 0)
                record_clean_temporaries(dir, now, RECORD_STALE_AGE);
        if (tui_config_dir(dir, sizeof dir) == 0 &&
            record_private_dir(dir, why, sizeof why) == 0)
                record_clean_temporaries(dir, now, RECORD_STALE_AGE);
}

const char *tui_help_with_data_dir(const char *text)
{
        static const char *const named[] = {"~/.local/share/tabletop ($XDG_DATA_HOME)",
                                            "~/.local/share/tabletop"};
        static char out[16384];
        char dir[4096], why[200], shown[4096];
        const char *home = getenv("HOME"), *at = NULL;
        size_t i, len = 0, hl;

        for (i = 0; i < sizeof named / sizeof named[0] && !at; i++)
                if ((at = strstr(text, named[i])) != NULL)
                        len = strlen(named[i]);
        if (!at || record_dir(RECORD_DIR_DATA, dir, sizeof dir, why, sizeof why) != 0)
                return text;
        /* the home directory written as ~, as the help did */
        hl = home ? strlen(home) : 0;
        if (hl > 1 && strncmp(dir, home, hl) == 0 && dir[hl] == '/')
                snprintf(shown, sizeof shown, "~%s", dir + hl);
        else
                snprintf(shown, sizeof shown, "%s", dir);
        int n = snprintf(out, sizeof out, "%.*s%s%s", (int)(at - text), text, shown,
                         at + len);
        return n < 0 || (size_t)n >= sizeof out ? text : out;
}
