/* files.c: saving and loading games by name for both games' screens
 * (see files.h), through the records module (src/record). */
#include "tui/files.h"

#include "tui/config.h"
#include "record/files.h"
#include "record/record.h"

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
