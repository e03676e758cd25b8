#!/usr/bin/env bash
# A chat you can read back (issue 30): thirty lines said in a hosted game
# stay; 'c' opens the page of all of them, the latest at the bottom, with
# who said what and when, scrollable to the first; a wide window shows the
# latest lines beside the board; team advice (four-player Quixo with advice
# on) is kept apart, marked, and only on the team's terminals.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_start A 150 40 -- host quixo --seat o=remote --table chat
n_wait A "(X) to move"
n_start B 80 24 -- join "$me/chat"
n_wait B "Players"
# Chat is limited to a burst of 5 lines, then one every 2 s (per user).
for i in $(seq 1 30); do
	n_keys B t "line number $i" Enter
	n_wait A "$me: line number $i" 10
	[ "$i" -ge 5 ] && sleep 2.1
done
# Beside the board on the wide window: the latest lines.
n_wait A "Chat (c: all of it)"
n_screen A | grep -q "[0-9][0-9]:[0-9][0-9] $me: line number 30" ||
	n_fail A "the latest line is not beside the board"
# The page of all of it, the latest at the bottom.
n_keys B c
n_wait B "What was said"
n_wait B "$me: line number 30"
n_has B "line number 1\$" && n_fail B "the page does not start at the latest"
n_screen B | grep -q "^  [0-9][0-9]:[0-9][0-9] $me: line number 30" ||
	n_fail B "the time and who are not shown"
for i in $(seq 1 6); do n_keys B PageUp; done
n_wait B "$me: line number 1"
n_screen B | grep -q "line number 1$" || n_fail B "the first line is not kept"
n_keys B Escape
n_wait B "Moves"
n_kill A
n_kill B

# Team advice: kept apart and only on the team's terminals.
n_start S 80 24 -- host quixo --players 4 --advice on --seat e=remote --seat w=remote \
	--seat n=computer:1 --table q4
n_wait S "to move: choose a cube"
n_start E 80 24 -- join "$me/q4"
n_wait E "Players"
n_start W 80 24 -- join "$me/q4"
n_wait W "Players"
n_keys E T "go left" Enter
n_wait W "$me to the team: go left"
n_keys E t "good game" Enter
n_wait S "$me: good game"
n_keys W c
n_wait W "What was said"
n_screen W | grep -q "[0-9][0-9]:[0-9][0-9] $me to the team: go left" ||
	n_fail W "the team's advice is not kept, marked, in the chat view"
n_keys S c
n_wait S "What was said"
n_wait S "$me: good game"
n_has S "go left" && n_fail S "the other team reads the advice"
t_pass
