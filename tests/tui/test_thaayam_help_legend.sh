#!/usr/bin/env bash
# The Thaayam help explains what the screen shows: the signs a newcomer met
# unexplained on the board, in the panel and in the log (-3- void, (3)
# used, (xN2) a capture, (lost 2), +turn, ##, S12), in the player's
# language too.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- thaayam --first s --start
t_wait "South: press Enter to throw."
t_keys ?
t_wait "Thaayam: help"
for i in 1 2 3 4 5 6 7 8 9 10; do
	t_has "WHAT THE SCREEN SHOWS" && break
	t_keys NPage
	sleep 0.2
done
t_wait "WHAT THE SCREEN SHOWS"
t_keys NPage NPage NPage
t_wait "+turn (T15): a capture earned another turn."
t_has "-3- is void" || t_has "(xN2)" || t_fail "the signs are not explained"
t_keys Escape
t_wait "South: press Enter to throw."
t_kill
# Turkish: the same legend, in the words the Turkish panel and log use
t_start 80 24 LANGUAGE=tr -- thaayam --first s --start
t_wait "Güney"
t_keys ?
for i in 1 2 3 4 5 6 7 8 9 10 11 12; do
	t_has "EKRANDA NE VAR" && break
	t_keys NPage
	sleep 0.2
done
t_wait "EKRANDA NE VAR"
t_pass
