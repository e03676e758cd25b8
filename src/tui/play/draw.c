/* draw.c: the play screen's drawing around the game's board: the
 * status line (messages, prompts, whose turn, who is awaited), the key
 * hints, and the "please enlarge" and help screens. */
#include "tui/play/internal.h"
#include "tui/play/present.h"
#include "tui/kit/answer.h"
#include "tui/kit/draw.h"
#include "tui/kit/key_clicks.h"
#include "tui/seats.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

/* A person at another terminal is to act: who, and whether they are
 * there. False when the turn is this terminal's or a computer's. */
static bool waiting_text(struct tui_play *p, char *buf, size_t len)
{
        const struct session_seat *seat = tui_play_to_move(p);

        if (!seat || seat->kind != SESSION_HUMAN || p->link.ops->mine(&p->link, seat->id))
                return false;
        switch (p->link.ops->seat_state(&p->link, seat->id)) {
        case TUI_LINK_SEAT_AWAY:
                snprintf(buf, len,
                         _("%s has left: the game waits for them to join again."),
                         tui_play_seat_name(seat));
                break;
        case TUI_LINK_SEAT_OPEN:
                snprintf(buf, len, _("Waiting for a player to join as %s."),
                         tui_seat_word(seat->id));
                break;
        default:
                snprintf(buf, len, _("Waiting for %s to play at their terminal."),
                         tui_play_seat_name(seat));
                break;
        }
        return true;
}

static void status_text(struct tui_play *p, char *buf, size_t len, enum tui_role *role)
{
        *role = TUI_INFO;
        if (p->msg[0]) {
                snprintf(buf, len, "%s", p->msg);
                *role = p->msg_role;
        } else if (tui_play_over(p)) {
                snprintf(buf, len, "%s",
                         p->result[0] ? p->result : _("The game is over."));
                *role = TUI_WIN;
        } else if (p->paused) {
                snprintf(buf, len, "%s", _("Paused. Press p to go on."));
        } else if (tui_play_role_status(p, buf, len)) {
                /* a pupil's prompt */
        } else if (!waiting_text(p, buf, len)) {
                buf[0] = '\0';
                p->game->status(p, buf, len);
                tui_play_thinking_note(p, buf, len);
        }
}

/* What a person at this terminal is to do now, as the game's status line
 * says it ("South: press Enter to throw."); false when nobody here is
 * awaited (a computer, the rules acting by themselves, the end, a pause). */
static bool awaited_text(struct tui_play *p, char *buf, size_t len)
{
        if (p->prompt != TUI_PROMPT_NONE || p->paused || p->browse ||
            (!tui_play_human_to_move(p) && !tui_play_waits(p)) || tui_play_rules_act(p))
                return false;
        buf[0] = '\0';
        p->game->status(p, buf, len);
        return buf[0] != '\0';
}

/* A person plays a seat (not a demonstration of computers). */
static bool any_person(const struct tui_play *p);

/* What happens now while nobody here is awaited and a person watches: a
 * computer throws or moves, or the rules end a turn, as the game's status
 * line says it ("North (computer) throws..."); false otherwise (issue 25:
 * pauses of two seconds said nothing, and the message of a computer's
 * action hid the key line). */
static bool acting_text(struct tui_play *p, char *buf, size_t len)
{
        const struct session_seat *seat = tui_play_to_move(p);
        if (p->prompt != TUI_PROMPT_NONE || p->paused || p->browse || p->replay ||
            tui_play_over(p) || !tui_play_local(p) || !any_person(p) || !seat ||
            (seat->kind != SESSION_COMPUTER && !tui_play_rules_act(p)))
                return false;
        buf[0] = '\0';
        p->game->status(p, buf, len);
        tui_play_thinking_note(p, buf, len);
        return buf[0] != '\0';
}

/* The width of the longest word of s. */
static int longest_word(const char *s)
{
        char word[TUI_PLAY_MSG_MAX];
        int most = 0;
        while (*s) {
                size_t n = strcspn(s, " ");
                if (n >= sizeof word)
                        return INT_MAX;
                memcpy(word, s, n);
                word[n] = '\0';
                int w = tui_text_width(word);
                if (w > most)
                        most = w;
                s += n;
                s += strspn(s, " ");
        }
        return most;
}

