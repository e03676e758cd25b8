/* menu.c: the start menu of `tabletop` (see app.h). */
#include "tui/app.h"
#include "tui/kit/output.h"
#include "tui/kit/answer.h"
#include "tui/kit/draw.h"
#include "tui/kit/event.h"
#include "tui/kit/form.h"
#include "tui/kit/help.h"
#include "tui/net/host_resume.h"
#include "tui/language.h"
#include "tui/net/lobby.h"
#include "tui/saved/files.h"
#include "tui/saved/pick.h"
#include "tui/teach/teach.h"
#include "i18n/i18n.h"

#include "record/record.h"
#include "net/keep.h"
#include "net/sanitize.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* The entries after the games: their field ids. */
enum {
        MENU_MAX = 17,
        MENU_CONTINUE_MAX = 4, /* "Continue the ... game" entries */
        MENU_HOSTED_MAX = 3,   /* "Resume the hosted ... game" entries */
        MENU_EXTRAS = 7,
        MENU_HELP = 100,
        MENU_QUIT = 101,
        MENU_JOIN = 102,
        MENU_HOST = 103,
        MENU_LANGUAGE = 104,
        MENU_TEACH = 105,
        MENU_OPEN = 106,     /* "Open a saved game" */
        MENU_CONTINUE = 200, /* + the game's index */
        MENU_HOSTED = 300,   /* + the index in hosted[] */
};

/* The hosted games kept after their hosting process was killed
 * (net/keep.h), newest first: "Resume the hosted ... game NAME". */
static struct net_kept hosted[MENU_HOSTED_MAX];

/* The names of tt_languages[], each in its own language (never
 * translated), for the Language field. */
static const char *language_names[8];
static int language_count;

/* The start menu's help: what the program is, each game's paragraph
 * (tui_game_entry.about), then the keys and playing from separate
 * terminals. */
static const char *general_help(void)
{
        static char text[4096];
        size_t used =
            (size_t)snprintf(text, sizeof text, "%s\n\n",
                             _("tabletop plays these board games in the terminal."));
        for (int i = 0; tui_games[i] && used < sizeof text; i++)
                if (tui_games[i]->about)
                        used += (size_t)snprintf(text + used, sizeof text - used,
                                                 "%s\n\n", _(tui_games[i]->about));
        if (used < sizeof text)
                snprintf(
                    text + used, sizeof text - used, "%s",
                    _("Keys everywhere: arrows or h j k l move, Enter or Space choose, "
                      "Esc "
                      "goes back, ? or F1 shows help, q quits. The mouse works where the "
                      "terminal reports clicks. Start a game directly with 'tabletop "
                      "quixo' "
                      "(see 'tabletop quixo --help' and the manual page tabletop(6)).\n"
                      "\n"
                      "Playing from separate terminals: on a game's set-up screen, make "
                      "a "
                      "seat \"another terminal (hosted)\": the game is hosted and the "
                      "other "
                      "players join it from their own logins with 'Join or watch a game' "
                      "here, or 'tabletop join LOGIN'. See the manual page "
                      "tabletop(6)."));
        return text;
}

/* The menu's place: centred, at most 76 columns wide. */
static struct tui_rect menu_area(int cols, int n)
{
        int w = cols - 4 < 76 ? cols - 4 : 76;
        return (struct tui_rect){6, (cols - w) / 2, n, w};
}

bool tui_ask_yes_no(const char *question, bool *hangup)
{
        struct tui_event ev;
        char text[512];
        int rows, cols;

        *hangup = false;
        for (;;) {
                getmaxyx(stdscr, rows, cols);
                move(rows - 2, 0);
                clrtoeol();
                tui_answer_text(text, sizeof text, question, NULL);
                tui_text(rows - 2, 1, cols - 2, TUI_ERROR, text);
                if (rows > 2) {
                        /* the answers as words to click, too */
                        const char *keys[] = {tui_answer_key(true, NULL), _("yes"),
                                              tui_answer_key(false, NULL), _("no"), NULL};
                        struct tui_layout l = {.rows = rows, .cols = cols};
                        l.help = (struct tui_rect){rows - 1, 0, 1, cols};
                        tui_draw_help_line(&l, keys);
                }
                tui_refresh();
                tui_next_event(&ev, -1);
                if (ev.type == TUI_EV_HANGUP) {
                        *hangup = true;
                        return false;
                }
                if (ev.type != TUI_EV_KEY)
                        continue;
                if (tui_answer_is(ev.key, true, NULL))
                        return true;
                if (tui_answer_is(ev.key, false, NULL) || ev.key == 27)
                        return false;
        }
}

