#!/usr/bin/env bash
# A guided lesson (tabletop teach GAME --lessons): Quixo's "The line that
# wins, the line that loses". A wrong answer (c1-c5, typed) is explained
# with the rule (Q10) and the step starts again; the right one (e3-a3,
# by keys) is accepted; Enter goes to the next step, where a push that
# makes O's line is explained too and a safe one accepted. The progress is
# remembered for the user. Then a Thaayam capture lesson: the wrong piece
# is explained (T14), the right one accepted.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- teach quixo --lessons
t_wait "Quixo: lessons"
t_wait "3. The line that wins, the line that loses  (0/2)"
t_keys Down Down Enter
t_wait "Step 1 of 2: Take a cube that lets you finish a line (Q10)."
t_keys : c1-c5 Enter
t_wait "Not this one, c1-c5"
t_has "(Q10). Try again." || t_fail "the wrong answer should cite Q10"
t_has "1. c1-c5" && t_fail "the step should start again"
# the right answer by keys: take e3, push it in at a3
q_move e3 a3 e1
t_wait "Right! Five X in a row"
t_keys Enter
t_wait "Step 2 of 2"
t_keys : c1-c5 Enter
t_wait "five O in row 3"
t_keys : c5-c1 Enter
t_wait "The lesson is done"
t_keys q # a lesson that is done asks nothing (issue 25 item 10)
t_wait "+ 3. The line that wins, the line that loses  (2/2)"
grep -qx 'quixo.line 2' "$T_DIR/state/tabletop/lessons" ||
	t_fail "the progress should be in the state directory"
t_keys Escape
t_wait "EXIT=0"

t_kill
t_start 80 24 -- teach thaayam --lessons
t_wait "Thaayam: lessons"
t_keys Down Down Down Enter
t_wait "Which piece can capture?"
t_keys : 2+3 Enter
t_wait "Not this one, 2+3"
t_has "(T14)" || t_fail "the wrong answer should cite T14"
t_keys : 1+3 Enter
t_wait "Right! North's piece goes off the board"
t_pass