/* The message at the foot of the side panel, above the row `below`, when
 * the panel is wide enough to hold it in a few lines: the first row it
 * takes (a blank line above it sets it apart; the panel's lists end above
 * that, tui_play_panel_end), or -1 when it does not fit there. With draw
 * false nothing is drawn (a measure). */
static int message_in_panel(struct tui_play *p, int below, bool draw)
{
        const struct tui_layout *l = &p->layout;
        int bottom = l->panel.y + l->panel.h; /* the first row below it */
        if (bottom > below)
                bottom = below;
        if (l->panel.w < 20 || bottom - l->panel.y < 8)
                return -1;
        if (longest_word(p->msg) > l->panel.w)
                return -1; /* a path: not cut in pieces */
        struct tui_rect count = {0, 0, 0, l->panel.w};
        int lines = tui_text_wrap(&count, p->msg_role, p->msg, 0);
        if (lines > (bottom - l->panel.y) / 3)
                return -1;
        struct tui_rect area = {bottom - lines - 1, l->panel.x, lines + 1, l->panel.w};
        struct tui_rect text = {area.y + 1, area.x, lines, area.w};
        if (draw) {
                tui_fill(&area, TUI_NORMAL);
                tui_text_wrap(&text, p->msg_role, p->msg, 0);
        }
        return area.y;
}

/* A message while a person is awaited (issue 25), or none: the message never hides
 * who is to act and with which key. Both on the status line when they fit;
 * otherwise the prompt ends on the status line (wrapped upwards when it is
 * longer than a line, in a narrow window) and the message goes above it,
 * or, where the board reaches down to the status line, to the foot of the
 * panel; the key line keeps its keys. Returns the first row taken over the
 * side panel; with draw false nothing is drawn (a measure). */
static int draw_message_and_prompt(struct tui_play *p, const char *prompt, bool draw)
{
        const struct tui_layout *l = &p->layout;
        char both[TUI_PLAY_MSG_MAX * 2 + 8];
        int cols = l->cols - 2;

        /* a bar between them: without colour (NO_COLOR, vt100) the two
         * would read as one sentence */
        const char *bar = tui_glyphs()->v;
        snprintf(both, sizeof both, "%s %s %s", p->msg, bar, prompt);
        if (tui_text_width(both) <= cols) {
                int at = 1 + tui_text_width(p->msg) + 1;
                if (!draw)
                        return l->status.y;
                tui_draw_status(l, p->msg_role, p->msg);
                tui_text(l->status.y, at, cols - at + 1, TUI_NORMAL, bar);
                at += tui_text_width(bar) + 1;
                tui_text(l->status.y, at, cols - at + 1, TUI_INFO, prompt);
                return l->status.y;
        }
        /* a prompt alone wraps beside the panel, which keeps its last
         * lines (the newest moves) */
        int width = l->cols;
        bool beside = !p->msg[0] && l->panel.w > 0 && l->panel.x > l->cols / 3;
        if (beside) {
                width = l->panel.x - 1;
                cols = width - 1;
                if (draw)
                        tui_fill(&l->status, TUI_NORMAL);
        }
        struct tui_rect count = {0, 1, 0, cols};
        int plines = tui_text_wrap(&count, TUI_INFO, prompt, 0);
        int mlines = p->msg[0] ? tui_text_wrap(&count, p->msg_role, p->msg, 0) : 0;
        int ptop = l->status.y + 1 - plines, mtop = ptop - mlines, foot = -1;
        if (mlines > 0 && mtop < l->grid.y + l->grid.h && ptop >= l->grid.y + l->grid.h)
                foot = message_in_panel(p, ptop, draw);
        if (foot >= 0) {
                /* the board reaches down to the prompt (80x24): the message
                 * goes to the foot of the panel, the board stays whole */
                struct tui_rect below = {ptop, 0, l->status.y + 1 - ptop, width};
                struct tui_rect ptext = {ptop, 1, l->status.y + 1 - ptop, cols};
                if (draw) {
                        tui_fill(&below, TUI_NORMAL);
                        tui_text_wrap(&ptext, TUI_INFO, prompt, 0);
                }
                return foot;
        }
        if (ptop < 1)
                ptop = 1;
        if (mtop < 1)
                mtop = 1;
        if (!draw)
                return beside ? l->status.y : mtop;
        struct tui_rect area = {mtop, 0, l->status.y + 1 - mtop, width};
        tui_fill(&area, TUI_NORMAL);
        if (ptop > mtop) {
                struct tui_rect mtext = {mtop, 1, ptop - mtop, cols};
                tui_text_wrap(&mtext, p->msg_role, p->msg, 0);
        }
        struct tui_rect ptext = {ptop, 1, l->status.y + 1 - ptop, cols};
        tui_text_wrap(&ptext, TUI_INFO, prompt, 0);
        return mtop;
}

