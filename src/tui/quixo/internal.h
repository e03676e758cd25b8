/* quixo/internal.h: the parts of the Quixo front end shared by its files
 * (set-up screen, play screen, board drawing, help text). */
#ifndef TUI_QUIXO_INTERNAL_H
#define TUI_QUIXO_INTERNAL_H

#include "quixo.h"
#include "tui/kit/layout.h"
#include "tui/setup_screen.h"
#include "tui/quixo/screen.h"

#include <stdint.h>

/* The set-up screen; fills *set when the game is started. */
enum tui_setup_result tui_quixo_setup(struct tui_quixo_settings *set);

/* The play screen for a game set up by args (settings, or a file to load,
 * replay or resume). */
enum tui_run tui_quixo_play(const struct tui_quixo_args *args);

/* A new session from the set-up screen's settings; NULL with why. */
struct session *tui_quixo_new_session(const struct tui_quixo_settings *set, char *why,
                                      size_t len);

struct tui_play;

/* panel.c: the side panel of the play screen (players, clocks, moves and
 * the result) for the position shown. */
void tui_quixo_draw_panel(struct tui_play *p, const quixo_pos *pos);
/* The team mark of a seat ('x' or 'o', Q11), and its letter "X" / "O". */
char tui_quixo_side_of(const struct tui_play *p, char id);
const char *tui_quixo_mark_word(char side);

struct session;

/* present.c: the presenter's words for a move (tui_play_game.present_move). */
bool tui_quixo_present_move(const struct session *s, const void *before,
                            const char *action, char *buf, size_t len);

/* Keys and a summary of the rules (translated). */
const char *tui_quixo_help_text(void);

/* The layout request of the Quixo board: 5 x 5 cells, room for the seat
 * names and push arrows around it, a side panel for players and moves. */
extern const struct tui_layout_req tui_quixo_layout_req;

/* Screen cell (row 0 at the top, as seen from South) <-> square (Q1). */
static inline int tui_quixo_square(int row, int col)
{
        return (4 - row) * 5 + col;
}
static inline int tui_quixo_row(int sq)
{
        return 4 - sq / 5;
}
static inline int tui_quixo_col(int sq)
{
        return sq % 5;
}

/* What the board drawing shows. */
struct tui_quixo_view {
        const quixo_pos *pos;      /* the position to draw (maybe a preview) */
        int cursor;                /* square under the cursor, -1: none */
        int selected;              /* the cube taken, -1: none */
        uint32_t targets;          /* ends it may go back in at (Q7) */
        uint32_t takeable;         /* cubes the player to move may take (Q5, Q13) */
        uint32_t last;             /* squares of the last move */
        uint32_t win;              /* the winning line(s) */
        int push_from, push_to;    /* arrow of the push being previewed, -1 */
        const char *seat_label[4]; /* 4p: S E N W; 2p: [0] X below, [1] O above */
        int active;                /* index into seat_label of the player to move, -1 */
};

void tui_quixo_draw_board(const struct tui_layout *l, const struct tui_quixo_view *v);

#endif
