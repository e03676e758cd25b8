#!/usr/bin/env bash
# Issue 25 item 3: whenever Thaayam waits for a person, the screen says who
# and which key, whatever message is shown: after a throw that ends the
# throws ("South threw 2: end of the throws (T5).") the prompt "South:
# choose a score ... (Tab)" is on screen too, and a two-line message (a
# forfeit, T11) leaves the next player's prompt and the key line in view.
# In every layout (80x24, 80x23, 60x20, 200x60) and language; where the
# board reaches down to the status line (80x24) the message goes to the
# foot of the panel, and the board's bottom border stays in view.
source "$(dirname "$0")/lib.sh"
# t_seen TEXT: TEXT is on the screen, maybe wrapped over lines (a narrow
# window) or over the foot of the side panel, beside the board (80x24)
# next_run: a fresh tmux server and state folder (no game kept by the run
# before), with a short socket name
next_run() {
	t_kill
	run=$((${run:-0} + 1))
	T_SOCK="tabletop-tui-$$-r$run"
	T_SOCKS="$T_SOCKS $T_SOCK"
	st="XDG_STATE_HOME=$T_DIR/state.$run"
}
t_seen() {
	t_screen | sed 's/^ *//; s/ *$//' | tr '\n' ' ' | grep -qF -- "$1" ||
		t_screen | sed 's/^.*[│┘┴┤]//; s/^ *//; s/ *$//' | tr '\n' ' ' | grep -qF -- "$1"
}
# the board's bottom border (a1 to e1) is whole: no message covers it
board_whole() {
	t_screen | grep -q '└─*┴─*└─*┘─*┴─*┘' || t_fail "$where: a message covers the board's bottom border"
}
t_wait_seen() {
	local i
	for ((i = 0; i < 200; i++)); do
		t_seen "$1" && return 0
		sleep 0.05
	done
	t_fail "timed out waiting for: $1"
}

for lang in $(t_languages); do
	tr_() { t_tr "$lang" "$1"; }
	south=$(tr_ "South")
	north=$(tr_ "North")
	# the texts as the program writes them (%s the seat, %d the score)
	threw=$(tr_ "%s threw %d: end of the throws (T5).")
	threw=${threw/\%s/$south}
	threw=${threw/\%d/2}
	choose=$(tr_ "%s: choose a score (1 2 3 4 8) and a piece (Tab).")
	choose=${choose/\%s/$south}
	forfeit=$(tr_ "No score left can be used: %s forfeited (T11).")
	forfeit=${forfeit/\%s/3}
	seeds=$(tr_ "%s: throw the seeds and type the score (1 2 3 4 8).")
	seeds=${seeds/\%s/$south}
	for size in "80 24" "80 23" "60 20" "200 60"; do
		where="$lang $size"
		next_run
		t_start $size LANGUAGE="$lang" "$st" -- thaayam --dice physical --first s --start
		t_wait "$(tr_ "Throws:")"
		t_keys 1
		sleep 0.3
		t_keys 2
		t_wait_seen "$threw"
		t_seen "$choose" || t_fail "$where: no prompt after the last throw"
		t_screen | tail -1 | grep -qF "Tab" || t_fail "$where: no keys on the key line"
		board_whole
		next_run

		# North forfeits a 3 (T11): South is to throw next
		t_start $size LANGUAGE="$lang" "$st" -- thaayam --dice physical --state \
			"thaayam players=2 capture=split turn=n phase=move scores=3 extra=0 s=-,-,-,- n=-,-,-,-"
		t_wait_seen "$forfeit"
		sleep 1.5
		t_seen "$seeds" || t_fail "$where: no prompt to throw after the forfeit"
		t_seen "$forfeit" || t_fail "$where: the forfeit went unsaid"
		t_screen | tail -1 | grep -qF "1 2 3 4 8" ||
			t_fail "$where: the key line does not show the keys to throw"
		board_whole
	done
done
t_pass
