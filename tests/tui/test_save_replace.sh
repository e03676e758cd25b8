#!/usr/bin/env bash
# Saving never replaces a file without asking, and loading another game
# during a game offers to save it first (the loaded game takes its place,
# also for --resume), unless it has not changed since it was saved or
# loaded. A name typed without .ttrec is saved with it.
source "$(dirname "$0")/lib.sh"
saved="$T_DIR/data/tabletop"
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys s C-u g1 Enter
t_wait "Saved to"
before=$(cksum <"$saved/g1.ttrec")
t_keys : b1-b5 Enter
t_wait "1. c1-c5   b1-b5"
t_keys s C-u g1 Enter
t_wait "g1.ttrec exists already. Replace it? (y/n)"
t_keys n
t_wait "Save to: g1.ttrec"
t_keys Escape
t_wait_not "Save to:"
[ "$(cksum <"$saved/g1.ttrec")" = "$before" ] || t_fail "g1 was replaced without asking"
t_keys s C-u g1 Enter
t_wait "Replace it?"
t_keys y
t_wait "Saved to"
[ "$(cksum <"$saved/g1.ttrec")" = "$before" ] && t_fail "g1 was not replaced after y"
# o during a game: save first, then load
t_keys : e1-e5 Enter
t_wait "2. e1-e5"
t_keys o
t_wait "Save this game before loading another?"
t_keys y
t_wait "Save to:"
t_keys C-u g2 Enter
t_wait "Open a saved game"
[ -s "$saved/g2.ttrec" ] || t_fail "the game was not saved before loading"
t_keys g1 Enter
t_wait "Loaded"
t_wait "1. c1-c5   b1-b5"
# just loaded: nothing to save
t_keys o
t_wait "Open a saved game"
t_has "Save this game before loading another?" && t_fail "o asked to save a game just loaded"
t_keys Escape
t_wait_not "Open a saved game"
t_keys : e1-e5 Enter
t_wait "2. e1-e5"
t_keys o
t_wait "Save this game before loading another?"
t_keys Escape
t_wait_not "Save this game"
t_has "Open a saved game" && t_fail "Esc did not go back to the game"
t_keys q y
t_wait "EXIT=0"
t_pass
