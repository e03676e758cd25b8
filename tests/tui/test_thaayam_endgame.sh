#!/usr/bin/env bash
# A game loaded near its end (a state string, then a saved record) played to
# the bear-off and the winner (T21, T22), and play on for the other places
# (the game up to the winner is saved first under a new name).
# South has three pieces borne off and the fourth on d2 (index 22); East
# and North have nothing in play. Typed scores (physical dice).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=3 capture=split turn=s phase=throw scores= extra=0 s=22,#,#,# e=-,-,-,- n=-,-,-,-"
t_wait "South: throw the seeds"
t_has "borne off: 2 3 4" || t_fail "the borne-off pieces are not shown"
t_keys 2
t_wait "South threw 2: end of the throws (T5)."
t_keys 2 Tab Enter
t_wait "▶E East"
th_cell c3 S1 || t_fail "South's piece is not on the castle"
# East and North throw a 3: no 1 and nothing in play, void (T9).
t_keys 3
t_wait "East threw 3"
t_wait "▶N North"
t_keys 3
t_wait "▶S South"
# Save the game here, then load it back from the record.
t_keys s C-u
t_keys "near-end.ttrec" Enter
t_wait "/data/tabletop/near-end.ttrec."
t_keys q
t_wait "Quit?"
t_keys y
t_wait "EXIT=0"
th_new_server
[ -s "$T_DIR/data/tabletop/near-end.ttrec" ] || t_fail "no record was written"
t_start 80 24 -- thaayam --dice physical --load near-end.ttrec
t_wait "South: throw the seeds"
th_cell c3 S1 || t_fail "the loaded game lost South's piece"
# A 4 first: the piece on the castle cannot use it; then a 1 bears it off.
t_keys 4 1 2
t_wait "end of the throws"
t_keys 4 Tab Enter
t_wait "(T10)"
t_keys Escape b
t_wait "South wins: all four pieces borne off (T22)."
t_has "c: play on for the places." || t_fail "play on is not offered"
t_has "N new set-up  c play on" || t_fail "the end-of-game keys are not shown"
t_keys c
t_wait "The game so far is saved as thaayam-20"
t_wait "the places: East to play."
t_wait "▶E East"
# the game up to the winner was saved on its own first
won=$(grep -l "^result win s$" "$T_DIR"/data/tabletop/thaayam-20*.ttrec 2>/dev/null | head -1)
[ -n "$won" ] || t_fail "the game up to the winner was not saved"
t_has "saved as $(basename "$won")." || t_fail "the saved name is not shown"
th_quit
t_pass
