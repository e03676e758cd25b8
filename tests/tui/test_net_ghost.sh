#!/usr/bin/env bash
# A host that cannot draw leaves no game behind (issue 23, item 6): with no
# terminal at all (a new session, stdin /dev/null) `tabletop host` says so
# and exits non-zero, and no hosting process, socket, listed game or kept
# file remains. The same with a terminal type curses does not know, found
# only once the hosting process runs: it is ended with its host.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"

nothing_left() {
	local i
	for ((i = 0; i < 40; i++)); do
		[ "$(n_left)" = 0 ] && break
		sleep 0.05
	done
	[ "$(n_left)" = 0 ] || t_fail "$1: a hosting process is left"
	ls "$T_RUN"/tabletop-net-*/*.sock >/dev/null 2>&1 && t_fail "$1: a socket is left"
	env $T_ENV "$PROG" list | grep -q "No game is hosted" || t_fail "$1: a game is listed"
	ls "$T_DIR"/data/tabletop/hosted-* >/dev/null 2>&1 && t_fail "$1: a kept file is left"
	ls "$T_DIR"/data/tabletop/*.ttrec >/dev/null 2>&1 && t_fail "$1: a record was saved"
	return 0
}

setsid -w env $T_ENV TERM=xterm-256color "$PROG" host quixo --seat o=remote \
	</dev/null >"$T_DIR/out" 2>"$T_DIR/err"
rc=$?
[ "$rc" != 0 ] || t_fail "hosting with no terminal exited 0"
grep -q "no terminal to draw on" "$T_DIR/err" || t_fail "no terminal not explained"
nothing_left "no terminal"

n_start A 80 24 TERM=tabletop-no-such-terminal -- host quixo --seat o=remote --table g2
n_wait A "EXIT=1"
n_has A "cannot use the terminal type" || n_fail A "the unknown terminal not explained"
nothing_left "unknown terminal"
t_pass
