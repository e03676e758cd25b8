#!/usr/bin/env bash
# A joined game sleeps while nothing happens (issue 24: the screens wait on
# the socket and the keyboard together; it used to wake every 100 ms). The
# joined terminal's program is counted over 5 s of a quiet game without
# clocks: its context switches (each wake-up is at least one), and it must
# still show the host's next move at once when it comes.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"
me=$(id -un)

n_start A 80 24 -- host quixo --seat o=remote --table idle
n_wait A "(X) to move"
n_start B 80 24 -- join "$me/idle"
n_wait B "Waiting for $me"
# the joined program: the pane's command is env, which execs tabletop
pid=$(tmux -L "$(n_sock B)" display -p -t t '#{pane_pid}')
for ((i = 0; i < 20; i++)); do
	child=$(pgrep -P "$pid" -x tabletop | head -1)
	[ -n "$child" ] && break
	sleep 0.1
done
[ -n "$child" ] || n_fail B "no joined program found under pane $pid"
switches() {
	awk '/^voluntary_ctxt_switches|^nonvoluntary_ctxt_switches/ { n += $2 } END { print n }' \
		"/proc/$child/status"
}
sleep 1
before=$(switches)
sleep 5
after=$(switches)
woke=$((after - before))
echo "$T_NAME: the joined program woke $woke times in 5 s of a quiet game"
[ "$woke" -lt 15 ] || n_fail B "the joined program woke $woke times in 5 s (polling?)"
n_keys A : c1-c5 Enter
n_wait B "1. c1-c5" 3
t_pass
