/* teach/board.c: the teaching board, the same for every game: a cursor on
 * the board, the game's editing keys (quixo_board.c, thaayam_board.c), the
 * check against the rules, "what if" play from the position (whatif.c),
 * saving and opening positions as records with a `start` state, and the
 * way to the guided lessons. */
#include "tui/teach/internal.h"
#include "tui/kit/output.h"
#include "tui/teach/class.h"
#include "tui/kit/draw.h"
#include "tui/saved/files.h"
#include "tui/kit/form.h"
#include "tui/kit/help.h"
#include "tui/play/picture_key.h"
#include "net/sanitize.h"
#include "session/game.h"
#include "i18n/i18n.h"

#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum { TEACH_PATH_MAX = 4096 };

enum prompt { PROMPT_NONE, PROMPT_SAVE, PROMPT_OPEN, PROMPT_GAME_LINE };

struct board {
        const struct teach_board_game *g;
        struct tui_layout layout;
        int cursor;
        enum prompt prompt;
        struct tui_line line;
        char msg[TEACH_MSG_MAX];
        enum tui_role msg_role;
        char kept[TT_STATE_MAX]; /* the position last saved or opened */
        struct teach_class *cls; /* hosted for a class (class.h), else NULL */
};

static void say(struct board *b, enum tui_role role, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void say(struct board *b, enum tui_role role, const char *fmt, ...)
{
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(b->msg, sizeof b->msg, fmt, ap);
        va_end(ap);
        net_sanitize(b->msg, sizeof b->msg, b->msg);
        b->msg_role = role;
}

void teach_key_lines(int *y, const struct tui_rect *r, const char *text)
{
        const struct tui_rect two = {*y, r->x, 2, r->w};
        int used = tui_text_wrap(&two, TUI_NORMAL, text, 0);
        *y += used > 0 ? used : 1;
}

static const char *board_help(const struct teach_board_game *g)
{
        static char text[3072];
        snprintf(text, sizeof text, "%s\n%s\n\n%s\n\n%s\n\n%s",
                 _("The teaching board: set up any position, check it against the "
                   "rules, then play \"what if\" from it.\n"
                   "\n"
                   "Arrows or h j k l move the cursor; a click puts it on a square. "
                   "c checks the position: an impossible one is named with the rule it "
                   "breaks. p plays from the position on the play screen, every seat at "
                   "this terminal: u takes a move back, r plays it again, and a "
                   "different move after u starts another branch; q there comes back "
                   "to this board with the position as it was. s saves the position as "
                   "a record (a bare name goes to the saved games, a name with a / is "
                   "a path: a lesson plan is a folder of such files); f opens a record "
                   "(its last position). n clears the board. g opens the guided "
                   "lessons. m shows the rest of a key line too long for the window. "
                   "q or Esc leaves."),
                 _("e writes a picture of the position (SVG) to the saved games' folder "
                   "and says its name, for worksheets and slides."),
                 g->help(),
                 _("Hosted for a class (tabletop teach GAME --host, or the Teach menu), "
                   "every pupil who joins sees this board, what-if moves included. b "
                   "opens the class's screen: the roster, a asks a question about the "
                   "position (each pupil answers once with a move on their board), r "
                   "reveals the answer to all, n writes a note for the pupils. The "
                   "record of the answers goes to the data folder as a CSV file."),
                 _("See docs/classroom.md and the manual page tabletop(6)."));
        return text;
}

static bool changed_since_kept(struct board *b)
{
        char state[TT_STATE_MAX];
        b->g->get_state(state, sizeof state);
        return strcmp(state, b->kept) != 0;
}

static void keep(struct board *b)
{
        b->g->get_state(b->kept, sizeof b->kept);
}

static void check(struct board *b)
{
        char why[TT_REASON_MAX], turn[128];
        if (b->g->check(why, sizeof why) != 0) {
                say(b, TUI_ERROR, _("Impossible: %s"), _(why));
                return;
        }
        if (b->g->over(why, sizeof why)) {
                /* possible, but nothing is left to play (issue 25 item 9) */
                say(b, TUI_INFO, _("The game is already over: %s."), why);
                return;
        }
        b->g->turn_words(turn, sizeof turn);
        say(b, TUI_INFO, _("The position is possible. %s"), turn);
}

static void save_as(struct board *b, const char *name)
{
        char state[TT_STATE_MAX], why[TT_REASON_MAX], path[TEACH_PATH_MAX];
        struct session *s;

        if (b->g->check(why, sizeof why) != 0) {
                say(b, TUI_ERROR, _("Not saved: impossible position: %s"), _(why));
                return;
        }
        b->g->get_state(state, sizeof state);
        s = teach_session(b->g, state, why, sizeof why);
        if (!s) {
                say(b, TUI_ERROR, _("Not saved: %s"), _(why));
                return;
        }
        if (tui_save_game(s, name, path, sizeof path, why, sizeof why) != 0)
                say(b, TUI_ERROR, _("Could not save: %s"), why);
        else {
                say(b, TUI_INFO, _("Position saved in %s."), path);
                keep(b);
        }
        session_free(s);
}

/* e: the position on the board as an SVG picture in the data directory,
 * as the play screens' i does (docs/classroom.md). */
static void picture(struct board *b)
{
        char state[TT_STATE_MAX], why[TT_REASON_MAX], path[TEACH_PATH_MAX];
        struct session *s;

        if (b->g->check(why, sizeof why) != 0) {
                say(b, TUI_ERROR, _("No picture written: %s"), _(why));
                return;
        }
        b->g->get_state(state, sizeof state);
        s = teach_session(b->g, state, why, sizeof why);
        if (!s) {
                say(b, TUI_ERROR, _("No picture written: %s"), _(why));
                return;
        }
        if (tui_picture_write(s, path, sizeof path, why, sizeof why) != 0)
                say(b, TUI_ERROR, _("No picture written: %s"), _(why));
        else
                say(b, TUI_INFO, _("Picture written to %s"), path);
        session_free(s);
}

/* The last position of a record of this game; false with why. */
static bool open_record(struct board *b, const char *name, char *why, size_t len)
{
        char path[TEACH_PATH_MAX], state[TT_STATE_MAX];
        struct session *s =
            tui_load_game(name, false, tui_now_ms(), path, sizeof path, why, len);
        int rc;

        if (!s)
                return false;
        if (strcmp(session_ops(s)->name, b->g->name) != 0) {
                snprintf(why, len, _("%s is a record of another game"), path);
                session_free(s);
                return false;
        }
        session_state(s, state, sizeof state);
        session_free(s);
        rc = b->g->set_state(state, why, len);
        if (rc == 0)
                keep(b);
        return rc == 0;
}

static void open_from(struct board *b, const char *name)
{
        char why[TT_REASON_MAX];
        char text[TT_REASON_MAX + 64];
        if (!open_record(b, name, why, sizeof why)) {
                tui_file_error(text, sizeof text, _("Could not open %s: %s"), name, why);
                say(b, TUI_ERROR, "%s", text);
        } else
                say(b, TUI_INFO, _("Opened %s."), name);
}

static void draw(struct board *b)
{
        const char *keys[24];
        char turn[320];
        int k = 0;

        if (!tui_draw_begin(&b->layout, b->g->layout, _(b->g->title), _("set-up")))
                return;
        b->g->draw(&b->layout, b->cursor);
        if (b->prompt != PROMPT_NONE) {
                const char *label = b->prompt == PROMPT_SAVE   ? _("Save as: ")
                                    : b->prompt == PROMPT_OPEN ? _("Open: ")
                                                               : _(b->g->line_label);
                tui_line_draw(&b->line, b->layout.status.y, b->layout.status.x,
                              b->layout.status.w, label);
                keys[k++] = _("Enter");
                keys[k++] = _("done");
                keys[k++] = _("Esc");
                keys[k++] = _("cancel");
        } else {
                if (b->msg[0] && tui_text_width(b->msg) > b->layout.status.w - 2) {
                        /* a long reason takes the key line too */
                        struct tui_rect two = {b->layout.status.y, 1, 2,
                                               b->layout.cols - 2};
                        tui_text_wrap(&two, b->msg_role, b->msg, 0);
                        return;
                } else if (b->msg[0])
                        tui_draw_status(&b->layout, b->msg_role, b->msg);
                else {
                        b->g->turn_words(turn, sizeof turn);
                        if (b->cls) { /* and how the class is doing */
                                char summary[160];
                                size_t n = strlen(turn);
                                teach_class_summary(b->cls, summary, sizeof summary);
                                snprintf(turn + n, sizeof turn - n, "  %s", summary);
                        }
                        tui_draw_status(&b->layout, TUI_INFO, turn);
                }
                for (int i = 0; b->g->edit_keys[i] && k < 12; i++)
                        keys[k++] = _(b->g->edit_keys[i]);
                keys[k++] = _("c");
                keys[k++] = _("check");
                keys[k++] = _("p");
                keys[k++] = _("play");
                keys[k++] = _("s/f");
                keys[k++] = _("save/open");
                if (b->cls) {
                        keys[k++] = _("b");
                        keys[k++] = _("class");
                } else {
                        keys[k++] = _("g");
                        keys[k++] = _("lessons");
                }
                keys[k++] = _("?");
                keys[k++] = _("help");
        }
        keys[k] = NULL;
        /* m shows the rest of a line too long for the window, as in the
         * games (issue 25 item 11: only a click on the button did) */
        tui_draw_help_line_keyed(&b->layout, keys, b->prompt == PROMPT_NONE ? "m" : NULL);
}

/* A key while a line is asked for; false when nothing more happens. */
static void prompt_key(struct board *b, int key)
{
        enum prompt was = b->prompt;
        enum tui_line_result r = tui_line_key(&b->line, key);
        char text[TUI_LINE_MAX];

        if (r == TUI_LINE_CANCEL)
                b->prompt = PROMPT_NONE;
        if (r != TUI_LINE_DONE)
                return;
        b->prompt = PROMPT_NONE;
        snprintf(text, sizeof text, "%s", b->line.text);
        if (was == PROMPT_GAME_LINE) {
                b->msg[0] = '\0';
                b->g->line_done(text, b->msg, sizeof b->msg);
                b->msg_role = TUI_ERROR;
                return;
        }
        if (!text[0])
                return;
        if (was == PROMPT_SAVE)
                save_as(b, text);
        else
                open_from(b, text);
}

static void ask(struct board *b, enum prompt prompt, const char *text)
{
        b->prompt = prompt;
        tui_line_set(&b->line, text);
        b->msg[0] = '\0';
}

/* The what-if play screen; false when the program is to end (*out). */
static bool play(struct board *b, enum tui_run *out)
{
        char state[TT_STATE_MAX], why[TT_REASON_MAX];
        enum tui_run r;

        if (b->cls && b->cls->open) {
                say(b, TUI_ERROR, "%s",
                    _("Reveal the answer first (b, then r): the pupils are answering."));
                return true;
        }
        if (b->g->check(why, sizeof why) != 0) {
                say(b, TUI_ERROR, _("Impossible: %s"), _(why));
                return true;
        }
        if (b->g->over(why, sizeof why)) {
                say(b, TUI_ERROR,
                    _("Nothing to play from here: the game is already over: %s."), why);
                return true;
        }
        b->g->get_state(state, sizeof state);
        why[0] = '\0';
        r = teach_whatif(b->g, state, why, sizeof why);
        clear();
        if (r != TUI_RUN_BACK) {
                *out = r;
                return false;
        }
        if (why[0])
                say(b, TUI_ERROR, _("Cannot play from here: %s"), _(why));
        else
                say(b, TUI_INFO, "%s",
                    _("Back on the teaching board: the position as it was."));
        return true;
}

/* One event; false when the screen ends (*out says where to). */
static bool handle(struct board *b, const struct tui_event *ev, enum tui_run *out)
{
        char name[TEACH_PATH_MAX];
        int row, col;

        if (ev->type == TUI_EV_MOUSE) {
                if (b->prompt == PROMPT_NONE &&
                    tui_layout_hit(&b->layout, ev->y, ev->x, &row, &col)) {
                        struct tui_event ok = {TUI_EV_KEY, 0, TUI_A_OK, 0, 0};
                        b->cursor = (4 - row) * 5 + col;
                        b->msg[0] = '\0';
                        b->g->key(&ok, b->cursor, b->msg, sizeof b->msg);
                        b->msg_role = TUI_ERROR;
                }
                return true;
        }
        if (ev->type != TUI_EV_KEY)
                return true;
        if (b->prompt != PROMPT_NONE) {
                prompt_key(b, ev->key);
                return true;
        }
        b->msg[0] = '\0';
        b->msg_role = TUI_ERROR;
        switch (ev->action) {
        case TUI_A_UP:
        case TUI_A_DOWN:
        case TUI_A_LEFT:
        case TUI_A_RIGHT:
                b->cursor = tui_layout_step(b->cursor, ev->action, 5, 5);
                return true;
        case TUI_A_HELP:
                if (!tui_help_run(_(b->g->title), board_help(b->g))) {
                        *out = TUI_RUN_HANGUP;
                        return false;
                }
                clear();
                return true;
        case TUI_A_BACK:
                if (ev->key != 27)
                        return true;
                /* fall through: Esc leaves like q */
                break;
        default:
                break;
        }
        if (b->cls && (ev->key == 27 || ev->key == 'q' || ev->key == 'Q')) {
                bool hangup = false;
                if (!tui_ask_yes_no(
                        _("End the class? Every pupil's screen is told. (y/n)"),
                        &hangup) &&
                    !hangup)
                        return true;
                *out = hangup ? TUI_RUN_HANGUP : TUI_RUN_BACK;
                return false;
        }
        if (ev->key == 27 || ev->key == 'q' || ev->key == 'Q') {
                bool hangup = false;
                if (changed_since_kept(b) &&
                    !tui_ask_yes_no(_("Leave the teaching board? The position is not "
                                      "saved. (y/n)"),
                                    &hangup) &&
                    !hangup)
                        return true;
                *out = hangup ? TUI_RUN_HANGUP : TUI_RUN_BACK;
                return false;
        }
        if (b->g->line_key && ev->key == b->g->line_key) {
                char text[TUI_LINE_MAX];
                b->g->line_get(text, sizeof text);
                ask(b, PROMPT_GAME_LINE, text);
                return true;
        }
        if (ev->key == 'm' || ev->key == 'M') {
                tui_draw_help_line_more(); /* the key line's next page */
                return true;
        }
        if (b->g->key(ev, b->cursor, b->msg, sizeof b->msg))
                return true;
        switch (ev->key) {
        case 'c':
        case 'C':
                check(b);
                return true;
        case 'p':
        case 'P':
                return play(b, out);
        case 's':
        case 'S':
                if (tui_default_save_name(b->g->name, name, sizeof name) != 0)
                        name[0] = '\0';
                ask(b, PROMPT_SAVE, name);
                tui_line_propose(&b->line, name); /* typing replaces it */
                return true;
        case 'f':
        case 'F':
                ask(b, PROMPT_OPEN, "");
                return true;
        case 'e':
        case 'E':
                picture(b);
                return true;
        case 'n':
        case 'N':
                b->g->start();
                say(b, TUI_INFO, "%s", _("The board is cleared: the usual start."));
                return true;
        case 'b':
        case 'B':
                if (b->cls) {
                        enum tui_run r = teach_class_screen(b->g, b->cls);
                        clear();
                        if (r == TUI_RUN_HANGUP) {
                                *out = r;
                                return false;
                        }
                }
                return true;
        case 'g':
        case 'G': {
                if (b->cls) { /* the class stays on the board */
                        say(b, TUI_INFO, "%s",
                            _("The lessons are not shared with a class: each pupil "
                              "opens them with 'tabletop teach GAME --lessons'."));
                        return true;
                }
                enum tui_run r = teach_lessons_run(b->g);
                clear();
                if (r != TUI_RUN_BACK) {
                        *out = r;
                        return false;
                }
                return true;
        }
        default:
                return true;
        }
}

/* In a class, the board's position goes to the pupils after every change:
 * a possible one only (a position half set up stays on the teacher's
 * screen), and none while a question is open (the pupils answer about the
 * position they were asked about: the change is undone). */
static void class_follow(struct board *b)
{
        char state[TT_STATE_MAX], why[TT_REASON_MAX];

        b->g->get_state(state, sizeof state);
        if (strcmp(state, b->cls->sent) == 0)
                return;
        if (b->cls->open) {
                if (b->g->set_state(b->cls->sent, why, sizeof why) == 0)
                        say(b, TUI_ERROR, "%s",
                            _("Reveal the answer first (b, then r): the pupils are "
                              "answering."));
                return;
        }
        if (b->g->check(why, sizeof why) == 0)
                teach_class_board(b->cls, state, NULL);
}

static enum tui_run run(struct board *b, const struct teach_board_game *g,
                        const char *file, const struct tui_host_request *host,
                        char *host_why, size_t host_why_len)
{
        static struct teach_class tc;
        struct tui_event ev;
        enum tui_run out = TUI_RUN_BACK;

        memset(b, 0, sizeof *b);
        b->g = g;
        b->cursor = 12;
        g->start();
        keep(b);
        if (file) {
                char why[TT_REASON_MAX];
                char text[TT_REASON_MAX + 64];
                if (!open_record(b, file, why, sizeof why)) {
                        tui_file_error(text, sizeof text, _("Could not open %s: %s"),
                                       file, why);
                        say(b, TUI_ERROR, "%s", text);
                } else
                        say(b, TUI_INFO, _("Opened %s."), file);
        }
        if (host) {
                char state[TT_STATE_MAX];
                if (g->check(host_why, host_why_len) != 0)
                        g->start(); /* an impossible record: the usual start */
                g->get_state(state, sizeof state);
                if (teach_class_open(&tc, g, state, host, host_why, host_why_len) != 0)
                        return TUI_RUN_FAILED;
                b->cls = &tc;
                if (strcmp(tc.name, "game") == 0)
                        say(b, TUI_INFO,
                            _("The class is open: pupils join with 'tabletop join %s'."),
                            tc.login);
                else
                        say(b, TUI_INFO,
                            _("The class is open: pupils join with 'tabletop join "
                              "%s/%s'."),
                            tc.login, tc.name);
        }
        for (;;) {
                if (tui_hangup_pending())
                        return TUI_RUN_HANGUP;
                draw(b);
                tui_refresh();
                if (b->cls && teach_class_fd(b->cls) >= 0) {
                        tui_next_event_or_fd(&ev, -1, teach_class_fd(b->cls));
                        if (ev.type == TUI_EV_NONE) {
                                (void)teach_class_poll(b->cls);
                                continue;
                        }
                } else
                        tui_next_event(&ev, -1);
                switch (ev.type) {
                case TUI_EV_HANGUP:
                        return TUI_RUN_HANGUP;
                case TUI_EV_RESIZE:
                        clear();
                        continue;
                case TUI_EV_INTERRUPT:
                        ev.type = TUI_EV_KEY;
                        ev.key = 'q';
                        ev.action = TUI_A_NONE;
                        break;
                default:
                        break;
                }
                if (!handle(b, &ev, &out))
                        return out;
                if (b->cls)
                        class_follow(b);
        }
}

enum tui_run teach_board_run(const struct teach_board_game *g, const char *file)
{
        static struct board b; /* large: not on the stack */
        char why[TT_REASON_MAX];
        return run(&b, g, file, NULL, why, sizeof why);
}

enum tui_run teach_board_run_class(const struct teach_board_game *g, const char *file,
                                   const struct tui_host_request *host, char *why,
                                   size_t len)
{
        static struct board b;
        enum tui_run r = run(&b, g, file, host, why, len);
        if (b.cls)
                teach_class_close(b.cls);
        return r;
}
