#!/usr/bin/env bash
# Pairs in a class (docs/classroom.md, "Pairs"): the teacher hosts a Quixo
# class, three pupils join (the same login here; each terminal is a line
# of the roster); p pairs them at random: each pupil's terminal goes into
# its game by itself, the odd one against the computer; `tabletop list`
# lists the pairs' games; one pupil of the pair resigns, both are back in
# the class, and the teacher's screen and the class's CSV say who won.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_class P1 P2 P3
n_keys T b
n_wait T "3 pupils in the class."
n_keys T p
n_wait T "Games: random pairs"
n_wait T "the computer (O)"
for p in P1 P2 P3; do n_wait $p "Your game of the class: you play"; done
n_has T "Pairs made: each pupil's terminal goes to their game." || n_fail T "no word of the pairs"
env $T_ENV "$PROG" list >"$T_DIR/list"
[ "$(grep -c "^$me/game-pair[0-9]*  *quixo " "$T_DIR/list")" = 2 ] ||
	t_fail "tabletop list does not show the two games: $(cat "$T_DIR/list")"
# which pupil plays the computer, which two play each other
alone=
for p in P1 P2 P3; do
	n_has $p "against the computer" && alone=$p
done
[ -n "$alone" ] || t_fail "nobody plays the computer"
pair=$(for p in P1 P2 P3; do [ $p = "$alone" ] || echo $p; done)
first=$(echo "$pair" | head -1)
second=$(echo "$pair" | tail -1)

x=$first o=$second
n_has $second "you play X" && x=$second o=$first
n_has $x "you play X against root" || n_fail $x "no notice of the game"
# the winner's login in the roster, as the other one's notice names it
winner=$(n_screen $o | grep -o "you play O against [^ .]*" | sed 's/.* //')
[ -n "$winner" ] || n_fail $o "no notice of the game"
loser=$(n_screen $x | grep -o "you play X against [^ .]*" | sed 's/.* //')
n_wait T "$winner (in a game)"

# The pair plays to the end: X makes a line of five in column a.
for i in 1 2 3 4; do
	n_keys $x : a1-a5 Enter
	n_wait $o "$i. a1-a5"
	n_keys $o : e1-e5 Enter
	n_wait $x "$i. a1-a5   e1-e5"
done
n_keys $x : a1-a5 Enter
n_wait $x "X made a line of five"
n_wait $o "X made a line of five"
for p in $x $o; do
	n_keys $p q
	n_wait $p "Quit? y: yes, n: no"
	n_keys $p y
	n_wait $p "Back in the class."
done
n_wait T "$winner won"
n_has T "the computer (O)         playing" || n_fail T "the game against the computer is not listed"
csv=$(ls "$T_DIR"/data/tabletop/class-game-*.csv 2>/dev/null | head -1)
[ -n "$csv" ] || n_fail T "no CSV record in the data folder"
grep -q "^game-pair[0-9]*,game,,,$winner,$loser,won," "$csv" || t_fail "CSV: $(cat "$csv")"
grep -q "^game-pair[0-9]*,game,,,$loser,$winner,lost," "$csv" || t_fail "CSV: $(cat "$csv")"
echo "$T_NAME: ok"
