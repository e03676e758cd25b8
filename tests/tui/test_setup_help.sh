#!/usr/bin/env bash
# ? on the set-up screen explains the set-up screen's own keys first, then
# the game.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo
t_wait "Quixo: new game"
t_keys '?'
t_wait "This screen sets up a new game."
t_has "Left and Right" || t_fail "the set-up keys are not explained"
t_keys Escape
t_wait "Quixo: new game"
t_keys q
t_wait "EXIT=0"
t_pass
