#!/usr/bin/env bash
# The class screen's key line at 80 columns in every language: where its
# keys do not fit (Basque's "o guztiak guztien aurka"), m shows the rest,
# as on the play screens, so that every key, q (back to the board) among
# them, can be read with the keyboard. Before, the rest was behind a
# "more" button that answered the mouse only.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"

n=0
for lang in $(t_languages); do
	n=$((n + 1))
	board=$(t_tr "$lang" "board")
	n_start T$n 80 24 LANGUAGE="$lang" -- teach quixo --host
	n_wait T$n "tabletop join $(id -un)"
	n_keys T$n b
	n_wait T$n "$(t_tr "$lang" "The class")"
	seen=
	for ((i = 0; i < 3; i++)); do
		if n_screen T$n | tail -1 | grep -qF "q $board"; then
			seen=1
			break
		fi
		n_keys T$n m
		sleep 0.3
	done
	[ -n "$seen" ] || n_fail T$n "$lang: q $board never shows on the key line"
	n_kill T$n
done
t_pass
