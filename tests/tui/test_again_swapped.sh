#!/usr/bin/env bash
# Issue 30: at the end of a game played at one terminal, n starts a new
# game with the same players, sides swapped (Ben plays X now), and N goes
# to a new set-up.
source "$(dirname "$0")/lib.sh"
t_quixo_x_wins Ana Ben
t_wait "n again, sides swapped"
t_has "N new set-up" || t_fail "N is not offered"
t_keys n
t_wait "A new game, sides swapped."
t_wait "Ben (X) to move"
t_has "O Ana" || t_fail "Ana does not play O now"
t_has "1. a1-a5" && t_fail "the moves of the last game are still shown"
# N at the end: the set-up screen
t_keys g
t_wait "Resign this game?"
t_keys y
t_wait "resigned"
t_keys N
t_wait "Quixo: new game"
t_pass
