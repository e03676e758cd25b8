#!/usr/bin/env bash
# One resume slot per game: the first running copy keeps its game; a
# second copy of the same game is told so and keeps nothing (the first
# copy's kept game is not overwritten), --resume is refused while the first
# copy plays it; a demonstration (computers only) keeps nothing and leaves
# a kept game alone; once the first copy has ended, --resume works again.
source "$(dirname "$0")/lib.sh"
kept="$T_DIR/state/tabletop/quixo-current.ttrec"
first=$T_SOCK

t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
grep -qx "action c1-c5" "$kept" || t_fail "the first copy kept nothing"

# A second copy, at another terminal.
T_SOCK="$first-second"
T_SOCKS="$T_SOCKS $T_SOCK"
t_start 80 24 -- quixo --start
t_wait "Another copy of the program (pid"
t_keys : e1-e5 Enter
t_wait "1. e1-e5"
grep -qx "action e1-e5" "$kept" && t_fail "the second copy overwrote the first copy's game"
grep -qx "action c1-c5" "$kept" || t_fail "the first copy's game is gone"
t_kill

T_SOCK="$first-third"
T_SOCKS="$T_SOCKS $T_SOCK"
t_start 80 24 -- quixo --resume
t_wait "EXIT=1"
t_has "being played by another copy" || t_fail "--resume did not say the game is in use"
t_kill

# A demonstration keeps nothing.
before=$(cksum <"$kept")
T_SOCK="$first-demo"
T_SOCKS="$T_SOCKS $T_SOCK"
t_start 80 24 -- quixo --demo
t_wait "1. "
sleep 1
t_kill
[ "$(cksum <"$kept")" = "$before" ] || t_fail "a demonstration changed the kept game"

# The first copy quits with save-and-keep; then --resume works.
T_SOCK=$first
t_keys q s
t_wait_joined "The game is kept. Continue it with: $PROG quixo --resume"
t_kill
t_start 80 24 -- quixo --resume
t_wait "1. c1-c5"
t_pass
