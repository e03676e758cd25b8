#!/usr/bin/env bash
# Enter with nothing chosen, on a square without a piece of the player
# (the cursor not moved: South's palace c1): with one piece on the board
# that piece is chosen, as Tab would, and its preview shown; Enter again
# plays it. The same for a twin, the player's only unit on the board. With
# two pieces on the board the message says how to choose one. With a piece
# chosen and no score, Enter on an empty square asks for a score.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --start --state \
	"thaayam players=2 capture=split turn=s phase=move scores=8,3 extra=0 s=20,-,-,- n=11,-,-,-"
t_wait "South: choose a score"
t_keys 3 Enter
t_wait "piece 1 moves 3 to"
t_has "None of your pieces" && t_fail "Enter did not choose South's only piece"
t_keys Enter
t_wait "South: piece 1 moves 3 (1+3)."
th_quit
t_kill
# a twin (declared with w on the opposite palace c5) is one unit
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=4,4,2 extra=0 s=8,8,-,- n=-,-,-,-"
t_wait "South: choose a score"
t_keys w
t_wait "South declares a twin: twin1&2 (T16)."
t_keys 4 4 Enter
t_wait "twin 1&2 moves 4 with 4 4 to"
t_keys Enter
t_wait "South: twin 1&2 moves 4 with 4 4 (1&2+4+4)."
th_quit
t_kill
# two pieces: which one is not guessed, the message says how to choose
t_start 80 24 -- thaayam --state \
	"thaayam players=2 capture=split turn=s phase=move scores=8,3 extra=0 s=20,5,-,- n=11,-,-,-"
t_wait "South: choose a score"
t_keys 3 Enter
t_wait "None of your pieces is on c1: Tab chooses one, or Enter on its square."
t_keys Tab
t_wait "piece 1 moves 3 to"
t_keys Escape Tab
t_wait "South: type the score to use"
t_keys Left Enter
t_wait "Choose a score: type 1, 2, 3, 4 or 8."
th_quit
t_pass
