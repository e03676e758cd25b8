#!/usr/bin/env bash
# The result of a finished game stays: a passing message (the pace keys)
# gives way to it at the next key, and the status line never just says the
# game is over without who won. A typed move clears an old refusal.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys : zz Enter
t_wait "zz: "
for i in 1 2 3 4; do
	t_keys : a1-a5 Enter
	t_wait "$i. a1-a5"
	t_has "zz: " && t_fail "the refusal of zz stayed after a move was played"
	t_keys : e1-e5 Enter
	t_wait "$i. a1-a5   e1-e5"
done
t_keys : a1-a5 Enter
t_wait "X made a line of five: X wins (Q10)."
t_keys +
t_wait "Computers wait"
t_keys Left
t_wait "X made a line of five: X wins (Q10)."
t_pass
