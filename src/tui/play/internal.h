/* internal.h: what the files of the play screen share (play.c: the
 * loop and the changes of the game; input.c: keys and prompts;
 * draw.c: status and key lines; open.c: saved, replayed and
 * resumed games). Not for the games' hooks: they use play.h. */
#ifndef TUI_PLAY_INTERNAL_H
#define TUI_PLAY_INTERNAL_H

#include "tui/play/play.h"

#include <time.h>

enum { TUI_PLAY_PATH_MAX = 4096 };

/* play.c */
/* True when the game is this process's (not a hosted game elsewhere). */
bool tui_play_local(const struct tui_play *p);
/* The game changed: the screen's copy follows (see the changed hook). */
void tui_play_changed(struct tui_play *p, const void *before, const char *action);
/* Shows session s from now on (a local game; NULL: the one p->link has). */
void tui_play_show(struct tui_play *p, struct session *s, bool replay);
void tui_play_undo(struct tui_play *p, bool redo);

/* input.c: false when the screen is to end (*out says where to). */
bool tui_play_handle_prompt(struct tui_play *p, const struct tui_event *ev,
                            enum tui_run *out);
bool tui_play_handle_key(struct tui_play *p, const struct tui_event *ev,
                         enum tui_run *out);
/* A watcher of a hosted game: no seat is this terminal's. */
bool tui_play_watching(const struct tui_play *p);
/* Whether quitting may keep the game for --resume. */
bool tui_play_can_keep(const struct tui_play *p);
/* Whether quitting offers to save: a game going on (kept for --resume),
 * or a finished one not saved since its last change (saved as a new game
 * of the saved games' folder, so a won game is not lost). */
bool tui_play_quit_saves(const struct tui_play *p);

/* role.c: what the screen offers by this terminal's role (link.h). */
/* The role (a game without a role op: a player); *q, may be NULL, a
 * pupil's question. */
enum tui_link_role tui_play_role(const struct tui_play *p, enum tui_link_question *q);
/* A pupil's key line: the board's keys while the answer is awaited, help,
 * quit, who is here, earlier positions. */
int tui_play_pupil_keys(struct tui_play *p, const char **keys, int k);
/* The help page and its title: the game's, or the pupil's page with the
 * game's rules after it. */
const char *tui_play_role_help(struct tui_play *p, const char **title);
/* A pupil's status line when no answer is awaited; false for other roles
 * and while it is. */
bool tui_play_role_status(struct tui_play *p, char *buf, size_t len);
/* The pupil's quit question, or NULL. */
const char *tui_play_role_quit_question(struct tui_play *p);
/* The message for a key that does nothing for this role (none for a
 * player). */
void tui_play_role_refuse(struct tui_play *p);

/* hint.c: what the computer would play for the person to move, in
 * the message line (the i key). */
void tui_play_hint(struct tui_play *p);
/* Appends the thinking line to the status text buf while a computer seat
 * searches: the depth completed and the best move so far. */
void tui_play_thinking_note(struct tui_play *p, char *buf, size_t len);

/* browse.c: [ and ] look at earlier positions. True when the event
 * was used; any other key ends the looking (and goes on to be handled). */
bool tui_play_browse_key(struct tui_play *p, const struct tui_event *ev);
/* Back to the game as it is (nothing when not looking back). */
void tui_play_browse_end(struct tui_play *p);

/* bell.c: the "your turn" bell. Reads the remembered setting (the
 * screen's game opened); rings now (a question came) when it is on; rings
 * once when a person here has become the one to act; '!' turns it on or
 * off and remembers it. */
void tui_play_bell_init(struct tui_play *p);
void tui_play_bell_ring(struct tui_play *p);
void tui_play_bell_check(struct tui_play *p);
void tui_play_bell_toggle(struct tui_play *p);

/* here.c: '@' opens the page of who is at a hosted game: the players
 * and where they are, the watchers by login (play.h has the panel's). */
void tui_play_here_open(struct tui_play *p);
/* True when a player of a hosted game is away (the panel counts the time). */
bool tui_play_anyone_away(const struct tui_play *p);

/* chat.c: what was said in a hosted game, kept: a line of news keeps its
 * talk; 'c' opens the page of all of it (the latest at the bottom); the
 * layout makes room for the latest lines beside the board when the
 * window is wide (before the game draws), and they are drawn there. */
void tui_play_chat_keep(struct tui_play *p, const struct tui_link_news *n);
void tui_play_chat_open(struct tui_play *p);
void tui_play_chat_make_room(struct tui_play *p);
void tui_play_chat_draw(struct tui_play *p);
/* The chat of a saved game (its said lines, docs/records.md) is read when
 * it is opened (name as given, path as opened) and taken by the screen
 * that shows it (the screen's chat is replaced). */
void tui_play_chat_read(const char *name, const char *path);
void tui_play_chat_take(struct tui_play *p);

/* again.c: a new game at this terminal with the same players, sides
 * swapped (n at the end of a game played here). */
void tui_play_again_swapped(struct tui_play *p);

/* draw.c */
void tui_play_draw(struct tui_play *p);

/* open.c */
/* A saved game of this game; NULL with why (also for another game's). */
struct session *tui_play_open_record(const struct tui_play_game *game, const char *name,
                                     bool replay, char *path, size_t path_size, char *why,
                                     size_t len);
/* When the game kept for --resume was written; -1 unknown. */
time_t tui_play_kept_since(const char *game);
/* Says in the key line how old the resumed game is. */
void tui_play_note_resumed(struct tui_play *p, time_t since);
/* The source's game, or the fresh one; NULL after saying why on stderr. */
struct session *tui_play_open_source(const struct tui_play_game *game,
                                     const struct tui_play_source *src,
                                     struct session *fresh);

#endif
