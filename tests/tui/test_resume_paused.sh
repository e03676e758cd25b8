#!/usr/bin/env bash
# --resume of a game with clocks starts paused: the player looks first,
# then p starts the clock (Q20). A demonstration's key line offers its
# pace keys.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start --clock game:60
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys q s
t_wait "The game is kept"
t_kill
t_start 80 24 -- quixo --resume
t_wait "1. c1-c5"
t_wait "PAUSED: clocks stopped"
t_has "Press p to go on" || t_fail "the status line does not say how to go on"
t_keys p
t_wait_not "PAUSED"
t_keys q y
t_wait "EXIT=0"
t_kill
t_start 80 24 -- quixo --players 2 --demo
t_wait "+/- pace"
t_has "p pause" || t_fail "the demonstration's key line has no pause"
t_pass
