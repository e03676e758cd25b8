#!/usr/bin/env bash
# The result of a finished game stays: a passing message gives way to it
# at the next key, and the status line never just says the game is over
# without who won; the move list ends with the result, as in PGN. A typed
# move clears an old refusal. The pace keys say nothing in a game of
# people (no computer seat).
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
t_wait "X made a line of five: Cross (X) wins (Q10)."
t_has "1-0 line of five (Q10)" || t_fail "the result is not at the end of the move list"
t_keys +
t_has "Computers wait" && t_fail "the pace of computers is offered in a game of people"
t_keys o nonexistent Enter
t_wait "Could not load"
t_has "nonexistent" || t_fail "the failed load does not name the file"
t_keys Left
t_wait "X made a line of five: Cross (X) wins (Q10)."
t_pass
