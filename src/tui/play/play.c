/* play.c: the play screen shared by every game (see play.h): the loop,
 * the changes of the game through the link, undo and redo, autosave,
 * messages, computer seats, replays and news from a hosted game. Keys and
 * prompts are input.c, drawing draw.c, opening games
 * open.c. What is a game's own comes from its hooks. */
#include "tui/play/internal.h"
#include "tui/kit/output.h"
#include "tui/config.h"
#include "tui/kit/draw.h"
#include "tui/saved/files.h"
#include "tui/seats.h"
#include "record/record.h"
#include "net/sanitize.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

enum { REPLAY_STEP_MS = 1000, POS_COPY_MAX = 512, LOOP_PAUSE_MS = 8000 };

/* ------------------------------------------------------------ reading */

const struct session *tui_play_session(const struct tui_play *p)
{
        return p->browse ? p->browse : p->link.view; /* looking back: the earlier one */
}

bool tui_play_over(const struct tui_play *p)
{
        return session_over(p->link.view);
}

const struct session_seat *tui_play_to_move(const struct tui_play *p)
{
        return session_seat(p->link.view, session_turn(p->link.view));
}

bool tui_play_waits(const struct tui_play *p)
{
        return p->game->waits && p->game->waits(p);
}

bool tui_play_human_to_move(const struct tui_play *p)
{
        const struct session_seat *seat = tui_play_to_move(p);
        return !p->replay && seat && seat->kind == SESSION_HUMAN && !tui_play_over(p) &&
               p->link.ops->mine(&p->link, seat->id) && !tui_play_waits(p);
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
        /* Messages quote file names, reasons and peers' words. */
        net_sanitize(p->msg, sizeof p->msg, p->msg);
        p->msg_role = role;
}

void tui_play_clear_msg(struct tui_play *p)
{
        p->msg[0] = '\0';
}

/* ------------------------------------------------------------ changes */

bool tui_play_local(const struct tui_play *p)
{
        return p->link.ops->runs_here(&p->link);
}

/* The in-progress file for --resume follows every change. A failure
 * (a full disk, a directory that cannot be written) never stops the game
 * but is said at once, and again when quitting, until one succeeds. */
/* A game with no person at it (a demonstration): nothing to resume. */
static bool nobody_plays(const struct tui_play *p)
{
        const struct session *s = p->link.view;
        for (int i = 0; i < session_seat_count(s); i++)
                if (session_seat_at(s, i)->kind == SESSION_HUMAN)
                        return false;
        return true;
}

/* One resume slot per game: the first copy to keep a game holds it, a
 * second copy is told so and keeps nothing. */
static bool may_keep(struct tui_play *p)
{
        if (p->keep == TUI_KEEP_UNKNOWN) {
                long pid = record_autosave_lock(p->game->name);
                p->keep = pid > 0 ? TUI_KEEP_OTHER : TUI_KEEP_OURS;
                p->kept_by = pid;
                if (pid > 0 && !tui_hangup_pending())
                        tui_play_say(
                            p, TUI_ERROR,
                            _("Another copy of the program (pid %ld) keeps its "
                              "game for --resume; this game is not kept. Save it "
                              "with s."),
                            pid);
        }
        return p->keep == TUI_KEEP_OURS;
}

/* Whether game b holds all of game a: the same start and a's actions
 * first (a kept game with no action, or the same game opened again, loses
 * nothing when b replaces it). */
static bool holds_all_of(const struct session *a, const struct session *b)
{
        char sa[TT_STATE_MAX], sb[TT_STATE_MAX];
        size_t n = session_ply_count(a);

        if (n == 0)
                return true;
        if (session_ply_count(b) < n)
                return false;
        session_start_state(a, sa, sizeof sa);
        session_start_state(b, sb, sizeof sb);
        if (strcmp(sa, sb) != 0)
                return false;
        for (size_t i = 1; i <= n; i++)
                if (strcmp(session_action_at(a, i), session_action_at(b, i)) != 0)
                        return false;
        return true;
}

/* A game kept for --resume that this screen's game is about to replace
 * (a new game, a saved one opened, a game of the command line) is saved
 * first as a new game of the saved games' folder, unless the new game holds
 * all of it: nothing is lost without the player's word (issue 25). */
