#!/usr/bin/env bash
# After a win the scores of the last turn are not shown as if still to be
# used: the panel calls them the last turn's.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=1,8,8 extra=0 s=24,#,#,# n=-,-,-,-"
t_wait "South: choose"
t_keys b
t_wait "South wins"
t_has "Last turn: (1) 8 8" || t_fail "the last turn's scores are not named so"
t_has "Scores:" && t_fail "the scores of a finished game look like scores to use"
th_quit
t_pass
