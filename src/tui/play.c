/* play.c: the play screen shared by every game (see play.h): the loop,
 * prompts, undo and redo, autosave, messages, pause and pace, computer
 * seats and replays. What is a game's own comes from its hooks. */
#include "tui/play.h"
#include "tui/draw.h"
#include "tui/files.h"
#include "tui/seats.h"
#include "record/record.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

enum { REPLAY_STEP_MS = 1000, POS_COPY_MAX = 512, PATH_MAX_LEN = 4096 };

/* ------------------------------------------------------------ reading */

const struct session *tui_play_session(const struct tui_play *p)
{
        return p->link.view;
}

bool tui_play_over(const struct tui_play *p)
{
        return session_over(p->link.view);
}

const struct session_seat *tui_play_to_move(const struct tui_play *p)
{
        return session_seat(p->link.view, session_turn(p->link.view));
}

bool tui_play_human_to_move(const struct tui_play *p)
{
        const struct session_seat *seat = tui_play_to_move(p);
        return !p->replay && seat && seat->kind == SESSION_HUMAN && !tui_play_over(p);
}

const char *tui_play_seat_name(const struct session_seat *seat)
{
        return seat->name[0] ? seat->name : tui_seat_word(seat->id);
}

void tui_play_say(struct tui_play *p, enum tui_role role, const char *fmt, ...)
{
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(p->msg, sizeof p->msg, fmt, ap);
        va_end(ap);
        p->msg_role = role;
}

void tui_play_clear_msg(struct tui_play *p)
{
        p->msg[0] = '\0';
}

/* ------------------------------------------------------------ changes */

static bool local(const struct tui_play *p)
{
        return p->link.ops->runs_here(&p->link);
}

/* The in-progress file for --resume follows every change. A failure
 * (a full disk, a directory that cannot be written) never stops the game
 * but is said at once, and again when quitting, until one succeeds. */
static void autosave(struct tui_play *p)
{
        int failures = p->autosave.failures;

        if (p->replay || !local(p))
                return;
        if (session_over(p->link.view)) {
                record_autosave_clear(p->game->name); /* nothing to resume */
                return;
        }
        record_autosave(p->link.view, &p->autosave);
        if (p->autosave.failures == failures) {
                p->autosave_failing = false;
                return;
        }
        p->autosave_failing = true;
        if (!tui_hangup_pending())
                tui_play_say(p, TUI_ERROR,
                             _("This game cannot be kept for --resume: %s. Save it with "
                               "s."),
                             p->autosave.reason);
}

static void on_change(struct session *s, void *ctx)
{
        (void)s;
        autosave(ctx);
}

/* The game changed: the screen's copy of it follows. */
static void changed(struct tui_play *p, const void *before, const char *action)
{
        session_state(p->link.view, p->state, sizeof p->state);
        p->game->changed(p, before, action);
}

/* A copy of the current position, to describe what an action changes;
 * NULL when it does not fit. */
static const void *keep_position(const struct tui_play *p, unsigned char *buf)
{
        const struct tt_game_ops *ops = session_ops(p->link.view);
        if (ops->pos_size > POS_COPY_MAX)
                return NULL;
        memcpy(buf, session_position(p->link.view), ops->pos_size);
        return buf;
}

bool tui_play_act(struct tui_play *p, const char *action)
{
        char why[TT_REASON_MAX];
        unsigned char copy[POS_COPY_MAX];
        const void *before = keep_position(p, copy);
        long long now = tui_now_ms();
        int rc;

        session_think_cancel(&p->think);
        rc = p->link.ops->play(&p->link, action, now, why, sizeof why);
        if (rc < 0) {
                tui_play_say(p, TUI_ERROR, _("%s: %s"), action, _(why));
                return false;
        }
        p->game->reset(p);
        if (rc > 0)
                return true; /* the game comes back changed through poll */
        changed(p, before, action);
        tui_pace_acted(&p->pace);
        p->next_auto_ms = now + p->pace.ms;
        return true;
}

