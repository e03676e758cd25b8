#!/usr/bin/env bash
# On a projector (200x60) the panel names the winner beside the players,
# not only the status line (Q10).
source "$(dirname "$0")/lib.sh"
t_start 200 60 -- quixo --start --name x=Ana --name o=Ben
t_wait "Ana (X) to move"
for i in 1 2 3 4; do
	t_keys : a1-a5 Enter
	t_wait "Ben (O) to move"
	t_keys : e1-e5 Enter
	t_wait "Ana (X) to move"
done
t_has "winner" && t_fail "a winner is named before the end"
t_keys : a1-a5 Enter
t_wait "X wins (Q10)"
t_screen | grep -A1 "X Ana" | grep -q "human  winner" || t_fail "the panel does not name the winner"
t_screen | grep -A1 "O Ben" | grep -q "winner" && t_fail "the loser is named winner"
t_keys q
t_wait "Quit?"
t_keys y
t_wait "EXIT=0"
t_pass
