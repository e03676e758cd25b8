#!/usr/bin/env bash
# Mouse clicks (SGR mouse reports, as xterm sends them): click a cube, then
# an end; clicking the opponent's cube is refused with the reason.
source "$(dirname "$0")/lib.sh"
click() { # ROW COL (0-based screen position)
	t_keys -l $'\e'"[<0;$(($2 + 1));$(($1 + 1))M"
	t_keys -l $'\e'"[<0;$(($2 + 1));$(($1 + 1))m"
}
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
# At 80x24 cell a1 is at row 18, column 14; a5 at row 6.
click 18 14
t_wait "Choose the end where the cube goes back in"
click 6 14
t_wait "1. a1-a5"
t_wait "Circle (O) to move"
click 6 14
t_wait "a5 cannot be taken"
t_has "(Q5)" || t_fail "the reason does not cite Q5"
t_pass
