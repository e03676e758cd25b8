/* test_session_memory.c: the computer player kept between the searches of
 * one game (src/session/memory.c, issue 27): one search at a time, cleared
 * by a new start, dropped by an undo past its start or another kind of
 * player, freed with the last reference; the session's wiring (set_state
 * clears it, a thinking thread and an analysis at the same time). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <time.h>

#include "session/memory.h"
#include "session/think.h"
#include "session_test.h"

static int freed;
static const char kind_a = 'a', kind_b = 'b';

static void free_fake(void *p)
{
        freed++;
        free(p);
}

/* Takes m for a search at ply and returns the kept player (must succeed). */
static void *take_ok(struct tt_memory *m, const void *kind, size_t ply)
{
        void *p = (void *)1;
        assert_true(tt_memory_take(m, kind, ply, &p));
        return p;
}

static void kept_between_searches_one_at_a_time(void **state)
{
        (void)state;
        freed = 0;
        struct tt_memory *m = tt_memory_new();
        assert_non_null(m);
        assert_null(take_ok(m, &kind_a, 4));
        void *player = malloc(8);
        tt_memory_give(m, player, free_fake);
        assert_ptr_equal(take_ok(m, &kind_a, 6), player);
        /* a second search while the first one holds it gets nothing */
        void *other = (void *)1;
        assert_false(tt_memory_take(m, &kind_a, 6, &other));
        assert_null(other);
        tt_memory_give(m, player, free_fake);
        assert_int_equal(freed, 0);
        /* the same ply as its start (undo to it) keeps it */
        assert_ptr_equal(take_ok(m, &kind_a, 4), player);
        tt_memory_give(m, player, free_fake);
        /* an undo past its start drops it */
        assert_null(take_ok(m, &kind_a, 3));
        assert_int_equal(freed, 1);
        tt_memory_give(m, malloc(8), free_fake);
        /* another kind of player drops it */
        assert_null(take_ok(m, &kind_b, 3));
        assert_int_equal(freed, 2);
        tt_memory_give(m, malloc(8), free_fake);
        /* cleared while held: dropped by the next search, not the holder */
        player = take_ok(m, &kind_b, 5);
        assert_non_null(player);
        tt_memory_clear(m);
        assert_int_equal(freed, 2);
        tt_memory_give(m, player, free_fake);
        assert_null(take_ok(m, &kind_b, 5));
        assert_int_equal(freed, 3);
        tt_memory_give(m, malloc(8), free_fake);
        /* the last reference frees the player */
        tt_memory_hold(m);
        tt_memory_release(m);
        assert_int_equal(freed, 3);
        tt_memory_release(m);
        assert_int_equal(freed, 4);
        /* NULL: no memory, every search starts cold */
        void *none = (void *)1;
        assert_false(tt_memory_take(NULL, &kind_a, 0, &none));
        assert_null(none);
        tt_memory_clear(NULL);
        tt_memory_release(tt_memory_hold(NULL));
}

static void a_new_start_clears_the_session_memory(void **state)
{
        (void)state;
        freed = 0;
        struct session *s = sst_new(&tt_quixo_ops, "", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        play_ok(s, "a1-e1", 0);
        struct tt_choice c;
        session_choice(s, 3, 0, &c);
        assert_non_null(c.memory);
        assert_null(take_ok(c.memory, &kind_a, c.history_len));
        tt_memory_give(c.memory, malloc(8), free_fake);
        play_ok(s, "b5-b1", 0);
        session_choice(s, 3, 0, &c);
        void *kept = take_ok(c.memory, &kind_a, c.history_len);
        assert_non_null(kept);
        tt_memory_give(c.memory, kept, free_fake);
        char why[TT_REASON_MAX];
        assert_int_equal(
            session_set_state(
                s, "quixo players=2 turn=x ply=0 board=...../...../...../...../.....", 0,
                why, sizeof why),
            0);
        session_choice(s, 3, 0, &c);
        assert_null(take_ok(c.memory, &kind_a, c.history_len));
        assert_int_equal(freed, 1);
        tt_memory_give(c.memory, malloc(8), free_fake);
        session_free(s);
        assert_int_equal(freed, 2);
}

static void sleep_ms(long ms)
{
        struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
        nanosleep(&ts, NULL);
}

/* The play screen thinks in a thread while the hint analyses on the main
 * one: the second search gets a fresh player, both answer legally, and the
 * thread keeps the player alive after the session is freed. */
static void a_thinking_thread_and_an_analysis_at_once(void **state)
{
        (void)state;
        struct session *s = sst_new(&tt_quixo_ops, "", 1, SESSION_CLOCK_NONE, 0, 0, 0);
        play_ok(s, "a1-e1", 0);
        struct session_think t;
        memset(&t, 0, sizeof t);
        assert_int_equal(session_think_start(&t, s, "x", 5, 300, 7, 0), 0);
        sleep_ms(20);
        struct tt_analysis a;
        assert_int_equal(session_analyze(s, 3, 50, &a), 0);
        struct tt_actions list;
        session_legal_actions(s, &list);
        assert_true(tt_actions_contains(&list, a.best));
        session_free(s); /* the thread still holds a reference */
        while (!session_think_poll(&t))
                sleep_ms(10);
        assert_int_equal(t.rc, 0);
        assert_true(tt_actions_contains(&list, t.out));
        tt_actions_free(&list);
        session_think_cancel(&t);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(kept_between_searches_one_at_a_time),
            cmocka_unit_test(a_new_start_clears_the_session_memory),
            cmocka_unit_test(a_thinking_thread_and_an_analysis_at_once),
        };
        return cmocka_run_group_tests_name("session_memory", tests, NULL, NULL);
}
