/* plan.c: the plan search of the Thaayam computer player. A depth-first
 * search over the legal actions of the move phase (the rules library gives
 * only actions that keep the largest number of scores usable, T11) down to
 * the positions where `done` is the only action (or the game is over). A
 * position reached twice (the same scores used in another order, T7) is
 * explored once: positions are de-duplicated by their hash. The search
 * visits at most `cap` positions; it always completes at least one plan, so
 * a cut search still returns the best plan found so far. */
#include "thaayam_ai/tai.h"

#include <stdlib.h>
#include <string.h>

int tai_ws_init(tai_ws *ws, unsigned slots_log2, size_t stack_cap)
{
        size_t slots = (size_t)1 << slots_log2;
        ws->keys = calloc(slots, sizeof *ws->keys);
        ws->stamp = calloc(slots, sizeof *ws->stamp);
        ws->stack = malloc(stack_cap * sizeof *ws->stack);
        ws->mask = (uint32_t)(slots - 1);
        ws->gen = 0;
        ws->stack_cap = stack_cap;
        if (!ws->keys || !ws->stamp || !ws->stack) {
                tai_ws_free(ws);
                return -1;
        }
        return 0;
}

void tai_ws_free(tai_ws *ws)
{
        free(ws->keys);
        free(ws->stamp);
        free(ws->stack);
        ws->keys = NULL;
        ws->stamp = NULL;
        ws->stack = NULL;
}

static void seen_clear(tai_ws *ws)
{
        if (++ws->gen == 0) { /* wrapped: really clear */
                memset(ws->stamp, 0, ((size_t)ws->mask + 1) * sizeof *ws->stamp);
                ws->gen = 1;
        }
}

/* Inserts key; returns 1 when it was already there. A full table simply
 * forgets (positions are then explored again, which is only slower). */
static int seen_insert(tai_ws *ws, uint64_t key)
{
        uint32_t i = (uint32_t)key & ws->mask;
        for (int probe = 0; probe < 32; probe++, i = (i + 1) & ws->mask) {
                if (ws->stamp[i] != ws->gen) {
                        ws->stamp[i] = ws->gen;
                        ws->keys[i] = key;
                        return 0;
                }
                if (ws->keys[i] == key)
                        return 1;
        }
        return 0;
}

/* Ordering of leaves: higher value first, then the smaller key. */
static int better(double v, uint64_t k, const tai_leaf *than)
{
        return v > than->value || (v == than->value && k < than->key);
}

static void leaf(tai_search *s, const thaayam_state *st, const thaayam_action *done)
{
        uint64_t key = tai_state_key(st);
        double v = tai_eval(s->dice, &s->params, st, s->me, key);
        s->ends++;
        int pos = s->ntop;
        while (pos > 0 && better(v, key, &s->top[pos - 1]))
                pos--;
        if (pos >= s->want)
                return;
        int last = s->ntop < s->want ? s->ntop : s->want - 1;
        memmove(&s->top[pos + 1], &s->top[pos], (size_t)(last - pos) * sizeof s->top[0]);
        if (s->ntop < s->want)
                s->ntop++;
        tai_leaf *l = &s->top[pos];
        l->st = *st;
        l->key = key;
        l->value = v;
        l->len = (int)s->sp;
        memcpy(l->plan, s->path, s->sp * sizeof s->path[0]);
        if (done && l->len < THAAYAM_AI_PLAN_MAX)
                l->plan[l->len++] = *done;
}

static void dfs(tai_search *s, const thaayam_state *st, size_t top)
{
        tai_ws *ws = s->ws;
        thaayam_action one;
        thaayam_action *list = ws->stack + top;
        size_t room = ws->stack_cap - top;
        if (room == 0) { /* out of stack: follow a single line */
                list = &one;
                room = 1;
        }
        s->nodes++;
        size_t n = thaayam_legal_actions(st, s->ctx, list, room);
        if (n > room) {
                n = room;
                s->capped = true;
        }
        if (n == 0) { /* the game is over: the mover has borne off (T22) */
                leaf(s, st, NULL);
                return;
        }
        if (n == 1 && list[0].kind == THAAYAM_ACT_DONE) { /* T11 */
                leaf(s, st, &list[0]);
                return;
        }
        if (s->sp >= THAAYAM_AI_PLAN_MAX - 1) { /* cannot happen with 32 scores */
                s->capped = true;
                return;
        }
        size_t next = list == &one ? top : top + n;
        for (size_t i = 0; i < n; i++) {
                if (s->ends > 0 && s->nodes >= s->cap) {
                        s->capped = true;
                        return;
                }
                thaayam_state child = *st;
                thaayam_action_apply_unchecked(&child, &list[i]);
                if (seen_insert(ws, tai_state_key(&child)))
                        continue;
                s->path[s->sp++] = list[i];
                dfs(s, &child, next);
                s->sp--;
        }
}

void tai_search_run(tai_search *s, const thaayam_state *st)
{
        s->nodes = s->ends = 0;
        s->capped = false;
        s->ntop = 0;
        s->sp = 0;
        if (s->want < 1)
                s->want = 1;
        if (s->want > TAI_TOP_MAX)
                s->want = TAI_TOP_MAX;
        seen_clear(s->ws);
        seen_insert(s->ws, tai_state_key(st));
        dfs(s, st, 0);
}
