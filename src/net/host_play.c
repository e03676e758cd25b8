/* host_play.c: the hosting process plays (see host.h): actions sent by
 * players, undo and draw offers with the other players' consent,
 * resignation, chat and the team channel (Q19), and what the rules and
 * the computer seats do by themselves, with the clocks. */
#include "net/host_internal.h"
#include "session/driver.h"
#include "i18n/i18n.h"
#include "net/protocol.h"
#include "net/sanitize.h"
#include "tt_text.h"
#include "record/record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void host_moved(struct host *h)
{
        h->dirty = true;
        h->step_known = false;
        h->offer.open = false;
        h->offer.rematch = false;
        session_state(h->s, h->state, sizeof h->state);
}

void host_changed(struct host *h)
{
        h->rewritten = true;
        host_moved(h);
}

void host_play(struct host *h, struct peer *p, const char *action)
{
        char why[TT_REASON_MAX];
        char turn = session_turn(h->s);

        if (p->role != ROLE_PLAYER) {
                host_send_said(h, p, "error", N_("watchers cannot play"));
                return;
        }
        if (!strchr(p->seats, turn)) {
                host_send_said(h, p, "error", N_("it is not your turn"));
                return;
        }
        /* The host's generator throws (T4): no score is chosen by a player. */
        if (h->ops->is_chance && h->ops->is_chance(action) && strchr(action, ' ')) {
                host_send_said(
                    h, p, "error",
                    N_("in a hosted game the host's program throws: send a plain throw"));
                return;
        }
        session_think_cancel(&h->think);
        if (session_play(h->s, action, net_now_ms(), why, sizeof why) != 0) {
                host_send_said(h, p, "error", why);
                return;
        }
        host_moved(h);
        h->next_auto_ms = net_now_ms() + COMPUTER_PAUSE_MS;
}

/* Asks every other player's terminal; how many were asked. */
static int ask_others(struct host *h, struct peer *from, const char *question)
{
        int n = 0;
        memset(h->offer.asked, 0, sizeof h->offer.asked);
        for (int i = 0; i < NET_PEERS_MAX; i++) {
                struct peer *p = &h->peers[i];
                if (!p->used || p->role != ROLE_PLAYER || p == from)
                        continue;
                h->offer.asked[i] = 1;
                host_send_said(h, p, "ask", question);
                n++;
        }
        return n;
}

/* Does a person play a seat that this peer does not? */
static bool other_humans(const struct host *h, const struct peer *from)
{
        for (int i = 0; i < h->o.nseats; i++)
                if (h->o.seats[i].kind != NET_SEAT_COMPUTER &&
                    !strchr(from->seats, h->o.seats[i].id))
                        return true;
        return false;
}

/* Carries out an agreed offer. */
static void carry_out(struct host *h, bool draw, const char *from)
{
        char why[TT_REASON_MAX], text[200];
        long long now = net_now_ms();

        session_think_cancel(&h->think);
        if (h->offer.rematch) {
                h->offer.rematch = false;
                host_rematch(h);
                return;
        }
        if (draw) {
                if (session_agree_draw(h->s, now, why, sizeof why) != 0) {
                        host_broadcast_said(h, why);
                        return;
                }
                host_broadcast_said(h, N_("The players agreed to a draw (Q21)."));
        } else {
                if (session_undo(h->s, now, why, sizeof why) != 0) {
                        host_broadcast_said(h, why);
                        return;
                }
                tt_reason(text, sizeof text, "The last action was taken back for %s.",
                          from);
                host_broadcast_said(h, text);
        }
        host_changed(h);
        h->next_auto_ms = now + COMPUTER_PAUSE_MS;
}

/* Whether p may say something to everyone now (chat and rematch asks are
 * limited per user, host_may_talk); p is told why not. */
static bool may_talk(struct host *h, struct peer *p)
{
        if (host_may_talk(h, p->uid, net_now_ms()))
                return true;
        host_send_said(h, p, "error",
                       N_("you are talking too fast: wait a moment (chat is "
                          "limited per user)"));
        return false;
}

/* offer rematch: once the game has ended, a new one with sides swapped
 * when every other player agrees (at once when only computers play the
 * others). */
static void offer_rematch(struct host *h, struct peer *p)
{
        char question[200];

        if (!session_over(h->s)) {
                host_send_said(h, p, "error",
                               N_("a rematch is offered once the game has ended"));
                return;
        }
        if (h->offer.open) {
                host_send_said(h, p, "error", N_("a question is waiting for answers"));
                return;
        }
        /* each ask reaches the others' screens (and rings): limited as chat */
        if (!may_talk(h, p))
                return;
        h->offer.rematch = true;
        if (!other_humans(h, p)) {
                carry_out(h, false, p->login);
                return;
        }
        tt_reason(question, sizeof question,
                  "%s asks for a rematch with sides swapped. Do you accept?", p->login);
        h->offer.open = true;
        h->offer.draw = false;
        snprintf(h->offer.from, sizeof h->offer.from, "%s", p->login);
        if (ask_others(h, p, question) == 0) {
                h->offer.open = false;
                h->offer.rematch = false;
                host_send_said(h, p, "error",
                               N_("the other players are not here to answer: try again "
                                  "when they are"));
                return;
        }
        host_send_said(h, p, "said", N_("Rematch asked: waiting for the other players."));
}

