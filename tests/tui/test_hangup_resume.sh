#!/usr/bin/env bash
# SIGHUP during a game (the terminal goes away): the game is saved from its
# last good state; --resume then shows the same position and move list.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start
t_wait "to move: choose a cube"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys : a1-a5 Enter
t_wait "1. c1-c5   a1-a5"
t_keys : e1-a1 Enter
t_wait "2. e1-a1"
before=$(t_screen | sed -n '1,21p')
# The terminal hangs up.
t_hangup quixo
t_start 80 24 -- quixo --resume
t_wait "2. e1-a1"
after=$(t_screen | sed -n '1,21p')
if [ "$before" != "$after" ]; then
	echo "before:" >&2
	echo "$before" >&2
	t_fail "the resumed position differs"
fi
t_has "Circle (O) to move" || t_fail "O should be to move"
t_pass
