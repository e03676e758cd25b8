#!/usr/bin/env bash
# After a right answer a lesson's status line says what comes next, not
# whose move it would be ("O to move: choose a cube to take." read as if
# the pupil should play on); after the last step Enter does what the key
# line's "Enter done" promises: back to the list of lessons.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- teach quixo --lessons
t_wait "Quixo: lessons"
t_keys Enter
t_wait "Step 1 of 2"
t_keys : a1-a5 Enter
t_wait "Right!"
t_wait "Enter: the next step."
t_has "to move" && t_fail "the status line asks for a move after the answer"
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
