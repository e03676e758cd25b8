/* input.c: the play screen's keys and prompts (see play.h): quit,
 * save, load, typed actions, talk, resignation and draw offers, and the
 * answers to other players' questions. */
#include "tui/play/internal.h"
#include "tui/kit/answer.h"
#include "tui/kit/draw.h"
#include "tui/saved/files.h"
#include "tui/play/picture_key.h"
#include "tui/play/present.h"
#include "tui/program.h"
#include "record/files.h"
#include "record/record.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

static void ask(struct tui_play *p, enum tui_prompt prompt, const char *line)
{
        /* a chat line is longer than a name or a move */
        tui_line_set_max(&p->line, prompt == TUI_PROMPT_CHAT || prompt == TUI_PROMPT_TEAM
                                       ? TUI_LINE_LONG_MAX - 1
                                       : 0);
        tui_line_set(&p->line, line);
        p->prompt = prompt;
}

/* o: the list of this game's saved games to choose from. */
static void ask_load(struct tui_play *p)
{
        tui_saved_pick_open(&p->pick, p->game->name);
        p->prompt = TUI_PROMPT_LOAD;
}

/* Saving failed: the message names the file once (tui_file_error). */
static void say_not_saved(struct tui_play *p, const char *name, const char *why)
{
        char text[TUI_PLAY_MSG_MAX];
        tui_file_error(text, sizeof text, _("Could not save to %s: %s"), name, why);
        tui_play_say(p, TUI_ERROR, "%s", text);
}

/* Saves under name; a file already there is replaced only once the player
 * says so (replace). After "save first" the load prompt follows. */
static void save_to(struct tui_play *p, const char *typed, bool replace)
{
        char why[TT_REASON_MAX], path[TUI_PLAY_PATH_MAX], name[TUI_LINE_MAX + 8];
        struct stat st;

        /* "vs computer" is saved as "vs computer.ttrec", as the list shows */
        if (tui_save_name(typed, name, sizeof name) != 0)
                snprintf(name, sizeof name, "%s", typed);
        if (!replace &&
            record_path_for_save(name, path, sizeof path, why, sizeof why) == 0 &&
            stat(path, &st) == 0) {
                snprintf(p->pending, sizeof p->pending, "%s", name);
                p->prompt = TUI_PROMPT_REPLACE;
                return;
        }
        if (tui_save_game(p->link.view, name, path, sizeof path, why, sizeof why) != 0) {
                say_not_saved(p, name, why);
                p->load_after_save = false;
                return;
        }
        tui_play_say(p, TUI_INFO, _("Saved to %s."), path);
        p->saved_changes = p->changes;
        if (p->load_after_save) {
                p->load_after_save = false;
                ask_load(p);
        }
}

/* s: the save prompt proposing a new name from the date and time (the
 * first character typed replaces it). */
static void ask_save(struct tui_play *p)
{
        char name[TUI_PLAY_PATH_MAX];
        if (tui_default_save_name(p->game->name, name, sizeof name) != 0)
                name[0] = '\0';
        ask(p, TUI_PROMPT_SAVE, name);
        tui_line_propose(&p->line, name);
}

static void load_from(struct tui_play *p, const char *name)
{
        char why[TT_REASON_MAX], path[TUI_PLAY_PATH_MAX];
        struct session *s = tui_play_open_record(p->game, name, false, path, sizeof path,
                                                 why, sizeof why);

        if (s && !p->fixed_seed && session_secure_dice(s, why, sizeof why) != 0) {
                session_free(s);
                s = NULL;
        }
        if (!s) {
                char text[TUI_PLAY_MSG_MAX];
                tui_file_error(text, sizeof text, _("Could not load %s: %s"), name, why);
                tui_play_say(p, TUI_ERROR, "%s", text);
                return;
        }
        session_think_cancel(&p->think);
        tui_link_close(&p->link);
        tui_play_show(p, s, false);
        tui_play_chat_take(p);
        p->saved_changes = p->changes;
        tui_play_say(p, TUI_INFO, _("Loaded %s."), path);
}

static void typed_action(struct tui_play *p, const char *text)
{
        if (!tui_play_human_to_move(p))
                tui_play_say(p, TUI_ERROR, "%s", _("It is not a human player's turn."));
        else if (!p->game->command || !p->game->command(p, text))
                tui_play_act(p, text);
}

/* The answers of a prompt, in the language's letters or y/n; the quit
 * prompt's s (save) is never an answer (tui/kit/answer.h). */
