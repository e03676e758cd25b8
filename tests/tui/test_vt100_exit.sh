#!/usr/bin/env bash
# A terminal without an alternate screen (TERM=vt100): leaving the program
# does not leave the last screen of the game behind in the shell's view.
source "$(dirname "$0")/lib.sh"
t_start 80 24 TERM=vt100 LANG=C LC_ALL=C -- quixo --start
t_wait "Quixo: two players"
t_keys q y
t_wait "EXIT=0"
t_has "+-----+-----+" && t_fail "the last screen (its board) was left behind"
t_has "Quit?" && t_fail "the last screen (its prompt) was left behind"
t_pass
