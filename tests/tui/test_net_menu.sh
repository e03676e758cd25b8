#!/usr/bin/env bash
# Hosting and joining from the start menu, as a newcomer would: "Host a
# game for other terminals", Quixo, start: the game is hosted and says how
# others join; at another terminal "Join or watch a game" lists it and
# Enter joins it; a move at one terminal is seen at the other.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_start A 80 24 --
n_wait A "Choose a game"
n_keys A Down Down Down Enter
n_wait A "Which game?"
n_keys A Enter
n_wait A "another terminal (hosted)"
n_keys A s
n_wait A "Hosted as $me/game: others join with 'tabletop join $me/game'."
n_wait A "(X) to move"

n_start B 80 24 --
n_wait B "Choose a game"
n_keys B Down Down Enter
n_wait B "$me/game"
n_wait B "quixo"
n_keys B Enter
n_wait B "Players"
n_keys A : c1-c5 Enter
n_wait B "1. c1-c5"
n_keys B : a1-a5 Enter
n_wait A "1. c1-c5   a1-a5"
t_pass
