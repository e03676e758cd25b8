/* teach/thaayam_board.c: the Thaayam side of the teaching board: the
 * pieces of each seat on any square of their path (T3), off the board or
 * borne off, twins (T16), the seats in play (T2), whose turn it is, the
 * scores waiting to be used (T5, T7), the extra turn (T15) and the
 * capture rule (T19). The check asks the rules library: the state parser
 * and thaayam_state_possible (T13, T14, T18). */
#include "tui/teach/internal.h"
#include "tui/kit/draw.h"
#include "tui/seats.h"
#include "tui/thaayam/internal.h"
#include "tui/thaayam/screen.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

static thaayam_state st;
static int hand;              /* the seat whose pieces the number keys place */
static bool show_path = true; /* the path numbers of that seat (T3) */

static void tb_clear(void)
{
        thaayam_options o = {0};
        unsigned seats = st.seats ? st.seats : (1u << THAAYAM_S | 1u << THAAYAM_N);
        o.seats = seats;
        o.capture = st.capture;
        thaayam_init(&st, &o, __builtin_ctz(seats), NULL, 0);
        hand = __builtin_ctz(seats);
}

static int tb_set_state(const char *state, char *why, size_t len)
{
        thaayam_state s;
        if (thaayam_state_parse(&s, state, why, len) != THAAYAM_OK)
                return -1;
        st = s;
        if (!(st.seats & (1u << hand)))
                hand = st.turn;
        return 0;
}

static void tb_get_state(char *buf, size_t len)
{
        thaayam_state_format(&st, buf, len);
}

static int tb_options(const char *state, char *buf, size_t len, char *why, size_t why_len)
{
        thaayam_state t;
        char seats[5];
        int n = 0;
        if (thaayam_state_parse(&t, state, why, why_len) != THAAYAM_OK)
                return -1;
        for (int s = 0; s < THAAYAM_SEATS; s++)
                if (t.seats & (1u << s))
                        seats[n++] = thaayam_seat_char(s);
        seats[n] = '\0';
        snprintf(buf, len, "seats=%s capture=%s first=%c", seats,
                 t.capture == THAAYAM_CAPTURE_WHOLE ? "whole" : "split",
                 thaayam_seat_char(t.turn));
        return 0;
}

static int tb_check(char *why, size_t len)
{
        char state[THAAYAM_STATE_MAX];
        thaayam_state back;

        tb_get_state(state, sizeof state);
        if (thaayam_state_parse(&back, state, why, len) != THAAYAM_OK)
                return -1;
        if (!thaayam_state_possible(&back, why, len))
                return -1;
        return 0;
}

/* The first to bear off all four pieces wins (T22): who, in words. A set
 * position has no finishing order, so a seat with all four borne off is
 * the winner (the rules library's result counts only the game's own
 * bear-offs). */
static bool tb_over(char *why, size_t len)
{
        for (int s = 0; s < THAAYAM_SEATS; s++) {
                int home = 0;
                if (!(st.seats & (1u << s)))
                        continue;
                for (int p = 0; p < THAAYAM_PIECES; p++)
                        home += st.pos[s][p] == THAAYAM_POS_HOME;
                if (home < THAAYAM_PIECES)
                        continue;
                snprintf(why, len, _("%s has borne off all four pieces and wins (T22)"),
                         tui_seat_word(thaayam_seat_char(s)));
                return true;
        }
        return false;
}

/* Who is to throw or to use the scores; on a finished position, who won
 * (T22). */
static void tb_turn_words(char *buf, size_t len)
{
        const char *who = tui_seat_word(thaayam_seat_char(st.turn));
        char why[TT_REASON_MAX];
        if (tb_over(why, sizeof why))
                snprintf(buf, len, _("The game is already over: %s."), why);
        else if (st.phase == THAAYAM_PHASE_THROW)
                snprintf(buf, len, _("%s is to throw."), who);
        else
                snprintf(buf, len, _("%s is to use the scores."), who);
}

/* "3 8=2 - #": the pieces of a seat as the state string writes them. */
static void pieces_text(int seat, char *buf, size_t len)
{
        size_t at = 0;
        buf[0] = '\0';
        for (int p = 0; p < THAAYAM_PIECES && at < len; p++) {
                int where = st.pos[seat][p];
                char one[12];
                if (where == THAAYAM_POS_OFF)
                        snprintf(one, sizeof one, "-");
                else if (where == THAAYAM_POS_HOME)
                        snprintf(one, sizeof one, "#");
                else
                        snprintf(one, sizeof one, "%d", where);
                if (st.twin[seat][p] != THAAYAM_NO_TWIN)
                        snprintf(one + strlen(one), sizeof one - strlen(one), "=%d",
                                 st.twin[seat][p] + 1);
                at += (size_t)snprintf(buf + at, len - at, "%s%s", p ? " " : "", one);
        }
}

