#!/usr/bin/env bash
# --demo --loop, for a screen left unattended: when a demonstration ends
# its result stays a while, then a new game begins by itself. --loop
# without --demo is a usage error.
source "$(dirname "$0")/lib.sh"
# computers on both seats, one move from X's line of five
state="quixo players=2 turn=x ply=20 board=xxxx./oooo./...../...../....."
t_quixo2_record near.ttrec "$state" "computer 1" "computer 1"
t_start 80 24 -- quixo --demo --loop --load ./near.ttrec
t_wait "X wins" 20
t_wait "11. " 5
# the result stays, then the game starts again from the record
t_wait_not "X wins" 20
t_wait "X wins" 20
t_has "EXIT=" && t_fail "the program ended"
t_kill
t_start 80 24 -- quixo --loop
t_wait "EXIT=2"
t_has "--loop goes with --demo" || t_fail "--loop alone is not refused"
t_pass
