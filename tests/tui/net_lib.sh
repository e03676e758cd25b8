# net_lib.sh: helpers of the networked-play terminal tests (sourced after
# lib.sh). Each terminal is its own tmux server, named by a word; games are
# hosted under a fresh TABLETOP_RUNDIR that other users can reach, and the
# hosting processes started under it are ended when the test ends.

T_RUN=$(mktemp -d /tmp/tabletop-run.XXXXXX)
chmod 755 "$T_RUN"
T_ENV="$T_ENV TABLETOP_RUNDIR=$T_RUN"

# n_here: the pids of every process started under this test's
# TABLETOP_RUNDIR (one grep over the environments: a loop of commands per
# process of the machine was slow enough, on a busy one, to make the
# terminal tests' longest test last ten minutes).
n_here() {
	local f
	for f in $(grep -lsxzF "TABLETOP_RUNDIR=$T_RUN" /proc/[0-9]*/environ); do
		f=${f#/proc/}
		echo "${f%/environ}"
	done
}

n_cleanup() {
	local pid
	for pid in $(n_here); do
		kill "$pid" 2>/dev/null
	done
	rm -rf "$T_RUN"
	t_cleanup
}
trap n_cleanup EXIT

n_sock() { echo "$T_SOCK-$1"; }

# n_start NAME COLS ROWS [VAR=VALUE...] -- PROGRAM-ARGS...: a terminal.
n_start() {
	local name=$1 save=$T_SOCK
	shift
	T_SOCK=$(n_sock "$name")
	T_SOCKS="$T_SOCKS $T_SOCK"
	t_start "$@"
	T_SOCK=$save
}

# n_as NAME: runs the t_* helpers of lib.sh on terminal NAME.
n_keys() {
	local name=$1
	shift
	tmux -L "$(n_sock "$name")" send-keys -t t "$@"
}
n_screen() { tmux -L "$(n_sock "$1")" capture-pane -p -t t; }
n_has() { t_in "$(n_screen "$1")" "$2"; }
n_fail() {
	echo "$T_NAME: FAIL: $2" >&2
	echo "---- screen of $1 ----" >&2
	n_screen "$1" >&2 || true
	echo "----------------" >&2
	exit 1
}
n_wait() {
	local name=$1 text=$2 limit=${3:-10} i start=$EPOCHREALTIME
	for ((i = 0; i < limit * 20; i++)); do
		if t_in "$(n_screen "$name")" "$text"; then
			t_waited "$start" "$limit"
			return 0
		fi
		sleep 0.05
	done
	n_fail "$name" "timed out waiting for: $text"
}
# n_kill NAME: the terminal goes away (its program gets SIGHUP).
n_kill() { tmux -L "$(n_sock "$1")" kill-server >/dev/null 2>&1; }

# n_servers: the pids of this test's hosting processes (programs with this
# test's TABLETOP_RUNDIR and no terminal).
n_servers() {
	local pid
	for pid in $(n_here); do
		[ "$(cat "/proc/$pid/comm" 2>/dev/null)" = tabletop ] || continue
		[ "$(ps -o tty= -p "$pid" 2>/dev/null | tr -d ' ')" = "?" ] && echo "$pid"
	done
}
# n_left: how many tabletop processes of this test's TABLETOP_RUNDIR are
# still running (zombies not counted).
n_left() {
	local pid n=0
	for pid in $(n_here); do
		[ "$(cat "/proc/$pid/comm" 2>/dev/null)" = tabletop ] && n=$((n + 1))
	done
	echo "$n"
}

# n_host_join HOST JOINER TABLE [LOGIN]: a two-player Quixo hosted at the
# terminal HOST (80x24; it plays X and leaves O to another terminal) under
# the name TABLE, joined from the terminal JOINER (as the hosting LOGIN's
# game, default this login's); returns when both show the game.
n_host_join() {
	n_start "$1" 80 24 -- host quixo --seat o=remote --table "$3"
	n_wait "$1" "(X) to move"
	n_start "$2" 80 24 -- join "${4:-$(id -un)}/$3"
	n_wait "$2" "Players"
}

# n_x_wins X O: the terminal X (playing X) fills column a and the terminal
# O column e, each move seen at the other before the next, until X has made
# a line of five (Q15) and both say so.
n_x_wins() {
	local i
	for i in 1 2 3 4; do
		n_keys "$1" : a1-a5 Enter
		n_wait "$2" "$i. a1-a5"
		n_keys "$2" : e1-e5 Enter
		n_wait "$1" "$i. a1-a5   e1-e5"
	done
	n_keys "$1" : a1-a5 Enter
	n_wait "$1" "X made a line of five: "
	n_wait "$2" "X made a line of five: "
}

# n_pipe NAME: from now on, what the program of terminal NAME writes is
# kept in $T_DIR/NAME.out; n_bells NAME: how many BEL it wrote.
n_pipe() { tmux -L "$(n_sock "$1")" pipe-pane -o -t t "cat >> '$T_DIR/$1.out'"; }
n_bells() { tr -cd '\007' <"$T_DIR/$1.out" | wc -c; }
# n_bells_are NAME N: waits (at most 5 s) until NAME rang N times, then
# checks that it stays so.
n_bells_are() {
	local i
	for ((i = 0; i < 100; i++)); do
		[ "$(n_bells "$1")" -ge "$2" ] && break
		sleep 0.05
	done
	sleep 0.5
	[ "$(n_bells "$1")" -eq "$2" ] ||
		n_fail "$1" "$1 rang $(n_bells "$1") times, not $2"
}

# n_class PUPIL...: terminal T hosts a Quixo class (80x24) and each PUPIL
# terminal joins it (the same login: a line of the roster each).
n_class() {
	local p
	n_start T 80 24 -- teach quixo --host
	n_wait T "pupils join with 'tabletop join $(id -un)'"
	for p in "$@"; do
		n_start "$p" 80 24 -- join "$(id -un)"
		n_wait "$p" "You are in the class as"
	done
}
