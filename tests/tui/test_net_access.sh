#!/usr/bin/env bash
# Who may play and watch, seen from the terminals: a stranger (another
# uid, run with setpriv) is refused a seat reserved for someone else and
# refused as a watcher when the host lets nobody watch; the list shows the
# game. A squatted rendezvous folder (made by another user before the host)
# is refused by the host and by a client alike.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)
if [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null; then
	echo "$T_NAME: skipped (needs root and setpriv to act as another user)"
	exit 0
fi
stranger="setpriv --reuid=65534 --regid=65534 --clear-groups"

n_start A 80 24 -- host quixo --seat "o=remote:$me" --table t2 --watchers none
n_wait A "(X) to move"

list=$(env TABLETOP_RUNDIR="$T_RUN" "$PROG" list)
echo "$list" | grep -q "$me/t2 *quixo *2 *1 *none" || {
	echo "$list" >&2
	t_fail "the list does not show the game"
}

out=$(env TABLETOP_RUNDIR="$T_RUN" $stranger "$PROG" join "$me/t2" 2>&1) &&
	t_fail "a stranger joined a seat reserved for $me"
echo "$out" | grep -q "no seat of this game is free for you" || t_fail "no reason: $out"
out=$(env TABLETOP_RUNDIR="$T_RUN" $stranger "$PROG" watch "$me/t2" 2>&1) &&
	t_fail "a stranger watched although nobody may"
echo "$out" | grep -q "the host does not let you watch" || t_fail "no reason: $out"
n_kill A

# A folder squatted by another user before the host makes its own.
rm -rf "$T_RUN/tabletop-net-$(id -u)"
mkdir "$T_RUN/tabletop-net-$(id -u)"
chown 65534 "$T_RUN/tabletop-net-$(id -u)"
out=$(env TABLETOP_RUNDIR="$T_RUN" "$PROG" host quixo --table t3 2>&1 </dev/null) &&
	t_fail "hosted in a squatted folder"
echo "$out" | grep -q "belongs to another user" || t_fail "no reason: $out"
out=$(env TABLETOP_RUNDIR="$T_RUN" "$PROG" join "$me/t3" 2>&1 </dev/null) &&
	t_fail "joined through a squatted folder"
echo "$out" | grep -q "belongs to another user" || t_fail "no reason: $out"
t_pass
