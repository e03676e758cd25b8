#!/usr/bin/env bash
# The words of the Thaayam set-up and throw-off screens (issue 25,
# play-test): the random seed is the "Dice seed", not a seed among the
# tamarind seeds; a line says what the rule ids (T19, T6) are; once the
# starter is known the key line says that Enter begins the game (not
# "throw").
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --seed 42
t_wait "Thaayam: new game"
t_has "Dice seed (0: random)" || t_fail "the seed field is not called the dice seed"
t_has "T6, T19...: the numbers of the rules; ? shows the rules." ||
	t_fail "no word on the rule ids on the set-up screen"
t_keys s
t_wait "Thaayam: who starts? (T6)"
t_has "T6, T19...: the numbers of the rules; ? shows the rules." ||
	t_fail "no word on the rule ids on the throw-off screen"
t_screen | tail -1 | grep -q "Enter throw" || t_fail "the key line before a throw: $(t_screen | tail -1)"
t_keys Enter
t_wait "South threw 2."
t_keys Enter
t_wait "North throws highest and starts (T6). Press Enter to begin."
t_screen | tail -1 | grep -q "Enter begin the game" ||
	t_fail "the key line once the starter is known: $(t_screen | tail -1)"
t_has "Enter throw" && t_fail "the key line still says Enter throw"
t_keys Enter
t_wait "North: press Enter to throw."
t_pass
