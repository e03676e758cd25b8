#!/usr/bin/env bash
# While a player chooses a cube, the cubes they may take are highlighted
# (Q5, Q16): under NO_COLOR in bold underline, the other cubes not; once a
# cube is taken only its ends are.
source "$(dirname "$0")/lib.sh"
t_start 80 24 NO_COLOR=1 -- quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys Up Up
# rank 3 (screen row 12, 1-based): a3 and e3 may be taken, b3-d3 are inside
row=$(t_screen_escapes | sed -n 12p)
printf '%s' "$row" | grep -qE $'\e\\[([0-9]+;)*4m' || t_fail "a3 and e3 are not highlighted"
[ "$(printf '%s' "$row" | grep -oE $'\e\\[([0-9]+;)*4m' | wc -l)" -le 2 ] ||
	t_fail "inner cubes are highlighted too: $row"
# c5 shows X: O may not take it (Q5), so rank 5 has 4 highlighted cubes
row5=$(t_screen_escapes | sed -n 6p)
[ "$(printf '%s' "$row5" | grep -oE $'\e\\[([0-9]+;)*4m' | wc -l)" -ge 3 ] ||
	t_fail "the takeable cubes of rank 5 are not highlighted"
t_pass
