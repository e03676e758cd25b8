/* thaayam/play.h: what the files of the Thaayam play screen share: the
 * screen's copy of the game and the choice being made in the move phase
 * (play.c: hooks and keys; panel.c: drawing; choice.c: the action a choice
 * means, through the rules library). */
#ifndef TUI_THAAYAM_PLAY_H
#define TUI_THAAYAM_PLAY_H

#include "thaayam.h"
#include "tui/play/play.h"
#include "tui/thaayam/internal.h"
#include "tui/thaayam/log.h"

#include <stdbool.h>
#include <stdint.h>

/* A score (or a group of them, for a twin) and a piece or twin. */
struct tui_thaayam_choice {
        int piece, piece2; /* -1: none; piece2 >= 0 for a twin */
        uint8_t group[THAAYAM_NVALUES];
        int ngroup;
        int order[THAAYAM_MAX_THROWS]; /* values typed, for Backspace */
};

struct tui_thaayam_screen {
        thaayam_state st; /* the position shown */
        thaayam_ctx ctx;
        struct tui_thaayam_choice choice;
        int cursor;
        bool path;         /* the mover's path is overlaid (T3) */
        bool done_pending; /* `done` is the only action: played after a pause */
        bool followed;     /* the piece chosen is the one just moved: Tab
                              starts from the first piece again */
        uint8_t faces[4];
        int faces_score;  /* the last throw drawn, 0: none */
        int present_keep; /* the panel's lines of players, scores and seeds
                             (the presenter's view keeps them) */
        enum tui_thaayam_dice dice;
        enum tui_thaayam_look look;
        struct tui_thaayam_log log;
        /* The last action played (by anyone, computers included): the
         * squares it left and reached, where it captured */
        uint32_t last, last_capture;
        /* Where the unused scores are drawn in the panel, to click them */
        struct tui_thaayam_score_at {
                int y, x0, x1, score;
        } score_at[THAAYAM_MAX_THROWS];
        int nscore_at;
};

/* choice.c */
void tui_thaayam_choice_clear(struct tui_thaayam_choice *c);
/* The action a complete choice means; false when incomplete. */
bool tui_thaayam_choice_action(const struct tui_thaayam_screen *t, thaayam_action *a);
/* Checks the choice: 0 when legal (then *pv is the preview), -1 with the
 * reason in the player's language (empty when the choice is incomplete). */
int tui_thaayam_choice_check(struct tui_thaayam_screen *t, thaayam_action *a,
                             thaayam_preview *pv, char *why, size_t len);
/* e, w, b: the legal action of a kind for the side to move (the chosen
 * piece first), into text; -1 with the reason when none is. */
int tui_thaayam_quick(struct tui_thaayam_screen *t, thaayam_action_kind kind, char *text,
                      size_t text_len, char *why, size_t why_len);

/* describe.c: an action in words a newcomer reads without the manual
 * ("piece 1 moves 2" for 1+2, "the turn ends" for done; issue 25); the
 * notation itself when it cannot be read. Returns buf. */
const char *tui_thaayam_action_words(const char *action, char *buf, size_t len);

/* describe.c: what the action played from position `before` did, in the
 * message line (t->st is the position after it). */
void tui_thaayam_describe(struct tui_play *p, struct tui_thaayam_screen *t,
                          const thaayam_state *before, const char *action);

/* panel.c: the title, the board and the side panel. */
void tui_thaayam_draw_play(struct tui_play *p, struct tui_thaayam_screen *t);
/* The seat's name in the session ("Ana", or the seat's word). */
const char *tui_thaayam_seat_name(const struct tui_play *p, int seat);

#endif
