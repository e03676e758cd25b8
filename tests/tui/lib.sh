# lib.sh: helpers of the terminal tests (sourced by each test_*.sh).
# Each test runs the program in its own detached tmux server (unique socket)
# with a fixed window size, types with send-keys, reads with capture-pane,
# and polls for expected text instead of sleeping. The server and the
# temporary HOME are removed on exit, whatever happens.
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${BUILD:-build}
case $BUILD in /*) PROG=$BUILD/tabletop ;; *) PROG=$ROOT/$BUILD/tabletop ;; esac
T_SOCK="tabletop-tui-$$-${RANDOM}"
T_DIR=$(mktemp -d "${TMPDIR:-/tmp}/tabletop-tui.XXXXXX")
T_NAME=$(basename "$0" .sh)
mkdir -p "$T_DIR/home" "$T_DIR/config" "$T_DIR/state" "$T_DIR/data" "$T_DIR/work" "$T_DIR/run"
# Hosted games of this test only: no game hosted elsewhere on the machine
# shows in its lists (net_lib.sh gives networked tests a folder others reach).
T_ENV="HOME=$T_DIR/home XDG_CONFIG_HOME=$T_DIR/config XDG_STATE_HOME=$T_DIR/state XDG_DATA_HOME=$T_DIR/data TABLETOP_RUNDIR=$T_DIR/run LANG=C.UTF-8 LC_ALL=C.UTF-8"

T_SOCKS=$T_SOCK
t_cleanup() {
	local s i
	for s in $T_SOCKS; do
		tmux -L "$s" kill-server >/dev/null 2>&1
	done
	# A program saving on its hang-up may still be writing there (and
	# create its directories again): remove until it stays gone.
	for ((i = 0; i < 40; i++)); do
		rm -rf "$T_DIR" 2>/dev/null
		if [ ! -e "$T_DIR" ]; then
			sleep 0.1
			[ -e "$T_DIR" ] || break
		fi
		sleep 0.05
	done
}

# t_kill: ends the tmux server (the program gets SIGHUP) and switches to a
# fresh socket name for the next t_start, so the old server's teardown can
# never race with the new one.
t_kill() {
	tmux -L "$T_SOCK" kill-server >/dev/null 2>&1
	T_SOCK="$T_SOCK-$RANDOM"
	T_SOCKS="$T_SOCKS $T_SOCK"
}
trap t_cleanup EXIT

# t_hangup GAME: the terminal goes away (the tmux server is killed, SIGHUP
# to the program); waits until the program has ended and fails unless it
# saved GAME-current.ttrec for --resume. The next t_start uses a new server.
t_hangup() {
	local pid i
	pid=$(tmux -L "$T_SOCK" list-panes -t t -F '#{pane_pid}')
	t_kill
	for ((i = 0; i < 100; i++)); do
		ls "$T_DIR/state/tabletop/$1-current.ttrec" >/dev/null 2>&1 &&
			! pgrep -P "$pid" >/dev/null 2>&1 && break
		sleep 0.05
	done
	[ -f "$T_DIR/state/tabletop/$1-current.ttrec" ] || t_fail "no game saved on hang-up"
}

# t_start COLS ROWS [VAR=VALUE...] -- PROGRAM-ARGS...
# Starts $PROG in a new tmux server; TERM defaults to xterm-256color. After
# the program ends the pane shows "EXIT=<status>" and stays.
t_start() {
	local cols=$1 rows=$2 envs="TERM=xterm-256color" arg args=""
	shift 2
	while [ $# -gt 0 ] && [ "$1" != "--" ]; do
		envs="$envs $1"
		shift
	done
	[ $# -gt 0 ] && shift
	for arg in "$@"; do
		args="$args '$arg'"
	done
	tmux -L "$T_SOCK" -f /dev/null new-session -d -x "$cols" -y "$rows" -s t \
		"cd '$T_DIR/work' && env $T_ENV $envs '$PROG' $args; echo EXIT=\$?; sleep 600"
}

t_keys() { tmux -L "$T_SOCK" send-keys -t t "$@"; }
t_screen() { tmux -L "$T_SOCK" capture-pane -p -t t; }
t_screen_escapes() { tmux -L "$T_SOCK" capture-pane -e -p -t t; }
# The screen with the lines the terminal wrapped joined again (what the
# program wrote to the shell after its end, a long path).
t_screen_joined() { tmux -L "$T_SOCK" capture-pane -J -p -t t; }

# t_in SCREEN TEXT: SCREEN (a capture) shows TEXT, on one line or as the
# play screen wraps a message at the foot of the side panel (80x24, where
# the board reaches down to the status line): read without the board, its
# lines joined by spaces.
t_in() {
	local text
	[[ $1 == *"$2"* ]] && return 0
	text=$(LC_ALL=C.UTF-8 sed 's/^.*[│┤┘┐]//; s/^ *//; s/ *$//' <<<"$1")
	[[ ${text//$'\n'/ } == *"$2"* ]]
}
# t_message: the last lines as one text, without the board and from the
# last blank line of the panel on: a message at the foot of the panel, the
# prompt and the key line.
t_message() {
	t_screen | tail -8 | LC_ALL=C.UTF-8 sed 's/^.*[│┤┘┐]//; s/^ *//; s/ *$//' |
		awk 'NF == 0 { text = ""; next } { text = text $0 " " } END { print text }'
}
# t_shown TEXT: this terminal shows TEXT (t_in).
t_shown() { t_in "$(t_screen)" "$1"; }

t_fail() {
	echo "$T_NAME: FAIL: $*" >&2
	echo "---- screen ----" >&2
	t_screen >&2 || true
	echo "----------------" >&2
	exit 1
}

# t_waited START LIMIT: with TUI_WAIT_LOG set, notes in that file how long
# a wait that began at START (EPOCHREALTIME) took of its LIMIT seconds, with
# the test's line: `TUI_WAIT_LOG=F tests/tui/run.sh` then shows the waits
# that came near their limit, the ones a slower machine would fail.
t_waited() {
	[ -n "${TUI_WAIT_LOG:-}" ] || return 0
	local took
	took=$(awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }')
	echo "$took $2 $(basename "${BASH_SOURCE[2]}"):${BASH_LINENO[1]}" >>"$TUI_WAIT_LOG"
}

# t_wait TEXT [SECONDS]: waits (default 10 s, generous for loaded machines)
# until the screen shows TEXT (fixed string; t_shown).
t_wait() {
	local text=$1 limit=${2:-10} i start=$EPOCHREALTIME
	for ((i = 0; i < limit * 20; i++)); do
		if t_shown "$text"; then
			t_waited "$start" "$limit"
			return 0
		fi
		sleep 0.05
	done
	t_fail "timed out waiting for: $text"
}

# t_wait_joined TEXT [SECONDS]: t_wait on t_screen_joined.
t_wait_joined() {
	local text=$1 limit=${2:-10} i start=$EPOCHREALTIME
	for ((i = 0; i < limit * 20; i++)); do
		if t_screen_joined | grep -qF -- "$text"; then
			t_waited "$start" "$limit"
			return 0
		fi
		sleep 0.05
	done
	t_fail "timed out waiting for: $text"
}

# t_wait_not TEXT [SECONDS]: waits until TEXT is no longer shown.
t_wait_not() {
	local text=$1 limit=${2:-10} i start=$EPOCHREALTIME
	for ((i = 0; i < limit * 20; i++)); do
		if ! t_shown "$text"; then
			t_waited "$start" "$limit"
			return 0
		fi
		sleep 0.05
	done
	t_fail "timed out waiting for this to go away: $text"
}

# Screen row numbers (0 = top) where text appears.
t_has() { t_shown "$1"; }

t_resize() { tmux -L "$T_SOCK" resize-window -t t -x "$1" -y "$2"; }

t_pass() { echo "$T_NAME: ok"; }

# t_click ROW COL: a left click at a screen position (0-based), sent as
# xterm's SGR mouse report (press, then release).
t_click() {
	t_keys -l $'\e'"[<0;$(($2 + 1));$(($1 + 1))M"
	t_keys -l $'\e'"[<0;$(($2 + 1));$(($1 + 1))m"
}

# t_click_on TEXT [LINE]: clicks the first character of TEXT where it is
# first shown (LINE: only on that screen line, 0-based; -1 the last).
t_click_on() {
	local row=0 line prefix last LC_ALL=C.UTF-8
	last=$(($(t_screen | wc -l) - 1))
	while IFS= read -r line; do
		if [[ $line == *"$1"* ]] &&
			{ [ -z "${2:-}" ] || [ "$2" = "$row" ] || { [ "$2" = -1 ] && [ $row = $last ]; }; }; then
			prefix=${line%%"$1"*}
			t_click "$row" "${#prefix}"
			return 0
		fi
		row=$((row + 1))
	done < <(t_screen)
	t_fail "nothing to click: '$1' is not on the screen"
}

# Cursor moves on the Quixo board. The tests keep track of the cursor
# (row 0 = rank 5 at the top, col 0 = file a) and move it with arrows or
# hjkl to a square given by name.
Q_ROW=4
Q_COL=2
q_at() { # square name -> sets Q_TR Q_TC
	local f=${1:0:1} r=${1:1:1}
	Q_TC=$(($(printf '%d' "'$f") - 97))
	Q_TR=$((5 - r))
}
q_goto() { # SQUARE [hjkl]: moves the cursor there with arrows (or hjkl)
	q_at "$1"
	local style=${2:-arrows} k
	while [ $Q_ROW -lt $Q_TR ]; do
		[ "$style" = hjkl ] && k=j || k=Down
		t_keys "$k"
		Q_ROW=$((Q_ROW + 1))
	done
	while [ $Q_ROW -gt $Q_TR ]; do
		[ "$style" = hjkl ] && k=k || k=Up
		t_keys "$k"
		Q_ROW=$((Q_ROW - 1))
	done
	while [ $Q_COL -lt $Q_TC ]; do
		[ "$style" = hjkl ] && k=l || k=Right
		t_keys "$k"
		Q_COL=$((Q_COL + 1))
	done
	while [ $Q_COL -gt $Q_TC ]; do
		[ "$style" = hjkl ] && k=h || k=Left
		t_keys "$k"
		Q_COL=$((Q_COL - 1))
	done
}
# q_move FROM TO [FIRST_END] [hjkl]: plays FROM-TO by keys. After taking a
# cube the cursor stays on it (FIRST_END, the lowest end, is no longer
# used: the cursor does not jump there).
q_move() { # FROM TO FIRST_END [hjkl]
	q_goto "$1" "${4:-arrows}"
	t_keys Enter
	q_goto "$2" "${4:-arrows}"
	t_keys Enter
}

# t_quixo_x_nearly_wins NAME_X NAME_O [COLS ROWS]: a two-player Quixo at one
# terminal (80x24 unless given) with these names; X fills column a and O
# column e by four typed moves each, until X is to move and a1-a5 wins.
t_quixo_x_nearly_wins() {
	local i
	t_start "${3:-80}" "${4:-24}" -- quixo --start --name "x=$1" --name "o=$2"
	t_wait "$1 (X) to move"
	for i in 1 2 3 4; do
		t_keys : a1-a5 Enter
		t_wait "$2 (O) to move"
		t_keys : e1-e5 Enter
		t_wait "$1 (X) to move"
	done
}

# t_quixo_x_wins NAME_X NAME_O: t_quixo_x_nearly_wins at 80x24, then X makes
# its line of five (Q15) and the screen says "NAME_X (X) wins".
t_quixo_x_wins() {
	t_quixo_x_nearly_wins "$1" "$2"
	t_keys : a1-a5 Enter
	t_wait "$1 (X) wins"
}

# t_quixo_record FILE OPTIONS STATE SEAT...: writes $T_DIR/work/FILE, a Quixo
# record (version 1, seed 7, no clock, undo on) with these options and seats
# ("x human 1 Ana"), started at STATE and still there, with no result.
t_quixo_record() {
	local file=$1 options=$2 state=$3 seat
	shift 3
	{
		printf 'tabletop-record 1\ngame quixo\noptions %s\nseed 7\nclock none\n' "$options"
		printf 'undo on\ndate 2026-11-29 12:00:00 UTC\n'
		for seat in "$@"; do
			printf 'seat %s\n' "$seat"
		done
		printf 'start %s\nstate %s\nresult none\n' "$state" "$state"
	} >"$T_DIR/work/$file"
}
# t_quixo2_record FILE STATE SEAT_X SEAT_O: t_quixo_record of a two-player
# game, X first, repetition on; a seat is "human 1 Ana", "human 1" (no name)
# or "computer 1".
t_quixo2_record() {
	t_quixo_record "$1" "players=2 first=x repetition=on" "$2" "x $3" "o $4"
}
# t_quixo4_record FILE STATE: t_quixo_record of a four-player game, clockwise
# from South, repetition on: Ana South, Ben East, Cem North, Dan West.
t_quixo4_record() {
	t_quixo_record "$1" "players=4 order=cw first=s repetition=on" "$2" \
		"s human 1 Ana" "e human 1 Ben" "n human 1 Cem" "w human 1 Dan"
}

# t_wait_kept_score SCORE FAILURE: waits (10 s) until a file under $T_DIR (the
# new game kept for --resume) has the match score said to all, "Games won so
# far: SCORE.", and sets T_KEPT to that file; else fails with FAILURE.
t_wait_kept_score() {
	local i
	T_KEPT=""
	for ((i = 0; i < 100; i++)); do
		T_KEPT=$(grep -l "^said 0 [0-9:]* all - Games won so far: $1\.$" \
			$(find "$T_DIR" -type f 2>/dev/null) 2>/dev/null | head -1)
		[ -n "$T_KEPT" ] && break
		sleep 0.1
	done
	[ -n "$T_KEPT" ] || t_fail "$2"
}

# t_match_text: reads a screen on stdin and prints the players' panel's
# match line ("Match: ana 1, ben 0"), joined with the two lines under it,
# where a long one goes on (the panel is the rightmost text of its lines).
t_match_text() {
	local screen m n
	screen=$(cat)
	m=$(printf '%s\n' "$screen" | grep -m1 -o "Match:.*")
	[ -n "$m" ] || return 0
	n=$(printf '%s\n' "$screen" | grep -m1 -A2 "Match:" | tail -n +2 | sed -E 's/.* {3,}//')
	echo "$m" $n
}
# t_wait_match TEXT [NAME]: waits (10 s) until the match line shows TEXT,
# on one line or two, at the terminal NAME of net_lib.sh (default t_screen).
t_wait_match() {
	local i
	for ((i = 0; i < 200; i++)); do
		if { if [ -n "${2:-}" ]; then n_screen "$2"; else t_screen; fi; } |
			t_match_text | grep -qF -- "$1"; then
			return 0
		fi
		sleep 0.05
	done
	if [ -n "${2:-}" ]; then
		n_fail "$2" "timed out waiting for the match line: $1"
	fi
	t_fail "timed out waiting for the match line: $1"
}

# t_languages: the languages the program is built with, English first and
# then each of po/LINGUAS whose catalogue is built.
t_languages() {
	local l list="en" dir
	dir=$(dirname "$PROG")
	for l in $(sed -e 's/#.*//' "$ROOT/po/LINGUAS" 2>/dev/null); do
		[ -f "$dir/locale/$l/LC_MESSAGES/tabletop.mo" ] && list="$list $l"
	done
	echo "$list"
}

# t_tr LANG TEXT: the text a message of the program has in LANG.
t_tr() {
	LC_ALL=C.UTF-8 LANGUAGE=$1 TEXTDOMAINDIR="$(dirname "$PROG")/locale" \
		gettext -d tabletop -- "$2"
}

# t_catalogue LANG YES NO: build/locale's catalogue of LANG with YES and NO
# as its letters for yes/no answers (test_answer_letters.sh), into
# $T_DIR/locale-LANG-YES; echoes that folder (for TABLETOP_LOCALEDIR).
t_catalogue() {
	local dir=$T_DIR/locale-$1-$2 mo=$ROOT/$BUILD/locale/$1/LC_MESSAGES/tabletop.mo
	case $BUILD in /*) mo=$BUILD/locale/$1/LC_MESSAGES/tabletop.mo ;; esac
	mkdir -p "$dir/$1/LC_MESSAGES"
	msgunfmt "$mo" | msggrep -v -K -e '^the key for ' >"$dir/$1.po" ||
		t_fail "msgunfmt $1"
	printf '\nmsgid "the key for yes|y"\nmsgstr "%s"\n' "$2" >>"$dir/$1.po"
	printf '\nmsgid "the key for no|n"\nmsgstr "%s"\n' "$3" >>"$dir/$1.po"
	msgfmt -o "$dir/$1/LC_MESSAGES/tabletop.mo" "$dir/$1.po" || t_fail "msgfmt $1"
	echo "$dir"
}