static const char *host_help(void)
{
        return _("This screen hosts a game for players at other terminals of this "
                 "machine. Choose the game: its set-up screen opens with a seat for "
                 "another terminal. The other players join from their own logins with "
                 "'Join or watch a game' in the start menu, or 'tabletop join LOGIN'. "
                 "See the manual page tabletop(6).\n\nUp and Down (or k and j) move; "
                 "Enter "
                 "chooses; Esc goes back to the start menu; ? or F1 shows this help.");
}

/* "Host a game": which game? Its index in tui_games[], or -1 (back). */
static int choose_game(void)
{
        static const struct tui_layout_req req = {1, 1, 0, 0, 0, 0, 0, 0, 0};
        struct tui_field f[MENU_MAX];
        struct tui_form form;
        struct tui_layout l;
        struct tui_event ev;
        struct tui_rect area = {0, 0, 0, 0};
        int n = 0, rows, cols;

        for (int i = 0; tui_games[i] && n < MENU_MAX - 1; i++)
                if (tui_games[i]->hosts)
                        f[n++] = (struct tui_field){.type = TUI_FIELD_BUTTON,
                                                    .label = _(tui_games[i]->ops->title),
                                                    .id = i};
        f[n++] =
            (struct tui_field){.type = TUI_FIELD_BUTTON, .label = _("Back"), .id = -1};
        tui_form_init(&form, f, n);
        for (;;) {
                getmaxyx(stdscr, rows, cols);
                tui_layout_compute(&l, &req, rows, cols);
                erase();
                tui_draw_title(&l, _("Host a game for other terminals"), NULL);
                tui_text_center(3, 0, cols, TUI_TITLE, _("Which game?"));
                area = menu_area(cols, n);
                tui_form_draw(&form, &area);
                /* what comes next, wrapped under the choices (issue 30: one
                 * status line cut it at 80 columns), and the keys */
                struct tui_rect said = {area.y + n + 1, area.x,
                                        l.status.y - area.y - n - 1, area.w};
                if (said.h > 0)
                        tui_text_wrap(&said, TUI_INFO,
                                      _("Its set-up screen opens with a seat for another "
                                        "terminal; others join from the start menu."),
                                      0);
                const char *keys[] = {_("Up/Down"), _("move"), _("Enter"),
                                      _("choose"),  _("Esc"),  _("back"),
                                      "?",          _("help"), NULL};
                tui_draw_help_line(&l, keys);
                tui_refresh();
                tui_next_event(&ev, -1);
                if (ev.type == TUI_EV_HANGUP)
                        return -1;
                if (ev.type == TUI_EV_RESIZE) {
                        clear();
                        continue;
                }
                enum tui_shared_key shared = tui_shared_keys(
                    &ev, _("Host a game for other terminals"), host_help());
                if (shared == TUI_SHARED_HANGUP)
                        return -1;
                if (shared == TUI_SHARED_DONE)
                        continue;
                switch (tui_form_handle(&form, &ev, &area)) {
                case TUI_FORM_PRESSED:
                        return tui_form_current(&form)->id;
                case TUI_FORM_BACK:
                        return -1;
                default:
                        break;
                }
        }
}

/* A game's line: its title padded to 10 columns (UTF-8 characters, not
 * bytes, are counted), then text. */
static void game_label(char *buf, size_t size, const char *title, const char *text)
{
        int cols = 0;
        for (const char *c = title; *c; c++)
                cols += ((unsigned char)*c & 0xC0) != 0x80;
        snprintf(buf, size, "%s%*s %s", title, cols < 10 ? 10 - cols : 0, "", text);
}