int tui_play_restart(struct tui_play *p, const char *state, char *why, size_t len)
{
        session_think_cancel(&p->think);
        int rc = p->link.ops->restart(&p->link, state, tui_now_ms(), why, len);
        if (rc != 0)
                return rc;
        p->game->reset(p);
        changed(p, NULL, NULL);
        p->end_announced = false;
        return 0;
}

/* Shows session s from now on (the link owns it). */
static void show(struct tui_play *p, struct session *s, bool replay)
{
        tui_link_local(&p->link, s);
        session_set_on_change(s, on_change, p);
        p->replay = replay;
        p->undo = session_settings(s)->undo_allowed || replay;
        p->end_announced = false;
        session_state(s, p->state, sizeof p->state);
        if (p->game->opened)
                p->game->opened(p);
        p->game->reset(p);
        changed(p, NULL, NULL);
}

static void undo(struct tui_play *p, bool redo)
{
        char why[TT_REASON_MAX];
        long long now = tui_now_ms();
        int steps = 0;

        if (!p->undo) {
                tui_play_say(p, TUI_ERROR, "%s", _("Undo is not allowed in this game."));
                return;
        }
        session_think_cancel(&p->think);
        /* Against the computer, take back (or replay) up to a human's turn. */
        do {
                int rc = p->link.ops->undo(&p->link, redo, now, why, sizeof why);
                if (rc > 0) {
                        /* asked elsewhere: the answer comes through poll */
                        tui_play_say(p, TUI_INFO, "%s", _(why));
                        return;
                }
                if (rc < 0) {
                        if (steps == 0)
                                tui_play_say(p, TUI_ERROR, "%s", _(why));
                        break;
                }
                steps++;
                changed(p, NULL, NULL);
        } while (p->game->undo_to_human && !p->replay && tui_play_to_move(p) &&
                 tui_play_to_move(p)->kind == SESSION_COMPUTER && !tui_play_over(p));
        if (steps > 0) {
                tui_play_say(p, TUI_INFO, "%s",
                             redo ? _(p->game->redone) : _(p->game->undone));
                p->end_announced = tui_play_over(p);
        }
        p->game->reset(p);
        p->next_auto_ms = now + p->pace.ms;
}

static void save_to(struct tui_play *p, const char *name)
{
        char why[TT_REASON_MAX], path[PATH_MAX_LEN];
        if (tui_save_game(p->link.view, name, path, sizeof path, why, sizeof why) == 0)
                tui_play_say(p, TUI_INFO, _("Saved to %s."), path);
        else
                tui_play_say(p, TUI_ERROR, _("Could not save to %s: %s"), name, why);
}

/* Opens a saved game of this game; NULL with why (also for a record of
 * another game, which is refused before anything is touched). */
static struct session *open_record(const struct tui_play_game *game, const char *name,
                                   bool replay, char *path, size_t path_size, char *why,
                                   size_t len)
{
        struct session *s =
            tui_load_game(name, replay, tui_now_ms(), path, path_size, why, len);
        if (s && strcmp(session_ops(s)->name, game->name) != 0) {
                session_free(s);
                snprintf(why, len, "%s", _(game->not_ours));
                return NULL;
        }
        return s;
}

static void load_from(struct tui_play *p, const char *name)
{
        char why[TT_REASON_MAX], path[PATH_MAX_LEN];
        struct session *s =
            open_record(p->game, name, false, path, sizeof path, why, sizeof why);

        if (!s) {
                tui_play_say(p, TUI_ERROR, _("Could not load %s: %s"), name, why);
                return;
        }
        session_think_cancel(&p->think);
        tui_link_close(&p->link);
        show(p, s, false);
        tui_play_say(p, TUI_INFO, _("Loaded %s."), path);
}

/* ------------------------------------------------------------ prompts */

