#!/usr/bin/env bash
# Moving one piece with several scores: after its first move the piece
# stays chosen and the cursor goes with it, so the next score and Enter
# move it again. Enter with no piece of the player on the board says to
# enter one with e (T8), not that a square is empty.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --state \
	"thaayam players=2 capture=split turn=s phase=move scores=4,2 extra=0 s=4,-,-,- n=-,-,-,-"
t_wait "South: choose a score"
t_keys 4 Tab Enter
t_wait "South: piece 1 moves 4 (1+4)."
t_keys 2 Enter
t_wait "South: piece 1 moves 2 (1+2)."
th_quit
t_kill
t_start 80 24 -- thaayam --state \
	"thaayam players=2 capture=split turn=s phase=move scores=1,4 extra=0 s=-,-,-,- n=-,-,-,-"
t_wait "South: choose a score"
t_keys Enter
t_wait "press e to enter one with a 1 (T8)"
t_keys e
t_wait "South: piece 1 enters (enter1)."
th_quit
t_pass
