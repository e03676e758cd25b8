/* files.c: saving and loading games by name for both games' screens
 * (see files.h), through the records module (src/record). */
#include "tui/files.h"

#include "tui/config.h"
#include "record/files.h"
#include "record/record.h"

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

int tui_save_game(const struct session *s, const char *name, char *path, size_t path_size,
                  char *why, size_t len)
{
        if (record_path_for_save(name, path, path_size, why, len) != 0)
                return -1;
        return record_save(s, path, NULL, why, len);
}

struct session *tui_load_game(const char *name, bool replay, int64_t now_ms, char *path,
                              size_t path_size, char *why, size_t len)
{
        return record_open_named(name, replay, now_ms, path, path_size, why, len);
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
