#!/usr/bin/env bash
# Command-line options win over remembered settings: after a four-player
# game is remembered, seats named x and o start a two-player game (the man
# page's example); a demonstration has no clock unless --clock asks.
source "$(dirname "$0")/lib.sh"
mkdir -p "$T_DIR/config/tabletop"
printf 'quixo.players=4\nquixo.clock=game\nquixo.limit=5\n' >"$T_DIR/config/tabletop/settings"
t_start 80 24 -- quixo --start --seat o=computer:3 --name x=Ana
t_wait "Ana (X) to move"
t_has "Quixo: two players" || t_fail "not a two-player game"
t_kill
t_start 80 24 -- quixo --demo
t_wait "Quixo: "
sleep 7
t_has "ran out of time" && t_fail "the demonstration inherited a remembered clock"
t_has "0:0" && t_fail "a clock is shown in the demonstration"
t_pass
