#!/usr/bin/env bash
# A two-player hot-seat game played by keys (arrows and hjkl, Enter) to a
# win: X fills column a, O column e; X's fifth push makes the line and the
# status line announces it (Q10); the winning line is highlighted.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start --name x=Ana --name o=Ben
t_wait "Ana (X) to move"
for i in 1 2 3 4; do
	q_move a1 a5 e1 # X: a1 to a5, column a slides down
	t_wait "Ben (O) to move"
	q_move e1 e5 a1 hjkl # O: e1 to e5
	t_wait "Ana (X) to move"
done
t_has "4. a1-a5   e1-e5" || t_fail "move list is wrong"
q_move a1 a5 e1
t_wait "X made a line of five: Ana (X) wins (Q10)."
t_has "5. a1-a5" || t_fail "last move missing from the list"
# The game is over: keys on the board change nothing.
t_keys Left Enter
sleep 0.3
t_has "X made a line of five" || t_fail "the result went away"
t_has "6. " && t_fail "a move was played after the end"
t_keys q
t_wait "Quit?"
t_keys y
t_wait "EXIT=0"
t_pass
