#!/usr/bin/env bash
# A class of separate logins (issue 26): a teacher and three pupils, each
# of their own login (made in a passwd file bind-mounted in this test's own
# mount namespace, root only, as test_net_long_login.sh does). The teacher
# sets a Quixo position and asks for the push that wins; ana and ben answer
# right, cem wrong; each pupil's panel counts the three pupils; the roster
# names each login with its answer; the reveal reaches all three with their
# own verdict; the CSV has a line per login.
source "$(dirname "$0")/logins_lib.sh"
{
	cat /etc/passwd
	echo "ana:x:50021:50021::/:/bin/sh"
	echo "ben:x:50022:50022::/:/bin/sh"
	echo "cem:x:50023:50023::/:/bin/sh"
} >"$T_DIR/passwd"
mount --bind "$T_DIR/passwd" /etc/passwd || { echo "$T_NAME: skipped (no bind mount)"; exit 0; }
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)
chmod 755 "$T_DIR" "$T_DIR/work"

n_start T 80 24 -- teach quixo --host
n_wait T "pupils join with 'tabletop join $me'"
save=$PROG
uid=50021
for who in ana ben cem; do
	printf '#!/bin/sh\nexec setpriv --reuid=%s --regid=%s --clear-groups %s "$@"\n' \
		"$uid" "$uid" "$save" >"$T_DIR/as-$who"
	chmod 755 "$T_DIR/as-$who"
	PROG=$T_DIR/as-$who
	n_start "$who" 80 24 -- join "$me"
	n_wait "$who" "You are in the class as $who:"
	uid=$((uid + 1))
done
PROG=$save
n_wait ana "3 pupils (@ lists)"

# X on a3 b3 c3 d3, O on a1 b1 d1: X can finish row 3 (Q10).
n_keys T x h x h x l l l x j j o h h o h o
n_keys T c
n_wait T "The position is possible."
for who in ana ben cem; do n_wait "$who" "│  X  │  X  │  X  │  X  │  ·  │ 3"; done
n_keys T b a
n_wait T "1 the push that wins"
n_keys T 1
for who in ana ben cem; do n_wait "$who" "Question 1: X to move: find the push that wins."; done
n_keys ana : e3-a3 Enter
n_keys ben : e3-a3 Enter
n_keys cem : e1-e5 Enter
for who in ana ben cem; do n_wait "$who" "is in: the teacher will show the answer."; done
n_wait T "Question 1: 3 of 3 answered."
n_keys T r
n_wait T "Question 1: 2 of 3 right. The answer: e3-a3."
for line in "ana  *e3-a3  *right" "ben  *e3-a3  *right" "cem  *e1-e5  *wrong"; do
	n_screen T | grep -q "^  $line " || n_fail T "the roster has no line: $line"
done
n_wait ana "Right! The answer: e3-a3."
n_wait ben "Right! The answer: e3-a3."
n_wait cem "Not this time: you played e1-e5. The answer: e3-a3."
csv=$(ls "$T_DIR"/data/tabletop/class-game-*.csv)
for line in ",ana,e3-a3,right," ",ben,e3-a3,right," ",cem,e1-e5,wrong,"; do
	grep -q -- "$line" "$csv" || t_fail "the CSV has no $line: $(cat "$csv")"
done
t_pass
