#!/usr/bin/env bash
# Issue 30: games played again at one terminal (n, sides swapped) make a
# match: its score is shown in the players' panel ("Match: Ben 0, Ana 1"),
# as in a hosted match, and kept in each game's record (a said line of
# nobody's, "-", as the hosting process writes it).
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start --name x=Ana --name o=Ben
t_wait "Ana (X) to move"
for i in 1 2 3 4; do
	t_keys : a1-a5 Enter
	t_wait "Ben (O) to move"
	t_keys : e1-e5 Enter
	t_wait "Ana (X) to move"
done
t_keys : a1-a5 Enter
t_wait "Ana (X) wins"
t_has "Match:" && t_fail "a match is shown before a game again"
t_keys n
t_wait "A new game, sides swapped."
t_wait "Ben (X) to move"
t_wait "Match: Ben 0, Ana 1"
# the new game's record (kept for --resume after a move) has the score
t_keys : a1-a5 Enter
t_wait "Ana (O) to move"
kept=""
for ((i = 0; i < 100; i++)); do
	kept=$(grep -l "^said 0 [0-9:]* all - Games won so far: Ben 0, Ana 1\.$" \
		$(find "$T_DIR" -type f 2>/dev/null) 2>/dev/null | head -1)
	[ -n "$kept" ] && break
	sleep 0.1
done
[ -n "$kept" ] || t_fail "the kept record has no match score"
grep -q "^tabletop-record 2$" "$kept" || t_fail "the record is not of version 2"
t_pass
