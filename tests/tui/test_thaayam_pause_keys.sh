#!/usr/bin/env bash
# While a turn ends by itself (T11; here North's throw, void by T9) the key
# line lists no keys of a move (scores, Tab, e/w/b, ':'), which would be
# ignored then, only those that still work (help, quit...); the next
# player's throw brings back its key.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=n phase=throw scores= extra=0 s=20,-,-,- n=-,-,-,-"
t_wait "North: throw the seeds"
t_keys 2
t_wait "all void (T9)."
seen=0
for ((i = 0; i < 200; i++)); do
	screen=$(t_screen)
	case $screen in *"South: throw the seeds"*) break ;; esac
	keys=$(tail -1 <<<"$screen")
	case $screen in *"all void (T9)."*)
		case $keys in *"? help"*) seen=1 ;; esac
		case $keys in *"1-8"* | *"Tab piece"* | *"e/w/b"* | *": type"*)
			t_fail "the key line lists move keys during the pause: $keys" ;;
		esac
		;;
	esac
	sleep 0.05
done
[ $seen = 1 ] || t_fail "the key line was not seen during the pause"
t_wait "South: throw the seeds"
t_screen | tail -1 | grep -q "1 2 3 4 8 throw" || t_fail "the throw keys are not back"
th_quit
t_pass
