#!/usr/bin/env bash
# A message longer than the status line is shown whole: wrapped over the
# key line and, when it needs more, the rows above it; a word longer than
# the line (a path) goes on over the next line instead of being cut.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys o C-u "a-saved-game-whose-name-is-rather-long-for-one-line-of-eighty" Enter
t_wait "Could not load"
t_has "No such file or directory" || t_fail "the reason of a failed load is cut off"
# the path the load tried, whole over two lines (tui_file_error names the
# folder it looked in)
t_has "a-saved-game-whose-name-is-rather-long-" || t_fail "the path is cut off"
t_has "for-one-line-of-eighty: No such file or directory" || t_fail "the path is cut off"
# the next key gives the board back
t_keys Left
t_wait_not "Could not load"
t_wait "└─────┴─────┴─────┴─────┴─────┘"
t_keys q y
t_wait "EXIT=0"
t_pass
