#!/usr/bin/env bash
# Looking at earlier positions without undoing: [ steps back through the
# moves, ] forward; any other key returns to the game as it is (the moves
# are all still there) and does what it does. Both games.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys : b5-b1 Enter
t_wait "b5-b1"
t_keys '['
t_wait "Earlier position, after 1 of 2 actions."
t_has "b5-b1" && t_fail "the earlier position shows the later move"
t_has "1. c1-c5" || t_fail "the earlier position lost the first move"
t_screen | grep -q "5 │  ·  │  ·  │  X  │" || t_fail "c5 does not hold the X of the first move"
t_keys '['
t_wait "after 0 of 2 actions"
t_has "c1-c5" && t_fail "the start position shows a move"
t_keys ']'
t_wait "after 1 of 2 actions"
# a move typed now is played at the position as it is (no undo happened)
t_keys : a1-a5 Enter
t_wait "2. a1-a5"
t_has "b5-b1" || t_fail "looking back took a move back"
t_keys q
t_wait "Quit?"
t_keys y
t_wait "EXIT=0"
th_new_server
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=1,3 extra=0 s=-,-,-,- n=-,-,-,-"
t_wait "South: choose a score"
t_keys e
t_wait "South: piece 1 enters (enter1)."
t_keys '['
t_wait "Earlier position, after 0 of 1 actions."
t_has "S1" && t_fail "the entered piece is shown before it entered"
t_keys Escape
t_wait_not "Earlier position"
t_has "S1" || t_fail "the piece entered is not back"
th_quit
t_pass
