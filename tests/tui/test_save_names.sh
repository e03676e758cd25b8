#!/usr/bin/env bash
# A game saved under a name the player types is listed and opens: "vs
# computer" is saved as "vs computer.ttrec" and shown by o, Tab completes
# it, and --load takes the name with or without .ttrec. The save prompt's
# proposed name gives way to the first character typed (an editing key
# keeps it), and o right after a save (or a load) asks nothing.
source "$(dirname "$0")/lib.sh"
saved="$T_DIR/data/tabletop"
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
# the proposal: x replaces it
t_keys s
t_wait "Save to: quixo-"
t_keys x
t_wait "Save to: x"
t_has "ttrecx" && t_fail "x was added to the proposed name"
t_has "Save to: xquixo" && t_fail "x was put before the proposed name"
t_keys Escape
t_wait_not "Save to:"
# an editing key keeps it: Backspace takes one character off its end,
# Left, Ctrl-A (Home) and Ctrl-E (End) move in it
t_keys s
t_wait "Save to: quixo-"
t_keys BSpace
t_wait_not ".ttrec"
t_has "Save to: quixo-" || t_fail "Backspace did not keep the proposed name"
t_keys C-a 1 C-e c
t_wait "Save to: 1quixo-"
t_screen | grep -q 'Save to: 1quixo-.*\.ttrec$' ||
	t_fail "End did not go back to the end of the name"
t_keys Left Left x
t_wait ".ttrxec"
t_keys Escape
t_wait_not "Save to:"
# a typed name with a space
t_keys s vs " computer" Enter
t_wait "Saved to"
t_wait "vs computer.ttrec."
[ -s "$saved/vs computer.ttrec" ] || t_fail "vs computer.ttrec was not written"
# o at once: nothing changed since the save, so no question
t_keys o
t_wait "Open a saved game"
t_has "Save this game before loading another?" && t_fail "o asked to save a saved game"
t_has "vs computer.ttrec" || t_fail "the game saved is not listed"
t_keys Escape
t_wait_not "Open a saved game"
# after a move it asks; the name typed without .ttrec opens the game
t_keys : b1-b5 Enter
t_wait "1. c1-c5   b1-b5"
t_keys s "vs computer 2" Enter
t_wait "vs computer 2.ttrec."
t_keys : a1-a5 Enter
t_wait "2. a1-a5"
t_keys o
t_wait "Save this game before loading another?"
t_keys n vs Tab
t_wait "Name: vs computer"
t_wait "2 of 2 saved games"
t_keys Enter
t_wait "Loaded"
t_wait "vs computer.ttrec."
t_has "b1-b5" && t_fail "the game loaded is not vs computer.ttrec"
# o right after a load asks nothing either
t_keys o
t_wait "Open a saved game"
t_has "Save this game before loading another?" && t_fail "o asked to save a game just loaded"
t_keys Escape
t_kill
# --load with the name as typed, or as saved
t_start 80 24 -- quixo --load "vs computer"
t_wait "1. c1-c5"
t_has "b1-b5" && t_fail "--load 'vs computer' opened another game"
t_keys o
t_wait "Open a saved game"
t_kill
t_start 80 24 -- quixo --load "vs computer 2.ttrec"
t_wait "1. c1-c5   b1-b5"
t_hangup quixo
# the game kept by the hang-up would be saved aside by the new game below
# (issue 25): it is a saved game already
rm -f "$T_DIR/state/tabletop/quixo-current.ttrec"
# still left out: hidden files, names with control characters
cp "$saved/vs computer.ttrec" "$saved/.hidden.ttrec"
cp "$saved/vs computer.ttrec" "$saved/$(printf 'tab\there.ttrec')"
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys o
t_wait "2 of 2 saved games"
t_has "hidden" && t_fail "a hidden file is listed"
t_has "here.ttrec" && t_fail "a name with a tab is listed"
t_keys Escape q y
t_wait "EXIT=0"
t_pass
