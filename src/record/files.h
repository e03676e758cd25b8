/* files.h: where records live (XDG base directories) and how they are
 * written (atomically) and read (bounded). */
#ifndef TT_RECORD_FILES_H
#define TT_RECORD_FILES_H

#include <stddef.h>
#include <sys/types.h>
#include <time.h>

/* Largest record file read (a 100000-ply game fits easily). */
enum { RECORD_FILE_MAX = 16 * 1024 * 1024 };

enum record_dir_kind {
        RECORD_DIR_DATA, /* saved games: $XDG_DATA_HOME/tabletop (~/.local/share/tabletop)
                          */
        RECORD_DIR_STATE /* the games in progress: $XDG_STATE_HOME/tabletop
                            (~/.local/state/tabletop) */
};

/* Writes the directory's path into buf, creating it (and missing parents)
 * with mode 0700, and checks it with record_private_dir. A relative
 * $XDG_*_HOME is ignored, as the XDG spec says. 0, or -1 with a reason. */
int record_dir(enum record_dir_kind kind, char *buf, size_t size, char *reason,
               size_t reason_size);

/* Creates a directory of this program (and missing parents) with mode 0700
 * and checks that it is safe to write in: a real directory (not a symbolic
 * link), owned by this user, not writable by group or others. Otherwise
 * -1 with a reason ("unsafe directory ...") and nothing is written there.
 * Used for the data, state and config tabletop directories. */
int record_private_dir(char *path, char *reason, size_t reason_size);

/* Where a game file named by a player is saved: a name without a '/' is a
 * saved game of the data directory (RECORD_DIR_DATA, created 0700); a name
 * with a '/' is a path, used as it is. 0, or -1 with a reason. */
int record_path_for_save(const char *name, char *buf, size_t size, char *reason,
                         size_t reason_size);

/* Where a game file named by a player is read from: the same place as
 * record_path_for_save (a bare name is a file of the data directory, never
 * of the current directory; a path with a '/', "./NAME" included, as it
 * is). 0, or -1 with a reason. */
int record_path_for_load(const char *name, char *buf, size_t size, char *reason,
                         size_t reason_size);

/* A new name for a saved game of `game` from the local date and time, e.g.
 * "thaayam-2026-11-29-170623" + ext. 0, or -1 if it does not fit. */
int record_default_name(const char *game, const char *ext, char *buf, size_t size);

/* Replaces `path` by `data` atomically: a temporary file in the same
 * directory (mode 0600), written fully, fsync, rename over path, fsync of
 * the directory. On failure path is untouched and the temporary file is
 * removed. 0, or -1 with a reason. */
int record_write_atomic(const char *path, const void *data, size_t len, char *reason,
                        size_t reason_size);

/* The same with the file's mode (before the umask-free rename), e.g. 0644
 * for a picture meant to be handed out; record_write_atomic uses 0600. */
int record_write_atomic_mode(const char *path, const void *data, size_t len, mode_t mode,
                             char *reason, size_t reason_size);

/* The same for a file rewritten again and again (a hosted game kept after
 * every action): the folder is synced only when the file is new, since
 * replacing an existing file leaves a whole version either way. */
int record_rewrite_atomic(const char *path, const void *data, size_t len, char *reason,
                          size_t reason_size);

/* Reads a whole file of at most RECORD_FILE_MAX bytes into a new buffer
 * (NUL-terminated, *len without the NUL). Only a regular file is read: a
 * directory, a FIFO or a device is refused with a reason, without ever
 * blocking. 0, or -1 with a reason. */
int record_read_file(const char *path, char **data, size_t *len, char *reason,
                     size_t reason_size);

/* How record_read_file_how opens: following a symbolic link at the end of
 * the path (a path the player wrote), or not (a bare name of the data
 * directory: a link there was not made by this program). */
enum record_read_how { RECORD_READ_FOLLOW, RECORD_READ_NOFOLLOW };
int record_read_file_how(const char *path, enum record_read_how how, char **data,
                         size_t *len, char *reason, size_t reason_size);

/* Removes the temporary files a killed save left in `dir` (kill -9 between
 * mkstemp and rename): only names of this program (NAME.tmp-XXXXXX,
 * .settings.PID.tmp), only regular files of this user, only those not
 * changed for min_age seconds (a save of another copy may be running).
 * The number removed, or -1 when dir cannot be read. */
enum { RECORD_STALE_AGE = 3600 };
int record_clean_temporaries(const char *dir, time_t now, time_t min_age);

#endif