static void save_kept_aside(struct tui_play *p)
{
        char why[TT_REASON_MAX], path[4096], name[TT_REASON_MAX], game[48];
        struct session *old;

        p->kept_checked = true;
        if (p->resumed || tui_play_kept_since(p->game->name) < 0)
                return;
        old = record_resume(p->game->name, tui_now_ms(), why, sizeof why);
        if (!old)
                return; /* nothing to continue there */
        if (holds_all_of(old, p->link.view)) {
                session_free(old);
                return;
        }
        snprintf(game, sizeof game, "%s-kept", p->game->name);
        if (tui_default_save_name(game, name, sizeof name) == 0 &&
            tui_save_game(old, name, path, sizeof path, why, sizeof why) == 0)
                snprintf(p->notice, sizeof p->notice,
                         _("Kept game saved as %s (o opens it)."), name);
        else
                tui_play_say(p, TUI_ERROR, _("The kept game could not be saved: %s"),
                             _(why));
        session_free(old);
}

static void autosave(struct tui_play *p)
{
        int failures = p->autosave.failures;

        if (p->replay || p->game->keeps_nothing || !tui_play_local(p) ||
            nobody_plays(p) || !may_keep(p))
                return;
        if (!p->kept_checked)
                save_kept_aside(p);
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
void tui_play_changed(struct tui_play *p, const void *before, const char *action)
{
        session_state(p->link.view, p->state, sizeof p->state);
        p->changes++;
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
        tui_play_changed(p, before, action);
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
        tui_play_changed(p, NULL, NULL);
        p->end_announced = false;
        return 0;
}

/* Shows session s from now on (the link owns it). */
void tui_play_show(struct tui_play *p, struct session *s, bool replay)
{
        if (s) {
                tui_link_local(&p->link, s);
                session_set_on_change(s, on_change, p);
        }
        s = p->link.view;
        p->replay = replay;
        /* in a hosted game u asks the other players (link.h) */
        p->undo = !tui_play_local(p) || replay || session_settings(s)->undo_allowed;
        p->end_announced = false;
        session_state(s, p->state, sizeof p->state);
        if (p->game->opened)
                p->game->opened(p);
        p->game->reset(p);
        tui_play_changed(p, NULL, NULL);
}

/* Whether undo or redo goes on past the position shown: the rules act
 * there by themselves (a pass, the end of a turn), or a computer is to
 * move in a game that stops at a human's turn. */
enum session_step tui_play_step(struct tui_play *p, const char **action)
{
        const struct session_seat *seat = tui_play_to_move(p);
        int kind = seat ? (int)seat->kind : -1;

        if (strcmp(p->step_state, p->state) != 0 || p->step_seat_kind != kind) {
                p->step = session_next_step(p->link.view, p->step_action,
                                            sizeof p->step_action);
                snprintf(p->step_state, sizeof p->step_state, "%s", p->state);
                p->step_seat_kind = kind;
        }
        if (action)
                *action = p->step_action;
        return p->step;
}

bool tui_play_rules_act(struct tui_play *p)
{
        return !tui_play_over(p) && tui_play_step(p, NULL) == SESSION_STEP_FORCED;
}

static bool step_on(struct tui_play *p)
{
        const struct session_seat *seat = tui_play_to_move(p);

        if (tui_play_over(p) || p->replay)
                return false;
        if (tui_play_rules_act(p))
                return true;
        return p->game->undo_to_human && seat && seat->kind == SESSION_COMPUTER;
}

void tui_play_undo(struct tui_play *p, bool redo)
{
        char why[TT_REASON_MAX], first_why[TT_REASON_MAX] = "";
        long long now = tui_now_ms();
        int steps = 0, decided = 0; /* actions, and those a person or computer chose */

        if (!p->undo) {
                tui_play_say(p, TUI_ERROR, "%s", _("Undo is not allowed in this game."));
                return;
        }
        session_think_cancel(&p->think);
        /* Back (or forward) to the last decision of a person: past
         * automatic passes and ends of turn (Q17, T11), and past the
         * computer's moves. */
        do {
                /* an action the rules play by themselves (a pass) is not
                 * counted as a move taken back */
                bool automatic = redo && tui_play_rules_act(p);
                int rc = p->link.ops->undo(&p->link, redo, now, why, sizeof why);
                if (rc > 0) {
                        /* asked elsewhere: the answer comes through poll */
                        tui_play_say(p, TUI_INFO, "%s", _(why));
                        return;
                }
                if (rc < 0) {
                        snprintf(first_why, sizeof first_why, "%s", why);
                        break;
                }
                steps++;
                tui_play_changed(p, NULL, NULL);
                if (!redo)
                        automatic = tui_play_rules_act(p);
                decided += !automatic;
        } while (step_on(p));
        if (!redo && steps > 0 && first_why[0] && tui_play_rules_act(p)) {
                /* Only automatic actions could be taken back, and the rules
                 * would play them again at once: put them back. */
                while (steps-- > 0 &&
                       p->link.ops->undo(&p->link, true, now, why, sizeof why) == 0)
                        tui_play_changed(p, NULL, NULL);
                steps = 0;
        }
        if (steps > 0 && decided > 1 && p->game->undone_many) {
                p->game->undone_many(p, decided, redo);
                p->end_announced = tui_play_over(p);
        } else if (steps > 0) {
                tui_play_say(p, TUI_INFO, "%s",
                             redo ? _(p->game->redone) : _(p->game->undone));
                p->end_announced = tui_play_over(p);
        } else {
                tui_play_say(p, TUI_ERROR,
                             redo ? _("Cannot redo: %s.") : _("Cannot undo: %s."),
                             _(first_why));
        }
        p->game->reset(p);
        p->next_auto_ms = now + p->pace.ms;
}

/* ------------------------------------------------------------ prompts */

/* ---------------------------------------------------------------- keys */

/* ------------------------------------------------------- automatic turns */

static void replay_step(struct tui_play *p, long long now)
{
        char action[TT_ACTION_MAX], why[TT_REASON_MAX];
        unsigned char copy[POS_COPY_MAX];
        int i, n;

        if (session_replay_next(p->link.view, action, sizeof action)) {
                const void *before = keep_position(p, copy);
                if (p->link.ops->undo(&p->link, true, now, why, sizeof why) == 0)
                        tui_play_changed(p, before, action);
                tui_pace_acted(&p->pace); /* one step with '.', then paused again */
                p->next_auto_ms = now + p->pace.ms;
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
                                session_think_seed(p->state), now) != 0)
                tui_play_say(p, TUI_ERROR, "%s", _("The computer cannot think now."));
}

