#!/usr/bin/env bash
# "Join or watch a game" with no game hosted says so whole at 80x24 and
# 60x20: the message longer than the status line is wrapped under the list
# (it was cut after "set-up screen (" at 80 columns), and the key line
# stays.
source "$(dirname "$0")/lib.sh"
whole='No game is hosted on this machine now. Host one from a game'"'"'s set-up screen ("another terminal" seats).'
for size in "80 24" "60 20"; do
	t_start $size --
	t_wait "Choose a game"
	t_keys Down Down Enter
	t_wait "Games hosted on this machine"
	t_wait "seats)."
	said=$(t_screen | sed 's/^ *//; s/ *$//' | tr '\n' ' ' | tr -s ' ')
	case $said in *"$whole"*) ;; *) t_fail "$size: not said whole" ;; esac
	t_screen | tail -1 | grep -q "Esc back" || t_fail "$size: the key line is gone"
	t_kill
done
t_pass
