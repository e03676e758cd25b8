#!/usr/bin/env bash
# Undo goes back to the last decision of a person, past the passes the
# rules play by themselves (Q17). Four players, clockwise (S, W, N, E):
# North plays b5-e5 with the dot towards itself; East and South then
# cannot take any cube and pass by themselves. One u at West's turn takes
# back both passes and North's move: North is to move again, and no pass
# comes back.
source "$(dirname "$0")/lib.sh"
state="quixo players=4 order=cw turn=n ply=8 board=owxnowxnow/xn......xn/ow......ow/xn......xn/owxnowxnow"
t_quixo4_record undo.ttrec "$state"
t_start 80 24 -- quixo --load ./undo.ttrec
t_wait "Cem (X) to move"
t_keys : b5-e5/N Enter
t_wait "11. S pass"
t_wait "▶ O Dan"
t_keys u
t_wait "Move taken back."
t_has "▶ X Cem" || t_fail "undo did not go back to North's move"
t_has "pass" && t_fail "a pass is still in the move list after the undo"
# North decides again, and the passes follow by themselves
t_keys : d5-a5/N Enter
t_wait "9. N d5-a5/N"
t_wait "11. S pass"
t_wait "▶ O Dan"
# undo and redo: back to North, forward to West's decision
t_keys u
t_wait "Move taken back."
t_has "▶ X Cem" || t_fail "the second undo did not go back to North"
t_keys r
t_wait "11. S pass"
t_wait "▶ O Dan"
t_pass
