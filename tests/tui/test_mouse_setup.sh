#!/usr/bin/env bash
# The mouse alone through the start menu, a set-up screen (the arrows of a
# setting step it back or on, a name field left by a click elsewhere, the
# start button), the throw-off and the
# questions of quitting: every word of the key line is a key to click.
source "$(dirname "$0")/lib.sh"
t_start 80 23 --
t_wait "Choose a game"
t_click_on "Thaayam"
t_wait "Thaayam: new game"
# the left arrow of "Players" steps back (2 -> 4), the right one on (4 -> 2 -> 3)
t_click_on "◀ 2 players"
t_wait "◀ 4 players ▶"
t_click_on "▶" 2
t_wait "◀ 2 players ▶"
t_click_on "▶" 2
t_wait "◀ 3 players ▶"
t_click_on "◀ 3 players"
t_wait "◀ 2 players ▶"
# a click on a name edits it; a click elsewhere ends the editing there
t_click_on "[South]"
t_wait "Type the name"
t_click_on "[ Start the game ]"
t_wait "who starts?"
for ((i = 0; i < 20; i++)); do
	t_has "Players" && break
	# "Enter throw", then "Enter begin the game" once the starter is known
	t_has "Enter throw" && t_click_on "Enter" -1
	t_has "Enter begin the game" && t_click_on "Enter" -1
	sleep 0.2
done
t_wait "press Enter to throw"
t_click_on "Enter throw" -1
t_wait "Log"
# q, then "go on" in the quit question's key line
t_click_on "q quit" -1
t_wait "Quit?"
t_click_on "go on" -1
t_wait_not "Quit?"
t_click_on "q quit" -1
t_wait "Quit?"
t_click_on "quit without saving" -1
t_wait "Thaayam: new game"
t_click_on "Esc back" -1
t_wait "Choose a game"
t_click_on "q quit" -1
t_wait "EXIT=0"
t_pass
