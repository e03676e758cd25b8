#!/usr/bin/env bash
# Issue 25 item 11, a projector (200x60) as a newcomer sees it: Thaayam's
# pieces are boxes as large as the squares allow (not 4 columns in 21);
# the Thaayam presenter's view (f) keeps the players, the scores and the
# seeds, and its move list says the actions in the player's words (in
# Turkish: "taş 1 girer", not ENTER1); the Quixo presenter's view numbers
# the moves as the play screen does (by pairs: "2.b1-b5", not "3."); the
# teaching board's key line, too long for 80 columns, goes on with m, and
# its panel's editing keys are whole (wrapped, never cut: "/ of").
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
TR="LANGUAGE=tr LC_ALL=tr_TR.UTF-8"
t_start 200 60 $TR -- thaayam --name s=Ayşe --name n=Bora --seed 7 --state \
	"thaayam players=2 capture=split turn=s phase=move scores=1,3 extra=0 s=9=2,9=1,5,- n=3,-,-,-"
t_wait "Ayşe (Güney)"
t_has "│   G1   │   G2   │" || t_fail "the twin stays small on a projector"
t_has "│   G3   │" || t_fail "piece 3 stays a small box on a projector"
t_has "│   K1   │" || t_fail "North's piece stays a small box on a projector"
t_keys f
t_wait "Sunum görünümü"
t_has "G Ayşe" || t_fail "the presenter's view drops the players"
t_has "K Bora" || t_fail "the presenter's view drops the players"
t_has "Sayılar: 1 3" || t_fail "the presenter's view drops the scores"
t_keys : enter4 Enter
t_wait "1. taş 4 girer"
t_has "ENTER" && t_fail "the move list is in the notation"
t_keys : '1&2+3' Enter
t_wait "Bora (Kuzey)"
t_keys Enter # North throws: the seeds stay in the view
t_wait "╰───────╯"
t_has "G Ayşe" || t_fail "the players went after the throw"
th_new_server

# Quixo: the presenter's moves numbered as the play screen's list
t_start 80 24 -- quixo --start --present
t_wait "to move"
t_keys : c1-c5 Enter
t_keys : e2-a2 Enter
t_keys : b1-b5 Enter
t_wait "b5 (Q7)"
t_has "2.b1-b5" || t_fail "the third move is not numbered 2"
t_has "3.b1-b5" && t_fail "the presenter numbers half-moves"
t_has "1.e2-a2" || t_fail "O's first move is not numbered 1"
th_new_server

# The teaching board's key line at 80 columns: m shows the rest
t_start 80 24 -- teach thaayam
t_wait "Thaayam: teaching board"
t_has "here / of" && t_fail "the panel's editing keys are cut"
t_has " 1-4  a piece here, or off" || t_fail "the panel's key for pieces is not whole"
t_screen | tail -1 | grep -q "m more" || t_fail "the key line offers no m"
t_keys m
t_wait "? help"
t_screen | tail -1 | grep -q "g lessons" || t_fail "m does not show the rest"
t_pass
