#!/usr/bin/env bash
# T9 and T8 by keys, with physical dice (typed scores): the seed's example.
# All pieces off, throws 4 4 1 8 3: the two 4s before the first 1 are void
# and shown struck out; e enters piece 1 with the 1, then 8 and 3 move it
# (score, Tab for the piece, Enter) to index 11 (a4 for South).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/thaayam_lib.sh"
t_start 80 24 -- thaayam --dice physical --first s --start
t_wait "South: throw the seeds and type the score"
t_keys 4
t_wait "South threw 4: throw again (T5)."
t_keys 4 1 8
t_wait "Throws: 4 4 1 8"
t_keys 3
t_wait "end of the throws (T5)"
t_has "Void: 4 4 (before the first 1, T9)" || t_fail "void throws not explained"
t_has "Scores: -4- -4- 1 8 3" || t_fail "void throws not struck out"
# An 8 cannot bring a piece in (T8): explained, nothing changes.
t_keys 8 Tab Enter
t_wait "(T8)"
t_keys Escape
t_keys e
t_wait "South: piece 1 enters (enter1)."
t_keys 8 Tab
t_wait "piece 1 moves 8 to c5"
t_keys Enter
t_wait "South: piece 1 moves 8 (1+8)."
t_keys 3 Tab
t_wait "piece 1 moves 3 to a4"
t_keys Enter
t_wait "All scores used."
t_wait "North: throw the seeds"
# The piece stands on a4 (the row under a4's name shows S1), the log lists
# the turn with its void throws.
t_screen | grep -A1 "│a4" | grep -q "│S1" || t_fail "piece 1 is not drawn on a4"
t_has "S -4- -4- 1 8 3:" || t_fail "the log does not show the throws"
t_has ": enter1 1+8" || t_fail "the log does not show the actions"
th_quit
t_pass
