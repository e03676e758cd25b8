#!/usr/bin/env bash
# The Thaayam set-up screen from the start menu: a start with one seat in
# play is refused (T2); three players (East joins
# by the T2 default), physical dice; Start leads to the throw-off with the
# three seats; Esc goes back to the set-up; the settings are remembered by
# the next `thaayam`.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 --
t_wait "Choose a game"
t_keys Down Enter
t_wait "Thaayam: new game"
t_wait "2 players"
# One seat in play cannot start a game (T2): s is refused with the reason.
t_keys Down Left
t_wait "South                  ◀ not playing ▶"
t_keys s
t_wait "At least two seats must be in play (T2)."
t_has "Thaayam: new game" || t_fail "the refused start left the set-up screen"
t_keys Right
t_wait "South                  ◀ human ▶"
t_has "At least two seats" && t_fail "the reason stayed after the change"
t_keys Up
t_keys Right
t_wait "3 players"
t_screen | grep -q "East *◀ human ▶" || t_fail "East did not join with three players"
# Dice: below the seats and names (S, name, E, name, N, name, W, capture).
for i in 1 2 3 4 5 6 7 8 9; do t_keys Down; done
t_keys Right
t_wait "physical: type each score"
t_keys s
t_wait "Thaayam: who starts? (T6)"
t_has "E East" || t_fail "East is not in the throw-off"
t_keys Escape
t_wait "Thaayam: new game"
t_keys Escape
t_wait "Choose a game"
t_keys q
t_wait "EXIT=0"
th_new_server
t_start 80 24 -- thaayam
t_wait "Thaayam: new game"
t_has "3 players" || t_fail "the number of players was not remembered"
t_has "physical: type each score" || t_fail "the dice were not remembered"
t_keys q
t_wait "EXIT=0"
t_pass
