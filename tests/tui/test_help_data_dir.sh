#!/usr/bin/env bash
# The help names the folder of saved games as it is: with $XDG_DATA_HOME
# set, that folder, not ~/.local/share/tabletop (both games).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 160 50 -- quixo --start
t_wait "Cross (X) to move"
t_keys '?'
t_wait "Saved games:"
t_has "$T_DIR/data/tabletop" || t_fail "the help does not name \$XDG_DATA_HOME's folder"
t_has "~/.local/share/tabletop" && t_fail "the help names ~/.local/share/tabletop"
t_keys Escape
t_wait_not "Saved games:"
th_quit
th_new_server
t_start 160 50 -- thaayam --start
t_wait "who starts?"
t_keys '?'
t_wait "Saved games:"
t_has "$T_DIR/data/tabletop" || t_fail "the help does not name \$XDG_DATA_HOME's folder"
t_pass