static void typed_action(struct tui_play *p, const char *text)
{
        if (!tui_play_human_to_move(p))
                tui_play_say(p, TUI_ERROR, "%s", _("It is not a human player's turn."));
        else if (!p->game->command || !p->game->command(p, text))
                tui_play_act(p, text);
}

static bool yes(int key)
{
        return key == 'y' || key == 'Y';
}

static bool no(int key)
{
        return key == 'n' || key == 'N' || key == 27;
}

/* Whether quitting may keep the game for --resume: a game of this
 * process, going on, not a replay. */
static bool can_keep(const struct tui_play *p)
{
        return local(p) && !tui_play_over(p) && !p->replay;
}

/* A line for the other players (and watchers), or the team only. */
static void talk(struct tui_play *p, const char *text, bool team)
{
        char why[TT_REASON_MAX];
        if (p->link.ops->chat(&p->link, text, team, why, sizeof why) < 0)
                tui_play_say(p, TUI_ERROR, "%s",
                             why[0] ? _(why) : _("Everyone is at this terminal."));
}

/* Keeps the game for --resume and leaves; false when it cannot. */
static bool save_and_quit(struct tui_play *p)
{
        char why[TT_REASON_MAX], path[PATH_MAX_LEN];
        if (record_autosave_path(p->game->name, path, sizeof path, why, sizeof why) ==
                0 &&
            record_save(p->link.view, path, NULL, why, sizeof why) == 0)
                return true;
        p->prompt = TUI_PROMPT_NONE;
        tui_play_say(p, TUI_ERROR, _("Could not save: %s"), why);
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
                changed(p, NULL, NULL);
        p->game->reset(p);
}

/* Returns false when the screen is to end (then *out says where to). */
static bool handle_prompt(struct tui_play *p, const struct tui_event *ev,
                          enum tui_run *out)
{
        char text[TUI_LINE_MAX];
        enum tui_line_result lr;
        enum tui_prompt was = p->prompt;