static void automatic(struct tui_play *p)
{
        long long now = tui_now_ms();
        const char *action;
        enum session_step step;

        if (tui_play_over(p) || !tui_pace_may_act(&p->pace, p->paused) ||
            p->prompt != TUI_PROMPT_NONE)
                return;
        if (p->replay) {
                if (now >= p->next_auto_ms)
                        replay_step(p, now);
                return;
        }
        if (!tui_play_local(p))
                return;
        /* the session's one turn driver says what happens next; the game
         * may carry it out its own way (its pause, its words) */
        step = tui_play_step(p, &action);
        if (step == SESSION_STEP_NONE || step == SESSION_STEP_PERSON)
                return;
        if (p->game->automatic && p->game->automatic(p, step, action, now))
                return;
        if (step == SESSION_STEP_COMPUTER) {
                computer(p, tui_play_to_move(p), now);
        } else if (now >= p->next_auto_ms) {
                char copy[TT_ACTION_MAX]; /* the cache changes as it is played */
                snprintf(copy, sizeof copy, "%s", action);
                tui_play_act(p, copy);
        }
}

/* What came through the link: a changed game, messages, questions; at
 * most 16 news at a time (the screen is drawn in between): true when more
 * may wait already. */
static bool poll_link(struct tui_play *p, long long now)
{
        struct tui_link_news news;
        int n = 0;

        while (n < 16 && p->link.ops->poll(&p->link, now, &news) > 0) {
                n++;
                if (news.view) {
                        p->game->reset(p);
                        tui_play_changed(p, news.before,
                                         news.action[0] ? news.action : NULL);
                        if (!tui_play_over(p))
                                p->end_announced = false;
                        if (p->prompt == TUI_PROMPT_COMMAND && !tui_play_human_to_move(p))
                                p->prompt = TUI_PROMPT_NONE;
                }
                tui_play_chat_keep(p, &news);
                p->leaving |= news.leave;
                if (news.lesson)
                        p->lesson = true; /* the screen hands over (run) */
                /* the notice (how others join) gives way to the news: on a
                 * narrow window it takes the status line too (draw.c) */
                if (news.text[0] &&
                    (!p->notice_pinned || news.error || news.gone || news.ask))
                        p->notice[0] = '\0';
                if (news.ask) {
                        net_sanitize(p->question, sizeof p->question, news.text);
                        p->prompt = TUI_PROMPT_ANSWER;
                        tui_play_bell_ring(p); /* a question waits here */
                } else if (news.text[0]) {
                        tui_play_say(p, news.error || news.gone ? TUI_ERROR : TUI_INFO,
                                     "%s", news.text);
                }
        }
        return n == 16;
}

/* ------------------------------------------------------------- drawing */

/* --------------------------------------------------------------- loop */

