#!/usr/bin/env bash
# When the game cannot be kept for --resume (here the state directory is
# not a directory), the player is told at once in the status line and
# again when quitting; "save and quit" then says why it could not save,
# with the real reason, and the game goes on. Both games share this.
source "$(dirname "$0")/lib.sh"
t_start 80 24 XDG_STATE_HOME=/dev/null -- quixo --start
t_wait "This game cannot be kept for --resume: cannot create /dev/null/tabletop"
t_wait "Save it with s."
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys q
t_wait "Not kept for --resume (cannot create /dev/null/tabletop"
t_wait "s: save and quit"
t_keys s
t_wait "Could not save: cannot create /dev/null/tabletop: Not a"
t_has "1. c1-c5" || t_fail "the game did not go on after the failed save"
t_keys s C-u kept Enter
t_wait "Saved to"
[ -s "$T_DIR/data/tabletop/kept.ttrec" ] || t_fail "saving by name did not work"
t_kill

t_start 80 24 XDG_STATE_HOME=/dev/null -- thaayam --start --first s
t_wait "This game cannot be kept for --resume"
t_kill

# --resume says how old the game it brings back is.
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys q s
t_wait_joined "The game is kept. Continue it with: $PROG quixo --resume"
t_kill
t_start 80 24 -- quixo --resume
t_wait "Resumed: kept at "
t_has "just now." || t_fail "the age of the resumed game is not said"
t_has "Cross (X) to move" && t_fail "X is to move after a move of X"
t_has "Circle (O) to move" || t_fail "the turn line is gone"
t_keys Right
t_wait_not "Resumed:"
t_pass
