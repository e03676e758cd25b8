#!/usr/bin/env bash
# Q21: when a position comes up the second time the screen warns that a
# third time is a draw; the third time draws.
source "$(dirname "$0")/lib.sh"
state="quixo players=2 turn=x ply=10 board=o..../...../...../...../x...."
t_quixo2_record rep.ttrec "$state" "human 1 Ana" "human 1 Ben"
t_start 80 24 -- quixo --load ./rep.ttrec
t_wait "Ana (X) to move"
t_keys : a1-e1 Enter : a5-e5 Enter : e1-a1 Enter
t_wait "7. e1-a1"
t_has "come up twice" && t_fail "warned before the position came back"
t_keys : e5-a5 Enter
t_wait "This position has come up twice: a third time is a draw (Q21)."
t_keys : a1-e1 Enter : a5-e5 Enter : e1-a1 Enter : e5-a5 Enter
t_wait "Draw: the same position came up a third time (Q21)."
t_pass
