/* list.h: the saved games of the saved games' folder as a list, for
 * the o key of the play screens, the start menu's "Open a saved game",
 * --load NAME (a unique beginning of a name) and --saved. Only the header
 * of each record is read, and the count of its actions and its result:
 * the files are untrusted, so a file that cannot be read or is not a
 * record of this program is left out (never an error), reads are bounded,
 * symbolic links are not followed, and the list has at most
 * TUI_SAVED_LIST_MAX games, the newest first. The list screen built on it
 * is saved_pick.h.
 */
#ifndef TUI_SAVED_LIST_H
#define TUI_SAVED_LIST_H

#include "tui/saved/files.h"
#include "tui/seats.h"

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

enum {
        TUI_SAVED_LIST_MAX = 100,        /* games listed at most */
        TUI_SAVED_SCAN_MAX = 4096,       /* folder entries looked at at most */
        TUI_SAVED_READ_MAX = 256 * 1024, /* bytes read of one file at most */
        TUI_SAVED_SEATS_MAX = 4,         /* seats of a record */
        TUI_SAVED_DATE_MAX = 17,         /* "2026-12-01 07:27" and the NUL */
        TUI_SAVED_GAME_MAX = 16          /* "quixo" */
};

struct tui_saved_seat {
        char id;                      /* x o s e n w */
        bool computer;                /* else a person (or a replayed seat) */
        int level;                    /* a computer's level */
        char name[TUI_SEAT_NAME_MAX]; /* may be empty */
};

/* What the list shows of one saved game. */
struct tui_saved_game {
        char name[TUI_SAVED_NAME_MAX]; /* the file's name in the folder */
        char game[TUI_SAVED_GAME_MAX]; /* the record's game ("quixo") */
        struct tui_saved_seat seats[TUI_SAVED_SEATS_MAX];
        int nseats;
        char date[TUI_SAVED_DATE_MAX]; /* the record's date (UTC), or the file's */
        long moves;                    /* the record's actions; -1: not counted (a
                                          file above TUI_SAVED_READ_MAX bytes) */
        char result[16];               /* "none", "draw", "win x"; "" not known */
        time_t mtime;                  /* when the file was written */
};

/* Reads what the list shows from the text of a record (len bytes, NUL not
 * needed). whole: the text is the whole file (else only its first part
 * was read: the moves and result are not known). 0, or -1 when the text
 * is not a record this program wrote (wrong first lines, an unknown game,
 * a control character, a bad seat or date line, no result at the end). */
int tui_saved_parse(const char *text, size_t len, bool whole, struct tui_saved_game *out);

/* The saved games of `game` ("quixo"; NULL: of every game) whose names
 * start with prefix ("" for all), newest first, at most max (and at most
 * TUI_SAVED_LIST_MAX). Returns how many; 0 also when the folder cannot be
 * read. */
int tui_saved_list(const char *game, const char *prefix, struct tui_saved_game *out,
                   int max);

/* The players of a saved game in a few words: the names, a seat's word
 * for a person without one, "computer 3" for a computer ("Ana, Ben"). */
void tui_saved_players(const struct tui_saved_game *g, char *buf, size_t len);

/* The result in a word or two: "not over", "draw", "Ana won". */
void tui_saved_result(const struct tui_saved_game *g, char *buf, size_t len);

/* The date and time to show: "2026-12-01 07:27", or the date alone when
 * short. */
void tui_saved_date(const struct tui_saved_game *g, bool short_form, char *buf,
                    size_t len);

/* --load NAME: the saved game of `game` meant by name. A path (a '/' in
 * it) or a file of the folder with exactly that name is used as it is;
 * otherwise the saved games whose names start with it are looked for,
 * and exactly one must be found. 0 with the name to open in out, or -1
 * with why: no game found, or several (their names, at most a few, and
 * how many more). */
int tui_saved_resolve(const char *game, const char *name, char *out, size_t size,
                      char *why, size_t len);

#endif