/* One event; false when the screen is to end (then *out says where to). */
static bool handle_event(struct tui_play *p, const struct tui_event *ev,
                         enum tui_run *out)
{
        p->notice[0] = '\0';
        /* After the end a passing message gives way to the result at the
         * next key. */
        if (tui_play_over(p) && ev->type == TUI_EV_KEY && strcmp(p->msg, p->result) != 0)
                tui_play_clear_msg(p);
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
                return tui_play_handle_prompt(p, ev, out);
        if ((ev->type == TUI_EV_KEY || p->browse) && tui_play_browse_key(p, ev))
                return true;
        if (ev->type == TUI_EV_MOUSE) {
                if (p->game->click && !p->paused)
                        p->game->click(p, ev->y, ev->x);
                return true;
        }
        return tui_play_handle_key(p, ev, out);
}

/* True when something may change without a key: poll often then. */
static bool busy(struct tui_play *p)
{
        if (!tui_play_local(p))
                return true; /* news may come at any time */
        if (tui_play_over(p) || !tui_pace_may_act(&p->pace, p->paused))
                return false;
        return session_settings(p->link.view)->clock.mode != SESSION_CLOCK_NONE ||
               p->think.running || p->replay || !tui_play_human_to_move(p) ||
               (p->game->busy && p->game->busy(p));
}

/* How long a hosted game's screen may sleep when neither a key nor news
 * comes: the clocks it shows count down; else only a long safety wake. */
static int news_wait_ms(struct tui_play *p)
{
        if (!tui_play_over(p) &&
            session_settings(p->link.view)->clock.mode != SESSION_CLOCK_NONE)
                return 500;
        if (tui_play_anyone_away(p))
                return 1000; /* the panel counts how long */
        return 5000;
}

/* The end of the game in the message line, kept as the result shown
 * whenever no other message is (the status line never goes blank on a
 * finished game). */
static void announce_end(struct tui_play *p)
{
        p->game->announce_end(p);
        snprintf(p->result, sizeof p->result, "%s", p->msg);
}

static enum tui_run run(struct tui_play *p)
{
        struct tui_event ev;
        enum tui_run out = TUI_RUN_BACK;

        p->link.ops->clock_hold(&p->link, tui_now_ms());
        p->help.title = _(p->game->help_title);
        p->help.text = p->game->help_text(p);
        p->next_auto_ms = tui_now_ms() + p->pace.ms;
        p->end_announced = tui_play_over(p);
        p->ended_ms = tui_now_ms();
        if (p->end_announced)
                announce_end(p);
        autosave(p);
        if (tui_config_problem()[0])
                tui_play_say(p, TUI_ERROR, _("Settings not remembered: %s"),
                             tui_config_problem());

