#!/usr/bin/env bash
# On a projector (200x60) the Thaayam panel is wider (60 columns): names are shown whole
# (not cut to 8 characters), and after the end the panel names the winner
# (T22), not only the status line. The pieces are boxes (as large as the
# squares allow: issue 25 item 11), a twin two joined boxes. The seeds are drawn large (shapes five lines high, the score beside
# their middle line, a legend under them: T4) in the panel and on the
# throw-off screen, and as "(○) (●)" again at 80x24.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 200 60 -- thaayam --dice physical --name s=Alexandrina --name n=Bartholomew --state \
	"thaayam players=2 capture=split turn=s phase=move scores=1,8,8 extra=0 s=24,#,#,# n=-,-,-,-"
t_wait "choose a score"
t_screen | grep -q "S Alexandrina" || t_fail "South's name is cut in the panel"
t_screen | grep -q "N Bartholomew" || t_fail "North's name is cut in the panel"
th_new_server
t_start 200 60 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=1,3 extra=0 s=9=2,9=1,5,- n=-,-,-,-"
t_wait "choose a score"
t_has "│   S1   │   S2   │" || t_fail "the twin 1&2 is not drawn as a twin"
# the panel grows with the window: 60 columns or more at 200
pre=$(t_screen | grep -m1 "Players" | sed 's/Players.*//')
at=$(LC_ALL=C.UTF-8 bash -c 'x=$1; echo ${#x}' _ "$pre")
[ "$at" -le 140 ] || t_fail "the panel stays narrow on a projector (it starts at column $at)"
t_has "│   S3   │" || t_fail "piece 3 is not drawn as a piece"
t_has "S1&2" && t_fail "the twin is still written as S1&2"
th_quit
th_new_server
t_start 200 60 -- thaayam --dice physical --name s=Alexandrina --name n=Bartholomew --state \
	"thaayam players=2 capture=split turn=s phase=move scores=1,8,8 extra=0 s=24,#,#,# n=-,-,-,-"
t_wait "choose a score"
t_keys b
t_wait "wins"
t_screen | grep -qE "S Alexandrina +winner" || t_fail "the panel does not name the winner"
th_quit
th_new_server
t_start 200 60 -- thaayam --state \
	"thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-"
t_wait "press Enter to throw"
t_keys Enter
t_wait "threw"
t_has "╰───────╯" || t_fail "the seeds stay small on a projector"
t_has "(○)" && t_fail "a small seed is drawn on a projector"
t_has "(●)" && t_fail "a small seed is drawn on a projector"
t_screen | grep -qE "│ = [1-48] *$" || t_fail "no score beside the large seeds"
t_has "none scores 8 (T4)" || t_fail "no legend under the large seeds"
t_resize 80 24
t_wait_not "╰───────╯"
t_screen | grep -qE "\((○|●)\) \((○|●)\) \((○|●)\) \((○|●)\) = [1-48]" ||
	t_fail "the seeds are not \"(○)\" at 80x24"
t_has "none scores 8 (T4)" && t_fail "a legend in the panel at 80x24"
th_quit
th_new_server
t_start 200 60 -- thaayam --start
t_wait "press Enter to throw"
t_keys Enter
t_wait "╰───────╯" 5
th_new_server
t_start 80 24 -- thaayam --start
t_wait "press Enter to throw"
t_keys Enter
t_wait "South: ("
t_has "╰" && t_fail "large seeds on the throw-off screen at 80x24"
t_pass
