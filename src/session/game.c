/* game.c: helpers shared by the game bindings: action lists and option
 * lists ("players=4 order=cw"). */
#include "session/game.h"

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
                        if (size > 0)
                                snprintf(reason, size, "unknown option '%.*s'",
                                         (int)(n > 40 ? 40 : n), w);
                        return -1;
                }
                if (k < 16 && seen[k]) {
                        if (size > 0)
                                snprintf(reason, size, "option %s given twice", known[k]);
                        return -1;
                }
                if (k < 16)
                        seen[k] = true;
        }
        return 0;
}
