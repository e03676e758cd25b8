/* open.c: the games a play screen opens besides a new one: a saved
 * game (of this game only), a replay, and the game kept for --resume with
 * how old it is. */
#include "net/sanitize.h"
#include "tui/play/internal.h"
#include "tui/saved/files.h"
#include "record/files.h"
#include "record/record.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* Opens a saved game of this game; NULL with why (also for a record of
 * another game, which is refused before anything is touched). */
struct session *tui_play_open_record(const struct tui_play_game *game, const char *name,
                                     bool replay, char *path, size_t path_size, char *why,
                                     size_t len)
{
        struct session *s =
            tui_load_game(name, replay, tui_now_ms(), path, path_size, why, len);
        if (s && strcmp(session_ops(s)->name, game->name) != 0) {
                session_free(s);
                snprintf(why, len, "%s", _(game->not_ours));
                return NULL;
        }
        if (s)
                tui_play_chat_read(name, path); /* a hosted game's chat */
        return s;
}

/* When the game kept for --resume was written, as time(); -1 unknown. */
time_t tui_play_kept_since(const char *game)
{
        char path[TUI_PLAY_PATH_MAX], why[TT_REASON_MAX];
        struct stat st;
        if (record_autosave_path(game, path, sizeof path, why, sizeof why) != 0 ||
            stat(path, &st) != 0)
                return -1;
        return st.st_mtime;
}

/* A notice in the key line saying how old the game resumed is, so an
 * old one is not taken for the last; it stays until the first key. */
void tui_play_note_resumed(struct tui_play *p, time_t since)
{
        long long age = since < 0 ? -1 : (long long)(time(NULL) - since);
        char when[32] = "?";
        struct tm tm;
        size_t n = sizeof p->notice;

        if (since >= 0 && localtime_r(&since, &tm))
                strftime(when, sizeof when, age < 86400 ? "%H:%M" : "%Y-%m-%d %H:%M",
                         &tm);
        if (age < 0)
                snprintf(p->notice, n, "%s", _("Resumed."));
        else if (age < 120)
                snprintf(p->notice, n, _("Resumed: kept at %s, just now."), when);
        else if (age < 7200)
                snprintf(p->notice, n,
                         ngettext("Resumed: kept at %s, %lld minute ago.",
                                  "Resumed: kept at %s, %lld minutes ago.",
                                  (unsigned long)(age / 60)),
                         when, age / 60);
        else if (age < 172800)
                snprintf(p->notice, n,
                         ngettext("Resumed: kept at %s, %lld hour ago.",
                                  "Resumed: kept at %s, %lld hours ago.",
                                  (unsigned long)(age / 3600)),
                         when, age / 3600);
        else
                snprintf(p->notice, n,
                         ngettext("Resumed: kept at %s, %lld day ago.",
                                  "Resumed: kept at %s, %lld days ago.",
                                  (unsigned long)(age / 86400)),
                         when, age / 86400);
}

/* The session to show: the source's, or the fresh one; NULL after saying
 * why on stderr (the terminal is stopped then). */
struct session *tui_play_open_source(const struct tui_play_game *game,
                                     const struct tui_play_source *src,
                                     struct session *fresh)
{
        char why[TT_REASON_MAX], path[TUI_PLAY_PATH_MAX];
        const char *file;
        struct session *s;

        if (!src || (!src->resume && !src->load_file && !src->replay_file))
                return fresh;
        session_free(fresh);
        if (src->resume) {
                long pid = record_autosave_holder(game->name);
                if (pid > 0) {
                        tui_stop();
                        net_print_clean(
                            stderr,
                            _("%s: the game kept for --resume is being played "
                              "by another copy of the program (pid %ld)\n"),
                            game->name, pid);
                        return NULL;
                }
                s = record_resume(game->name, tui_now_ms(), why, sizeof why);
                if (!s) {
                        tui_stop();
                        net_print_clean(stderr, _("%s: nothing to resume: %s\n"),
                                        game->name, why);
                }
                return s;
        }
        file = src->replay_file ? src->replay_file : src->load_file;
        s = tui_play_open_record(game, file, src->replay_file != NULL, path, sizeof path,
                                 why, sizeof why);
        if (!s) {
                tui_stop();
                net_print_clean(stderr, _("%s: cannot open %s: %s\n"), game->name, file,
                                _(why));
        }
        return s;
}