static bool yes(int key)
{
        return tui_answer_is(key, true, "s");
}

static bool no(int key)
{
        return tui_answer_is(key, false, "s") || key == 27;
}

/* Whether quitting may keep the game for --resume: a game of this
 * process, going on, not a replay. */
bool tui_play_can_keep(const struct tui_play *p)
{
        return tui_play_local(p) && !tui_play_over(p) && !p->replay &&
               !p->game->keeps_nothing;
}

/* A finished game not saved since its last change. */
static bool finished_unsaved(const struct tui_play *p)
{
        return tui_play_local(p) && tui_play_over(p) && !p->replay &&
               !p->game->keeps_nothing && p->changes != p->saved_changes;
}

bool tui_play_quit_saves(const struct tui_play *p)
{
        return tui_play_can_keep(p) || finished_unsaved(p);
}

/* s at the quit question of a finished game: saved under a new name in
 * the saved games' folder; true when saved (the shell is told where). */
static bool save_finished(struct tui_play *p)
{
        char why[TT_REASON_MAX], path[TUI_PLAY_PATH_MAX], name[TUI_PLAY_PATH_MAX];
        char text[TUI_PLAY_PATH_MAX + 64];
        if (tui_default_save_name(p->game->name, name, sizeof name) != 0 ||
            tui_save_game(p->link.view, name, path, sizeof path, why, sizeof why) != 0) {
                p->prompt = TUI_PROMPT_NONE;
                say_not_saved(p, name, why);
                return false;
        }
        snprintf(text, sizeof text, _("Saved to %s."), path);
        tui_say_after_stop(text);
        return true;
}

/* A line for the other players (and watchers), or the team only. */
static void talk(struct tui_play *p, const char *text, bool team)
{
        char why[TT_REASON_MAX];
        if (p->link.ops->chat(&p->link, text, team, why, sizeof why) < 0)
                tui_play_say(p, TUI_ERROR, "%s",
                             why[0] ? _(why) : _("Everyone is at this terminal."));
}

/* Set by save_and_quit: the screen ended with the game kept (see
 * tui_play_took_keep). */
static bool took_keep;

bool tui_play_took_keep(void)
{
        bool was = took_keep;
        took_keep = false;
        return was;
}

/* Keeps the game for --resume and ends the screen, saying how to continue
 * with the command as the program was started (tui/program.h); after a
 * game the command line asked for the shell is told, and the course of a
 * game started from the menu or the set-up screen goes back there (course.c,
 * tui_play_took_keep). False when it cannot. */
static bool save_and_quit(struct tui_play *p)
{
        char why[TT_REASON_MAX], path[TUI_PLAY_PATH_MAX], text[1300], command[1100];
        if (record_autosave_path(p->game->name, path, sizeof path, why, sizeof why) ==
                0 &&
            record_save(p->link.view, path, NULL, why, sizeof why) == 0) {
                snprintf(text, sizeof text,
                         _("The game is kept. Continue it with: %s --resume"),
                         tui_program_command(p->game->name, command, sizeof command));
                tui_say_after_stop(text);
                took_keep = true;
                return true;
        }
        p->prompt = TUI_PROMPT_NONE;
        tui_play_say(p, TUI_ERROR, _("Could not save: %s"), _(why));
        return false;
}

static void resign_or_draw(struct tui_play *p, bool resign)
{
        char why[TT_REASON_MAX];
        const struct session *s = p->link.view;
        long long now = tui_now_ms();
        int rc;

        session_think_cancel(&p->think);
        if (resign)
                rc = p->link.ops->resign(
                    &p->link,
                    session_ops(s)->side_of(session_position(s), session_turn(s)), now,
                    why, sizeof why);
        else
                rc = p->link.ops->agree_draw(&p->link, now, why, sizeof why);
        if (rc < 0)
                tui_play_say(p, TUI_ERROR, "%s", _(why));
        else if (rc > 0)
                tui_play_say(p, TUI_INFO, "%s", _(why));
        if (rc == 0)
                tui_play_changed(p, NULL, NULL);
        p->game->reset(p);
}

/* The saved games' list: a game chosen (or a name typed) is loaded. */
static void pick_event(struct tui_play *p, const struct tui_event *ev)
{
        char name[TUI_LINE_MAX];
        const char *game = NULL;

        switch (tui_saved_pick_event(&p->pick, ev, name, sizeof name, &game)) {
        case TUI_PICK_CANCEL:
                p->prompt = TUI_PROMPT_NONE;
                break;
        case TUI_PICK_OPEN:
                p->prompt = TUI_PROMPT_NONE;
                load_from(p, name);
                break;
        default:
                break;
        }
}

