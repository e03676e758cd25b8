/* teach/class_teacher.c: the teacher's link to a class (see class.h): the
 * hosting process started from the teaching board's position, the
 * teacher's messages, and the roster kept from what the host says. */
#include "tui/teach/class.h"
#include "tui/teach/internal.h"
#include "tui/net/remote.h"
#include "net/protocol.h"
#include "net/sanitize.h"
#include "i18n/i18n.h"

#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

enum { OUT_MAX = 1 << 20, WELCOME_MS = 5000 };

struct teach_class *teach_class_now;

static void send_line(struct teach_class *tc, const char *line)
{
        char why[TT_REASON_MAX];
        if (tc->gone)
                return;
        if (net_conn_send(&tc->c, line) != 0 ||
            net_conn_flush(&tc->c, why, sizeof why) != 0)
                tc->gone = true;
}

static void send_text(struct teach_class *tc, const char *verb, const char *text)
{
        char w[NET_LINE_MAX / 2], line[NET_LINE_MAX];
        if (net_quote(w, sizeof w, text) != 0)
                return;
        snprintf(line, sizeof line, "%s %s", verb, w);
        send_line(tc, line);
}

/* --------------------------------------------------- the host's messages */

static void e_joined(void *ctx, bool teacher, const char *login)
{
        (void)ctx;
        (void)teacher;
        (void)login;
}

static void e_note(void *ctx, const char *text)
{
        struct teach_class *tc = ctx;
        net_sanitize(tc->note, sizeof tc->note, text);
}

static void e_question(void *ctx, int id, const char *kind)
{
        struct teach_class *tc = ctx;
        tc->question = id;
        tc->open = true;
        tc->answers[0] = '\0';
        snprintf(tc->kind, sizeof tc->kind, "%.15s", kind);
}

static void e_reveal(void *ctx, int id, const char *kind, const char *answers,
                     enum net_class_verdict verdict)
{
        struct teach_class *tc = ctx;
        (void)id;
        (void)kind;
        (void)verdict;
        tc->open = false;
        if (strcmp(answers, "-") == 0)
                snprintf(tc->answers, sizeof tc->answers, "%s",
                         _("no move does it here"));
        else
                net_sanitize(tc->answers, sizeof tc->answers, answers);
}

static void e_pupil(void *ctx, const struct net_class_pupil *p)
{
        struct teach_class *tc = ctx;
        struct net_class_pupil *r = &tc->roster[p->index];
        *r = *p;
        net_sanitize(r->login, sizeof r->login, p->login);
        net_sanitize(r->answer, sizeof r->answer, p->answer);
        tc->listed[p->index] = true;
}

static void e_record(void *ctx, const char *path)
{
        struct teach_class *tc = ctx;
        net_sanitize(tc->record, sizeof tc->record, path);
}

static void e_lesson(void *ctx, const char *id)
{
        struct teach_class *tc = ctx;
        int n = 0;
        const struct lesson *all = lesson_list(tc->g->name, &n);

        tc->lesson = NULL;
        for (int i = 0; i < n; i++)
                if (strcmp(all[i].id, id) == 0)
                        tc->lesson = tc->last = &all[i];
}

static const struct net_class_events events = {
    .joined = e_joined,
    .note = e_note,
    .question = e_question,
    .reveal = e_reveal,
    .pupil = e_pupil,
    .record = e_record,
    .lesson = e_lesson,
};

/* One message: class news, a refusal, or the host closing. */
static void take(struct teach_class *tc, const struct net_msg *m)
{
        struct net_words w;
        char text[NET_LINE_MAX];

        if (net_class_take(&events, tc, m) || teach_pairs_take(&tc->pairs, m) || m->blob)
                return;
        if (net_words_split(m->line, &w) != 0 || w.argc < 2)
                return;
        if (strcmp(w.argv[0], "error") == 0 || strcmp(w.argv[0], "bye") == 0) {
                if (net_unquote(text, sizeof text, w.argv[1]) != 0)
                        snprintf(text, sizeof text, "?");
                net_sanitize(tc->error, sizeof tc->error, _(text));
                if (w.argv[0][0] == 'b')
                        tc->gone = true;
        }
}

bool teach_class_poll(struct teach_class *tc)
{
        char why[TT_REASON_MAX];
        struct net_msg m;
        bool changed = false;
        int rc;

        if (tc->gone)
                return false;
        rc = net_conn_read(&tc->c, why, sizeof why);
        while (net_conn_next(&tc->c, &m, why, sizeof why) == 1) {
                take(tc, &m);
                changed = true;
        }
        if (rc != 0) {
                tc->gone = true;
                changed = true;
        }
        return changed;
}

int teach_class_fd(const struct teach_class *tc)
{
        return tc->gone ? -1 : tc->c.fd;
}

/* ------------------------------------------------------------ opening */

/* Waits for the host's "class teacher"; 0, or -1 with why. */
static int welcome(struct teach_class *tc, char *why, size_t len)
{
        long long until = tui_now_ms() + WELCOME_MS;
        struct net_msg m;

        for (;;) {
                int rc = net_conn_next(&tc->c, &m, why, len);
                if (rc < 0)
                        return -1;
                if (rc == 1) {
                        if (strncmp(m.line, "class teacher", 13) == 0)
                                return 0;
                        take(tc, &m);
                        if (tc->gone) {
                                snprintf(why, len, "%s", tc->error);
                                return -1;
                        }
                        continue;
                }
                long long left = until - tui_now_ms();
                struct pollfd p = {tc->c.fd, POLLIN, 0};
                if (left <= 0 || poll(&p, 1, (int)left) <= 0) {
                        snprintf(why, len, "%s", _("the host did not answer in time"));
                        return -1;
                }
                if (net_conn_read(&tc->c, why, len) != 0) {
                        snprintf(why, len, "%s", _("the host hung up"));
                        return -1;
                }
        }
}

