#!/usr/bin/env bash
# Undo and redo by keys, saving with s (a new name from the date, in the
# data directory; a name with a / is a path), loading with --load by that
# bare name, replaying with --replay (one move a second, then the game can
# go on), and --undo off.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys : a1-a5 Enter
t_wait "1. c1-c5   a1-a5"
t_keys u
t_wait "Move taken back."
t_wait_not "a1-a5"
t_has "▶ O Circle" || t_fail "undo did not give the turn back to O"
t_keys r
t_wait "Move played again."
t_wait "1. c1-c5   a1-a5"
t_keys s
t_wait "Save to: quixo-20"
t_keys Enter
t_wait "/data/tabletop/quixo-20"
saved=$(ls "$T_DIR"/data/tabletop/quixo-20*.ttrec 2>/dev/null | head -1)
[ -s "$saved" ] || t_fail "no file written in the data directory"
name=$(basename "$saved")
t_keys s C-u ./here.ttrec Enter
t_wait "Saved to ./here.ttrec."
[ -s "$T_DIR/work/here.ttrec" ] || t_fail "a path with / was not used as it is"
t_keys q y
t_wait "EXIT=0"
t_kill

t_start 80 24 -- quixo --load "$name"
t_wait "1. c1-c5   a1-a5"
t_wait "Cross (X) to move"
t_kill

t_start 80 24 -- quixo --replay "$name"
t_wait "Replay:"
t_wait "1. c1-c5   a1-a5" 6
t_wait "End of the record"
t_keys : e1-e5 Enter
t_wait "2. e1-e5"
t_kill

t_start 80 24 -- quixo --start --undo off
t_wait "Cross (X) to move"
t_has "undo/redo" && t_fail "undo keys shown although undo is off"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys u
t_wait "Undo is not allowed in this game."
t_has "1. c1-c5" || t_fail "the move was taken back"
t_pass
