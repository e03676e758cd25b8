#!/usr/bin/env bash
# A newcomer with a mouse alone, at 80x23: from the start menu to a whole
# Quixo game and out again, clicking only: the menu's Quixo, the set-up
# screen's Start, every take and push on the board, the key line's
# buttons (its "more" page too) and the quit question. X wins with a
# column (Q10) in nine moves: a1-a5 five times while O plays e1-e5.
source "$(dirname "$0")/lib.sh"

# the screen position of a square: the file's letter above the board and
# the rank's number left of it
click_square() { # a1
	local file=${1:0:1} rank=${1:1:1} col row=0 line
	col=$(t_screen | sed -n 3p | LC_ALL=C.UTF-8 awk -v f="$file" '{ print index($0, " " f " ") }')
	while IFS= read -r line; do
		[[ $line =~ ^\ *$rank\ │ ]] && break
		row=$((row + 1))
	done < <(t_screen)
	[ "$col" -gt 0 ] || t_fail "no file $file above the board"
	t_click "$row" "$col"
}

t_start 80 23 --
t_wait "Choose a game"
t_click_on "Quixo"
t_wait "Start the game"
t_click_on "Start the game"
t_wait "Cross (X) to move"
for i in 1 2 3 4 5; do
	click_square a1
	t_wait "Choose the end"
	click_square a5
	t_wait "$i. a1-a5"
	[ $i = 5 ] && break
	if [ $i = 1 ]; then
		# undo and redo are on the key line's second page at 80 columns
		t_click_on "m more" -1
		t_wait "undo/redo"
		t_click_on "undo" -1
		t_wait "Move taken back."
		t_click_on "redo" -1
		t_wait "1. a1-a5"
	fi
	click_square e1
	t_wait "Choose the end"
	click_square e5
	t_wait "move $((i + 1))"
done
t_wait "1-0"
t_has "(X) wins (Q10)" || t_fail "the result is not shown"
t_click_on "q quit" -1
t_wait "Quit?"
t_click_on "quit without saving" -1
t_wait "Quixo: new game"
t_click_on "[ Back ]"
t_wait "Choose a game"
t_click_on "Quit"
t_wait "EXIT=0"
t_pass