void host_offer(struct host *h, struct peer *p, const char *what)
{
        bool draw = strcmp(what, "draw") == 0;
        char question[200];

        if (p->role == ROLE_PLAYER && strcmp(what, "rematch") == 0) {
                offer_rematch(h, p);
                return;
        }
        if (p->role != ROLE_PLAYER || (!draw && strcmp(what, "undo") != 0)) {
                host_send_said(h, p, "error",
                               N_("only players may offer an undo, a draw or a rematch"));
                return;
        }
        if (session_over(h->s)) {
                host_send_said(h, p, "error", N_("the game has ended"));
                return;
        }
        if (!draw && !session_settings(h->s)->undo_allowed) {
                host_send_said(h, p, "error", N_("undo is not allowed in this game"));
                return;
        }
        if (draw)
                tt_reason(question, sizeof question, "%s offers a draw. Do you accept?",
                          p->login);
        else
                tt_reason(question, sizeof question,
                          "%s asks to take back the last action. Do you agree?",
                          p->login);
        if (!other_humans(h, p)) {
                /* Only computers to ask. */
                if (draw)
                        host_send_said(h, p, "error",
                                       N_("the computer declines the draw"));
                else
                        carry_out(h, false, p->login);
                return;
        }
        h->offer.open = true;
        h->offer.draw = draw;
        h->offer.rematch = false;
        snprintf(h->offer.from, sizeof h->offer.from, "%s", p->login);
        if (ask_others(h, p, question) == 0) {
                h->offer.open = false;
                host_send_said(h, p, "error",
                               N_("the other players are not here to answer: try again "
                                  "when they are"));
                return;
        }
        host_send_said(h, p, "said",
                       draw ? N_("Draw offered: waiting for the other players.")
                            : N_("Undo asked: waiting for the other players."));
}

void host_answer(struct host *h, struct peer *p, const char *yes)
{
        int i = (int)(p - h->peers);
        char text[160];

        if (!h->offer.open || !h->offer.asked[i]) {
                host_send_said(h, p, "error", N_("there is no question to answer"));
                return;
        }
        if (strcmp(yes, "yes") != 0) {
                bool rematch = h->offer.rematch;
                h->offer.open = false;
                h->offer.rematch = false;
                if (rematch) {
                        /* the match ends: who declined leaves, as any
                         * player who leaves does (the others are told) */
                        tt_reason(text, sizeof text, "%s declined the rematch.",
                                  p->login);
                        host_broadcast_said(h, text);
                        host_drop(h, p, NULL);
                        return;
                }
                tt_reason(text, sizeof text, "%s declined.", p->login);
                host_broadcast_said(h, text);
                return;
        }
        h->offer.asked[i] = 0;
        for (i = 0; i < NET_PEERS_MAX; i++)
                if (h->offer.asked[i])
                        return;
        h->offer.open = false;
        carry_out(h, h->offer.draw, h->offer.from);
}

void host_resign(struct host *h, struct peer *p)
{
        char why[TT_REASON_MAX], text[160];
        char seat =
            strchr(p->seats, session_turn(h->s)) ? session_turn(h->s) : p->seats[0];

        if (p->role != ROLE_PLAYER) {
                host_send_said(h, p, "error", N_("watchers cannot resign"));
                return;
        }
        session_think_cancel(&h->think);
        if (session_resign(h->s, h->ops->side_of(session_position(h->s), seat),
                           net_now_ms(), why, sizeof why) != 0) {
                host_send_said(h, p, "error", why);
                return;
        }
        tt_reason(text, sizeof text, "%s resigned.", p->login);
        host_broadcast_said(h, text);
        host_changed(h);
}

/* A chat line kept for the saved record (docs/records.md, version 2):
 * "said PLY HH:MM all|team WHO TEXT", the text clean already. Once
 * SAID_KEEP bytes are kept, later lines are not. */
void host_keep_said(struct host *h, const char *login, const char *clean, bool team)
{
        char line[NET_LINE_MAX], who[RECORD_SAID_WHO_MAX + 1], when[8] = "00:00";
        time_t now = time(NULL);
        struct tm tm;
        int n;

        if (!h->said && !(h->said = malloc(SAID_KEEP)))
                return;
        snprintf(who, sizeof who, "%s", login[0] ? login : "?");
        for (char *c = who; *c; c++)
                if (*c == ' ')
                        *c = '_';
        if (localtime_r(&now, &tm))
                strftime(when, sizeof when, "%H:%M", &tm);
        n = snprintf(line, sizeof line, "said %zu %s %s %s %s\n", session_ply_count(h->s),
                     when, team ? "team" : "all", who, clean);
        if (n > 0 && (size_t)n < sizeof line && h->said_len + (size_t)n <= SAID_KEEP) {
                memcpy(h->said + h->said_len, line, (size_t)n);
                h->said_len += (size_t)n;
                h->said_changed = true;
        }
}

