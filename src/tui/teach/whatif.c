/* teach/whatif.c: "what if" play from a position of the teaching board:
 * a session set to the position (every seat a person at this terminal)
 * on the game's own play screen, with undo and redo for taking moves back
 * and branching; never kept for --resume. */
#include "tui/teach/internal.h"
#include "tui/teach/class.h"
#include "tui/kit/event.h"
#include "session/game.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

#define TEACH_BOARD_ROW(g) &teach_##g##_board,
const struct teach_board_game *const teach_boards[] = {TT_GAMES(TEACH_BOARD_ROW) NULL};
#undef TEACH_BOARD_ROW

const struct teach_board_game *teach_board_find(const char *name)
{
        for (size_t i = 0; teach_boards[i]; i++)
                if (strcmp(teach_boards[i]->name, name) == 0)
                        return teach_boards[i];
        return NULL;
}

struct session *teach_session(const struct teach_board_game *g, const char *state,
                              char *why, size_t len)
{
        const struct tt_game_ops *ops = tt_game_by_name(g->name);
        struct session_settings set;
        struct session *s;

        if (!ops) {
                snprintf(why, len, _("unknown game %s"), g->name);
                return NULL;
        }
        session_settings_default(&set);
        if (g->options(state, set.options, sizeof set.options, why, len) != 0)
                return NULL;
        set.undo_allowed = true;
        if (session_random_seed(&set.seed, why, len) != 0) /* the play screen keys */
                return NULL;
        s = session_new(ops, &set, tui_now_ms(), why, len);
        if (!s)
                return NULL;
        if (session_set_state(s, state, tui_now_ms(), why, len) != 0) {
                session_free(s);
                return NULL;
        }
        return s;
}

/* In a class (class.h), every change of the what-if game goes to the
 * pupils: a move played forward as that move, a move taken back or a
 * branch as the position it leads to. */
static const struct tui_play_game *inner;
static size_t plies;

static void wi_changed(struct tui_play *p, const void *before, const char *action)
{
        const struct session *s = tui_play_session(p);
        char state[TT_STATE_MAX];
        size_t n = session_ply_count(s);

        inner->changed(p, before, action);
        if (!teach_class_now)
                return;
        session_state(s, state, sizeof state);
        teach_class_board(teach_class_now, state,
                          n == plies + 1 ? session_action_at(s, n) : NULL);
        plies = n;
}

/* q asks what y does here: back to the teaching board, not out of the
 * program (the board shows its position as it was). */
static const char *wi_quit_question(struct tui_play *p)
{
        (void)p;
        return _("Back to the teaching board? (y/n)");
}

enum tui_run teach_whatif(const struct teach_board_game *g, const char *state, char *why,
                          size_t len)
{
        static struct tui_play_game screen;
        struct session *s = teach_session(g, state, why, len);

        if (!s)
                return TUI_RUN_BACK;
        screen = *g->screen;
        screen.keeps_nothing = true;
        screen.quit_question = wi_quit_question;
        if (teach_class_now) {
                inner = g->screen;
                plies = 0;
                screen.changed = wi_changed;
        }
        return tui_play_main(&screen, NULL, s);
}
