/* class_wire.c: what both sides of a class share (see class.h): the kinds
 * of questions, the host's class messages read for a terminal, and the
 * cells of the class's CSV record. */
#include "net/class.h"
#include "net/protocol.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const struct lesson_question *net_class_kind(const char *game, const char *id)
{
        for (const struct lesson_question *k = lesson_questions(game); k->id; k++)
                if (strcmp(k->id, id) == 0)
                        return k;
        return NULL;
}

const char *net_class_verdict_word(enum net_class_verdict v)
{
        return v == NET_CLASS_RIGHT ? "right" : v == NET_CLASS_WRONG ? "wrong" : "-";
}

static enum net_class_verdict verdict_of(const char *w)
{
        return strcmp(w, "right") == 0   ? NET_CLASS_RIGHT
               : strcmp(w, "wrong") == 0 ? NET_CLASS_WRONG
                                         : NET_CLASS_NONE;
}

/* ------------------------------------------------- the host's messages */

struct taking {
        const struct net_class_events *ev;
        void *ctx;
};

static void c_class(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        char login[NET_LINE_MAX];
        if (t->ev->joined)
                t->ev->joined(t->ctx, strcmp(w->argv[1], "teacher") == 0,
                              net_word_text(w->argv[2], login, sizeof login));
}

static void c_note(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        char text[NET_LINE_MAX];
        if (t->ev->note)
                t->ev->note(t->ctx, net_word_text(w->argv[1], text, sizeof text));
}

static void c_question(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        if (t->ev->question)
                t->ev->question(t->ctx, (int)net_word_count(w->argv[1], 9), w->argv[2]);
}

static void c_replied(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        char action[NET_LINE_MAX];
        if (t->ev->replied)
                t->ev->replied(t->ctx, (int)net_word_count(w->argv[1], 9),
                               net_word_text(w->argv[2], action, sizeof action));
}

static void c_reveal(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        char answers[NET_LINE_MAX];
        if (t->ev->reveal)
                t->ev->reveal(t->ctx, (int)net_word_count(w->argv[1], 9), w->argv[2],
                              net_word_text(w->argv[3], answers, sizeof answers),
                              verdict_of(w->argv[4]));
}

static void c_pupil(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        struct net_class_pupil p;
        char text[NET_LINE_MAX];

        if (!t->ev->pupil)
                return;
        memset(&p, 0, sizeof p);
        p.index = (int)net_word_count(w->argv[1], 9);
        if (p.index < 0 || p.index >= NET_CLASS_ROSTER_MAX)
                return;
        snprintf(p.login, sizeof p.login, "%.47s",
                 net_word_text(w->argv[2], text, sizeof text));
        p.here = strcmp(w->argv[3], "here") == 0;
        net_word_text(w->argv[4], text, sizeof text);
        snprintf(p.answer, sizeof p.answer, "%.63s", strcmp(text, "-") == 0 ? "" : text);
        p.verdict = verdict_of(w->argv[5]);
        p.ms = net_word_count(w->argv[6], 9);
        p.steps = w->argc > 7 ? (int)net_word_count(w->argv[7], 9) : -1;
        t->ev->pupil(t->ctx, &p);
}

static void c_record(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        char path[NET_LINE_MAX];
        if (t->ev->record)
                t->ev->record(t->ctx, net_word_text(w->argv[1], path, sizeof path));
}

static void c_lesson(void *ctx, const struct net_words *w)
{
        struct taking *t = ctx;
        const char *id = w->argv[1];
        if (!t->ev->lesson || strlen(id) > 31)
                return;
        t->ev->lesson(t->ctx, strcmp(id, "-") == 0 ? "" : id);
}

/* The host's class messages; more words are allowed, for a newer host. */
static const struct net_verb from_host[] = {
    {"class", 3, NET_ARGS_MAX, 0, c_class},       /* class ROLE LOGIN */
    {"note", 2, NET_ARGS_MAX, 0, c_note},         /* note TEXT */
    {"question", 3, NET_ARGS_MAX, 0, c_question}, /* question ID KIND */
    {"replied", 3, NET_ARGS_MAX, 0, c_replied},   /* replied ID ACTION */
    {"reveal", 5, NET_ARGS_MAX, 0, c_reveal},     /* reveal ID KIND ANSWERS VERDICT */
    {"pupil", 7, NET_ARGS_MAX, 0, c_pupil},   /* pupil N LOGIN HERE ANSWER VERDICT MS */
    {"record", 2, NET_ARGS_MAX, 0, c_record}, /* record PATH */
    {"lesson", 2, NET_ARGS_MAX, 0, c_lesson}, /* lesson ID|- */
    {NULL, 0, 0, 0, NULL},
};

bool net_class_take(const struct net_class_events *ev, void *ctx, const struct net_msg *m)
{
        struct taking t = {ev, ctx};
        if (m->blob)
                return false;
        return net_dispatch(from_host, 0, &t, m->line) == NET_OK;
}

/* ------------------------------------------------------------------ CSV */

int net_csv_cell(char *out, size_t size, const char *text)
{
        size_t n = strlen(text), used = 0;
        bool formula = n > 0 && strchr("=+-@\t\r", text[0]) != NULL;
        bool quote = strpbrk(text, ",\"\r\n") != NULL ||
                     (n > 0 && (text[0] == ' ' || text[n - 1] == ' '));

        if (size == 0)
                return -1;
        out[0] = '\0';
#define PUT(ch)                                                                          \
        do {                                                                             \
                if (used + 1 >= size) {                                                  \
                        out[0] = '\0';                                                   \
                        return -1;                                                       \
                }                                                                        \
                out[used++] = (ch);                                                      \
        } while (0)
        if (quote)
                PUT('"');
        if (formula)
                PUT('\'');
        for (const char *c = text; *c; c++) {
                if (*c == '"')
                        PUT('"');
                PUT(*c);
        }
        if (quote)
                PUT('"');
#undef PUT
        out[used] = '\0';
        return 0;
}
