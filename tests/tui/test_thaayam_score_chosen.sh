#!/usr/bin/env bash
# A score typed before a piece is chosen is acknowledged on the status
# line, with what comes next (it said "choose a score ... and a piece"
# as if nothing had been typed); Esc clears it.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- thaayam --state \
	"thaayam players=2 capture=split turn=s phase=move scores=4,1,2 extra=0 s=3,6,-,- n=-,-,-,-"
t_wait "South: choose a score (1 2 3 4 8) and a piece (Tab)."
t_keys 4
t_wait "South: 4 chosen; now a piece (Tab, or the cursor and Enter)."
t_keys Escape
t_wait "South: choose a score (1 2 3 4 8) and a piece (Tab)."
t_keys Tab
t_wait "South: type the score to use"
t_pass
