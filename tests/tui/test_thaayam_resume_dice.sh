#!/usr/bin/env bash
# Physical dice are part of the game (its options, kept in the record):
# --resume keeps them even when the remembered settings say the program
# throws, and a mistyped physical throw can be taken back with u (a throw
# of the program's dice cannot).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --first s --start
t_wait "South: throw the seeds and type the score"
t_keys 4
t_wait "Throws: 4"
t_keys u
t_wait "Action taken back."
t_has "Throws: 4" && t_fail "the mistyped throw was not taken back"
t_keys 3
t_wait "South threw 3"
t_keys q s
t_wait "The game is kept"
t_kill
grep -q "^options .*dice=physical" "$T_DIR/state/tabletop/thaayam-current.ttrec" ||
	t_fail "the record does not keep the dice"
t_start 80 24 -- thaayam --resume
t_wait "North: throw the seeds and type the score"
th_quit
t_kill
# the program's dice: a throw stands
t_start 80 24 -- thaayam --first s --start
t_wait "South: press Enter to throw."
t_keys Enter
t_wait "South threw"
t_keys u
t_wait "Cannot undo: a throw cannot be taken back."
th_quit
t_pass
