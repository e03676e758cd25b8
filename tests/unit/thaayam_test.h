/* thaayam_test.h: small helpers shared by the Thaayam unit tests (set a
 * state string, play actions, list moves, expect reasons). Included by the
 * test_thaayam_*.c files after cmocka.h. */
#ifndef THAAYAM_TEST_H
#define THAAYAM_TEST_H

#include <stdlib.h>
#include <string.h>

#include "thaayam.h"
#include "tt_text.h"

static inline thaayam_ctx *tht_ctx(void)
{
        static thaayam_ctx ctx; /* tests only: one per binary */
        static int ready;
        if (!ready) {
                thaayam_ctx_init(&ctx);
                ready = 1;
        }
        return &ctx;
}

static inline void tht_set(thaayam_state *st, const char *text)
{
        char err[THAAYAM_REASON_MAX];
        thaayam_status rc = thaayam_state_parse(st, text, err, sizeof err);
        if (rc != THAAYAM_OK)
                fail_msg("state string refused: %s\n  %s", err, text);
}

static inline void tht_play(thaayam_state *st, const char *text)
{
        char err[THAAYAM_REASON_MAX];
        thaayam_action a;
        if (thaayam_action_parse(text, &a, err, sizeof err) != THAAYAM_OK)
                fail_msg("cannot parse %s: %s", text, err);
        if (thaayam_action_apply(st, tht_ctx(), &a, err, sizeof err) != THAAYAM_OK)
                fail_msg("%s refused: %s", text, err);
}

/* Plays a space-separated list of actions. */
static inline void tht_play_all(thaayam_state *st, const char *list)
{
        char buf[512], *save = NULL;
        strncpy(buf, list, sizeof buf - 1);
        buf[sizeof buf - 1] = '\0';
        for (char *t = strtok_r(buf, " ", &save); t; t = strtok_r(NULL, " ", &save))
                tht_play(st, t);
}

/* Records throws given as "4 4 1 8 3". */
static inline void tht_throws(thaayam_state *st, const char *list)
{
        for (const char *c = list; *c; c++)
                if (*c >= '0' && *c <= '9') {
                        char err[THAAYAM_REASON_MAX];
                        if (thaayam_throw_score(st, *c - '0', err, sizeof err) !=
                            THAAYAM_OK)
                                fail_msg("throw %c refused: %s", *c, err);
                }
}

static inline void tht_expect_state(const thaayam_state *st, const char *text)
{
        char buf[THAAYAM_STATE_MAX];
        thaayam_state_format(st, buf, sizeof buf);
        assert_string_equal(buf, text);
}

/* The legal actions, sorted, space separated, into buf. Returns the count. */
static inline size_t tht_moves(const thaayam_state *st, char *buf, size_t len)
{
        static thaayam_action list[THAAYAM_MAX_ACTIONS];
        size_t n = thaayam_legal_actions(st, tht_ctx(), list, THAAYAM_MAX_ACTIONS);
        assert_true(n <= THAAYAM_MAX_ACTIONS);
        assert_true(n <= thaayam_actions_bound(st));
        thaayam_actions_sort(list, n);
        size_t pos = 0;
        buf[0] = '\0';
        for (size_t i = 0; i < n; i++) {
                char t[THAAYAM_ACTION_MAX];
                thaayam_action_format(&list[i], t, sizeof t);
                size_t tl = strlen(t);
                assert_true(pos + tl + 2 < len);
                if (i)
                        buf[pos++] = ' ';
                memcpy(buf + pos, t, tl + 1);
                pos += tl;
        }
        return n;
}

static inline int tht_is_legal(const thaayam_state *st, const char *text)
{
        thaayam_action a;
        if (thaayam_action_parse(text, &a, NULL, 0) != THAAYAM_OK)
                return 0;
        return thaayam_action_check(st, tht_ctx(), &a, NULL, 0) == THAAYAM_OK;
}

/* Expects the action to be refused with a reason containing `reason`. */
static inline void tht_refused(const thaayam_state *st, const char *text,
                               const char *reason)
{
        char err[THAAYAM_REASON_MAX];
        thaayam_action a;
        thaayam_state copy = *st;
        if (thaayam_action_parse(text, &a, err, sizeof err) == THAAYAM_OK) {
                thaayam_status rc =
                    thaayam_action_apply(&copy, tht_ctx(), &a, err, sizeof err);
                assert_int_not_equal(rc, THAAYAM_OK);
                assert_memory_equal(&copy, st, sizeof copy);
        }
        tt_reason_plain(err, sizeof err); /* its English text */
        if (!strstr(err, reason))
                fail_msg("%s: reason \"%s\" does not contain \"%s\"", text, err, reason);
}

#endif
