#!/usr/bin/env bash
# The thinking line: while a Quixo computer seat searches (level 5 thinks
# about a second), the status line tells the depth it has completed and
# its best move so far; once it has played, the line is gone.
source "$(dirname "$0")/lib.sh"
t_start 100 30 -- quixo --start --seat x=computer:5 --seat o=human
t_wait "is thinking... Depth "
t_screen | grep -qE 'Depth [0-9]+, best so far: [a-e][1-5]-[a-e][1-5]\.' ||
	t_fail "no depth and move in the thinking line"
t_wait "1. "
t_wait_not "best so far"
t_pass
