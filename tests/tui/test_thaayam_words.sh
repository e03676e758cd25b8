#!/usr/bin/env bash
# Issue 25 item 8: Thaayam says actions in words a newcomer reads without
# the manual: the preview "piece 1 moves 3 to d5" (not "1+3 to d5", read
# as a sum), the message "South: piece 1 moves 3 (1+3)." (not "South
# played 1+3."), the hint "Hint: piece 1 moves 3 (then, as the computer
# expects: the turn ends)." (not "1+3 ... done"), and a void turn in the log
# "S -4- -2-: all void (T9)" (not "S -4- -2-:").
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=3 extra=0 s=4,-,-,- n=9,-,-,-"
t_wait "South: choose a score"
t_keys a
t_wait "Hint: piece 1 moves 3 (then, as the computer expects: the turn ends)."
t_keys Tab 3
t_wait "piece 1 moves 3 to d5"
t_has "1+3 to" && t_fail "the preview is written as a sum"
t_keys Enter
t_wait "South: piece 1 moves 3 (1+3)."
t_has "played 1+3" && t_fail "the message is written as a sum"
t_kill
t_start 80 24 -- thaayam --dice physical --first s --start
t_wait "South: throw the seeds"
t_keys 4
t_wait "Throws: 4"
t_keys 2
t_wait "S -4- -2-: all void (T9)"
t_pass
