#!/usr/bin/env bash
# T16 and T17 by keys: two South pieces on the opposite palace (c5, index
# 8). w declares them a twin, drawn as one joined piece S1&2; typing 4 and
# 4 (a group of 8 points) and Tab previews the twin moving half, 4 squares
# (T17), to a3; Enter moves it. A single piece may not take two scores (T7).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=4,4,2 extra=0 s=8,8,-,- n=-,-,-,-"
t_wait "South: choose a score"
t_screen | grep -A1 "│c5" | grep -q "│S12" || t_fail "the two pieces are not on c5"
t_keys w
t_wait "South declares a twin: twin1&2 (T16)."
t_screen | grep -A1 "│c5" | grep -q "│S1&2" || t_fail "the twin is not drawn joined"
t_keys 4 4 Tab
t_wait "twin 1&2 moves 4 with 4 4 to"
t_keys Enter
t_wait "South: twin 1&2 moves 4 with 4 4 (1&2+4+4)."
t_screen | grep -A1 "│a3" | grep -q "│S1&2" || t_fail "the twin did not land on a3"
# The 2 is left: the twin moves 1 (half of 2).
t_keys : 1 '&' 2 + 2 Enter
t_wait "South: twin 1&2 moves 1 with 2 (1&2+2)."
t_wait "North: throw the seeds"
th_quit
t_pass
