#!/usr/bin/env bash
# n at the end of a game: a default name is its seat's own, a typed name
# goes with its person. Quixo: X kept Cross, O is Ana; after the swap Ana
# plays X and the player of O is Circle (not "Cross (O)"). Thaayam, one
# seat on: South (the winner) plays East as East, North plays South as
# South, and Ana moves on to North.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --start --name o=Ana
t_wait "Cross (X) to move"
for i in 1 2 3 4; do
	t_keys : a1-a5 Enter
	t_wait "Ana (O) to move"
	t_keys : e1-e5 Enter
	t_wait "Cross (X) to move"
done
t_keys : a1-a5 Enter
t_wait "Cross (X) wins"
t_keys n
t_wait "A new game, sides swapped."
t_wait "Ana (X) to move"
t_has "O Circle" || t_fail "the player of O is not called Circle"
t_has "Cross" && t_fail "Cross is still named after the mark it left"
t_kill
t_start 80 24 -- thaayam --dice physical --name e=Ana --state \
	"thaayam players=3 capture=split turn=s phase=throw scores= extra=0 s=22,#,#,# e=-,-,-,- n=-,-,-,-"
t_wait "South: throw the seeds"
t_keys 2
t_wait "end of the throws (T5)."
t_keys 2 Tab Enter
t_wait "▶E Ana"
t_keys 3
t_wait "▶N North"
t_keys 3
t_wait "▶S South"
t_keys 4 1 2
t_wait "end of the throws"
t_keys 4 Tab Enter
t_wait "(T10)"
t_keys Escape b
t_wait "South wins"
t_keys n
t_wait "A new game, sides swapped."
t_wait "▶S South"
t_has "E East" || t_fail "the winner is not called East at East"
t_has "N Ana" || t_fail "Ana did not move on to North"
t_wait_match "Match: South 0, East 1, Ana 0"
t_pass
