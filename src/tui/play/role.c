/* role.c: what the play screen offers by this terminal's role in the game
 * it shows (link.h: a player, a watcher, a pupil in a class). The link
 * gives the one word; here the pupil's key line, help page, prompt, quit
 * question and refusals are made from it, so the rest of the screen asks
 * these functions instead of testing for a class. */
#include "tui/play/internal.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

enum tui_link_role tui_play_role(const struct tui_play *p, enum tui_link_question *q)
{
        if (q)
                *q = TUI_LINK_NO_QUESTION;
        if (!p->link.ops || !p->link.ops->role)
                return TUI_LINK_PLAYER;
        return p->link.ops->role(&p->link, q);
}

static int add(const char **keys, int k, const char *key, const char *what)
{
        if (k + 2 < TUI_PLAY_KEYS_MAX) {
                keys[k++] = key;
                keys[k++] = what;
        }
        return k;
}

int tui_play_pupil_keys(struct tui_play *p, const char **keys, int k)
{
        /* while the pupil's answer is awaited: the board's keys answer */
        if (tui_play_human_to_move(p) && !tui_play_rules_act(p)) {
                k = p->game->keys(p, keys, k, false);
                /* TRANSLATORS: ':' opens a line to type a move in */
                k = add(keys, k, ":", _("type"));
        }
        enum tui_link_question q;
        if (tui_play_role(p, &q) == TUI_LINK_PUPIL && q == TUI_LINK_LESSON)
                /* back to the lesson the class is taking (a pupil who left it) */
                k = add(keys, k, "l", _("lesson"));
        k = add(keys, k, "?", _("help"));
        k = add(keys, k, "q", _("quit"));
        /* TRANSLATORS: on a pupil's key line in a class: @ lists the
           teacher's class (who is here) */
        k = add(keys, k, "@", _("who is here"));
        if (session_ply_count(p->link.view) > 0)
                /* TRANSLATORS: [ and ] show earlier positions */
                k = add(keys, k, "[/]", _("earlier/later"));
        return k;
}

const char *tui_play_role_help(struct tui_play *p, const char **title)
{
        static char page[8192];
        const char *game = p->game->help_text(p);
        const char *rules = strstr(game, "\n\n");

        *title = _(p->game->help_title);
        if (tui_play_role(p, NULL) != TUI_LINK_PUPIL)
                return game;
        /* TRANSLATORS: the title of a pupil's help page in a class */
        *title = _("Help: a pupil in the class");
        snprintf(page, sizeof page,
                 _("IN THE CLASS\n"
                   "The board is the teacher's: it changes as the teacher sets up a "
                   "position, plays a move or takes one back. The teacher's notes and "
                   "questions appear on the status line, in your language.\n"
                   "When a question is open, answer it by playing a move on the board: "
                   "with the keys the key line shows then, with the mouse, or typed "
                   "after : (for example %s). You answer once; a move the rules forbid "
                   "is refused with the reason and is no answer yet. Nobody but the "
                   "teacher sees your answer; when the teacher shows the answer you "
                   "see it, why, and whether yours was right.\n"
                   "\n"
                   "KEYS\n"
                   "[ and ] earlier and later positions of the board, Esc back to it. "
                   "@ who is here. ? or F1 this help. q leave the class.%s"),
                 p->game->command_example ? p->game->command_example : "",
                 rules ? rules : "");
        return page;
}

bool tui_play_role_status(struct tui_play *p, char *buf, size_t len)
{
        enum tui_link_question q;

        if (tui_play_role(p, &q) != TUI_LINK_PUPIL || tui_play_human_to_move(p))
                return false;
        if (q == TUI_LINK_LESSON)
                snprintf(buf, len, "%s",
                         _("The class is taking a lesson: l takes you back to it."));
        else if (q == TUI_LINK_ANSWERED)
                snprintf(
                    buf, len, "%s",
                    _("Your answer is in: wait for the teacher to show the answer."));
        else
                snprintf(buf, len, "%s",
                         _("The teacher's board: wait for the teacher's question."));
        return true;
}

const char *tui_play_role_quit_question(struct tui_play *p)
{
        if (tui_play_role(p, NULL) != TUI_LINK_PUPIL)
                return NULL;
        return _("Leave the class? Join again to come back. (y/n)");
}

void tui_play_role_refuse(struct tui_play *p)
{
        enum tui_link_question q;
        enum tui_link_role role = tui_play_role(p, &q);

        if (role == TUI_LINK_WATCHER)
                tui_play_say(p, TUI_ERROR, "%s",
                             _("You are watching this game: your keys do not play."));
        else if (role == TUI_LINK_PUPIL && q == TUI_LINK_ASKED)
                tui_play_say(p, TUI_ERROR,
                             _("To answer, play a move on the board: the keys of the key "
                               "line, a click, or : and the move (for example %s)."),
                             p->game->command_example ? p->game->command_example : "");
        else if (role == TUI_LINK_PUPIL && q == TUI_LINK_LESSON)
                tui_play_say(p, TUI_ERROR, "%s",
                             _("The class is taking a lesson: l takes you back to it."));
        else if (role == TUI_LINK_PUPIL && q == TUI_LINK_ANSWERED)
                tui_play_say(p, TUI_ERROR, "%s",
                             _("You have answered this question already. Wait for the "
                               "teacher to show the answer."));
        else if (role == TUI_LINK_PUPIL)
                tui_play_say(p, TUI_ERROR, "%s",
                             _("Wait for the teacher's question: then you answer it "
                               "with a move on the board."));
}
