#!/usr/bin/env bash
# After a cube is taken the cursor stays on it, where the eye is: four Up
# presses from c1 and Enter play c1-c5 (the cursor used to jump to a1 and
# the same keys gave a5-a1). The taken cube is framed, not filled like the
# cursor: under NO_COLOR the cursor is reverse video and the taken cube is
# not. Enter on the taken cube puts it back and says so.
source "$(dirname "$0")/lib.sh"
t_start 80 24 NO_COLOR=1 -- quixo --start
t_wait "Cross (X) to move"
t_keys Enter
t_wait "Choose the end where the cube goes back in"
t_keys Up
# the rows of rank 1 (17-18 at 80x24) have no reverse video now: the
# cursor is on c2, the taken c1 only framed
t_screen_escapes | sed -n 17,18p | grep -qE $'\e\\[([0-9]+;)*7m' &&
	t_fail "the taken cube is drawn like the cursor"
t_screen_escapes | sed -n 14,15p | grep -qE $'\e\\[([0-9]+;)*7m' ||
	t_fail "the cursor is not shown in reverse video on c2"
# Enter on the taken cube puts it back, and says so
t_keys Down Enter
t_wait "c1 put back: the choice is cancelled."
t_keys Enter
t_wait "Choose the end where the cube goes back in"
t_keys Up Up Up Up
t_wait "Preview of c1-c5"
t_keys Enter
t_wait "1. c1-c5"
t_has "a5-a1" && t_fail "the keys played another move"
t_keys q y
t_wait "EXIT=0"
t_pass