int teach_class_open(struct teach_class *tc, const struct teach_board_game *g,
                     const char *state, const struct tui_host_request *req, char *why,
                     size_t len)
{
        struct tui_host_request h = *req;
        struct tui_remote_target t;
        char path[NET_PATH_MAX];
        struct session *s = teach_session(g, state, why, len);
        int fd;

        memset(tc, 0, sizeof *tc);
        tc->c.fd = -1;
        tc->gone = true;
        if (!s)
                return -1;
        h.nremote = 0; /* every seat is the teacher's */
        h.net.klass = true;
        if (tui_host_start(s, &h, &t, &tc->server, why, len) != 0)
                return -1;
        if (net_login_of_uid(t.uid, tc->login, sizeof tc->login) != 0)
                snprintf(tc->login, sizeof tc->login, "%s", t.login);
        snprintf(tc->name, sizeof tc->name, "%s", t.name);
        tc->g = g;
        if (net_socket_path(t.uid, t.name, false, path, sizeof path, why, len) != 0 ||
            (fd = net_connect(path, t.uid, why, len)) < 0) {
                teach_class_close(tc);
                return -1;
        }
        net_conn_init(&tc->c, fd, OUT_MAX);
        tc->gone = false;
        send_line(tc, "hello " NET_PROTOCOL_VERSION_TEXT " teach");
        if (welcome(tc, why, len) != 0) {
                teach_class_close(tc);
                return -1;
        }
        snprintf(tc->sent, sizeof tc->sent, "%s", state);
        teach_class_now = tc;
        return 0;
}

void teach_class_close(struct teach_class *tc)
{
        if (!tc->gone) {
                (void)net_conn_send(&tc->c, "bye");
                (void)net_conn_flush(&tc->c, NULL, 0);
        }
        net_conn_free(&tc->c);
        tc->gone = true;
        /* the class ends with its teacher: the host tells every pupil */
        if (tc->server > 0)
                kill(tc->server, SIGTERM);
        tc->server = 0;
        if (teach_class_now == tc)
                teach_class_now = NULL;
}

/* ------------------------------------------------------------ speaking */

void teach_class_board(struct teach_class *tc, const char *state, const char *action)
{
        char s[NET_LINE_MAX / 2], a[NET_LINE_MAX / 8], o[NET_LINE_MAX / 8];
        char line[NET_LINE_MAX], options[TT_OPTIONS_MAX], why[TT_REASON_MAX];

        if (strcmp(state, tc->sent) == 0 || net_quote(s, sizeof s, state) != 0)
                return;
        /* with the rules' options: a position may need others (players=4) */
        if (tc->g->options(state, options, sizeof options, why, sizeof why) != 0 ||
            net_quote(o, sizeof o, options) != 0)
                snprintf(o, sizeof o, "-");
        if (!action || !action[0] || net_quote(a, sizeof a, action) != 0)
                snprintf(a, sizeof a, "-");
        snprintf(line, sizeof line, "board %s %s %s", s, a, o);
        send_line(tc, line);
        snprintf(tc->sent, sizeof tc->sent, "%s", state);
}

void teach_class_note(struct teach_class *tc, const char *text)
{
        send_text(tc, "note", text);
}

void teach_class_ask(struct teach_class *tc, const char *kind)
{
        char line[64];
        snprintf(line, sizeof line, "question %.15s", kind);
        tc->error[0] = '\0';
        send_line(tc, line);
}

void teach_class_lesson(struct teach_class *tc, const struct lesson *l)
{
        char line[64];
        snprintf(line, sizeof line, "lesson %.31s", l ? l->id : "-");
        tc->error[0] = '\0';
        send_line(tc, line);
}

void teach_class_reveal(struct teach_class *tc)
{
        tc->error[0] = '\0';
        send_line(tc, "reveal");
}

/* ------------------------------------------------------------- summary */

void teach_class_count(const struct teach_class *tc, int *here, int *answered, int *right)
{
        *here = *answered = *right = 0;
        for (int i = 0; i < NET_CLASS_ROSTER_MAX; i++) {
                const struct net_class_pupil *p = &tc->roster[i];
                if (!tc->listed[i])
                        continue;
                *here += p->here;
                *answered += p->answer[0] != '\0';
                *right += p->answer[0] && p->verdict == NET_CLASS_RIGHT;
        }
}

void teach_class_summary(const struct teach_class *tc, char *buf, size_t len)
{
        int here, answered, right;

        teach_class_count(tc, &here, &answered, &right);
        int done = 0;
        for (int i = 0; i < NET_CLASS_ROSTER_MAX; i++)
                done += tc->listed[i] && tc->lesson &&
                        tc->roster[i].steps >= tc->lesson->nsteps;
        if (tc->gone)
                snprintf(buf, len, "%s", _("The class has ended."));
        else if (tc->lesson)
                /* TRANSLATORS: the class's summary while a lesson is taken
                   together: its title, pupils done, pupils in the class */
                snprintf(buf, len, _("Lesson \"%s\": %d of %d done."),
                         _(tc->lesson->title), done, here);
        else if (tc->open)
                snprintf(buf, len, _("Question %d: %d of %d answered."), tc->question,
                         answered, here);
        else if (tc->question)
                snprintf(buf, len, _("Question %d: %d of %d right."), tc->question, right,
                         answered > here ? answered : here);
        else
                snprintf(buf, len,
                         ngettext("%d pupil in the class.", "%d pupils in the class.",
                                  (unsigned long)here),
                         here);
}