/* The Language field: the language in use now. */
static struct tui_field language_field(void)
{
        const char *now = tt_i18n_language();
        int value = 0;
        language_count = 0;
        for (int i = 0; tt_languages[i].code && i < 8; i++) {
                language_names[language_count++] = tt_languages[i].name;
                if (strcmp(tt_languages[i].code, now) == 0)
                        value = i;
        }
        return (struct tui_field){.type = TUI_FIELD_CHOICE,
                                  .label = _("Language"),
                                  .choices = language_names,
                                  .nchoices = language_count,
                                  .value = value,
                                  .id = MENU_LANGUAGE};
}

/* The menu's fields in the language in use: "Continue" for each game kept
 * for --resume, the games, then the rest. Returns how many; *ngames: the
 * games among them. */
static int menu_fields(struct tui_field *fields, char labels[][128], int *ngames)
{
        int i, n = 0;
        *ngames = 0;
        /* Games kept for --resume come first: "Continue". */
        for (i = 0; tui_games[i] && n < MENU_CONTINUE_MAX; i++) {
                char path[4200];
                struct stat st;
                if (tui_games[i]->resumes &&
                    record_autosave_path(tui_games[i]->ops->name, path, sizeof path, NULL,
                                         0) == 0 &&
                    stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
                        snprintf(labels[n], sizeof labels[n], _("Continue the %s game"),
                                 _(tui_games[i]->ops->title));
                        fields[n] = (struct tui_field){.type = TUI_FIELD_BUTTON,
                                                       .label = labels[n],
                                                       .id = MENU_CONTINUE + i};
                        n++;
                }
        }
        /* then the hosted games kept, to host again */
        int nhosted = net_keep_list(hosted, MENU_HOSTED_MAX);
        for (i = 0; i < nhosted; i++) {
                const struct tui_game_entry *g = tui_game_find(hosted[i].game);
                if (!g)
                        continue;
                /* TRANSLATORS: %s are the game ("Quixo") and the table's name */
                snprintf(labels[n], sizeof labels[n], _("Resume the hosted %s game %s"),
                         _(g->ops->title), hosted[i].name);
                fields[n] = (struct tui_field){
                    .type = TUI_FIELD_BUTTON, .label = labels[n], .id = MENU_HOSTED + i};
                n++;
        }
        for (i = 0; tui_games[i] && n < MENU_MAX - MENU_EXTRAS; i++, (*ngames)++) {
                game_label(labels[n], sizeof labels[n], _(tui_games[i]->ops->title),
                           tui_games[i]->open ? _(tui_games[i]->blurb) : _("(coming)"));
                fields[n] = (struct tui_field){
                    .type = TUI_FIELD_BUTTON, .label = labels[n], .id = i};
                n++;
        }
        /* only when there is a saved game to open */
        static struct tui_saved_game one[1];
        if (tui_saved_list(NULL, "", one, 1) > 0)
                fields[n++] = (struct tui_field){.type = TUI_FIELD_BUTTON,
                                                 .label = _("Open a saved game"),
                                                 .id = MENU_OPEN};
        fields[n++] = (struct tui_field){.type = TUI_FIELD_BUTTON,
                                         .label = _("Join or watch a game"),
                                         .id = MENU_JOIN};
        fields[n++] = (struct tui_field){.type = TUI_FIELD_BUTTON,
                                         .label = _("Host a game for other terminals"),
                                         .id = MENU_HOST};
        fields[n++] = (struct tui_field){.type = TUI_FIELD_BUTTON,
                                         .label = _("Teach: a board to set up, lessons"),
                                         .id = MENU_TEACH};
        fields[n++] = (struct tui_field){
            .type = TUI_FIELD_BUTTON, .label = _("Help"), .id = MENU_HELP};
        fields[n++] = language_field();
        fields[n++] = (struct tui_field){
            .type = TUI_FIELD_BUTTON, .label = _("Quit"), .id = MENU_QUIT};
        return n;
}

/* "Open a saved game": the list of every game's saved games, then the
 * chosen game's play screen. The record is read whole first (its game,
 * and whether it loads: the list reads headers only), so what cannot be
 * opened is said in message and the menu stays. */
