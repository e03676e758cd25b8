#!/usr/bin/env bash
# Q19 is kept with the game: a four-player game started with --advice off is
# saved when the terminal hangs up, and --resume shows "No advice" again,
# even with the remembered settings gone (the record holds it).
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo --players 4 --advice off --start
t_wait "No advice (Q19)"
t_keys : c1-c5/S Enter
t_wait "c1-c5"
t_hangup quixo
grep -qx "advice off" "$T_DIR/state/tabletop/quixo-current.ttrec" || t_fail "the record lacks the line advice off"
rm -rf "$T_DIR/config"
t_start 80 24 -- quixo --resume
t_wait "c1-c5"
t_has "No advice (Q19)" || t_fail "the resumed game forgot --advice off"
t_pass
