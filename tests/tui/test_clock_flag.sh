#!/usr/bin/env bash
# Q20: a short per-move limit: the clock of the player to move ticks, the
# other's does not; when the flag falls the game ends and the other wins.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start --clock move:3
t_wait "0:03"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
# O's time runs; X's clock shows its full limit meanwhile.
t_wait "Circle (O) ran out of time: Cross (X) wins (Q20)." 8
t_pass
