#!/usr/bin/env bash
# Thaayam by mouse: a click on a score in the panel chooses it, a click on
# "e" in the key line enters a piece with it, and a click on the piece
# with another score chosen moves it (T8).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 23 -- thaayam --state \
	"thaayam players=2 capture=split turn=s phase=move scores=1,3 extra=0 s=-,-,-,- n=-,-,-,-"
t_wait "South: choose a score"
t_click_on " 1" 5
t_click_on "e/w/b" -1
t_wait "South: piece 1 enters (enter1)."
t_click_on " 3" 5
t_click_on "c1"
t_wait "South: piece 1 moves 3 (1+3)."
th_quit
t_pass
