/* notation.c: the action notation of Thaayam (throw, throw S, enterP, P+S,
 * twinP&Q, P&Q+S+S..., enterP&Q, offP, done), read and written, and the
 * byte order of notations used to list actions. */
#include <string.h>

#include "thaayam/internal.h"

static void blank(thaayam_action *a, int kind)
{
        a->kind = (uint8_t)kind;
        a->piece = a->piece2 = a->score = 0;
        for (int v = 0; v < THAAYAM_NVALUES; v++)
                a->group[v] = 0;
}

static int starts(const char *s, const char *prefix)
{
        while (*prefix)
                if (*s++ != *prefix++)
                        return 0;
        return 1;
}

static int eq(const char *a, const char *b)
{
        while (*a && *a == *b) {
                a++;
                b++;
        }
        return *a == *b;
}

/* Reads a piece number 1..4 at *s. */
static int read_piece(const char **s, int *p, char *err, size_t errlen)
{
        if (**s < '0' || **s > '9') {
                tt_reason(err, errlen, "expected a piece number 1-4 in the action");
                return 0;
        }
        if (**s < '1' || **s > '4' || ((*s)[1] >= '0' && (*s)[1] <= '9')) {
                tt_text m;
                tt_text_init(&m, err, errlen);
                tt_text_str(&m, "there is no piece ");
                for (int k = 0; k < 6 && (*s)[k] >= '0' && (*s)[k] <= '9'; k++)
                        tt_text_char(&m, (*s)[k]);
                tt_text_str(&m, ": pieces are numbered 1 to 4 (T2)");
                return 0;
        }
        *p = **s - '1';
        (*s)++;
        return 1;
}

/* Reads "P&Q" with P != Q, ordered so that P < Q. */
static int read_pair(const char **s, thaayam_action *a, char *err, size_t errlen)
{
        int p, q;
        if (!read_piece(s, &p, err, errlen))
                return 0;
        if (**s != '&') {
                tt_reason(err, errlen, "a twin is written P&Q, e.g. 1&2");
                return 0;
        }
        (*s)++;
        if (!read_piece(s, &q, err, errlen))
                return 0;
        if (p == q) {
                tt_reason(err, errlen, "a twin is two different pieces (T16)");
                return 0;
        }
        a->piece = (uint8_t)(p < q ? p : q);
        a->piece2 = (uint8_t)(p < q ? q : p);
        return 1;
}

/* Reads a score 1, 2, 3, 4 or 8 at *s. */
static int read_score(const char **s, int *score, char *err, size_t errlen)
{
        int v = 0, digits = 0;
        while (**s >= '0' && **s <= '9' && digits < 4) {
                v = v * 10 + (**s - '0');
                (*s)++;
                digits++;
        }
        if (!digits) {
                tt_reason(err, errlen, "expected a score (1, 2, 3, 4 or 8) after '+'");
                return 0;
        }
        if (!thaayam_score_valid(v) || (**s >= '0' && **s <= '9')) {
                tt_reason(err, errlen, "%d is not a score: 1, 2, 3, 4 or 8 (T4)", v);
                return 0;
        }
        *score = v;
        return 1;
}

static thaayam_status trailing(const char *s, char *err, size_t errlen)
{
        if (*s) {
                tt_reason(err, errlen, "unexpected '%c' in the action", *s);
                return THAAYAM_ERR_SYNTAX;
        }
        return THAAYAM_OK;
}

/* ---- one reader per kind of action, after its keyword */

static int read_done(const char **s, thaayam_action *a, char *err, size_t errlen)
{
        (void)s, (void)err, (void)errlen;
        blank(a, THAAYAM_ACT_DONE);
        return 1;
}

/* "throw" or "throw S" (a given score, T4). */
static int read_throw(const char **s, thaayam_action *a, char *err, size_t errlen)
{
        int score;
        blank(a, THAAYAM_ACT_THROW);
        if (**s == ' ') {
                (*s)++;
                if (!read_score(s, &score, err, errlen))
                        return 0;
                a->score = (uint8_t)score;
        }
        return 1;
}

