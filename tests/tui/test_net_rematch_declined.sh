#!/usr/bin/env bash
# A rematch declined (issue 30): the player who answers n goes back to the
# list of hosted games ("Join or watch a game"), also for `tabletop join`
# started from the shell, never to the shell; the others are told that
# player declined and left, as when a player leaves.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_host_join H J rd
# X (the host) fills column a, O (the joiner) column e; X wins.
n_x_wins H J
n_wait H "n rematch"

n_keys H n
n_wait J "asks for a rematch with sides swapped. Do you accept? (yes: y or n;"
n_keys J Escape
# the joiner is in the lobby, with the game still listed, not at the shell
n_wait J "Join or watch a game"
n_wait J "Games hosted on this machine"
n_has J "EXIT=" && n_fail J "the joiner went to the shell"
n_wait H "$me has left the game."
# away from now on, counted from 0:00
n_wait H "away 0:0"
# both lines are kept in the chat view
n_keys H c
n_wait H "$me declined the rematch."
n_wait H "$me has left the game."
# Esc leaves the lobby: now the shell
n_keys J Escape
n_wait J "EXIT=0"
t_pass
