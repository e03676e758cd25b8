#!/usr/bin/env bash
# Playing together from separate terminals with two logins (issue 30): ana
# hosts, ben joins, cem watches, each as their own user with their own
# settings and folders. The host's seat is named by ana's login; the
# watcher is announced and counted; chat reaches the other login and stays
# in the chat view with who said it; the bell rings at the terminal of the
# login to act only; ben's terminal drops and is marked away at the
# others', then ben joins again; at the end both accept a rematch (sides
# swapped, the score by login in the panels and in ana's saved record),
# and after the second game ben declines the next and goes to the list
# of hosted games. The logins come from a passwd file bind-mounted in a
# mount namespace of this test's own (root only, as
# test_net_long_login.sh), which the tmux servers and the programs started
# here inherit; the programs run as those users with setpriv.
source "$(dirname "$0")/logins_lib.sh"
for login in ana ben cem; do
	if getent passwd "$login" >/dev/null; then
		echo "$T_NAME: skipped (the login $login exists here)"
		exit 0
	fi
done
{ cat /etc/passwd; for u in ana:50011 ben:50012 cem:50013; do
	echo "${u%:*}:x:${u#*:}:${u#*:}::/:/bin/sh"
done; } >"$T_DIR/passwd"
mount --bind "$T_DIR/passwd" /etc/passwd || { echo "$T_NAME: skipped (no bind mount)"; exit 0; }
source "$(dirname "$0")/net_lib.sh"
chmod 755 "$T_DIR" "$T_DIR/work"
chmod 1777 "$T_RUN"

# as_login NAME UID: the next n_start runs the program as that user, with
# a home and XDG folders of their own (in $T_DIR/NAME).
REAL_PROG=$PROG
as_login() {
	local d=$T_DIR/$1
	mkdir -p "$d/home" "$d/config" "$d/state" "$d/data"
	chown -R "$2:$2" "$d"
	printf '#!/bin/sh\nexec setpriv --reuid=%s --regid=%s --clear-groups %s "$@"\n' \
		"$2" "$2" "$REAL_PROG" >"$T_DIR/as-$1"
	chmod 755 "$T_DIR/as-$1"
	PROG=$T_DIR/as-$1
	LOGIN_ENV="HOME=$d/home XDG_CONFIG_HOME=$d/config XDG_STATE_HOME=$d/state XDG_DATA_HOME=$d/data"
}
# start_as NAME UID TERMINAL PROGRAM-ARGS...: a terminal of that login.
start_as() {
	local name=$1 uid=$2 term=$3
	shift 3
	as_login "$name" "$uid"
	# shellcheck disable=SC2086
	n_start "$term" 80 24 $LOGIN_ENV -- "$@"
	PROG=$REAL_PROG
}

start_as ana 50011 A host quixo --seat o=remote --table two
n_wait A "ana (X) to move"
start_as ben 50012 B join ana/two
n_wait B "Players"
n_wait A "ben joined the game"
n_has B "X ana" || n_fail B "the host's seat is not named by the host's login"
n_wait B "O ben"

# cem watches: announced and counted at the players' terminals.
start_as cem 50013 C watch ana/two
n_wait C "Players"
n_wait A "cem is watching."
n_wait A "1 watching"
n_wait B "1 watching"

# The bell: only at the terminal of the login to move.
n_pipe A
n_pipe B
n_pipe C
: >"$T_DIR/A.out"
: >"$T_DIR/B.out"
: >"$T_DIR/C.out"
n_keys A : a1-a5 Enter
n_wait B "1. a1-a5"
n_bells_are B 1
n_bells_are A 0
n_keys B : e1-e5 Enter
n_wait A "1. a1-a5   e1-e5"
n_bells_are A 1
n_bells_are B 1
n_bells_are C 0

# Chat between the logins, kept in the chat view with who said it.
n_keys B t "hello ana" Enter
n_wait A "ben: hello ana"
n_keys A t "hi ben" Enter
n_wait B "ana: hi ben"
n_wait C "ana: hi ben"
n_keys A c
n_wait A "What was said"
n_screen A | grep -q "[0-9][0-9]:[0-9][0-9] ben: hello ana" || n_fail A "ben's line is not kept"
n_screen A | grep -q "[0-9][0-9]:[0-9][0-9] ana: hi ben" || n_fail A "ana's line is not kept"
n_keys A Escape
n_wait A "Moves"

# ben's terminal drops: away at the others', until ben joins again.
n_kill B
n_wait A "has left: the game waits for them to join again."
n_wait A "away 0:0"
n_wait C "away 0:0"
start_as ben 50012 B2 join ana/two
n_wait B2 "1. a1-a5   e1-e5"
n_wait A "ben joined the game"
for i in $(seq 1 40); do n_has A "away" || break; sleep 0.05; done
n_has A "away" && n_fail A "ben is still marked away"

# The rest of the game: ana (X) makes a line.
for i in 2 3 4; do
	n_keys A : a1-a5 Enter
	n_wait B2 "$i. a1-a5"
	n_keys B2 : e1-e5 Enter
	n_wait A "$i. a1-a5   e1-e5"
done
n_keys A : a1-a5 Enter
n_wait A "X made a line of five: "
n_wait B2 "X made a line of five: "

# Both accept a rematch: sides swapped, the score by login.
n_keys B2 n
n_wait A "ben asks for a rematch with sides swapped. Do you accept? (yes: y or n;"
n_keys A y
n_wait A "A new game, sides swapped. Games won so far: ben 0, ana 1."
for t in A B2 C; do
	t_wait_match "Match: ben 0, ana 1" $t
	n_wait $t "1 watching"
done
n_wait B2 "ben (X) to move"
saved=""
for ((i = 0; i < 100; i++)); do
	saved=$(ls "$T_DIR"/ana/data/tabletop/quixo-two-*.ttrec 2>/dev/null | head -1)
	[ -n "$saved" ] && break
	sleep 0.1
done
[ -n "$saved" ] || n_fail A "the first game was not saved in ana's folder"
grep -qF "all - Games won so far: ana 1, ben 0." "$saved" ||
	n_fail A "the first game's record has no score by login"

# The second game ends (ben resigns); ben declines the next rematch and
# goes to the list of hosted games; ana is told.
n_keys B2 g
n_wait B2 "Resign this game?"
n_keys B2 y
n_wait A "resigned"
n_keys A n
n_wait B2 "ana asks for a rematch with sides swapped. Do you accept? (yes: y or n;"
n_keys B2 Escape
n_wait B2 "Join or watch a game"
n_has B2 "EXIT=" && n_fail B2 "ben went to the shell"
n_wait A "ben has left the game."
# away from now on: counted from 0:00, not from ben's earlier drop
n_wait A "away 0:0"
n_keys A c
n_wait A "ben declined the rematch."
n_wait A "ben has left the game."
t_pass
