#!/usr/bin/env bash
# The teaching board (tabletop teach GAME): a Quixo position set up by
# keys (four X in row 3) is checked, played "what if" on the play screen
# (e3-a3 wins), taken back with u, branched with another move, and left
# with q: the board shows the position as it was, and nothing is kept for
# --resume. A picture of it is written (e). The position is saved as a record with a start line and
# opened again after clearing the board. A Thaayam position with pieces
# of South and North on one ordinary square is named impossible (T14).
source "$(dirname "$0")/lib.sh"
t_start 80 24 -- teach quixo
t_wait "Quixo: teaching board"
# the cursor starts on c3: X on c3, b3, a3, then d3
t_keys x Left x Left x Right Right Right x
t_wait "X cubes: 4"
t_keys c
t_wait "The position is possible. X is to move."
# e: a picture of the board's position, four X on row 3 (docs/classroom.md)
t_keys e
t_wait "Picture written to"
pic=$(ls "$T_DIR"/data/tabletop/quixo-*.svg 2>/dev/null | head -1)
[ -n "$pic" ] || t_fail "no picture in the data folder"
for sq in a3 b3 c3 d3; do
	grep -q "id=\"sq-$sq\"[^>]*mark-x\|mark-x[^>]*id=\"sq-$sq\"" "$pic" ||
		t_fail "the picture has no X on $sq"
done
grep -q "id=\"sq-e3\"[^>]*mark-x\|mark-x[^>]*id=\"sq-e3\"" "$pic" &&
	t_fail "the picture has an X on e3"
t_keys p
t_wait "X to move: choose a cube"
t_keys : e3-a3 Enter
t_wait "X wins (Q10)"
t_keys u
t_wait "Move taken back."
t_has "X wins" && t_fail "the win should be taken back"
# another branch from the same position
t_keys : a1-a5 Enter
t_wait "3. a1-a5" # the set-up position is at ply 4
t_keys q
# the question says what y does: back to the board, not out of the program
t_wait "Back to the teaching board? (y/n)"
t_has "Quit?" && t_fail "the what-if game asks to quit but y goes back to the board"
t_keys y
t_wait "Back on the teaching board"
t_has "X cubes: 4" || t_fail "the board should show the set-up position"
[ -e "$T_DIR/state/tabletop/quixo-current.ttrec" ] &&
	t_fail "a what-if game must not be kept for --resume"
# save, clear, open again
t_keys s
t_wait "Save as:"
t_keys C-u lesson1.ttrec Enter
t_wait "Position saved in"
grep -q '^start quixo players=2 turn=x ply=4 board=...../...../xxxx./...../.....$' \
	"$T_DIR/data/tabletop/lesson1.ttrec" || t_fail "the record has no start line"
t_keys n
t_wait "X cubes: 0"
t_keys f
t_wait "Open:"
t_keys lesson1.ttrec Enter
t_wait "Opened lesson1.ttrec."
t_has "X cubes: 4" || t_fail "the opened position should have four X"
t_keys q
t_wait "EXIT=0"

# Thaayam: South's piece 1 on e1 (path 2), North's piece 1 on e1 too
t_kill
t_start 80 24 -- teach thaayam
t_wait "Thaayam: teaching board"
t_keys Down Down Right Right 1
t_wait "South: 2 - - -"
t_keys Tab Tab 1
t_wait "North: 10 - - -"
t_keys c
t_wait "Impossible"
t_has "(T14)" || t_fail "the reason should cite T14"
# North's piece on the castle instead: possible
t_keys Up Up Left Left 1
t_wait "North: 24 - - -"
t_keys c
t_wait "The position is possible."
t_pass
