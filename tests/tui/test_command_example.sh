#!/usr/bin/env bash
# The ':' prompt (an action typed in notation) shows an example of the
# game's notation on its key line (issue 25, play-test), in Quixo and
# Thaayam, at 80 and 60 columns.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
for size in "80 24" "60 20"; do
	t_start $size -- quixo --start
	t_wait "(X)"
	t_keys :
	t_wait "Move:"
	t_screen | tail -1 | grep -q "Esc cancel  for example c1-c5" ||
		t_fail "$size: no Quixo example: $(t_screen | tail -1)"
	t_keys c1-c5 Enter
	t_wait "1. c1-c5"
	t_kill
	t_start $size -- thaayam --first s --start
	t_wait "South: press Enter to throw."
	t_keys :
	t_wait "Action:"
	t_screen | tail -1 | grep -q "Esc cancel  for example 1+3, enter1, done" ||
		t_fail "$size: no Thaayam example: $(t_screen | tail -1)"
	t_keys Escape
	t_wait "South: press Enter to throw."
	t_kill
done
t_pass
