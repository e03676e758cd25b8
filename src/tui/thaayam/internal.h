/* thaayam/internal.h: the parts of the Thaayam front end shared by its
 * files (set-up, throw-off, play screen, board drawing, help text). */
#ifndef TUI_THAAYAM_INTERNAL_H
#define TUI_THAAYAM_INTERNAL_H

#include "thaayam.h"
#include "tui/kit/layout.h"
#include "tui/setup_screen.h"
#include "tui/thaayam/screen.h"

#include <stddef.h>
#include <stdint.h>

/* The set-up screen; fills *set when the game is started. */
enum tui_setup_result tui_thaayam_setup(struct tui_thaayam_settings *set);

/* The T6 throw-off screen: every player in play throws once, the tied
 * leaders again, until one is highest. Program dice use rng; physical dice
 * are typed (computers always throw with rng). Returns the starting seat,
 * -1 when the player went back, -2 on hang-up. */
struct session;

/* present.c: the presenter's words for an action and the scores still to
 * use (tui_play_game.present_move, present_now). */
bool tui_thaayam_present_move(const struct session *s, const void *before,
                              const char *action, char *buf, size_t len);
void tui_thaayam_present_now(const void *pos, char *buf, size_t len);

int tui_thaayam_throwoff(const struct tui_thaayam_settings *set, tt_rng *rng);

/* The play screen for a game set up by args (settings, or a file to load,
 * replay or resume, or a state). first: the starting seat of a new game. */
enum tui_run tui_thaayam_play(const struct tui_thaayam_args *args, int first,
                              uint64_t seed);

/* A new session from the set-up screen's settings (first: the starting
 * seat, -1: the session's throw-off, T6; state: a position, or NULL);
 * NULL with why. */
struct session *tui_thaayam_new_session(const struct tui_thaayam_settings *set, int first,
                                        uint64_t seed, const char *state, char *why,
                                        size_t len);

/* Keys and a summary of the rules (translated). */
const char *tui_thaayam_help_text(void);

/* What the rule ids beside settings and titles are ("(T19)"), for the
 * set-up and throw-off screens. */
const char *tui_thaayam_rule_ids_legend(void);

/* The seat's drawing role (its words: tui/seats.h). */
enum tui_role tui_thaayam_seat_role(int seat);

/* The faces of the four seeds for a score (for drawing): the right number
 * of light faces, placed by `salt` so that equal scores do not always look
 * alike. */
void tui_thaayam_faces(int score, unsigned salt, uint8_t faces[4]);
/* The lines the four seeds are drawn on in a space of w columns (the
 * seeds and " = 8" beside them) on a screen or panel h lines high: 1
 * ("(○) (●)"), or 3 or 5 for seeds drawn as shapes on a large screen (a
 * projector). */
int tui_thaayam_seed_lines(int w, int h);
/* Draws four seeds (or cowries) from (y, x) on `lines` lines (from
 * tui_thaayam_seed_lines); returns the columns used. */
int tui_thaayam_draw_seeds(int y, int x, int maxw, int lines, const uint8_t faces[4],
                           enum tui_thaayam_look look);
/* Under large seeds: how they score (light faces, none is 8: T4), on at
 * most TUI_THAAYAM_LEGEND_LINES lines of w columns; returns the lines
 * used (none with the cowrie look). */
enum { TUI_THAAYAM_LEGEND_LINES = 2 };
int tui_thaayam_seed_legend(int y, int x, int w, enum tui_thaayam_look look);

/* The layout request of the Thaayam board: 5 x 5 cells, the seat letters
 * beside it, a side panel for players, throws and the log. */
extern const struct tui_layout_req tui_thaayam_layout_req;

/* Screen cell (row 0 at the top, as seen from South) <-> square (T1). */
static inline int tui_thaayam_square(int row, int col)
{
        return (4 - row) * 5 + col;
}

/* What the board drawing shows. */
struct tui_thaayam_view {
        const thaayam_state *st;
        int cursor;            /* square under the cursor, -1: none */
        int from;              /* square of the selected piece, -1: none */
        int to;                /* previewed landing square, -1: none */
        uint32_t capture;      /* squares where the preview captures */
        int path_seat;         /* seat whose path is overlaid (T3), -1: none */
        uint32_t last;         /* squares of the last action (left and reached) */
        uint32_t last_capture; /* where the last action captured */
};

void tui_thaayam_draw_board(const struct tui_layout *l, const struct tui_thaayam_view *v);

#endif
