#!/usr/bin/env bash
# Undo and redo by keys, saving with s, loading with --load, replaying with
# --replay (one move a second, then the game can go on), and --undo off.
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
t_wait "Save to: quixo-game.ttrec"
t_keys Enter
t_wait "Saved to quixo-game.ttrec."
[ -s "$T_DIR/work/quixo-game.ttrec" ] || t_fail "no file written"
t_keys q y
t_wait "Quixo: new game"
t_kill

t_start 80 24 -- quixo --load quixo-game.ttrec
t_wait "1. c1-c5   a1-a5"
t_wait "Cross (X) to move"
t_kill

t_start 80 24 -- quixo --replay quixo-game.ttrec
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
