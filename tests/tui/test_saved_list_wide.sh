#!/usr/bin/env bash
# The saved games' list on a wide window (a projector): the players'
# column is as wide as its longest names (at least 24 columns), so the
# date, moves and result stay beside them instead of at the far right.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/saved_lib.sh"
sv_folder
t_start 200 40 -- quixo --start
t_wait "to move"
t_keys o
t_wait "Open a saved game"
t_wait "ana-ben"
line=$(t_screen | grep -F "ana-ben" | head -1)
prefix=${line%%2026-11-20*}
[ "${#prefix}" -lt 90 ] || t_fail "the date is at column ${#prefix}: $line"
t_has "Ana, Ben" || t_fail "the players are not shown"
t_pass
