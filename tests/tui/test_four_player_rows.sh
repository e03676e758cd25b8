#!/usr/bin/env bash
# Four players at 80x24 (two-line cells): every mark stands on the lower
# line of its cell whatever its dot, so rows stay straight and lines of
# five are easy to see; the dot is an arrow towards its seat (Q13).
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --players 4 --start
t_wait "South (X) to move"
t_keys : c1-c5/N Enter : b1-b5/W Enter : d1-d5/S Enter : a1-a5/E Enter
t_wait "4. E a1-a5/E"
# rank 5: screen rows 4 (upper line) and 5 (lower line, with the rank)
upper=$(t_screen | sed -n 5p | cut -c1-45)
lower=$(t_screen | sed -n 6p | cut -c1-45)
case $upper in *X* | *O*) t_fail "a mark is on the upper line: $upper" ;; esac
[ "$(printf '%s' "$lower" | grep -o '[XO]' | wc -l)" = 4 ] ||
	t_fail "the four marks are not on one line: $lower"
printf '%s' "$upper" | grep -q "▲" || t_fail "no arrow towards North"
printf '%s' "$upper" | grep -q "▼" || t_fail "no arrow towards South"
printf '%s' "$lower" | grep -q "◀" || t_fail "no arrow towards West"
t_pass