/* Returns false when the screen is to end (then *out says where to). */
bool tui_play_handle_prompt(struct tui_play *p, const struct tui_event *ev,
                            enum tui_run *out)
{
        char text[TUI_LINE_LONG_MAX];
        enum tui_line_result lr;
        enum tui_prompt was = p->prompt;

        if (was == TUI_PROMPT_LOAD) {
                pick_event(p, ev);
                return true;
        }
        if (ev->type != TUI_EV_KEY)
                return true;
        switch (was) {
        case TUI_PROMPT_COMMAND:
        case TUI_PROMPT_SAVE:
        case TUI_PROMPT_CHAT:
        case TUI_PROMPT_TEAM:
                lr = tui_line_key(&p->line, ev->key);
                if (p->line.full) /* never a word lost without a word */
                        snprintf(p->notice, sizeof p->notice, "%s",
                                 _("The line is full: nothing more fits in it. Enter "
                                   "takes it as it is."));
                if (lr == TUI_LINE_CANCEL) {
                        p->prompt = TUI_PROMPT_NONE;
                        p->load_after_save = false;
                }
                if (lr != TUI_LINE_DONE)
                        return true;
                p->prompt = TUI_PROMPT_NONE;
                snprintf(text, sizeof text, "%s", p->line.text);
                if (!text[0])
                        return true;
                if (was == TUI_PROMPT_COMMAND)
                        typed_action(p, text);
                else if (was == TUI_PROMPT_CHAT || was == TUI_PROMPT_TEAM)
                        talk(p, text, was == TUI_PROMPT_TEAM);
                else
                        save_to(p, text, false);
                return true;
        case TUI_PROMPT_REPLACE:
                if (yes(ev->key)) {
                        p->prompt = TUI_PROMPT_NONE;
                        save_to(p, p->pending, true);
                } else if (no(ev->key)) {
                        ask(p, TUI_PROMPT_SAVE, p->pending); /* another name */
                        tui_line_propose(&p->line, p->pending);
                }
                return true;
        case TUI_PROMPT_SAVE_FIRST:
                if (yes(ev->key)) {
                        p->load_after_save = true;
                        ask_save(p);
                } else if (no(ev->key) && ev->key != 27) {
                        ask_load(p);
                } else if (ev->key == 27) {
                        p->prompt = TUI_PROMPT_NONE;
                }
                return true;
        case TUI_PROMPT_ANSWER: {
                /* After the end the question is a rematch, and n (the key
                 * the key line showed for "rematch") accepts it too: a
                 * newcomer answering with it declined (the play-test); Esc
                 * declines, as the prompt says. */
                bool rematch = tui_play_over(p);
                bool n_key = ev->key == 'n' || ev->key == 'N';
                bool accept = yes(ev->key) || (rematch && n_key);
                bool decline =
                    rematch ? ev->key == 27 || (no(ev->key) && !n_key) : no(ev->key);
                if (accept || decline) {
                        char why[TT_REASON_MAX];
                        p->prompt = TUI_PROMPT_NONE;
                        tui_play_clear_msg(p);
                        if (p->link.ops->answer(&p->link, accept, why, sizeof why) < 0)
                                tui_play_say(p, TUI_ERROR, "%s", _(why));
                        else if (rematch && decline && p->link.ops->rematch) {
                                /* who declines a rematch goes to the lobby */
                                *out = TUI_RUN_LOBBY;
                                return false;
                        }
                }
                return true;
        }
        case TUI_PROMPT_QUIT:
                if (yes(ev->key)) {
                        if (!p->replay && !p->game->keeps_nothing && tui_play_local(p))
                                record_autosave_clear(p->game->name);
                        *out = TUI_RUN_BACK;
                        return false;
                }
                if ((ev->key == 's' || ev->key == 'S') && tui_play_can_keep(p)) {
                        *out = TUI_RUN_QUIT;
                        return !save_and_quit(p);
                }
                if ((ev->key == 's' || ev->key == 'S') && finished_unsaved(p)) {
                        if (!save_finished(p))
                                return true;
                        record_autosave_clear(p->game->name);
                        *out = TUI_RUN_BACK;
                        return false;
                }
                if (no(ev->key))
                        p->prompt = TUI_PROMPT_NONE;
                return true;
        case TUI_PROMPT_RESIGN:
        case TUI_PROMPT_DRAW:
                if (yes(ev->key))
                        resign_or_draw(p, was == TUI_PROMPT_RESIGN);
                else if (no(ev->key) && was == TUI_PROMPT_DRAW)
                        tui_play_say(p, TUI_INFO, "%s",
                                     _("The draw offer was declined."));
                if (yes(ev->key) || no(ev->key))
                        p->prompt = TUI_PROMPT_NONE;
                return true;
        default:
                return true;
        }
}

