#!/usr/bin/env bash
# A four-player move by mouse alone: click a cube, click an end, then click
# the board towards the partner's side (North's name, above the board) for
# the dot towards the partner (Q14), or towards one's own side.
source "$(dirname "$0")/lib.sh"
click() { # ROW COL (0-based screen position)
	t_keys -l $'\e'"[<0;$(($2 + 1));$(($1 + 1))M"
	t_keys -l $'\e'"[<0;$(($2 + 1));$(($1 + 1))m"
}
t_start 80 24 -- quixo --players 4 --start
t_wait "South (X) to move"
# At 80x24 cell c1 is at row 18, column 26; c5 at row 6.
click 18 26
t_wait "Choose the end where the cube goes back in"
click 6 26
t_wait "Dot towards:"
click 4 26
t_wait "1. S c1-c5/N"
# West: b5 to b1 (a blank), dot towards itself (the left side)
t_wait "West (O) to move"
click 6 20
t_wait "Choose the end"
click 18 20
t_wait "Dot towards:"
click 12 8
t_wait "2. W b5-b1/W"
t_pass
