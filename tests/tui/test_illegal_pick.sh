#!/usr/bin/env bash
# Q5: after X plays c1-c5 (typed with ':'), O may not take the X cube on
# c5: the status line says why, with the rule id, and nothing changes. The
# prompt stays in view under the reason (issue 25: a message never hides
# who is to move).
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start
t_wait "to move: choose a cube"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
# O's turn: the cursor is still on c1; take c5.
q_goto c5
t_keys Enter
t_wait "c5 cannot be taken"
t_has "(Q5)" || t_fail "reason does not cite Q5"
t_has "Circle (O) to move" || t_fail "the reason hid the prompt"
# An inner cube is refused too (Q3).
q_goto c3
t_keys Enter
t_wait "c3 cannot be taken"
t_has "(Q3)" || t_fail "reason does not cite Q3"
# A typed illegal move is refused with the reason as well.
t_keys : c5-c1 Enter
t_wait "c5-c1:"
t_keys q
t_wait "Quit?"
t_keys y
t_wait "EXIT=0"
t_pass
