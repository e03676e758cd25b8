#!/usr/bin/env bash
# Neighbouring framed squares do not cut into each other's corners: with
# South's piece on its palace c1 and the preview to d1 (framed too), the
# corners the two frames share are the grid's joints.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 23 -- thaayam --state \
	"thaayam players=2 capture=split turn=s phase=move scores=1,3 extra=0 s=0,-,-,- n=-,-,-,-"
t_wait "South: choose a score"
t_keys 1 Tab
t_wait "piece 1 moves 1 to d1"
t_has "├─────┼─────┌─────┼─────┐─────┤" || t_fail "the frames of c1 and d1 cut into each other (top)"
t_has "└─────┴─────└─────┴─────┘─────┘" || t_fail "the frames of c1 and d1 cut into each other (bottom)"
th_quit
t_pass
