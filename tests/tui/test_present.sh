#!/usr/bin/env bash
# The presenter's view: --present shows the last move in words (with why,
# as a teacher would say it) and the moves in large print, with no key
# hints; f turns it off and on; a watcher of a hosted game gets the same
# view with `watch --present`.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)
big_one="▄█" # the top of a large-print 1

t_start 120 40 -- quixo --name x=Ana --name o=Ben --start --present
t_wait "Ana (X) to move"
t_has "? help" && t_fail "key hints in the presenter's view"
t_keys :
t_keys -l "c1-c5"
t_keys Enter
t_wait "Ana (X) took the cube on c1 and pushed it"
t_has "back in at c5 (Q7)." || t_fail "the explanation is cut"
t_has "which now shows X (Q5, Q6)." || t_fail "no reason in a teacher's words (Q5)"
t_has "$big_one" || t_fail "no move in large print"
t_has "? help" && t_fail "key hints in the presenter's view"
t_keys f
t_wait "? help"
t_wait_not "$big_one"
t_has "took the cube on c1" && t_fail "the usual screen explains in the panel"
t_keys f
t_wait "$big_one"
t_wait_not "? help"
t_keys q
t_kill

# Thaayam: a throw in words, and the throws of the turn in the game's own
# panel, which the view keeps (the players, the scores, the seeds).
t_start 120 40 -- thaayam --seat s=human --seat n=human --dice physical --first s --start \
	--present
t_wait "South"
t_keys :
t_keys -l "throw 1"
t_keys Enter
t_wait "South threw 1 and throws again (T5)."
t_wait "Throws: 1"
t_has "▶S South" || t_fail "the presenter's view drops the players"
t_kill

# A watcher's presenter's view of a hosted game.
n_start A 100 30 -- host quixo --seat o=remote --table pv
n_wait A "(X) to move"
n_keys A : c1-c5 Enter
n_wait A "1. c1-c5"
n_start C 120 40 -- watch "$me/pv" --present
n_wait C "took the cube on c1"
n_has C "$big_one" || n_fail C "the watcher sees no large print"
n_has C "? help" && n_fail C "key hints in the watcher's presenter's view"
t_pass