/* What q asks, worded for what y does here: the game's own question (a
 * what-if game goes back to its teaching board), a seat's role, leaving a
 * hosted game that goes on, or quitting (and saving) a game of one's own.
 * The status line and the too-small screen ask the same. */
static void quit_text(struct tui_play *p, char *buf, size_t len)
{
        if (p->game->quit_question && p->game->quit_question(p)[0])
                snprintf(buf, len, "%s", p->game->quit_question(p));
        else if (tui_play_role_quit_question(p))
                snprintf(buf, len, "%s", tui_play_role_quit_question(p));
        else if (!tui_play_local(p) && !tui_play_over(p))
                snprintf(buf, len, "%s",
                         _("Leave the game? It goes on; join again to come back. (y/n)"));
        else if (p->autosave_failing && !tui_play_over(p))
                snprintf(buf, len, _("Not kept for --resume (%s). %s"),
                         p->autosave.reason, tui_quit_question(!p->replay));
        else
                snprintf(buf, len, "%s", tui_quit_question(tui_play_quit_saves(p)));
}

/* The status line; a message longer than it (a rule's reason, a path)
 * takes the help line and, when it needs more, the rows above. True when
 * it took the help line. *top gets the first row it takes over the side
 * panel; with draw false nothing is drawn (a measure). */
static bool draw_status(struct tui_play *p, int cols, bool draw, int *top)
{
        char buf[TUI_PLAY_MSG_MAX + 80], prompt[TUI_PLAY_MSG_MAX];
        enum tui_role role;

        switch (p->prompt) {
        case TUI_PROMPT_COMMAND:
        case TUI_PROMPT_SAVE:
        case TUI_PROMPT_CHAT:
        case TUI_PROMPT_TEAM:
                *top = p->layout.status.y;
                if (!draw)
                        return false;
                tui_fill(&p->layout.status, TUI_NORMAL);
                tui_line_draw(&p->line, p->layout.status.y, 1, cols - 2,
                              p->prompt == TUI_PROMPT_COMMAND ? _(p->game->command_label)
                              : p->prompt == TUI_PROMPT_SAVE  ? _("Save to: ")
                              : p->prompt == TUI_PROMPT_CHAT  ? _("Say: ")
                                                              : _("Say to your team: "));
                return false;
        case TUI_PROMPT_ANSWER:
                role = TUI_ERROR;
                /* after the end: a rematch, which n accepts (input.c) */
                snprintf(buf, sizeof buf,
                         tui_play_over(p) ? _("%s (yes: y or n; no: Esc)")
                                          : _("%s (y/n)"),
                         p->question);
                break;
        case TUI_PROMPT_QUIT:
                role = TUI_ERROR;
                quit_text(p, buf, sizeof buf);
                break;
        case TUI_PROMPT_REPLACE:
                role = TUI_ERROR;
                snprintf(buf, sizeof buf, _("%s exists already. Replace it? (y/n)"),
                         p->pending);
                break;
        case TUI_PROMPT_SAVE_FIRST:
                role = TUI_ERROR;
                snprintf(buf, sizeof buf, "%s",
                         _("Save this game before loading another? y: yes, n: no, "
                           "Esc: go on"));
                break;
        case TUI_PROMPT_RESIGN:
                role = TUI_ERROR;
                snprintf(buf, sizeof buf, "%s", _("Resign this game? (y/n)"));
                break;
        case TUI_PROMPT_DRAW:
                role = TUI_ERROR;
                snprintf(buf, sizeof buf, "%s",
                         _("A draw is offered. Do the other players accept? (y/n)"));
                break;
        default:
                /* a prompt wider than the line wraps upwards too: the key
                 * line stays (a narrow window, a long name) */
                if (awaited_text(p, prompt, sizeof prompt) &&
                    (p->msg[0] || tui_text_width(prompt) > cols - 2)) {
                        *top = draw_message_and_prompt(p, prompt, draw);
                        return false;
                }
                if (p->msg[0] && acting_text(p, prompt, sizeof prompt)) {
                        *top = draw_message_and_prompt(p, prompt, draw);
                        return false;
                }
                status_text(p, buf, sizeof buf, &role);
                break;
        }
        if (p->prompt != TUI_PROMPT_NONE) {
                /* a question: its answer keys in the language's letters */
                char asked[sizeof buf];
                snprintf(asked, sizeof asked, "%s", buf);
                tui_answer_text(buf, sizeof buf, asked, "s");
        }
        *top = tui_long_message_top(&p->layout, role, buf);
        if (*top < 0)
                *top = p->layout.status.y;
        if (!draw)
                return false;
        tui_draw_status(&p->layout, role, buf);
        return tui_draw_long_message(&p->layout, role, buf);
}

