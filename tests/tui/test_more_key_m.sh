#!/usr/bin/env bash
# Issue 25 item 6: the key line's "more" button answers a key as well as
# the mouse: m shows the next page of a game's key line at 80x24 (earlier
# positions, pause, hint, draw, resign), then the first page again; the
# button names the key ("m more"). Both games.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- quixo --start
t_wait "Cross (X) to move"
t_screen | tail -1 | grep -q "m more" || t_fail "the more button does not name its key"
t_has "d/g draw/resign" && t_fail "draw/resign fits the first page: nothing to test"
t_keys m
t_wait "d/g draw/resign"
t_has "p pause" || t_fail "pause is not on the second page"
t_keys m
t_wait "[/] earlier/later"
t_keys m
t_wait ": type"
# the cube cursor still moves: m took nothing from the game
t_keys : c1-c5 Enter
t_wait "1. c1-c5"
t_kill
t_start 80 24 -- thaayam --dice physical --first s --start
t_wait "South: throw the seeds"
t_has "a hint" && t_fail "the hint fits the first page: nothing to test"
t_keys m
t_wait "a hint"
t_pass
