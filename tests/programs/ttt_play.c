/* ttt_play.c: the tests' third game (three in a row, tests/unit/ttt_game.h)
 * on the program's one play screen. Its screen face is this file only: a
 * struct tui_play_game whose hooks keep their state in the block the
 * screen hands them (p->data), registered with the game's rules through
 * tt_game_register; nothing of src/ knows the game. The play screen then
 * gives it what every game has: turns, typed actions (:), undo, saving,
 * the quit question, the end of the game. tests/tui/test_third_game_screen.sh
 * plays it in tmux. `ttt_play [computer]`: Blue is the computer. */
#include "../unit/ttt_game.h"

#include "i18n/i18n.h"
#include "session/session.h"
#include "tui/kit/draw.h"
#include "tui/kit/event.h"
#include "tui/kit/screen.h"
#include "tui/play/play.h"

#include <stdio.h>
#include <string.h>

/* What the hooks keep (p->data): the square under the cursor. */
struct ttt_screen {
        int cursor; /* 0..8, a1 = 0 */
};

static const struct tui_layout_req ttt_layout = {
    .grid_rows = 3,
    .grid_cols = 3,
    .frame_rows = 1,
    .frame_cols = 4,
    .panel_min_w = 24,
    .panel_max_w = 40,
};

static struct ttt_screen *screen_of(struct tui_play *p)
{
        return p->data;
}

static const struct ttt_pos *shown(struct tui_play *p)
{
        return session_position(tui_play_session(p));
}

static const char *help_text(struct tui_play *p)
{
        (void)p;
        return "Three in a row: Red and Blue place counters in turn on a 3x3 board; "
               "three in a row, column or diagonal wins, a full board draws.\n\n"
               "Arrows move, Enter places a counter, : types a square (b2).";
}

static void reset(struct tui_play *p)
{
        (void)p;
}

static void changed(struct tui_play *p, const void *before, const char *action)
{
        (void)before;
        if (action)
                tui_play_say(p, TUI_INFO, "Placed on %s.", action);
}

static void draw(struct tui_play *p)
{
        const struct ttt_pos *pos = shown(p);
        const struct tui_layout *l = &p->layout;
        char line[80];

        tui_draw_title(l, "Three in a row", NULL);
        tui_draw_grid(l);
        for (int i = 0; i < 9; i++) {
                int row = 2 - i / 3, col = i % 3;
                struct tui_rect c = tui_layout_cell(l, row, col);
                if (pos->cell[i] != '.')
                        tui_text_center(c.y + c.h / 2, c.x, c.w,
                                        pos->cell[i] == 'r' ? TUI_SIDE1 : TUI_SIDE2,
                                        pos->cell[i] == 'r' ? "R" : "B");
                if (i == screen_of(p)->cursor && !tui_play_over(p))
                        tui_draw_cell_frame(l, row, col, TUI_CURSOR);
        }
        for (int i = 0; i < 3; i++) {
                snprintf(line, sizeof line, "%c", 'a' + i);
                struct tui_rect c = tui_layout_cell(l, 2, i);
                tui_text(l->grid.y + l->grid.h, c.x + c.w / 2, 1, TUI_FRAME, line);
                c = tui_layout_cell(l, i, 0);
                snprintf(line, sizeof line, "%d", 3 - i);
                tui_text(c.y + c.h / 2, l->grid.x - 2, 1, TUI_FRAME, line);
        }
        int y = l->panel.y;
        for (int i = 0; i < 2; i++) {
                const struct session_seat *seat =
                    session_seat(tui_play_session(p), ttt_ops.seat_letters[i]);
                snprintf(line, sizeof line, "%s %s", i == 0 ? "R" : "B",
                         tui_play_seat_name(seat));
                tui_text(y++, l->panel.x, l->panel.w, i == 0 ? TUI_SIDE1 : TUI_SIDE2,
                         line);
        }
        if (p->result[0])
                tui_text_wrap(&(struct tui_rect){y + 1, l->panel.x, 3, l->panel.w},
                              TUI_WIN, p->result, 0);
}