static enum tui_run open_saved(const struct tui_options *opts, char *message, size_t size)
{
        char name[TUI_LINE_MAX], path[4200], why[TT_REASON_MAX];
        const char *game = NULL;
        const struct tui_game_entry *entry;
        struct session *s;
        bool hangup;

        if (tui_saved_pick_run(name, sizeof name, &game, &hangup) != TUI_PICK_OPEN)
                return hangup ? TUI_RUN_HANGUP : TUI_RUN_BACK;
        s = tui_load_game(name, false, tui_now_ms(), path, sizeof path, why, sizeof why);
        if (!s) {
                tui_file_error(message, size, _("Could not load %s: %s"), name, why);
                net_sanitize(message, size, message);
                return TUI_RUN_BACK;
        }
        entry = tui_game_find(session_ops(s)->name);
        session_free(s);
        if (!entry || !entry->open)
                return TUI_RUN_BACK;
        return entry->open(opts, TUI_OPEN_LOAD, name);
}

/* The menu built again (a game kept or resumed, another language), the
 * cursor on the same entry as before where it is still there. */
static int rebuild(struct tui_form *form, struct tui_field *fields, char labels[][128],
                   int *ngames)
{
        int id = tui_form_current(form)->id;
        int n = menu_fields(fields, labels, ngames);
        tui_form_init(form, fields, n);
        for (int i = 0; i < n; i++)
                if (fields[i].id == id)
                        form->cursor = i;
        return n;
}