/* A person plays a seat (not a demonstration of computers). */
static bool any_person(const struct tui_play *p)
{
        for (int i = 0; i < session_seat_count(p->link.view); i++)
                if (session_seat_at(p->link.view, i)->kind == SESSION_HUMAN)
                        return true;
        return false;
}

static int add_key(const char **keys, int k, const char *key, const char *what)
{
        if (k + 2 < TUI_PLAY_KEYS_MAX) {
                keys[k++] = key;
                keys[k++] = what;
        }
        return k;
}

/* A game ended by the session, not by the board (a flag fell, a
 * resignation, a draw agreed): undo and redo are refused then. */
static bool ended_for_good(const struct tui_play *p)
{
        struct session_result r;
        if (!tui_play_over(p))
                return false;
        session_result(p->link.view, &r);
        return r.end == SESSION_END_TIME || r.end == SESSION_END_RESIGN ||
               r.end == SESSION_END_AGREEMENT;
}

static int pair_width(const char **keys, int i)
{
        return tui_text_width(keys[i]) + 1 + tui_text_width(keys[i + 1]) + 2;
}

/* Help and quit (the pairs at `at`, four entries) on the key line's first
 * page, whatever the language's words (issue 25: Basque put them behind
 * "m more"): when they would not fit there they go before the game's keys
 * that push them out. The widths are those of tui_draw_help_line. */
static void help_and_quit_first(const char **keys, int k, int at, int cols)
{
        int total = 1, before = 1, hq = pair_width(keys, at) + pair_width(keys, at + 2);
        int room = cols - 1 - (tui_text_width("m") + 1 + tui_text_width(_("more")) + 1);
        int j = 0;

        for (int i = 0; i + 1 < k; i += 2)
                total += pair_width(keys, i);
        for (int i = 0; i < at; i += 2)
                before += pair_width(keys, i);
        if (total <= cols - 1 || before + hq <= room)
                return;
        /* the last place where they fit */
        for (int i = 0, x = 1; i < at; i += 2) {
                if (x + hq <= room)
                        j = i;
                x += pair_width(keys, i);
        }
        const char *moved[4] = {keys[at], keys[at + 1], keys[at + 2], keys[at + 3]};
        memmove(keys + j + 4, keys + j, (size_t)(at - j) * sizeof *keys);
        memcpy(keys + j, moved, sizeof moved);
}

