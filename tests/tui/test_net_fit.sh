#!/usr/bin/env bash
# Issue 30, item 5: the network screens fit 80x24, 80x23 and 60x20 in every
# language that is built, each with a key line: the Host menu (its words
# were one status line cut at 80 columns, without keys), the set-up screen
# (its form and its hint lines), the list of hosted games (Join or
# watch), and the hosted game at the host's, a player's and a watcher's
# terminal with a chat line and the page of who is here. The program notes
# every text it had to cut (TABLETOP_CUT_LOG); there must be none.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

# keyed NAME: the last line of terminal NAME is a key line (not empty).
keyed() {
	local last
	last=$(n_screen "$1" | tail -1)
	[ -n "${last// /}" ] || n_fail "$1" "no key line"
}

n=0
for lang in $(t_languages); do
	tr_() { t_tr "$lang" "$1"; }
	for size in "80 24" "80 23" "60 20"; do
		n=$((n + 1))
		cuts=$T_DIR/cuts.$lang.${size/ /x}
		: >"$cuts"
		env=(LANGUAGE="$lang" TABLETOP_CUT_LOG="$cuts")
		n_start A$n $size "${env[@]}" --
		n_wait A$n "$(tr_ "Choose a game")"
		n_keys A$n Down Down Down Enter
		n_wait A$n "$(tr_ "Which game?")"
		keyed A$n
		n_keys A$n Enter
		n_wait A$n "$(tr_ "Quixo: new game")"
		keyed A$n
		n_keys A$n s
		n_wait A$n "(X)"
		keyed A$n
		n_start B$n $size "${env[@]}" --
		n_wait B$n "$(tr_ "Choose a game")"
		n_keys B$n Down Down Enter
		n_wait B$n "$me/game"
		keyed B$n
		n_keys B$n Enter
		n_wait B$n "(O)"
		keyed B$n
		n_start C$n $size "${env[@]}" -- watch "$me/game"
		n_wait C$n "(X)"
		keyed C$n
		n_keys B$n t "hello" Enter
		n_wait B$n "$me: hello"
		n_wait A$n "$me: hello"
		n_keys C$n @
		n_wait C$n "$(tr_ "WATCHING")"
		keyed C$n
		n_keys C$n Escape
		n_keys C$n c
		n_wait C$n "$(tr_ "What was said")"
		keyed C$n
		n_kill C$n
		n_kill B$n
		n_kill A$n
		for pid in $(n_servers); do kill -TERM "$pid"; done
		for ((i = 0; i < 100; i++)); do
			[ -z "$(n_servers)" ] && break
			sleep 0.05
		done
		if [ -s "$cuts" ]; then
			echo "$T_NAME: FAIL: texts cut in $lang at $size:" >&2
			sort -u "$cuts" >&2
			exit 1
		fi
	done
done
t_pass
