#!/usr/bin/env bash
# Undo goes back to the last decision of a person, past the end of a
# turn that the rules play by themselves (T11): South moves its piece with
# the 4, the turn passes to North; one u takes back the end of the turn
# and the move, and South chooses again (the 4 unused), without the turn
# ending again by itself.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --state \
	"thaayam players=2 capture=split turn=s phase=move scores=4 extra=0 s=4,-,-,- n=3,-,-,-"
t_wait "South: choose a score"
t_keys 4 Tab Enter
t_wait "North: press Enter to throw"
t_keys u
t_wait "Action taken back."
t_has "▶S South" || t_fail "undo did not go back to South's turn"
t_has "Scores: 4" || t_fail "South's 4 is not unused again"
# South decides again: a key clears the message, the turn is South's
t_keys Escape
t_wait "South: choose a score"
t_keys 4 Tab Enter
t_wait "North: press Enter to throw"
th_quit
t_pass
