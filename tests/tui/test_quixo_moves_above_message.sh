#!/usr/bin/env bash
# The Quixo move list ends above a message drawn over the foot of the side
# panel (60x20: the rows above the prompt), so the newest moves stay in
# view: with two players the repetition warning (Q21) leaves "9. e5-a5
# a3-e3" shown; with four a refused move leaves "5. S c1-c5/S" shown.
source "$(dirname "$0")/lib.sh"
play() {
	local m
	for m in "$@"; do
		t_keys : "$m" Enter
		t_wait "$m"
	done
}
t_start 60 20 -- quixo --start
t_wait "Cross (X) to move"
play a2-e2 a4-e4 a2-e2 a4-e4 a2-e2 a4-e4 a1-e1 a1-e1 a1-e1 a1-e1 a1-e1 b5-b1 \
	e5-a5 a3-e3 a5-e5 e3-a3 e5-a5 a3-e3
t_wait "a third time is a draw (Q21)"
t_screen | grep -q "9\. e5-a5 *a3-e3 *$" || t_fail "two players: the newest moves are hidden"
# quit without keeping the game, so that the next one starts afresh
t_keys q
t_wait "Quit"
t_keys y
t_wait "EXIT=0"
t_kill

t_start 60 20 -- quixo --players 4 --start
t_wait "South (X) to move"
play e1-a1/S a5-e5/W b5-b1/N d5-a5/E c1-c5/S
t_keys : b2-b5/W Enter
t_wait "b2 is not on the border (Q3)"
t_screen | grep -q "5\. S c1-c5/S *$" || t_fail "four players: the newest move is hidden"
t_pass
