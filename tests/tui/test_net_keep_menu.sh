#!/usr/bin/env bash
# The start menu offers a hosted game kept after its hosting process was
# killed (issue 23, item 7): "Resume the hosted Quixo game k3" hosts it
# again at its position, a player joins and plays; once the game has
# ended and been saved, nothing is kept and the entry is gone.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_start A 100 30 -- host quixo --seat o=remote --table k3
n_wait A "(X) to move"
n_keys A : a1-a5 Enter
n_wait A "1. a1-a5"
kill -9 $(n_servers)
n_wait A "The host's program stopped"
n_kill A

n_start M 100 30 -- 
n_wait M "Resume the hosted Quixo game k3"
n_keys M Enter
n_wait M "1. a1-a5"
n_wait M "Hosted as $me/k3"
n_start J 100 30 -- join "$me/k3"
n_wait J "1. a1-a5"
# to the end: X fills column a, O column e
n_keys J : e1-e5 Enter
n_wait M "1. a1-a5   e1-e5"
for i in 2 3 4; do
	n_keys M : a1-a5 Enter
	n_wait J "$i. a1-a5"
	n_keys J : e1-e5 Enter
	n_wait M "$i. a1-a5   e1-e5"
done
n_keys M : a1-a5 Enter
n_wait J "(X) wins" # the winner named with the mark (issue 25 item 14)
n_keys J q
n_wait J "Quit?"
n_keys J y
n_keys M q
n_wait M "Quit?"
n_keys M y
for ((i = 0; i < 100; i++)); do
	[ -e "$T_DIR/data/tabletop/hosted-k3.tthost" ] || break
	sleep 0.1
done
[ -e "$T_DIR/data/tabletop/hosted-k3.tthost" ] && n_fail M "the ended game is still kept"
ls "$T_DIR"/data/tabletop/quixo-k3-*.ttrec >/dev/null 2>&1 || n_fail M "the ended game was not saved"
n_start M2 100 30 --
n_wait M2 "Choose a game"
n_has M2 "Resume the hosted" && n_fail M2 "an ended game is offered"
t_pass
