#!/usr/bin/env bash
# Twin scores add up whatever is chosen first (T17): with a single piece
# chosen, 4 1 1 1 1 (refused for the single piece, and the status line
# says so) and then Tab to the twin previews the twin with all
# five scores (it used to keep only the last 1).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --state \
	"thaayam players=2 capture=split turn=s phase=move scores=4,1,1,1,1,2 extra=0 s=9=2,9=1,3,- n=-,-,-,-"
t_wait "South: choose a score"
t_keys Tab Tab
t_wait "Piece 3"
t_keys 4 1 1 1 1
t_wait "a single piece takes one"
t_wait "South: not playable (see why in the panel)"
t_keys Tab Tab
t_wait "twin 1&2 moves 4 with 4 1 1 1 1"
t_keys Enter
t_wait "South: twin 1&2 moves 4 with 4 1 1 1 1 (1&2+4+1+1+1+1)."
th_quit
t_pass
