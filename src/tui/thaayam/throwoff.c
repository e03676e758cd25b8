/* thaayam/throwoff.c: the start-of-game throw-off screen (T6). Every
 * player in play throws once; the highest starts; tied leaders throw again
 * among themselves until one is highest. The steps come from the rules
 * library (thaayam_throwoff_*); this screen only shows them and collects
 * the throws: Enter for program dice, a typed score with physical dice
 * (computer seats always throw by themselves, at a readable pace). */
#include "tui/kit/draw.h"
#include "tui/kit/output.h"
#include "tui/kit/event.h"
#include "tui/kit/help.h"
#include "tui/seats.h"
#include "tui/thaayam/internal.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

enum { ROUNDS_SHOWN = 8, COMPUTER_PAUSE_MS = 700 };

struct toff {
        thaayam_throwoff t;
        uint8_t scores[ROUNDS_SHOWN][4]; /* 0: did not throw in that round */
        uint8_t faces[4];
        int nrounds;
        int last_seat;
        bool last_seeds; /* the last throw was the program's: its seeds shown */
        char msg[200];
        enum tui_role msg_role;
};

/* A throw of seat; seeds: thrown by the program (a computer seat's throw,
 * also with physical dice, or the program's dice), so its seeds are shown. */
static void record_throw(struct toff *o, int seat, int score, unsigned salt, bool seeds)
{
        char why[160];
        int round = o->t.round;
        uint8_t before = o->t.contenders;

        if (thaayam_throwoff_throw(&o->t, score, why, sizeof why) != THAAYAM_OK) {
                snprintf(o->msg, sizeof o->msg, "%s", _(why));
                o->msg_role = TUI_ERROR;
                return;
        }
        if (round < ROUNDS_SHOWN) {
                o->scores[round][seat] = (uint8_t)score;
                if (round + 1 > o->nrounds)
                        o->nrounds = round + 1;
        }
        tui_thaayam_faces(score, salt, o->faces);
        o->last_seat = seat;
        o->last_seeds = seeds;
        o->msg_role = TUI_INFO;
        if (o->t.winner >= 0) {
                snprintf(o->msg, sizeof o->msg,
                         _("%s throws highest and starts (T6). Press Enter to begin."),
                         tui_seat_word(thaayam_seat_char(o->t.winner)));
        } else if (o->t.round != round) {
                char who[64] = "";
                int s;
                for (s = 0; s < 4; s++)
                        if (o->t.contenders & (1u << s)) {
                                size_t k = strlen(who);
                                snprintf(who + k, sizeof who - k, "%s%s", k ? ", " : "",
                                         tui_seat_word(thaayam_seat_char(s)));
                        }
                snprintf(o->msg, sizeof o->msg, _("Tie: %s throw again (T6)."), who);
                o->msg_role = TUI_ERROR;
        } else {
                snprintf(o->msg, sizeof o->msg, _("%s threw %d."),
                         tui_seat_word(thaayam_seat_char(seat)), score);
        }
        (void)before;
}

static void draw(struct toff *o, const struct tui_thaayam_settings *set)
{
        struct tui_layout l;
        struct tui_layout_req req = {1, 1, 0, 0, 0, 0, 0, 0, 0};
        const struct tui_glyphs *g = tui_glyphs();
        const char *keys[9];
        int cols, s, r, y, x0, next = thaayam_throwoff_next(&o->t), k = 0;
        char buf[160];

        if (!tui_draw_begin(&l, &req, _("Thaayam: who starts? (T6)"), NULL))
                return;
        cols = getmaxx(stdscr);
        x0 = cols / 2 - 30 < 1 ? 1 : cols / 2 - 30;
        y = 3;
        {
                /* wrapped on a narrow window (the compact layout) */
                struct tui_rect intro = {y, x0, 2, cols - x0 - 1};
                y += tui_text_wrap(
                    &intro, TUI_DIM,
                    _("Each player throws once: the highest starts, ties throw again."),
                    0);
        }
        /* what "(T6)" in the title is (issue 25) */
        tui_text(y++, x0, cols - x0 - 1, TUI_DIM, tui_thaayam_rule_ids_legend());
        y++;
        tui_text(y, x0 + 24, 20, TUI_TITLE, _("Throws"));
        y++;
        for (s = 0; s < 4; s++) {
                if (set->seat[s].kind == TUI_SEAT_EMPTY)
                        continue;
                bool active = s == next;
                snprintf(buf, sizeof buf, "%s %c %-18.18s", active ? g->bullet : " ",
                         tui_seat_letter(thaayam_seat_char(s)), set->seat[s].name);
                tui_text(y, x0, 24, active ? TUI_ACTIVE : tui_thaayam_seat_role(s), buf);
                for (r = 0; r < o->nrounds; r++) {
                        if (o->scores[r][s])
                                snprintf(buf, sizeof buf, "%d", o->scores[r][s]);
                        else
                                snprintf(buf, sizeof buf, "%s", "-");
                        tui_text(y, x0 + 24 + 4 * r, 4,
                                 o->t.winner == s && r == o->nrounds - 1 ? TUI_WIN
                                                                         : TUI_NORMAL,
                                 buf);
                }
                y++;
        }
        y++;
        if (o->last_seat >= 0 && o->last_seeds) {
                /* larger seeds on a large screen (a projector) */
                int lines = tui_thaayam_seed_lines(cols - x0 - 24, getmaxy(stdscr));
                int used =
                    tui_textf(y + lines / 2, x0, 24, TUI_DIM,
                              "%s: ", tui_seat_word(thaayam_seat_char(o->last_seat)));
                tui_thaayam_draw_seeds(y, x0 + used, lines > 1 ? cols - x0 - used : 30,
                                       lines, o->faces, set->look);
                if (lines > 1)
                        tui_thaayam_seed_legend(y + lines + 1, x0, cols - x0 - 1,
                                                set->look);
        }
        const char *said = o->msg;
        enum tui_role said_role = o->msg_role;
        if (!o->msg[0] && next >= 0) {
                char who[TUI_SEAT_NAME_MAX + 24];
                tui_seat_who(set->seat[next].name, thaayam_seat_char(next), who,
                             sizeof who);
                if (set->seat[next].kind == TUI_SEAT_COMPUTER)
                        snprintf(buf, sizeof buf, _("%s throws..."), who);
                else if (set->dice == TUI_THAAYAM_DICE_PHYSICAL)
                        snprintf(buf, sizeof buf,
                                 _("%s: throw the seeds and type the score (1 2 3 4 8)."),
                                 who);
                else
                        snprintf(buf, sizeof buf, _("%s: press Enter to throw."), who);
                said = buf;
                said_role = TUI_INFO;
        }
        tui_draw_status(&l, said_role, said);
        keys[k++] = _("Enter");
        /* once the starter is known Enter begins the game (issue 25) */
        keys[k++] = o->t.winner >= 0                         ? _("begin the game")
                    : set->dice == TUI_THAAYAM_DICE_PHYSICAL ? _("go on")
                                                             : _("throw");
        if (set->dice == TUI_THAAYAM_DICE_PHYSICAL) {
                keys[k++] = "1 2 3 4 8";
                keys[k++] = _("score thrown");
        }
        keys[k++] = _("Esc");
        keys[k++] = _("back");
        keys[k++] = "?";
        keys[k++] = _("help");
        keys[k] = NULL;
        tui_draw_help_line(&l, keys);
        /* a narrow window: read whole, the keys work as ever */
        tui_draw_long_message(&l, said_role, said);
}