static void tb_draw(const struct tui_layout *l, int cursor)
{
        const struct tui_rect *r = &l->panel;
        struct tui_thaayam_view v = {&st, cursor, -1, -1, 0, show_path ? hand : -1, 0, 0};
        char line[96], scores[THAAYAM_MAX_THROWS * 3 + 1];
        int y = r->y;

        tui_thaayam_draw_board(l, &v);
        tui_text(y++, r->x, r->w, TUI_TITLE, _("Pieces (path numbers)"));
        for (int s = 0; s < THAAYAM_SEATS; s++) {
                char pieces[48];
                if (!(st.seats & (1u << s))) {
                        tui_textf(y++, r->x, r->w, s == hand ? TUI_ACTIVE : TUI_DIM,
                                  "%s %s: %s", s == hand ? ">" : " ",
                                  tui_seat_word(thaayam_seat_char(s)), _("not in play"));
                        continue;
                }
                pieces_text(s, pieces, sizeof pieces);
                tui_textf(y++, r->x, r->w,
                          s == hand ? TUI_ACTIVE : tui_thaayam_seat_role(s), "%s %s: %s",
                          s == hand ? ">" : " ", tui_seat_word(thaayam_seat_char(s)),
                          pieces);
        }
        y++;
        tb_turn_words(line, sizeof line);
        {
                /* who won takes more than a line of the panel */
                const struct tui_rect at = {y, r->x, 3, r->w};
                y += tui_text_wrap(&at, TUI_ACTIVE, line, 0);
        }
        scores[0] = '\0';
        for (int i = 0, at = 0; i < st.nthrows; i++)
                at += snprintf(scores + at, sizeof scores - (size_t)at, "%s%d",
                               i ? "," : "", st.throws[i]);
        if (st.phase == THAAYAM_PHASE_MOVE)
                tui_textf(y++, r->x, r->w, TUI_NORMAL, _("Scores to use: %s"), scores);
        if (st.extra)
                tui_text(y++, r->x, r->w, TUI_NORMAL,
                         _("A capture earned another turn (T15)."));
        tui_text(y++, r->x, r->w, TUI_NORMAL,
                 st.capture == THAAYAM_CAPTURE_WHOLE
                     ? _("Captured twins stay whole (T19).")
                     : _("Captured twins split (T19)."));
        y++;
        tui_text(y++, r->x, r->w, TUI_TITLE, _("Editing keys"));
        /* wrapped, never cut at 80 columns ("/ of": issue 25 item 11) */
        teach_key_lines(&y, r, _(" 1-4  a piece here, or off"));
        teach_key_lines(&y, r, _(" Tab  next seat   i in play"));
        teach_key_lines(&y, r, _(" w twin   + scores   t turn"));
}

/* Piece p of seat s leaves its twin (both become single). */
static void untwin(int s, int p)
{
        int q = st.twin[s][p];
        if (q == THAAYAM_NO_TWIN)
                return;
        st.twin[s][p] = THAAYAM_NO_TWIN;
        st.twin[s][q] = THAAYAM_NO_TWIN;
}

/* Number key: the piece to this square, or off it (off the board; from
 * the castle borne off first, T21). */
static void place(int p, int cursor)
{
        int idx = thaayam_index_of(hand, cursor);
        int8_t *at = &st.pos[hand][p];
        untwin(hand, p);
        if (*at == idx)
                *at = idx == THAAYAM_CASTLE_INDEX ? THAAYAM_POS_HOME : THAAYAM_POS_OFF;
        else if (*at == THAAYAM_POS_HOME && idx == THAAYAM_CASTLE_INDEX)
                *at = THAAYAM_POS_OFF;
        else
                *at = (int8_t)idx;
}

/* w: the twin of this seat on the square splits, or its first two single
 * pieces there join (T16; the check says where a twin cannot be). */
static void twin_here(int cursor, char *msg, size_t len)
{
        int idx = thaayam_index_of(hand, cursor), first = -1;
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                if (st.pos[hand][p] != idx)
                        continue;
                if (st.twin[hand][p] != THAAYAM_NO_TWIN) {
                        untwin(hand, p);
                        return;
                }
                if (first < 0) {
                        first = p;
                        continue;
                }
                st.twin[hand][first] = (int8_t)p;
                st.twin[hand][p] = (int8_t)first;
                return;
        }
        snprintf(msg, len, "%s",
                 _("A twin is two pieces of one seat on one square: put two there "
                   "first (T16)."));
}

static void next_seat_in_play(uint8_t *seat)
{
        for (int i = 1; i <= THAAYAM_SEATS; i++)
                if (st.seats & (1u << ((*seat + i) % THAAYAM_SEATS))) {
                        *seat = (uint8_t)((*seat + i) % THAAYAM_SEATS);
                        return;
                }
}

