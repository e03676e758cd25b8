#!/usr/bin/env bash
# T10 and T11: South's only piece in play stands on d2 (index 22), scores 8
# and 1. The 8 would pass the castle: trying it is refused with the rule
# (T10). The 1 is used; then the 8 can never be used: the screen says it is
# forfeited (T11) and the turn passes to North by itself.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=8,1 extra=0 s=22,#,#,# n=-,-,-,-"
t_wait "South: choose a score"
# `done` while a score can still be used is refused (T11), the whole
# reason shown even when longer than the status line.
t_keys : done Enter
t_wait "done: 1 of the scores can still be used"
t_wait "(T11)"
t_keys 8 Tab Enter
t_wait "1+8:"
t_has "(T10)" || t_fail "the refusal does not cite T10"
t_keys Escape 1 Tab Enter
t_wait "No score left can be used: 8 forfeited (T11)."
t_wait "▶N North"
t_has "No score left can be used: 8 forfeited (T11)." || t_fail "the forfeit went away"
t_has "(lost 8)" || t_fail "the log does not list the forfeited score"
th_quit
t_pass
