/* thaayam/log.h: the log of a Thaayam game for the play screen: one entry
 * per turn with its throws (void ones struck out as -4-, T9), the actions in
 * notation, captures "(xN1)" (T14) and forfeited scores (T11). It is rebuilt
 * from the session's history after every change, so undo, load and resume
 * need no bookkeeping of their own. */
#ifndef TUI_THAAYAM_LOG_H
#define TUI_THAAYAM_LOG_H

#include "thaayam.h"
#include "session/session.h"

#include <stddef.h>

enum { TUI_THAAYAM_LOG_MAX = 400, TUI_THAAYAM_LOG_TEXT = 240 };

struct tui_thaayam_log_entry {
        int seat;
        char text[TUI_THAAYAM_LOG_TEXT];
};

struct tui_thaayam_log {
        struct tui_thaayam_log_entry e[TUI_THAAYAM_LOG_MAX]; /* oldest first */
        int n;
        /* Entries kept from before the session restarted (play on, T22). */
        struct tui_thaayam_log_entry kept[TUI_THAAYAM_LOG_MAX];
        int nkept;
};

/* Rebuilds the entries: the kept ones, then one per turn of the session. */
void tui_thaayam_log_rebuild(struct tui_thaayam_log *log, const struct session *s);
/* Keeps the current entries before the session restarts / forgets them. */
void tui_thaayam_log_keep(struct tui_thaayam_log *log);
void tui_thaayam_log_forget(struct tui_thaayam_log *log);

/* Captured pieces between two states: opposing pieces that were on the
 * board and are off now (T14, T18), as "N1,E2": with shown, in the
 * language's seat letters (a message), else in the notation's (the log). */
void tui_thaayam_captures(const thaayam_state *a, const thaayam_state *b, int mover,
                          bool shown, char *buf, size_t len);
/* The unused scores of the move phase, as "4 8". */
void tui_thaayam_remaining(const thaayam_state *st, char *buf, size_t len);
/* printf-style, appended to the string in buf (truncated to len). */
void tui_thaayam_append(char *buf, size_t len, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
