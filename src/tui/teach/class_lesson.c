/* teach/class_lesson.c: a lesson taken together by a class, at a pupil's
 * terminal (docs/classroom.md, "Lessons together"): the guided lesson the
 * teacher started runs here on the play screen (lesson_play.c) while the
 * class's connection stays open; each step done is said to the host
 * (`progress ID STEPS`, net/class.h), and the teacher ending the lesson
 * ends the screen. */
#include "tui/teach/teach.h"
#include "tui/teach/internal.h"
#include "tui/net/remote.h"
#include "lesson/lesson.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

struct pupil_lesson {
        struct tui_link *l;
        char id[32];
};

static void progress(void *ctx, int steps)
{
        struct pupil_lesson *pl = ctx;
        char why[TT_REASON_MAX];
        /* a connection gone is said on the board afterwards; the lesson
         * itself goes on here */
        if (tui_remote_progress(pl->l, pl->id, steps, why, sizeof why) != 0)
                return;
}

static int listen_class(void *ctx, bool *end, char *said, size_t size)
{
        struct pupil_lesson *pl = ctx;
        tui_remote_listen(pl->l, said, size);
        *end = strcmp(tui_remote_lesson(pl->l), pl->id) != 0;
        return tui_remote_fd(pl->l);
}

enum tui_run tui_teach_pupil_lesson(struct tui_link *l)
{
        struct pupil_lesson pl = {l, ""};
        const struct teach_lesson_class cls = {progress, listen_class, &pl};
        const struct teach_board_game *g;
        const struct lesson *all, *found = NULL;
        char why[TT_REASON_MAX];
        int n = 0;

        if (!l->view)
                return TUI_RUN_BACK;
        snprintf(pl.id, sizeof pl.id, "%s", tui_remote_lesson(l));
        g = teach_board_find(session_ops(l->view)->name);
        all = lesson_list(session_ops(l->view)->name, &n);
        for (int i = 0; i < n && !found; i++)
                if (strcmp(all[i].id, pl.id) == 0)
                        found = &all[i];
        if (!g || !found)
                return TUI_RUN_BACK; /* no such lesson here: the board again */
        return teach_lesson_play_with(g, found, &cls, why, sizeof why);
}
