#!/usr/bin/env bash
# A round robin in a class (docs/classroom.md, "Pairs"): the teacher
# hosts a Quixo class, three pupils join (the same login here); o starts
# the round robin (three rounds: each pupil meets the others and the
# computer once); the teacher watches a game from the class's screen (w)
# and comes back; the games of the round end (X resigns in each); o
# starts the next round and every pupil goes into a game again; the
# teacher ends those games (e): they are listed as not finished.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"

n_class P1 P2 P3
n_keys T b
n_wait T "3 pupils in the class."
# no game to watch yet
n_keys T w
n_wait T "Watch game number:"
n_keys T 1 Enter
n_wait T "There is no game of that number."
n_keys T o
n_wait T "Games: round 1 of 3 of the round robin"
n_wait T "Round robin: each pupil's terminal goes to their game."
for p in P1 P2 P3; do n_wait $p "Your game of the class: you play"; done
# a next round waits for this one's games
n_keys T o
n_wait T "the games of these pairs are still being played"

# The teacher watches the first game, and comes back to the class.
n_keys T w 1 Enter
n_wait T "Players"
n_wait T "watching"
n_keys T q
n_wait T "Leave the game? It goes on"
n_keys T y
n_wait T "Back in the class."
n_wait T "Games: round 1 of 3 of the round robin"

# Every game ends: X resigns in each (against the computer too).
for p in P1 P2 P3; do
	if n_has $p "you play X"; then
		n_keys $p g
		n_wait $p "Resign this game? (y/n)"
		n_keys $p y
	fi
done
for p in P1 P2 P3; do
	n_wait $p "resign"
	n_keys $p q
	n_wait $p "Quit? y: yes, n: no"
	n_keys $p y
	n_wait $p "Back in the class."
done
[ "$(n_screen T | grep -c " won$")" = 2 ] || n_fail T "not two results"

# The next round: everyone goes into a game again.
n_keys T o
n_wait T "Games: round 2 of 3 of the round robin"
for p in P1 P2 P3; do n_wait $p "Your game of the class: you play"; done
[ "$(for p in P1 P2 P3; do n_screen $p; done | grep -c "against the computer")" = 1 ] ||
	t_fail "not one pupil against the computer in round 2"

# The teacher ends the games still being played: not finished.
n_keys T e
n_wait T "End the games still being played? They count as not finished. (y/n)"
n_keys T y
n_wait T "The games still being played are ended."
n_wait T "not finished"
[ "$(n_screen T | grep -c "not finished$")" = 2 ] || n_fail T "not two games ended"
n_wait T "p pairs"
for p in P1 P2 P3; do n_wait $p "closed"; done
n_screen P1
echo "$T_NAME: ok"
