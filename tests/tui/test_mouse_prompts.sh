#!/usr/bin/env bash
# Prompts by mouse: the words of the key line are keys (load with its
# question, Esc, save, Enter to accept the name, load without a question
# once saved, undo, quit). 120 columns:
# at 80 the key line has no room for s/o.
source "$(dirname "$0")/lib.sh"
t_start 120 23 -- quixo --start
t_wait "Cross (X) to move"
# a move by clicks: a1 (row 17), then a5 (row 5)
col=$(t_screen | sed -n 20p | sed 's/a.*//' | wc -c)
t_click 17 $((col - 1))
t_wait "Choose the end"
t_click 5 $((col - 1))
t_wait "1. a1-a5"
# "load" (the second half of "save/load") asks to save first: no
t_click_on "load" -1
t_wait "Save this game before loading another?"
t_click_on "no" -1
t_wait "Open a saved game"
t_click_on "Esc" -1
t_wait_not "Open a saved game"
t_click_on "save/load" -1
t_wait "Save to:"
t_click_on "Enter" -1
t_wait "Saved to"
# once saved, load asks nothing
t_click_on "load" -1
t_wait "Open a saved game"
t_has "Save this game before loading another?" && t_fail "load asked to save a saved game"
t_click_on "Esc" -1
t_wait_not "Open a saved game"
t_click_on "undo" -1
t_wait "Move taken back."
t_click_on "q quit" -1
t_wait "Quit?"
t_click_on "quit without saving" -1
t_wait "EXIT=0"
t_pass