int tui_thaayam_throwoff(const struct tui_thaayam_settings *set, tt_rng *rng)
{
        static struct toff o;
        struct tui_event ev;
        unsigned mask = 0;
        long long next_auto = 0;
        bool all_computers = true;
        int s;

        memset(&o, 0, sizeof o);
        o.last_seat = -1;
        for (s = 0; s < 4; s++)
                if (set->seat[s].kind != TUI_SEAT_EMPTY)
                        mask |= 1u << s;
        if (thaayam_throwoff_init(&o.t, mask) != THAAYAM_OK)
                return -1;
        for (s = 0; s < 4; s++)
                if (set->seat[s].kind == TUI_SEAT_HUMAN)
                        all_computers = false;
        next_auto = tui_now_ms() + COMPUTER_PAUSE_MS;
        for (;;) {
                int next = thaayam_throwoff_next(&o.t);
                long long now = tui_now_ms();
                bool computer = next >= 0 && set->seat[next].kind == TUI_SEAT_COMPUTER;

                /* Computers on every seat (a demonstration): nobody is there
                 * to press Enter, so the game begins by itself. */
                if (next < 0 && all_computers && now >= next_auto + 2 * COMPUTER_PAUSE_MS)
                        return o.t.winner;

                if (computer && now >= next_auto) {
                        uint8_t faces[4];
                        int score = thaayam_throw_seeds(rng, faces);
                        record_throw(&o, next, score, (unsigned)now, true);
                        memcpy(o.faces, faces, sizeof faces);
                        next_auto = now + COMPUTER_PAUSE_MS;
                        continue;
                }
                draw(&o, set);
                tui_refresh();
                tui_next_event(&ev, computer || (next < 0 && all_computers) ? 100 : -1);
                switch (ev.type) {
                case TUI_EV_HANGUP:
                        return -2;
                case TUI_EV_RESIZE:
                        clear();
                        continue;
                case TUI_EV_INTERRUPT:
                        return -1;
                case TUI_EV_KEY:
                        break;
                default:
                        continue;
                }
                if (ev.action == TUI_A_HELP) {
                        if (!tui_help_run(_("Thaayam: help"), tui_thaayam_help_text()))
                                return -2;
                        continue;
                }
                if (tui_key_more(&ev)) /* the keys that did not fit */
                        continue;
                if (ev.action == TUI_A_BACK || ev.key == 'q' || ev.key == 'Q')
                        return -1;
                if (next < 0) {
                        if (ev.action == TUI_A_OK)
                                return o.t.winner;
                        continue;
                }
                if (computer)
                        continue;
                if (set->dice == TUI_THAAYAM_DICE_PHYSICAL) {
                        int score = ev.key - '0';
                        if (ev.key >= '0' && ev.key <= '9' &&
                            thaayam_score_valid(score)) {
                                record_throw(&o, next, score, (unsigned)now, false);
                                next_auto = now + COMPUTER_PAUSE_MS;
                        } else if (ev.action == TUI_A_OK ||
                                   (ev.key >= '0' && ev.key <= '9')) {
                                snprintf(o.msg, sizeof o.msg, "%s",
                                         _("Type the score thrown: 1, 2, 3 or 4 light "
                                           "faces up, 8 for none (T4)."));
                                o.msg_role = TUI_ERROR;
                        }
                } else if (ev.action == TUI_A_OK) {
                        uint8_t faces[4];
                        int score = thaayam_throw_seeds(rng, faces);
                        record_throw(&o, next, score, (unsigned)now, true);
                        memcpy(o.faces, faces, sizeof faces);
                        next_auto = now + COMPUTER_PAUSE_MS;
                }
        }
}