/* "enterP" (T8) or "enterP&Q" (a whole twin, T19). */
static int read_enter(const char **s, thaayam_action *a, char *err, size_t errlen)
{
        int p;
        blank(a, THAAYAM_ACT_ENTER);
        if ((*s)[0] && (*s)[1] == '&') {
                a->kind = THAAYAM_ACT_TWIN_ENTER;
                return read_pair(s, a, err, errlen);
        }
        if (!read_piece(s, &p, err, errlen))
                return 0;
        a->piece = (uint8_t)p;
        return 1;
}

/* "offP" (T21). */
static int read_off(const char **s, thaayam_action *a, char *err, size_t errlen)
{
        int p;
        blank(a, THAAYAM_ACT_OFF);
        if (!read_piece(s, &p, err, errlen))
                return 0;
        a->piece = (uint8_t)p;
        return 1;
}

/* "twinP&Q" (T16). */
static int read_twin(const char **s, thaayam_action *a, char *err, size_t errlen)
{
        blank(a, THAAYAM_ACT_TWIN);
        return read_pair(s, a, err, errlen);
}

/* "P&Q+S+S..." (T17). */
static int read_twin_move(const char **s, thaayam_action *a, char *err, size_t errlen)
{
        int score, n = 0;
        blank(a, THAAYAM_ACT_TWIN_MOVE);
        if (!read_pair(s, a, err, errlen))
                return 0;
        if (**s != '+') {
                tt_reason(err, errlen, "a twin moves by scores: write e.g. %d&%d+8+4",
                          a->piece + 1, a->piece2 + 1);
                return 0;
        }
        while (**s == '+') {
                (*s)++;
                if (!read_score(s, &score, err, errlen))
                        return 0;
                if (++n > THAAYAM_MAX_THROWS) {
                        tt_reason(err, errlen, "too many scores in the group");
                        return 0;
                }
                a->group[thaayam_value_index(score)]++;
        }
        return 1;
}

/* "P+S" (T7), or a twin move when a '&' follows the piece. */
static int read_move(const char **s, thaayam_action *a, char *err, size_t errlen)
{
        int p, score;
        if ((*s)[1] == '&')
                return read_twin_move(s, a, err, errlen);
        blank(a, THAAYAM_ACT_MOVE);
        if (!read_piece(s, &p, err, errlen))
                return 0;
        a->piece = (uint8_t)p;
        if (**s != '+') {
                tt_reason(err, errlen, "a move is written P+S, e.g. %d+4", p + 1);
                return 0;
        }
        (*s)++;
        if (!read_score(s, &score, err, errlen))
                return 0;
        a->score = (uint8_t)score;
        if (**s == '+') {
                tt_reason(err, errlen,
                          "a single piece uses one score per action: write %d+%d, then "
                          "the next (T7)",
                          p + 1, score);
                return 0;
        }
        return 1;
}

/* The actions by their first word; one starting with a digit is a move. */
static const struct keyword {
        const char *word;
        int whole; /* the word is the whole action */
        int (*read)(const char **s, thaayam_action *a, char *err, size_t errlen);
} keywords[] = {
    {"done", 1, read_done}, {"throw", 0, read_throw}, {"enter", 0, read_enter},
    {"off", 0, read_off},   {"twin", 0, read_twin},
};

