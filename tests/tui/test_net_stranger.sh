#!/usr/bin/env bash
# Another user at their own terminal: refused while the host names someone
# else, admitted once named. The stranger (uid 65534, run with setpriv)
# takes O when the host leaves it to "nobody", sees X's move and plays.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)
stranger=$(getent passwd 65534 | cut -d: -f1)
if [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null || [ -z "$stranger" ]; then
	echo "$T_NAME: skipped (needs root, setpriv and a user of uid 65534)"
	exit 0
fi
chmod 755 "$T_DIR" "$T_DIR/work"
wrapper=$T_DIR/as-stranger
printf '#!/bin/sh\nexec setpriv --reuid=65534 --regid=65534 --clear-groups %s "$@"\n' \
	"$PROG" >"$wrapper"
chmod 755 "$wrapper"

n_start A 80 24 -- host quixo --seat "o=remote:$me" --table t4
n_wait A "(X) to move"
out=$(env TABLETOP_RUNDIR="$T_RUN" "$wrapper" join "$me/t4" 2>&1 </dev/null) &&
	t_fail "a stranger took a seat reserved for $me"
echo "$out" | grep -q "no seat of this game is free for you" || t_fail "no reason: $out"
n_kill A

n_start H 80 24 -- host quixo --seat "o=remote:$stranger" --table t5
n_wait H "(X) to move"
n_keys H : c1-c5 Enter
n_wait H "1. c1-c5"
save=$PROG
PROG=$wrapper
n_start S 80 24 -- join "$me/t5"
PROG=$save
n_wait S "1. c1-c5"
n_wait S "(O) to move"
n_keys S : a1-a5 Enter
n_wait H "1. c1-c5   a1-a5"
t_pass
