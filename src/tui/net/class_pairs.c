/* class_pairs.c: a pupil's terminal going to the pair's game and back
 * (see class_pairs.h). What the host sends is checked (a valid game name,
 * a seat letter) and sanitized before it is shown; the game joined is
 * always one of the class's own host (its uid), at the seat the host
 * reserved for this pupil's uid. */
#include "tui/net/class_pairs.h"
#include "net/pairs.h"
#include "net/sanitize.h"
#include "tui/play/play.h"
#include "tui/seats.h"
#include "i18n/i18n.h"

#include <stdio.h>
#include <string.h>

/* The game the host sent, waiting to be joined. */
static struct {
        bool waiting;
        char name[NET_NAME_MAX + 1];
        char seat;
        char opponent[48]; /* "" for the computer */
} next_game;

static void e_pair(void *ctx, const char *name, char seat, const char *opponent)
{
        struct tui_link_news *n = ctx;
        next_game.waiting = true;
        snprintf(next_game.name, sizeof next_game.name, "%s", name);
        next_game.seat = seat;
        net_sanitize(next_game.opponent, sizeof next_game.opponent, opponent);
        snprintf(n->text, sizeof n->text, "%s", _("Your game is ready: joining it."));
        n->leave = true;
}

static const struct net_pairs_events events = {.pair = e_pair};

bool tui_class_pairs_take(const struct net_msg *m, struct tui_link_news *n)
{
        return net_pairs_take(&events, n, m);
}

enum tui_run tui_class_pairs_follow(const struct tui_remote_target *klass, enum tui_run r,
                                    enum tui_run (*play)(struct tui_link *l,
                                                         const char *notice),
                                    char *why, size_t len)
{
        char notice[TUI_LINK_TEXT_MAX], reason[TT_REASON_MAX];
        struct tui_link link;

        why[0] = '\0';
        while (r == TUI_RUN_BACK && next_game.waiting) {
                struct tui_remote_target game = *klass;

                next_game.waiting = false;
                snprintf(game.name, sizeof game.name, "%s", next_game.name);
                game.seat = next_game.seat;
                game.watch = false;
                if (tui_remote_open(&link, &game, reason, sizeof reason) == 0) {
                        if (next_game.opponent[0])
                                /* TRANSLATORS: the pupil's side (X, South), then
                                 * the other pupil's login */
                                snprintf(notice, sizeof notice,
                                         _("Your game of the class: you play %s against "
                                           "%s. When it has ended, quit it (q, y) to go "
                                           "back to the class."),
                                         tui_seat_word(next_game.seat),
                                         next_game.opponent);
                        else
                                /* TRANSLATORS: the pupil's side (X, South) */
                                snprintf(notice, sizeof notice,
                                         _("Your game of the class: you play %s against "
                                           "the computer. When it has ended, quit it (q, "
                                           "y) to go back to the class."),
                                         tui_seat_word(next_game.seat));
                        tui_play_pin_notice();
                        r = play(&link, notice);
                        if (r != TUI_RUN_BACK && r != TUI_RUN_LOBBY)
                                return r;
                        snprintf(notice, sizeof notice, "%s", _("Back in the class."));
                } else {
                        snprintf(notice, sizeof notice,
                                 _("Your game could not start: %s"), reason);
                }
                struct tui_remote_target again = *klass;
                again.watch = false;
                again.seat = 0;
                if (tui_remote_open(&link, &again, reason, sizeof reason) != 0) {
                        snprintf(why, len, _("cannot join the class again: %s"), reason);
                        return TUI_RUN_BACK;
                }
                tui_play_pin_notice();
                r = play(&link, notice);
        }
        return r;
}
