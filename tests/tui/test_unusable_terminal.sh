#!/usr/bin/env bash
# A terminal that cannot show a board is refused with a clear message
# before anything is drawn: TERM=dumb, an empty TERM, and LINES or COLUMNS
# that no terminal has (curses would try to allocate such a screen).
source "$(dirname "$0")/lib.sh"
t_start 80 24 TERM=dumb -- quixo --start
t_wait "EXIT=1"
t_has "this terminal cannot place the cursor (TERM is empty or dumb)" ||
	t_fail "TERM=dumb not explained"
t_kill

t_start 80 24 TERM= -- thaayam --start
t_wait "EXIT=1"
t_has "(TERM is empty or dumb)" || t_fail "an empty TERM not explained"
t_kill

t_start 80 24 COLUMNS=99999999 LINES=99999999 -- quixo --start
t_wait "EXIT=1"
t_has "LINES is not the size of a terminal" || t_fail "a huge LINES not explained"
t_kill

t_start 80 24 COLUMNS=80 LINES=24 -- quixo --start
t_wait "Cross (X) to move"
t_pass
