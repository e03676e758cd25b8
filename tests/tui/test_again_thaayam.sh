#!/usr/bin/env bash
# Issue 30: a match of Thaayam at one terminal (n at the end: the same
# players again, one seat on). Two of the three players have one name:
# the score tells them apart by their seats' words, in the panel (over
# three lines at 80 columns) and in the new game's record (in English).
# South is one throw from bearing off its last piece (T21, T22); typed
# scores (physical dice), as test_thaayam_endgame.sh plays it.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- thaayam --dice physical --name s=root --name e=root --name n=Ana --state \
	"thaayam players=3 capture=split turn=s phase=throw scores= extra=0 s=22,#,#,# e=-,-,-,- n=-,-,-,-"
t_wait "root (South): throw the seeds"
t_keys 2
t_wait "end of the throws (T5)."
t_keys 2 Tab Enter
t_wait "▶E root"
t_keys 3
t_wait "▶N Ana"
t_keys 3
t_wait "▶S root"
t_keys 4 1 2
t_wait "end of the throws"
t_keys 4 Tab Enter
t_wait "(T10)"
t_keys Escape b
t_wait "root (South) wins"
t_has "Match:" && t_fail "a match is shown before a game again"
t_keys n
t_wait "A new game, sides swapped."
# one seat on: Ana plays South now, the winner (South) East
t_wait "▶S Ana"
t_wait_match "Match: Ana 0, root (East) 1, root (North) 0"
# the new game's record (kept for --resume after a throw) has the score
t_keys 3
t_wait "Ana threw 3"
t_wait_kept_score "Ana 0, root (East) 1, root (North) 0" \
	"the kept record does not tell the players of one name apart"
t_pass
