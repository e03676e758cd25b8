#!/usr/bin/env bash
# The set-up screen: four players, a name typed for South, start; Ctrl-C
# asks before quitting; the settings are remembered in the key=value file
# and shown again by the next run.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo
t_wait "Quixo: new game"
t_has "2 players" || t_fail "two players should be the default"
t_keys Right
t_wait "4 players (two teams)"
t_has "South (X)" || t_fail "the four seats are not shown"
t_has "Teammates may advise" || t_fail "the advice setting (Q19) is not shown"
# South's name: second field after Players (kind, then name).
t_keys Down Down Enter
t_keys C-u Z o e Enter
t_wait "[Zoe]"
# To the last field (Back), then up to Start.
for i in $(seq 1 20); do t_keys Down; done
t_keys Up Enter
t_wait "Quixo: four players, two teams"
t_wait "Zoe (X) to move"
# Ctrl-C asks first; n goes on.
t_keys C-c
t_wait "Quit? s: save and quit"
t_keys n
t_wait_not "Quit?"
t_keys q
t_wait "Quit?"
t_keys y
t_wait "Quixo: new game"
t_has "4 players (two teams)" || t_fail "settings not kept for the next game"
t_keys q
t_wait "EXIT=0"
grep -qx "quixo.players=4" "$T_DIR/config/tabletop/settings" || t_fail "players not saved"
grep -qx "quixo.seat.s.name=Zoe" "$T_DIR/config/tabletop/settings" || t_fail "name not saved"
t_kill
# A bad line in the file is ignored; the rest still applies.
echo "this line is not key=value" >>"$T_DIR/config/tabletop/settings"
echo "quixo.limit=notanumber" >>"$T_DIR/config/tabletop/settings"
t_start 80 24 -- quixo
t_wait "Quixo: new game"
t_wait "4 players (two teams)"
t_has "[Zoe]" || t_fail "the remembered name is not shown"
t_pass
