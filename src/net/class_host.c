/* class_host.c: a class in the hosting process (net/class.h, class_host.h):
 * the teacher's board as the hosted session (a position set, an action
 * played forward, one taken back), the teacher's note, one question at a
 * time judged by the rules library and the analysis (src/lesson/judge.c),
 * the roster of pupils with their answers, and the class's record as a CSV
 * file in the teacher's data folder, written again after every reveal.
 *
 * Identity is the uid: a pupil is one line of the roster per uid, so a
 * second terminal of the same login takes the line over and answers once
 * for it. The host's own uid is the teacher's: each of its pupil terminals
 * gets a line of its own (a teacher trying the class out, or a class whose
 * pupils share one login), shown as LOGIN#2, LOGIN#3... Only the teacher's
 * terminal (the host's uid, `hello 2 teach`) may send the teacher's verbs;
 * pupils see no one's answer but their own before the reveal. */
#include "net/class_host.h"
#include "net/class.h"
#include "net/class_pairs.h"
#include "net/sanitize.h"
#include "record/files.h"
#include "i18n/i18n.h"
#include "tt_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* SEARCHED_MAX: forced wins searched for, when asking and at a reveal */
enum { CSV_MAX = 1 << 20, ANSWER_MAX = 64, SEARCHED_MAX = 12 };

struct entry {
        bool used;
        uid_t uid;
        char login[48];
        bool here;
        bool answered;
        char action[ANSWER_MAX];
        enum net_class_verdict verdict;
        long long ms;
        int steps_done;      /* of the class's lesson; -1: none taken yet */
        long long lesson_ms; /* from its start to its last step; -1: not done */
};

/* An answer already judged for the open question (pupils often give the
 * same one; a forced win costs a search). */
struct judged {
        char action[ANSWER_MAX];
        enum net_class_verdict verdict;
};

struct net_class {
        int qid;   /* the last question's number, 0: none yet */
        bool open; /* asked, not revealed */
        const struct lesson_question *kind;
        char qstate[TT_STATE_MAX];
        long long asked_ms;
        char note[NET_CLASS_NOTE_MAX];
        struct entry roster[NET_CLASS_ROSTER_MAX];
        struct judged judged[NET_CLASS_ROSTER_MAX];
        int njudged;
        const struct lesson *lesson; /* taken together now, or NULL */
        const struct lesson *last;   /* the last one taken (the roster's column) */
        long long lesson_started_ms;
        char *csv; /* the record: a header line, then a line per pupil and question */
        size_t csv_len;
        char csv_path[4096];
};

static struct net_class the_class;

struct sender {
        struct host *h;
        struct peer *p;
};

/* ------------------------------------------------------------ sending */

