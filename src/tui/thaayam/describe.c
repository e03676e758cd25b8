/* thaayam/describe.c: what an action did, in the message line: the throws
 * and what they come to (T5, T9), captures (T14, T15), a twin captured
 * (T18), twins declared (T16) and split on the castle (T20), bearing off
 * (T21). */
#include "tui/thaayam/play.h"
#include "session/session.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

static bool human_seat(const struct tui_play *p, int seat)
{
        const struct session_seat *ss =
            session_seat(tui_play_session(p), thaayam_seat_char(seat));
        return ss && ss->kind == SESSION_HUMAN;
}

/* A throw: the seeds drawn, and what the throws of the turn come to
 * (T5, T9). */
static void describe_throw(struct tui_play *p, struct tui_thaayam_screen *t, int seat,
                           const char *name)
{
        char rem[96], voids[96];
        int score, i;

        if (t->st.turn != seat && t->st.phase == THAAYAM_PHASE_THROW)
                score = 0;
        else
                score = t->st.nthrows > 0 ? t->st.throws[t->st.nthrows - 1] : 0;
        if (score == 0)
                return;
        /* Typed scores of physical dice have no faces to draw. */
        if (t->dice == TUI_THAAYAM_DICE_PROGRAM || !human_seat(p, seat)) {
                tui_thaayam_faces(score,
                                  (unsigned)session_ply_count(tui_play_session(p)) * 7u,
                                  t->faces);
                t->faces_score = score;
        }
        if (t->st.phase == THAAYAM_PHASE_THROW) {
                tui_play_say(p, TUI_INFO, _("%s threw %d: throw again (T5)."), name,
                             score);
                return;
        }
        tui_thaayam_remaining(&t->st, rem, sizeof rem);
        voids[0] = '\0';
        for (i = 0; i < t->st.nthrows; i++)
                if (t->st.throw_status[i] >= THAAYAM_THROW_VOID_BEFORE_1)
                        tui_thaayam_append(voids, sizeof voids, "%s%d",
                                           voids[0] ? " " : "", t->st.throws[i]);
        if (t->st.nthrows >= THAAYAM_MAX_THROWS)
                tui_play_say(p, TUI_INFO, _("%s threw %d: the last throw allowed."), name,
                             score);
        else
                tui_play_say(p, TUI_INFO, _("%s threw %d: end of the throws (T5)."), name,
                             score);
        if (voids[0] && rem[0])
                /* TRANSLATORS: a sentence said after "... threw 2: end of the
                   throws (T5)."; keep the leading space */
                tui_thaayam_append(p->msg, sizeof p->msg,
                                   _(" Void: %s (before the first 1, T9)."), voids);
        else if (voids[0])
                tui_thaayam_append(p->msg, sizeof p->msg, "%s",
                                   _(" No 1, no piece in play: all void (T9)."));
}

const char *tui_thaayam_action_words(const char *action, char *buf, size_t len)
{
        thaayam_action a;
        char scores[48] = "";

        if (thaayam_action_parse(action, &a, NULL, 0) != THAAYAM_OK) {
                snprintf(buf, len, "%s", action);
                return buf;
        }
        switch (a.kind) {
        case THAAYAM_ACT_THROW:
                if (a.score > 0) /* a throw played: its score */
                        snprintf(buf, len, _("a throw of %d"), a.score);
                else
                        snprintf(buf, len, "%s", _("a throw"));
                break;
        case THAAYAM_ACT_ENTER:
                snprintf(buf, len, _("piece %d enters"), a.piece + 1);
                break;
        case THAAYAM_ACT_MOVE:
                /* TRANSLATORS: 1+2 in words: piece 1 moves by the score 2 */
                snprintf(buf, len, _("piece %d moves %d"), a.piece + 1, a.score);
                break;
        case THAAYAM_ACT_TWIN:
                snprintf(buf, len, _("pieces %d and %d become a twin"), a.piece + 1,
                         a.piece2 + 1);
                break;
        case THAAYAM_ACT_TWIN_MOVE: {
                int sum = 0;
                for (int v = THAAYAM_NVALUES - 1; v >= 0; v--)
                        for (int k = 0; k < a.group[v]; k++) {
                                tui_thaayam_append(scores, sizeof scores, "%s%d",
                                                   scores[0] ? " " : "",
                                                   thaayam_values[v]);
                                sum += thaayam_values[v];
                        }
                /* TRANSLATORS: 1&2+4+1 in words: the twin moves 2 squares,
                   half the sum of the scores 4 1, rounded down (T17) */
                snprintf(buf, len, _("twin %1$d&%2$d moves %3$d with %4$s"), a.piece + 1,
                         a.piece2 + 1, sum / 2, scores);
                break;
        }
        case THAAYAM_ACT_TWIN_ENTER:
                snprintf(buf, len, _("twin %d&%d enters"), a.piece + 1, a.piece2 + 1);
                break;
        case THAAYAM_ACT_OFF:
                snprintf(buf, len, _("piece %d is borne off"), a.piece + 1);
                break;
        default:
                snprintf(buf, len, "%s", _("the turn ends"));
                break;
        }
        return buf;
}

