#!/usr/bin/env bash
# Every name the save prompt takes is listed by o, the start menu and
# --load: a name with letters of another language ("maç") and a name as
# long as the prompt holds were saved ("Saved to ...") and then missing
# from the list ("No saved games yet."), as if the game were lost. Tab
# completes "maç" and "maö" to "ma", never to half a letter. A name the
# list would not show (".hidden") is refused with the reason.
source "$(dirname "$0")/lib.sh"
long=abcdefghij0123456789abcdefghij0123456789abcdefghij0123456789ab
t_start 80 24 -- quixo --start
t_wait "to move: choose a cube"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
for name in "maç" "maö" "$long"; do
	t_keys s
	t_wait "Save to:"
	t_keys "$name" Enter
	t_wait "Saved to"
done
# a name the list would not show is refused, and nothing is written
t_keys s
t_wait "Save to:"
t_keys ".hidden" Enter
t_wait "a name that starts with a dot is hidden from the"
ls -a "$T_DIR/data/tabletop" | grep -q hidden && t_fail "the hidden save was written"
t_keys o
t_wait "Open a saved game"
t_wait "3 of 3 saved games"
t_has "maç.ttrec" || t_fail "maç is not listed"
t_has "maö.ttrec" || t_fail "maö is not listed"
t_has "abcdefgh…" || t_fail "the long name is not listed"
t_keys m
t_wait "2 of 3 saved games"
t_keys Tab
t_wait "Name: ma"
t_screen | grep -qE "^ Name: ma *$" || t_fail "Tab cut a letter in two: $(t_screen | grep Name:)"
t_keys "ç" Enter
t_wait "Loaded"
t_keys q
t_wait "Quit?"
t_keys y
t_wait "EXIT=0"
t_kill
# the start menu and --load find them too
t_start 80 24 -- quixo --load "maö"
t_wait "to move"
t_has "1. c1-c5" || t_fail "--load maö did not open the game"
t_pass
