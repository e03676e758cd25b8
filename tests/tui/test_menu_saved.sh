#!/usr/bin/env bash
# The start menu offers "Open a saved game" when the saved games' folder
# holds one: the list of every game's saved games, and the chosen game
# opens in its own play screen (here a Thaayam game, then a Quixo game
# by a click); a record that does not load is said in the menu. Without
# saved games the entry is not there.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/saved_lib.sh"

t_start 80 24 --
t_wait "Choose a game"
t_has "Open a saved game" && t_fail "the entry is there without saved games"
t_kill

sv_folder
t_start 80 24 --
t_wait "Choose a game"
t_click_on "Open a saved game"
t_wait "4 of 4 saved games"
t_has "Thaayam" || t_fail "the Thaayam game is not listed"
t_keys s e Enter
t_wait "North: press Enter to throw."
t_wait_not "Open a saved game"
t_keys q
t_wait "Quit?"
t_keys y
t_wait "Thaayam: new game"
t_keys Escape
t_wait "Choose a game"
# the cursor stayed on the entry
t_keys Enter
t_wait "4 of 4 saved games"
t_click_on "ana-ben.ttrec"
t_wait "1. c1-c5   a1-a5"
t_keys q y
t_wait "Quixo: new game"
t_keys Escape
t_wait "Choose a game"
# a record whose header is right but whose moves are not: said in the menu,
# which stays
sed -e 's/^action a1-a5$/action z9-z9/' "$SV_DIR/ana-ben.ttrec" >"$SV_DIR/bad-move.ttrec"
t_keys Enter
t_wait "5 of 5 saved games"
t_keys b a d Enter
t_wait "Could not load bad-move.ttrec"
t_has "Choose a game" || t_fail "the menu is gone"
t_pass
