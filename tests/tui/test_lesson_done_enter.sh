#!/usr/bin/env bash
# After a right answer a lesson's status line says what comes next, not
# whose move it would be ("O to move: choose a cube to take." read as if
# the pupil should play on), and the board waits for Enter (no move typed
# with ':', no undo of the answer); after the last step Enter does what
# the key line's "Enter done" promises: back to the list of lessons.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- teach quixo --lessons
t_wait "Quixo: lessons"
t_keys Enter
t_wait "Step 1 of 2"
t_keys : a1-a5 Enter
t_wait "Right!"
t_wait "Enter: the next step."
t_has "to move" && t_fail "the status line asks for a move after the answer"
# the board waits for Enter: no move typed for O, no undo of the answer
t_has ": type" && t_fail "the key line offers to type a move after the answer"
t_has "u/r undo" && t_fail "the key line offers undo after the answer"
t_has "d/g draw" && t_fail "the key line offers a draw after the answer"
t_keys :
sleep 0.3
t_has "Move:" && t_fail "a move can be typed after the answer"
t_keys u
sleep 0.3
t_has "1. a1-a5" || t_fail "undo took the answer back"
t_has "Enter: the next step." || t_fail "the status line lost what comes next"
t_keys Enter
t_wait "Step 2 of 2"
t_keys : b1-b5 Enter
t_wait "Right!"
t_wait "The lesson is done: q goes back to the lessons."
t_has "to move" && t_fail "the status line asks for a move after the last answer"
t_has "Enter done" || t_fail "the key line does not offer Enter"
t_keys Enter
t_wait "+ 1. Taking a cube"
t_pass
