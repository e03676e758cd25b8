#!/usr/bin/env bash
# A twin captured by a twin is said so, with its rule (T18), not as the
# capture of single pieces (T14): South's twin 1&2 moves by a 4 (half: two
# squares, T17) from a1 to b2, where North's twin stands. And a twin
# reaching the castle splits there (T20), which is said too.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --state 'thaayam players=2 capture=split turn=s phase=move scores=4 extra=0 s=14=2,14=1,-,- n=20=2,20=1,-,-'
t_wait "South: choose a score"
t_keys 4 Tab
t_wait "captures N1 N2"
t_keys Enter
t_wait "capturing the twin N1,N2 (T18)"
th_quit
th_new_server

# A twin that reaches the castle splits there, and the screen says so (T20).
t_start 80 24 -- thaayam --state 'thaayam players=2 capture=split turn=s phase=move scores=4 extra=0 s=22=2,22=1,-,- n=-,-,-,-'
t_wait "South: choose a score"
t_keys 4 Tab Enter
t_wait "on the castle the twin splits into two"
th_quit
t_pass
