#!/usr/bin/env bash
# Computer seats throw and move through the session like people, at a pace
# people can follow; a saved game replays action by action and can then go
# on. North is a computer and starts; South (a person) gets the turn.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --seat n=computer:1 --first n --seed 7 --look cowries --start
t_wait "North throws..."
t_wait "South: press Enter to throw." 20
t_screen | grep -q "^.* N [-0-9 ]*:" || t_fail "North's turn is not in the log"
t_keys Enter
t_wait "South threw"
t_has "(=)" || t_has "( )" || t_fail "the throw is not drawn as cowries"
t_keys s C-u
t_keys "c.ttrec" Enter
t_wait "/data/tabletop/c.ttrec."
th_quit
th_new_server
t_start 80 24 -- thaayam --replay c.ttrec
t_wait "End of the record" 30
t_has "Replay" && t_fail "still replaying"
t_pass
