#!/usr/bin/env bash
# The chat of a hosted game is kept in the host's saved record (issue 30):
# after the hosting process ends, the saved game opened at one terminal
# shows what was said beside the board, and c opens all of it.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_start A 80 24 -- host quixo --seat o=remote --table said
n_wait A "(X) to move"
n_start B 80 24 -- join "$me/said"
n_wait B "Players"
n_keys A : c1-c5 Enter
n_wait B "1. c1-c5"
n_keys B t "well played" Enter
n_wait A "$me: well played"
n_keys A t "thank you" Enter
n_wait B "$me: thank you"
# The hosting process is stopped: it saves the record and ends.
for pid in $(n_servers); do kill -TERM "$pid"; done
n_wait A "the game is closed"
n_kill A
n_kill B
saved=""
for ((i = 0; i < 100; i++)); do
	saved=$(ls "$T_DIR/data/tabletop/" 2>/dev/null | grep "^quixo-said-.*\.ttrec$" | head -1)
	[ -n "$saved" ] && break
	sleep 0.1
done
[ -n "$saved" ] || { echo "$T_NAME: FAIL: no saved record" >&2; exit 1; }
head -1 "$T_DIR/data/tabletop/$saved" | grep -qx "tabletop-record 2" ||
	{ echo "$T_NAME: FAIL: the record has no chat" >&2; exit 1; }

n_start L 150 40 -- quixo --load "${saved%.ttrec}"
n_wait L "1. c1-c5"
n_wait L "Chat"
n_screen L | grep -q "[0-9][0-9]:[0-9][0-9] $me: thank you" ||
	n_fail L "the chat is not beside the board"
n_keys L c
n_wait L "What was said"
n_screen L | grep -q "^  [0-9][0-9]:[0-9][0-9] $me: well played" ||
	n_fail L "the chat is not on the page"
t_pass
