#!/usr/bin/env bash
# The Thaayam panel cuts and pads players' names by terminal columns, not
# bytes: a name with letters of two bytes (Turkish "Çağlayanlar") is cut to
# 8 columns ("Çağlayan"), never inside a letter, and a short one keeps the
# columns after it in line.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- thaayam --name "s=Çağlayanlar" --name "n=Ağa" \
	--state 'thaayam players=2 capture=split turn=s phase=move scores=4 extra=0 s=4,-,-,- n=3,-,-,-'
t_wait "Players"
t_has "S Çağlayan waiting: 2 3 4" || t_fail "the long name is not cut to 8 columns"
t_has "S Çağlayanl" && t_fail "the long name is longer than 8 columns"
t_has "N Ağa      waiting: 2 3 4" || t_fail "the short name is not padded to 8 columns"
t_pass