static void draw_keys(struct tui_play *p)
{
        static const char *keys[TUI_PLAY_KEYS_MAX];
        bool over = tui_play_over(p);
        int k = 0, help_at = -1;

        if (p->browse) {
                /* looking at an earlier position */
                k = add_key(keys, k, "[", _("back"));
                k = add_key(keys, k, "]", _("forward"));
                k = add_key(keys, k, _("Esc"), _("return to the game"));
        } else if (p->prompt == TUI_PROMPT_COMMAND || p->prompt == TUI_PROMPT_SAVE ||
                   p->prompt == TUI_PROMPT_CHAT || p->prompt == TUI_PROMPT_TEAM) {
                /* TRANSLATORS: the key line: a key's name, then what it does
                   (a verb, short: the whole line is 80 columns) */
                k = add_key(keys, k, _("Enter"), _("done"));
                k = add_key(keys, k, _("Esc"), _("cancel"));
                /* the notation by example (issue 25) */
                if (p->prompt == TUI_PROMPT_COMMAND && p->game->command_example)
                        /* TRANSLATORS: on the key line of the ':' prompt,
                           before an action in notation ("c1-c5") */
                        k = add_key(keys, k, _("for example"), p->game->command_example);
        } else if (p->prompt == TUI_PROMPT_QUIT && tui_play_local(p) &&
                   tui_play_quit_saves(p)) {
                /* the answers in the language's letters (tui/kit/answer.h) */
                k = add_key(keys, k, "s", _("save and quit"));
                k = add_key(keys, k, tui_answer_key(true, "s"), _("quit without saving"));
                k = add_key(keys, k, tui_answer_key(false, "s"), _("go on"));
        } else if (p->prompt == TUI_PROMPT_SAVE_FIRST) {
                k = add_key(keys, k, tui_answer_key(true, "s"), _("yes"));
                k = add_key(keys, k, tui_answer_key(false, "s"), _("no"));
                k = add_key(keys, k, _("Esc"), _("go on"));
        } else if (p->prompt == TUI_PROMPT_ANSWER && over) {
                /* a rematch: n, the key that asks for one, accepts too */
                k = add_key(keys, k, tui_answer_key(true, "s"), _("yes"));
                k = add_key(keys, k, "n", _("yes"));
                k = add_key(keys, k, _("Esc"), _("no"));
        } else if (p->prompt != TUI_PROMPT_NONE) {
                /* two words to click as well as keys */
                k = add_key(keys, k, tui_answer_key(true, "s"), _("yes"));
                k = add_key(keys, k, tui_answer_key(false, "s"), _("no"));
        } else if (tui_play_role(p, NULL) == TUI_LINK_PUPIL) {
                /* only what a pupil can do (role.c) */
                k = tui_play_pupil_keys(p, keys, k);
        } else {
                if (over && p->link.ops->rematch && !tui_play_watching(p))
                        /* TRANSLATORS: n at the end of a hosted game: a new
                           game with the same players, sides swapped */
                        k = add_key(keys, k, "n", _("rematch"));
                else if (over && tui_play_local(p) && !p->replay && any_person(p)) {
                        /* TRANSLATORS: n at the end of a game played at one
                           terminal: the same players, sides swapped; N: a
                           new set-up */
                        k = add_key(keys, k, "n", _("again, sides swapped"));
                        k = add_key(keys, k, "N", _("new set-up"));
                } else if (over)
                        k = add_key(keys, k, "n", _("new game"));
                /* paused: no moves (the move keys would do nothing), and
                 * the key that goes on first */
                bool frozen = p->paused && !over;
                bool paced = !over && tui_play_local(p) && (p->replay || !any_person(p));
                if (!frozen)
                        k = p->game->keys(p, keys, k, over);
                else if (!paced)
                        k = add_key(keys, k, "p", _("go on"));
                /* a demonstration or a replay: its pace first */
                if (paced) {
                        k = add_key(keys, k, "p", p->paused ? _("go on") : _("pause"));
                        if (p->paused)
                                k = add_key(keys, k, ".", _("step"));
                        k = add_key(keys, k, "+/-", _("pace"));
                }
                if (k + 4 < TUI_PLAY_KEYS_MAX)
                        help_at = k;
                k = add_key(keys, k, "?", _("help"));
                k = add_key(keys, k, "q", _("quit"));
                /* not while the rules act by themselves (a forced pass, the
                 * end of a turn): nothing is to be typed then */
                if (!over && !frozen && tui_play_human_to_move(p) &&
                    !tui_play_rules_act(p))
                        /* TRANSLATORS: ':' opens a line to type a move in */
                        k = add_key(keys, k, ":", _("type"));
                if (!tui_play_local(p)) {
                        /* a hosted game: talk first, undo is a question */
                        k = add_key(keys, k, "t", _("talk"));
                        /* TRANSLATORS: c shows all that was said in the game */
                        k = add_key(keys, k, "c", _("chat"));
                        if (!over && !tui_play_watching(p))
                                k = add_key(keys, k, "u", _("ask to undo"));
                        k = add_key(keys, k, "s", _("save a copy"));
                        /* TRANSLATORS: ! turns the "your turn" bell on or off */
                        k = add_key(keys, k, "!", _("bell"));
                } else {
                        if (p->undo && !ended_for_good(p) && !tui_play_waits(p))
                                k = add_key(keys, k, "u/r", _("undo/redo"));
                        if (!over && !frozen && !p->replay && any_person(p) &&
                            !tui_play_waits(p))
                                k = add_key(keys, k, "p", _("pause"));
                        k = add_key(keys, k, "s/o", _("save/load"));
                }
                if (!over && p->game->draw_resign && !p->replay &&
                    !tui_play_watching(p) && !tui_play_waits(p))
                        /* TRANSLATORS: d offers a draw (a drawn game), g gives up */
                        k = add_key(keys, k, "d/g", _("draw/resign"));
                /* last: on the key line's second page at 80 columns */
                if (tui_play_local(p) && tui_play_human_to_move(p))
                        /* TRANSLATORS: a asks the computer for a suggestion */
                        k = add_key(keys, k, "a", _("hint"));
                /* TRANSLATORS: i writes a picture (SVG file) of the board */
                k = add_key(keys, k, "i", _("picture"));
                if (!p->replay && tui_play_local(p))
                        /* TRANSLATORS: [ and ] show earlier positions */
                        k = add_key(keys, k, "[/]", _("earlier/later"));
        }
        if (help_at >= 0)
                help_and_quit_first(keys, k, help_at, p->layout.cols);
        keys[k] = NULL;
        /* m shows the rest of a line too long for the window (issue 25:
         * the button answered the mouse only) */
        tui_draw_help_line_keyed(&p->layout, keys,
                                 p->prompt == TUI_PROMPT_NONE && !p->browse ? "m" : NULL);
}

