/* class_pupil.c: a pupil's side of a class (see class_pupil.h). Texts of
 * the host are sanitized before they reach the terminal; questions and
 * explanations are the pupil's own program's words, in the pupil's
 * language (the host sends only their kind). */
#include "tui/net/class_pupil.h"
#include "net/class.h"
#include "net/sanitize.h"
#include "tui/seats.h"
#include "i18n/i18n.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct taking {
        struct tui_class_pupil *cp;
        const struct session *view;
        struct tui_link_news *n;
        int shown;
};

static void say(struct taking *t, bool error, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void say(struct taking *t, bool error, const char *fmt, ...)
{
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(t->n->text, sizeof t->n->text, fmt, ap);
        va_end(ap);
        net_sanitize(t->n->text, sizeof t->n->text, t->n->text);
        t->n->error = error;
        t->shown = 1;
}

/* The task of a kind of question for the side to move, in words. */
static void task_of(const struct taking *t, const char *kind, char *buf, size_t len)
{
        const char *game = t->view ? session_ops(t->view)->name : "";
        const struct lesson_question *k = net_class_kind(game, kind);
        char side = t->view ? session_turn(t->view) : 0;

        if (!k) {
                snprintf(buf, len, "%s", _("Find the best move."));
                return;
        }
        snprintf(buf, len, _(k->task), tui_seat_word(side));
}

static void e_joined(void *ctx, bool teacher, const char *login)
{
        struct taking *t = ctx;
        char who[48];
        if (teacher)
                return;
        t->cp->in_class = true;
        net_sanitize(who, sizeof who, login);
        say(t, false, _("You are in the class as %s: the teacher's board is shown here."),
            who);
}

static void e_note(void *ctx, const char *text)
{
        struct taking *t = ctx;
        char note[NET_CLASS_NOTE_MAX];
        net_sanitize(note, sizeof note, text);
        if (note[0])
                say(t, false, _("Teacher: %s"), note);
}

static void e_question(void *ctx, int id, const char *kind)
{
        struct taking *t = ctx;
        char task[256];

        if (id <= 0)
                return;
        t->cp->question = id;
        t->cp->answered = false;
        t->cp->answer[0] = '\0';
        snprintf(t->cp->kind, sizeof t->cp->kind, "%.15s", kind);
        task_of(t, kind, task, sizeof task);
        say(t, false, _("Question %d: %s Play your answer on the board."), id, task);
}

static void e_replied(void *ctx, int id, const char *action)
{
        struct taking *t = ctx;
        if (id != t->cp->question)
                return;
        t->cp->answered = true;
        net_sanitize(t->cp->answer, sizeof t->cp->answer, action);
        say(t, false, _("Your answer %s is in: the teacher will show the answer."),
            t->cp->answer);
}

static void e_reveal(void *ctx, int id, const char *kind, const char *answers_raw,
                     enum net_class_verdict verdict)
{
        struct taking *t = ctx;
        const char *game = t->view ? session_ops(t->view)->name : "";
        const struct lesson_question *k = net_class_kind(game, kind);
        char answers[128];
        const char *why = k ? _(k->why) : "";

        (void)id;
        if (strcmp(answers_raw, "-") == 0) /* the host found none */
                snprintf(answers, sizeof answers, "%s", _("no move does it here"));
        else
                net_sanitize(answers, sizeof answers, answers_raw);
        t->cp->question = 0;
        if (verdict == NET_CLASS_RIGHT)
                say(t, false, _("Right! The answer: %s. %s"), answers, why);
        else if (verdict == NET_CLASS_WRONG)
                say(t, true, _("Not this time: you played %s. The answer: %s. %s"),
                    t->cp->answer, answers, why);
        else
                say(t, false, _("The answer: %s. %s"), answers, why);
}

/* A lesson taken together starts (one of this game's: the host's word is
 * checked here too) or ends; a start hands the screen over to it. */
static void e_lesson(void *ctx, const char *id)
{
        struct taking *t = ctx;
        const char *game = t->view ? session_ops(t->view)->name : "";
        int n = 0;
        const struct lesson *all = lesson_list(game, &n);

        if (!id[0]) {
                if (t->cp->lesson[0])
                        say(t, false, "%s",
                            _("The lesson has ended: the teacher's board is shown "
                              "again."));
                t->cp->lesson[0] = '\0';
                return;
        }
        for (int i = 0; i < n; i++)
                if (strcmp(all[i].id, id) == 0) {
                        snprintf(t->cp->lesson, sizeof t->cp->lesson, "%s", all[i].id);
                        t->n->lesson = true;
                        t->shown = 1;
                }
}

static const struct net_class_events events = {
    .joined = e_joined,
    .note = e_note,
    .question = e_question,
    .replied = e_replied,
    .reveal = e_reveal,
    .lesson = e_lesson,
};

int tui_class_pupil_take(struct tui_class_pupil *cp, const struct net_msg *m,
                         const struct session *view, struct tui_link_news *n)
{
        struct taking t = {cp, view, n, 0};
        if (!net_class_take(&events, &t, m))
                return -1;
        return t.shown;
}

bool tui_class_pupil_asked(const struct tui_class_pupil *cp)
{
        return cp->in_class && cp->question > 0;
}

int tui_class_pupil_reply(struct tui_class_pupil *cp, const char *action, char *line,
                          size_t size, char *why, size_t len)
{
        char w[NET_LINE_MAX / 2];

        if (!tui_class_pupil_asked(cp) || cp->answered) {
                snprintf(why, len, "%s",
                         cp->answered ? _("You have answered this question already.")
                                      : _("There is no question to answer now."));
                return -1;
        }
        if (net_quote(w, sizeof w, action) != 0) {
                snprintf(why, len, "%s", _("That line is too long."));
                return -1;
        }
        snprintf(cp->answer, sizeof cp->answer, "%.63s", action);
        snprintf(line, size, "reply %s", w);
        return 0;
}
