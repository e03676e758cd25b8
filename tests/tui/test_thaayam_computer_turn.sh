#!/usr/bin/env bash
# While the computer plays Thaayam against a person, the screen says what
# is happening and keeps the key line (issue 25, play-test): the message
# of its move and a forfeit (two lines) never hide the key line, and the
# pause before its turn ends says so ("End of North's turn.") instead of
# leaving the message alone. Then the person's prompt comes. Two games:
# North moves and forfeits an 8; North captures (the message of two
# lines, T14 and T15).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
# watch WHAT: until South is asked to throw, the key line is never hidden;
# WHAT (a text) was said on the way, and so was the end of North's turn.
watch() {
	local i screen seen_end=0 seen=0
	t_wait "? help  q quit"
	for ((i = 0; i < 400; i++)); do
		screen=$(t_screen)
		echo "$screen" | tail -1 | grep -q "? help  q quit" ||
			t_fail "the key line is hidden: $(echo "$screen" | tail -3)"
		echo "$screen" | grep -q "End of North's turn." && seen_end=1
		echo "$screen" | grep -qF -- "$1" && seen=1
		echo "$screen" | grep -q "South: press Enter to throw." && break
		sleep 0.05
	done
	[ $seen = 1 ] || t_fail "not said: $1"
	[ $seen_end = 1 ] || t_fail "the end of North's turn was not said"
	t_wait "South: press Enter to throw."
}
t_start 80 24 -- thaayam --seat n=computer --state \
	"thaayam players=2 capture=split turn=n phase=move scores=8,3 extra=0 n=20,-,-,- s=11,-,-,-"
watch "8 forfeited (T11)"
th_quit
t_kill
t_start 80 24 -- thaayam --seat n=computer --state \
	"thaayam players=2 capture=split turn=n phase=move scores=4,3 extra=0 n=0,-,-,- s=11,-,-,-"
watch "capturing S1 (T14)"
th_quit
t_pass
