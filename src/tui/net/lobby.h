/* lobby.h: playing from separate terminals on one machine, as a front end
 * sees it: hosting a game (the hosting process is net/host.h; the host's
 * own terminal then joins it like everyone else), joining or watching a
 * game hosted by someone, and listing the games open on this machine
 * (docs/network.md). */
#ifndef TUI_LOBBY_H
#define TUI_LOBBY_H

#include "net/host.h"
#include "session/session.h"
#include "tui/app.h"
#include "tui/kit/screen.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

enum { TUI_REMOTE_SEATS_MAX = 8 };

/* What the command line (or the set-up screen) asks of a hosted game. */
struct tui_host_request {
        bool host;                         /* host it for other terminals */
        struct net_host_options net;       /* its name, who may watch */
        char remote[TUI_REMOTE_SEATS_MAX]; /* seats left for other users */
        /* for whom each is left: anyone, or one user (by uid) */
        struct net_seat_rule remote_rule[TUI_REMOTE_SEATS_MAX];
        int nremote;
        bool resumed; /* a kept game hosted again (host --resume) */
};

void tui_host_request_init(struct tui_host_request *h);
/* Seat `id` is left for another user ("" anyone, or one login, resolved to
 * its uid now): 0, or -1 with why (no such user, too many). */
int tui_host_remote_seat(struct tui_host_request *h, char id, const char *login,
                         char *why, size_t len);

/* Hosts session s (owned from now on): starts the hosting process, which
 * lives on when this terminal goes, then plays at this terminal as the
 * host, in a started terminal. TUI_RUN_FAILED with why. */
enum tui_run tui_host_run(struct session *s, const struct tui_host_request *h, char *why,
                          size_t len);
struct tui_remote_target;
/* Starts the hosting process of session s (owned from now on) and joins
 * nothing: 0 with the game's target and the process's pid, or -1 with why
 * ("" when this terminal cannot draw: said on stderr). A class's teaching
 * board (tui/teach/class_teacher.c) joins it in its own way. */
int tui_host_start(struct session *s, const struct tui_host_request *h,
                   struct tui_remote_target *t, pid_t *server, char *why, size_t len);
/* The same from the command line: starts and stops the terminal. An exit
 * status. */
int tui_host_main(const struct tui_options *ui, struct session *s,
                  const struct tui_host_request *h);

/* Hosts the game of `load_file` (a record of `game` only) or else the new
 * session fresh (owned). An exit status. */
int tui_host_game(const struct tui_options *ui, const char *game, const char *load_file,
                  struct session *fresh, const struct tui_host_request *h);

/* `tabletop join [LOGIN[/NAME]]` (seat: a seat asked for, or 0) and
 * `tabletop watch LOGIN[/NAME]`. An exit status. */
int tui_join_main(const struct tui_options *ui, const char *target, char seat,
                  bool watch);

/* A game open on this machine, as its host says. */
struct tui_lobby_game {
        uid_t uid;
        char login[NET_LOGIN_BUF];
        char name[NET_NAME_MAX + 1];
        char game[16];   /* "quixo" */
        int seats, open; /* seats, and those free */
        char watch[16];  /* anyone, none, listed */
        long long age_s;
};

/* A listed game that did not answer in time. */
struct tui_lobby_silent {
        char login[NET_LOGIN_BUF];
        char name[NET_NAME_MAX + 1];
};

/* The games open on this machine, all asked at once and within
 * NET_PROBE_MS whatever strangers do (net/probe.h): those that answer into
 * out (at most max; the number is returned), those that did not into
 * silent (the first silent_max of them; *nsilent counts them all); *cut
 * when the base folder
 * held more than the listing reads (a game may be missing). */
int tui_lobby_look(struct tui_lobby_game *out, int max, struct tui_lobby_silent *silent,
                   int silent_max, int *nsilent, bool *cut);
/* The games open on this machine that answer, at most max. */
int tui_lobby_games(struct tui_lobby_game *out, int max);
/* Joins or watches g in a started terminal; TUI_RUN_FAILED with why. */
enum tui_run tui_lobby_enter(const struct tui_lobby_game *g, bool watch, char *why,
                             size_t len);
/* The start menu's "Join or watch a game" (lobby_screen.c), in a started
 * terminal. */
enum tui_run tui_lobby_screen(void);

/* `tabletop list`: the games open on this machine, on out. An exit
 * status. */
int tui_list_main(FILE *out);

#endif
