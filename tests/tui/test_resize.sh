#!/usr/bin/env bash
# KEY_RESIZE at any moment: shrinking below 60x20 shows "please enlarge"
# (never garbage or a crash), growing again lays the board out again, and a
# projector-sized window gets bigger cells (big X and O shapes).
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start
t_wait "to move: choose a cube"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_resize 58 19
t_wait "Please enlarge the window"
t_has "needs 60x20" || t_fail "the needed size is not said"
t_resize 40 10
t_wait "now 40x10"
# Keys while too small do not crash the program.
t_keys Left Enter
t_resize 80 24
t_wait "1. c1-c5"
t_wait_not "Please enlarge"
t_has "Circle (O) to move" || t_fail "the game did not come back"
# Projector: cells grow, marks become drawings.
t_resize 200 60
# Wait for the new layout itself: the old screen already shows the move list.
t_wait "╲"
t_has "1. c1-c5" || t_fail "the move list is gone on a large window"
t_resize 80 24
t_wait "Circle (O) to move"
t_keys q y
t_wait "EXIT=0"
t_pass
