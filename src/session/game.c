/* game.c: helpers shared by the game bindings (quixo_game.c,
 * thaayam_game.c): action lists, option lists ("players=4 order=cw"),
 * reasons, result strings and plain-text drawings. */
#include "session/game.h"
#include "tt_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void tt_actions_init(struct tt_actions *list)
{
        list->count = 0;
        list->cap = 0;
        list->items = NULL;
}

void tt_actions_free(struct tt_actions *list)
{
        for (size_t i = 0; i < list->count; i++)
                free(list->items[i]);
        free(list->items);
        tt_actions_init(list);
}

int tt_actions_add(struct tt_actions *list, const char *action)
{
        if (list->count == list->cap) {
                size_t cap = list->cap == 0 ? 16 : list->cap * 2;
                char **items = realloc(list->items, cap * sizeof *items);
                if (items == NULL)
                        return -1;
                list->items = items;
                list->cap = cap;
        }
        char *copy = strdup(action);
        if (copy == NULL)
                return -1;
        list->items[list->count++] = copy;
        return 0;
}

static int cmp_strings(const void *a, const void *b)
{
        return strcmp(*(char *const *)a, *(char *const *)b);
}

void tt_actions_sort(struct tt_actions *list)
{
        if (list->count < 2)
                return;
        qsort(list->items, list->count, sizeof *list->items, cmp_strings);
        size_t out = 1;
        for (size_t i = 1; i < list->count; i++) {
                if (strcmp(list->items[i], list->items[out - 1]) == 0)
                        free(list->items[i]);
                else
                        list->items[out++] = list->items[i];
        }
        list->count = out;
}

bool tt_actions_contains(const struct tt_actions *list, const char *action)
{
        size_t lo = 0, hi = list->count;
        while (lo < hi) {
                size_t mid = lo + (hi - lo) / 2;
                int c = strcmp(list->items[mid], action);
                if (c == 0)
                        return true;
                if (c < 0)
                        lo = mid + 1;
                else
                        hi = mid;
        }
        return false;
}

bool tt_option_get(const char *options, const char *key, char *buf, size_t size)
{
        size_t klen = strlen(key);
        const char *p = options;
        bool found = false;
        while (*p != '\0') {
                while (*p == ' ' || *p == '\t')
                        p++;
                const char *word = p;
                while (*p != '\0' && *p != ' ' && *p != '\t')
                        p++;
                size_t wlen = (size_t)(p - word);
                if (wlen > klen && strncmp(word, key, klen) == 0 && word[klen] == '=') {
                        size_t vlen = wlen - klen - 1;
                        if (size > 0) {
                                if (vlen >= size)
                                        vlen = size - 1;
                                memcpy(buf, word + klen + 1, vlen);
                                buf[vlen] = '\0';
                        }
                        found = true; /* the last one wins */
                }
        }
        return found;
}

int tt_options_check(const char *options, const char *const *known, size_t nknown,
                     char *reason, size_t size)
{
        bool seen[16] = {false};
        const char *p = options;
        while (*p != '\0') {
                while (*p == ' ' || *p == '\t')
                        p++;
                const char *w = p;
                while (*p != '\0' && *p != ' ' && *p != '\t')
                        p++;
                size_t n = (size_t)(p - w);
                if (n == 0)
                        continue;
                size_t k = 0;
                const char *eq = memchr(w, '=', n);
                while (eq != NULL && k < nknown &&
                       !(strlen(known[k]) == (size_t)(eq - w) &&
                         strncmp(w, known[k], (size_t)(eq - w)) == 0))
                        k++;
                if (eq == NULL || k == nknown || eq + 1 == p) {
                        char word[41];
                        snprintf(word, sizeof word, "%.*s", (int)(n > 40 ? 40 : n), w);
                        tt_reason(reason, size, "unknown option '%s'", word);
                        return -1;
                }
                if (k < 16 && seen[k]) {
                        tt_reason(reason, size, "option %s given twice", known[k]);
                        return -1;
                }
                if (k < 16)
                        seen[k] = true;
        }
        return 0;
}

int tt_refuse(char *reason, size_t size, const char *text)
{
        tt_reason_copy(reason, size, text);
        return -1;
}

int tt_actions_of(struct tt_actions *out, const void *items, size_t n, size_t item_size,
                  void (*format)(const void *item, char *buf, size_t size))
{
        tt_actions_init(out);
        for (size_t i = 0; i < n; i++) {
                char text[TT_ACTION_MAX];
                format((const char *)items + i * item_size, text, sizeof text);
                if (tt_actions_add(out, text) != 0) {
                        tt_actions_free(out);
                        return -1;
                }
        }
        tt_actions_sort(out);
        return 0;
}

void tt_result_text(char *buf, size_t size, bool over, char winner)
{
        if (winner != 0)
                snprintf(buf, size, "win %c", winner);
        else
                snprintf(buf, size, "%s", over ? "draw" : "none");
}

int tt_option_word(const char *options, const char *key, const char *const *words,
                   int *index, const char *refusal, char *reason, size_t size)
{
        char v[32];
        if (!tt_option_get(options, key, v, sizeof v))
                return 0;
        for (int i = 0; words[i] != NULL; i++) {
                if (strcmp(v, words[i]) == 0) {
                        *index = i;
                        return 1;
                }
        }
        return tt_refuse(reason, size, refusal);
}
