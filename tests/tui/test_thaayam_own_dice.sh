#!/usr/bin/env bash
# The program's dice are its own (T4): with "thrown by the program" a typed
# score (:throw 8) is refused and nothing is thrown, while a plain :throw
# throws. And e enters the piece chosen with Tab when it can (T8), not the
# first piece off the board.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --start --first s --seed 3
t_wait "South: press Enter to throw."
t_keys : "throw 8" Enter
t_wait "The program throws the seeds"
t_has "South threw" && t_fail "a typed score was thrown"
t_keys : throw Enter
t_wait "South threw"
th_quit
th_new_server

t_start 80 24 -- thaayam --state 'thaayam players=2 capture=whole turn=s phase=move scores=4,1,4,1,8,2 extra=0 s=-=2,-=1,5,- n=-,-,-,-'
t_wait "South: choose a score"
t_keys Tab Tab Tab
t_wait "Piece 4"
t_keys e
t_wait "South: piece 4 enters (enter4)."
th_quit
t_pass
