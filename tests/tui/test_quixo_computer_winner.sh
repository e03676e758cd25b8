#!/usr/bin/env bash
# The panel's winner tag is never cut: at 80x24 "computer, level 2" leaves
# no room for "winner" beside it, so the tag goes on the line under it
# (a human winner's "human  winner" stays on one line).
source "$(dirname "$0")/lib.sh"
state="quixo players=2 turn=o ply=9 board=oooo./...../...../...../xxxx."
t_quixo2_record win.ttrec "$state" "human 1 Ana" "computer 2"
t_start 80 24 -- quixo --load ./win.ttrec
t_wait "wins (Q10)"
t_screen | grep -A1 "computer, level 2" | grep -qw "winner" ||
	t_fail "the computer's winner tag is cut or missing"
t_screen | grep -q "level 2  win *$" && t_fail "the winner tag is cut"
t_screen | grep -A1 "X Ana" | grep -q "winner" && t_fail "the loser is named winner"
t_pass
