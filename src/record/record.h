/* record.h: game records of both games (docs/records.md): a versioned,
 * line-based text format with every setting, the players, every action
 * (Thaayam throws included, so a record replays exactly) and the result.
 * Save (atomic), load (checked line by line), replay, and the autosave of
 * the game in progress for --resume. */
#ifndef TT_RECORD_RECORD_H
#define TT_RECORD_RECORD_H

#include "session/session.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* First line of every record; the number is the format version. */
#define RECORD_MAGIC "tabletop-record"
#define RECORD_VERSION 2
/* Version 2 adds the players' chat of a hosted game ("said" lines, written
 * by the hosting process only); a record without them is written as
 * version 1, which every reader reads. */
#define RECORD_VERSION_PLAIN 1
enum { RECORD_SAID_WHO_MAX = 64, RECORD_SAID_TEXT_MAX = 1024 };
/* File name extension of saved records. */
#define RECORD_EXT ".ttrec"

/* The record of a session as text (malloc'ed, NUL-terminated, *len without
 * the NUL). date: any one-line text ("2026-11-29 14:05"), NULL: today's
 * date in UTC. The history up to the current position is written (redo
 * list excluded). 0, or -1 when out of memory. */
int record_format(const struct session *s, const char *date, char **text, size_t *len);

/* Reads a record. On success returns a session at the last position of the
 * record, with its settings, seats, clocks and ending, and the history for
 * undo. On failure NULL and a reason that starts with "line N: ". now_ms:
 * the caller's clock, as for every session call. */
struct session *record_parse(const char *text, size_t len, int64_t now_ms, char *reason,
                             size_t reason_size);

/* The said lines of a record (version 2, docs/records.md): fn gets each
 * one's ply (the actions played before it), time (HH:MM), whether it was
 * the team's, who said it and the text (clean: read from a record that
 * parsed). The number of lines. */
typedef void (*record_said_fn)(void *ctx, size_t ply, const char *when, bool team,
                               const char *who, const char *text);
int record_said_each(const char *text, size_t len, record_said_fn fn, void *ctx);

/* Puts said lines ("said PLY HH:MM all|team WHO TEXT\n" each) into the
 * record text (malloc'ed, as record_format makes it) before its state
 * line, and makes it version 2. 0, or -1 (out of memory, not a record):
 * the text is then unchanged. */
int record_add_said(char **text, size_t *len, const char *said, size_t said_len);

/* Writes the record of a session to `path` atomically (files.h). */
int record_save(const struct session *s, const char *path, const char *date, char *reason,
                size_t reason_size);

/* Reads the record in `path` (the file is never changed). The reason
 * starts with the path and, for a bad record, the line number. */
struct session *record_load(const char *path, int64_t now_ms, char *reason,
                            size_t reason_size);

/* Opens a record for replay: loaded, rewound to the start (every action in
 * the redo list, see session_replay_next) and every seat a replay seat. */
struct session *record_replay(const char *path, int64_t now_ms, char *reason,
                              size_t reason_size);

/* Opens a game named by a player (--load, o): the path comes from
 * record_path_for_load and is written into `path`; a bare name is opened
 * without following a symbolic link. Loaded, or with replay as
 * record_replay. NULL with a reason on failure. */
struct session *record_open_named(const char *name, bool replay, int64_t now_ms,
                                  char *path, size_t path_size, char *reason,
                                  size_t reason_size);

/* The path of the in-progress file of a game ("quixo", "thaayam") in the
 * XDG state directory (created 0700): .../tabletop/GAME-current.ttrec. */
int record_autosave_path(const char *game, char *buf, size_t size, char *reason,
                         size_t reason_size);

/* A session_change_fn: rewrites the in-progress file of the session's game
 * atomically. ctx may be NULL or a struct record_autosave to learn about
 * errors (autosave must never stop a game). */
struct record_autosave {
        int failures;
        char reason[TT_REASON_MAX];
        char path[4096]; /* empty: record_autosave_path of the game */
};
void record_autosave(struct session *s, void *ctx);

/* --resume: the game in the in-progress file of `game`, or NULL with a
 * reason (no file, or a bad one). */
struct session *record_resume(const char *game, int64_t now_ms, char *reason,
                              size_t reason_size);

/* One copy of the program keeps a game's in-progress file: the one that
 * holds GAME-current.lock in the state directory (a flock, given back by
 * the kernel when the process ends, however it ends; the file names the
 * holder's pid). Takes the lock: 0 when this process holds it, the pid of
 * the process that holds it (1 if unknown), or -1 when no lock can be
 * made (the game is then kept anyway). One game's lock per process. */
long record_autosave_lock(const char *game);
/* The pid of another process holding the lock of `game`, else 0. */
long record_autosave_holder(const char *game);
/* Gives the lock back if this process holds it. */
void record_autosave_unlock(const char *game);

/* Removes the in-progress file of a game (after it was saved or ended);
 * 0 also when there was none. */
int record_autosave_clear(const char *game);

#endif
