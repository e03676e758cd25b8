#!/usr/bin/env bash
# A key for the next turn during the pause before a turn ends by itself
# (T11) is not lost: South's last usable score is played, the 8 is
# forfeited, and North at once types its throw (physical dice). The turn
# passes then, and the 2 counts as North's throw (void by T9: no 1 and no
# piece in play).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=8,1 extra=0 s=22,#,#,# n=-,-,-,-"
t_wait "South: choose a score"
t_keys 1 Tab Enter
t_wait "No score left can be used: 8 forfeited (T11)."
t_keys 2
t_wait "North threw 2: end of the throws (T5)."
t_has "Scores: -2-" || t_fail "North's throw is not shown"
t_has "(lost 8)" || t_fail "South's forfeit is not in the log"
th_quit
t_pass
