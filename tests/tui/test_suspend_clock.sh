#!/usr/bin/env bash
# Ctrl-Z: the time the program is stopped is nobody's (Q20); back from it a
# game with clocks waits, paused.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start --clock game:60
t_wait "Cross (X) to move"
t_wait "0:59"
pid=$(pgrep -P "$(tmux -L "$T_SOCK" list-panes -t t -F '#{pane_pid}')" | head -1)
[ -n "$pid" ] || t_fail "no program to stop"
kill -STOP "$pid" # as Ctrl-Z does (a test pane has no job control)
for ((i = 0; i < 100; i++)); do
	[ "$(ps -o stat= -p "$pid" | cut -c1)" = T ] && break
	sleep 0.05
done
[ "$(ps -o stat= -p "$pid" | cut -c1)" = T ] || t_fail "the program did not stop"
sleep 4 # stopped: its clock must not run
kill -CONT "$pid"
t_wait "PAUSED: clocks stopped"
t_has "0:5[0-5]" && t_fail "the time away was charged to X"
t_screen | grep -qE "X Cross +0:5[6-9]" || t_fail "X's clock is not where it was"
t_pass
