#!/usr/bin/env bash
# T14 and T15 by keys: South's piece on its palace (c1) with scores 4 3,
# North's single piece on e2 (South's index 3, an ordinary square). 3 and
# Tab preview the capture; Enter captures North 1 and announces the extra
# turn; the 4 is used; the turn passes by itself back to South (T15).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=4,3 extra=0 s=0,-,-,- n=11,-,-,-"
t_wait "South: choose a score"
t_screen | grep -A1 "│e2" | grep -q "│N1" || t_fail "North's piece is not on e2"
t_keys 3 Tab
t_wait "piece 1 moves 3 to e2,"
t_has "captures N1" || t_fail "the preview does not say the capture"
t_keys Enter
t_wait "South: piece 1 moves 3 (1+3), capturing N1 (T14); South plays again"
t_screen | grep -A1 "│e2" | grep -q "│S1" || t_fail "South's piece is not on e2"
t_screen | grep -A1 "N North" | grep -q "waiting: 1 2 3 4" || t_fail "North's piece did not go off the board"
t_has "1+3(xN1)" || t_fail "the log does not show the capture"
t_keys 4 Tab Enter
t_wait "South plays again: the extra turn of a capture (T15)."
t_wait "Throws:"
t_has "▶S South" || t_fail "South is not to play"
th_quit
t_pass