/* chat / team: a line for everyone, or only for the teammates (Q19). */
void host_chat(struct host *h, struct peer *p, const char *quoted, bool team)
{
        char raw[NET_LINE_MAX], clean[NET_LINE_MAX / 2], w[NET_LINE_MAX / 2];
        char side = 0;

        /* in a class, pupils never tell each other answers: the teacher's
         * notes are the class's only talk */
        if (p->cls_role == NET_FROM_PUPIL) {
                host_send_said(h, p, "error", N_("in a class, only the teacher writes"));
                return;
        }
        if (!may_talk(h, p))
                return;
        if (net_unquote(raw, sizeof raw, quoted) != 0) {
                host_send_said(h, p, "error",
                               N_("a chat line is one percent-encoded word"));
                return;
        }
        net_sanitize(clean, 300, raw);
        if (team) {
                /* Q19: teams are the game's to say (has_teams), not a name's */
                if (p->role != ROLE_PLAYER || !session_settings(h->s)->advice ||
                    !tt_game_has_teams(h->ops, session_position(h->s))) {
                        host_send_said(
                            h, p, "error",
                            N_("a team channel is open only to teammates, in a game with "
                               "teams where advice is allowed"));
                        return;
                }
                side = h->ops->side_of(session_position(h->s), p->seats[0]);
        }
        host_keep_said(h, p->login, clean, team);
        for (int i = 0; i < NET_PEERS_MAX; i++) {
                struct peer *o = &h->peers[i];
                if (!o->used || o->role == ROLE_NONE)
                        continue;
                if (team &&
                    (o->role != ROLE_PLAYER ||
                     h->ops->side_of(session_position(h->s), o->seats[0]) != side))
                        continue;
                host_send_line(h, o, "%s %s %s", team ? "team" : "chat", p->login,
                               host_word(clean, w, sizeof w));
        }
}

/* The player to move is a person who is not connected: the game waits. */
static bool mover_away(struct host *h)
{
        int i = host_seat_index(h, session_turn(h->s));
        return i >= 0 && h->o.seats[i].kind != NET_SEAT_COMPUTER &&
               !host_holder_peer(h, h->o.seats[i].id);
}

/* What happens next (the session's one turn driver), worked out once per
 * position: host_busy asks it on every pass of the loop. */
static enum session_step next_step(struct host *h, char *action, size_t size)
{
        if (!h->step_known) {
                h->step = session_next_step(h->s, h->step_action, sizeof h->step_action);
                h->step_known = true;
        }
        snprintf(action, size, "%s", h->step_action);
        return h->step;
}

bool host_busy(struct host *h)
{
        char action[TT_ACTION_MAX];

        if (session_over(h->s))
                return false;
        if (h->think.running || h->dirty)
                return true;
        if (h->cls)
                return false; /* a class's board moves only when its teacher says */
        if (session_settings(h->s)->clock.mode != SESSION_CLOCK_NONE)
                return true;
        return next_step(h, action, sizeof action) > SESSION_STEP_PERSON;
}

void host_automatic(struct host *h, long long now)
{
        char action[TT_ACTION_MAX], why[TT_REASON_MAX];
        enum session_step step;

        if (session_over(h->s) || h->cls)
                return;
        /* Clocks (Q20) stop while the player to move is away. */
        if (mover_away(h))
                session_clock_resume(h->s, now);
        else if (session_tick(h->s, now))
                host_changed(h);
        if (session_over(h->s) || now < h->next_auto_ms)
                return;
        step = next_step(h, action, sizeof action);
        if (step == SESSION_STEP_FORCED || step == SESSION_STEP_THROW) {
                if (session_play(h->s, action, now, why, sizeof why) == 0)
                        host_moved(h);
                h->next_auto_ms = now + COMPUTER_PAUSE_MS;
                return;
        }
        if (step != SESSION_STEP_COMPUTER)
                return;
        if (h->think.running) {
                session_think_poll(&h->think);
                return;
        }
        if (strcmp(h->think.state, h->state) == 0 && h->think.rc == 0 &&
            h->think.out[0]) {
                snprintf(action, sizeof action, "%s", h->think.out);
                h->think.state[0] = '\0';
                if (session_play(h->s, action, now, why, sizeof why) == 0)
                        host_moved(h);
                h->next_auto_ms = now + COMPUTER_PAUSE_MS;
                return;
        }
        const struct session_seat *seat = session_seat(h->s, session_turn(h->s));
        session_think_start(&h->think, h->s, h->state, seat->level, 200L * seat->level,
                            session_think_seed(h->state), now);
}