        if (ev->type != TUI_EV_KEY)
                return true;
        switch (was) {
        case TUI_PROMPT_COMMAND:
        case TUI_PROMPT_SAVE:
        case TUI_PROMPT_LOAD:
        case TUI_PROMPT_CHAT:
        case TUI_PROMPT_TEAM:
                lr = tui_line_key(&p->line, ev->key);
                if (lr == TUI_LINE_CANCEL)
                        p->prompt = TUI_PROMPT_NONE;
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
                else if (was == TUI_PROMPT_SAVE)
                        save_to(p, text);
                else
                        load_from(p, text);
                return true;
        case TUI_PROMPT_ANSWER:
                if (yes(ev->key) || no(ev->key)) {
                        char why[TT_REASON_MAX];
                        p->prompt = TUI_PROMPT_NONE;
                        tui_play_clear_msg(p);
                        if (p->link.ops->answer(&p->link, yes(ev->key), why, sizeof why) <
                            0)
                                tui_play_say(p, TUI_ERROR, "%s", _(why));
                }
                return true;
        case TUI_PROMPT_QUIT:
                if (yes(ev->key)) {
                        if (!p->replay && local(p))
                                record_autosave_clear(p->game->name);
                        *out = TUI_RUN_BACK;
                        return false;
                }
                if ((ev->key == 's' || ev->key == 'S') && can_keep(p)) {
                        *out = TUI_RUN_BACK;
                        return !save_and_quit(p);
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

/* ---------------------------------------------------------------- keys */

static bool any_computer(const struct tui_play *p)
{
        int i, n = session_seat_count(p->link.view);
        for (i = 0; i < n; i++)
                if (session_seat_at(p->link.view, i)->kind == SESSION_COMPUTER)
                        return true;
        return false;
}

static void ask(struct tui_play *p, enum tui_prompt prompt, const char *line)
{
        tui_line_set(&p->line, line);
        p->prompt = prompt;
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
        if (!local(p))
                resign_or_draw(p, false); /* the other players are asked */
        else if (any_computer(p))
                tui_play_say(p, TUI_INFO, "%s", _("The computer declines the draw."));
        else
                p->prompt = TUI_PROMPT_DRAW;
}

/* Keys of the play screen outside prompts; false to end the screen. */
static bool handle_key(struct tui_play *p, const struct tui_event *ev, enum tui_run *out)
{
        char name[PATH_MAX_LEN];

        if (tui_pace_key(&p->pace, ev->key, p->paused)) {
                tui_play_say(p, TUI_INFO, _(p->game->pace_words), p->pace.ms / 1000.0);
                return true;
        }
        switch (ev->key) {
        case 'q':
        case 'Q':
                p->prompt = TUI_PROMPT_QUIT;
                return true;
        case 'u':
        case 'U':
        case 'r':
        case 'R':
                undo(p, ev->key == 'r' || ev->key == 'R');
                return true;
        case 's':
        case 'S':
                if (tui_default_save_name(p->game->name, name, sizeof name) != 0)
                        name[0] = '\0';
                ask(p, TUI_PROMPT_SAVE, name);
                return true;
        case 'o':
        case 'O':
                if (local(p))
                        ask(p, TUI_PROMPT_LOAD, "");
                else
                        tui_play_say(
                            p, TUI_ERROR, "%s",
                            _("A hosted game cannot be replaced by a saved one."));
                return true;
        case 'p':
        case 'P':
                if (local(p))
                        toggle_pause(p);
                else
                        tui_play_say(
                            p, TUI_ERROR, "%s",
                            _("A hosted game cannot be paused: it goes on for the "
                              "others."));
                return true;
        case 't':
        case 'T':
                if (local(p))
                        break;
                ask(p, ev->key == 'T' ? TUI_PROMPT_TEAM : TUI_PROMPT_CHAT, "");
                return true;
        case 'n':
        case 'N':
                if (!tui_play_over(p))
                        break;
                *out = TUI_RUN_BACK;
                return false;
        case 'd':
        case 'D':
                if (!p->game->draw_resign)
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
                p->help_open = true;
                p->help.scroll = 0;
                return true;
        }
        if (ev->action == TUI_A_COMMAND) {
                if (tui_play_human_to_move(p))
                        ask(p, TUI_PROMPT_COMMAND, "");
                return true;
        }
        p->game->key(p, ev);
        return true;
}

/* ------------------------------------------------------- automatic turns */

/* FNV-1a of the state string: the seed of a computer's choice, so a game
 * makes the same choices again from the same position. */
static unsigned long long state_seed(const char *state)
{
        unsigned long long h = 0xcbf29ce484222325ULL;
        for (; *state; state++)
                h = (h ^ (unsigned char)*state) * 0x100000001b3ULL;
        return h;
}

static void replay_step(struct tui_play *p, long long now)
{
        char action[TT_ACTION_MAX], why[TT_REASON_MAX];
        unsigned char copy[POS_COPY_MAX];
        int i, n;

        if (session_replay_next(p->link.view, action, sizeof action)) {
                const void *before = keep_position(p, copy);
                if (p->link.ops->undo(&p->link, true, now, why, sizeof why) == 0)
                        changed(p, before, action);
                p->next_auto_ms = now + REPLAY_STEP_MS;
                return;
        }
        tui_play_say(p, TUI_INFO, "%s",
                     _("End of the record: the game can go on from here."));
        p->replay = false;
        p->undo = session_settings(p->link.view)->undo_allowed;
        /* The replayed seats become people at this terminal. */
        n = session_seat_count(p->link.view);
        for (i = 0; i < n; i++) {
                const struct session_seat *seat = session_seat_at(p->link.view, i);
                if (seat->kind == SESSION_REPLAY)
                        session_set_seat(p->link.view, seat->id, SESSION_HUMAN,
                                         seat->level, NULL);
        }
        p->next_auto_ms = now + REPLAY_STEP_MS;
}

/* A computer seat: think in a thread, then play the answer at the pace. */
static void computer(struct tui_play *p, const struct session_seat *seat, long long now)
{
        char action[TT_ACTION_MAX];

        if (p->think.running) {
                if (session_think_poll(&p->think) && p->think.rc != 0)
                        tui_play_say(p, TUI_ERROR, "%s",
                                     _("The computer found no move."));
                return;
        }
        if (strcmp(p->think.state, p->state) == 0 && p->think.rc == 0 &&
            p->think.out[0]) {
                /* The answer is there: play it when the pace allows. */
                if (now < p->next_auto_ms)
                        return;
                snprintf(action, sizeof action, "%s", p->think.out);
                p->think.state[0] = '\0';
                tui_play_act(p, action);
                return;
        }
        if (session_think_start(&p->think, p->link.view, p->state, seat->level,
                                p->game->think_ms_per_level * seat->level,
                                state_seed(p->state), now) != 0)
                tui_play_say(p, TUI_ERROR, "%s", _("The computer cannot think now."));
}

static void automatic(struct tui_play *p)
{
        long long now = tui_now_ms();
        const struct session_seat *seat;

        if (tui_play_over(p) || !tui_pace_may_act(&p->pace, p->paused) ||
            p->prompt != TUI_PROMPT_NONE)
                return;
        if (p->replay) {
                if (now >= p->next_auto_ms)
                        replay_step(p, now);
                return;
        }
        if (!local(p))
                return;
        if (p->game->automatic && p->game->automatic(p, now))
                return;
        seat = tui_play_to_move(p);
        if (seat && seat->kind == SESSION_COMPUTER)
                computer(p, seat, now);
}

/* What came through the link: a changed game, messages, questions. */
static void poll_link(struct tui_play *p, long long now)
{
        struct tui_link_news news;
        int n = 0;

        while (n++ < 16 && p->link.ops->poll(&p->link, now, &news) > 0) {
                if (news.view) {
                        p->game->reset(p);
                        changed(p, news.before, news.action[0] ? news.action : NULL);
                        if (!tui_play_over(p))
                                p->end_announced = false;
                        if (p->prompt == TUI_PROMPT_COMMAND && !tui_play_human_to_move(p))
                                p->prompt = TUI_PROMPT_NONE;
                }
                if (news.ask) {
                        snprintf(p->question, sizeof p->question, "%s", news.text);
                        p->prompt = TUI_PROMPT_ANSWER;
                } else if (news.text[0]) {
                        tui_play_say(p, news.error || news.gone ? TUI_ERROR : TUI_INFO,
                                     "%s", news.text);
                }
        }
}

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

/* ------------------------------------------------------------- drawing */

static void status_text(struct tui_play *p, char *buf, size_t len, enum tui_role *role)
{
        *role = TUI_INFO;
        if (p->msg[0]) {
                snprintf(buf, len, "%s", p->msg);
                *role = p->msg_role;
        } else if (tui_play_over(p)) {
                snprintf(buf, len, "%s", _("The game is over."));
        } else if (p->paused) {
                snprintf(buf, len, "%s", _("Paused. Press p to go on."));
        } else if (!waiting_text(p, buf, len)) {
                buf[0] = '\0';
                p->game->status(p, buf, len);
        }
}

/* The status line; a message longer than it (a rule's reason) takes the
 * help line too. True when it did. */
static bool draw_status(struct tui_play *p, int cols)
{
        char buf[TUI_PLAY_MSG_MAX + 80];
        enum tui_role role;
        int rows = getmaxy(stdscr);

        switch (p->prompt) {
        case TUI_PROMPT_COMMAND:
        case TUI_PROMPT_SAVE:
        case TUI_PROMPT_LOAD:
        case TUI_PROMPT_CHAT:
        case TUI_PROMPT_TEAM:
                tui_fill(&p->layout.status, TUI_NORMAL);
                tui_line_draw(&p->line, p->layout.status.y, 1, cols - 2,
                              p->prompt == TUI_PROMPT_COMMAND ? _(p->game->command_label)
                              : p->prompt == TUI_PROMPT_SAVE  ? _("Save to: ")
                              : p->prompt == TUI_PROMPT_LOAD  ? _("Load from: ")
                              : p->prompt == TUI_PROMPT_CHAT  ? _("Say: ")
                                                              : _("Say to your team: "));
                return false;
        case TUI_PROMPT_ANSWER:
                role = TUI_ERROR;
                snprintf(buf, sizeof buf, _("%s (y/n)"), p->question);
                break;
        case TUI_PROMPT_QUIT:
                role = TUI_ERROR;
                if (!local(p) && !tui_play_over(p))
                        snprintf(buf, sizeof buf, "%s",
                                 _("Leave the game? It goes on; join again to come back. "
                                   "(y/n)"));
                else if (p->autosave_failing && !tui_play_over(p))
                        snprintf(buf, sizeof buf, _("Not kept for --resume (%s). %s"),
                                 p->autosave.reason, tui_quit_question(!p->replay));
                else
                        snprintf(buf, sizeof buf, "%s", tui_quit_question(can_keep(p)));
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
                status_text(p, buf, sizeof buf, &role);
                break;
        }
        tui_draw_status(&p->layout, role, buf);
        if (tui_text_width(buf) <= cols - 2 || p->layout.help.y >= rows)
                return false;
        struct tui_rect two = {p->layout.status.y, 1, 2, cols - 2};
        tui_fill(&p->layout.status, TUI_NORMAL);
        tui_fill(&p->layout.help, TUI_NORMAL);
        tui_text_wrap(&two, role, buf, 0);
        return true;
}

static int add_key(const char **keys, int k, const char *key, const char *what)
{
        if (k + 2 < TUI_PLAY_KEYS_MAX) {
                keys[k++] = key;
                keys[k++] = what;
        }
        return k;
}

static void draw_keys(struct tui_play *p)
{
        static const char *keys[TUI_PLAY_KEYS_MAX];
        bool over = tui_play_over(p);
        int k = 0;

        if (p->prompt == TUI_PROMPT_COMMAND || p->prompt == TUI_PROMPT_SAVE ||
            p->prompt == TUI_PROMPT_LOAD || p->prompt == TUI_PROMPT_CHAT ||
            p->prompt == TUI_PROMPT_TEAM) {
                k = add_key(keys, k, _("Enter"), _("done"));
                k = add_key(keys, k, _("Esc"), _("cancel"));
        } else if (p->prompt != TUI_PROMPT_NONE) {
                k = add_key(keys, k, "y/n", _("answer"));
        } else {
                if (over)
                        k = add_key(keys, k, "n", _("new game"));
                k = p->game->keys(p, keys, k, over);
                k = add_key(keys, k, "?", _("help"));
                k = add_key(keys, k, "q", _("quit"));
                if (!over && tui_play_human_to_move(p))
                        k = add_key(keys, k, ":", _("type"));
                if (p->undo)
                        k = add_key(keys, k, "u/r", _("undo/redo"));
                if (!local(p))
                        k = add_key(keys, k, "t", _("talk"));
                else if (!over)
                        k = add_key(keys, k, "p", _("pause"));
                k = add_key(keys, k, "s/o", _("save/load"));
                if (!over && p->game->draw_resign && !p->replay)
                        k = add_key(keys, k, "d/g", _("draw/resign"));
        }
        keys[k] = NULL;
        tui_draw_help_line(&p->layout, keys);
}

static void draw(struct tui_play *p)
{
        int rows, cols;

        getmaxyx(stdscr, rows, cols);
        tui_layout_compute(&p->layout, p->game->layout, rows, cols);
        erase();
        if (p->help_open) {
                tui_help_draw(&p->help);
                return;
        }
        if (p->layout.too_small) {
                tui_draw_enlarge_play(rows, cols, p->prompt == TUI_PROMPT_QUIT,
                                      !tui_play_over(p) && !p->replay);
                return;
        }
        p->game->draw(p);
        if (draw_status(p, cols))
                return;
        if (p->notice[0]) {
                /* in place of the key hints, until the next key */
                tui_fill(&p->layout.help, TUI_NORMAL);
                tui_text(p->layout.help.y, 1, cols - 2, TUI_INFO, p->notice);
        } else {
                draw_keys(p);
        }
}

/* --------------------------------------------------------------- loop */

/* One event; false when the screen is to end (then *out says where to). */
static bool handle_event(struct tui_play *p, const struct tui_event *ev,
                         enum tui_run *out)
{
        p->notice[0] = '\0';
        if (p->help_open) {
                if (tui_help_handle(&p->help, ev))
                        p->help_open = false;
                return true;
        }
        if (p->layout.too_small && p->prompt != TUI_PROMPT_QUIT) {
                /* Nothing to aim at: only quitting works. */
                if (ev->type == TUI_EV_KEY && (ev->key == 'q' || ev->key == 'Q'))
                        p->prompt = TUI_PROMPT_QUIT;
                return true;
        }
        if (p->prompt != TUI_PROMPT_NONE)
                return handle_prompt(p, ev, out);
        if (ev->type == TUI_EV_MOUSE) {
                if (p->game->click)
                        p->game->click(p, ev->y, ev->x);
                return true;
        }
        return handle_key(p, ev, out);
}

/* True when something may change without a key: poll often then. */
static bool busy(struct tui_play *p)
{
        if (!local(p))
                return true; /* news may come at any time */
        if (tui_play_over(p) || !tui_pace_may_act(&p->pace, p->paused))
                return false;
        return session_settings(p->link.view)->clock.mode != SESSION_CLOCK_NONE ||
               p->think.running || p->replay || !tui_play_human_to_move(p) ||
               (p->game->busy && p->game->busy(p));
}

static enum tui_run run(struct tui_play *p)
{
        struct tui_event ev;
        enum tui_run out = TUI_RUN_BACK;

        p->link.ops->clock_hold(&p->link, tui_now_ms());
        p->help.title = _(p->game->help_title);
        p->help.text = p->game->help_text();
        p->next_auto_ms = tui_now_ms() + (p->replay ? REPLAY_STEP_MS : p->pace.ms);
        p->end_announced = tui_play_over(p);
        if (p->end_announced)
                p->game->announce_end(p);
        autosave(p);

        for (;;) {
                long long now;

                if (tui_hangup_pending()) {
                        /* Save at once; draw nothing on a terminal that may be gone. */
                        autosave(p);
                        return TUI_RUN_HANGUP;
                }
                now = tui_now_ms();
                if (p->paused)
                        p->link.ops->clock_hold(&p->link, (int64_t)now);
                else if (!tui_play_over(p) && p->link.ops->tick(&p->link, (int64_t)now))
                        changed(p, NULL, NULL);
                poll_link(p, now);
                automatic(p);
                if (tui_play_over(p) && !p->end_announced) {
                        session_think_cancel(&p->think);
                        p->game->reset(p);
                        p->game->announce_end(p);
                        p->end_announced = true;
                }
                draw(p);
                refresh();

                tui_next_event(&ev, busy(p) ? 100 : 1000);
                switch (ev.type) {
                case TUI_EV_HANGUP:
                        autosave(p); /* the last known-good state */
                        return TUI_RUN_HANGUP;
                case TUI_EV_RESIZE:
                        clear();
                        continue;
                case TUI_EV_INTERRUPT:
                        p->help_open = false;
                        p->prompt = TUI_PROMPT_QUIT;
                        continue;
                case TUI_EV_NONE:
                        continue;
                default:
                        break;
                }
                if (!handle_event(p, &ev, &out))
                        return out;
        }
}

/* When the game kept for --resume was written, as time(); -1 unknown. */
static time_t kept_since(const char *game)
{
        char path[PATH_MAX_LEN], why[TT_REASON_MAX];
        struct stat st;
        if (record_autosave_path(game, path, sizeof path, why, sizeof why) != 0 ||
            stat(path, &st) != 0)
                return -1;
        return st.st_mtime;
}

/* A notice in the key line saying how old the game resumed is, so an
 * old one is not taken for the last; it stays until the first key. */
static void note_resumed(struct tui_play *p, time_t since)
{
        long long age = since < 0 ? -1 : (long long)(time(NULL) - since);
        char when[32] = "?";
        struct tm tm;
        size_t n = sizeof p->notice;

        if (since >= 0 && localtime_r(&since, &tm))
                strftime(when, sizeof when, age < 86400 ? "%H:%M" : "%Y-%m-%d %H:%M",
                         &tm);
        if (age < 0)
                snprintf(p->notice, n, "%s", _("Resumed."));
        else if (age < 120)
                snprintf(p->notice, n, _("Resumed: kept at %s, just now."), when);
        else if (age < 7200)
                snprintf(p->notice, n,
                         ngettext("Resumed: kept at %s, %lld minute ago.",
                                  "Resumed: kept at %s, %lld minutes ago.",
                                  (unsigned long)(age / 60)),
                         when, age / 60);
        else if (age < 172800)
                snprintf(p->notice, n,
                         ngettext("Resumed: kept at %s, %lld hour ago.",
                                  "Resumed: kept at %s, %lld hours ago.",
                                  (unsigned long)(age / 3600)),
                         when, age / 3600);
        else
                snprintf(p->notice, n,
                         ngettext("Resumed: kept at %s, %lld day ago.",
                                  "Resumed: kept at %s, %lld days ago.",
                                  (unsigned long)(age / 86400)),
                         when, age / 86400);
}

/* The session to show: the source's, or the fresh one; NULL after saying
 * why on stderr (the terminal is stopped then). */
static struct session *open_source(const struct tui_play_game *game,
                                   const struct tui_play_source *src,
                                   struct session *fresh)
{
        char why[TT_REASON_MAX], path[PATH_MAX_LEN];
        const char *file;
        struct session *s;

        if (!src || (!src->resume && !src->load_file && !src->replay_file))
                return fresh;
        session_free(fresh);
        if (src->resume) {
                s = record_resume(game->name, tui_now_ms(), why, sizeof why);
                if (!s) {
                        tui_stop();
                        fprintf(stderr, _("%s: nothing to resume: %s\n"), game->name,
                                why);
                }
                return s;
        }
        file = src->replay_file ? src->replay_file : src->load_file;
        s = open_record(game, file, src->replay_file != NULL, path, sizeof path, why,
                        sizeof why);
        if (!s) {
                tui_stop();
                fprintf(stderr, _("%s: cannot open %s: %s\n"), game->name, file, why);
        }
        return s;
}

enum tui_run tui_play_main(const struct tui_play_game *game,
                           const struct tui_play_source *src, struct session *fresh)
{
        static struct tui_play p;
        time_t since = src && src->resume ? kept_since(game->name) : -1;
        struct session *s = open_source(game, src, fresh);
        enum tui_run r;

        if (!s)
                return TUI_RUN_FAILED;
        memset(&p, 0, sizeof p);
        p.game = game;
        tui_pace_init(&p.pace, game->computer_pause_ms);
        show(&p, s, src && src->replay_file);
        if (src && src->resume)
                note_resumed(&p, since);
        r = run(&p);
        if (r == TUI_RUN_HANGUP) {
                /* No join: the process leaves at once and writes nothing. */
                return r;
        }
        session_think_cancel(&p.think);
        tui_link_close(&p.link);
        return r;
}
