/* teach/lesson_play.c: a guided lesson on the game's own play screen. The
 * game's hooks are wrapped: the task of the step in the title line and
 * the message line, every action the player makes judged by the rules
 * library (src/lesson: lesson_judge). A wrong answer is explained with the
 * rule and the step starts again; a right one is explained, remembered
 * (lesson_progress_set), and Enter goes on to the next step (after the
 * last one, back to the list of lessons). Nothing is kept for --resume. */
#include "tui/teach/internal.h"
#include "tui/kit/draw.h"
#include "lesson/lesson.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What the lesson keeps while it runs: after the game's own block in the
 * data the play screen hands the hooks (p->data), so the game's hooks
 * find theirs where they always do. */
struct lesson_run {
        const struct teach_board_game *g;
        const struct lesson *l;
        int step;
        bool answered;
        const struct teach_lesson_class *cls; /* a lesson of a class, or NULL */
};

/* The game's block rounded up so that the lesson's may follow it. */
static size_t game_block(size_t game_size)
{
        size_t a = _Alignof(struct lesson_run);
        return (game_size + a - 1) / a * a;
}

static struct lesson_run *run_of(const struct tui_play *p)
{
        return (struct lesson_run *)((char *)p->data + p->game->data_size -
                                     sizeof(struct lesson_run));
}

static const struct lesson_step *step_now(const struct lesson_run *L)
{
        return &L->l->steps[L->step];
}

static void say_task(struct tui_play *p)
{
        struct lesson_run *L = run_of(p);
        tui_play_say(p, TUI_INFO, _("Step %d of %d: %s"), L->step + 1, L->l->nsteps,
                     _(step_now(L)->task));
}

static void lp_opened(struct tui_play *p)
{
        struct lesson_run *L = run_of(p);
        if (L->g->screen->opened)
                L->g->screen->opened(p);
        say_task(p);
}

static void right_answer(struct tui_play *p)
{
        struct lesson_run *L = run_of(p);
        char why[TT_REASON_MAX];
        L->answered = true;
        if (L->cls) /* the teacher's roster says how far */
                L->cls->progress(L->cls->ctx, L->step + 1);
        if (lesson_progress_set(L->l, L->step + 1, why, sizeof why) != 0) {
                tui_play_say(p, TUI_ERROR, _("Right! (Progress not remembered: %s)"),
                             why);
                return;
        }
        if (L->step + 1 < L->l->nsteps)
                tui_play_say(p, TUI_WIN, _("Right! %s Enter: the next step."),
                             _(step_now(L)->right));
        else
                tui_play_say(p, TUI_WIN, _("Right! %s The lesson is done: q goes back."),
                             _(step_now(L)->right));
}

static void lp_changed(struct tui_play *p, const void *before, const char *action)
{
        struct lesson_run *L = run_of(p);
        char why[TT_REASON_MAX], restart_why[TT_REASON_MAX];
        enum lesson_verdict v;

        L->g->screen->changed(p, before, action);
        if (!before || !action || L->answered)
                return;
        v = lesson_judge(L->l, step_now(L), action, why, sizeof why);
        if (v == LESSON_RIGHT) {
                right_answer(p);
                return;
        }
        /* the step again, from its position */
        if (tui_play_restart(p, step_now(L)->state, restart_why, sizeof restart_why) !=
            0) {
                tui_play_say(p, TUI_ERROR, "%s", _(restart_why));
                return;
        }
        tui_play_say(p, TUI_ERROR, _("Not this one, %s: %s Try again."), action, _(why));
}

/* Enter after an answer: the next step, or after the last one back to
 * the list of lessons, as the key line's "Enter done" says. */
static void next_step(struct tui_play *p)
{
        struct lesson_run *L = run_of(p);
        char why[TT_REASON_MAX];
        if (L->step + 1 >= L->l->nsteps) {
                p->leaving = true; /* the screen ends: back to the lessons */
                return;
        }
        L->step++;
        L->answered = false;
        if (tui_play_restart(p, step_now(L)->state, why, sizeof why) != 0) {
                tui_play_say(p, TUI_ERROR, "%s", _(why));
                return;
        }
        say_task(p);
}

static bool lp_key(struct tui_play *p, const struct tui_event *ev)
{
        struct lesson_run *L = run_of(p);
        if (L->answered) {
                if (ev->action == TUI_A_OK || ev->key == 'n' || ev->key == 'N') {
                        next_step(p);
                        return true;
                }
                return ev->action != TUI_A_NONE; /* the board waits */
        }
        return L->g->screen->key(p, ev);
}

static void lp_click(struct tui_play *p, int y, int x)
{
        struct lesson_run *L = run_of(p);
        if (L->answered)
                next_step(p);
        else if (L->g->screen->click)
                L->g->screen->click(p, y, x);
}

static bool lp_automatic(struct tui_play *p, enum session_step step, const char *action,
                         long long now_ms)
{
        struct lesson_run *L = run_of(p);
        if (L->answered)
                return true; /* nothing moves after the answer */
        return L->g->screen->automatic ? L->g->screen->automatic(p, step, action, now_ms)
                                       : false;
}

/* After an answer the board waits for Enter: no move, ':', undo, hint or
 * pause takes the pupil on from the answer (tui_play_game.waits). */
