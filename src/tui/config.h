/* config.h: remembered settings of the front end, a small key=value file
 * in $XDG_CONFIG_HOME/tabletop/settings (fallback ~/.config/tabletop/).
 * Lines that do not parse are ignored (defaults apply); saving writes a
 * temporary file, syncs it and renames it over the old one.
 * Keys are namespaced by game: "quixo.players", "thaayam.seats", ...
 */
#ifndef TUI_CONFIG_H
#define TUI_CONFIG_H

#include <stddef.h>

#define TUI_CONFIG_KEY_MAX 48
#define TUI_CONFIG_VALUE_MAX 96
#define TUI_CONFIG_ITEMS 128

struct tui_config {
        int n;
        struct {
                char key[TUI_CONFIG_KEY_MAX];
                char value[TUI_CONFIG_VALUE_MAX];
        } items[TUI_CONFIG_ITEMS];
};

/* The directory of tabletop's files ($XDG_CONFIG_HOME/tabletop or
 * ~/.config/tabletop); 0, or -1 when neither variable is set. */
int tui_config_dir(char *buf, size_t size);

/* Loads the settings (empty when the file is missing or unreadable, or
 * when the directory is unsafe: see tui_config_problem). */
void tui_config_load(struct tui_config *c);
/* Saves atomically (creating the directory 0700) as records are saved
 * (record_write_atomic); a directory owned by another user or writable by
 * group or others is refused and nothing is written. 0 or -1. */
int tui_config_save(const struct tui_config *c);

/* Why the settings were last not read or not written, "" when nothing
 * went wrong (the play screen says it). */
#define TUI_CONFIG_PROBLEM_MAX 512
const char *tui_config_problem(void);
/* Forgets that problem (the language is read at start-up for every
 * command, which has nothing to say about the settings otherwise). */
void tui_config_problem_clear(void);

/* The value of key, or def. */
const char *tui_config_get(const struct tui_config *c, const char *key, const char *def);
/* An integer within [min, max], or def when absent or out of range. */
int tui_config_get_int(const struct tui_config *c, const char *key, int def, int min,
                       int max);
/* Sets key (values with newlines or too long are refused: -1). */
int tui_config_set(struct tui_config *c, const char *key, const char *value);
int tui_config_set_int(struct tui_config *c, const char *key, int value);

#endif