static void to_class(struct host *h, unsigned roles, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void to_class(struct host *h, unsigned roles, const char *fmt, ...)
{
        char line[NET_LINE_MAX];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(line, sizeof line, fmt, ap);
        va_end(ap);
        for (int i = 0; i < NET_PEERS_MAX; i++)
                if (h->peers[i].used && (h->peers[i].cls_role & roles))
                        host_send_line(h, &h->peers[i], "%s", line);
}

/* A reason, as an error, to the class's terminals of these roles. */
static void to_said(struct host *h, unsigned roles, const char *why)
{
        for (int i = 0; i < NET_PEERS_MAX; i++)
                if (h->peers[i].used && (h->peers[i].cls_role & roles))
                        host_send_said(h, &h->peers[i], "error", why);
}

/* Line i of the roster, to the teacher's terminal (or to `to`). */
static void roster_line(struct host *h, int i, struct peer *to)
{
        const struct entry *e = &h->cls->roster[i];
        char login[3 * 48 + 1], answer[3 * ANSWER_MAX + 1], ms[24], steps[16];

        /* the steps of the last lesson taken together, - before any */
        if (h->cls->last && e->steps_done >= 0)
                snprintf(steps, sizeof steps, "%d", e->steps_done);
        else
                snprintf(steps, sizeof steps, "-");
        host_word(e->login, login, sizeof login);
        host_word(e->answered ? e->action : "-", answer, sizeof answer);
        if (e->answered)
                snprintf(ms, sizeof ms, "%lld", e->ms);
        else
                snprintf(ms, sizeof ms, "-");
        if (to)
                host_send_line(
                    h, to, "pupil %d %s %s %s %s %s %s", i, login,
                    e->here ? "here" : "away", answer,
                    net_class_verdict_word(e->answered ? e->verdict : NET_CLASS_NONE), ms,
                    steps);
        else
                to_class(
                    h, NET_FROM_TEACHER, "pupil %d %s %s %s %s %s %s", i, login,
                    e->here ? "here" : "away", answer,
                    net_class_verdict_word(e->answered ? e->verdict : NET_CLASS_NONE), ms,
                    steps);
}

/* What a terminal joining the class is told: the note, the open question
 * (and its own answer), and for the teacher the roster. */
static void catch_up(struct host *h, struct peer *p)
{
        struct net_class *c = h->cls;
        char w[NET_LINE_MAX / 2];

        if (c->note[0])
                host_send_line(h, p, "note %s", host_word(c->note, w, sizeof w));
        if (c->open)
                host_send_line(h, p, "question %d %s", c->qid, c->kind->id);
        if (c->lesson) /* a pupil coming late takes the lesson too */
                host_send_line(h, p, "lesson %s", c->lesson->id);
        if (p->cls_role == NET_FROM_PUPIL && c->open && c->roster[p->cls_entry].answered)
                host_send_line(h, p, "replied %d %s", c->qid,
                               host_word(c->roster[p->cls_entry].action, w, sizeof w));
        if (p->cls_role == NET_FROM_TEACHER) {
                for (int i = 0; i < NET_CLASS_ROSTER_MAX; i++)
                        if (c->roster[i].used)
                                roster_line(h, i, p);
                class_pairs_catch_up(h, p);
        }
}

/* ------------------------------------------------------------ joining */

void class_start(struct host *h)
{
        memset(&the_class, 0, sizeof the_class);
        h->cls = &the_class;
}

/* The roster's line for a pupil of uid coming from peer p: the uid's own
 * line (any uid but the host's), or for the host's uid a line no
 * terminal holds; else a new line. -1 when the roster is full. */
static int entry_for(struct host *h, const struct peer *p)
{
        struct net_class *c = h->cls;
        int n = 0, free_line = -1, held = -1;

        for (int i = 0; i < NET_CLASS_ROSTER_MAX; i++) {
                struct entry *e = &c->roster[i];
                if (!e->used) {
                        if (free_line < 0)
                                free_line = i;
                        continue;
                }
                if (e->uid != p->uid)
                        continue;
                n++;
                if (p->uid != h->host_uid)
                        return i;
                /* the host's uid: a line no terminal holds, and not one
                 * whose pupil is away playing a pair's game */
                if (!e->here &&
                    (held < 0 || (class_pairs_playing(held) && !class_pairs_playing(i))))
                        held = i;
        }
        if (held >= 0)
                return held;
        if (free_line < 0)
                return -1;
        struct entry *e = &c->roster[free_line];
        memset(e, 0, sizeof *e);
        e->used = true;
        e->steps_done = c->lesson ? 0 : -1;
        e->lesson_ms = -1;
        e->uid = p->uid;
        if (n == 0)
                snprintf(e->login, sizeof e->login, "%s", p->login);
        else
                snprintf(e->login, sizeof e->login, "%.32s#%d", p->login, n + 1);
        return free_line;
}

bool class_hello(struct host *h, struct peer *p, const char *kind)
{
        char w[NET_LINE_MAX / 2];

        if (strcmp(kind, "teach") == 0) {
                if (p->uid != h->host_uid) {
                        host_drop(h, p, N_("only the host may teach this class"));
                        return true;
                }
                for (int i = 0; i < NET_PEERS_MAX; i++)
                        if (h->peers[i].used && h->peers[i].cls_role == NET_FROM_TEACHER)
                                host_drop(
                                    h, &h->peers[i],
                                    N_("you joined this game from another terminal"));
                p->cls_role = NET_FROM_TEACHER; /* before: not counted as a pupil */
                if (!host_admit_watcher(h, p))
                        return true;
                host_send_line(h, p, "class teacher %s",
                               host_word(p->login, w, sizeof w));
                catch_up(h, p);
                return true;
        }
        if (strcmp(kind, "pupil") != 0 && strcmp(kind, "play") != 0)
                return false; /* watch: an onlooker, on no roster */
        /* the watchers' rules first: nobody refused gets a line */
        if (!host_admit_watcher(h, p))
                return true;
        int i = entry_for(h, p);
        if (i < 0) {
                host_drop(h, p, N_("this class has as many pupils as it can hold"));
                return true;
        }
        /* the same login from another terminal takes its line over */
        for (int k = 0; k < NET_PEERS_MAX; k++) {
                struct peer *o = &h->peers[k];
                if (o != p && o->used && o->cls_role == NET_FROM_PUPIL &&
                    o->cls_entry == i)
                        host_drop(h, o, N_("you joined this game from another terminal"));
        }
        p->cls_role = NET_FROM_PUPIL;
        p->cls_entry = i;
        h->cls->roster[i].here = true;
        host_send_line(h, p, "class pupil %s",
                       host_word(h->cls->roster[i].login, w, sizeof w));
        catch_up(h, p);
        roster_line(h, i, NULL);
        class_pairs_back(h, p);
        return true;
}

void class_left(struct host *h, struct peer *p)
{
        if (p->cls_role != NET_FROM_PUPIL)
                return;
        for (int k = 0; k < NET_PEERS_MAX; k++)
                if (h->peers[k].used && h->peers[k].cls_role == NET_FROM_PUPIL &&
                    h->peers[k].cls_entry == p->cls_entry)
                        return; /* another terminal holds the line */
        h->cls->roster[p->cls_entry].here = false;
        p->cls_role = 0;
        roster_line(h, p->cls_entry, NULL);
}

void class_info(struct host *h, struct peer *p)
{
        int here = 0;
        for (int i = 0; i < NET_CLASS_ROSTER_MAX; i++)
                here += h->cls->roster[i].used && h->cls->roster[i].here;
        host_send_line(h, p, "info class %d 0 %s %lld", here,
                       h->o.watch == NET_WATCH_ANYONE   ? "anyone"
                       : h->o.watch == NET_WATCH_NOBODY ? "none"
                                                        : "listed",
                       (net_now_ms() - h->started_ms) / 1000);
}

/* ------------------------------------------------------------- board */

/* A position with other rules' options than the class's game (the
 * teacher chose four players, or other seats in play): a new game with
 * them, the settings kept otherwise. 0, or -1 with why. */
static int new_game(struct host *h, const char *options, const char *state, char *why,
                    size_t len)
{
        struct session_settings set = *session_settings(h->s);
        struct session *s;
        long long ms = net_now_ms();

        snprintf(set.options, sizeof set.options, "%s", options);
        s = session_new(h->ops, &set, ms, why, len);
        if (!s)
                return -1;
        if (session_set_state(s, state, ms, why, len) != 0) {
                session_free(s);
                return -1;
        }
        session_free(h->s);
        h->s = s;
        return 0;
}

/* The teacher's board, "board STATE [ACTION|- [OPTIONS]]": the action
 * from the last position when it leads to the new one (pupils see it as a
 * move), else a move taken back when that leads there, else the position
 * set afresh (a new game with OPTIONS, the rules' options of the
 * position, when given). */
static void on_board(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        struct host *h = t->h;
        char state[TT_STATE_MAX], action[TT_ACTION_MAX], now[TT_STATE_MAX];
        char why[TT_REASON_MAX];
        char options[TT_OPTIONS_MAX] = "";
        long long ms = net_now_ms();
        bool moved;

        if (net_unquote(state, sizeof state, w->argv[1]) != 0 ||
            (w->argc > 2 && net_unquote(action, sizeof action, w->argv[2]) != 0) ||
            (w->argc > 3 && net_unquote(options, sizeof options, w->argv[3]) != 0)) {
                host_send_said(h, t->p, "error", N_("that position is too long"));
                return;
        }
        if (h->cls->open) {
                host_send_said(h, t->p, "error",
                               N_("reveal the answer before the board changes"));
                return;
        }
        session_state(h->s, now, sizeof now);
        if (strcmp(now, state) == 0)
                return;
        moved = w->argc > 2 && strcmp(action, "-") != 0;
        if (moved && session_play(h->s, action, ms, why, sizeof why) == 0) {
                session_state(h->s, now, sizeof now);
                if (strcmp(now, state) == 0) {
                        host_moved(h);
                        return;
                }
        } else if (!moved && session_ply_count(h->s) > 0 &&
                   session_undo(h->s, ms, why, sizeof why) == 0) {
                session_state(h->s, now, sizeof now);
                if (strcmp(now, state) == 0) {
                        host_changed(h);
                        return;
                }
        }
        /* set afresh: a new game with the position's own options (the
         * teacher may have chosen four players), else the same game's */
        if (options[0] && strcmp(options, "-") != 0
                ? new_game(h, options, state, why, sizeof why) != 0
                : session_set_state(h->s, state, ms, why, sizeof why) != 0) {
                /* the last good position stays; the pupils see what they saw */
                host_send_said(h, t->p, "error", why);
        }
        host_changed(h);
}

static void on_note(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        struct net_class *c = t->h->cls;
        char raw[NET_LINE_MAX], word[NET_LINE_MAX / 2];

        if (net_unquote(raw, sizeof raw, w->argv[1]) != 0)
                raw[0] = '\0';
        net_sanitize(c->note, sizeof c->note, raw);
        to_class(t->h, NET_FROM_TEACHER | NET_FROM_PUPIL, "note %s",
                 host_word(c->note, word, sizeof word));
}

/* ---------------------------------------------------------- questions */

static enum net_class_verdict judge(struct net_class *c, const char *game,
                                    const char *action, char *why, size_t len)
{
        const struct lesson l = {game, "class", "", NULL, 0};
        const struct lesson_step step = {c->qstate, "", c->kind->goal, "", "", ""};

        why[0] = '\0';
        for (int i = 0; i < c->njudged; i++)
                if (strcmp(c->judged[i].action, action) == 0)
                        return c->judged[i].verdict;
        enum lesson_verdict v = lesson_judge(&l, &step, action, why, len);
        if (v == LESSON_ILLEGAL)
                return NET_CLASS_NONE;
        enum net_class_verdict r = v == LESSON_RIGHT ? NET_CLASS_RIGHT : NET_CLASS_WRONG;
        if (c->njudged < NET_CLASS_ROSTER_MAX && strlen(action) < ANSWER_MAX) {
                snprintf(c->judged[c->njudged].action, ANSWER_MAX, "%s", action);
                c->judged[c->njudged++].verdict = r;
        }
        return r;
}

/* Whether some legal action answers the question being asked (c->kind of
 * c->qstate), by the judge that judges the pupils: the first right one
 * stops the look, and its verdict is kept for the reveal. Forced wins are
 * searched for in at most SEARCHED_MAX actions, as at the reveal. */
static bool answerable(struct host *h)
{
        struct net_class *c = h->cls;
        struct tt_actions legal;
        char why[TT_REASON_MAX];
        bool found = false;
        int searched = 0;

        tt_actions_init(&legal);
        if (session_legal_actions(h->s, &legal) == 0)
                for (size_t k = 0; k < legal.count && !found && searched < SEARCHED_MAX;
                     k++) {
                        if (c->kind->goal == LESSON_FORCES_WIN)
                                searched++;
                        found = judge(c, h->ops->name, legal.items[k], why, sizeof why) ==
                                NET_CLASS_RIGHT;
                }
        tt_actions_free(&legal);
        return found;
}

static void on_question(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        struct host *h = t->h;
        struct net_class *c = h->cls;
        const struct lesson_question *k = net_class_kind(h->ops->name, w->argv[1]);
        struct tt_actions legal;

        if (!k) {
                host_send_said(h, t->p, "error", N_("no such question for this game"));
                return;
        }
        if (c->open) {
                host_send_said(h, t->p, "error",
                               N_("reveal the answer before the next question"));
                return;
        }
        if (c->lesson) {
                host_send_said(
                    h, t->p, "error",
                    N_("end the lesson before a question: the pupils are in it"));
                return;
        }
        tt_actions_init(&legal);
        bool none = session_over(h->s) || session_legal_actions(h->s, &legal) != 0 ||
                    legal.count == 0;
        tt_actions_free(&legal);
        if (none) {
                host_send_said(h, t->p, "error",
                               N_("nothing can be played on the board: no question"));
                return;
        }
        c->kind = k;
        c->njudged = 0;
        session_state(h->s, c->qstate, sizeof c->qstate);
        if (!answerable(h)) { /* nothing is sent to the pupils */
                host_send_said(h, t->p, "error", k->none);
                return;
        }
        c->qid++;
        c->open = true;
        c->asked_ms = net_now_ms();
        for (int i = 0; i < NET_CLASS_ROSTER_MAX; i++) {
                c->roster[i].answered = false;
                c->roster[i].action[0] = '\0';
        }
        to_class(h, NET_FROM_TEACHER | NET_FROM_PUPIL, "question %d %s", c->qid, k->id);
        for (int i = 0; i < NET_CLASS_ROSTER_MAX; i++)
                if (c->roster[i].used)
                        roster_line(h, i, NULL);
}

static void on_reply(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        struct host *h = t->h;
        struct net_class *c = h->cls;
        struct entry *e = &c->roster[t->p->cls_entry];
        char action[TT_ACTION_MAX], why[TT_REASON_MAX], word[NET_LINE_MAX / 2];

        if (!c->open) {
                host_send_said(h, t->p, "error", N_("no question is open now"));
                return;
        }
        if (e->answered) {
                host_send_said(h, t->p, "error",
                               N_("you have answered this question already"));
                return;
        }
        if (net_unquote(action, sizeof action, w->argv[1]) != 0 ||
            strlen(action) >= ANSWER_MAX) {
                host_send_said(h, t->p, "error", N_("that answer is too long"));
                return;
        }
        enum net_class_verdict v = judge(c, h->ops->name, action, why, sizeof why);
        if (v == NET_CLASS_NONE) { /* refused by the rules: not an answer yet */
                host_send_said(h, t->p, "error", why[0] ? why : N_("that is no move"));
                return;
        }
        e->answered = true;
        e->verdict = v;
        e->ms = net_now_ms() - c->asked_ms;
        size_t n = strlen(action); /* < ANSWER_MAX: checked above */
        if (n >= sizeof e->action)
                n = sizeof e->action - 1;
        memcpy(e->action, action, n);
        e->action[n] = '\0';
        /* every terminal of that line is told (never anyone else's answer) */
        for (int i = 0; i < NET_PEERS_MAX; i++) {
                struct peer *p = &h->peers[i];
                if (p->used && p->cls_role == NET_FROM_PUPIL &&
                    p->cls_entry == t->p->cls_entry)
                        host_send_line(h, p, "replied %d %s", c->qid,
                                       host_word(action, word, sizeof word));
        }
        roster_line(h, t->p->cls_entry, NULL);
}

/* The right answers to name: the pupils' right ones first, then the
 * legal actions judged in order, at most NET_CLASS_ANSWERS_MAX (and for a
 * forced win, which costs a search each, at most 12 searched). */
static void right_answers(struct host *h, char *out, size_t size)
{
        struct net_class *c = h->cls;
        struct tt_actions legal;
        char why[TT_REASON_MAX];
        int n = 0, searched = 0;
        size_t used = 0;

        out[0] = '\0';
        for (int i = 0; i < c->njudged && n < NET_CLASS_ANSWERS_MAX; i++)
                if (c->judged[i].verdict == NET_CLASS_RIGHT) {
                        used += (size_t)snprintf(out + used, size - used, "%s%s",
                                                 n ? "," : "", c->judged[i].action);
                        n++;
                }
        tt_actions_init(&legal);
        if (session_legal_actions(h->s, &legal) == 0)
                for (size_t k = 0; k < legal.count && n < NET_CLASS_ANSWERS_MAX &&
                                   used + 1 < size && searched < SEARCHED_MAX;
                     k++) {
                        const char *a = legal.items[k];
                        bool known = false;
                        for (int i = 0; i < c->njudged; i++)
                                known |= strcmp(c->judged[i].action, a) == 0;
                        if (known)
                                continue;
                        if (c->kind->goal == LESSON_FORCES_WIN)
                                searched++;
                        if (judge(c, h->ops->name, a, why, sizeof why) ==
                            NET_CLASS_RIGHT) {
                                used += (size_t)snprintf(out + used, size - used, "%s%s",
                                                         n ? "," : "", a);
                                n++;
                        }
                }
        tt_actions_free(&legal);
        if (!out[0])
                snprintf(out, size, "-");
}

/* Appends text to the record; false when it would pass CSV_MAX. */
static bool csv_add(struct net_class *c, const char *text)
{
        size_t n = strlen(text);
        if (c->csv_len + n + 1 > CSV_MAX)
                return false;
        char *more = realloc(c->csv, c->csv_len + n + 1);
        if (!more)
                return false;
        c->csv = more;
        memcpy(c->csv + c->csv_len, text, n + 1);
        c->csv_len += n;
        return true;
}

/* A CSV line of cells (NULL-ended). */
static bool csv_line(struct net_class *c, const char *const *cells)
{
        char line[2 * NET_LINE_MAX], cell[NET_LINE_MAX];
        size_t used = 0;

        line[0] = '\0';
        for (int i = 0; cells[i]; i++) {
                if (net_csv_cell(cell, sizeof cell, cells[i]) != 0)
                        snprintf(cell, sizeof cell, "?");
                used += (size_t)snprintf(line + used, sizeof line - used, "%s%s",
                                         i ? "," : "", cell);
                if (used >= sizeof line)
                        return false;
        }
        snprintf(line + used, sizeof line - used, "\r\n");
        return csv_add(c, line);
}

bool class_entry(struct host *h, int i, uid_t *uid, const char **login, bool *here)
{
        if (i < 0 || i >= NET_CLASS_ROSTER_MAX || !h->cls->roster[i].used)
                return false;
        *uid = h->cls->roster[i].uid;
        *login = h->cls->roster[i].login;
        *here = h->cls->roster[i].here;
        return true;
}

/* The record's file and header, made once: false (the teacher told why)
 * when it cannot be. */
static bool record_start(struct host *h)
{
        struct net_class *c = h->cls;
        char why[TT_REASON_MAX];

        if (c->csv)
                return true;
        static const char *const head[] = {"question",      "kind",    "position",
                                           "right answers", "pupil",   "answer",
                                           "result",        "seconds", NULL};
        char base[256], prefix[80];
        snprintf(prefix, sizeof prefix, "class-%s", h->o.name);
        why[0] = '\0';
        if (record_default_name(prefix, ".csv", base, sizeof base) != 0 ||
            record_path_for_save(base, c->csv_path, sizeof c->csv_path, why,
                                 sizeof why) != 0 ||
            !csv_line(c, head)) {
                c->csv_path[0] = '\0';
                to_said(h, NET_FROM_TEACHER,
                        why[0] ? why : N_("the class's record cannot be written"));
                return false;
        }
        return true;
}

/* A line of the record (cells NULL-ended), once it has its file. */
static void record_line(struct host *h, const char *const *cells)
{
        if (record_start(h))
                (void)csv_line(h->cls, cells);
}

/* The record written again, atomically; the teacher is told where it is,
 * or why it is not. */
static void record_write(struct host *h)
{
        struct net_class *c = h->cls;
        char why[TT_REASON_MAX], word[NET_LINE_MAX / 2];

        if (!c->csv || !c->csv_path[0])
                return;
        if (record_write_atomic(c->csv_path, c->csv, c->csv_len, why, sizeof why) != 0)
                to_said(h, NET_FROM_TEACHER, why);
        else
                to_class(h, NET_FROM_TEACHER, "record %s",
                         host_word(c->csv_path, word, sizeof word));
}

void class_record(struct host *h, const char *const *cells)
{
        record_line(h, cells);
        record_write(h);
}

/* The question just revealed goes into the record, which is written again
 * atomically in the teacher's data folder. */
static void record_question(struct host *h, const char *answers)
{
        struct net_class *c = h->cls;
        char qid[16], secs[32];

        snprintf(qid, sizeof qid, "%d", c->qid);
        for (int i = 0; i < NET_CLASS_ROSTER_MAX; i++) {
                const struct entry *e = &c->roster[i];
                if (!e->used)
                        continue;
                if (e->answered) /* no locale: always a point */
                        snprintf(secs, sizeof secs, "%lld.%lld", e->ms / 1000,
                                 e->ms % 1000 / 100);
                else
                        secs[0] = '\0';
                const char *cells[] = {qid,
                                       c->kind->id,
                                       c->qstate,
                                       answers,
                                       e->login,
                                       e->answered ? e->action : "",
                                       !e->answered                    ? "no answer"
                                       : e->verdict == NET_CLASS_RIGHT ? "right"
                                                                       : "wrong",
                                       secs,
                                       NULL};
                record_line(h, cells);
        }
        record_write(h);
}

static void on_reveal(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        struct host *h = t->h;
        struct net_class *c = h->cls;
        char answers[NET_LINE_MAX / 4], word[NET_LINE_MAX / 2];

        (void)w;
        if (!c->open) {
                host_send_said(h, t->p, "error", N_("no question is open now"));
                return;
        }
        right_answers(h, answers, sizeof answers);
        host_word(answers, word, sizeof word);
        c->open = false;
        for (int i = 0; i < NET_PEERS_MAX; i++) {
                struct peer *p = &h->peers[i];
                if (!p->used || !p->cls_role)
                        continue;
                const struct entry *e = &c->roster[p->cls_entry];
                enum net_class_verdict v = p->cls_role == NET_FROM_PUPIL && e->answered
                                               ? e->verdict
                                               : NET_CLASS_NONE;
                host_send_line(h, p, "reveal %d %s %s %s", c->qid, c->kind->id, word,
                               net_class_verdict_word(v));
        }
        record_question(h, answers);
}

/* ------------------------------------------------ lessons taken together */

/* The lesson just ended goes into the record: a line per pupil, with the
 * steps done ("2 of 3 steps"), done or not, and the seconds it took. */
static void record_lesson(struct host *h)
{
        struct net_class *c = h->cls;
        const struct lesson *l = c->lesson;
        char steps[32], done[32], secs[32];

        snprintf(steps, sizeof steps, "%d steps", l->nsteps);
        for (int i = 0; i < NET_CLASS_ROSTER_MAX; i++) {
                const struct entry *e = &c->roster[i];
                if (!e->used)
                        continue;
                snprintf(done, sizeof done, "%d of %d steps",
                         e->steps_done > 0 ? e->steps_done : 0, l->nsteps);
                if (e->lesson_ms >= 0)
                        snprintf(secs, sizeof secs, "%lld.%lld", e->lesson_ms / 1000,
                                 e->lesson_ms % 1000 / 100);
                else
                        secs[0] = '\0';
                const char *cells[] = {"lesson",
                                       l->id,
                                       "",
                                       steps,
                                       e->login,
                                       done,
                                       e->steps_done >= l->nsteps ? "done" : "not done",
                                       secs,
                                       NULL};
                record_line(h, cells);
        }
        record_write(h);
}

/* "lesson ID": the class takes lesson ID of its game, each pupil at their
 * own terminal; "lesson -" ends it (its progress goes into the record). */
static void on_lesson(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        struct host *h = t->h;
        struct net_class *c = h->cls;
        const struct lesson *found = NULL;
        int n = 0;

        if (strcmp(w->argv[1], "-") == 0) {
                if (!c->lesson) {
                        host_send_said(h, t->p, "error", N_("no lesson is going on"));
                        return;
                }
                record_lesson(h);
                c->lesson = NULL;
                to_class(h, NET_FROM_TEACHER | NET_FROM_PUPIL, "lesson -");
                return;
        }
        if (c->lesson || c->open) {
                host_send_said(h, t->p, "error",
                               c->lesson ? N_("end this lesson before another")
                                         : N_("reveal the answer before a lesson"));
                return;
        }
        const struct lesson *all = lesson_list(h->ops->name, &n);
        for (int i = 0; i < n && !found; i++)
                if (strcmp(all[i].id, w->argv[1]) == 0)
                        found = &all[i];
        if (!found) {
                host_send_said(h, t->p, "error", N_("no such lesson for this game"));
                return;
        }
        c->lesson = c->last = found;
        c->lesson_started_ms = net_now_ms();
        for (int i = 0; i < NET_CLASS_ROSTER_MAX; i++) {
                c->roster[i].steps_done = 0;
                c->roster[i].lesson_ms = -1;
        }
        to_class(h, NET_FROM_TEACHER | NET_FROM_PUPIL, "lesson %s", found->id);
        for (int i = 0; i < NET_CLASS_ROSTER_MAX; i++)
                if (c->roster[i].used)
                        roster_line(h, i, NULL);
}

/* "progress ID STEPS": a pupil has done STEPS steps of the class's lesson
 * ID. Untrusted: the lesson must be the one going on, STEPS a number of
 * its steps, and more than said before (so a pupil cannot flood the
 * teacher's roster: a line at most per step). */
static void on_progress(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        struct host *h = t->h;
        struct net_class *c = h->cls;
        struct entry *e = &c->roster[t->p->cls_entry];
        const char *s = w->argv[2];
        int steps = 0;

        if (!c->lesson) {
                host_send_said(h, t->p, "error", N_("no lesson is going on"));
                return;
        }
        if (strcmp(w->argv[1], c->lesson->id) != 0) {
                host_send_said(h, t->p, "error", N_("that is not the class's lesson"));
                return;
        }
        if (!*s || strlen(s) > 3 || strspn(s, "0123456789") != strlen(s) ||
            (steps = atoi(s)) > c->lesson->nsteps) {
                host_send_said(h, t->p, "error", N_("the lesson has no such step"));
                return;
        }
        if (steps <= e->steps_done)
                return; /* known already */
        e->steps_done = steps;
        if (steps == c->lesson->nsteps)
                e->lesson_ms = net_now_ms() - c->lesson_started_ms;
        roster_line(h, t->p->cls_entry, NULL);
}

void class_end(struct host *h)
{
        class_pairs_end(h);
        if (h->cls->lesson) /* its progress is kept too */
                record_lesson(h);
        free(h->cls->csv);
        h->cls->csv = NULL;
}

/* --------------------------------------------------------------- verbs */

static void on_pairs(void *ctx, const struct net_words *w)
{
        struct sender *t = ctx;
        class_pairs_on(t->h, t->p, w->argv[1]);
}

static const struct net_verb class_verbs[] = {
    {"board", 2, 4, NET_FROM_TEACHER, on_board}, /* board STATE [ACTION|- [OPTIONS]] */
    {"note", 2, 2, NET_FROM_TEACHER, on_note},   /* note TEXT */
    {"question", 2, 2, NET_FROM_TEACHER, on_question}, /* question KIND */
    {"reveal", 1, 1, NET_FROM_TEACHER, on_reveal},
    {"reply", 2, 2, NET_FROM_PUPIL, on_reply},       /* reply ACTION */
    {"lesson", 2, 2, NET_FROM_TEACHER, on_lesson},   /* lesson ID|- */
    {"progress", 3, 3, NET_FROM_PUPIL, on_progress}, /* progress ID STEPS */
    {"pairs", 2, 2, NET_FROM_TEACHER, on_pairs},     /* pairs random|round|next|end */
    {NULL, 0, 0, 0, NULL},
};

enum net_fault class_message(struct host *h, struct peer *p, unsigned role,
                             const char *line)
{
        struct sender t = {h, p};
        return net_dispatch(class_verbs, role, &t, line);
}
