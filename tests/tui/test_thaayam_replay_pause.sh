#!/usr/bin/env bash
# A replay stays paused after a step with '.': p pauses, '.' plays one
# action, and nothing more is played until p again (the step used to leave
# the replay running while the screen said "Paused").
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
# The action counter of the title line ("action N").
th_action() { t_screen | head -1 | grep -oE 'action [0-9]+' | grep -oE '[0-9]+'; }

t_start 80 24 -- thaayam --dice physical --first s --start
t_wait "South: throw the seeds"
# throws of 4 and 2: no 1, all void (T9); the turns pass by themselves
t_keys 4
t_wait "Throws: 4"
t_keys 2
t_wait "▶N North"
t_keys 4
t_wait "Throws: 4"
t_keys 2
t_wait "▶S South"
t_keys 4
t_wait "Throws: 4"
t_keys s C-u r.ttrec Enter
t_wait "Saved to"
th_quit
t_kill

t_start 80 24 -- thaayam --replay r.ttrec
t_wait "action 1"
t_keys p
t_wait "Paused"
n=$(th_action)
t_keys .
t_wait "action $((n + 1))"
sleep 2.5
[ "$(th_action)" = "$((n + 1))" ] || t_fail "the replay went on after one step while paused"
t_keys p
t_wait "action $((n + 2))"
t_pass
