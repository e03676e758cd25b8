/* files.h: the games players save and load by name, for both games. A
 * bare name is a file of the data directory ($XDG_DATA_HOME/tabletop); a
 * name with a '/' is a path (see record_path_for_save/_load). */
#ifndef TUI_FILES_H
#define TUI_FILES_H

#include "session/session.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A new name for saving a game of `game` ("quixo", "thaayam"), from the
 * date and time. 0, or -1 if it does not fit. */
int tui_default_save_name(const char *game, char *buf, size_t size);

/* The file name of a game saved as `name`: a bare name (no '/') gets
 * ".ttrec" unless it ends so already, so the saved games' list shows it;
 * a path is used as it is. 0, or -1 when it does not fit. */
int tui_save_name(const char *name, char *out, size_t size);

/* Saves atomically under tui_save_name(name); the path written goes into
 * path. 0, or -1 with why. */
int tui_save_game(const struct session *s, const char *name, char *path, size_t path_size,
                  char *why, size_t len);

/* The game saved as `name` (or as tui_save_name(name) when there is no
 * file `name`): at its end (load) or at its start with the record's
 * actions to come (replay); the path read goes into path. NULL with why. */
struct session *tui_load_game(const char *name, bool replay, int64_t now_ms, char *path,
                              size_t path_size, char *why, size_t len);

/* A message about a file that could not be saved or opened, from fmt (a
 * translated "Could not load %s: %s"): the records module's reasons name
 * the file already ("cannot open PATH: No such file or directory"), so
 * such a reason gives "Could not load PATH: No such file or directory",
 * the file said once; any other reason is used whole, with name. */
void tui_file_error(char *out, size_t size, const char *fmt, const char *name,
                    const char *why);

/* Names of saved games the lists show are shorter than this (list.h):
 * every name the save prompt takes (TUI_LINE_MAX) with ".ttrec". */
enum { TUI_SAVED_NAME_MAX = 128 };

/* A help text with the saved games' folder as it really is: the words
 * "~/.local/share/tabletop ($XDG_DATA_HOME)" (or the bare folder) in text
 * become the folder in use, $XDG_DATA_HOME's when it is set. Returns text
 * itself when it names no folder or the folder is not known. */
const char *tui_help_with_data_dir(const char *text);

/* At start: removes the temporary files a killed save left in the data,
 * state and config directories of tabletop (record_clean_temporaries:
 * ours only, older than an hour), in directories safe to write in. */
void tui_clean_stale_files(void);

#endif
