#!/usr/bin/env bash
# Backspace on a set-up screen (outside a name being edited) does nothing:
# it used to leave the screen and end the program without a word. Esc
# still goes back.
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- quixo
t_wait "Quixo: new game"
t_keys BSpace
sleep 0.5
t_has "Quixo: new game" || t_fail "Backspace left the set-up screen"
t_has "EXIT=" && t_fail "Backspace ended the program"
t_kill
t_start 80 24 -- thaayam
t_wait "Thaayam: new game"
t_keys BSpace
sleep 0.5
t_has "Thaayam: new game" || t_fail "Backspace left the Thaayam set-up screen"
t_keys Escape
t_wait "EXIT=0"
t_pass
