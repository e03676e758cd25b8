#!/usr/bin/env bash
# Logins longer than 32 bytes (LDAP sites have them; glibc allows 256):
# a seat reserved for one of them is hers alone, another stranger whose
# login begins the same is refused, and the host's notice names the whole
# login. The logins come from a passwd file bind-mounted in a mount
# namespace of this test's own (root only), which the tmux servers and the
# programs started here inherit.
source "$(dirname "$0")/logins_lib.sh"
long_a=strangerstrangerstrangerstrangerA12345678
long_b=strangerstrangerstrangerstrangerB12345678
{ cat /etc/passwd; echo "$long_a:x:50001:50001::/:/bin/sh"; echo "$long_b:x:50002:50002::/:/bin/sh"; } \
	>"$T_DIR/passwd"
mount --bind "$T_DIR/passwd" /etc/passwd || { echo "$T_NAME: skipped (no bind mount)"; exit 0; }
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)
chmod 755 "$T_DIR" "$T_DIR/work"
as() { # UID PROGRAM-ARGS...
	local uid=$1
	shift
	env TABLETOP_RUNDIR="$T_RUN" setpriv --reuid="$uid" --regid="$uid" --clear-groups \
		"$PROG" "$@"
}

n_start H 80 24 -- host quixo --seat "o=remote:$long_a" --table t6
n_wait H "(X) to move"
n_keys H : c1-c5 Enter
n_wait H "1. c1-c5"
out=$(as 50002 join "$me/t6" 2>&1 </dev/null) && t_fail "$long_b took the seat of $long_a"
echo "$out" | grep -q "no seat of this game is free for you" || t_fail "no reason: $out"
printf '#!/bin/sh\nexec setpriv --reuid=50001 --regid=50001 --clear-groups %s "$@"\n' "$PROG" \
	>"$T_DIR/as-a"
chmod 755 "$T_DIR/as-a"
save=$PROG
PROG=$T_DIR/as-a
n_start A 80 24 -- join "$me/t6"
PROG=$save
n_wait A "1. c1-c5"
n_wait A "(O) to move"
n_keys A : a1-a5 Enter
n_wait H "1. c1-c5   a1-a5"
t_pass
