#!/usr/bin/env bash
# The clock does not run while the window is too small to show the board:
# after X's move, O's 30 s stay (about) 30 s through 4 s of a 58x19 window.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start --clock game:30
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "Circle (O) to move"
t_resize 58 19
t_wait "Please enlarge the window"
sleep 4
t_resize 80 24
t_wait "Circle (O) to move"
t_screen | grep -A1 'O Circle' | grep -qE '0:(30|29|28)' ||
	t_fail "O's clock ran while the board could not be seen"
t_pass
