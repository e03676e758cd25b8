#!/usr/bin/env bash
# Thaayam to the end with the mouse alone, at 80x23 (issue 15): South
# (a person) against the computer, from a race's last squares: every
# throw is a click on "throw" in the key line, every score a click on it in
# the panel, the last step a click on the piece's square, each bear-off a
# click on "off" (T21), until South wins (T22); then the quit question by
# clicks. The seeds are seeded, so the game is the same every time.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"

# clicks the first unused 1 of the panel's scores ("Scores: 4 (1) 1 2");
# fails when there is none
click_a_one() {
	local row=0 line rest col
	while IFS= read -r line; do
		if [[ $line == *"Scores:"* ]]; then
			rest=${line#*Scores:}
			col=$(printf '%s\n' "$rest" | LC_ALL=C.UTF-8 awk '{
				n = length($0)
				for (i = 1; i <= n; i++)
					if (substr($0, i, 1) == "1" && substr($0, i - 1, 1) == " " &&
					    (i == n || substr($0, i + 1, 1) == " ")) { print i - 1; exit }
			}')
			[ -n "$col" ] || return 1 # none: the turn ends by itself (T11)
			local before=${line%%Scores:*}
			t_click "$row" $((${#before} + 7 + col))
			return
		fi
		row=$((row + 1))
	done < <(t_screen)
	return 1 # not shown (the turn just ended)
}

t_start 80 23 -- thaayam --seed 5 --seat n=computer:1 --state \
	'thaayam players=2 capture=split turn=s phase=throw scores= extra=0 s=#,#,24,23 n=3,5,-,-'
t_wait "South: press Enter to throw"
won=no
for i in $(seq 300); do
	screen=$(t_screen)
	status=$(printf '%s\n' "$screen" | tail -2 | head -1)
	keys=$(printf '%s\n' "$screen" | tail -1)
	if [[ $screen == *"South wins"* ]]; then
		won=yes
		break
	elif [[ $screen == *"North wins"* ]]; then
		t_fail "North won: the seeded game has changed"
	elif [[ $keys == *"Enter throw"* && $screen == *"▶S South"* ]]; then
		t_click_on "throw" -1
	elif [[ $keys == *"1-8 score"* && $screen == *"▶S South"* && $status != *"Preview"* ]]; then
		click_a_one || continue
		sleep 0.3
		if t_screen | grep -q "│S4 "; then
			t_click_on "c2" # the last step onto the castle (T10)
		else
			t_click_on "off" -1 # bear off with the 1 (T21)
		fi
	fi
	sleep 0.2
done
[ $won = yes ] || t_fail "South did not win by clicks"
# the log holds what the clicks did: the step onto the castle, two bear-offs
t_has "4+1 off4" || t_fail "no step onto the castle and bear-off in the log"
t_has "off3" || t_fail "no second bear-off in the log"
t_click_on "q quit" -1
t_wait "Quit?"
t_click_on "quit without saving" -1
t_wait "EXIT=0"
t_pass
