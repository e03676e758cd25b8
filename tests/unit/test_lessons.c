/* test_lessons.c: the guided lessons (src/lesson): every lesson position
 * is legal for the rules library (the state parser, quixo_pos_reachable,
 * thaayam_state_possible), every expected answer is accepted by the judge
 * and legal in the library, every step of a lesson keeps the lesson's
 * players (the play screen restarts one session), a legal wrong answer is
 * explained with a rule id and an illegal one with the library's reason,
 * and progress is remembered per user in the state directory. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "lesson/lesson.h"
#include "quixo.h"
#include "thaayam.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const games[] = {"quixo", "thaayam"};

/* The words of an `accept` list, one at a time. */
static int next_word(const char **s, char *buf, size_t size)
{
        size_t n;
        while (**s == ' ')
                (*s)++;
        n = strcspn(*s, " ");
        if (!n || n >= size)
                return 0;
        memcpy(buf, *s, n);
        buf[n] = '\0';
        *s += n;
        return 1;
}

/* Whether the step has a rule id "(Q..)" or "(T..)" in a text. */
static int cites_rule(const char *text)
{
        const char *p = strstr(text, "(Q");
        if (!p)
                p = strstr(text, "(T");
        return p && p[2] >= '1' && p[2] <= '9';
}

static void every_lesson_position_is_legal(void **state)
{
        (void)state;
        for (size_t g = 0; g < 2; g++) {
                int n;
                const struct lesson *ls = lesson_list(games[g], &n);
                assert_non_null(ls);
                assert_true(n >= 5);
                for (int i = 0; i < n; i++)
                        for (int k = 0; k < ls[i].nsteps; k++) {
                                const struct lesson_step *st = &ls[i].steps[k];
                                char why[256] = "";
                                if (g == 0) {
                                        quixo_pos p;
                                        if (quixo_state_parse(&p, st->state, why,
                                                              sizeof why) != QUIXO_OK ||
                                            !quixo_pos_reachable(&p, why, sizeof why))
                                                fail_msg("%s %s step %d: %s", games[g],
                                                         ls[i].id, k + 1, why);
                                        assert_int_equal(quixo_pos_result(&p).outcome,
                                                         QUIXO_OUTCOME_NONE);
                                } else {
                                        thaayam_state t;
                                        if (thaayam_state_parse(&t, st->state, why,
                                                                sizeof why) !=
                                                THAAYAM_OK ||
                                            !thaayam_state_possible(&t, why, sizeof why))
                                                fail_msg("%s %s step %d: %s", games[g],
                                                         ls[i].id, k + 1, why);
                                }
                                assert_true(cites_rule(st->task));
                                assert_true(cites_rule(st->right));
                                assert_true(cites_rule(st->wrong));
                        }
        }
}

static void every_expected_answer_is_accepted(void **state)
{
        (void)state;
        for (size_t g = 0; g < 2; g++) {
                int n;
                const struct lesson *ls = lesson_list(games[g], &n);
                for (int i = 0; i < n; i++)
                        for (int k = 0; k < ls[i].nsteps; k++) {
                                const struct lesson_step *st = &ls[i].steps[k];
                                const char *w = st->accept;
                                char action[80], why[256];
                                int answers = 0;
                                while (next_word(&w, action, sizeof action)) {
                                        enum lesson_verdict v = lesson_judge(
                                            &ls[i], st, action, why, sizeof why);
                                        if (v != LESSON_RIGHT)
                                                fail_msg("%s %s step %d: '%s' not "
                                                         "accepted: %s",
                                                         games[g], ls[i].id, k + 1,
                                                         action, why);
                                        answers++;
                                }
                                assert_true(answers > 0);
                        }
        }
}

/* The play screen plays a lesson's steps in one session, restarted from
 * each step's state: the steps of a lesson keep its players (and seats). */
static void steps_of_a_lesson_keep_the_players(void **state)
{
        (void)state;
        for (size_t g = 0; g < 2; g++) {
                int n;
                const struct lesson *ls = lesson_list(games[g], &n);
                for (int i = 0; i < n; i++) {
                        const char *first = ls[i].steps[0].state;
                        size_t head = (size_t)(strstr(first, " turn=") - first);
                        for (int k = 1; k < ls[i].nsteps; k++)
                                assert_memory_equal(first, ls[i].steps[k].state, head);
                        for (int k = 0; k < ls[i].nsteps && g == 1; k++)
                                assert_non_null(strstr(ls[i].steps[k].state, " n="));
                }
        }
}

static const struct lesson *find(const char *game, const char *id)
{
        int n;
        const struct lesson *ls = lesson_list(game, &n);
        for (int i = 0; i < n; i++)
                if (strcmp(ls[i].id, id) == 0)
                        return &ls[i];
        fail_msg("no lesson %s.%s", game, id);
        return NULL;
}

/* Q10: a push that does not make five X is a wrong answer, explained with
 * the rule; a push that makes O's line loses (Q10). */
static void q10_wrong_answers_are_explained(void **state)
{
        const struct lesson *l = find("quixo", "line");
        char why[256];
        (void)state;
        assert_int_equal(lesson_judge(l, &l->steps[0], "c1-c5", why, sizeof why),
                         LESSON_WRONG);
        assert_string_equal(why, l->steps[0].wrong);
        assert_int_equal(lesson_judge(l, &l->steps[1], "c1-c5", why, sizeof why),
                         LESSON_WRONG);
        assert_int_equal(lesson_judge(l, &l->steps[1], "c5-c1", why, sizeof why),
                         LESSON_RIGHT);
}

/* A lesson of a game without a judge (a third game's) is refused with the
 * reason, never judged by another game's rules. */