bool tui_play_watching(const struct tui_play *p)
{
        return tui_play_role(p, NULL) != TUI_LINK_PLAYER;
}

static bool any_person(const struct tui_play *p)
{
        for (int i = 0; i < session_seat_count(p->link.view); i++)
                if (session_seat_at(p->link.view, i)->kind == SESSION_HUMAN)
                        return true;
        return false;
}

static bool any_computer(const struct tui_play *p)
{
        int i, n = session_seat_count(p->link.view);
        for (i = 0; i < n; i++)
                if (session_seat_at(p->link.view, i)->kind == SESSION_COMPUTER)
                        return true;
        return false;
}

static void toggle_pause(struct tui_play *p)
{
        if (tui_play_over(p))
                return;
        p->paused = !p->paused;
        if (!p->paused)
                p->link.ops->clock_hold(&p->link, tui_now_ms());
        tui_play_clear_msg(p);
        p->next_auto_ms = tui_now_ms() + p->pace.ms;
}

static void offer_draw(struct tui_play *p)
{
        if (tui_play_over(p) || p->replay)
                return;
        if (!tui_play_local(p))
                resign_or_draw(p, false); /* the other players are asked */
        else if (any_computer(p))
                tui_play_say(p, TUI_INFO, "%s", _("The computer declines the draw."));
        else
                p->prompt = TUI_PROMPT_DRAW;
}

/* A pupil's keys (role.c): quit, help, who is here and the key line's
 * pages; the board's keys and ':' while an answer is awaited; every other
 * key says what a pupil can do now. */
static bool pupil_key(struct tui_play *p, const struct tui_event *ev)
{
        enum tui_link_question q;
        (void)tui_play_role(p, &q);
        switch (ev->key) {
        case 'l':
        case 'L':
                if (q != TUI_LINK_LESSON)
                        break;
                p->lesson = true; /* the screen hands over to the lesson (play.c) */
                return true;
        case 'q':
        case 'Q':
                p->prompt = TUI_PROMPT_QUIT;
                return true;
        case 'm':
        case 'M':
                tui_draw_help_line_more();
                return true;
        case '@':
                tui_play_here_open(p);
                return true;
        default:
                break;
        }
        if (ev->action == TUI_A_HELP) {
                p->help.text = tui_play_role_help(p, &p->help.title);
                p->help_open = true;
                p->help.scroll = 0;
                return true;
        }
        if (tui_play_human_to_move(p)) {
                if (ev->action == TUI_A_COMMAND)
                        ask(p, TUI_PROMPT_COMMAND, "");
                else if (!p->game->key(p, ev))
                        tui_play_role_refuse(p);
                return true;
        }
        tui_play_role_refuse(p);
        return true;
}

