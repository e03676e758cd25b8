#!/usr/bin/env bash
# A stranger cannot hang the listing (docs/network.md, "Jamming the list").
# Two strangers' sockets (tests/tui/net_jam.py, run as those uids): uid
# 65534 has a socket whose backlog is full and nobody accepts (jam0) and 3
# sockets that accept and never answer; uid 4243 (no passwd entry) has 64
# of those. Root hosts one real game. `tabletop list` must end, list the
# real game, name every probed game that did not answer, and list at most
# 16 games of one login. `tabletop join` with no argument says no game
# answered, then joins the real game once there is one; the start menu's
# lobby shows it; joining or watching the jammed game gives a reason
# instead of hanging.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)
stranger=$(getent passwd 65534 | cut -d: -f1)
# the strangers' python3: one they may run (not one under root's home)
as_stranger() {
	env PATH=/usr/local/bin:/usr/bin:/bin setpriv --reuid="$1" --regid="$1" \
		--clear-groups "${@:2}"
}
if [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null || [ -z "$stranger" ] ||
	! as_stranger 65534 python3 -c pass 2>/dev/null; then
	echo "$T_NAME: skipped (needs root, setpriv, a user of uid 65534 and python3)"
	exit 0
fi
other=4243
if getent passwd "$other" >/dev/null; then
	echo "$T_NAME: skipped (uid $other has a login here)"
	exit 0
fi

# jam UID JAMS SILENT: the stranger's sockets, held until the test ends.
jam() {
	local dir=$T_RUN/tabletop-net-$1 out=$T_DIR/jam-$1.out i
	mkdir -m 755 "$dir" && chown "$1:$1" "$dir" || t_fail "cannot make $dir"
	: >"$out"
	TABLETOP_RUNDIR="$T_RUN" as_stranger "$1" \
		python3 "$ROOT/tests/tui/net_jam.py" "$dir" "$2" "$3" >"$out" 2>&1 &
	for ((i = 0; i < 200; i++)); do
		grep -q ready "$out" && return 0
		sleep 0.05
	done
	t_fail "the sockets of uid $1 are not ready: $(cat "$out")"
}
jam 65534 1 3
jam "$other" 0 64

# nothing but the strangers' sockets: join says so, at once
out=$(env $T_ENV timeout 5 "$PROG" join 2>&1 </dev/null)
[ "$?" = 124 ] && t_fail "tabletop join hung with only the strangers' sockets"
echo "$out" | grep -q "no hosted game answered" || t_fail "join said: $out"

n_start A 80 24 -- host quixo --seat o=remote --table real
n_wait A "(X) to move"

start=$(date +%s%N)
out=$(env $T_ENV timeout 5 "$PROG" list 2>&1)
rc=$?
echo "$T_NAME: tabletop list took $((($(date +%s%N) - start) / 1000000)) ms"
[ "$rc" = 124 ] && t_fail "tabletop list hung (ended after 5 s): $out"
[ "$rc" = 0 ] || t_fail "tabletop list failed ($rc): $out"
echo "$out" | grep -q "^$me/real  *quixo " || t_fail "the real game is not listed: $out"
for name in jam0 silent0 silent1 silent2; do
	echo "$out" | grep -qx "$stranger/$name did not answer" ||
		t_fail "no word of $stranger/$name: $out"
done
n=$(echo "$out" | grep -c "^$other/silent[0-9]* did not answer$")
[ "$n" = 16 ] || t_fail "$n games of $other listed, not 16: $out"

# join with no argument: the only game that answers
n_start J 80 24 -- join
n_wait J "Waiting for $me to play at their terminal."
n_kill J

# the start menu's lobby
n_start M 80 24 --
n_wait M "Choose a game"
n_keys M Down Down Enter
n_wait M "$me/real"
n_wait M "20 hosted games did not answer."
n_kill M

# the jammed game itself: a reason, not a hang
for verb in join watch; do
	out=$(env $T_ENV timeout 10 "$PROG" "$verb" "$stranger/jam0" 2>&1 </dev/null)
	rc=$?
	[ "$rc" = 124 ] && t_fail "tabletop $verb $stranger/jam0 hung"
	echo "$out" | grep -q "jam0.sock does not answer" || t_fail "no reason: $out"
done
t_pass
