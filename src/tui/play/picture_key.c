/* picture_key.c: the picture key of the play screens (see picture_key.h):
 * the current position drawn by src/picture, written atomically to a new
 * name of the data directory, the name said in the message line (a
 * replay waits meanwhile, so that the message is read). */
#include "tui/play/picture_key.h"

#include "i18n/i18n.h"
#include "picture/picture.h"
#include "record/files.h"
#include "tui/play/play.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int tui_picture_write(const struct session *s, char *path, size_t path_size, char *why,
                      size_t len)
{
        char name[256];
        char *svg = NULL;
        size_t size = 0;
        struct stat st;

        if (record_default_name(session_ops(s)->name, PICTURE_EXT, name, sizeof name) !=
                0 ||
            record_path_for_save(name, path, path_size, why, len) != 0)
                return -1;
        /* Two pictures in the same second: the second gets a number. */
        for (int n = 2; lstat(path, &st) == 0 && n < 100; n++) {
                char numbered[300];
                snprintf(numbered, sizeof numbered, "%.*s-%d%s",
                         (int)(strlen(name) - sizeof PICTURE_EXT + 1), name, n,
                         PICTURE_EXT);
                if (record_path_for_save(numbered, path, path_size, why, len) != 0)
                        return -1;
        }
        if (picture_session_svg(s, session_ply_count(s), &svg, &size, why, len) != 0)
                return -1;
        mode_t mask = umask(0);
        umask(mask);
        int rc = record_write_atomic_mode(path, svg, size, 0666 & ~mask, why, len);
        free(svg);
        return rc;
}

void tui_play_picture(struct tui_play *p)
{
        char path[4096], why[4300];
        /* a replay going on would say its next step over the message at
         * once: it waits instead (issue 25 item 13) */
        bool hold = p->replay && !p->paused && !tui_play_over(p);
        if (tui_picture_write(tui_play_session(p), path, sizeof path, why, sizeof why) !=
            0)
                tui_play_say(p, TUI_ERROR, _("No picture written: %s"), why);
        else if (hold) {
                p->paused = true;
                tui_play_say(p, TUI_INFO,
                             _("Picture written to %s. The replay waits: p goes on."),
                             path);
        } else
                tui_play_say(p, TUI_INFO, _("Picture written to %s"), path);
}
