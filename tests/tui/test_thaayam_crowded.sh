#!/usr/bin/env bash
# When the pieces on a square do not fit, each owner's count is written
# with a times sign (S×3), not like a piece number (S3): c5 holds South's
# twin 2&3 and piece 4, East's 1-3, North's 1-2 and West's 1-2.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --state \
	"thaayam players=4 capture=split turn=s phase=move scores=2 extra=0 s=-,8=3,8=2,8 e=4,4,4,- n=0,0,-,- w=12,12,-,-"
t_wait "South: choose a score"
t_screen | grep -A2 "│c5" | grep -q "S×3" || t_fail "South's count is not written S×3"
t_screen | grep -A2 "│c5" | grep -q "E×3" || t_fail "East's count is not written E×3"
t_screen | grep -A2 "│c5" | grep -q "W×2" || t_fail "West's count is not written W×2"
th_quit
t_pass