static bool lp_waits(const struct tui_play *p)
{
        return run_of(p)->answered;
}

/* After an answer the status line says what comes next, not whose move
 * it would be: the board waits for Enter. */
static void lp_status(struct tui_play *p, char *buf, size_t len)
{
        struct lesson_run *L = run_of(p);
        if (!L->answered)
                L->g->screen->status(p, buf, len);
        else if (L->step + 1 < L->l->nsteps)
                snprintf(buf, len, "%s", _("Enter: the next step."));
        else
                snprintf(buf, len, "%s",
                         _("The lesson is done: q goes back to the lessons."));
}

static void lp_announce_end(struct tui_play *p)
{
        struct lesson_run *L = run_of(p);
        if (!L->answered)
                L->g->screen->announce_end(p);
}

static void lp_draw(struct tui_play *p)
{
        struct lesson_run *L = run_of(p);
        char right[48];
        const char *task = _(step_now(L)->task);
        L->g->screen->draw(p);
        snprintf(right, sizeof right, _("step %d/%d"), L->step + 1, L->l->nsteps);
        /* a task too long for the title beside the step is never cut
         * there: the lesson's name instead (the task is in the message
         * line, "Step 2 of 3: ...", issue 25 item 10) */
        if (tui_text_width(task) > p->layout.cols - tui_text_width(right) - 3)
                task = _(L->l->title);
        tui_draw_title(&p->layout, task, right);
}

/* q after the last step goes back at once (nothing is lost); before, it
 * asks in a lesson's words. */
static const char *lp_quit_question(struct tui_play *p)
{
        struct lesson_run *L = run_of(p);
        (void)p;
        if (L->answered && L->step + 1 >= L->l->nsteps)
                return "";
        return _("Leave the lesson? The steps done are remembered. (y/n)");
}

static int lp_keys(struct tui_play *p, const char **keys, int k, bool over)
{
        struct lesson_run *L = run_of(p);
        if (L->answered) {
                keys[k++] = _("Enter");
                keys[k++] = L->step + 1 < L->l->nsteps ? _("next step") : _("done");
                return k;
        }
        return L->g->screen->keys(p, keys, k, over);
}

/* The help page: how a lesson goes, then the game's keys and rules. */
static const char *lp_help(struct tui_play *p)
{
        static char text[8192];
        struct lesson_run *L = run_of(p);
        snprintf(text, sizeof text, "%s\n\n%s",
                 _("A lesson: the task of the step is in the title line. Answer by "
                   "playing a move as in a game, with the keys, the mouse, or : and "
                   "the move typed. A wrong answer is explained with the rule it "
                   "misses and the step starts again; after a right one, Enter goes "
                   "to the next step. q leaves the lesson; the steps done are "
                   "remembered."),
                 L->g->screen->help_text(p));
        return text;
}

/* A lesson of a class: what the class says meanwhile, a teacher's note
 * shown on the message line (the teacher ending the lesson ends the
 * screen). */
static int lp_elsewhere(struct tui_play *p, bool *end)
{
        struct lesson_run *L = run_of(p);
        char said[TUI_LINK_TEXT_MAX];
        int fd = L->cls->listen(L->cls->ctx, end, said, sizeof said);

        if (said[0] && !*end)
                tui_play_say(p, TUI_INFO, "%s", said);
        return fd;
}

enum tui_run teach_lesson_play(const struct teach_board_game *g, const struct lesson *l,
                               char *why, size_t len)
{
        return teach_lesson_play_with(g, l, NULL, why, len);
}

enum tui_run teach_lesson_play_with(const struct teach_board_game *g,
                                    const struct lesson *l,
                                    const struct teach_lesson_class *cls, char *why,
                                    size_t len)
{
        struct tui_play_game screen = *g->screen;
        struct tui_play_source src = {0};
        struct session *s;

        s = teach_session(g, l->steps[0].state, why, len);
        if (!s)
                return TUI_RUN_BACK;
        /* the game's block, then the lesson's */
        screen.data_size = game_block(g->screen->data_size) + sizeof(struct lesson_run);
        char *data = calloc(1, screen.data_size);
        if (!data) {
                session_free(s);
                snprintf(why, len, "%s", _("out of memory"));
                return TUI_RUN_BACK;
        }
        *(struct lesson_run *)(data + screen.data_size - sizeof(struct lesson_run)) =
            (struct lesson_run){g, l, 0, false, cls};
        src.data = data;
        screen.keeps_nothing = true;
        screen.undo_to_human = false;
        screen.help_title = N_("Lesson: help");
        screen.help_text = lp_help;
        screen.opened = lp_opened;
        screen.changed = lp_changed;
        screen.draw = lp_draw;
        screen.key = lp_key;
        screen.click = lp_click;
        screen.automatic = lp_automatic;
        screen.status = lp_status;
        screen.waits = lp_waits;
        screen.announce_end = lp_announce_end;
        screen.keys = lp_keys;
        screen.quit_question = lp_quit_question;
        if (cls)
                screen.elsewhere = lp_elsewhere;
        enum tui_run r = tui_play_main(&screen, &src, s);
        free(data);
        return r;
}