int tui_play_panel_end(const struct tui_play *p)
{
        const struct tui_rect *r = &p->layout.panel;
        if (p->panel_end < r->y)
                return r->y;
        return p->panel_end < r->y + r->h ? p->panel_end : r->y + r->h;
}

void tui_play_draw(struct tui_play *p)
{
        int rows, cols, covered;

        getmaxyx(stdscr, rows, cols);
        tui_layout_compute(&p->layout, p->game->layout, rows, cols);
        tui_play_chat_make_room(p); /* a wide window: the chat beside */
        erase();
        if (p->help_open) {
                tui_help_draw(&p->help);
                return;
        }
        if (p->layout.too_small) {
                char question[TUI_PLAY_MSG_MAX + 80];
                if (p->prompt == TUI_PROMPT_QUIT)
                        quit_text(p, question, sizeof question);
                tui_draw_enlarge_play(rows, cols,
                                      p->prompt == TUI_PROMPT_QUIT ? question : NULL);
                return;
        }
        if (p->prompt == TUI_PROMPT_LOAD) {
                /* the saved games' list over the whole window */
                tui_saved_pick_draw(&p->pick, _("Open a saved game"));
                return;
        }
        /* where the status line's message will reach up to: the panel's
         * lists end above it, their newest lines in view */
        draw_status(p, cols, false, &covered);
        p->panel_end = covered;
        p->game->draw(p);
        tui_play_chat_draw(p);
        bool presenting = tui_present_draw(p); /* its panel, no key hints */
        tui_key_clicks_reset();                /* until the key line is drawn again */
        if (draw_status(p, cols, true, &covered) || presenting)
                return;
        if (p->notice[0]) {
                /* in place of the key hints, until the next key; a notice
                 * wider than the window (how others join, at 60 columns)
                 * takes the status line too rather than being cut */
                struct tui_rect count = {0, 1, 0, cols - 2};
                int lines = tui_text_wrap(&count, TUI_INFO, p->notice, 0);
                if (lines > 1 && p->layout.help.y > 0) {
                        struct tui_rect two = {p->layout.help.y - 1, 0, 2, cols};
                        struct tui_rect text = {p->layout.help.y - 1, 1, 2, cols - 2};
                        tui_fill(&two, TUI_NORMAL);
                        tui_text_wrap(&text, TUI_INFO, p->notice, 0);
                } else {
                        tui_fill(&p->layout.help, TUI_NORMAL);
                        tui_text(p->layout.help.y, 1, cols - 2, TUI_INFO, p->notice);
                }
        } else {
                draw_keys(p);
        }
}
