#!/usr/bin/env bash
# The thaayam command line: bad options give a clear message and status 2;
# --help and --version give status 0; good options start the game with
# those settings and no menu.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
thaayam() { env $T_ENV "$PROG" thaayam "$@"; }
expect_usage() { # MESSAGE-PART ARGS...
	local want=$1 out rc
	shift
	out=$(thaayam "$@" 2>&1 </dev/null)
	rc=$?
	[ $rc -eq 2 ] || t_fail "thaayam $* exited $rc, not 2"
	case $out in *"$want"*) ;; *) t_fail "thaayam $*: message lacks '$want': $out" ;; esac
	case $out in *"Try 'thaayam --help'"*) ;; *) t_fail "thaayam $*: no pointer to --help: $out" ;; esac
}
expect_usage "--players must be 2, 3 or 4" --players 5
expect_usage "--seats wants 2 to 4 different letters" --seats ss
expect_usage "bad seat kind 'computer:4'" --seat e=computer:4
expect_usage "bad seat kind 'computer:+2'" --seat e=computer:+2
expect_usage "--seat wants ID=KIND" --seat x=human
expect_usage "--name wants ID=NAME" --name Ana
expect_usage "a name must have 1 to 63 bytes" --name s=
expect_usage "control characters" --name "s=$(printf 'A\tB')"
expect_usage "--capture must be split or whole" --capture half
expect_usage "--dice must be program or physical" --dice loaded
expect_usage "must be on or off" --undo maybe
expect_usage "--seed wants a whole number" --seed -3
# a seed makes the dice predictable: never for a hosted game (docs/network.md)
expect_usage "--seed makes the dice predictable" --host --seed 5
out=$(env $T_ENV "$PROG" host thaayam --seed 5 2>&1 </dev/null)
rc=$?
[ $rc -eq 2 ] || t_fail "tabletop host thaayam --seed 5 exited $rc, not 2"
case $out in *"a hosted game cannot have it"*) ;; *) t_fail "host --seed: $out" ;; esac
expect_usage "--first: seat 'e' is not in play" --players 2 --first e
expect_usage "--players and --seats disagree" --players 3 --seats sn
expect_usage "only one of --state, --load, --replay and --resume" --resume --load x
expect_usage "unknown option" --bogus
expect_usage "needs a value" --players
expect_usage "unexpected argument" extra
thaayam --help | grep -qF -- "--seat ID=KIND" || t_fail "--help does not list --seat"
thaayam --version | grep -qF "thaayam (tabletop)" || t_fail "--version"
# A game started from the command line alone.
t_start 80 24 -- thaayam --players 3 --capture whole --name s=Ana --seat e=computer:1 \
	--dice physical --first s --start
t_wait "Thaayam: 3 players, captured twins whole"
t_has "Ana" || t_fail "--name not shown"
t_has "Ana (South): throw the seeds and type the score" || t_fail "--dice physical or --first not applied"
t_has "E East" || t_fail "the three seats are not shown"
t_pass
