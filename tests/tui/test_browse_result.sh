#!/usr/bin/env bash
# Issue 25 item 2: looking back through a won game shows no result beside
# the earlier position (it showed ½-½, a draw); back at the game the real
# result (1-0) is there again.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
for i in 1 2 3 4; do
	t_keys : a1-a5 Enter
	t_wait "Circle (O) to move"
	t_keys : e1-e5 Enter
	t_wait "Cross (X) to move"
done
t_keys : a1-a5 Enter
t_wait "1-0 line of five (Q10)"
t_keys '['
t_wait "Earlier position, after 8 of 9 actions."
t_has "½-½" && t_fail "a won game shows a draw while looking back"
t_has "1-0" && t_fail "the result is shown beside an earlier position"
t_keys Escape
t_wait "1-0 line of five (Q10)"
t_pass
