#!/usr/bin/env bash
# The hosting process never stays a zombie of the host's screen (issue
# 23, item 9): it is not the screen's child, so when it ends (SIGTERM
# here) nothing of it is left while the host's screen goes on.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/net_lib.sh"

n_start A 100 30 -- host quixo --seat o=remote --table z1
n_wait A "(X) to move"
pane=$(tmux -L "$(n_sock A)" list-panes -t t -F '#{pane_pid}')
host=$(pgrep -P "$pane" -x tabletop)
[ -n "$host" ] || n_fail A "no host's screen process"
server=$(n_servers)
[ -n "$server" ] || n_fail A "no hosting process"
kill -TERM "$server"
n_wait A "the game is closed"
for ((i = 0; i < 40; i++)); do
	[ -e "/proc/$server" ] || break
	sleep 0.05
done
[ -e "/proc/$server" ] && n_fail A "the ended hosting process is left ($(ps -o stat= -p "$server"), parent $(ps -o ppid= -p "$server"))"
ps -o stat= --ppid "$host" | grep -q Z && n_fail A "the host's screen has a zombie child"
kill -0 "$host" || n_fail A "the host's screen ended"
t_pass
