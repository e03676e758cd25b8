#!/usr/bin/env bash
# The quixo command line: bad options give a clear message and status 2;
# --help and --version give status 0; good options start the game with
# those settings and no menu.
source "$(dirname "$0")/lib.sh"
quixo() { env $T_ENV "$PROG" quixo "$@"; }
expect_usage() { # MESSAGE-PART ARGS...
	local want=$1 out rc
	shift
	out=$(quixo "$@" 2>&1 </dev/null)
	rc=$?
	[ $rc -eq 2 ] || t_fail "quixo $* exited $rc, not 2"
	case $out in *"$want"*) ;; *) t_fail "quixo $*: message lacks '$want': $out" ;; esac
}
expect_usage "must be 2 or 4" --players 3
expect_usage "bad seat kind" --seat x=computer:9
expect_usage "no seat 'x' with four players" --players 4 --seat x=human
expect_usage "no seat 's' with two players" --name s=Ana
expect_usage "--clock must be" --clock move:0
expect_usage "--order must be cw or ccw" --order up
expect_usage "must be on or off" --undo maybe
expect_usage "unknown option" --bogus
expect_usage "needs a value" --players
expect_usage "only one of --load, --replay and --resume" --resume --load x
expect_usage "unexpected argument" extra
quixo --help | grep -qF -- "--seat ID=KIND" || t_fail "--help does not list --seat"
quixo --version | grep -qF "quixo (tabletop)" || t_fail "--version"
# A game started from the command line alone.
t_start 80 24 -- quixo --players 4 --order ccw --name s=Ana --seat e=computer:1 \
	--seat n=computer:1 --seat w=computer:1 --clock game:90+2 --advice off --start
t_wait "Quixo: four players, two teams"
t_has "No advice (Q19)" || t_fail "--advice off not shown"
t_has "Order: S, E, N, W (Q12)" || t_fail "--order ccw not applied"
t_has "East, computer 1" || t_fail "computer seats not applied"
t_has "1:30" || t_fail "game clock not shown"
t_pass
