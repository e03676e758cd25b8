/* quixo_files.h: saving, loading, replaying and resuming Quixo games
 * through the records module (src/record). */
#ifndef TUI_QUIXO_FILES_H
#define TUI_QUIXO_FILES_H

#include "session/session.h"

#include <stdbool.h>
#include <stddef.h>

/* The file of the game saved on hang-up or quit, for --resume. */
int tui_quixo_resume_path(char *buf, size_t size);
/* Saves atomically to a path; 0, or -1 with why. (Games saved by name:
 * tui/files.h.) */
int tui_quixo_save(const struct session *s, const char *path, char *why, size_t len);

/* --resume: the game saved on hang-up or quit; NULL with why. */
struct session *tui_quixo_resume(int64_t now_ms, char *why, size_t len);
/* Rewrites the in-progress file (after every change; errors never stop
 * the game) / removes it (quit without saving, game over). */
void tui_quixo_autosave(struct session *s);
void tui_quixo_forget(void);

#endif
