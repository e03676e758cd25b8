#!/usr/bin/env bash
# Issue 25 item 14, Quixo as a newcomer reads it: the result names the
# player with the mark ("Ana (X) wins", not "X wins"); after a loss on
# time the key line no longer offers u/r (refused then); against the
# computer one u takes back two moves and says so; the four-player panel
# lists the seats in the order of the turns (S, W, N, E clockwise, Q12);
# the help says "neutral" cube as the messages do, never "blank".
source "$(dirname "$0")/lib.sh"
t_quixo_x_nearly_wins Ana Ben
t_keys : a1-a5 Enter
t_wait "X made a line of five: Ana (X) wins (Q10)."
t_kill

t_start 80 24 -- quixo --start --clock move:2
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "Circle (O) ran out of time: Cross (X) wins (Q20)." 8
t_screen | tail -1 | grep -q "u/r" && t_fail "u/r is offered after a loss on time"
t_kill

t_start 80 24 -- quixo --start --seat o=computer:1
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "Circle played"
t_keys u
t_wait "2 moves taken back."
t_has "1. c1-c5" && t_fail "the moves are still listed"
t_kill

t_start 80 24 -- quixo --players 4 --start
t_wait "Order: S, W, N, E (Q12)"
order=$(t_screen | grep -oE '[XO] (South|West|North|East)$' | tr '\n' ' ')
[ "$order" = "X South O West X North O East " ] ||
	t_fail "the panel does not list the seats in the turn order: $order"
t_keys "?"
t_wait "Quixo: help"
t_keys NPage
t_wait "neutral (no mark on top)"
t_has "blank" && t_fail "the help still says blank"
t_pass
