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
	local name=$1 text=$2 limit=${3:-10} i
	for ((i = 0; i < limit * 20; i++)); do
		t_in "$(n_screen "$name")" "$text" && return 0
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
