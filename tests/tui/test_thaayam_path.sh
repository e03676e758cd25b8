#!/usr/bin/env bash
# The path overlay (v, T3): every square shows its place on the current
# player's path, 0 on the palace to 24 on the castle, and an arrow towards
# the next square, so the direction of play is seen; v again hides it.
# ASCII arrows with --ascii.
source "$(dirname "$0")/lib.sh"
st='thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=-,-,-,- n=-,-,-,-'
t_start 80 24 -- thaayam --start --state "$st"
t_wait "press Enter to throw"
t_keys v
t_wait "0 ▶"
# South's path: c1 d1 e1 up the e file, left along rank 5, down the a
# file, right along rank 1 to b1, then the inner ring to the castle c3
row1=$(t_screen | grep -F '│0 ▶' || true)
[[ $row1 == *"│14 ▶"*"│15 ▲"*"│0 ▶"*"│1 ▶"*"│2 ▲"* ]] || t_fail "rank 1 of the path: $row1"
row5=$(t_screen | grep -F '│10 ▼' || true)
[[ $row5 == *"│10 ▼"*"│9 ◀"*"│8 ◀"*"│7 ◀"*"│6 ◀"* ]] || t_fail "rank 5 of the path: $row5"
row2=$(t_screen | grep -F '│13 ▼' || true)
[[ $row2 == *"│16 ▲"*"│23 ▲"*"│22 ◀"* ]] || t_fail "rank 2 of the path: $row2"
t_has "│24   ##" || t_fail "the castle has an arrow or no place"
t_keys v
t_wait_not "0 ▶"
t_keys q
t_wait "Quit?"
t_keys y
t_wait "EXIT=0"
t_kill

t_start 80 24 -- thaayam --ascii --start --state "$st"
t_wait "press Enter to throw"
t_keys v
t_wait "|0 >"
t_has "|10 v" || t_fail "no ASCII down arrow"
t_has "|9 <" || t_fail "no ASCII left arrow"
t_has "|2 ^" || t_fail "no ASCII up arrow"
t_pass