thaayam_status thaayam_action_parse(const char *text, thaayam_action *out, char *err,
                                    size_t errlen)
{
        thaayam_action a;
        const char *s = text;
        int (*read)(const char **, thaayam_action *, char *, size_t) = NULL;

        tt_reason_clear(err, errlen);
        if (!text || !*text) {
                tt_reason_copy(err, errlen, "empty action");
                return THAAYAM_ERR_SYNTAX;
        }
        for (size_t i = 0; i < sizeof keywords / sizeof keywords[0] && !read; i++)
                if (keywords[i].whole ? eq(s, keywords[i].word)
                                      : starts(s, keywords[i].word)) {
                        read = keywords[i].read;
                        s += strlen(keywords[i].word);
                }
        if (!read && *s >= '0' && *s <= '9')
                read = read_move;
        if (!read) {
                tt_reason_copy(err, errlen,
                               "unknown action: expected throw, enterP, P+S, twinP&Q, "
                               "P&Q+S..., enterP&Q, offP or done");
                return THAAYAM_ERR_SYNTAX;
        }
        if (!read(&s, &a, err, errlen) || trailing(s, err, errlen))
                return THAAYAM_ERR_SYNTAX;
        *out = a;
        return THAAYAM_OK;
}

size_t thaayam_action_format(const thaayam_action *a, char *buf, size_t len)
{
        tt_text m;
        tt_text_init(&m, buf, len);
        switch (a->kind) {
        case THAAYAM_ACT_THROW:
                tt_text_str(&m, "throw");
                if (a->score) {
                        tt_text_char(&m, ' ');
                        tt_text_int(&m, a->score);
                }
                break;
        case THAAYAM_ACT_ENTER:
                tt_text_str(&m, "enter");
                tt_text_int(&m, a->piece + 1);
                break;
        case THAAYAM_ACT_MOVE:
                tt_text_int(&m, a->piece + 1);
                tt_text_char(&m, '+');
                tt_text_int(&m, a->score);
                break;
        case THAAYAM_ACT_TWIN:
        case THAAYAM_ACT_TWIN_ENTER:
        case THAAYAM_ACT_TWIN_MOVE:
                if (a->kind == THAAYAM_ACT_TWIN)
                        tt_text_str(&m, "twin");
                else if (a->kind == THAAYAM_ACT_TWIN_ENTER)
                        tt_text_str(&m, "enter");
                tt_text_int(&m, a->piece + 1);
                tt_text_char(&m, '&');
                tt_text_int(&m, a->piece2 + 1);
                if (a->kind == THAAYAM_ACT_TWIN_MOVE)
                        for (int v = THAAYAM_NVALUES - 1; v >= 0; v--)
                                for (int k = 0; k < a->group[v]; k++) {
                                        tt_text_char(&m, '+');
                                        tt_text_int(&m, thaayam_values[v]);
                                }
                break;
        case THAAYAM_ACT_OFF:
                tt_text_str(&m, "off");
                tt_text_int(&m, a->piece + 1);
                break;
        case THAAYAM_ACT_DONE:
                tt_text_str(&m, "done");
                break;
        default:
                tt_text_str(&m, "?");
                break;
        }
        return tt_text_wanted(&m);
}

static int compare_text(const char *a, const char *b)
{
        while (*a && *a == *b) {
                a++;
                b++;
        }
        return (unsigned char)*a - (unsigned char)*b;
}

static int action_less(const thaayam_action *a, const thaayam_action *b)
{
        char ta[THAAYAM_ACTION_MAX], tb[THAAYAM_ACTION_MAX];
        thaayam_action_format(a, ta, sizeof ta);
        thaayam_action_format(b, tb, sizeof tb);
        return compare_text(ta, tb) < 0;
}

static void sift_down(thaayam_action *list, size_t root, size_t n)
{
        for (;;) {
                size_t child = 2 * root + 1;
                if (child >= n)
                        return;
                if (child + 1 < n && action_less(&list[child], &list[child + 1]))
                        child++;
                if (!action_less(&list[root], &list[child]))
                        return;
                thaayam_action t = list[root];
                list[root] = list[child];
                list[child] = t;
                root = child;
        }
}

void thaayam_actions_sort(thaayam_action *list, size_t n)
{
        /* heapsort on the notation: O(n log n), no memory needed */
        if (n < 2)
                return;
        for (size_t i = n / 2; i-- > 0;)
                sift_down(list, i, n);
        for (size_t end = n - 1; end > 0; end--) {
                thaayam_action t = list[0];
                list[0] = list[end];
                list[end] = t;
                sift_down(list, 0, end);
        }
}
