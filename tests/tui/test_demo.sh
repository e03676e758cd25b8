#!/usr/bin/env bash
# --demo (issue 8): computers on every seat play by themselves; p pauses,
# `.` plays one step while paused, + and - change the pace. Quixo, then
# Thaayam (whose throw-off then begins the game by itself).
source "$(dirname "$0")/lib.sh"

# The moves played so far (plies), counted in the move list ("1. a5-a1
# d1-a1"): the title's "move N" counts pairs, so a step does not always
# change it.
q_move() { t_screen | grep -E ' [0-9]+\. +[a-e][1-5]-' | grep -oE '[a-e][1-5]-[a-e][1-5]' | wc -l; }
# The computers search for up to a second a move, far longer on a loaded
# machine (a run at a load of 10-14 once timed out at 10 s): waits are 30 s.
t_wait_plies() { # N: until the move list holds N moves (30 s)
	local i
	for i in $(seq 300); do
		[ "$(q_move)" -ge "$1" ] && return 0
		sleep 0.1
	done
	t_fail "timed out waiting for $1 moves in the list"
}

t_start 80 24 -- quixo --players 2 --demo
t_wait "1. " 30
t_has "computer, level 3" || t_fail "--demo did not put computers on the seats"
t_keys p
t_wait "Paused"
n=$(q_move)
sleep 2
[ "$(q_move)" = "$n" ] || t_fail "a move was played while paused"
t_keys .
t_wait_plies $((n + 1))
sleep 1.5
[ "$(q_move)" = "$((n + 1))" ] || t_fail "a step played more than one move"
t_keys +
t_wait "Computers wait 0.3 s between moves"
t_keys -
t_keys -
t_wait "Computers wait 1.2 s between moves"
t_keys p
t_wait_plies $((n + 2))
t_kill

# Thaayam: the throw-off and the turns go on with nobody at the keys.
t_start 80 24 -- thaayam --players 3 --seed 5 --demo
t_wait "action 3" 40
t_keys p
t_wait "Paused"
t_keys .
t_keys -
t_wait "Computers wait 1.6 s between actions"
t_pass
