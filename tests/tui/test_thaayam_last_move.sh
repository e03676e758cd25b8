#!/usr/bin/env bash
# The last move stays highlighted on the board (for everyone watching a
# projector, computer moves included): after South's 1+3 from c1 to e2 and
# the end of the turn, c1 and e2 have a background, d2 has none; the
# throws that follow keep it.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
# the attributes drawn just before a square's name (after its left line)
attrs_before() {
	local line pre
	line=$(t_screen_escapes | grep -m1 "$1")
	pre=${line%%"$1"*}
	printf '%s' "${pre##*│}"
}
t_start 80 23 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=s phase=move scores=3 extra=0 s=0,-,-,- n=-,-,-,-"
t_wait "South: choose a score"
[[ $(attrs_before e2) == *"[48;"* ]] && t_fail "e2 is highlighted before any move"
t_keys 3 Tab Enter
t_wait "North: throw the seeds"
[[ $(attrs_before e2) == *"[48;"* ]] || t_fail "the square reached (e2) is not highlighted"
[[ $(attrs_before c1) == *"[48;"* ]] || t_fail "the square left (c1) is not highlighted"
[[ $(attrs_before d2) == *"[48;"* ]] && t_fail "a square out of the move (d2) is highlighted"
t_keys 2
t_wait "North threw 2"
[[ $(attrs_before e2) == *"[48;"* ]] || t_fail "a throw cleared the last move"
th_quit
t_pass
