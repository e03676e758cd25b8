#!/usr/bin/env bash
# A throw belongs to the player shown throwing: a key typed during the
# pause before a turn ends by itself (T11) is ignored, not kept for the
# next player. South's last usable score is played, the 8 is forfeited,
# and a 2 typed at once changes nothing; once the turn has passed North
# types its throw (physical dice), void by T9 (no 1 and no piece in play,
# which the message says, and not "All scores used").
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=8,1 extra=0 s=22,#,#,# n=-,-,-,-"
t_wait "South: choose a score"
t_keys 1 Tab Enter
t_wait "No score left can be used: 8 forfeited (T11)."
t_keys 2
t_wait "▶N North"
t_has "threw" && t_fail "a key typed during the pause was taken as North's throw"
t_has "Scores: -2-" && t_fail "a key typed during the pause was taken as North's throw"
t_keys 2
t_wait "North threw 2: end of the throws (T5)."
t_has "Scores: -2-" || t_fail "North's throw is not shown"
# a void turn ends by itself too, without claiming its scores were used
t_wait "all void (T9)."
for ((i = 0; i < 200; i++)); do
	screen=$(t_screen)
	case $screen in *"All scores used."*) t_fail "a void turn says all its scores were used" ;; esac
	case $screen in *"South: throw the seeds"*) break ;; esac
	sleep 0.05
done
t_has "South: throw the seeds" || t_fail "the void turn did not pass to South"
t_has "(lost 8)" || t_fail "South's forfeit is not in the log"
th_quit
t_pass