static void toggle_in_play(char *msg, size_t len)
{
        unsigned bit = 1u << hand;
        if ((st.seats & bit) && __builtin_popcount(st.seats) <= 2) {
                snprintf(msg, len, "%s", _("Two to four seats play (T2)."));
                return;
        }
        st.seats ^= (uint8_t)bit;
        for (int p = 0; p < THAAYAM_PIECES; p++) {
                st.pos[hand][p] = THAAYAM_POS_OFF;
                st.twin[hand][p] = THAAYAM_NO_TWIN;
        }
        if (!(st.seats & (1u << st.turn)))
                next_seat_in_play(&st.turn);
}

static bool tb_key(const struct tui_event *ev, int cursor, char *msg, size_t len)
{
        if (ev->action == TUI_A_NEXT || ev->action == TUI_A_PREV) {
                hand = (hand + (ev->action == TUI_A_NEXT ? 1 : 3)) % THAAYAM_SEATS;
                return true;
        }
        switch (ev->key) {
        case '1':
        case '2':
        case '3':
        case '4':
                if (!(st.seats & (1u << hand))) {
                        snprintf(msg, len, "%s",
                                 _("This seat is not in play: i brings it in (T2)."));
                        return true;
                }
                place(ev->key - '1', cursor);
                return true;
        case 'w':
        case 'W':
                twin_here(cursor, msg, len);
                return true;
        case 'i':
        case 'I':
                toggle_in_play(msg, len);
                return true;
        case 't':
        case 'T':
                next_seat_in_play(&st.turn);
                return true;
        case 'x':
        case 'X':
                st.extra ^= 1;
                return true;
        case 'r':
        case 'R':
                st.capture ^= 1;
                return true;
        case 'a':
        case 'A':
                show_path = !show_path;
                return true;
        default:
                return false;
        }
}

static void tb_line_get(char *buf, size_t len)
{
        buf[0] = '\0';
        for (int i = 0, at = 0; i < st.nthrows && (size_t)at < len; i++)
                at += snprintf(buf + at, len - (size_t)at, "%s%d", i ? "," : "",
                               st.throws[i]);
}

/* "4,1,3": the scores waiting to be used (move phase); empty: the player
 * throws next. The scores' order is checked with the position (T5). */
static void tb_line_done(const char *text, char *msg, size_t len)
{
        uint8_t throws[THAAYAM_MAX_THROWS];
        int n = 0;
        for (const char *c = text; *c;) {
                int v = 0, digits = 0;
                while (*c == ' ' || *c == ',')
                        c++;
                if (!*c)
                        break;
                while (*c >= '0' && *c <= '9' && digits < 2) {
                        v = v * 10 + (*c++ - '0');
                        digits++;
                }
                if (!digits || !thaayam_score_valid(v) || n == THAAYAM_MAX_THROWS ||
                    (*c && *c != ',' && *c != ' ')) {
                        snprintf(msg, len, "%s",
                                 _("Scores are 1, 2, 3, 4 or 8, separated by commas "
                                   "(T4)."));
                        return;
                }
                throws[n++] = (uint8_t)v;
        }
        st.nthrows = (uint8_t)n;
        for (int i = 0; i < n; i++) {
                st.throws[i] = throws[i];
                st.throw_status[i] = THAAYAM_THROW_UNUSED;
        }
        st.phase = n ? THAAYAM_PHASE_MOVE : THAAYAM_PHASE_THROW;
        if (!n)
                st.extra = 0;
}

static const char *tb_help(void)
{
        return _("Thaayam: Tab chooses the seat whose pieces you place (its path "
                 "numbers are shown on the board). 1, 2, 3 and 4 put "
                 "that piece on the square under the cursor; the same key again takes "
                 "it off the board (on the castle it is borne off first). w joins two "
                 "pieces of the seat on the square into a twin, or splits the twin "
                 "there (T16). i brings the seat into play or takes it out (T2). + "
                 "sets the scores waiting to be used, e.g. 4,1,3 (empty: the player "
                 "throws next, T5). t: the next seat to play. x: the extra turn "
                 "earned by a capture (T15). r: the capture rule of twins (T19). a: the "
                 "path numbers shown or not.");
}

static const char *const tb_keys[] = {N_("Tab"), N_("seat"),   N_("1-4"), N_("piece"),
                                      N_("+"),   N_("scores"), NULL};

const struct teach_board_game teach_thaayam_board = {
    .name = "thaayam",
    .title = N_("Thaayam: teaching board"),
    .lessons_title = N_("Thaayam: lessons"),
    .class_title = N_("Thaayam: a class on this server"),
    .layout = &tui_thaayam_layout_req,
    .screen = &tui_thaayam_screen,
    .start = tb_clear,
    .set_state = tb_set_state,
    .get_state = tb_get_state,
    .options = tb_options,
    .check = tb_check,
    .over = tb_over,
    .turn_words = tb_turn_words,
    .draw = tb_draw,
    .key = tb_key,
    .line_key = '+',
    .line_label = N_("Scores to use (e.g. 4,1,3; empty: a throw comes next): "),
    .line_get = tb_line_get,
    .line_done = tb_line_done,
    .edit_keys = tb_keys,
    .help = tb_help,
};
