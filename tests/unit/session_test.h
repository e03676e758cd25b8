/* session_test.h: helpers shared by the session tests of both games (a new
 * session with given settings, play that must succeed, the state string).
 * Included by test_session_*.c after cmocka.h. */
#ifndef SESSION_TEST_H
#define SESSION_TEST_H

#include <stdio.h>
#include <string.h>

#include "session/session.h"
#include "tt_text.h"

/* A session of game ops with the options, seed and clock given. */
static inline struct session *sst_new(const struct tt_game_ops *ops, const char *options,
                                      uint64_t seed, enum session_clock_mode mode,
                                      int64_t limit, int64_t increment, int64_t now)
{
        struct session_settings set;
        session_settings_default(&set);
        snprintf(set.options, sizeof set.options, "%s", options);
        set.seed = seed;
        set.clock.mode = mode;
        set.clock.limit_ms = limit;
        set.clock.increment_ms = increment;
        char why[TT_REASON_MAX] = "";
        struct session *s = session_new(ops, &set, now, why, sizeof why);
        if (s == NULL)
                fail_msg("session_new: %s", why);
        return s;
}

static inline void play_ok(struct session *s, const char *action, int64_t now)
{
        char why[TT_REASON_MAX] = "";
        if (session_play(s, action, now, why, sizeof why) != 0)
                fail_msg("play %s: %s", action, why);
}

static inline void assert_state(const struct session *s, const char *expected)
{
        char state[TT_STATE_MAX];
        session_state(s, state, sizeof state);
        assert_string_equal(state, expected);
}

#endif