/* Was a twin among the opposing pieces this action captured (T18)? */
static bool captured_twin(const thaayam_state *a, const thaayam_state *b, int mover)
{
        for (int s = 0; s < 4; s++)
                for (int q = 0; s != mover && q < 4; q++)
                        if (a->pos[s][q] >= 0 && b->pos[s][q] == THAAYAM_POS_OFF &&
                            a->twin[s][q] != THAAYAM_NO_TWIN)
                                return true;
        return false;
}

/* Did a twin of the mover reach the castle and split there (T20)? */
static bool twin_split_on_castle(const thaayam_state *a, const thaayam_state *b,
                                 int mover)
{
        for (int q = 0; q < 4; q++)
                if (a->twin[mover][q] != THAAYAM_NO_TWIN &&
                    b->twin[mover][q] == THAAYAM_NO_TWIN &&
                    b->pos[mover][q] == THAAYAM_CASTLE_INDEX)
                        return true;
        return false;
}

/* Whether the messages show an action's notation after its words ("piece
 * 1 moves 3 (1+3)"): the catalogue says. The notation is made of English
 * words (enter, off, twin, done): English keeps it, where it teaches what
 * ':' takes; a language may leave it to the move log (issue 25). */
static bool notation_in_messages(void)
{
        /* TRANSLATORS: "yes" or "no" after the '|' (the text before it only
           says what it is): whether messages show an action's notation
           after its words, "piece 1 moves 3 (1+3)". The notation is made of
           English words (enter1, off3, twin1&2): "no" leaves it to the move
           log and the messages say the action in words alone. */
        const char *t = _("notation in messages|yes");
        const char *bar = strrchr(t, '|');
        return strcmp(bar ? bar + 1 : t, "no") != 0;
}

/* The same messages in words alone (notation_in_messages() is false). */
static void describe_in_words(struct tui_play *p, const char *name, const char *words,
                              const char *cap, bool twin_captured, bool twin_split,
                              const char *action)
{
        if (cap[0] && twin_captured)
                tui_play_say(
                    p, TUI_WIN,
                    _("%s: %s, capturing the twin %s (T18); %s plays again after "
                      "this turn (T15)."),
                    name, words, cap, name);
        else if (cap[0])
                tui_play_say(
                    p, TUI_WIN,
                    _("%s: %s, capturing %s (T14); %s plays again after this turn "
                      "(T15)."),
                    name, words, cap, name);
        else if (twin_split)
                tui_play_say(p, TUI_INFO,
                             _("%s: %s; on the castle the twin splits into two pieces "
                               "(T20)."),
                             name, words);
        else if (strncmp(action, "twin", 4) == 0)
                /* TRANSLATORS: "South: pieces 1 and 2 become a twin (T16)." */
                tui_play_say(p, TUI_INFO, _("%s: %s (T16)."), name, words);
        else if (strncmp(action, "off", 3) == 0)
                /* TRANSLATORS: "South: piece 3 is borne off (T21)." */
                tui_play_say(p, TUI_INFO, _("%s: %s (T21)."), name, words);
        else if (strcmp(action, "done") != 0)
                tui_play_say(p, TUI_INFO, _("%s: %s."), name, words);
}

/* What an action did: throws, captures (T14, T15, T18), twins, the castle
 * (T20), bearing off. */
void tui_thaayam_describe(struct tui_play *p, struct tui_thaayam_screen *t,
                          const thaayam_state *before, const char *action)
{
        char cap[64], name[SESSION_NAME_MAX + 24], words[96];
        int seat = before->turn;

        snprintf(name, sizeof name, "%s", tui_thaayam_seat_name(p, seat));
        if (before->phase == THAAYAM_PHASE_THROW) {
                describe_throw(p, t, seat, name);
                return;
        }
        /* the action in words, its notation after it as the log writes it
           ("South: piece 1 moves 2 (1+2)."; issue 25: "South played 1+2."
           read as a sum) */
        tui_thaayam_action_words(action, words, sizeof words);
        tui_thaayam_captures(before, &t->st, seat, true, cap, sizeof cap);
        if (!notation_in_messages()) {
                describe_in_words(p, name, words, cap,
                                  captured_twin(before, &t->st, seat),
                                  twin_split_on_castle(before, &t->st, seat), action);
                return;
        }
        if (cap[0] && captured_twin(before, &t->st, seat))
                tui_play_say(p, TUI_WIN,
                             _("%s: %s (%s), capturing the twin %s (T18); %s plays "
                               "again after this turn (T15)."),
                             name, words, action, cap, name);
        else if (cap[0])
                tui_play_say(p, TUI_WIN,
                             _("%s: %s (%s), capturing %s (T14); %s plays again after "
                               "this turn (T15)."),
                             name, words, action, cap, name);
        else if (twin_split_on_castle(before, &t->st, seat))
                tui_play_say(p, TUI_INFO,
                             _("%s: %s (%s); on the castle the twin splits into two "
                               "pieces (T20)."),
                             name, words, action);
        else if (strncmp(action, "twin", 4) == 0)
                tui_play_say(p, TUI_INFO, _("%s declares a twin: %s (T16)."), name,
                             action);
        else if (strncmp(action, "off", 3) == 0)
                tui_play_say(p, TUI_INFO, _("%s bears a piece off: %s (T21)."), name,
                             action);
        else if (strcmp(action, "done") != 0)
                tui_play_say(p, TUI_INFO, _("%s: %s (%s)."), name, words, action);
}
