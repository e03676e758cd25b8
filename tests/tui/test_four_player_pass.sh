#!/usr/bin/env bash
# A four-player game loaded from a record (--load) at a position where
# South cannot take any cube: every border cube is O or an X whose dot
# points to North (Q13). South passes by itself with a message (Q17), the
# pass enters the move list (numbered on from the position's ply 8), and West (clockwise, Q12) is to move. Names
# and teams show at their seats; dots show on the cubes.
source "$(dirname "$0")/lib.sh"
state="quixo players=4 order=cw turn=s ply=8 board=owxnowxnow/xn......xn/ow......ow/xn......xn/owxnowxnow"
t_quixo4_record pass.ttrec "$state"
t_start 80 24 -- quixo --load ./pass.ttrec
t_wait "cannot take any cube and passes (Q17)"
t_has "Ana (South)" || t_fail "the pass message does not name South"
t_wait "9. S pass"
t_has "Ana (X)" || t_fail "South's name and team not shown"
t_has " Dan " || t_fail "West's name not shown"
t_has "Cem (X)" || t_fail "North's name and team not shown"
t_has " Ben " || t_fail "East's name not shown"
t_has "◀" || t_fail "no dots (arrows towards their seats at this size) drawn on the cubes"
t_has "Advice allowed (Q19)" || t_fail "advice setting not shown"
# West may move now: West's turn is shown in the status line.
t_has "▶ O Dan" || t_fail "West is not marked as the player to move"
# West takes a1 (O, dot W: takeable; the cursor stays on it) and pushes it
# in at a5, dot towards the partner (East).
q_goto a1
t_keys Enter
t_wait "Choose the end where the cube goes back in"
q_goto a5
t_keys Enter
t_wait "Dot towards"
t_keys Right Enter
t_wait "10. W a1-a5/E"
t_pass
