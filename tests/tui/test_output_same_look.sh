#!/usr/bin/env bash
# The program's own output (tui/kit/output.c, issue 27) draws the same
# picture as curses's, in fewer bytes. The same keys are played twice, with
# TABLETOP_OUTPUT=curses and without; after each step both screens are
# captured with their attributes and must look the same cell by cell
# (tests/programs/screen_look: characters, bold, colours, a blank by its
# background). Quixo: cursor keys, a cube taken, an end previewed, a move,
# the help page, a resize, the quit question; Thaayam: typed throws, cursor
# keys, an action.
source "$(dirname "$0")/lib.sh"
case $BUILD in /*) LOOK=$BUILD/tests/programs/screen_look ;; *) LOOK=$ROOT/$BUILD/tests/programs/screen_look ;; esac
[ -x "$LOOK" ] || t_fail "$LOOK is not built"

# capture NAME: the screen with its attributes once it has stopped changing.
capture() {
	local before="" now i
	for ((i = 0; i < 40; i++)); do
		now=$(t_screen_escapes)
		[ "$now" = "$before" ] && break
		before=$now
		sleep 0.1
	done
	printf '%s\n' "$now" >"$T_DIR/$1"
}

# fresh WAY GAME: the environment of a first run for WAY: HOME and folders
# emptied (a first run shows a tip the second would not), at the same paths
# for both ways (the help page shows one).
fresh() {
	local d=$T_DIR/fresh.$2
	rm -rf "$d"
	mkdir -p "$d/home" "$d/config" "$d/state" "$d/data"
	echo "HOME=$d/home XDG_CONFIG_HOME=$d/config XDG_STATE_HOME=$d/state XDG_DATA_HOME=$d/data TABLETOP_OUTPUT=$1"
}

# quixo WAY: plays the Quixo steps with TABLETOP_OUTPUT=WAY ("curses", or
# "own": the program's writer), capturing WAY.quixo.N after each.
quixo() {
	local way=$1
	# shellcheck disable=SC2046
	t_start 80 24 $(fresh "$way" quixo) -- quixo --start --name x=Ana --name o=Ben
	tmux -L "$T_SOCK" pipe-pane -o -t t "cat >> '$T_DIR/$way.quixo.bytes'"
	t_wait "to move: choose a cube"
	capture "$way.quixo.1"
	t_keys Left Left
	sleep 0.3
	capture "$way.quixo.2"
	t_keys Enter
	t_wait "Choose the end"
	capture "$way.quixo.3"
	t_keys Up Up Up Up
	t_wait "Preview of a1-a5"
	capture "$way.quixo.4"
	t_keys Enter
	t_wait "1. a1-a5"
	capture "$way.quixo.5"
	t_keys Right Right Down
	sleep 0.3
	capture "$way.quixo.6"
	t_keys '?'
	t_wait "Quixo"
	capture "$way.quixo.7"
	t_keys Escape
	t_wait "to move: choose a cube"
	t_resize 120 40
	t_wait "to move: choose a cube"
	capture "$way.quixo.8"
	t_keys q
	t_wait "Quit"
	capture "$way.quixo.9"
	tmux -L "$T_SOCK" pipe-pane -t t
	t_kill
}

thaayam() {
	local way=$1
	# shellcheck disable=SC2046
	t_start 80 24 $(fresh "$way" thaayam) -- thaayam --players 2 --first s --dice physical --start
	t_wait "South"
	capture "$way.thaayam.1"
	t_keys 1
	sleep 0.3
	capture "$way.thaayam.2"
	t_keys 2
	sleep 0.3
	capture "$way.thaayam.3"
	t_keys Right Right Left
	sleep 0.3
	capture "$way.thaayam.4"
	t_keys : enter1 Enter
	sleep 0.5
	capture "$way.thaayam.5"
	t_kill
}

for way in curses own; do
	quixo "$way"
	thaayam "$way"
done

for i in 1 2 3 4 5 6 7 9; do
	"$LOOK" 80 24 "$T_DIR/curses.quixo.$i" "$T_DIR/own.quixo.$i" ||
		t_fail "Quixo step $i does not look the same with both outputs"
done
"$LOOK" 120 40 "$T_DIR/curses.quixo.8" "$T_DIR/own.quixo.8" ||
	t_fail "Quixo after the resize does not look the same with both outputs"
for i in 1 2 3 4 5; do
	"$LOOK" 80 24 "$T_DIR/curses.thaayam.$i" "$T_DIR/own.thaayam.$i" ||
		t_fail "Thaayam step $i does not look the same with both outputs"
done
# the writer was used: fewer bytes for the same screens
curses_bytes=$(wc -c <"$T_DIR/curses.quixo.bytes")
own_bytes=$(wc -c <"$T_DIR/own.quixo.bytes")
[ "$own_bytes" -lt "$curses_bytes" ] ||
	t_fail "the program's output wrote $own_bytes bytes, curses $curses_bytes"
t_pass
