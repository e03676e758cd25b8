#!/usr/bin/env bash
# T15: a capture earns another turn. When it starts, nothing is thrown
# yet: the panel shows no seeds beside the empty "Throws:" (the last
# turn's seeds "(○) (○) (●) (●) = 2" stayed there, as if thrown).
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- thaayam --state \
	"thaayam players=2 capture=split turn=s phase=move scores=2 extra=0 s=3,-,-,- n=13,-,-,-"
t_wait "= 2"
t_keys : 1+2 Enter
t_wait "+turn (T15)"
t_wait "South: press Enter to throw"
t_has "= 2" && t_fail "the seeds of the last turn are shown in the new one"
t_keys Enter
t_wait "South threw"
t_pass
