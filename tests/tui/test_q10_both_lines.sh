#!/usr/bin/env bash
# Q10: a push that completes the opponent's line loses, even when it also
# completes the mover's own line; the screen says so. The position comes
# from a record: X to move, c1-c5 fills row 5 with X and row 1 with O.
source "$(dirname "$0")/lib.sh"
state="quixo players=2 turn=x ply=10 board=xx.xx/...../...../..o../oo.oo"
t_quixo2_record q10.ttrec "$state" "human 1 Ana" "human 1 Ben"
t_start 80 24 -- quixo --load ./q10.ttrec
t_wait "Ana (X) to move"
# Take c1 (the cursor starts there) and look at the preview of c5 first.
t_keys Enter
t_wait "Choose the end where the cube goes back in"
q_goto c5
t_wait "Preview of c1-c5"
# the prompt may wrap over the rows beside the panel: read it as one text
t_screen | tr -s ' \n' '  ' | grep -qF "it completes a line of your opponent, which loses (Q10)!" ||
	t_fail "the preview does not warn of the opponent's line"
t_keys Enter
t_wait "X completed a line of O as well as its own: that is a loss, Ben (O) wins"
t_has "6. c1-c5" || t_fail "the move is not in the list (numbered from ply 10)"
t_has "0-1 opponent's line (Q10)" || t_fail "the result is not in the move list"
t_pass