static void status(struct tui_play *p, char *buf, size_t len)
{
        const struct session_seat *seat = tui_play_to_move(p);
        if (seat)
                snprintf(buf, len,
                         "%s to move: choose a square (arrows, Enter) or type it (:).",
                         tui_play_seat_name(seat));
}

static int keys(struct tui_play *p, const char **k, int n, bool over)
{
        (void)p;
        if (!over) {
                k[n++] = "Enter";
                k[n++] = "place";
        }
        return n;
}

static void place(struct tui_play *p, int sq)
{
        char action[3] = {(char)('a' + sq % 3), (char)('1' + sq / 3), 0};
        if (tui_play_human_to_move(p))
                tui_play_act(p, action);
}

static bool key(struct tui_play *p, const struct tui_event *ev)
{
        struct ttt_screen *sc = screen_of(p);
        if (ev->action == TUI_A_OK) {
                place(p, sc->cursor);
                return true;
        }
        int to = tui_layout_step(sc->cursor, ev->action, 3, 3);
        if (to == sc->cursor)
                return false;
        sc->cursor = to;
        return true;
}

static void click(struct tui_play *p, int y, int x)
{
        int row, col;
        if (tui_layout_hit(&p->layout, y, x, &row, &col)) {
                screen_of(p)->cursor = (2 - row) * 3 + col;
                place(p, screen_of(p)->cursor);
        }
}

static void announce_end(struct tui_play *p)
{
        struct session_result r;
        session_result(tui_play_session(p), &r);
        if (strcmp(r.text, "win r") == 0)
                tui_play_say(p, TUI_WIN, "Red made three in a row: Red wins.");
        else if (strcmp(r.text, "win b") == 0)
                tui_play_say(p, TUI_WIN, "Blue made three in a row: Blue wins.");
        else
                tui_play_say(p, TUI_WIN, "The board is full: a draw.");
        snprintf(p->result, sizeof p->result, "%s", p->msg);
}

static const struct tui_play_game ttt_screen = {
    .name = "ttt",
    .data_size = sizeof(struct ttt_screen),
    .not_ours = "not a game of three in a row",
    .layout = &ttt_layout,
    .help_title = "Three in a row: help",
    .help_text = help_text,
    .command_label = "Square: ",
    .command_example = "b2",
    .undone = "Move taken back.",
    .redone = "Move played again.",
    .pace_words = "Blue plays after a pause of %.1f s.",
    .computer_pause_ms = 300,
    .think_ms_per_level = 50,
    .undo_to_human = true,
    .changed = changed,
    .reset = reset,
    .draw = draw,
    .status = status,
    .keys = keys,
    .key = key,
    .click = click,
    .announce_end = announce_end,
};

int main(int argc, char **argv)
{
        struct session_settings set;
        struct tui_options opts = {0};
        char why[TT_REASON_MAX];

        tt_i18n_init();
        if (tt_game_register(&ttt_ops) != 0) {
                fprintf(stderr, "ttt_play: cannot register the game\n");
                return 1;
        }
        session_settings_default(&set);
        struct session *s = session_new(&ttt_ops, &set, tui_now_ms(), why, sizeof why);
        if (!s) {
                fprintf(stderr, "ttt_play: %s\n", why);
                return 1;
        }
        session_set_seat(s, 'r', SESSION_HUMAN, 0, "Rita");
        if (argc > 1 && strcmp(argv[1], "computer") == 0)
                session_set_seat(s, 'b', SESSION_COMPUTER, 1, "Bot");
        else
                session_set_seat(s, 'b', SESSION_HUMAN, 0, "Bo");
        if (tui_start(&opts) != 0) {
                session_free(s);
                return 1;
        }
        enum tui_run r = tui_play_main(&ttt_screen, NULL, s);
        if (r != TUI_RUN_FAILED)
                tui_stop();
        return r == TUI_RUN_FAILED;
}
