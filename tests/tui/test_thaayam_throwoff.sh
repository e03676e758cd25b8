#!/usr/bin/env bash
# T6: the throw-off before a Thaayam game. Physical dice: South and East tie
# at 4 above North's 2, the tied leaders throw again, South wins and starts.
# Program dice with a fixed seed: the same throws every time (seed 42: South
# 2, North 8, so North starts).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --players 3 --dice physical --start
t_wait "Thaayam: who starts? (T6)"
t_wait "South: throw the seeds and type the score"
t_keys 5
t_wait "Type the score thrown" # 5 is no score (T4)
t_keys 4
t_wait "South threw 4."
t_keys 4
t_wait "East threw 4."
t_keys 2
t_wait "Tie: South, East throw again (T6)."
t_has "North" || t_fail "North is not listed"
t_keys 3
t_wait "South threw 3."
t_keys 1
t_wait "South throws highest and starts (T6)"
# Both rounds are listed: South 4 3, East 4 1, North 2 and no rethrow.
t_screen | grep -q "S South *4 *3" || t_fail "South's throws are not listed"
t_screen | grep -q "E East *4 *1" || t_fail "East's throws are not listed"
t_screen | grep -q "N North *2 *-" || t_fail "North did not sit out the rethrow"
t_keys Enter
t_wait "South: throw the seeds and type the score (1 2 3 4 8)."
t_keys q
t_wait "Quit?"
t_keys y
t_wait "EXIT=0"

# Program dice, fixed seed: Enter throws for each human.
th_new_server
t_start 80 24 -- thaayam --players 2 --seed 42 --start
t_wait "South: press Enter to throw."
t_keys Enter
t_wait "South threw 2."
t_keys Enter
t_wait "North throws highest and starts (T6)"
t_screen | grep -q "N North *8" || t_fail "North's 8 is not listed"
t_keys Enter
t_wait "North: press Enter to throw."
t_pass
