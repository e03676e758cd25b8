#!/usr/bin/env bash
# 80x23 (a 24-line terminal under tmux or screen with a status line) is
# enough: the set-up screen, a Quixo game and a Thaayam game are played
# there, and the clock runs (the board is in view).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 23 -- quixo
t_wait "Quixo: new game"
t_has "Please enlarge" && t_fail "the set-up screen is refused at 80x23"
t_keys s
t_wait "Cross (X) to move"
t_keys Enter Up Up Up Up Enter
t_wait "1. c1-c5"
t_has "Please enlarge" && t_fail "the game is refused at 80x23"
t_keys q y
t_wait "Quixo: new game"
t_keys q
t_wait "EXIT=0"
t_kill
t_start 80 23 -- thaayam --dice physical --first s --start
t_wait "South: throw the seeds"
t_keys 1 2
t_wait "South threw 2"
t_keys e
t_wait "South: piece 1 enters (enter1)."
th_quit
t_kill
t_start 80 23 -- quixo --start --clock game:60
t_wait "Cross (X) to move"
t_wait "0:58"
t_pass
