#!/usr/bin/env bash
# The thinking line: while a Quixo computer seat searches (level 5 thinks
# about a second), the status line tells the depth it has completed, its
# best move so far and, when the line has room, the first reason for that
# move in words (every first move takes a neutral cube, Q5); once it has
# played, the line is gone.
source "$(dirname "$0")/lib.sh"
t_start 140 30 -- quixo --start --seat x=computer:5 --seat o=human
t_wait "is thinking... Depth "
t_screen | grep -qE 'Depth [0-9]+, best so far: [a-e][1-5]-[a-e][1-5]\. It takes a neutral cube, which now shows X \(Q5, Q6\)\.' ||
	t_fail "no depth, move and reason in the thinking line"
t_wait "1. "
t_wait_not "best so far"
t_pass
