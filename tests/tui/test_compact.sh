#!/usr/bin/env bash
# The compact layout: at 60x20 the start menu, the set-up screens and both
# play screens are drawn (smaller cells, a narrower panel) and games are
# played there, by keys and by mouse. Below it the screens ask for 60x20.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 60 20 --
t_wait "Choose a game"
# a menu button too wide is cut with an ellipsis, its bracket kept
t_screen | grep -qE '\[ Quixo .*… \]' || t_fail "the Quixo button is cut without its ellipsis"
t_keys Enter
t_wait "Quixo: new game"
t_has "[ Start the game ]" || t_fail "the set-up screen is cut"
t_keys s
t_wait "Cross (X) to move"
t_has "Please enlarge" && t_fail "the play screen asks for a larger window"
# the board's right labels stand apart from the panel ("│ 4  Moves")
t_screen | grep -qE "│ [1-5] [^ ]" && t_fail "a rank label runs into the panel"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys : b5-b1 Enter
t_wait "b5-b1"
# a move by mouse: the cube in a1 (row 13), then the end a5 (row 5)
col=$(t_screen | grep -m1 '┌' | sed 's/┌.*//' | wc -c)
t_click 13 $((col + 1))
t_wait "Choose the end"
t_click 5 $((col + 1))
t_wait "2. a1-a5"
t_resize 58 19
t_wait "needs 60x20"
t_resize 60 20
t_wait "2. a1-a5"
t_keys q
t_wait "Quit?"
t_keys y
t_wait "Quixo: new game"
t_keys q
t_wait "EXIT=0"
th_new_server
t_start 60 20 -- thaayam --dice physical --first s --start
t_wait "South: throw the seeds"
t_has "Please enlarge" && t_fail "the Thaayam screen asks for a larger window"
t_keys 1 4 2
t_wait "end of the throws"
t_keys e
t_wait "South: piece 1 enters (enter1)."
t_keys 4 Enter
t_wait "South: piece 1 moves 4 (1+4)."
th_quit
th_new_server
# the throw-off at 60x20: its sentences wrap instead of being cut
t_start 60 20 -- thaayam --seed 3 --start
t_wait "press Enter to throw"
t_wait "again."
t_keys Enter
sleep 0.5
t_keys Enter
t_wait "starts (T6)"
t_screen | grep -qE "^ *begin\.|Press Enter to begin\." ||
	t_fail "the throw-off's last message is cut"
t_pass
