#!/usr/bin/env bash
# A record of the other game is refused, whichever way it is opened
# (--load, --replay, o in a game), with a clear message, and no file is
# touched: the Thaayam game kept for --resume is still the same after a
# Quixo screen refused the Thaayam record (and the other way round).
source "$(dirname "$0")/lib.sh"
kept="$T_DIR/state/tabletop/thaayam-current.ttrec"

# A Thaayam game saved by name, then kept for --resume by "save and quit".
t_start 80 24 -- thaayam --start --first s --seed 7
t_wait "South: press Enter to throw."
t_keys Enter
t_wait "South threw"
t_keys s C-u th Enter
t_wait "Saved to"
t_keys q s
t_wait_joined "The game is kept. Continue it with: $PROG thaayam --resume"
t_wait "EXIT=0"
t_kill
[ -s "$kept" ] || t_fail "save and quit kept no Thaayam game"
before=$(cksum <"$kept")

t_start 80 24 -- quixo --load th
t_wait "EXIT=1"
t_has "quixo: cannot open th: not a Quixo game" || t_fail "--load gave no clear reason"
t_kill

t_start 80 24 -- quixo --replay th
t_wait "EXIT=1"
t_has "not a Quixo game" || t_fail "--replay gave no clear reason"
t_kill

t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys o
t_wait "Save this game before loading another?"
t_keys n th Enter
t_wait "Could not load th: not a Quixo game"
t_has "1. c1-c5" || t_fail "the Quixo game was replaced"
t_keys : a1-a5 Enter
t_wait "1. c1-c5   a1-a5"
t_keys q y
t_wait "EXIT=0"
t_kill
[ "$(cksum <"$kept")" = "$before" ] || t_fail "the kept Thaayam game was overwritten"

# And a Quixo record in Thaayam.
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys s C-u qx Enter
t_wait "Saved to"
t_kill
t_start 80 24 -- thaayam --load qx
t_wait "EXIT=1"
t_has "thaayam: cannot open qx: not a Thaayam game" || t_fail "thaayam --load gave no reason"
t_kill
[ "$(cksum <"$kept")" = "$before" ] || t_fail "the kept Thaayam game was overwritten"
t_pass