static void a_lesson_of_another_game_is_not_judged_as_thaayam(void **state)
{
        const struct lesson *t = find("thaayam", lesson_list("thaayam", &(int){0})[0].id);
        struct lesson other = *t;
        char why[256];
        (void)state;
        other.game = "ttt";
        assert_int_equal(lesson_judge(&other, &other.steps[0], "enter1", why, sizeof why),
                         LESSON_ILLEGAL);
        assert_non_null(strstr(why, "ttt"));
}

/* Q10 thinking ahead: the computer's analysis judges the answer. The push
 * after which O loses whatever it plays (a2-a5, also proved by
 * test_quixo_ai's brute force) is right; a legal push that lets O defend
 * is wrong and explained. */
static void q10_a_forced_win_is_judged_by_the_analysis(void **state)
{
        const struct lesson *l = find("quixo", "ahead");
        char why[256];
        (void)state;
        assert_int_equal(lesson_judge(l, &l->steps[0], "a2-a5", why, sizeof why),
                         LESSON_RIGHT);
        assert_int_equal(lesson_judge(l, &l->steps[0], "c1-c5", why, sizeof why),
                         LESSON_WRONG);
        assert_string_equal(why, l->steps[0].wrong);
}

/* Q5: taking the opponent's cube is refused by the library, with the rule. */
static void q5_illegal_answer_gives_the_library_reason(void **state)
{
        const struct lesson *l = find("quixo", "taking");
        char why[256];
        (void)state;
        assert_int_equal(lesson_judge(l, &l->steps[1], "a4-a1", why, sizeof why),
                         LESSON_ILLEGAL);
        assert_non_null(strstr(why, "(Q5)"));
}

/* T10, T13: a piece past the castle is refused; a landing on a palace
 * captures nothing. */
static void t10_t13_answers_are_judged_by_the_library(void **state)
{
        const struct lesson *path = find("thaayam", "path");
        const struct lesson *palaces = find("thaayam", "palaces");
        char why[256];
        (void)state;
        assert_int_equal(lesson_judge(path, &path->steps[0], "1+4", why, sizeof why),
                         LESSON_ILLEGAL);
        assert_non_null(strstr(why, "T10"));
        assert_int_equal(
            lesson_judge(palaces, &palaces->steps[0], "1+3", why, sizeof why),
            LESSON_WRONG);
        assert_non_null(strstr(why, "(T13)"));
}

/* T14, T18: thaayam_state_possible refuses opposing pieces sharing an
 * ordinary square, and accepts them on a palace (T13). */
static void t14_t18_state_possible(void **state)
{
        thaayam_state t;
        char why[256];
        (void)state;
        /* South's index 5 and North's index 13 are both e4 */
        assert_int_equal(thaayam_state_parse(&t,
                                             "thaayam players=2 capture=split turn=s "
                                             "phase=throw scores= extra=0 s=5,-,-,- "
                                             "n=13,-,-,-",
                                             why, sizeof why),
                         THAAYAM_OK);
        assert_int_equal(thaayam_state_possible(&t, why, sizeof why), 0);
        assert_non_null(strstr(why, "(T14)"));
        /* South's 4 and North's 12 are East's palace, e3: safe (T13) */
        assert_int_equal(thaayam_state_parse(&t,
                                             "thaayam players=2 capture=split turn=s "
                                             "phase=throw scores= extra=0 s=4,-,-,- "
                                             "n=12,-,-,-",
                                             why, sizeof why),
                         THAAYAM_OK);
        assert_int_equal(thaayam_state_possible(&t, why, sizeof why), 1);
        /* twins of both on e4 */
        assert_int_equal(thaayam_state_parse(&t,
                                             "thaayam players=2 capture=whole turn=s "
                                             "phase=throw scores= extra=0 s=5=2,5=1,-,- "
                                             "n=13=2,13=1,-,-",
                                             why, sizeof why),
                         THAAYAM_OK);
        assert_int_equal(thaayam_state_possible(&t, why, sizeof why), 0);
        assert_non_null(strstr(why, "(T18)"));
}

static void progress_is_remembered_per_user(void **state)
{
        char dir[] = "/tmp/tabletop-lessons-XXXXXX", why[256];
        const struct lesson *l = find("quixo", "pushing");
        (void)state;
        assert_non_null(mkdtemp(dir));
        setenv("XDG_STATE_HOME", dir, 1);
        assert_int_equal(lesson_progress_get(l), 0);
        assert_int_equal(lesson_progress_set(l, 1, why, sizeof why), 0);
        assert_int_equal(lesson_progress_get(l), 1);
        assert_int_equal(
            lesson_progress_set(find("thaayam", "twins"), 2, why, sizeof why), 0);
        assert_int_equal(lesson_progress_set(l, 0, why, sizeof why), 0); /* never lower */
        assert_int_equal(lesson_progress_get(l), 1);
        assert_int_equal(lesson_progress_get(find("thaayam", "twins")), 2);
        char cmd[128];
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
        assert_int_equal(system(cmd), 0);
}

int main(void)
{
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(every_lesson_position_is_legal),
            cmocka_unit_test(every_expected_answer_is_accepted),
            cmocka_unit_test(steps_of_a_lesson_keep_the_players),
            cmocka_unit_test(q10_wrong_answers_are_explained),
            cmocka_unit_test(a_lesson_of_another_game_is_not_judged_as_thaayam),
            cmocka_unit_test(q10_a_forced_win_is_judged_by_the_analysis),
            cmocka_unit_test(q5_illegal_answer_gives_the_library_reason),
            cmocka_unit_test(t10_t13_answers_are_judged_by_the_library),
            cmocka_unit_test(t14_t18_state_possible),
            cmocka_unit_test(progress_is_remembered_per_user),
        };
        return cmocka_run_group_tests(tests, NULL, NULL);
}
