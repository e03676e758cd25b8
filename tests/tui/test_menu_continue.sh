#!/usr/bin/env bash
# A game kept by "save and quit" is offered first in the start menu as
# "Continue the Thaayam game"; it goes on where it was, quitting it goes to
# the set-up screen and back to the menu, which no longer offers it once
# the game was quit without keeping.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- thaayam --dice physical --first s --start
t_wait "South: throw the seeds"
t_keys 4
t_wait "Throws: 4"
t_keys q s
t_wait_joined "The game is kept. Continue it with: $PROG thaayam --resume"
t_kill
t_start 80 24 --
t_wait "Choose a game"
t_has "Continue the Thaayam game" || t_fail "the kept game is not offered"
t_has "Continue the Quixo game" && t_fail "a Quixo game is offered though none is kept"
t_keys Enter
t_wait "Throws: 4"
t_keys q y
t_wait "Thaayam: new game"
t_keys Escape
t_wait "Choose a game"
t_has "Continue the Thaayam game" && t_fail "the game quit without keeping is still offered"
t_keys q
t_wait "EXIT=0"
t_pass
