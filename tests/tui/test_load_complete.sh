#!/usr/bin/env bash
# Tab in the saved games' list (o) completes the name typed from the saved
# games' directory: with several, what they share, and the list shows
# them (newest first).
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_keys s C-u game-one Enter
t_wait "Saved to"
t_keys : b1-b5 Enter
t_wait "1. c1-c5   b1-b5"
t_keys s C-u game-two Enter
t_wait "Saved to"
t_keys o
t_wait "Open a saved game"
t_keys g Tab
t_wait "Name: game-"
t_has "game-one" || t_fail "game-one is not listed"
t_has "game-two" || t_fail "game-two is not listed"
t_keys o Tab
t_wait "Name: game-one"
t_wait "1 of 2 saved games"
t_keys Enter
t_wait "Loaded"
t_wait "1. c1-c5"
t_has "b1-b5" && t_fail "the game loaded is not game-one"
t_pass
