#!/usr/bin/env bash
# A play screen too small to draw takes no game keys: Enter in a 58x19
# Thaayam window throws nothing, and the screen says that q quits; q there
# shows the quit question, n closes it. Enlarged, the game is as it was.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 58 19 -- thaayam --first s --start
t_wait "Please enlarge the window"
t_has "q: quit" || t_fail "the small screen does not say how to quit"
t_keys Enter Enter
sleep 0.3
t_keys q
t_wait "Quit? s: save and quit"
t_keys n
t_wait "q: quit"
t_resize 80 24
t_wait "South: press Enter to throw."
t_has "threw" && t_fail "a key acted on the game while the window was too small"
th_quit
t_pass
