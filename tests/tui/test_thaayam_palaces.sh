#!/usr/bin/env bash
# The palaces of seats not in play are safe too (T13) and drawn framed like
# the others: with South and North only, a3 (West's) and e3 (East's) have
# their frames.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --seats sn --first s --start
t_wait "South: press Enter to throw."
# A framed cell's top corners are ┌ and ┐ (a plain one meets the grid with
# ┼): on the line above row 3, a3, the castle c3 and e3 are all framed.
above=$(t_screen | grep -B1 '│a3' | head -1)
echo "$above" | grep -qE '^ *┌───────┐' || t_fail "a3 (West's palace) is not framed"
[ "$(echo "$above" | grep -o '┌───────┐' | wc -l)" = 3 ] ||
	t_fail "the palaces of row 3 are not all framed: $above"
th_quit
t_pass
