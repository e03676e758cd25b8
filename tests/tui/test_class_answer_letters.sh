#!/usr/bin/env bash
# The class screen's question "End the games still being played?" answers
# to the language's letters too (issue 25 item 12, tui/kit/answer.h): a
# Turkish teacher (a catalogue with e/h) sees "(e/h)" and the keys e and h;
# h keeps the games, e ends them. Before, only y was taken and "(y/n)" shown.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)
tr_() { t_tr tr "$1"; }
TR=$(t_catalogue tr e h)

n_start T 80 24 LANGUAGE=tr LC_ALL=C.UTF-8 TABLETOP_LOCALEDIR="$TR" -- teach quixo --host
n_wait T "tabletop join $me"
n_start P 80 24 -- join "$me"
n_wait P "You are in the class as"
n_keys T b
n_keys T p
n_wait T "$(tr_ "Games: random pairs")"
n_wait P "Your game of the class: you play"
n_keys T e
question=$(tr_ "End the games still being played? They count as not finished. (y/n)")
n_wait T "${question/(y\/n)/(e/h)}"
n_screen T | tail -1 | grep -q "e $(tr_ yes)  h $(tr_ no)" ||
	n_fail T "the key line does not show e and h"
n_keys T h
n_wait T "$(tr_ "Games: random pairs")"
n_has T "$(tr_ "The games still being played are ended.")" && n_fail T "h ended the games"
n_keys T e
n_wait T "${question/(y\/n)/(e/h)}"
n_keys T e
n_wait T "$(tr_ "The games still being played are ended.")"
t_pass