/* Keys of the play screen outside prompts; false to end the screen. */
bool tui_play_handle_key(struct tui_play *p, const struct tui_event *ev,
                         enum tui_run *out)
{
        if (tui_play_role(p, NULL) == TUI_LINK_PUPIL)
                return pupil_key(p, ev);
        /* The pace of computer seats and of replays; a game of people
         * has none. */
        if ((p->replay || (tui_play_local(p) && any_computer(p))) &&
            tui_pace_key(&p->pace, ev->key, p->paused)) {
                if (p->replay)
                        tui_play_say(p, TUI_INFO,
                                     _("Replay: %.1f s between actions; p pauses, . "
                                       "steps."),
                                     p->pace.ms / 1000.0);
                else
                        tui_play_say(p, TUI_INFO, _(p->game->pace_words),
                                     p->pace.ms / 1000.0);
                return true;
        }
        switch (ev->key) {
        case 'q':
        case 'Q':
                if (p->game->quit_question && !p->game->quit_question(p)[0]) {
                        *out = TUI_RUN_BACK; /* nothing to lose: no question */
                        return false;
                }
                p->prompt = TUI_PROMPT_QUIT;
                return true;
        case 'm':
        case 'M':
                /* the key line's next page (its "m more" button) */
                tui_draw_help_line_more();
                return true;
        case 'u':
        case 'U':
        case 'r':
        case 'R':
                if (!tui_play_waits(p)) /* a lesson's answer stays */
                        tui_play_undo(p, ev->key == 'r' || ev->key == 'R');
                return true;
        case 's':
        case 'S':
                ask_save(p);
                return true;
        case 'o':
        case 'O':
                /* a game going on is offered a save first, unless it has not
                 * changed since it was saved or loaded: the loaded game takes
                 * its place, also for --resume */
                if (tui_play_local(p) && !tui_play_over(p) && !p->replay &&
                    session_ply_count(p->link.view) > 0 && p->changes != p->saved_changes)
                        p->prompt = TUI_PROMPT_SAVE_FIRST;
                else if (tui_play_local(p))
                        ask_load(p);
                else
                        tui_play_say(
                            p, TUI_ERROR, "%s",
                            _("A hosted game cannot be replaced by a saved one."));
                return true;
        case 'p':
        case 'P':
                if (tui_play_waits(p))
                        return true; /* nothing moves: nothing to pause */
                if (tui_play_local(p))
                        toggle_pause(p);
                else
                        tui_play_say(
                            p, TUI_ERROR, "%s",
                            _("A hosted game cannot be paused: it goes on for the "
                              "others."));
                return true;
        case 't':
        case 'T':
                if (tui_play_local(p))
                        break;
                ask(p, ev->key == 'T' ? TUI_PROMPT_TEAM : TUI_PROMPT_CHAT, "");
                return true;
        case 'n':
        case 'N':
                if (!tui_play_over(p))
                        break;
                if (p->link.ops->rematch && !tui_play_watching(p)) {
                        /* a hosted game: the same people again, sides
                         * swapped, when the others agree (issue 30) */
                        char why[TT_REASON_MAX];
                        if (p->link.ops->rematch(&p->link, why, sizeof why) < 0)
                                tui_play_say(p, TUI_ERROR, "%s", _(why));
                        return true;
                }
                if (ev->key == 'n' && tui_play_local(p) && !p->replay && any_person(p)) {
                        /* the same players again, sides swapped; N: a new
                         * set-up */
                        tui_play_again_swapped(p);
                        return true;
                }
                *out = TUI_RUN_NEW;
                return false;
        case '!':
                tui_play_bell_toggle(p);
                return true;
        case '@':
                tui_play_here_open(p);
                return true;
        case 'c':
        case 'C':
                if (tui_play_local(p))
                        break; /* the game's (Thaayam: play on) */
                tui_play_chat_open(p);
                return true;
        case 'i':
        case 'I':
                tui_play_picture(p);
                return true;
        case 'f':
        case 'F':
                tui_play_present_toggle(p);
                return true;
        case 'a':
        case 'A':
                tui_play_hint(p);
                return true;
        case 'd':
        case 'D':
                if (!p->game->draw_resign || tui_play_waits(p))
                        break;
                offer_draw(p);
                return true;
        case 'g':
        case 'G':
                if (!p->game->draw_resign)
                        break;
                if (tui_play_human_to_move(p))
                        p->prompt = TUI_PROMPT_RESIGN;
                return true;
        default:
                break;
        }
        if (ev->action == TUI_A_HELP) {
                p->help.text = tui_play_role_help(p, &p->help.title); /* not '@''s */
                p->help_open = true;
                p->help.scroll = 0;
                return true;
        }
        /* Pause means no moves (the clocks are stopped, Q20): the board's
         * keys wait for p. */
        if (p->paused && tui_play_human_to_move(p) &&
            (ev->action != TUI_A_NONE || (ev->key >= '0' && ev->key <= '9'))) {
                tui_play_say(p, TUI_ERROR, "%s",
                             _("The game is paused: press p to go on, then play."));
                return true;
        }
        if (ev->action == TUI_A_COMMAND) {
                if (tui_play_human_to_move(p))
                        ask(p, TUI_PROMPT_COMMAND, "");
                else
                        tui_play_role_refuse(p);
                return true;
        }
        bool used = p->game->key(p, ev);
        if (!used && (ev->key == 'c' || ev->key == 'C') && p->chat.n > 0) {
                /* a saved hosted game's chat (a hosted game's is above) */
                tui_play_chat_open(p);
                return true;
        }
        if (!used && ev->action != TUI_A_NONE)
                tui_play_role_refuse(p);
        return true;
}