        for (;;) {
                long long now;

                if (tui_hangup_pending()) {
                        /* Save at once; draw nothing on a terminal that may be gone. */
                        autosave(p);
                        return TUI_RUN_HANGUP;
                }
                now = tui_now_ms();
                /* Back from Ctrl-Z: the time away is nobody's (Q20), and the
                 * game waits, paused, for the player to look again. */
                if (tui_continued_take() && tui_play_local(p)) {
                        p->link.ops->clock_hold(&p->link, (int64_t)now);
                        if (!tui_play_over(p) && !p->paused &&
                            session_settings(p->link.view)->clock.mode !=
                                SESSION_CLOCK_NONE) {
                                p->paused = true;
                                tui_play_clear_msg(p);
                        }
                }
                /* The clocks stand still while paused, and while the board
                 * cannot be seen: the window is too small, or the saved
                 * games' list covers it (Q20). */
                if (p->paused || p->layout.too_small || p->prompt == TUI_PROMPT_LOAD)
                        p->link.ops->clock_hold(&p->link, (int64_t)now);
                else if (!tui_play_over(p) && p->link.ops->tick(&p->link, (int64_t)now))
                        tui_play_changed(p, NULL, NULL);
                bool more_news = poll_link(p, now);
                if (p->lesson)
                        return TUI_RUN_LESSON;
                bool end = false;
                int elsewhere = p->game->elsewhere ? p->game->elsewhere(p, &end) : -1;
                if (end || p->leaving)
                        return TUI_RUN_BACK;
                automatic(p);
                tui_play_bell_check(p);
                if (tui_play_over(p) && !p->end_announced) {
                        session_think_cancel(&p->think);
                        p->game->reset(p);
                        announce_end(p);
                        p->end_announced = true;
                        p->ended_ms = now;
                }
                /* --demo --loop: the result stays a while, then a new game */
                if (p->loop && tui_play_over(p) && p->end_announced && nobody_plays(p) &&
                    !p->paused && p->prompt == TUI_PROMPT_NONE &&
                    now - p->ended_ms >= LOOP_PAUSE_MS)
                        return TUI_RUN_AGAIN;
                tui_play_draw(p);
                tui_refresh();

                int news_fd = p->link.ops->news_fd ? p->link.ops->news_fd(&p->link) : -1;
                if (news_fd >= 0)
                        /* a hosted game: asleep until a key or the host's
                         * news, or the clocks' next second to draw */
                        tui_next_event_or_fd(&ev, more_news ? 0 : news_wait_ms(p),
                                             news_fd);
                else if (elsewhere >= 0)
                        tui_next_event_or_fd(&ev, busy(p) ? 100 : 1000, elsewhere);
                else
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

static struct tui_play the_play; /* large: not on the stack */
static bool pin_notice;          /* tui_play_pin_notice */

void tui_play_pin_notice(void)
{
        pin_notice = true;
}

/* Runs the screen on a game shown by p->link (or by s, a local game). */
static enum tui_run play_with(const struct tui_play_game *game, struct session *s,
                              const struct tui_link *link, struct tui_link *handback,
                              bool replay, bool from_file, time_t resumed,
                              const char *notice, bool loop, bool fixed_seed,
                              const void *data_init)
{
        struct tui_play *p = &the_play;
        char why[TT_REASON_MAX];
        enum tui_run r;

        /* a local game's dice: unpredictable unless --seed (docs/network.md) */
        if (s && !fixed_seed && session_secure_dice(s, why, sizeof why) != 0) {
                session_free(s);
                tui_stop();
                net_print_clean(stderr, _("%s: cannot start the game: %s\n"), game->name,
                                _(why));
                return TUI_RUN_FAILED;
        }
        void *data = game->data_size ? calloc(1, game->data_size) : NULL;
        if (data && data_init)
                memcpy(data, data_init, game->data_size);
        if (game->data_size && !data) {
                if (s)
                        session_free(s);
                if (link) {
                        struct tui_link gone = *link;
                        tui_link_close(&gone);
                }
                tui_stop();
                net_print_clean(stderr, _("%s: cannot start the game: %s\n"), game->name,
                                _("out of memory"));
                return TUI_RUN_FAILED;
        }
        memset(p, 0, sizeof *p);
        p->game = game;
        p->data = data;
        p->fixed_seed = fixed_seed;
        tui_pace_init(&p->pace, replay ? REPLAY_STEP_MS : game->computer_pause_ms);
        if (link)
                p->link = *link;
        tui_play_show(p, s, replay);
        if (from_file) {
                p->saved_changes = p->changes; /* as saved: o asks nothing */
                tui_play_chat_take(p);         /* a saved hosted game's chat */
        }
        p->resumed = resumed >= 0;
        if (resumed >= 0) {
                tui_play_note_resumed(p, resumed);
                /* a clocked game comes back paused: the player looks first
                 * (Q20) */
                if (session_settings(p->link.view)->clock.mode != SESSION_CLOCK_NONE &&
                    !tui_play_over(p))
                        p->paused = true;
        }
        if (notice)
                snprintf(p->notice, sizeof p->notice, "%s", notice);
        p->notice_pinned = notice && pin_notice;
        pin_notice = false;
        p->loop = loop;
        tui_play_bell_init(p);
        r = run(p);
        if (r == TUI_RUN_HANGUP) {
                /* No join: the process leaves at once and writes nothing. */
                return r;
        }
        session_think_cancel(&p->think);
        if (p->browse) {
                session_free(p->browse);
                p->browse = NULL;
        }
        if (r == TUI_RUN_LESSON && handback)
                *handback = p->link; /* open still, for the lesson */
        else
                tui_link_close(&p->link);
        if (p->keep == TUI_KEEP_OURS)
                record_autosave_unlock(game->name);
        free(p->data);
        p->data = NULL;
        return r;
}

enum tui_run tui_play_main(const struct tui_play_game *game,
                           const struct tui_play_source *src, struct session *fresh)
{
        time_t since = src && src->resume ? tui_play_kept_since(game->name) : -1;
        struct session *s = tui_play_open_source(game, src, fresh);

        if (!s)
                return TUI_RUN_FAILED;
        return play_with(game, s, NULL, NULL, src && src->replay_file,
                         src && !src->resume && (src->load_file || src->replay_file),
                         src && src->resume ? since : -1, NULL, src && src->loop,
                         src && src->fixed_seed, src ? src->data : NULL);
}

enum tui_run tui_play_link(const struct tui_play_game *game, struct tui_link *link,
                           const char *notice)
{
        return play_with(game, NULL, link, link, false, false, -1, notice, false, false,
                         NULL);
}
