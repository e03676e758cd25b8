#!/usr/bin/env bash
# A window too small for the board asks the same quit question as the
# status line: in a teaching board's what-if game, "Back to the teaching
# board? (y/n)", where it asked "Quit? y: yes, n: no" and y went back to
# the board all the same. A question wider than the window is wrapped
# whole, not cut ("n: go on" was lost at 40 columns).
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- teach quixo
t_wait "Quixo: teaching board"
t_keys x
t_wait "X cubes: 1"
t_keys p
t_wait "X to move: choose a cube"
t_resize 50 15
t_wait "Please enlarge the window"
t_keys q
t_wait "Back to the teaching board? (y/n)"
t_has "Quit?" && t_fail "the small window asks to quit, but y goes back to the board"
t_keys y
t_resize 80 24
t_wait "Quixo: teaching board"
t_wait "X cubes: 1"
t_kill
# a game of one's own, at 40 columns: the question wrapped, all of it
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_resize 40 15
t_wait "Please enlarge the window"
t_keys q
t_wait "Quit? s: save and quit"
t_wait "n: go on"
t_keys n
t_wait "q: quit"
t_pass
