#!/usr/bin/env bash
# The Thaayam log: a turn too long for the panel's width goes on under its
# own text, indented past the seat letter, so its second line is not read
# as another turn.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- thaayam --start --state \
	'thaayam players=2 capture=split turn=s phase=move scores=1,1,1,1,2 extra=0 s=-,-,-,- n=3,-,-,-'
t_wait "South"
for a in enter1 enter2 enter3 enter4 1+2; do
	t_keys : "$a" Enter
	sleep 0.3
done
t_wait "1+2"
first=$(t_screen | grep -n "│ *S enter1" | head -1)
[ -n "$first" ] || t_fail "no log line for South's turn"
row=${first%%:*}
line=${first#*:}
next=$(t_screen | sed -n "$((row + 1))p")
prefix=${line%%S enter1*}
# the next line has spaces where the seat letter stands, then the turn's rest
[ "${next:${#prefix}:2}" = "  " ] || t_fail "the wrapped turn is not indented: '$next'"
[[ ${next:${#prefix}+2} == [a-z0-9]* ]] || t_fail "the turn's rest is not under its text: '$next'"
t_pass
