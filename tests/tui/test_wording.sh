#!/usr/bin/env bash
# Words of the Quixo screen: refusals are sentences; the quit prompt's key
# line offers s; the header counts moves as the move list does; a game of
# people has no pace of computers and its pause no clocks; a seat with no
# name is not "O (O)"; a computer seat goes by its seat's default name
# (Circle), not by a person's name; a four-player win names the team and cites Q18.
source "$(dirname "$0")/lib.sh"
# a record whose O seat has no name
t_quixo2_record noname.ttrec "quixo players=2 turn=x ply=0 board=...../...../...../...../....." \
	"human 1 Ana" "human 1"
t_start 80 24 -- quixo --load ./noname.ttrec
t_wait "Ana (X) to move"
t_keys u
t_wait "Cannot undo: nothing to undo."
t_keys : c1-c5 Enter
t_wait "O to move"
t_has "O (O)" && t_fail "a seat with no name is shown as O (O)"
t_keys : b1-b5 Enter
t_wait "1. c1-c5   b1-b5"
t_screen | head -1 | grep -q "move 2" || t_fail "the header does not count moves as the list"
t_keys +
t_has "Computers wait" && t_fail "the pace of computers is offered in a game of people"
t_keys p
t_wait "PAUSED"
t_has "clocks stopped" && t_fail "the pause speaks of clocks in a game without"
t_keys p q
t_wait "Quit?"
t_has "s save and quit" || t_fail "the quit prompt's key line omits s"
t_keys y
t_wait "EXIT=0"
t_kill

# The settings remember a person's name for O; O is a computer now.
t_start 80 24 -- quixo --start --name o=Ben --seat o=human
t_wait "Ben (O)"
t_keys q y
t_wait "EXIT=0"
t_kill
t_start 80 24 -- quixo --start --seat o=computer:1
t_wait "Cross (X) to move"
t_keys : c1-c5 Enter
t_wait "Circle played"
t_has "Ben" && t_fail "the computer seat took a person's name"
t_has "O O" && t_fail "the computer seat has no name in the panel"

# A four-player win: the team, by name, under Q18.
t_kill
state="quixo players=4 order=cw turn=s ply=12 board=xsxsxsxs../........../........../........../.........."
t_quixo4_record win.ttrec "$state"
t_start 80 24 -- quixo --load ./win.ttrec
t_wait "Ana (X) to move"
t_keys : e1-e5/S Enter
t_wait "Team X made a line of five: team X wins, Ana (South) and Cem (North) (Q18)."
t_has "1-0 line of five (Q18)" || t_fail "the result is not in the move list"
t_pass