int tui_start_menu(const struct tui_options *opts)
{
        struct tui_field fields[MENU_MAX];
        struct tui_form form;
        struct tui_layout l;
        struct tui_layout_req req = {1, 1, 0, 0, 0, 0, 0, 0, 0};
        struct tui_event ev;
        const char *keys[9];
        char labels[MENU_MAX][128];
        char message[400] = "";
        int ngames = 0, n;
        bool hangup;

        if (tui_start(opts) != 0)
                return 1;
        n = menu_fields(fields, labels, &ngames);
        tui_form_init(&form, fields, n);

        for (;;) {
                int rows, cols;
                struct tui_rect area;

                getmaxyx(stdscr, rows, cols);
                tui_layout_compute(&l, &req, rows, cols);
                erase();
                if (l.too_small) {
                        tui_draw_enlarge(rows, cols, TUI_COMPACT_ROWS, TUI_COMPACT_COLS);
                } else {
                        tui_draw_title(&l, _("tabletop"), TABLETOP_VERSION);
                        tui_text_center(3, 0, cols, TUI_TITLE, _("Choose a game"));
                        area = menu_area(cols, n);
                        tui_form_draw(&form, &area);
                        tui_draw_status(&l, TUI_INFO, message);
                        keys[0] = _("Up/Down");
                        /* TRANSLATORS: the keys move the cursor (a verb) */
                        keys[1] = _("move");
                        keys[2] = _("Enter");
                        keys[3] = _("choose");
                        keys[4] = "?"; /* keys themselves are not translated */
                        keys[5] = _("help");
                        keys[6] = "q";
                        keys[7] = _("quit");
                        keys[8] = NULL;
                        tui_draw_help_line(&l, keys);
                }
                tui_refresh();
                tui_next_event(&ev, -1);
                switch (ev.type) {
                case TUI_EV_HANGUP:
                        tui_stop();
                        return 0;
                case TUI_EV_RESIZE:
                        clear();
                        continue;
                case TUI_EV_INTERRUPT:
                        if (tui_ask_yes_no(_("Quit tabletop? (y/n)"), &hangup) ||
                            hangup) {
                                tui_stop();
                                return 0;
                        }
                        continue;
                default:
                        break;
                }
                if (tui_key_more(&ev)) /* the keys that did not fit */
                        continue;
                if (ev.type == TUI_EV_KEY && (ev.key == 'q' || ev.key == 'Q')) {
                        tui_stop();
                        return 0;
                }
                if (ev.type == TUI_EV_KEY && ev.action == TUI_A_HELP) {
                        if (!tui_help_run(_("tabletop: help"), general_help())) {
                                tui_stop();
                                return 0;
                        }
                        continue;
                }
                area = menu_area(cols, n);
                switch (tui_form_handle(&form, &ev, &area)) {
                case TUI_FORM_PRESSED: {
                        int id = tui_form_current(&form)->id;
                        message[0] = '\0';
                        if (id == MENU_QUIT) {
                                tui_stop();
                                return 0;
                        }
                        if (id == MENU_HELP) {
                                if (!tui_help_run(_("tabletop: help"), general_help())) {
                                        tui_stop();
                                        return 0;
                                }
                                break;
                        }
                        enum tui_run r;
                        bool game = false; /* a game's own screen: leaves unless back */
                        if (id == MENU_HOST) {
                                int g = choose_game();
                                r = g >= 0 ? tui_games[g]->open(opts, TUI_OPEN_HOST, NULL)
                                           : TUI_RUN_BACK;
                        } else if (id == MENU_OPEN) {
                                r = open_saved(opts, message, sizeof message);
                                game = true;
                        } else if (id == MENU_TEACH) {
                                r = tui_teach_from_menu();
                        } else if (id == MENU_JOIN) {
                                r = tui_lobby_screen();
                                if (r == TUI_RUN_FAILED)
                                        r = TUI_RUN_BACK; /* it said why */
                        } else if (id >= MENU_HOSTED &&
                                   id < MENU_HOSTED + MENU_HOSTED_MAX) {
                                char why[TT_REASON_MAX];
                                const char *name = hosted[id - MENU_HOSTED].name;
                                r = tui_host_resume_run(name, why, sizeof why);
                                game = true;
                                if (r == TUI_RUN_FAILED) {
                                        snprintf(message, sizeof message,
                                                 _("Could not resume the hosted game %s: "
                                                   "%s"),
                                                 name, _(why));
                                        net_sanitize(message, sizeof message, message);
                                        r = TUI_RUN_BACK;
                                }
                        } else if (id >= MENU_CONTINUE && id < MENU_CONTINUE + ngames) {
                                const struct tui_game_entry *g =
                                    tui_games[id - MENU_CONTINUE];
                                long pid = record_autosave_holder(g->ops->name);
                                if (pid > 0) {
                                        /* said here, and the menu stays (issue 25) */
                                        snprintf(
                                            message, sizeof message,
                                            _("The %s game kept is being played by "
                                              "another copy of the program (pid %ld)."),
                                            _(g->ops->title), pid);
                                        break;
                                }
                                r = g->open(opts, TUI_OPEN_RESUME, NULL);
                                game = true;
                        } else if (id >= 0 && id < ngames && tui_games[id]->open) {
                                r = tui_games[id]->open(opts, TUI_OPEN_NEW, NULL);
                                game = true;
                        } else {
                                if (id >= 0 && id < ngames)
                                        snprintf(message, sizeof message,
                                                 _("%s is coming: its screens are not "
                                                   "built yet."),
                                                 _(tui_games[id]->ops->title));
                                break;
                        }
                        if (r == TUI_RUN_LOBBY) { /* a rematch declined */
                                clear();
                                r = tui_lobby_screen();
                                game = false;
                                if (r == TUI_RUN_FAILED)
                                        r = TUI_RUN_BACK; /* it said why */
                        }
                        if (r == TUI_RUN_FAILED)
                                return 1;
                        clear();
                        if (r == TUI_RUN_HANGUP || r == TUI_RUN_QUIT ||
                            (game && r != TUI_RUN_BACK)) {
                                tui_stop();
                                return 0;
                        }
                        /* a game may have been kept or resumed: "Continue"
                         * follows */
                        n = rebuild(&form, fields, labels, &ngames);
                        break;
                }
                case TUI_FORM_CHANGED: {
                        /* the language: every text changes at once */
                        struct tui_field *f = tui_form_current(&form);
                        if (f->id != MENU_LANGUAGE)
                                break;
                        message[0] = '\0';
                        if (tui_language_choose(tt_languages[f->value].code) != 0)
                                snprintf(message, sizeof message, "%s",
                                         _("The language is used but could not be "
                                           "remembered: the settings were not saved."));
                        n = rebuild(&form, fields, labels, &ngames);
                        clear();
                        break;
                }
                case TUI_FORM_BACK:
                        break;
                default:
                        break;
                }
        }
}
