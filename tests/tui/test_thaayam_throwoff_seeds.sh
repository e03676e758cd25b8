#!/usr/bin/env bash
# With physical dice a computer seat still throws the program's seeds in
# the throw-off (T6): they are shown under the throws, as with program
# dice; a person's typed score shows none.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --seat n=computer:1 --dice physical --start
t_wait "South: throw the seeds and type the score"
t_keys 2
t_wait "South threw 2."
t_has "(○)" && t_fail "seeds are shown for a typed score"
t_has "(●)" && t_fail "seeds are shown for a typed score"
# North (the computer) throws by itself
t_wait "North: "
t_screen | grep -qE "North: +\((○|●)\)" || t_fail "the computer's throw shows no seeds"
t_pass
