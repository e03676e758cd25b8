#!/usr/bin/env bash
# With physical dice a computer seat still throws the program's seeds in
# the throw-off (T6): they are shown under the throws, as with program
# dice; a person's typed score shows none.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --seat n=computer:1 --dice physical --start
t_wait "South: throw the seeds and type the score"
t_keys 2
# North (the computer) then throws by itself, at once: its seeds show,
# South's typed score none
t_wait "North: "
t_screen | grep -qE "^ +(▶ )?S South +2" || t_fail "South's typed 2 is not shown"
t_screen | grep -qE "South: +\(" && t_fail "seeds are shown for a typed score"
t_screen | grep -qE "North: +\((○|●)\)" || t_fail "the computer's throw shows no seeds"
t_pass
