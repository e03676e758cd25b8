#!/usr/bin/env bash
# At 80x24 a message that does not fit beside the prompt goes to the foot
# of the side panel; the log ends above it, so its newest turns stay in
# view: after a dozen turns North's last one ("N 3: 1+3") and South's turn
# in progress ("S 2:") are shown above the message "South threw 2: end of
# the throws (T5).", not hidden under it.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --start --state \
	"thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=0,-,-,- n=0,-,-,-"
# turn SEAT SCORE NEXT: SEAT throws SCORE and moves its piece 1 by it,
# then NEXT is to throw
turn() {
	t_wait "$1: throw the seeds"
	t_keys "$2"
	t_wait "$1: choose a score"
	t_keys : "1+$2" Enter
	t_wait "$3: throw the seeds"
}
for i in 1 2 3 4 5 6; do
	turn South 2 North
	if [ "$i" -lt 6 ]; then turn North 2 South; fi
done
turn North 3 South
t_keys 2
t_wait "South: choose a score"
t_has "South threw 2: end of the throws (T5)." || t_fail "the message is not shown"
t_screen | grep -q "N 3: 1+3 *$" || t_fail "North's last turn is hidden"
t_screen | grep -q "S 2: *$" || t_fail "South's turn in progress is hidden"
# the newest turns end just above the blank line over the message
t_screen | grep -A3 "N 3: 1+3 *$" | tail -1 | grep -q "South threw 2" ||
	t_fail "the log does not end above the message"
t_screen | grep -q '└─*┴─*└─*┘─*┴─*┘' || t_fail "the message covers the board"
th_quit
t_pass
