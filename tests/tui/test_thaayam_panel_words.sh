#!/usr/bin/env bash
# Issue 25 items 4 and 5: the Thaayam panel says "waiting:" for pieces not
# yet entered and "borne off:" for pieces borne off, the words of the
# pictures (it said "off:" and "home:", and "off" is bearing off in the
# key line, the notation and the log); what does not fit beside a name
# goes under it, and a winner's line ("N North winner home:123") is no
# longer cut at 80 columns: the winner has borne off all four. The
# pieces one by one ("borne off: 2 3"): "borne off:23" read as a count.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- thaayam --dice physical --state \
	"thaayam players=2 capture=split turn=n phase=move scores=1 extra=0 s=-,#,#,3 n=24,#,#,#"
t_wait "Players"
t_has "S South    waiting: 1" || t_fail "the waiting piece is not said"
t_has "borne off: 2 3" || t_fail "South's pieces borne off are not said"
t_screen | grep -A1 "N North" | grep -q "borne off: 2 3 4" ||
	t_fail "North's pieces borne off are not said"
t_has "home:" && t_fail "the panel still says home:"
t_has "South    off:" && t_fail "the panel still says off: for pieces to enter"
t_keys Tab
t_wait "Piece 1"
t_keys 1 Enter
t_wait "North wins: all four pieces borne off (T22)."
t_has "N North    winner" || t_fail "the winner is not marked"
t_screen | grep "North    winner" | grep -q "winner *$" ||
	t_fail "the winner's line goes on past the word winner"
t_pass
