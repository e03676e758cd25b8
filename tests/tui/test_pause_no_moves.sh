#!/usr/bin/env bash
# Pause means no moves: while paused the key line offers none, a typed
# move or the board's keys are refused with a word, and nothing is played (a move would otherwise earn
# the clock's increment while the clocks stand still, Q20).
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start --clock game:60+5
t_wait "Cross (X) to move"
t_keys p
t_wait "Paused. Press p to go on."
# the key line offers no move keys, and p to go on first
t_screen | tail -1 | grep -q "^ p go on" || t_fail "the key line does not start with p go on"
t_screen | tail -1 | grep -qE "move|: type" && t_fail "the key line offers moves while paused"
t_keys :
t_wait "The game is paused: press p to go on, then play."
t_keys Enter
sleep 0.3
t_has "1. " && t_fail "a move was played while paused"
t_keys p
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_pass
