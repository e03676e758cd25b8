#!/usr/bin/env bash
# The words of the mouse in Thaayam: after a click on a piece the status
# line says the score may be typed or clicked in the panel, and a click on
# a score then previews the move; the help (?) says what the mouse does.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --state \
	"thaayam players=2 capture=split turn=s phase=move scores=8,3 extra=0 s=20,-,-,- n=11,-,-,-"
t_wait "South: choose a score"
t_click_on "S1"
t_wait "South: type the score to use (1 2 3 4 8) or click it in the panel."
t_click_on " 3" 5
t_wait "piece 1 moves 3 to"
t_keys "?"
t_wait "Thaayam: help"
t_wait "Mouse: click a piece or a square"
t_keys Escape
t_wait "South: Enter plays the previewed action"
th_quit
t_pass
